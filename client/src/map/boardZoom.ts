// The board camera's arithmetic (ui/boardCamera.ts), pure so that a test can check it without a canvas: what part of
// the board a viewport shows at a zoom, where a board point lands on the stage and back, and the zoom/pan/pinch
// steps, each held between "fit" (the whole board in the viewport) and a maximum, and kept on the board.
// Coordinates: the board's world (where the board is drawn, e.g. off the stage on a phone) and the stage (the
// canvas's own px, the same the pointers report). The camera's origin is its centre, as Phaser's is by default.
export interface Rect { x: number; y: number; w: number; h: number }
export interface Pt { x: number; y: number }

/** What the board camera shows: its zoom and the map point at its viewport's centre. */
export interface BoardView { zoom: number; cx: number; cy: number }

export interface ViewLimits {
  /** The viewport on the stage: the map area. */
  viewport: Rect;
  /** The board (world px). */
  map: Rect;
  /** The zoom that shows the whole board ("fit"), and the most. */
  minZoom: number;
  maxZoom: number;
}

/** The zoom at which a board fits a viewport. */
export function fitZoomOf(viewport: Rect, map: Rect): number {
  return Math.min(viewport.w / map.w, viewport.h / map.h);
}

/** The whole board. */
export function fitView(l: ViewLimits): BoardView {
  return { zoom: l.minZoom, cx: l.map.x + l.map.w / 2, cy: l.map.y + l.map.h / 2 };
}

/** The zoom held between fit and the maximum, the centre moved so that no edge of the view leaves the map. */
export function clampView(v: BoardView, l: ViewLimits): BoardView {
  const zoom = Math.min(l.maxZoom, Math.max(l.minZoom, Number.isFinite(v.zoom) ? v.zoom : l.minZoom));
  return { zoom, cx: clampCentre(v.cx, l.map.x, l.map.w, l.viewport.w / zoom), cy: clampCentre(v.cy, l.map.y, l.map.h, l.viewport.h / zoom) };
}

/**
 * A view's centre on one axis held so that a view `span` wide stays on the map (from `start`, `size` long); centred
 * when the view is wider than the map. A number in, a number out: a pan calls it per pointer event.
 */
export function clampCentre(c: number, start: number, size: number, span: number): number {
  const lo = start + span / 2, hi = start + size - span / 2;
  return lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, c));
}

/** Where a map point shows on the screen. */
export function toScreen(v: BoardView, l: ViewLimits, p: Pt): Pt {
  return { x: l.viewport.x + l.viewport.w / 2 + v.zoom * (p.x - v.cx), y: l.viewport.y + l.viewport.h / 2 + v.zoom * (p.y - v.cy) };
}

/** The map point under a screen point. */
export function toWorld(v: BoardView, l: ViewLimits, s: Pt): Pt {
  return { x: v.cx + (s.x - l.viewport.x - l.viewport.w / 2) / v.zoom, y: v.cy + (s.y - l.viewport.y - l.viewport.h / 2) / v.zoom };
}

export function insideRect(r: Rect, p: Pt): boolean {
  return p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
}

/** A new zoom with the map point under the screen point `at` staying under it (a wheel step, a double tap). */
export function zoomAround(v: BoardView, l: ViewLimits, at: Pt, zoom: number): BoardView {
  const w = toWorld(v, l, at);
  const z = Math.min(l.maxZoom, Math.max(l.minZoom, zoom));
  return clampView({ zoom: z, cx: w.x - (at.x - l.viewport.x - l.viewport.w / 2) / z, cy: w.y - (at.y - l.viewport.y - l.viewport.h / 2) / z }, l);
}

/** The map follows a finger moved by `delta` screen px. */
export function panBy(v: BoardView, l: ViewLimits, delta: Pt): BoardView {
  return clampView({ zoom: v.zoom, cx: v.cx - delta.x / v.zoom, cy: v.cy - delta.y / v.zoom }, l);
}

/** Two fingers: where they started (from the view `start`) and where they are now. The zoom follows their gap,
 * and the map point that was under their midpoint stays under their midpoint (zoom and pan in one gesture). */
export function pinchView(start: BoardView, l: ViewLimits, from: [Pt, Pt], to: [Pt, Pt]): BoardView {
  const gap = (a: Pt, b: Pt) => Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
  const mid = (a: Pt, b: Pt) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const held = toWorld(start, l, mid(...from));
  const z = Math.min(l.maxZoom, Math.max(l.minZoom, (start.zoom * gap(...to)) / gap(...from)));
  const m = mid(...to);
  return clampView({ zoom: z, cx: held.x - (m.x - l.viewport.x - l.viewport.w / 2) / z, cy: held.y - (m.y - l.viewport.y - l.viewport.h / 2) / z }, l);
}
