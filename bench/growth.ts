// How fast a measured series grows: a least-squares line through (minute, value), its slope turned into growth per
// hour, in the series' unit and as a share of the line's value at the first point fitted (the soak bench's targets
// are "under 5 % per hour" after the warm-up).

export interface Growth {
  /** Points fitted. */
  points: number;
  /** The line's slope, in the series' unit per hour. */
  perHour: number;
  /** perHour as a percentage of the line's value at the first fitted minute (NaN when that value is 0). */
  percentPerHour: number;
}

/** Least squares over (minute, value) pairs; null with fewer than two distinct minutes. */
export function growthPerHour(points: readonly { minute: number; value: number }[]): Growth | null {
  const usable = points.filter((p) => Number.isFinite(p.value));
  const n = usable.length;
  if (n < 2) return null;
  const meanX = usable.reduce((s, p) => s + p.minute, 0) / n;
  const meanY = usable.reduce((s, p) => s + p.value, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of usable) {
    sxx += (p.minute - meanX) ** 2;
    sxy += (p.minute - meanX) * (p.value - meanY);
  }
  if (sxx === 0) return null;
  const slopePerMinute = sxy / sxx;
  const start = meanY + slopePerMinute * (usable[0].minute - meanX);
  const perHour = slopePerMinute * 60;
  return { points: n, perHour, percentPerHour: start === 0 ? NaN : (perHour / Math.abs(start)) * 100 };
}
