// The ticket progress meter: trains still needed per ticket over the routes open to the seat.
import assert from "node:assert/strict";
import { EUROPE_MAP, USA_MAP, ticketProgress } from "../src/index.js";
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

describe("ticketProgress on Europe: what stations could do", () => {
  const E = (a: string, b: string, color?: Parameters<typeof routeId>[2]) => routeId(a, b, color, "europe");
  const city = (name: string) => EUROPE_MAP.cities.findIndex((c) => c.name === name);
  const PAR_WIE = ticketId("Paris", "Wien", "europe");
  const PAR_FRA = E("Frankfurt", "Paris", "white");
  const PAR_FRA_2 = E("Frankfurt", "Paris", "orange");
  const FRA_MUN = E("Frankfurt", "München");
  const MUN_WIE = E("München", "Wien");
  const nobody = () => EUROPE_MAP.routes.map(() => -1);
  const noStations = () => EUROPE_MAP.cities.map(() => -1);
  /** Player 0 owns Paris–Frankfurt (both) and München–Wien; player 1 owns Frankfurt–München; a 4-player table. */
  function board(): number[] {
    const owners = nobody();
    [PAR_FRA, MUN_WIE].forEach((r) => (owners[r] = 0));
    owners[PAR_FRA_2] = 1;
    owners[FRA_MUN] = 1;
    return owners;
  }

  it("a built station on a city makes another player's route into it free: the ticket is done", () => {
    const stations = noStations();
    stations[city("München")] = 0;
    const [p] = ticketProgress(board(), 4, 0, [PAR_WIE], { map: "europe", stationOwners: stations, stationsLeft: 2 });
    assert.deepEqual(p, { ticketId: PAR_WIE, status: "done", trainsNeeded: 0, routesToClaim: [], stationRoutes: [FRA_MUN], stationsToBuild: 0 });
  });

  it("with stations left, a station still to build counts (preferred only when it saves trains)", () => {
    const [p] = ticketProgress(board(), 4, 0, [PAR_WIE], { map: "europe", stationOwners: noStations(), stationsLeft: 1 });
    assert.equal(p!.status, "possible");
    assert.equal(p!.trainsNeeded, 0);
    assert.equal(p!.stationsToBuild, 1);
    assert.deepEqual(p!.stationRoutes, [FRA_MUN]);
  });

  it("without stations left, another player's route is closed: the path goes around it", () => {
    const [p] = ticketProgress(board(), 4, 0, [PAR_WIE], { map: "europe", stationOwners: noStations(), stationsLeft: 0 });
    assert.equal(p!.status, "possible");
    assert.ok(p!.trainsNeeded! > 0);
    assert.deepEqual([p!.stationRoutes, p!.stationsToBuild], [[], 0]);
  });
});
