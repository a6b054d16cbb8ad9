// Where everything sits on the board: the game's map projected (outlines.ts: the same projection for the land and
// the cities' latitude/longitude), and each route turned into a row of car slots along a path.
import { geoPath, type GeoProjection } from "d3-geo";
import type { FeatureCollection, Geometry } from "geojson";
import { USA_MAP, type GameMap } from "../rules.js";
import { boardOutline } from "./outlines.js";
import { cumulative, placeCars, pointAt, usableStretch, type CarSlot, type Pt } from "./carSlots.js";

export type { CarSlot, Pt };
export interface Rect { x: number; y: number; w: number; h: number }

export interface RouteGeometry {
  id: number;
  slots: CarSlot[];
  /** Padded outline (world coordinates) used as the click / hover area. */
  hitPolygon: Pt[];
  center: Pt;
  /** Path samples, for highlight strokes. */
  path: Pt[];
}

export interface BoardGeometry {
  /** The board's map (its cities and routes are indexed like these). */
  map: GameMap;
  area: Rect;
  projection: GeoProjection;
  /** The land drawn under the board: the USA's states, Europe's countries. */
  states: FeatureCollection<Geometry>;
  /** Horizontal stretch applied after the projection. */
  stretch: number;
  cities: Pt[];
  routes: RouteGeometry[];
}

const DOUBLE_OFFSET = 7.5; // half the distance between the two lanes of a double route: two claimed lanes (13 px cars) keep a gap
const HIT_PAD = 9; // padding beyond the car's half height (≈16 px total half-width, see TECH-NOTES)

function quad(p0: Pt, c: Pt, p1: Pt, t: number): Pt {
  const u = 1 - t;
  return { x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y };
}

function distToSegment(p: Pt, a: Pt, b: Pt): { d: number; t: number } {
  const dx = b.x - a.x, dy = b.y - a.y;
  const l2 = dx * dx + dy * dy || 1;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2));
  return { d: Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)), t };
}

/** Bend for a route whose straight line would run over a third city: push the curve away from that city. */
function bendFor(a: Pt, b: Pt, cities: Pt[], ends: [number, number]): number {
  const nx = -(b.y - a.y), ny = b.x - a.x;
  const nl = Math.hypot(nx, ny) || 1;
  let bend = 0;
  cities.forEach((c, i) => {
    if (i === ends[0] || i === ends[1]) return;
    const { d, t } = distToSegment(c, a, b);
    if (t < 0.12 || t > 0.88 || d > 22) return;
    const side = ((c.x - a.x) * nx + (c.y - a.y) * ny) / nl; // which side of the line the city is on
    const push = (30 - d) * 2; // the curve's middle moves half of the control point's offset
    bend = side > 0 ? Math.min(bend, -push) : Math.max(bend, push);
  });
  return bend;
}

function samplePath(a: Pt, b: Pt, bend: number, offset: number): Pt[] {
  const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len;
  const c = { x: mx + nx * bend, y: my + ny * bend };
  const pts: Pt[] = [];
  const N = 48;
  for (let i = 0; i <= N; i++) pts.push(quad(a, c, b, i / N));
  if (offset === 0) return pts;
  // shift every sample sideways along the local normal (lanes of a double route)
  return pts.map((p, i) => {
    const q = pts[Math.min(i + 1, N)], r = pts[Math.max(i - 1, 0)];
    const tl = Math.hypot(q.x - r.x, q.y - r.y) || 1;
    return { x: p.x - ((q.y - r.y) / tl) * offset, y: p.y + ((q.x - r.x) / tl) * offset };
  });
}

