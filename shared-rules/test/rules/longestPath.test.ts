// End bonus longestPath as one bonus among others: the base game's bonus when a board names none.
import assert from "node:assert/strict";
import { scoreGame } from "../../src/index.js";
import { longestPathWinners } from "../../src/rules/longestPath.js";
import { endPlayer, syntheticMap } from "./syntheticBoard.js";

const routes = [
  { a: "A", b: "B", length: 2, color: "red" },
  { a: "B", b: "C", length: 2, color: "red" },
  { a: "C", b: "D", length: 4, color: "red" },
];

describe("end bonus longestPath", () => {
  it("goes to everyone tied for the longest trail, never to a player without routes", () => {
    assert.deepEqual(longestPathWinners([4, 4, 2]), [true, true, false]);
    assert.deepEqual(longestPathWinners([0, 0]), [false, false]);
  });

  it("is the board's only bonus when its data names none: the base game's result shape, no endBonuses field", () => {
    const board = syntheticMap({ cities: 4, routes, longestPathBonus: 10 });
    const [a, b] = scoreGame({ players: [endPlayer([0, 1], []), endPlayer([2], [], "blue")] }, board).scores;
    assert.equal(a!.longestPathBonus, 10);
    assert.equal(b!.longestPathBonus, 10);
    assert.equal(a!.longestRouteRecipient, true);
    assert.equal("endBonuses" in a!, false);
    assert.equal("countryTickets" in a!, false);
    assert.equal("grandTours" in a!, false);
  });

  it("takes its points from the board's bonus list when one is given", () => {
    const board = syntheticMap({ cities: 4, routes, longestPathBonus: 0, rules: { endBonuses: [{ kind: "longestPath", points: 15 }] } });
    const a = scoreGame({ players: [endPlayer([2], []), endPlayer([0], [], "blue")] }, board).scores[0]!;
    assert.equal(a.longestPathBonus, 15);
    assert.equal(a.total, 7 + 15);
  });
});
