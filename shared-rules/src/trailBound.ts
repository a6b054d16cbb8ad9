// The upper bound that prunes the longest-trail search: how long can a trail from city v still get, over the
// edges not used yet? Computed at every node of the search, so it reuses scratch arrays and allocates nothing.

/** Builds bound(v) over a component; `used` is read live, so the bound follows the search as it goes. */
export function reachBound(
  cityCount: number,
  ends: readonly (readonly [number, number])[],
  adjacency: readonly (readonly [number, number])[][],
  weights: readonly number[],
  used: Uint8Array,
): (v: number) => number {
  const seen = new Int32Array(cityCount);
  const counted = new Int32Array(ends.length);
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
    // All odd cities but one (the far end: best left out as the one with the dearest edge) lose an edge.
    let oddCount = 0;
    let oddSum = 0;
    let oddMax = 0;
    let leafSum = 0;
    let leafMax = 0;
    for (let k = 1; k < tail; k++) {
      const x = queue[k];
      if (degree[x] % 2 === 0) continue;
      oddCount++;
      oddSum += minIncident[x];
      oddMax = Math.max(oddMax, minIncident[x]);
      if (degree[x] === 1) {
        leafSum += minIncident[x];
        leafMax = Math.max(leafMax, minIncident[x]);
      }
    }
    if (oddCount < 2) return reachable;
    const parity = oddSum - oddMax;
    // A dead-end city can only be the trail's far end, so all dead ends but one lose their whole edge.
    return reachable - Math.max(Math.ceil(parity / 2), leafSum - leafMax);
  };

  return bound;
}
