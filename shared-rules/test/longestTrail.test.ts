// Longest continuous path (a trail, each route at most once, cities may repeat, the two routes of a
// double are distinct edges): hand-made networks plus a property test against a brute-force search.
import assert from "node:assert/strict";
import fc from "fast-check";
import { EUROPE_MAP, USA_MAP, cityIndex, longestTrail, type GameMap } from "../src/index.js";
import { greedyCluster, picker, routeId } from "./kit.js";

/** Exhaustive depth-first search over every trail: the reference the fast search must agree with. */
function bruteForce(routeIds: number[], map: GameMap = USA_MAP): number {
  const ids = [...new Set(routeIds)].filter((id) => map.routes[id] !== undefined);
  let best = 0;
  const used = new Set<number>();
  const walk = (city: number, length: number) => {
    best = Math.max(best, length);
    for (const id of ids) {
      if (used.has(id)) continue;
      const r = map.routes[id];
      if (r.a !== city && r.b !== city) continue;
      used.add(id);
      walk(r.a === city ? r.b : r.a, length + r.length);
      used.delete(id);
    }
  };
  for (const c of new Set(ids.flatMap((id) => [map.routes[id].a, map.routes[id].b]))) walk(c, 0);
  return best;
}

/**
 * A second, independent reference for networks too big for bruteForce: exhaustive search memoised on
 * (city, used routes), which is exact because the best extension depends only on those two.
 */
