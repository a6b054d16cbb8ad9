// Planning helpers on the real USA map: cheapest paths, double-route rules, colour needs, trails.
import assert from "node:assert/strict";
import { usa } from "../src/board.js";
import { baseCost, cheapestPath, colourNeeds, emptyHand, planTickets, routeUse, type Situation } from "../src/planner.js";
import { cityIndex, USA_MAP } from "../../shared-rules/src/index.js";

const board = usa();
const city = (name: string) => cityIndex(name);
const routeBetween = (a: string, b: string) => board.routes.filter((r) => (r.a === city(a) && r.b === city(b)) || (r.a === city(b) && r.b === city(a)));

function situation(over: Partial<Situation> = {}): Situation {
  return { board, seat: 0, playerCount: 2, owners: board.routes.map(() => -1), trainsLeft: 45, hand: emptyHand(), tickets: [], ...over };
}

describe("bot planner", () => {
  it("builds the board from USA_MAP", () => {
    assert.equal(board.routes.length, USA_MAP.routes.length);
    assert.equal(board.tickets.length, USA_MAP.tickets.length);
  });

  it("finds the direct 1-train route as the cheapest Seattle→Portland path", () => {
    const path = cheapestPath(board, city("Seattle"), city("Portland"), baseCost(situation()));
    assert.ok(path);
    assert.equal(path.routes.length, 1);
    assert.equal(board.routes[path.routes[0]].length, 1);
  });

  it("treats own routes as free and opponents' routes as walls", () => {
    const [sp] = routeBetween("Seattle", "Portland");
    const owners = board.routes.map(() => -1);
    owners[sp.id] = 0;
    const mine = situation({ owners });
    assert.equal(cheapestPath(board, city("Seattle"), city("Portland"), baseCost(mine))?.cost, 0);
    const twin = sp.twin;
    const theirs = board.routes.map(() => -1);
    theirs[sp.id] = 1;
    // 2 players: the twin of a taken double is locked; 4 players: it stays open.
    assert.equal(routeUse(situation({ owners: theirs }), twin), "blocked");
    assert.equal(routeUse(situation({ owners: theirs, playerCount: 4 }), twin), "free");
    // Nobody may own both routes of a double.
    assert.equal(routeUse(situation({ owners, playerCount: 4 }), twin), "blocked");
  });

  it("plans a ticket network and reports unreachable tickets", () => {
    const ticket = board.tickets.findIndex((t) => t.points >= 20);
    const plan = planTickets(situation(), [ticket]);
    assert.ok(plan.trains > 0);
    assert.deepEqual(plan.open, [ticket]);
    const walls = board.routes.map((r) => (r.a === board.tickets[ticket].a || r.b === board.tickets[ticket].a ? 1 : -1));
    assert.deepEqual(planTickets(situation({ owners: walls, playerCount: 4 }), [ticket]).unreachable, [ticket]);
  });

  it("counts missing cards per colour, spending spare cards on gray routes", () => {
    const coloured = board.routes.find((r) => r.color !== "gray" && r.color !== "white" && r.length === 4)!;
    const gray = board.routes.find((r) => r.color === "gray" && r.length === 2)!;
    const hand = { ...emptyHand(), white: 3, locomotive: 1 };
    const { need, deficit, totalDeficit } = colourNeeds(situation({ hand }), [coloured.id, gray.id]);
    // The gray route goes to white (3 spare); the coloured one misses 4 cards, one covered by the locomotive.
    assert.equal(need.white, 2);
    assert.equal(deficit[coloured.color as "red"], 4);
    assert.equal(totalDeficit, 3);
  });
});
