// Which city names the board draws at a zoom, and how big. Pure (boxes in, boxes out), so it is tested without a
// browser (client/test/labelDeclutter.test.ts).
//
// A name shows between MIN and MAX CSS px on the screen whatever the zoom: zoomed out (a phone's whole map) it is
// drawn larger on the board so that it stays readable, zoomed in it is drawn smaller so that the growing space between
// cities lets more names in. Names then go on the board one by one, most wanted first (the cities lit by a ticket,
// the hovered route's ends, the player's tickets' cities, then the best connected), and a name whose box would touch
// one already drawn waits for more zoom. The wanted ones ("must") are always drawn.

/** A box in board px: x, y its top left corner. */
export interface Box { x: number; y: number; w: number; h: number }

/** A name as placed at scale 1: the point its origin sits on (board px), its origin (0–1) and its natural size. */
export interface LabelSpot { x: number; y: number; ox: number; oy: number; w: number; h: number }

/** The smallest and largest a city name shows on screen (CSS px). */
export const LABEL_MIN_CSS = 11;
export const LABEL_MAX_CSS = 16;
/** Empty room kept between two names (CSS px), so that neighbours read as two words. */
const GAP_CSS = 2;

/**
 * The scale at which a name of `fontPx` board px shows between `min` and `max` CSS px, when one board px shows as
 * `cssPerBoardPx` CSS px (the camera's zoom × the canvas's CSS px per world px).
 */
export function labelScale(fontPx: number, cssPerBoardPx: number, min = LABEL_MIN_CSS, max = LABEL_MAX_CSS): number {
  const onScreen = fontPx * cssPerBoardPx;
  if (!(onScreen > 0)) return 1;
  if (onScreen < min) return min / onScreen;
  if (onScreen > max) return max / onScreen;
  return 1;
}

/** A spot's box at a scale (grown around its origin), moved back inside `area` where it would leave it. */
export function boxAt(s: LabelSpot, scale: number, area: Box): Box {
  const w = s.w * scale, h = s.h * scale;
  let x = s.x - s.ox * w, y = s.y - s.oy * h;
  x += Math.max(0, area.x - x) - Math.max(0, x + w - (area.x + area.w));
  y += Math.max(0, area.y - y) - Math.max(0, y + h - (area.y + area.h));
  return { x, y, w, h };
}

export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

export interface DeclutterInput {
  spots: readonly LabelSpot[];
  /** Each name's scale (labelScale). */
  scales: readonly number[];
  /** Indices of the names to try, most wanted first; names not listed are not drawn. */
  order: readonly number[];
  /** How many of `order`'s first names are always drawn (lit, hovered, the player's tickets). */
  must: number;
  /** The board: no name leaves it. */
  area: Box;
  /** CSS px per board px now (for the gap between names). */
  cssPerBoardPx: number;
  /** Per name, other spots around its dot to try when its own is taken (nearest first). */
  alternatives?: readonly (readonly LabelSpot[])[];
}

/** Per name: its box on the board when drawn, or null when it waits for more zoom. */
export function declutterLabels(input: DeclutterInput): (Box | null)[] {
  const { spots, scales, order, must, area } = input;
  const gap = input.cssPerBoardPx > 0 ? GAP_CSS / input.cssPerBoardPx : 0;
  const out: (Box | null)[] = spots.map(() => null);
  const drawn: Box[] = [];
  const free = (b: Box) => !drawn.some((d) => boxesOverlap(b, d, gap));
  order.forEach((i, rank) => {
    if (out[i]) return; // listed twice (a lit city that is also a ticket's)
    const own = boxAt(spots[i], scales[i], area);
    let box: Box | null = free(own) ? own : null;
    for (const alt of input.alternatives?.[i] ?? []) {
      if (box) break;
      const b = boxAt(alt, scales[i], area);
      if (free(b)) box = b;
    }
    // a wanted name is drawn even where nothing is free (in its own spot): it must be read
    if (!box && rank < must) box = own;
    if (!box) return;
    out[i] = box;
    drawn.push(box);
  });
  return out;
}
