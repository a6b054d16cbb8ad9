// The land under the boards of the second wave (Nordic Countries, Switzerland, India) and Legendary Asia, as
// outlines.ts draws them. Each of the three is a Lambert conformal conic (the projection these countries' own mapping
// agencies use at this scale) with standard parallels inside the board, fitted to the cities (the land runs beyond
// them, the canvas clips it), over the world-atlas countries around the board (map/landBoxes.ts).
import { geoConicConformal, geoMercator, type GeoProjection } from "d3-geo";
import type { Feature } from "geojson";
import { landOf } from "./worldCountries.js";
import type { BoardOutline } from "./outlines.js";
import type { Rect } from "./geometry.js";

export type NewBoardId = "nordic" | "switzerland" | "india" | "asia";

/** What an outline needs of a map: its cities' real latitude and longitude (a GameMap has them). */
export interface PlacedCities {
  cities: readonly { lat: number; lon: number }[];
}

export interface NewBoardOutline {
  /** Width / height the board's area should have so the land fills it (printed boards: Nordic and India stand upright). */
  preferredAspect: number;
  /**
   * The most the picture is widened (x after the projection) in an area wider than `preferredAspect`: the board
   * area is always wide (about 2:1 on a desktop, the same drawing zoomed on a phone), so an upright board is widened
   * as printed boards are (the USA's by 1.32), never so far that its countries look squashed; the land beyond the
   * outermost cities fills the rest.
   */
  maxStretch: number;
  outline: (map: PlacedCities, area: Rect, pad: number) => BoardOutline;
}

function cityPoints(map: PlacedCities): Feature {
  return { type: "Feature", properties: {}, geometry: { type: "MultiPoint", coordinates: map.cities.map((c) => [c.lon, c.lat]) } };
}

/** The horizontal stretch for `area`: `base` in an area of the board's own shape, more in a wider one, up to `max`. */
function stretchFor(area: Rect, preferredAspect: number, base: number, max: number): number {
  const widen = area.w / area.h / preferredAspect;
  return Math.min(max, Math.max(base, base * widen));
}

/**
 * Fits `projection` to the cities inside `area` less the room kept for the outermost names, for a board drawn with
 * `stretch` (x is scaled by it after the projection, about area.x: so the fit box is area.w / stretch wide).
 */
function fitted(projection: GeoProjection, map: PlacedCities, area: Rect, room: { side: number; top: number; bottom: number }, stretch: number): GeoProjection {
  return projection.fitExtent(
    [[area.x + room.side / stretch, area.y + room.top], [area.x + (area.w - room.side) / stretch, area.y + area.h - room.bottom]],
    cityPoints(map),
  );
}

export const NEW_BOARD_OUTLINES: Record<NewBoardId, NewBoardOutline> = {
  // Honningsvåg to København, Bergen to Murmansk: taller than wide, as the printed board stands.
  nordic: {
    preferredAspect: 0.68,
    maxStretch: 1.55,
    outline: (map, area, pad) => {
      const stretch = stretchFor(area, 0.68, 1, 1.55);
      const projection = fitted(geoConicConformal().parallels([58, 68]).rotate([-19, 0]), map, area, { side: pad * 2.6, top: pad * 1.4, bottom: pad * 1.4 }, stretch);
      return { projection, land: landOf("nordic"), stretch };
    },
  },
  // Genève to Brusio is about 1.4 times as wide as Basel to Lugano is tall; the board is wider still (about 1.55).
  switzerland: {
    preferredAspect: 1.55,
    maxStretch: 1.4,
    outline: (map, area, pad) => {
      const stretch = stretchFor(area, 1.55, 1.1, 1.4);
      const projection = fitted(geoConicConformal().parallels([46, 47.5]).rotate([-8.2, 0]), map, area, { side: pad * 3, top: pad * 1.6, bottom: pad * 1.6 }, stretch);
      return { projection, land: landOf("switzerland"), stretch };
    },
  },
  // Peshawar to Quilon spans about as far as Karachi to Jarhat, but the printed board stands upright: in an area of
  // its own shape the picture is drawn narrower (x × 0.8), as the USA's is drawn wider.
  india: {
    preferredAspect: 0.75,
    maxStretch: 1.45,
    outline: (map, area, pad) => {
      const stretch = stretchFor(area, 0.75, 0.8, 1.45);
      const projection = fitted(geoConicConformal().parallels([12, 28]).rotate([-80, 0]), map, area, { side: pad * 2.6, top: pad * 1.4, bottom: pad * 1.4 }, stretch);
      return { projection, land: landOf("india"), stretch };
    },
  },
  // Legendary Asia: Ankara to Kobe, Perm to Singapore, wider than tall as the printed board lies. Over 100° of
  // longitude a conic's parallels bend (Krasnoyarsk would stand above Perm, which lies further north): a Mercator
  // keeps them straight, so north stays up across the whole board, as the printed board is drawn.
  asia: {
    preferredAspect: 1.5,
    maxStretch: 1.35,
    outline: (map, area, pad) => {
      const stretch = stretchFor(area, 1.5, 1, 1.35);
      const projection = fitted(geoMercator().rotate([-85, 0]), map, area, { side: pad * 3, top: pad * 1.4, bottom: pad * 1.4 }, stretch);
      return { projection, land: landOf("asia"), stretch };
    },
  },
};
