// The longest continuous path of a player's routes: the longest *trail* (each route used at most once, cities may
// repeat; the two routes of a double are distinct edges). Longest trail is NP-hard and a naive depth-first search
// explodes on dense networks of short routes, so the search here:
//   1. splits the network into connected components (a trail stays in one) and skips any that cannot beat the best;
//   2. contracts chains through degree-2 cities into single weighted edges (an optimal trail can always take both
//      routes of such a city in a row), which leaves few branching cities on real networks;
//   3. bounds any trail from a city by the weight still reachable minus what the parity of odd-degree cities
//      forces out of it, and asks depth-first "is there a trail of length ≥ T?" for T from that bound downwards,
//      cutting every branch whose bound falls below T.
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

/** Longest trail within one connected, contracted component: depth-first branch and bound. */
function longestInComponent(edges: Edge[]): TrailResult {
  const cityIds = [...new Set(edges.flatMap((e) => [e.u, e.v]))];
  const local = new Map(cityIds.map((c, i) => [c, i]));
  const cityCount = cityIds.length;
  const ends = edges.map((e) => [local.get(e.u)!, local.get(e.v)!] as const);
  // adjacency[v] = [edge index, other end] pairs; a self-loop appears once.
  const adjacency: [number, number][][] = cityIds.map(() => []);
  ends.forEach(([u, v], i) => {
    adjacency[u].push([i, v]);
    if (u !== v) adjacency[v].push([i, u]);
  });
  const weights = edges.map((e) => e.w);
  const loops: number[][] = cityIds.map(() => []);
  ends.forEach(([u, v], i) => {
    if (u === v) loops[u].push(i);
  });
  const previousTwin = ends.map(([u, v], i) => {
    for (let j = i - 1; j >= 0; j--) {
      const [a, b] = ends[j];
      if (weights[j] === weights[i] && ((a === u && b === v) || (a === v && b === u))) return j;
    }
    return -1;
  });
  const used = new Uint8Array(edges.length);

  // Scratch arrays for the bound, reused at every node of the search.
  const seen = new Int32Array(cityCount);
  const counted = new Int32Array(edges.length);
  const degree = new Int32Array(cityCount);
  const minIncident = new Float64Array(cityCount);
  const queue = new Int32Array(cityCount);
  let stamp = 0;

  /**
   * An upper bound on any trail from v over the unused edges: the weight reachable from v, minus what parity
   * forces out. Every city other than v with an odd number of unused edges, except the trail's far end, must keep
   * one of them unused, and one left-out edge serves at most two such cities; and every dead-end city but one
   * loses its only edge.
   */
  const bound = (v: number): number => {
    stamp++;
    let head = 0;
    let tail = 0;
    queue[tail++] = v;
    seen[v] = stamp;
    degree[v] = 0;
    minIncident[v] = Infinity;
    let reachable = 0;
    while (head < tail) {
      const x = queue[head++];
      for (const [i, y] of adjacency[x]) {
        if (used[i]) continue;
        if (seen[y] !== stamp) {
          seen[y] = stamp;
          degree[y] = 0;
          minIncident[y] = Infinity;
          queue[tail++] = y;
        }
        if (counted[i] !== stamp) {
          counted[i] = stamp;
          reachable += weights[i];
          degree[ends[i][0]] += 1;
          degree[ends[i][1]] += 1;
          minIncident[ends[i][0]] = Math.min(minIncident[ends[i][0]], weights[i]);
          minIncident[ends[i][1]] = Math.min(minIncident[ends[i][1]], weights[i]);
        }
      }
    }
    const odd: number[] = [];
    let leafSum = 0;
    let leafMax = 0;
    for (let k = 1; k < tail; k++) {
      const x = queue[k];
      if (degree[x] % 2 === 0) continue;
      odd.push(minIncident[x]);
      if (degree[x] === 1) {
        leafSum += minIncident[x];
        leafMax = Math.max(leafMax, minIncident[x]);
      }
    }
    if (odd.length < 2) return reachable;
    odd.sort((a, b) => a - b);
    let parity = 0;
    for (let k = 0; k < odd.length - 1; k++) parity += odd[k];
    // A dead-end city can only be the trail's far end, so all dead ends but one lose their whole edge.
    return reachable - Math.max(Math.ceil(parity / 2), leafSum - leafMax);
  };

  // Aspiration search: ask "is there a trail of length ≥ target?" for target = the root bound, then one less, …
  // The bound is usually exact or close on real networks, so the first or second question already succeeds, and
  // with a fixed target every branch that cannot reach it is cut at once.
  // States (city, used edges) known to fall short of the current target. The used-edge set as a number
  // (sum of 2^i) is exact up to 46 edges with the city in the low 6 bits; beyond that a string key is used.
  let failed = new Set<number | string>();
  let usedKey = 0;
  const numericKeys = edges.length <= 46 && cityCount <= 64;
  const key = (v: number): number | string => (numericKeys ? usedKey * 64 + v : `${v}:${used.join("")}`);
  const path: number[] = [];
  let found: number[] | null = null;
  let foundLength = 0;
  const reach = (v: number, length: number, target: number): boolean => {
    // An unused loop at the current city is always worth taking now: any trail without it gets longer with it, and
    // a trail taking it on a later visit can take it on this one instead. So loops never branch.
    const loopsTaken: number[] = [];
    for (const i of loops[v]) {
      if (used[i]) continue;
      used[i] = 1;
      usedKey += 2 ** i;
      path.push(i);
      loopsTaken.push(i);
      length += weights[i];
    }
    let ok = false;
    const k = key(v);
    if (failed.has(k)) {
      ok = false;
    } else if (length >= target) {
      found = path.slice();
      foundLength = length;
      ok = true;
    } else if (length + bound(v) >= target) {
      for (const [i, other] of adjacency[v]) {
        // Identical parallel edges (a double route of equal length, or equal chains) are interchangeable:
        // only ever take the first unused one of them.
        if (used[i] || other === v || (previousTwin[i] !== -1 && !used[previousTwin[i]])) continue;
        used[i] = 1;
        usedKey += 2 ** i;
        path.push(i);
        ok = reach(other, length + weights[i], target);
        path.pop();
        used[i] = 0;
        usedKey -= 2 ** i;
        if (ok) break;
      }
    }
    if (!ok) failed.add(k);
    for (const i of loopsTaken) {
      used[i] = 0;
      usedKey -= 2 ** i;
      path.pop();
    }
    return ok;
  };
  const startBounds = [...cityIds.keys()].map((v) => bound(v));
  let bestStart = 0;
  for (let target = Math.max(...startBounds); target > 0 && found === null; target--) {
    failed = new Set();
    for (let start = 0; start < cityCount; start++) {
      if (startBounds[start] >= target && reach(start, 0, target)) {
        bestStart = start;
        break;
      }
    }
  }
  const bestPath: number[] = found ?? [];
  const best = foundLength;

  const routes: number[] = [];
  let at = bestStart;
  for (const i of bestPath) {
    const [u, v] = ends[i];
    routes.push(...(u === at ? edges[i].routes : edges[i].routes.slice().reverse()));
    at = u === at ? v : u;
  }
  return { length: best, routes };
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
