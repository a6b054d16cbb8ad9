// Property tests over random legal Europe games (2–5 players, both random styles), every invariant after every
// action: cards (110, a pending tunnel's table included), tickets (46: deck, hands, offers, out of the game), trains
// (45 = left + placed), stations (3 = left + built, owners matching), route owners; a tunnel's reveal puts every card
// somewhere; a refused command changes nothing, even on deeply frozen states (no hidden writes).
import assert from "node:assert/strict";
import fc from "fast-check";
import { EUROPE_MAP, applyCommand, routePoints, scoreGame, type Command, type GameState } from "../src/index.js";
import { cardCount, playRandomGame, RANDOM_GAME_INPUTS } from "./kit.js";

const m = EUROPE_MAP;

function checkInvariants(s: GameState): void {
  assert.equal(cardCount(s), 110, "110 train cards accounted for");
  const tickets = [...s.ticketDeck, ...(s.ticketsOutOfGame ?? []), ...s.players.flatMap((p) => [...p.tickets, ...p.pendingTickets])];
  assert.equal(tickets.length, 46, "46 tickets accounted for");
  assert.equal(new Set(tickets).size, 46, "each ticket exactly once");
  assert.ok(s.ticketDeck.every((t) => m.tickets[t].kind === "regular"), "only regular tickets in the deck");
  const owners = m.routes.map(() => -1);
  const stationOwners = m.cities.map(() => -1);
  s.players.forEach((p, i) => {
    for (const c of Object.values(p.hand)) assert.ok(c >= 0, "no negative hand");
    const placed = p.routes.reduce((n, r) => n + m.routes[r].length, 0);
    assert.equal(p.trainsLeft + placed, 45, "trains + placed cars = 45");
    assert.equal(p.routePoints, p.routes.reduce((n, r) => n + routePoints(m.routes[r].length, m), 0), "route points recomputed");
    assert.equal((p.stationsLeft ?? -1) + (p.stations?.length ?? -1), 3, "stations left + built = 3");
    for (const r of p.routes) {
      assert.equal(owners[r], -1, `route ${r} owned twice`);
      owners[r] = i;
    }
    for (const c of p.stations ?? []) {
      assert.equal(stationOwners[c], -1, `two stations on city ${c}`);
      stationOwners[c] = i;
    }
  });
  assert.deepEqual(s.routeOwners, owners, "routeOwners matches the players' routes");
  assert.deepEqual(s.stationOwners, stationOwners, "stationOwners matches the players' stations");
  assert.equal(s.turnStage === "tunnelPending", s.tunnel !== null && s.tunnel !== undefined, "a tunnel is pending exactly in its stage");
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object") {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** Commands that are wrong now in most states: each must be refused or applied without touching its input. */
function probes(s: GameState, player: number): [number, Command][] {
  const other = (player + 1) % s.players.length;
  return [
    [player, { type: "payTunnel", numberOfWilds: 0 }],
    [player, { type: "declineTunnel" }],
    [player, { type: "buildStation", cityIndex: 0, trainColor: "red", numberOfWilds: 0 }],
    [player, { type: "buildStation", cityIndex: 99, trainColor: "red", numberOfWilds: 0 }],
    [player, { type: "buyRoute", routeIndex: 3, trainColor: "red", numberOfWilds: 0 }],
    [player, { type: "drawTrainCard", cardLocation: 5 }],
    [other, { type: "declineTunnel" }],
    [other, { type: "buildStation", cityIndex: 1, trainColor: "locomotive", numberOfWilds: 1 }],
  ];
}

describe("random legal Europe games (fast-check)", function () {
  // Pure CPU work (60 whole games per property), a few seconds alone; with the test files side by side on a busy
  // 2-core machine it takes several times that, past mocha's default 20 s. The work is fixed, so only the bound moves.
  this.timeout(300_000);
  it("keep every invariant after every action, and end with a consistent result", () => {
    fc.assert(
      fc.property(
        ...RANDOM_GAME_INPUTS,
        (seed, players, style) => {
          const { state } = playRandomGame(
            seed,
            players,
            (before, _player, command, after, events) => {
              checkInvariants(after);
              const at = events.findIndex((e) => e.type === "tunnelRevealed");
              const revealed = events[at];
              if (revealed?.type === "tunnelRevealed") {
                assert.equal(command.type, "buyRoute");
                // Every revealed card is on the table while the tunnel waits, else on top of the discard (unless a
                // refill reshuffled the discard into the deck since; the card count above still holds them).
                const reshuffledAfter = events.slice(at).some((e) => e.type === "deckReshuffled");
                if (after.tunnel) assert.deepEqual(after.tunnel.revealed, revealed.revealed);
                else if (!reshuffledAfter && revealed.revealed.length > 0) assert.deepEqual(after.trainDiscard.slice(-revealed.revealed.length), revealed.revealed);
              }
              if (before.turnStage === "tunnelPending") {
                assert.ok(command.type === "payTunnel" || command.type === "declineTunnel");
                // paid or declined: the revealed cards go to the discard
                const shown = before.tunnel?.revealed ?? [];
                if (shown.length > 0 && !events.some((e) => e.type === "deckReshuffled")) assert.deepEqual(after.trainDiscard.slice(-shown.length), shown);
                assert.equal(after.tunnel, null);
              }
            },
            style,
            20_000,
            "europe",
          );
          assert.equal(state.phase, "ended");
          assert.deepEqual(state.result, scoreGame(state));
          for (const score of state.result?.scores ?? []) {
            assert.equal(score.stationPoints, (state.players[score.playerIndex].stationsLeft ?? 0) * 4);
            assert.deepEqual(score.stationRoutes?.map((u) => u.cityIndex), state.players[score.playerIndex].stations);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("a refused command changes nothing, and no command writes to its input (deeply frozen states)", () => {
    for (const players of [2, 3, 4, 5]) {
      for (const style of ["uniform", "byType"] as const) {
        playRandomGame(
          53 + players,
          players,
          (before, player, command) => {
            const frozen = deepFreeze(structuredClone(before));
            const text = JSON.stringify(frozen);
            for (const [seat, probe] of probes(frozen, player)) applyCommand(frozen, seat, probe);
            assert.ok(applyCommand(frozen, player, command).ok);
            assert.equal(JSON.stringify(frozen), text);
          },
          style,
          20_000,
          "europe",
        );
      }
    }
  });
});
