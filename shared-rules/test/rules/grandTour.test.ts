// End bonus grandTour: a completed ticket joined by two paths sharing no route; 1/2/3/4/5+ of them score by a table.
import assert from "node:assert/strict";
import { scoreGame } from "../../src/index.js";
import { grandTourPoints, twoDisjointPaths } from "../../src/rules/grandTour.js";
import { endPlayer, syntheticMap } from "./syntheticBoard.js";

// A square A-B-C-D-A, and a triangle D-E-F hanging on its corner D.
const board = syntheticMap({
  cities: 6,
  routes: [
    { a: "A", b: "B", length: 1, color: "red" }, // 0
    { a: "B", b: "C", length: 1, color: "red" }, // 1
    { a: "C", b: "D", length: 1, color: "red" }, // 2
    { a: "D", b: "A", length: 1, color: "red" }, // 3
    { a: "D", b: "E", length: 1, color: "red" }, // 4
    { a: "E", b: "F", length: 1, color: "red" }, // 5
    { a: "D", b: "F", length: 1, color: "red" }, // 6
  ],
  tickets: [
    { a: "A", b: "C", points: 5 },
    { a: "A", b: "E", points: 6 },
    { a: "B", b: "F", points: 7 },
  ],
  longestPathBonus: 0,
  rules: { endBonuses: [{ kind: "longestPath", points: 10 }, { kind: "grandTour", pointsByCount: [5, 10, 20, 30, 40] }] },
});

describe("end bonus grandTour", () => {
  it("finds two route-disjoint paths around a loop, and none along a single path", () => {
    assert.deepEqual(twoDisjointPaths(board, [0, 1, 2, 3], 0, 2)?.sort(), [0, 1, 2, 3]);
    assert.equal(twoDisjointPaths(board, [0, 1, 2], 0, 2), null);
    // A to E: the loop reaches D twice, but D–E is one route: both paths would share it.
    assert.equal(twoDisjointPaths(board, [0, 1, 2, 3, 4], 0, 4), null);
  });

  it("finds the second path through a city the first path passes (paths may share cities, not routes)", () => {
    // B to F: B-A-D-F and B-C-D-E-F both pass D, share no route.
    assert.ok(twoDisjointPaths(board, [0, 1, 2, 3, 4, 5, 6], 1, 5) !== null);
    assert.equal(twoDisjointPaths(board, [0, 1, 2, 3, 6], 1, 5), null);
  });

  it("scores by the count of such tickets, the last entry for more", () => {
    assert.deepEqual([0, 1, 2, 3, 4, 5, 9].map((n) => grandTourPoints([5, 10, 20, 30, 40], n)), [0, 5, 10, 20, 30, 40, 40]);
  });

  it("adds the Grand Tour beside the longest path, naming each tour's ticket and routes", () => {
    const all = [0, 1, 2, 3, 4, 5, 6];
    const s = scoreGame({ players: [endPlayer(all, [0, 1, 2]), endPlayer([], [], "blue")] }, board).scores[0]!;
    assert.deepEqual(s.grandTours?.map((t) => t.ticketId), [0, 1, 2]);
    assert.deepEqual(s.endBonuses, [{ kind: "longestPath", points: 10 }, { kind: "grandTour", points: 20 }]);
    assert.equal(s.total, 7 + (5 + 6 + 7) + 10 + 20);
  });

  it("never counts a ticket that is not completed", () => {
    const s = scoreGame({ players: [endPlayer([0, 1, 2, 3], [1]), endPlayer([], [], "blue")] }, board).scores[0]!;
    assert.deepEqual(s.grandTours, []);
    assert.deepEqual(s.endBonuses?.find((b) => b.kind === "grandTour"), { kind: "grandTour", points: 0 });
  });
});
