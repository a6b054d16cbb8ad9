// Rule plug-in faceUpLocomotiveCountsAsOne: a face-up locomotive is one of the turn's two cards, and may be the second.
import assert from "node:assert/strict";
import { faceUpLocomotiveAllowedSecond, faceUpLocomotiveEndsTurn } from "../../src/rules/faceUpLocomotiveCountsAsOne.js";
import { canDrawSecondCard } from "../../src/trainCards.js";
import { syntheticMap } from "./syntheticBoard.js";

const routes = [{ a: "A", b: "B", length: 1, color: "red" }];
const asOne = syntheticMap({ cities: 2, routes, rules: { faceUpLocomotiveCountsAsOne: true } });
const base = syntheticMap({ cities: 2, routes });

describe("rule faceUpLocomotiveCountsAsOne", () => {
  it("a face-up locomotive taken first does not end the turn, and may be taken second", () => {
    assert.equal(faceUpLocomotiveEndsTurn(asOne), false);
    assert.equal(faceUpLocomotiveAllowedSecond(asOne), true);
  });

  it("is off when the board does not name it: the locomotive is the whole turn and never the second card", () => {
    assert.equal(faceUpLocomotiveEndsTurn(base), true);
    assert.equal(faceUpLocomotiveAllowedSecond(base), false);
  });

  it("a row of face-up locomotives alone still offers a second card when they count as one", () => {
    const row = { faceUp: ["locomotive", "locomotive", null, null, null] as const, trainDeckCount: 0, trainDiscardCount: 0 };
    assert.equal(canDrawSecondCard({ ...row, faceUp: [...row.faceUp] }, faceUpLocomotiveAllowedSecond(asOne)), true);
    assert.equal(canDrawSecondCard({ ...row, faceUp: [...row.faceUp] }, faceUpLocomotiveAllowedSecond(base)), false);
  });
});