function memoisedReference(routeIds: number[], map: GameMap = USA_MAP): number {
  const ids = [...new Set(routeIds)];
  const memo = new Map<string, number>();
  const used = ids.map(() => false);
  const ext = (city: number): number => {
    const key = `${city}:${used.map(Number).join("")}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let best = 0;
    ids.forEach((id, i) => {
      const r = map.routes[id];
      if (used[i] || (r.a !== city && r.b !== city)) return;
      used[i] = true;
      best = Math.max(best, r.length + ext(r.a === city ? r.b : r.a));
      used[i] = false;
    });
    memo.set(key, best);
    return best;
  };
  return Math.max(0, ...ids.flatMap((id) => [ext(map.routes[id].a), ext(map.routes[id].b)]));
}

/** The answer's routes must be distinct, owned, chained end to end, and add up to its length. */
function assertIsTrail(owned: number[], result: { length: number; routes: number[] }, map: GameMap = USA_MAP): void {
  assert.equal(new Set(result.routes).size, result.routes.length, "no route twice");
  assert.ok(
    result.routes.every((r) => owned.includes(r)),
    "only owned routes",
  );
  assert.equal(result.routes.reduce((s, r) => s + map.routes[r].length, 0), result.length);
  // Walk the routes from either end of the first one; one of the two walks must chain through all of them.
  const chains = (start: number) => {
    let at = start;
    for (const id of result.routes) {
      const r = map.routes[id];
      if (r.a !== at && r.b !== at) return false;
      at = r.a === at ? r.b : r.a;
    }
    return true;
  };
  if (result.routes.length === 0) return;
  const first = map.routes[result.routes[0]];
  assert.ok(chains(first.a) || chains(first.b), `routes ${result.routes.join(",")} do not form a trail`);
}

/** A connected random network: starting from one route, keep adding a random route touching it. */
function randomNetwork(seed: number, size: number, twinsAllowed: boolean, map: GameMap = USA_MAP): number[] {
  const pick = picker(seed);
  const owned = [pick(map.routes.length)];
  const cities = new Set([map.routes[owned[0]].a, map.routes[owned[0]].b]);
  while (owned.length < size) {
    const candidates = map.routes.filter(
      (r) =>
        !owned.includes(r.id) &&
        (cities.has(r.a) || cities.has(r.b)) &&
        (twinsAllowed || r.double === null || !owned.includes(r.double)),
    );
    if (candidates.length === 0) break;
    const r = candidates[pick(candidates.length)];
    owned.push(r.id);
    cities.add(r.a).add(r.b);
  }
  return owned;
}

describe("longestTrail", () => {
  const R = routeId;
  const cases: [string, number[], number][] = [
    ["no routes", [], 0],
    ["one route", [R("Atlanta", "Miami")], 5],
    ["a loop is used whole: Atlanta–Nashville–Raleigh–Atlanta", [R("Atlanta", "Nashville"), R("Nashville", "Raleigh"), 5], 6],
    [
      "a loop with a tail (the tail and the whole loop)",
      [R("Atlanta", "Nashville"), R("Nashville", "Raleigh"), 5, R("Atlanta", "Miami")],
      11,
    ],
    [
      "a branching star takes its two longest arms: Atlanta–Miami 5, –New Orleans 4, –Nashville 1",
      [R("Atlanta", "Miami"), 3, R("Atlanta", "Nashville")],
      9,
    ],
    ["the two routes of a double are distinct edges: Atlanta=Raleigh", [5, 6], 4],
    [
      "a figure eight through Atlanta (a city repeated)",
      [R("Atlanta", "Nashville"), R("Nashville", "Raleigh"), 5, R("Atlanta", "Charleston"), R("Charleston", "Miami"), R("Atlanta", "Miami")],
      6 + 2 + 4 + 5,
    ],
    ["two separate networks: the longer one counts", [R("Atlanta", "Miami"), R("Calgary", "Vancouver")], 5],
    ["unknown and repeated route ids are ignored", [R("Atlanta", "Miami"), R("Atlanta", "Miami"), 999, -1], 5],
  ];
  for (const [rule, routes, expected] of cases) {
    it(`${rule} → ${expected}`, () => {
      const r = longestTrail(routes);
      assert.equal(r.length, expected);
      assert.equal(bruteForce(routes), expected, "the reference agrees");
      assertIsTrail(routes, r);
    });
  }

  it("agrees with a brute-force search on random connected networks (with and without twins)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 13 }), fc.boolean(), (seed, size, twins) => {
        const net = randomNetwork(seed, size, twins);
        const r = longestTrail(net);
        assert.equal(r.length, bruteForce(net));
        assertIsTrail(net, r);
      }),
      { numRuns: 300 },
    );
  });

  it("agrees with the memoised exhaustive search on bigger random short-route networks", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 14, max: 20 }), fc.boolean(), (seed, size, twins) => {
        const net = randomNetwork(seed, size, twins).filter((id) => USA_MAP.routes[id].length <= 3);
        const r = longestTrail(net);
        assert.equal(r.length, memoisedReference(net));
        assertIsTrail(net, r);
      }),
      { numRuns: 40 },
    );
  });

  const dense: [string, number[]][] = [
    ["greedy around Atlanta, one route per double", greedyCluster(cityIndex("Atlanta"), false)],
    ["greedy around Little Rock, one route per double", greedyCluster(cityIndex("Little Rock"), false)],
    ["greedy around Kansas City, both routes of doubles", greedyCluster(cityIndex("Kansas City"), true)],
    ["greedy around Boston, both routes of doubles", greedyCluster(cityIndex("Boston"), true)],
    ["a slow network found by the benchmark's hill climbing", [26, 27, 28, 64, 25, 66, 59, 54, 55, 63, 60, 81, 22, 29, 19, 21, 76, 2, 57, 65, 58, 40, 86]],
  ];
  for (const [name, network] of dense) {
    it(`agrees with an exhaustive memoised search on a dense 45-train network: ${name}`, () => {
      const r = longestTrail(network);
      assert.equal(r.length, memoisedReference(network));
      assertIsTrail(network, r);
    });
  }

  it("on Europe: agrees with the brute-force and the memoised searches (the map's own routes, lengths 6 and 8 included)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 18 }), fc.boolean(), (seed, size, twins) => {
        const net = randomNetwork(seed, size, twins, EUROPE_MAP);
        const r = longestTrail(net, EUROPE_MAP);
        assert.equal(r.length, size <= 13 ? bruteForce(net, EUROPE_MAP) : memoisedReference(net, EUROPE_MAP));
        assertIsTrail(net, r, EUROPE_MAP);
      }),
      { numRuns: 200 },
    );
  });

  for (const start of ["Wien", "Paris", "Kyiv"]) {
    it(`on Europe: agrees with the memoised search on a dense 45-train network around ${start}`, () => {
      const network = greedyCluster(cityIndex(start, EUROPE_MAP), true, EUROPE_MAP);
      const r = longestTrail(network, EUROPE_MAP);
      assert.equal(r.length, memoisedReference(network, EUROPE_MAP));
      assertIsTrail(network, r, EUROPE_MAP);
    });
  }
});
