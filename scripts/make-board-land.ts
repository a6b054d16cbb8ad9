// Cuts the world's countries (world-atlas, 50 m: 200 KB brotli) into one small land file per board
// (client/src/map/land/<board>.json, about 3–45 KB brotli each), loaded with that board (map/worldCountries.ts):
//  - only the countries overlapping the board's box (map/landBoxes.ts), as the outline code drew before;
//  - each point clamped to the box widened by MARGIN_DEGREES: land far off the board (Siberia, the Sahara's south)
//    becomes a straight run along the widened box's edge, well outside anything a board shows. The segments of the
//    50 m outlines are short (once the antimeridian is moved away from the box), so clamping their ends keeps every
//    shape inside the box as it was;
//  - each arc simplified (Douglas–Peucker) and its points rounded to a step of the box's width / STEPS_ACROSS (0.004°
//    on Europe, a quarter of a CSS pixel at the board's closest zoom); the arcs shared by two countries stay shared.
//  - a ring that comes out flat or turned over (a speck of an island, a ring wholly outside the box) is dropped, since
//    d3-geo would read a turned-over ring as the whole globe but that island.
// Run after world-atlas or a box changes: npx tsx scripts/make-board-land.ts (client/test/boardLand.test.ts checks the files).
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { feature } from "topojson-client";
import { geoBounds } from "d3-geo";
import type { Topology, GeometryCollection, Polygon, MultiPolygon } from "topojson-specification";
import type { Feature } from "geojson";
import { LAND_BOXES, overlaps, type LandBoardId, type LonLatBox } from "../client/src/map/landBoxes.js";

const MARGIN_DEGREES = 5;
const STEPS_ACROSS = 25_000;

type Pt = [number, number];
type CountryGeometry = (Polygon | MultiPolygon) & { id?: string | number; properties?: object };

const world = createRequire(import.meta.url)("world-atlas/countries-50m.json") as Topology<{ countries: GeometryCollection }>;
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../client/src/map/land");

/** The world's arcs in longitude and latitude (TopoJSON stores them quantized and delta-encoded). */
function decodedArcs(topo: Topology): Pt[][] {
  const [sx, sy] = topo.transform!.scale, [tx, ty] = topo.transform!.translate;
  return topo.arcs.map((arc) => {
    let x = 0, y = 0;
    return arc.map(([dx, dy]) => { x += dx; y += dy; return [x * sx + tx, y * sy + ty] as Pt; });
  });
}

/** Douglas–Peucker: the points of `line` that keep it within `tolerance` of itself; the two ends always stay. */
export function simplified(line: Pt[], tolerance: number): Pt[] {
  if (line.length < 3) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const spans: [number, number][] = [[0, line.length - 1]];
  while (spans.length) {
    const [a, b] = spans.pop()!;
    const [ax, ay] = line[a], [bx, by] = line[b];
    const dx = bx - ax, dy = by - ay, length = Math.hypot(dx, dy);
    let far = -1, farthest = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = line[i];
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (d > farthest) { farthest = d; far = i; }
    }
    if (farthest > tolerance) { keep[far] = 1; spans.push([a, far], [far, b]); }
  }
  return line.filter((_, i) => keep[i] === 1);
}

