// Property tests: random legal games from random seeds, 2–5 players, played to the end through
// legalActions, with the game's invariants checked after every single action.
import assert from "node:assert/strict";
import fc from "fast-check";
import { USA_MAP, routePoints, scoreGame, type GameEvent, type GameState } from "../src/index.js";
import { cardCount, playRandomGame, RANDOM_GAME_INPUTS } from "./kit.js";

function checkInvariants(s: GameState): void {
  assert.equal(cardCount(s), 110, "110 train cards accounted for");
  if (s.trainDeck.length + s.trainDiscard.length > 0) {
    assert.ok(s.faceUp.every((c) => c !== null), "no empty face-up slot while the deck or the discard holds cards");
  }
  const tickets = [...s.ticketDeck, ...s.players.flatMap((p) => [...p.tickets, ...p.pendingTickets])];
  assert.equal(tickets.length, 30, "30 tickets accounted for");
  assert.equal(new Set(tickets).size, 30, "each ticket exactly once");
  for (const c of Object.values(s.players.flatMap((p) => Object.values(p.hand)))) assert.ok(c >= 0, "no negative hand");

  const owners = USA_MAP.routes.map(() => -1);
  s.players.forEach((p, i) => {
    const placed = p.routes.reduce((n, r) => n + USA_MAP.routes[r].length, 0);
    assert.equal(p.trainsLeft + placed, 45, "trains + placed cars = 45");
    assert.ok(p.trainsLeft >= 0);
    assert.equal(p.routePoints, p.routes.reduce((n, r) => n + routePoints(USA_MAP.routes[r].length), 0), "route points recomputed");
    for (const r of p.routes) {
      assert.equal(owners[r], -1, `route ${r} owned twice`);
      owners[r] = i;
      const twin = USA_MAP.routes[r].double;
      if (twin !== null) assert.ok(!p.routes.includes(twin), "nobody owns both routes of a double");
    }
  });
  assert.deepEqual(s.routeOwners, owners, "routeOwners matches the players' routes");
  if (s.players.length < 4) {
    for (const r of USA_MAP.routes) if (r.double !== null && owners[r.id] !== -1) assert.equal(owners[r.double], -1, "2–3 players: one route per double");
  }
}

function checkTurnOrder(before: GameState, player: number, after: GameState, events: GameEvent[]): void {
  const started = events.filter((e) => e.type === "turnStarted");
  if (before.phase !== "playing") return;
  assert.equal(player, before.currentPlayer, "only the current player acts");
  if (after.phase === "ended") return;
  if (started.length === 0) {
    assert.equal(after.currentPlayer, before.currentPlayer, "mid-turn, the same player goes on");
  } else {
    assert.equal(started.length, 1);
    assert.equal(after.currentPlayer, (before.currentPlayer + 1) % before.players.length, "turns go round the table");
    assert.equal(after.turnNumber, before.turnNumber + 1);
  }
}

describe("random legal games (fast-check)", function () {
  // Pure CPU work (60 whole games per property), a few seconds alone; with the test files side by side on a busy
  // 2-core machine it takes several times that, past mocha's default 20 s. The work is fixed, so only the bound moves.
  this.timeout(300_000);
  it("keep every invariant after every action, follow the turn order, and end with a consistent result", () => {
    fc.assert(
      fc.property(
        ...RANDOM_GAME_INPUTS,
        (seed, players, style) => {
          let lastRoundTurns = -1;
          const { state } = playRandomGame(
            seed,
            players,
            (before, player, _command, after, events) => {
              checkInvariants(after);
              checkTurnOrder(before, player, after, events);
              if (events.some((e) => e.type === "lastRoundStarted")) lastRoundTurns = 0;
              else if (lastRoundTurns >= 0 && events.some((e) => e.type === "turnStarted" || e.type === "gameEnded")) lastRoundTurns++;
            },
            style,
          );
          assert.equal(state.phase, "ended", "every game ends");
          assert.deepEqual(state.result, scoreGame(state));
          // (A game can also end when every player has passed in a row; then the last round is cut short.)
          const endedByPasses = (state.consecutivePasses ?? 0) >= players;
          if (state.lastRoundTriggeredBy !== -1 && !endedByPasses) {
            assert.equal(lastRoundTurns, players, "after the trigger, each player plays exactly one more turn");
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
