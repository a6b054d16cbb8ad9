// Where each city's name goes relative to its dot, so that names in crowded corners do not collide.
// Default: above the dot. Origins follow Phaser's text origin (0 = left/top, 1 = right/bottom).
export interface LabelOffset { dx: number; dy: number; ox: number; oy: number }

const ABOVE: LabelOffset = { dx: 0, dy: -10, ox: 0.5, oy: 1 };
const BELOW: LabelOffset = { dx: 0, dy: 10, ox: 0.5, oy: 0 };
const RIGHT: LabelOffset = { dx: 11, dy: 0, ox: 0, oy: 0.5 };
const LEFT: LabelOffset = { dx: -11, dy: 0, ox: 1, oy: 0.5 };

const OVERRIDES: Record<string, LabelOffset> = {
  Seattle: LEFT,
  Portland: LEFT,
  "San Francisco": LEFT,
  "Los Angeles": LEFT,
  Vancouver: LEFT,
  Miami: LEFT,
  "New Orleans": BELOW,
  Houston: BELOW,
  Charleston: RIGHT,
  Raleigh: RIGHT,
  Washington: RIGHT,
  "New York": RIGHT,
  Boston: RIGHT,
  Montreal: RIGHT,
  Pittsburgh: BELOW,
  Toronto: ABOVE,
  Nashville: BELOW,
  Atlanta: BELOW,
  "El Paso": BELOW,
  "Little Rock": BELOW,
  Dallas: LEFT,
  "Oklahoma City": { dx: -8, dy: -7, ox: 1, oy: 1 },
  "Kansas City": BELOW,
  // Right of its dot, between the Pittsburgh and Nashville routes: below it, it ran into Kansas City's name.
  "Saint Louis": RIGHT,
  Chicago: ABOVE,
  Duluth: LEFT,
  Omaha: LEFT,
  Phoenix: BELOW,
  "Las Vegas": LEFT,
  // Below-right, between the Oklahoma City and El Paso routes: above them it ran into Oklahoma City's name.
  "Santa Fe": { dx: 6, dy: 8, ox: 0, oy: 0 },
};

export function cityLabelOffset(name: string): LabelOffset {
  return OVERRIDES[name] ?? ABOVE;
}

/** Where a label may go when its own place is taken: around the dot, nearest first. */
const FALLBACKS: LabelOffset[] = [
  ABOVE, BELOW, RIGHT, LEFT,
  { dx: 8, dy: -7, ox: 0, oy: 1 }, { dx: -8, dy: -7, ox: 1, oy: 1 },
  { dx: 8, dy: 7, ox: 0, oy: 0 }, { dx: -8, dy: 7, ox: 1, oy: 0 },
];

interface Box { x: number; y: number; w: number; h: number }

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** How much of `box` lies outside `area`. */
function outside(box: Box, area: Box): number {
  return box.w * box.h - overlap(box, area);
}

/** A label as placement sees it: where it goes for an offset, and how big it is (world px). */
export interface PlacedLabel {
  setPosition(x: number, y: number): this;
  setOrigin(x: number, y: number): this;
  getBounds(): { x: number; y: number; width: number; height: number };
}

/**
 * Moves city names off each other, off other cities' dots and into the map: each keeps its own place (the table
 * above) when that is free, else takes the first free place around its dot, else the one that collides least. The
 * map's scale changes with the window, so a place that is free at 1440 px can be taken at 1024 (Saint Louis ran into
 * Pittsburgh, Houston into New Orleans there, and San Francisco left the map on its left edge).
 */
export function placeCityLabels(labels: PlacedLabel[], dots: readonly { x: number; y: number }[], names: readonly string[], area: Box): void {
  const dotBoxes = dots.map((d) => ({ x: d.x - 8, y: d.y - 8, w: 16, h: 16 }));
  const placed: Box[] = [];
  labels.forEach((label, i) => {
    const own = cityLabelOffset(names[i]);
    let best: { off: LabelOffset; cost: number } | null = null;
    for (const off of [own, ...FALLBACKS.filter((f) => f !== own)]) {
      label.setOrigin(off.ox, off.oy).setPosition(dots[i].x + off.dx, dots[i].y + off.dy);
      const b = label.getBounds();
      const box = { x: b.x, y: b.y, w: b.width, h: b.height };
      // Leaving the map costs most, then another name, then a dot (a name may cross routes: they stay readable).
      const cost = outside(box, area) * 100 + placed.reduce((s, p) => s + overlap(box, p), 0) * 10
        + dotBoxes.reduce((s, d, j) => s + (j === i ? 0 : overlap(box, d)), 0);
      if (!best || cost < best.cost) best = { off, cost };
      if (cost === 0) break;
    }
    const off = best!.off;
    label.setOrigin(off.ox, off.oy).setPosition(dots[i].x + off.dx, dots[i].y + off.dy);
    const b = label.getBounds();
    placed.push({ x: b.x, y: b.y, w: b.width, h: b.height });
  });
}
