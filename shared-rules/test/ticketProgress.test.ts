// The ticket progress meter: trains still needed per ticket over the routes open to the seat.
import assert from "node:assert/strict";
import { USA_MAP, ticketProgress } from "../src/index.js";
import { routeId, ticketId } from "./kit.js";

const NOBODY = () => USA_MAP.routes.map(() => -1);
const DENVER_EL_PASO = ticketId("Denver", "El Paso");
const TORONTO_MIAMI = ticketId("Toronto", "Miami");

describe("ticketProgress", () => {
  it("on an empty board gives the shortest path in trains (Denver – El Paso: via Santa Fe, 2 + 2)", () => {
    const [progress] = ticketProgress(NOBODY(), 2, 0, [DENVER_EL_PASO]);
    assert.equal(progress!.status, "possible");
    assert.equal(progress!.trainsNeeded, 4);
    assert.deepEqual(progress!.routesToClaim, [routeId("Denver", "Santa Fe"), routeId("Santa Fe", "El Paso")]);
  });

  it("counts the seat's own routes as free, and a joined ticket as done", () => {
    const owners = NOBODY();
    owners[routeId("Denver", "Santa Fe")] = 0;
    assert.equal(ticketProgress(owners, 2, 0, [DENVER_EL_PASO])[0]!.trainsNeeded, 2);
    owners[routeId("Santa Fe", "El Paso")] = 0;
    assert.deepEqual(ticketProgress(owners, 2, 0, [DENVER_EL_PASO])[0], { ticketId: DENVER_EL_PASO, status: "done", trainsNeeded: 0, routesToClaim: [] });
  });

  it("goes around routes another player took, and says impossible when every path is blocked", () => {
    const owners = NOBODY();
    owners[routeId("Santa Fe", "El Paso")] = 1;
    const around = ticketProgress(owners, 2, 0, [DENVER_EL_PASO])[0]!;
    assert.equal(around.status, "possible");
    assert.ok(around.trainsNeeded! > 4, "a longer way round");
    assert.ok(around.routesToClaim.every((r) => owners[r] === -1));
    // Miami is reached by three routes only; seat 1 holds them all.
    for (const from of ["Atlanta", "Charleston", "New Orleans"]) owners[routeId(from, "Miami")] = 1;
    assert.deepEqual(ticketProgress(owners, 2, 0, [TORONTO_MIAMI])[0], { ticketId: TORONTO_MIAMI, status: "impossible", trainsNeeded: null, routesToClaim: [] });
    assert.equal(ticketProgress(owners, 2, 1, [TORONTO_MIAMI])[0]!.status, "possible", "seat 1 itself still can");
  });

  it("follows the double-route rule: the twin of a taken route is closed with 2–3 players, open with 4–5", () => {
    // Kansas City – Houston: 5 trains through Kansas City – Oklahoma City, a double route.
    const ticket = ticketId("Kansas City", "Houston");
    const owners = NOBODY();
    const taken = ticketProgress(owners, 2, 0, [ticket])[0]!.routesToClaim.find((r) => USA_MAP.routes[r]!.double !== null)!;
    const ends = [USA_MAP.routes[taken]!.a, USA_MAP.routes[taken]!.b].map((c) => USA_MAP.cities[c]!.name).sort();
    assert.deepEqual(ends, ["Kansas City", "Oklahoma City"]);
    owners[taken] = 1;
    const twin = USA_MAP.routes[taken]!.double!;
    const four = ticketProgress(owners, 4, 0, [ticket])[0]!;
    assert.equal(four.trainsNeeded, 5, "4 players: the twin is open");
    assert.ok(four.routesToClaim.includes(twin));
    const two = ticketProgress(owners, 2, 0, [ticket])[0]!;
    assert.equal(two.trainsNeeded, 7, "2 players: a longer way round");
    assert.ok(!two.routesToClaim.includes(twin));
  });
});
