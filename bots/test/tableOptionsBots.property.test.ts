// Every bot level plays every table option of the USA (1910, Mega Game, Big Cities) and of Europe (Europe Expanded,
// Mega Europe, Big Cities): seeded random tables play to the end with moves from the legal list only, and after every
// command the cards, the variant's tickets (those out of the game included) and the trains are conserved. The end
// bonuses are the option's: 1910 scores the Globetrotter alone, Mega Game the longest path and the Globetrotter, each
// to every player tied for it.
import assert from "node:assert/strict";
import fc from "fast-check";
import { mapOf, variantsOf, type Difficulty, type GameMap, type GameState, type MapId, type VariantId } from "../../shared-rules/src/index.js";
import { cardCount } from "../../shared-rules/test/kit.js";
import { createBot } from "../src/index.js";
import { playGame, type SelfPlayResult } from "../src/selfPlay.js";

function conserved(m: GameMap, s: GameState): void {
  assert.equal(cardCount(s), Object.values(m.trainCards).reduce((a, b) => a + b, 0), "every train card");
  const tickets = [...s.ticketDeck, ...(s.ticketsOutOfGame ?? []), ...s.players.flatMap((p) => [...p.tickets, ...p.pendingTickets])];
  assert.equal(new Set(tickets).size, m.tickets.length, "every ticket of the option");
  assert.equal(tickets.length, m.tickets.length, "each ticket once");
  for (const p of s.players) assert.equal(p.trainsLeft + p.routes.reduce((n, r) => n + m.routes[r].length, 0), m.trainsPerPlayer, "trains");
}

function play(map: MapId, variant: VariantId, seed: number, levels: Difficulty[]): SelfPlayResult {
  const m = mapOf({ map, variant });
  const result = playGame({
    seed,
    map,
    variant,
    bots: levels.map((d, i) => createBot(d, seed * 7 + i)),
    onCommand: (_player, command, legal, state) => {
      assert.ok(legal.some((c) => JSON.stringify(c) === JSON.stringify(command)), "a move from the legal list");
      assert.equal(state.variant, variant);
      conserved(m, state);
    },
  });
  assert.equal(result.error, null, `no refused command (${map} ${variant}, seed ${seed}, ${levels.join("/")})`);
  assert.equal(result.state.phase, "ended", "the game ends");
  return result;
}

/** The bonus each player scored of `kind`, or undefined when the option has none of that kind. */
const bonusOf = (r: SelfPlayResult, kind: string) => r.result!.scores.map((s) => s.endBonuses?.find((b) => b.kind === kind)?.points);

describe("bots on the table options of the USA and Europe: every level, random seeded tables", function () {
  this.timeout(600_000);
  const levels: Difficulty[] = ["easy", "medium", "hard"];
  for (const map of ["usa", "europe"] as const) {
    for (const variant of variantsOf(map)) {
      for (const level of levels) {
        it(`${map} ${variant}, ${level}: games end with legal moves, cards, the option's tickets and trains conserved`, () => {
          fc.assert(
            fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2, max: 5 }), (seed, players) => {
              play(map, variant, seed, Array<Difficulty>(players).fill(level));
            }),
            { numRuns: 1, seed: 4400 + level.length + variant.length + map.length },
          );
        });
      }
    }
  }

  it("1910 scores the Globetrotter (15) to every player tied for the most completed tickets, and no longest path", () => {
    const r = play("usa", "1910", 31, ["hard", "medium", "easy"]);
    const scores = r.result!.scores;
    const most = Math.max(...scores.map((s) => s.ticketsWon.length));
    assert.deepEqual(bonusOf(r, "globetrotter"), scores.map((s) => (most > 0 && s.ticketsWon.length === most ? 15 : 0)));
    assert.deepEqual(bonusOf(r, "longestPath"), scores.map(() => undefined));
  });

  it("Mega Game scores both the longest path (10) and the Globetrotter (15)", () => {
    const r = play("usa", "mega", 37, ["hard", "hard"]);
    const scores = r.result!.scores;
    const longest = Math.max(...scores.map((s) => s.longestPath));
    assert.deepEqual(bonusOf(r, "longestPath"), scores.map((s) => (longest > 0 && s.longestPath === longest ? 10 : 0)));
    const most = Math.max(...scores.map((s) => s.ticketsWon.length));
    assert.deepEqual(bonusOf(r, "globetrotter"), scores.map((s) => (most > 0 && s.ticketsWon.length === most ? 15 : 0)));
  });
});
