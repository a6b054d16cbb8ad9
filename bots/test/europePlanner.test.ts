// Planning on the Europe board: a ferry's locomotives count apart from its other cards, and a ticket whose every way
// is walled by other players' routes is planned through a station (borrowing one of them) while the seat has
// stations left, and is unreachable once it has none.
import assert from "node:assert/strict";
import { boardOf } from "../src/board.js";
import { colourNeeds, emptyHand, planTickets, type Situation } from "../src/planner.js";
import { EUROPE_MAP } from "../../shared-rules/src/index.js";

const board = boardOf("europe");

function situation(over: Partial<Situation> = {}): Situation {
  return {
    board,
    seat: 0,
    playerCount: 2,
    owners: board.routes.map(() => -1),
    trainsLeft: 45,
    hand: emptyHand(),
    tickets: [],
    stations: { left: 3, own: [] },
    ...over,
  };
}

describe("bot planner on Europe", () => {
  it("builds the board from EUROPE_MAP, ferries and tunnels included", () => {
    assert.equal(board.map.id, "europe");
    assert.equal(board.routes.length, EUROPE_MAP.routes.length);
    assert.ok(board.routes.some((r) => r.kind === "ferry" && r.locomotives > 0));
    assert.ok(board.routes.some((r) => r.kind === "tunnel"));
  });

  it("counts a ferry's locomotives apart: only locomotives pay them", () => {
    const ferry = board.routes.find((r) => r.kind === "ferry" && r.locomotives === 1 && r.length >= 2)!;
    const hand = { ...emptyHand(), red: ferry.length };
    const { locomotives, totalDeficit } = colourNeeds(situation({ hand }), [ferry.id]);
    assert.equal(locomotives, 1);
    // red covers the rest of the ferry; the locomotive is still missing
    assert.equal(totalDeficit, 1);
  });

  it("plans a walled-off ticket through a station while stations are left, and not without them", () => {
    const ticket = board.tickets.find((t) => board.adjacency[t.a].length >= 2)!;
    // the other player owns every route out of the ticket's first city
    const owners = board.routes.map((r) => (r.a === ticket.a || r.b === ticket.a ? 1 : -1));
    const withStations = planTickets(situation({ owners }), [ticket.id]);
    assert.deepEqual(withStations.open, [ticket.id]);
    assert.equal(withStations.borrowed.length, 1, "one borrowed route");
    const borrowed = board.routes[withStations.borrowed[0]];
    assert.ok(borrowed.a === ticket.a || borrowed.b === ticket.a);
    const without = planTickets(situation({ owners, stations: { left: 0, own: [] } }), [ticket.id]);
    assert.deepEqual(without.unreachable, [ticket.id]);
  });
});
