// An upper bound on the longest trail of a connected graph from the parity of its cities (a T-join bound).
// The edges a trail leaves out must give odd degree to every odd city except the trail's two ends, so they
// contain paths pairing those cities up; they weigh at least the cheapest such pairing under shortest-path
// distances. Exact minimum-weight matching by dynamic programming over subsets, so only for few odd cities.
const MAX_ODD_CITIES = 12;

/**
 * total weight − the cheapest pairing of all odd cities but two, or `total` when there are too many odd cities to
 * afford the computation. `ends[i]` are edge i's cities (0..cityCount-1), `weights[i]` its length.
 */
export function parityBound(cityCount: number, ends: readonly (readonly [number, number])[], weights: readonly number[]): number {
  const total = weights.reduce((s, w) => s + w, 0);
  const degree = new Array<number>(cityCount).fill(0);
  for (const [u, v] of ends) {
    degree[u]++;
    degree[v]++;
  }
  const odd = degree.flatMap((d, c) => (d % 2 === 1 ? [c] : []));
  if (odd.length <= 2 || odd.length > MAX_ODD_CITIES) return total;

  const dist = shortestDistances(cityCount, ends, weights);

  // cheapest[mask] = cheapest perfect pairing of the odd cities in mask (even-sized masks only).
  const n = odd.length;
  const cheapest = new Float64Array(1 << n).fill(Infinity);
  cheapest[0] = 0;
  for (let mask = 1; mask < 1 << n; mask++) {
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    let best = Infinity;
    for (let j = i + 1; j < n; j++) {
      if (!(rest & (1 << j))) continue;
      const c = dist[odd[i]][odd[j]] + cheapest[rest & ~(1 << j)];
      if (c < best) best = c;
    }
    cheapest[mask] = best;
  }
  const all = (1 << n) - 1;
  let leftOut = Infinity;
  for (let s = 0; s < n; s++) for (let t = s + 1; t < n; t++) leftOut = Math.min(leftOut, cheapest[all & ~(1 << s) & ~(1 << t)]);
  return total - leftOut;
}

/** Shortest distances between all cities (Floyd–Warshall; a few dozen cities at most). */
export function shortestDistances(
  cityCount: number,
  ends: readonly (readonly [number, number])[],
  weights: readonly number[],
): Float64Array[] {
  const dist = Array.from({ length: cityCount }, (_, i) => new Float64Array(cityCount).fill(Infinity).fill(0, i, i + 1));
  ends.forEach(([u, v], i) => {
    if (weights[i] < dist[u][v]) dist[u][v] = dist[v][u] = weights[i];
  });
  for (let k = 0; k < cityCount; k++)
    for (let i = 0; i < cityCount; i++)
      for (let j = 0; j < cityCount; j++) if (dist[i][k] + dist[k][j] < dist[i][j]) dist[i][j] = dist[i][k] + dist[k][j];
  return dist;
}
