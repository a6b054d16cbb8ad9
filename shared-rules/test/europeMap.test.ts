// The Europe board data (data/ttr-europe.json, read by map.ts) against the facts its sources agree on: counts of
// cities, routes, tickets and cards (the published components), routes per colour and per length, tunnels and
// ferries, doubles symmetric, every city reachable, and the map registry.
import assert from "node:assert/strict";
import data from "../src/data/ttr-europe.json" with { type: "json" };
import { EUROPE_MAP, MAPS, MAP_IDS, USA_MAP, cityGroups, mapById, routePoints, type RouteColor } from "../src/index.js";

const totals = data.expectedTotals;

describe("the Europe map data", () => {
  const m = EUROPE_MAP;

  it("has the published components: 47 cities, 101 routes, 46 tickets (40 regular + 6 long), 45 trains, 3 stations, 110 cards", () => {
    assert.equal(m.cities.length, 47);
    assert.equal(m.routes.length, 101);
    assert.equal(m.tickets.length, 46);
    assert.equal(m.tickets.filter((t) => t.kind === "regular").length, 40);
    assert.equal(m.tickets.filter((t) => t.kind === "long").length, 6);
    assert.equal(m.trainsPerPlayer, 45);
    assert.equal(m.stations.perPlayer, 3);
    assert.deepEqual(m.stations.cardsForStation, [1, 2, 3]);
    assert.equal(m.stations.pointsPerUnbuilt, 4);
    assert.equal(Object.values(m.trainCards).reduce((a, b) => a + b, 0), 110);
    assert.equal(m.trainCards.locomotive, 14);
  });

  it("counts routes and spaces per colour as the sources agree (8 routes of each colour, 37 gray)", () => {
    for (const [color, want] of Object.entries(totals.routesByColor)) {
      const routes = m.routes.filter((r) => r.color === (color as RouteColor));
      assert.equal(routes.length, want.routes, `${color} routes`);
      assert.equal(routes.reduce((s, r) => s + r.length, 0), want.spaces, `${color} spaces`);
    }
  });

  it("counts routes per length: lengths 1–4, 6 and 8 only, scored 1, 2, 4, 7, 15, 21", () => {
    for (const [length, count] of Object.entries(totals.routesByLength)) {
      assert.equal(m.routes.filter((r) => r.length === Number(length)).length, count, `length ${length}`);
    }
    assert.deepEqual([1, 2, 3, 4, 6, 8].map((n) => routePoints(n, m)), [1, 2, 4, 7, 15, 21]);
    assert.equal(m.routes.reduce((s, r) => s + r.length, 0), totals.trainSegments);
  });

  it("has 18 tunnels and 13 ferries; every ferry is gray with 1 or 2 locomotives, no other route needs any", () => {
    assert.equal(m.routes.filter((r) => r.kind === "tunnel").length, totals.tunnels);
    const ferries = m.routes.filter((r) => r.kind === "ferry");
    assert.equal(ferries.length, totals.ferries);
    for (const f of ferries) assert.ok(f.color === "gray" && f.locomotives >= 1 && f.locomotives <= 2, `ferry ${f.id}`);
    for (const r of m.routes) if (r.kind !== "ferry") assert.equal(r.locomotives, 0);
    // a fact the sources disagreed on (see the data file's discrepancies): Erzurum–Sochi is a red tunnel of 3
    const [erz, sochi] = ["Erzurum", "Sochi"].map((n) => m.cities.findIndex((c) => c.name === n));
    const es = m.routes.find((r) => (r.a === erz && r.b === sochi) || (r.a === sochi && r.b === erz));
    assert.deepEqual([es?.kind, es?.color, es?.length], ["tunnel", "red", 3]);
  });

  it("pairs doubles symmetrically, on the same two cities, and lists routes sorted with a < b", () => {
    let pairs = 0;
    for (const r of m.routes) {
      assert.ok(m.cities[r.a].name < m.cities[r.b].name, `route ${r.id} lists its cities in order`);
      if (r.double === null) continue;
      const twin = m.routes[r.double];
      assert.equal(twin.double, r.id, `route ${r.id}'s twin points back`);
      assert.deepEqual([twin.a, twin.b], [r.a, r.b]);
      pairs++;
    }
    assert.equal(pairs / 2, totals.doublePairs);
  });

  it("reaches every city from every other over all routes, and every ticket joins two different cities", () => {
    const groups = cityGroups(m.routes.map((r) => r.id), m);
    assert.equal(new Set(groups).size, 1);
    for (const t of m.tickets) assert.ok(t.a !== t.b && t.points > 0);
    assert.equal(m.tickets.reduce((s, t) => s + t.points, 0), totals.ticketPointsSum);
  });

  it("deals 1 long and 3 regular tickets at the start, keep at least 2; its bonus is the European Express (10)", () => {
    assert.deepEqual(m.initialTickets, { deal: 3, long: 1, keepAtLeast: 2 });
    assert.equal(m.longestPathName, "European Express");
    assert.equal(m.longestPathBonus, 10);
    assert.equal(m.tunnelRevealCount, 3);
  });

  it("places every city in Europe (real coordinates)", () => {
    for (const c of m.cities) assert.ok(c.lat > 35 && c.lat < 61 && c.lon > -10 && c.lon < 42, c.name);
  });
});

describe("the map registry", () => {
  it("knows every board by id, and reads an unknown or missing id as the USA", () => {
    assert.deepEqual(MAP_IDS, ["usa", "europe", "nordic", "switzerland", "india", "asia"]);
    assert.equal(MAPS.usa, USA_MAP);
    assert.equal(mapById("europe"), EUROPE_MAP);
    assert.equal(mapById(undefined), USA_MAP);
    assert.equal(mapById("mars"), USA_MAP);
    assert.deepEqual([USA_MAP.name, EUROPE_MAP.name], ["USA", "Europe"]);
  });

  it("gives the USA no stations, no tunnels, no long tickets, and its Longest Path", () => {
    assert.equal(USA_MAP.stations.perPlayer, 0);
    assert.equal(USA_MAP.tunnelRevealCount, 0);
    assert.equal(USA_MAP.initialTickets.long, 0);
    assert.equal(USA_MAP.longestPathName, "Longest Path");
    assert.ok(USA_MAP.routes.every((r) => r.kind === "normal" && r.locomotives === 0));
  });
});
