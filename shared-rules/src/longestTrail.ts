// The longest continuous path of a player's routes: the longest *trail* (each route used at most once, cities may
// repeat; the two routes of a double are distinct edges). Longest trail is NP-hard and a naive depth-first search
// explodes on dense networks of short routes (seconds for 40 one-car routes), so:
//   1. the graph is simplified first (trailGraph.ts): tree-shaped dead ends become tails, chains through degree-2
//      cities become single edges, components are searched separately, biggest first, skipping any that
//      cannot beat the best trail found;
//   2. each component first tries the parity shortcut (parityPlan.ts): the edges a trail leaves out must pair up
//      the odd cities, which bounds the answer; when removing the cheapest pairing leaves a connected graph,
//      its Euler trail meets the bound and is the answer, with no search;
//   3. otherwise it asks "is there a trail of length ≥ target?" (IDA* style) from that bound downwards,
//      lowering the target to what each failed attempt proves, with a table of per-state ceilings so no attempt
//      repeats what an earlier one ruled out;
//   4. branches are cut by a bound (weight still reachable, minus what odd cities and dead ends force out), a
//      second identical parallel edge is never tried before the first, and loops are taken as soon as their
//      city is reached (always optimal), so loops never branch.
import { parityPlan } from "./parityPlan.js";
import { reachBound } from "./trailBound.js";
import { USA_MAP, type GameMap } from "./map.js";
import { buildEdges, components, contractChains, cutDeadEnds, routesFrom, type Edge } from "./trailGraph.js";

export interface TrailResult {
  /** Total length (train cars) of the trail. */
  length: number;
  /** Route ids along the trail, in order. */
  routes: number[];
}

/** Longest trail within one connected, simplified component: the parity shortcut, else the target search. */
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

  const bound = reachBound(cityCount, ends, adjacency, weights, used);

  // Aspiration search (IDA* with a transposition table): ask "is there a trail of length ≥ target?" for target =
  // the best upper bound known, lowering it to what each failed attempt proves. The bound is usually exact or
  // close on real networks, so the first or second question succeeds, and with a fixed target every branch that
  // cannot reach it is cut at once. `ceiling` remembers, for each state (city, used edges), an upper bound on
  // the extension from it, tightened by every attempt that explored it, so later attempts skip what earlier
  // ones already ruled out. The used-edge set as a number (sum of 2^i) is exact up to 46 edges with the city in
  // the low 6 bits; beyond that a string key is used.
  const ceiling = new Map<number | string, number>();
  let usedKey = 0;
  const numericKeys = edges.length <= 46 && cityCount <= 64;
  const key = (v: number): number | string => (numericKeys ? usedKey * 64 + v : `${v}:${used.join("")}`);
  const path: number[] = [];
  let found: number[] | null = null;
  let foundLength = 0;
  /** Searches from v for a trail reaching `target`; returns an upper bound on the extension from v. */
  const reach = (v: number, length: number, target: number): number => {
    // An unused loop at the current city is always worth taking now: any trail without it gets longer with it, and
    // a trail taking it on a later visit can take it on this one instead. So loops never branch.
    const loopsTaken: number[] = [];
    let loopLength = 0;
    for (const i of loops[v]) {
      if (used[i]) continue;
      used[i] = 1;
      usedKey += 2 ** i;
      path.push(i);
      loopsTaken.push(i);
      loopLength += weights[i];
    }
    length += loopLength;
    let upper = 0;
    if (length >= target) {
      found = path.slice();
      foundLength = length;
    } else {
      const k = key(v);
      upper = ceiling.get(k) ?? bound(v);
      if (length + upper >= target) {
        let best = 0;
        for (const [i, other] of adjacency[v]) {
          // Identical parallel edges (a double route of equal length, or equal chains) are interchangeable:
          // only ever take the first unused one of them.
          if (used[i] || other === v || (previousTwin[i] !== -1 && !used[previousTwin[i]])) continue;
          used[i] = 1;
          usedKey += 2 ** i;
          path.push(i);
          best = Math.max(best, weights[i] + reach(other, length + weights[i], target));
          path.pop();
          used[i] = 0;
          usedKey -= 2 ** i;
          if (found) break;
        }
        upper = Math.min(upper, best);
      }
      ceiling.set(k, upper);
    }
    for (const i of loopsTaken) {
      used[i] = 0;
      usedKey -= 2 ** i;
      path.pop();
    }
    return loopLength + upper;
  };
  const plan = parityPlan(cityCount, ends, weights);
  if (plan.trail) {
    found = plan.trail.edges;
    foundLength = plan.bound;
  }
  const startCeilings = [...cityIds.keys()].map((v) => bound(v));
  let bestStart = plan.trail?.start ?? 0;
  let target = Math.min(Math.max(...startCeilings), plan.bound);
  while (found === null && target > 0) {
    for (let start = 0; start < cityCount && found === null; start++) {
      if (startCeilings[start] < target) continue;
      startCeilings[start] = reach(start, 0, target);
      if (found) bestStart = start;
    }
    // Nothing reached the target: the best now possible is the highest ceiling left (and below the target).
    target = Math.min(target - 1, Math.max(...startCeilings));
  }
  const bestPath: number[] = found ?? [];
  const best = foundLength;

  const routes: number[] = [];
  let at = bestStart;
  for (const i of bestPath) {
    const [u, v] = ends[i];
    routes.push(...routesFrom(edges[i], cityIds[at]));
    at = u === at ? v : u;
  }
  return { length: best, routes };
}

/** The longest trail over these routes of `map` (unknown and repeated ids are ignored). */
export function longestTrail(routeIds: readonly number[], map: GameMap = USA_MAP): TrailResult {
  const { core, best: inTrees } = cutDeadEnds(buildEdges(routeIds, map));
  let best: TrailResult = inTrees;
  const comps = components(contractChains(core));
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
