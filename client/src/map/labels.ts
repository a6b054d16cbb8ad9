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