function routeGeometry(id: number, path: Pt[], cars: number, carHalfHeight: number, offset: number): RouteGeometry {
  const cum = cumulative(path);
  const total = cum[cum.length - 1];
  const { start, usable } = usableStretch(total, cars);
  const slots = placeCars(path, cars);
  // hit polygon: the path trimmed by the clearance, widened on both sides
  // a lane of a double route only reaches the middle line towards its twin, so the two never overlap
  const w = carHalfHeight + HIT_PAD;
  const wLeft = offset < 0 ? Math.abs(offset) : w;
  const wRight = offset > 0 ? Math.abs(offset) : w;
  const left: Pt[] = [], right: Pt[] = [];
  const steps = 12;
  for (let k = 0; k <= steps; k++) {
    const s = start + (usable * k) / steps;
    const { p, angle } = pointAt(path, cum, Math.min(s, total));
    const nx = -Math.sin(angle), ny = Math.cos(angle);
    left.push({ x: p.x + nx * wLeft, y: p.y + ny * wLeft });
    right.push({ x: p.x - nx * wRight, y: p.y - ny * wRight });
  }
  const mid = pointAt(path, cum, total / 2).p;
  return { id, slots, hitPolygon: [...left, ...right.reverse()], center: mid, path };
}

/** One geometry per board area (the area follows the window's shape: ui/layout.ts). */
const cached = new Map<string, BoardGeometry>();

const MIN_CITY_GAP = 64;

/** Pushes crowded cities (the north-east) apart a little, each held near its true place by a spring. */
function relax(points: Pt[]): Pt[] {
  const p = points.map((q) => ({ ...q }));
  for (let it = 0; it < 300; it++) {
    for (let i = 0; i < p.length; i++) {
      for (let j = i + 1; j < p.length; j++) {
        const dx = p[j].x - p[i].x, dy = p[j].y - p[i].y;
        const d = Math.hypot(dx, dy) || 0.01;
        if (d >= MIN_CITY_GAP) continue;
        const push = ((MIN_CITY_GAP - d) / 2) * 0.2;
        p[i].x -= (dx / d) * push; p[i].y -= (dy / d) * push;
        p[j].x += (dx / d) * push; p[j].y += (dy / d) * push;
      }
    }
    p.forEach((q, i) => {
      q.x += (points[i].x - q.x) * 0.02;
      q.y += (points[i].y - q.y) * 0.02;
    });
  }
  return p;
}

/** The board of `map` laid out in `area` (world coordinates). Computed once per map and area. */
export function boardGeometry(area: Rect, carHalfHeight = 6, map: GameMap = USA_MAP): BoardGeometry {
  const key = `${map.id}:${area.x},${area.y},${area.w},${area.h},${carHalfHeight}`;
  const known = cached.get(key);
  if (known) return known;
  area = { ...area }; // a copy: the layout's regions change in place
  const { projection, land, stretch } = boardOutline(map, area, 26);
  const fitted = map.cities.map((c) => {
    const p = projection([c.lon, c.lat]) ?? [0, 0];
    return { x: area.x + (p[0] - area.x) * stretch, y: p[1] };
  });
  const cities = relax(fitted);
  const routes = map.routes.map((r) => {
    const a = cities[r.a], b = cities[r.b];
    const bend = bendFor(a, b, cities, [r.a, r.b]);
    const offset = r.double === null ? 0 : (r.id < r.double ? -1 : 1) * DOUBLE_OFFSET;
    return routeGeometry(r.id, samplePath(a, b, bend, offset), r.length, carHalfHeight, offset);
  });
  const geometry = { map, area, projection, states: land, stretch, cities, routes };
  cached.set(key, geometry);
  return geometry;
}

/** Draws the states onto a 2D canvas (world coordinates shifted by the area's origin). */
export function drawStates(ctx: CanvasRenderingContext2D, geo: BoardGeometry, scale: number, colors: { land: string; line: string; border: string }): void {
  ctx.save();
  ctx.scale(scale * geo.stretch, scale);
  ctx.translate(-geo.area.x, -geo.area.y);
  const path = geoPath(geo.projection, ctx);
  geo.states.features.forEach((f, i) => {
    ctx.beginPath();
    path(f);
    ctx.fillStyle = i % 3 === 0 ? colors.land : i % 3 === 1 ? shade(colors.land, -6) : shade(colors.land, 5);
    ctx.fill();
  });
  ctx.beginPath();
  geo.states.features.forEach((f) => path(f));
  ctx.lineWidth = 0.8;
  ctx.strokeStyle = colors.line;
  ctx.stroke();
  ctx.restore();
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const c = (v: number) => Math.max(0, Math.min(255, v + amount));
  return `rgb(${c(n >> 16)},${c((n >> 8) & 255)},${c(n & 255)})`;
}
