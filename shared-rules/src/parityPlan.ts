// The parity of a connected graph's cities bounds its longest trail, and often hands over the trail itself.
// The edges a trail leaves out give odd degree to every odd city except the trail's two ends, so they contain
// paths pairing those cities up (a T-join) and weigh at least the cheapest such pairing under shortest-path
// distances. When the edges left after removing the cheapest pairing still hang together, they hold a trail
// through all of them (Euler) that meets the bound: the answer, with no search at all.
const MAX_ODD_CITIES = 12;

type Ends = readonly (readonly [number, number])[];

export interface ParityPlan {
  /** Upper bound on the longest trail's length. */
  bound: number;
  /** Edge indices of a trail meeting the bound, in order from its first city, when one was found directly. */
  trail: { start: number; edges: number[] } | null;
}

/** Shortest distances between all cities, and the first edge of one shortest path (Floyd–Warshall). */
function shortestPaths(cityCount: number, ends: Ends, weights: readonly number[]) {
  const dist = Array.from({ length: cityCount }, (_, i) => new Float64Array(cityCount).fill(Infinity).fill(0, i, i + 1));
  const firstEdge = Array.from({ length: cityCount }, () => new Int32Array(cityCount).fill(-1));
  ends.forEach(([u, v], i) => {
    if (u !== v && weights[i] < dist[u][v]) {
      dist[u][v] = dist[v][u] = weights[i];
      firstEdge[u][v] = firstEdge[v][u] = i;
    }
  });
  for (let k = 0; k < cityCount; k++)
    for (let i = 0; i < cityCount; i++)
      for (let j = 0; j < cityCount; j++)
        if (dist[i][k] + dist[k][j] < dist[i][j]) {
          dist[i][j] = dist[i][k] + dist[k][j];
          firstEdge[i][j] = firstEdge[i][k];
        }
  return { dist, firstEdge };
}

/** A trail through every edge marked in `keep`, from `start` (Hierholzer), or null when they do not connect. */
function eulerTrail(cityCount: number, ends: Ends, keep: Uint8Array, start: number): number[] | null {
  const incident: number[][] = Array.from({ length: cityCount }, () => []);
  let count = 0;
  ends.forEach(([u, v], i) => {
    if (!keep[i]) return;
    count++;
    incident[u].push(i);
    if (u !== v) incident[v].push(i);
  });
  const done = new Uint8Array(ends.length);
  const next = new Int32Array(cityCount);
  const trail: number[] = [];
  const stack: [number, number][] = [[start, -1]];
  while (stack.length > 0) {
    const [city, via] = stack[stack.length - 1];
    const list = incident[city];
    while (next[city] < list.length && done[list[next[city]]]) next[city]++;
    if (next[city] === list.length) {
      stack.pop();
      if (via !== -1) trail.push(via);
      continue;
    }
    const e = list[next[city]];
    done[e] = 1;
    stack.push([ends[e][0] === city ? ends[e][1] : ends[e][0], e]);
  }
  // Edges are collected from the far end back; a trail that missed some edges means they were not connected.
  return trail.length === count ? trail.reverse() : null;
}

export function parityPlan(cityCount: number, ends: Ends, weights: readonly number[]): ParityPlan {
  const total = weights.reduce((s, w) => s + w, 0);
  const degree = new Array<number>(cityCount).fill(0);
  for (const [u, v] of ends) {
    degree[u]++;
    degree[v]++;
  }
  const odd = degree.flatMap((d, c) => (d % 2 === 1 ? [c] : []));
  if (odd.length <= 2) {
    const edges = eulerTrail(cityCount, ends, new Uint8Array(ends.length).fill(1), odd[0] ?? ends[0][0]);
    return { bound: total, trail: edges && { start: odd[0] ?? ends[0][0], edges } };
  }
  if (odd.length > MAX_ODD_CITIES) return { bound: total, trail: null };

  const { dist, firstEdge } = shortestPaths(cityCount, ends, weights);
  // cheapest[mask] = cheapest perfect pairing of the odd cities in mask; partner[mask] = who the lowest pairs with.
  const n = odd.length;
  const cheapest = new Float64Array(1 << n).fill(Infinity);
  const partner = new Int8Array(1 << n);
  cheapest[0] = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    for (let j = i + 1; j < n; j++) {
      if (!(rest & (1 << j))) continue;
      const c = dist[odd[i]][odd[j]] + cheapest[rest & ~(1 << j)];
      if (c < cheapest[mask]) {
        cheapest[mask] = c;
        partner[mask] = j;
      }
    }
  }
  const all = (1 << n) - 1;
  let best = { cost: Infinity, s: 0, t: 0 };
  for (let s = 0; s < n; s++)
    for (let t = s + 1; t < n; t++) {
      const c = cheapest[all & ~(1 << s) & ~(1 << t)];
      if (c < best.cost) best = { cost: c, s, t };
    }
  const bound = total - best.cost;

  // Remove the pairing's paths (an edge on two paths cancels out) and try for an Euler trail of the rest.
  const keep = new Uint8Array(ends.length).fill(1);
  let mask = all & ~(1 << best.s) & ~(1 << best.t);
  while (mask) {
    const i = 31 - Math.clz32(mask & -mask);
    const j = partner[mask];
    mask &= ~(1 << i) & ~(1 << j);
    for (let at = odd[i]; at !== odd[j]; ) {
      const e = firstEdge[at][odd[j]];
      keep[e] ^= 1;
      at = ends[e][0] === at ? ends[e][1] : ends[e][0];
    }
  }
  let kept = 0;
  keep.forEach((k, i) => (kept += k ? weights[i] : 0));
  const start = odd[best.s];
  const edges = kept === bound ? eulerTrail(cityCount, ends, keep, start) : null;
  return { bound, trail: edges && { start, edges } };
}
