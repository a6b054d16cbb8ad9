// Rule plug-in countryTickets: joining any destination scores the highest one joined; joining none loses the lowest.
import assert from "node:assert/strict";
import { completedTickets, scoreGame } from "../../src/index.js";
import { endPlayer, syntheticMap } from "./syntheticBoard.js";

// A — B — C, A — D; E is a country nobody reaches. Ticket 0: from A to C (12), D (8) or E (20); ticket 1 regular.
const board = syntheticMap({
  cities: 5,
  countries: ["C", "D", "E"],
  routes: [
    { a: "A", b: "B", length: 1, color: "red" },
    { a: "B", b: "C", length: 1, color: "red" },
    { a: "A", b: "D", length: 1, color: "red" },
  ],
  tickets: [
    { a: "A", kind: "country", destinations: [{ to: "C", points: 12 }, { to: "D", points: 8 }, { to: "E", points: 20 }] },
    { a: "A", b: "B", points: 3 },
  ],
});

const scoreOf = (routes: number[]) => scoreGame({ players: [endPlayer(routes, [0, 1]), endPlayer([], [], "blue")] }, board).scores[0]!;

describe("rule countryTickets", () => {
  it("reads a country ticket's destinations, its best-paid one standing as its pair", () => {
    const t = board.tickets[0]!;
    assert.equal(t.kind, "country");
    assert.deepEqual(t.destinations, [{ to: 2, points: 12 }, { to: 3, points: 8 }, { to: 4, points: 20 }]);
    assert.equal(t.b, 4);
    assert.equal(t.points, 20);
    assert.equal(board.cities[2]!.country, true);
  });

  it("scores the highest destination joined, once, and names it", () => {
    const s = scoreOf([0, 1, 2]);
    assert.deepEqual(s.countryTickets, [{ ticketId: 0, to: 2, points: 12 }]);
    assert.deepEqual(s.ticketsWon, [0, 1]);
    assert.equal(s.ticketPoints, 12 + 3);
  });

  it("scores a lower destination when only it is joined", () => {
    const s = scoreOf([2]);
    assert.deepEqual(s.countryTickets, [{ ticketId: 0, to: 3, points: 8 }]);
    assert.equal(s.ticketPoints, 8 - 3);
  });

  it("loses the lowest destination's points when none is joined", () => {
    const s = scoreOf([0]);
    assert.deepEqual(s.countryTickets, [{ ticketId: 0, to: null, points: -8 }]);
    assert.deepEqual(s.ticketsLost, [0]);
    assert.equal(s.ticketPoints, -8 + 3);
  });

  it("counts as completed for the meter and the events as soon as any destination is joined", () => {
    assert.deepEqual(completedTickets([0], [2], board), [0]);
    assert.deepEqual(completedTickets([0], [0], board), []);
  });
});
