// Rule plug-in unkeptTicketsLeaveGame: tickets not kept leave the game instead of going under the deck.
import assert from "node:assert/strict";
import { returnedTicketLeavesGame } from "../../src/rules/unkeptTicketsLeaveGame.js";
import { syntheticMap } from "./syntheticBoard.js";

const routes = [{ a: "A", b: "B", length: 1, color: "red" }];
const tickets = [
  { a: "A", b: "B", points: 5 },
  { a: "A", b: "B", points: 20, kind: "long" },
];

describe("rule unkeptTicketsLeaveGame", () => {
  it("sends every ticket not kept out of the game on a board that names it", () => {
    const board = syntheticMap({ cities: 2, routes, tickets, rules: { unkeptTicketsLeaveGame: true } });
    assert.equal(returnedTicketLeavesGame(board, 0), true);
    assert.equal(returnedTicketLeavesGame(board, 1), true);
  });

  it("is off otherwise: a regular ticket goes back under the deck, a long one still leaves", () => {
    const board = syntheticMap({ cities: 2, routes, tickets });
    assert.equal(returnedTicketLeavesGame(board, 0), false);
    assert.equal(returnedTicketLeavesGame(board, 1), true);
  });
});
