// Where a route's cars sit along its drawn path (a polyline): `cars` equal slots with a small gap between them,
// stopping short of the two cities' dots. Pure geometry, no map: any map's routes (USA, Europe) go through it.
export interface Pt { x: number; y: number }

export interface CarSlot { x: number; y: number; angle: number; length: number }

/** Slots stop this far from a city's centre, so a car never hides the city's dot. */
export const CITY_CLEARANCE = 11;
export const SLOT_GAP = 2.5;
/** A slot never gets shorter than this, even on a very short path (crowded corners). */
export const MIN_SLOT = 6;

/** Running length along the polyline at each point. */
export function cumulative(path: readonly Pt[]): number[] {
  const cum = [0];
  for (let i = 1; i < path.length; i++) cum.push(cum[i - 1] + Math.hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y));
  return cum;
}

/** The point `s` along the polyline and the direction of the segment it falls on. */
export function pointAt(path: readonly Pt[], cum: readonly number[], s: number): { p: Pt; angle: number } {
  let i = 1;
  while (i < cum.length - 1 && cum[i] < s) i++;
  const a = path[i - 1], b = path[i];
  const seg = cum[i] - cum[i - 1] || 1;
  const t = (s - cum[i - 1]) / seg;
  return { p: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, angle: Math.atan2(b.y - a.y, b.x - a.x) };
}

/** The stretch of path the cars use: from `start`, `usable` long (never less than MIN_SLOT per car). */
export function usableStretch(total: number, cars: number, clearance = CITY_CLEARANCE): { start: number; usable: number } {
  return { start: clearance, usable: Math.max(total - 2 * clearance, cars * MIN_SLOT) };
}

/** `cars` slots along `path`, in order from its first point to its last. */
export function placeCars(path: readonly Pt[], cars: number, clearance = CITY_CLEARANCE, gap = SLOT_GAP): CarSlot[] {
  if (cars <= 0 || path.length < 2) return [];
  const cum = cumulative(path);
  const { start, usable } = usableStretch(cum[cum.length - 1], cars, clearance);
  const slotLen = (usable - gap * (cars - 1)) / cars;
  const slots: CarSlot[] = [];
  for (let k = 0; k < cars; k++) {
    const { p, angle } = pointAt(path, cum, start + k * (slotLen + gap) + slotLen / 2);
    slots.push({ x: p.x, y: p.y, angle, length: slotLen });
  }
  return slots;
}
