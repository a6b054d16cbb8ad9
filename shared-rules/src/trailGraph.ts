// The graph a longest-trail search runs on, built from a player's routes and simplified without changing the
// answer: dead-end branches are cut off into "tails" (a trail can only end in them), chains through cities of
// degree 2 become single edges, and the result is split into connected components.
import { USA_MAP, type GameMap } from "./map.js";

export interface Edge {
  u: number;
  v: number;
  w: number;
  /** Route ids along the edge from u to v (several after contraction). */
  routes: number[];
  alive: boolean;
}

/** A path hanging off a city into a tree-shaped branch: routes listed from that city outwards. */
export interface Tail {
  length: number;
  routes: number[];
}

export function buildEdges(routeIds: readonly number[], map: GameMap = USA_MAP): Edge[] {
  const seen = new Set<number>();
  const edges: Edge[] = [];
  for (const id of routeIds) {
    const r = map.routes[id];
    if (!r || seen.has(id)) continue;
    seen.add(id);
    edges.push({ u: r.a, v: r.b, w: r.length, routes: [id], alive: true });
  }
  return edges;
}

/** Each city's edges, and `at(city)`, which gives (creating it on first use) the set of a city's edges. */
function incidence(edges: Edge[]): { incident: Map<number, Set<Edge>>; at: (city: number) => Set<Edge> } {
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
  return { incident, at };
}

/**
 * Merges the two edges at every city of degree exactly 2 (not a self-loop) into one. Safe because an optimal
 * trail can always take both in a row: one that stops at such a city with the other edge unused gets longer
 * by taking it, and one that uses both without passing straight through is a closed trail that can be rotated.
 */
export function contractChains(edges: Edge[]): Edge[] {
  const { incident, at } = incidence(edges);
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

export function components(edges: Edge[]): Edge[][] {
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

/** The routes of edge `e` in the order they are met when leaving city `from`. */
export function routesFrom(e: Edge, from: number): number[] {
  return e.u === from ? e.routes : e.routes.slice().reverse();
}

const NO_TAIL: Tail = { length: 0, routes: [] };

/**
 * Cuts off tree-shaped dead ends. A city with a single (non-loop) edge can only be where a trail ends, so its
 * edge is removed and becomes a tail of its neighbour, repeatedly. Each city keeps its two longest tails (a trail
 * ends in at most two, and two tails at one city lie in different branches). Trails that lie wholly inside the
 * cut-off trees are returned as `best`; the core search adds each remaining city's tails as dead-end edges to
 * virtual cities (ids below zero).
 */
export function cutDeadEnds(edges: Edge[]): { core: Edge[]; best: { length: number; routes: number[] } } {
  const { incident } = incidence(edges);
  const tails = new Map<number, [Tail, Tail]>();
  const tailsOf = (c: number): [Tail, Tail] => tails.get(c) ?? [NO_TAIL, NO_TAIL];
  const addTail = (c: number, t: Tail) => {
    const [a, b] = tailsOf(c);
    tails.set(c, t.length > a.length ? [t, a] : t.length > b.length ? [a, t] : [a, b]);
  };
  let best = { length: 0, routes: [] as number[] };
  const throughCity = (c: number) => {
    const [a, b] = tailsOf(c);
    if (a.length + b.length > best.length) best = { length: a.length + b.length, routes: [...a.routes.slice().reverse(), ...b.routes] };
  };
  const isDeadEnd = (c: number) => {
    const s = incident.get(c);
    if (!s || s.size !== 1) return false;
    const [e] = s;
    return e.u !== e.v;
  };
  const queue = [...incident.keys()].filter(isDeadEnd);
  while (queue.length > 0) {
    const x = queue.pop()!;
    if (!isDeadEnd(x)) continue;
    const [e] = incident.get(x)!;
    const y = e.u === x ? e.v : e.u;
    throughCity(x);
    addTail(y, { length: e.w + tailsOf(x)[0].length, routes: [...routesFrom(e, y), ...tailsOf(x)[0].routes] });
    incident.get(x)!.delete(e);
    incident.get(y)!.delete(e);
    if (isDeadEnd(y)) queue.push(y);
    else if (incident.get(y)!.size === 0) throughCity(y);
  }
  const core = new Set<Edge>();
  for (const s of incident.values()) for (const e of s) core.add(e);
  let virtual = -1;
  for (const [c, pair] of tails) {
    if (incident.get(c)!.size === 0) continue;
    for (const t of pair) if (t.length > 0) core.add({ u: c, v: virtual--, w: t.length, routes: t.routes, alive: true });
  }
  return { core: [...core], best };
}
