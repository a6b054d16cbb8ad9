// Where each city's name goes on a board without a hand-made table (labels.ts has the USA's): for each city, in
// order from the most crowded, the candidate spot (above, below, beside, diagonal) whose box overlaps the fewest
// names already placed, city dots and route cars, and stays on the board. Europe's centre is dense; this keeps
// names off each other without a table to maintain per map.
import type { LabelOffset } from "./labels.js";
import type { Pt, Rect, RouteGeometry } from "./geometry.js";

const CANDIDATES: LabelOffset[] = [
  { dx: 0, dy: -10, ox: 0.5, oy: 1 }, // above
  { dx: 0, dy: 10, ox: 0.5, oy: 0 }, // below
  { dx: 11, dy: 0, ox: 0, oy: 0.5 }, // right
  { dx: -11, dy: 0, ox: 1, oy: 0.5 }, // left
  { dx: 8, dy: -7, ox: 0, oy: 1 }, // above right
  { dx: -8, dy: -7, ox: 1, oy: 1 }, // above left
  { dx: 8, dy: 7, ox: 0, oy: 0 }, // below right
  { dx: -8, dy: 7, ox: 1, oy: 0 }, // below left
];

/** Width of a name at the board's label font, measured roughly (bold, with its stroke). */
export type MeasureText = (name: string, index: number) => { w: number; h: number };

interface Box { x0: number; y0: number; x1: number; y1: number }

function boxOf(c: Pt, o: LabelOffset, size: { w: number; h: number }): Box {
  const x0 = c.x + o.dx - o.ox * size.w, y0 = c.y + o.dy - o.oy * size.h;
  return { x0, y0, x1: x0 + size.w, y1: y0 + size.h };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0), h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

export function placeLabels(names: readonly string[], cities: readonly Pt[], routes: readonly RouteGeometry[], area: Rect, measure: MeasureText): LabelOffset[] {
  const slots = routes.flatMap((r) => r.slots.map((s) => ({ x0: s.x - 5, y0: s.y - 5, x1: s.x + 5, y1: s.y + 5 })));
  const dots = cities.map((c) => ({ x0: c.x - 9, y0: c.y - 9, x1: c.x + 9, y1: c.y + 9 }));
  const crowd = cities.map((c) => cities.filter((d) => Math.hypot(d.x - c.x, d.y - c.y) < 110).length);
  const order = cities.map((_, i) => i).sort((a, b) => crowd[b] - crowd[a] || a - b);
  const placed: Box[] = [];
  const out: LabelOffset[] = new Array<LabelOffset>(cities.length);
  for (const i of order) {
    const size = measure(names[i], i);
    let best = CANDIDATES[0], bestCost = Infinity;
    CANDIDATES.forEach((o, k) => {
      const b = boxOf(cities[i], o, size);
      let cost = k * 2; // a small preference for the plain spots, in the order listed
      for (const p of placed) cost += overlap(b, p) * 12;
      dots.forEach((d, j) => { if (j !== i) cost += overlap(b, d) * 8; });
      for (const s of slots) cost += overlap(b, s) * 0.6;
      const off = Math.max(0, area.x - b.x0) + Math.max(0, b.x1 - (area.x + area.w)) + Math.max(0, area.y - b.y0) + Math.max(0, b.y1 - (area.y + area.h));
      cost += off * 400;
      if (cost < bestCost) { bestCost = cost; best = o; }
    });
    out[i] = best;
    placed.push(boxOf(cities[i], best, size));
  }
  return out;
}
