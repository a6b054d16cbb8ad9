// End bonus globetrotter: the most completed tickets; every tied player scores it; nobody when nobody completed one.
import assert from "node:assert/strict";
import { scoreGame } from "../../src/index.js";
import { globetrotterWinners } from "../../src/rules/globetrotter.js";
import { endPlayer, syntheticMap } from "./syntheticBoard.js";

const board = syntheticMap({
  cities: 4,
  routes: [
    { a: "A", b: "B", length: 1, color: "red" },
    { a: "C", b: "D", length: 6, color: "red" },
  ],
  tickets: [
    { a: "A", b: "B", points: 2 },
    { a: "A", b: "B", points: 3 },
    { a: "C", b: "D", points: 4 },
  ],
  longestPathBonus: 0,
  rules: { endBonuses: [{ kind: "globetrotter", points: 10 }] },
});

describe("end bonus globetrotter", () => {
  it("goes to every player tied for the most completed tickets, and to nobody at 0", () => {
    assert.deepEqual(globetrotterWinners([2, 1, 2]), [true, false, true]);
    assert.deepEqual(globetrotterWinners([0, 0]), [false, false]);
  });

  it("replaces the longest path in the score: no longest-path bonus, the Globetrotter's 10 in the total", () => {
    const result = scoreGame({ players: [endPlayer([0], [0, 1]), endPlayer([1], [2], "blue")] }, board);
    const [a, b] = result.scores;
    assert.deepEqual(a!.endBonuses, [{ kind: "globetrotter", points: 10 }]);
    assert.deepEqual(b!.endBonuses, [{ kind: "globetrotter", points: 0 }]);
    assert.equal(b!.longestPathBonus, 0);
    assert.equal(b!.longestRouteRecipient, false);
    assert.equal(a!.total, 1 + 5 + 10);
    assert.equal(b!.total, 15 + 4);
    assert.deepEqual(result.ranking, [1, 0]);
  });
});
