// Every bot level plays Europe: seeded random tables of 2–5 bots (each level alone and mixed) play to the end with
// legal moves only, and after every command the game keeps its cards (110, a pending tunnel's table included), its 46
// tickets, 45 trains per player and 3 stations per player. Across the games the bots use what Europe adds: ferries,
// tunnels paid and declined, stations.
import assert from "node:assert/strict";
import fc from "fast-check";
import { EUROPE_MAP, type Difficulty, type GameState } from "../../shared-rules/src/index.js";
import { cardCount } from "../../shared-rules/test/kit.js";
import { createBot } from "../src/index.js";
import { playGame } from "../src/selfPlay.js";

const m = EUROPE_MAP;

function conserved(s: GameState): void {
  assert.equal(cardCount(s), 110, "110 train cards");
  const tickets = [...s.ticketDeck, ...(s.ticketsOutOfGame ?? []), ...s.players.flatMap((p) => [...p.tickets, ...p.pendingTickets])];
  assert.equal(new Set(tickets).size, 46, "46 distinct tickets");
  assert.equal(tickets.length, 46, "each ticket once");
  for (const p of s.players) {
    assert.equal(p.trainsLeft + p.routes.reduce((n, r) => n + m.routes[r].length, 0), 45, "45 trains");
    assert.equal((p.stationsLeft ?? 0) + (p.stations?.length ?? 0), 3, "3 stations");
  }
}

/** What the bots did with Europe's rules, counted over games. */
interface Uses { ferries: number; tunnelsPaid: number; tunnelsDeclined: number; stations: number }

function play(seed: number, levels: Difficulty[], uses: Uses): void {
  const result = playGame({
    seed,
    map: "europe",
    bots: levels.map((d, i) => createBot(d, seed * 7 + i)),
    onCommand: (_player, command, legal, state) => {
      assert.ok(legal.some((c) => JSON.stringify(c) === JSON.stringify(command)), "a move from the legal list");
      conserved(state);
      if (command.type === "buyRoute" && m.routes[command.routeIndex].kind === "ferry") uses.ferries++;
      if (command.type === "payTunnel") uses.tunnelsPaid++;
      if (command.type === "declineTunnel") uses.tunnelsDeclined++;
      if (command.type === "buildStation") uses.stations++;
    },
  });
  assert.equal(result.error, null, `no refused command (seed ${seed}, ${levels.join("/")})`);
  assert.equal(result.state.phase, "ended", "the game ends");
  assert.ok(result.result?.scores.every((s) => s.stationPoints !== undefined && s.stationRoutes !== undefined), "scores carry stations");
}

describe("bots on Europe: every level, random seeded tables", function () {
  this.timeout(300_000);
  const levels: Difficulty[] = ["easy", "medium", "hard"];

  for (const level of levels) {
    it(`${level}: 2–5 player games end with legal moves, cards, tickets, trains and stations conserved`, () => {
      const uses: Uses = { ferries: 0, tunnelsPaid: 0, tunnelsDeclined: 0, stations: 0 };
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2, max: 5 }), (seed, players) => {
          play(seed, Array<Difficulty>(players).fill(level), uses);
        }),
        { numRuns: 8, seed: 2911 + level.length },
      );
      assert.ok(uses.tunnelsPaid + uses.tunnelsDeclined > 0, `${level} bots resolve tunnels`);
    });
  }

  it("mixed tables use ferries, pay and decline tunnels, and build stations", () => {
    const uses: Uses = { ferries: 0, tunnelsPaid: 0, tunnelsDeclined: 0, stations: 0 };
    for (let g = 0; g < 12; g++) {
      const players = 2 + (g % 4);
      play(5000 + g, Array.from({ length: players }, (_, i) => levels[(g + i) % 3]), uses);
    }
    assert.ok(uses.ferries > 0, "a ferry claimed");
    assert.ok(uses.tunnelsPaid > 0, "a tunnel paid");
    assert.ok(uses.tunnelsDeclined > 0, "a tunnel declined");
    assert.ok(uses.stations > 0, "a station built");
  });
});