/** Twice the signed area of a ring in the plane of longitude and latitude (its sign is the ring's turning). */
function signedArea(ring: Pt[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i], [x2, y2] = ring[(i + 1) % ring.length];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

function ringPoints(arcs: readonly Pt[][], ring: readonly number[]): Pt[] {
  const points: Pt[] = [];
  for (const index of ring) {
    const arc = index < 0 ? [...arcs[~index]].reverse() : arcs[index];
    points.push(...(points.length ? arc.slice(1) : arc));
  }
  return points;
}

export function boardLand(box: LonLatBox): Topology<{ countries: GeometryCollection }> {
  const step = (box.east - box.west) / STEPS_ACROSS;
  const [west, south] = [box.west - MARGIN_DEGREES, box.south - MARGIN_DEGREES];
  const [east, north] = [box.east + MARGIN_DEGREES, box.north + MARGIN_DEGREES];
  // longitudes first taken within 180° of the box's middle: a ring across the antimeridian (Chukotka) stays on one
  // side of the box instead of spanning it from edge to edge
  const middle = (box.west + box.east) / 2;
  const near = (x: number) => x - 360 * Math.floor((x - middle + 180) / 360);
  const clamp = ([x, y]: Pt): Pt => [Math.min(east, Math.max(west, near(x))), Math.min(north, Math.max(south, y))];
  const snap = ([x, y]: Pt): Pt => [Math.round((x - west) / step), Math.round((y - south) / step)];

  const worldArcs = decodedArcs(world);
  const clamped = new Map<number, Pt[]>();
  const snapped = new Map<number, Pt[]>();
  const arcOf = (index: number) => (index < 0 ? ~index : index);
  const countries = (world.objects.countries.geometries as CountryGeometry[])
    .filter((g) => g.type === "Polygon" || g.type === "MultiPolygon")
    .filter((g) => overlaps(box, geoBounds(feature(world, g) as Feature) as [[number, number], [number, number]]));
  for (const g of countries) {
    for (const index of (g.type === "Polygon" ? [g.arcs] : g.arcs).flat(2)) {
      const i = arcOf(index);
      if (clamped.has(i)) continue;
      const line = worldArcs[i].map(clamp);
      clamped.set(i, line);
      // rounded to the grid, without the repeats rounding makes (an arc keeps its two ends)
      const grid = simplified(line, step).map(snap);
      snapped.set(i, grid.filter((p, k) => k === 0 || k === grid.length - 1 || p[0] !== grid[k - 1][0] || p[1] !== grid[k - 1][1]));
    }
  }
  const [clampedArcs, snappedArcs] = [arcsBy(clamped), arcsBy(snapped)];
  const sameTurn = (ring: number[]) => {
    const before = signedArea(ringPoints(clampedArcs, ring));
    const after = signedArea(ringPoints(snappedArcs, ring));
    return after !== 0 && Math.sign(after) === Math.sign(before);
  };
  const kept: CountryGeometry[] = [];
  for (const g of countries) {
    const polygons = (g.type === "Polygon" ? [g.arcs] : g.arcs)
      .filter((rings) => sameTurn(rings[0]))
      .map((rings) => [rings[0], ...rings.slice(1).filter(sameTurn)]);
    if (polygons.length === 0) continue;
    kept.push(polygons.length === 1
      ? { type: "Polygon", arcs: polygons[0], id: g.id, properties: g.properties }
      : { type: "MultiPolygon", arcs: polygons, id: g.id, properties: g.properties });
  }
  // the arcs still used, numbered afresh
  const renumber = new Map<number, number>();
  const arcs: Pt[][] = [];
  const mapped = (index: number) => {
    const i = arcOf(index);
    if (!renumber.has(i)) { renumber.set(i, arcs.length); arcs.push(snapped.get(i)!); }
    return index < 0 ? ~renumber.get(i)! : renumber.get(i)!;
  };
  const geometries = kept.map((g) => g.type === "Polygon"
    ? { ...g, arcs: g.arcs.map((ring) => ring.map(mapped)) }
    : { ...g, arcs: g.arcs.map((rings) => rings.map((ring) => ring.map(mapped))) });
  const deltas = arcs.map((arc) => arc.map(([x, y], k) => (k === 0 ? [x, y] : [x - arc[k - 1][0], y - arc[k - 1][1]])));
  return {
    type: "Topology",
    transform: { scale: [step, step], translate: [west, south] },
    objects: { countries: { type: "GeometryCollection", geometries } },
    arcs: deltas,
  } as Topology<{ countries: GeometryCollection }>;
}

/** The arcs of a map as an array indexed by the world's arc numbers (the rings refer to those). */
function arcsBy(lines: Map<number, Pt[]>): Pt[][] {
  const all: Pt[][] = [];
  for (const [i, line] of lines) all[i] = line;
  return all;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(outDir, { recursive: true });
  for (const [id, box] of Object.entries(LAND_BOXES) as [LandBoardId, LonLatBox][]) {
    const text = JSON.stringify(boardLand(box));
    fs.writeFileSync(path.join(outDir, `${id}.json`), `${text}\n`);
    console.log(`${id}: ${(text.length / 1024).toFixed(0)} KB`);
  }
}
