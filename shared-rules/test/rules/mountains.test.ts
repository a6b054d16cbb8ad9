// Rule plug-in mountains (Legendary Asia): claiming a mountain route takes one more train per mountain space out of
// the supply (set aside, out of the game), a claim needs the trains for both, and each set-aside train scores 2 at
// the end; routes without mountains cost and score as before.
import assert from "node:assert/strict";
import { ASIA_MAP, scoreGame } from "../../src/index.js";
import { mountainPoints, mountainTrains, trainsToClaim } from "../../src/rules/mountains.js";
import { ok, rejects, routeId, turnOf } from "../kit.js";
import { endPlayer, syntheticMap } from "./syntheticBoard.js";

const board = syntheticMap({
  cities: 3,
  routes: [
    { a: "A", b: "B", length: 2, color: "red", mountains: 2 },
    { a: "B", b: "C", length: 3, color: "blue" },
  ],
  longestPathBonus: 0,
  rules: { mountainTrainPoints: 2, endBonuses: [] },
});

describe("rule plug-in mountains", () => {
  it("a mountain route takes its length plus one train per mountain space; a plain route its length", () => {
    assert.equal(trainsToClaim(board.routes[0]), 4);
    assert.equal(trainsToClaim(board.routes[1]), 3);
    assert.equal(mountainTrains(board, [0, 1]), 2);
    assert.equal(mountainPoints(board, [0, 1]), 4);
  });

  it("scores 2 points per set-aside train at the end, in the total and as mountainPoints", () => {
    const result = scoreGame({ players: [endPlayer([0, 1], []), endPlayer([1], [], "blue")] }, board);
    const [a, b] = result.scores;
    assert.equal(a.mountainPoints, 4);
    assert.equal(a.total, 2 + 4 + 4);
    assert.equal(b.mountainPoints, 0);
    assert.equal(b.total, 4);
  });

  it("on Legendary Asia: claiming Moscow – Perm (red, 3, one mountain) leaves the player 4 trains fewer", () => {
    const route = routeId("Moscow", "Perm", "red", "asia");
    assert.equal(ASIA_MAP.routes[route].mountains, 1);
    const s = turnOf(0, { map: "asia", hand: { red: 3 } });
    const { state } = ok(s, 0, { type: "buyRoute", routeIndex: route, trainColor: "red", numberOfWilds: 0 });
    assert.equal(state.players[0].trainsLeft, s.players[0].trainsLeft - 4);
    assert.equal(state.players[0].routePoints, 4, "the route scores for its length only");
  });

  it("refuses a mountain route to a player with trains for its length but not for its mountains", () => {
    const route = routeId("Moscow", "Perm", "red", "asia");
    const s = turnOf(0, { map: "asia", hand: { red: 3 }, trainsLeft: 3 });
    rejects(s, 0, { type: "buyRoute", routeIndex: route, trainColor: "red", numberOfWilds: 0 }, "insufficientTrains");
  });
});
