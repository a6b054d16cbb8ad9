// End bonus asianExplorer (Legendary Asia): 10 points to every player tied for the most cities touched by ONE
// connected network of their own routes (two networks are never added up); nobody scores it without a route; it
// replaces the longest path.
import assert from "node:assert/strict";
import { ASIA_MAP, scoreGame } from "../../src/index.js";
import { asianExplorerWinners, largestNetworkCities } from "../../src/rules/asianExplorer.js";
import { endPlayer, syntheticMap } from "./syntheticBoard.js";

// A–B–C in a line, D–E apart, F–G apart
const board = syntheticMap({
  cities: 7,
  routes: [
    { a: "A", b: "B", length: 1, color: "red" },
    { a: "B", b: "C", length: 1, color: "red" },
    { a: "D", b: "E", length: 1, color: "red" },
    { a: "F", b: "G", length: 1, color: "red" },
  ],
  longestPathBonus: 0,
  rules: { endBonuses: [{ kind: "asianExplorer", points: 10 }] },
});

describe("end bonus asianExplorer", () => {
  it("counts the cities of the player's largest connected network, never two networks added up", () => {
    assert.equal(largestNetworkCities(board, [0, 1]), 3);
    assert.equal(largestNetworkCities(board, [2, 3]), 2, "two networks of 2 cities are 2, not 4");
    assert.equal(largestNetworkCities(board, []), 0);
  });

  it("goes to every player tied for the most cities, and to nobody without a route", () => {
    assert.deepEqual(asianExplorerWinners([3, 2, 3]), [true, false, true]);
    assert.deepEqual(asianExplorerWinners([0, 0]), [false, false]);
  });

  it("scores 10 for each tied player in place of the longest path", () => {
    const result = scoreGame({ players: [endPlayer([2], []), endPlayer([3], [], "blue")] }, board);
    for (const s of result.scores) {
      assert.deepEqual(s.endBonuses, [{ kind: "asianExplorer", points: 10 }]);
      assert.equal(s.networkCities, 2);
      assert.equal(s.longestPathBonus, 0);
    }
    const one = scoreGame({ players: [endPlayer([0, 1], []), endPlayer([2, 3], [], "blue")] }, board);
    assert.deepEqual(one.scores.map((s) => s.endBonuses?.[0]?.points), [10, 0]);
  });

  it("is Legendary Asia's only end bonus (no longest path)", () => {
    assert.deepEqual(ASIA_MAP.rules.endBonuses, [{ kind: "asianExplorer", points: 10 }]);
  });
});
