// The longitudes and latitudes around each board but the USA's (which stands on its states): the countries
// overlapping a board's box are drawn under it (the canvas clips what falls off the board), and they are all that
// board's land file holds (scripts/make-board-land.ts cuts the world's countries into one small file per board).
import type { MapId } from "../rules.js";

export interface LonLatBox {
  west: number;
  east: number;
  south: number;
  north: number;
}

export type LandBoardId = Exclude<MapId, "usa">;

export const LAND_BOXES: Readonly<Record<LandBoardId, LonLatBox>> = {
  europe: { west: -30, east: 70, south: 25, north: 75 },
  nordic: { west: -2, east: 42, south: 52, north: 73 },
  switzerland: { west: 4.5, east: 12, south: 44.8, north: 48.8 },
  india: { west: 58, east: 100, south: 4, north: 38 },
  asia: { west: 25, east: 145, south: -2, north: 62 },
};

/** Whether a country whose bounds are [[w, s], [e, n]] (d3's geoBounds) overlaps `box`. */
export function overlaps(box: LonLatBox, [[w, s], [e, n]]: [[number, number], [number, number]]): boolean {
  // w > e: it crosses the antimeridian (Russia, the USA): it overlaps if the box reaches its west or east part
  const lonOverlaps = w > e ? box.east >= w || box.west <= e : e >= box.west && w <= box.east;
  return lonOverlaps && n >= box.south && s <= box.north;
}
