// How routes and tickets are named (map.ts): one form, "A – B" with an en dash between spaces, the map's order of the
// two cities, and a fallback for an index the map lacks instead of a throw (names come from untrusted codes too).
import assert from "node:assert/strict";
import { USA_MAP, cityIndex, cityPairName, routeName, ticketInfo } from "../src/index.js";
import { routeId, ticketId } from "./kit.js";

describe("route and ticket names", () => {
  const routes: [string, number, string][] = [
    ["the first route of the data file", 0, "Atlanta – Charleston"],
    ["a route whose second city has a dot", routeId("Duluth", "Sault St. Marie"), "Duluth – Sault St. Marie"],
    ["both routes of a double pair share one name (first)", 7, "Boston – Montreal"],
    ["both routes of a double pair share one name (second)", USA_MAP.routes[7].double ?? -1, "Boston – Montreal"],
    ["an index past the map", USA_MAP.routes.length, "a route"],
    ["a negative index", -1, "a route"],
  ];
  for (const [what, index, name] of routes) {
    it(`routeName: ${what}`, () => assert.equal(routeName(USA_MAP, index), name));
  }

  it("names every route and ticket from its two cities in the map's order", () => {
    for (const r of USA_MAP.routes) assert.equal(routeName(USA_MAP, r.id), `${USA_MAP.cities[r.a].name} – ${USA_MAP.cities[r.b].name}`);
    for (const t of USA_MAP.tickets) assert.equal(ticketInfo(USA_MAP, t.id).name, `${USA_MAP.cities[t.a].name} – ${USA_MAP.cities[t.b].name}`);
  });

  it("ticketInfo gives a ticket's cities, their names and its points", () => {
    const id = ticketId("Sault St. Marie", "Oklahoma City");
    assert.deepEqual(ticketInfo(USA_MAP, id), {
      id,
      a: USA_MAP.tickets[id].a,
      b: USA_MAP.tickets[id].b,
      points: 9,
      kind: "regular",
      name: "Sault St. Marie – Oklahoma City",
      start: "Sault St. Marie",
      end: "Oklahoma City",
    });
  });

  it("ticketInfo of an id the map lacks is a nameless ticket worth nothing", () => {
    const id = USA_MAP.tickets.length;
    assert.deepEqual(ticketInfo(USA_MAP, id), { id, a: -1, b: -1, points: 0, kind: "regular", name: `ticket ${id}`, start: "?", end: "?" });
  });

  it("cityPairName keeps the order it is given and marks a city the map lacks", () => {
    const [denver, omaha] = [cityIndex("Denver"), cityIndex("Omaha")];
    assert.equal(cityPairName(USA_MAP, omaha, denver), "Omaha – Denver");
    assert.equal(cityPairName(USA_MAP, denver, -1), "Denver – ?");
  });
});
