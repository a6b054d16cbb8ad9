// The longest continuous path of a player's routes: the longest *trail* (each route used at most once, cities may
// repeat; the two routes of a double are distinct edges). Longest trail is NP-hard and a naive depth-first search
// explodes on dense networks of short routes, so the search here:
//   1. splits the network into connected components (a trail stays in one) and skips any that cannot beat the best;
//   2. contracts chains through degree-2 cities into single weighted edges (an optimal trail can always take both
//      routes of such a city in a row), which leaves few branching cities on real networks;
//   3. memoises "best extension from city v given the set of used edges" — the value does not depend on the order
//      the edges were used in, nor on where the trail started, so all start cities share one table;
//   4. stops scanning a city's edges as soon as an extension uses every remaining edge (nothing can beat it).
import { USA_MAP } from "./map.js";

export interface TrailResult {
  /** Total length (train cars) of the trail. */
  length: number;
  /** Route ids along the trail, in order. */
  routes: number[];
}

interface Edge {
  u: number;
  v: number;
  w: number;
  /** Route ids along the edge from u to v (several after contraction). */
  routes: number[];
  alive: boolean;
}

function buildEdges(routeIds: readonly number[]): Edge[] {
  const seen = new Set<number>();
  const edges: Edge[] = [];
  for (const id of routeIds) {
    const r = USA_MAP.routes[id];
    if (!r || seen.has(id)) continue;
    seen.add(id);
    edges.push({ u: r.a, v: r.b, w: r.length, routes: [id], alive: true });
  }
  return edges;
}

/** Merges the two edges at every city of degree exactly 2 (not a self-loop) into one. */
function contractChains(edges: Edge[]): Edge[] {
  const incident = new Map<number, Set<Edge>>();
  const at = (c: number) => {
    let s = incident.get(c);
    if (!s) incident.set(c, (s = new Set()));
    return s;
  };
  for (const e of edges) {
    at(e.u).add(e);
    at(e.v).add(e);
  }
  for (const [city, set] of incident) {
    if (set.size !== 2) continue;
    const [e1, e2] = [...set];
    if (e1.u === e1.v || e2.u === e2.v) continue;
    // Orient e1 to end at `city` and e2 to start there, then join them.
    const a = e1.v === city ? e1.u : e1.v;
    const firstRoutes = e1.v === city ? e1.routes : e1.routes.slice().reverse();
    const b = e2.u === city ? e2.v : e2.u;
    const secondRoutes = e2.u === city ? e2.routes : e2.routes.slice().reverse();
    const merged: Edge = { u: a, v: b, w: e1.w + e2.w, routes: [...firstRoutes, ...secondRoutes], alive: true };
    e1.alive = e2.alive = false;
    set.clear();
    at(a).delete(e1);
    at(b).delete(e2);
    at(a).add(merged);
    at(b).add(merged);
  }
  const result: Edge[] = [];
  for (const set of incident.values()) for (const e of set) if (e.alive && !result.includes(e)) result.push(e);
  return result;
}

function components(edges: Edge[]): Edge[][] {
  const byCity = new Map<number, number>();
  const parent = edges.map((_, i) => i);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x])));
  edges.forEach((e, i) => {
    for (const c of [e.u, e.v]) {
      const j = byCity.get(c);
      if (j === undefined) byCity.set(c, i);
      else parent[find(i)] = find(j);
    }
  });
  const groups = new Map<number, Edge[]>();
  edges.forEach((e, i) => {
    const root = find(i);
    const g = groups.get(root);
    if (g) g.push(e);
    else groups.set(root, [e]);
  });
  return [...groups.values()];
}

/** Longest trail within one connected, contracted component. */
function longestInComponent(edges: Edge[]): TrailResult {
  const cityIds = [...new Set(edges.flatMap((e) => [e.u, e.v]))];
  const local = new Map(cityIds.map((c, i) => [c, i]));
  // adjacency[v] = [edge index, other end] pairs; a self-loop appears once.
  const adjacency: [number, number][][] = cityIds.map(() => []);
  edges.forEach((e, i) => {
    const u = local.get(e.u)!;
    const v = local.get(e.v)!;
    adjacency[u].push([i, v]);
    if (u !== v) adjacency[v].push([i, u]);
  });
  const used = new Uint8Array(edges.length);
  // The used-edge set as a number (sum of 2^i) is exact up to 52 edges; beyond that a string key is used.
  const numericKeys = edges.length <= 52;
  const memo: Map<number | string, number>[] = cityIds.map(() => new Map());
  let usedKey = 0;
  const key = (): number | string => (numericKeys ? usedKey : used.join(""));

  const extend = (v: number, remaining: number): number => {
    const k = key();
    const cached = memo[v].get(k);
    if (cached !== undefined) return cached;
    let best = 0;
    for (const [i, other] of adjacency[v]) {
      if (used[i]) continue;
      const w = edges[i].w;
      used[i] = 1;
      usedKey += 2 ** i;
      const total = w + extend(other, remaining - w);
      used[i] = 0;
      usedKey -= 2 ** i;
      if (total > best) best = total;
      if (best === remaining) break;
    }
    memo[v].set(k, best);
    return best;
  };

  const totalWeight = edges.reduce((s, e) => s + e.w, 0);
  let bestLength = -1;
  let bestStart = 0;
  for (let v = 0; v < cityIds.length; v++) {
    const len = extend(v, totalWeight);
    if (len > bestLength) {
      bestLength = len;
      bestStart = v;
    }
    if (bestLength === totalWeight) break;
  }

  // Walk the memo again to recover one optimal trail.
  const routes: number[] = [];
  let v = bestStart;
  let remaining = totalWeight;
  let want = bestLength;
  while (want > 0) {
    let stepped = false;
    for (const [i, other] of adjacency[v]) {
      if (used[i]) continue;
      const e = edges[i];
      used[i] = 1;
      usedKey += 2 ** i;
      if (e.w + extend(other, remaining - e.w) === want) {
        routes.push(...(local.get(e.u) === v ? e.routes : e.routes.slice().reverse()));
        want -= e.w;
        remaining -= e.w;
        v = other;
        stepped = true;
        break;
      }
      used[i] = 0;
      usedKey -= 2 ** i;
    }
    if (!stepped) throw new Error("longestTrail: memo walk lost its way");
  }
  return { length: bestLength, routes };
}

/** The longest trail over these routes (unknown and repeated ids are ignored). */
export function longestTrail(routeIds: readonly number[]): TrailResult {
  let best: TrailResult = { length: 0, routes: [] };
  const comps = components(contractChains(buildEdges(routeIds)));
  comps.sort((a, b) => weight(b) - weight(a));
  for (const comp of comps) {
    if (weight(comp) <= best.length) continue;
    const r = longestInComponent(comp);
    if (r.length > best.length) best = r;
  }
  return best;
}

function weight(edges: Edge[]): number {
  return edges.reduce((s, e) => s + e.w, 0);
}
