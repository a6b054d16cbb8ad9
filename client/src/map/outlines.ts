// Which land each board draws under its cities, and how it is projected: the map is data (shared-rules), the picture
// is ours. The USA keeps d3-geo's Albers over the lower 48 states (us-atlas), exactly as before maps were data;
// Europe is a Lambert conformal conic (the projection Europe's own mapping agencies use, ETRS89-LCC style) over the
// countries of world-atlas, fitted to the 47 cities rather than to the land, since the land runs far beyond them.
// Nordic Countries, Switzerland and India: newBoardOutlines.ts.
import { geoAlbers, geoConicConformal, type GeoProjection } from "d3-geo";
import { feature } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import statesTopo from "us-atlas/states-10m.json" with { type: "json" };
import { landOf } from "./worldCountries.js";
import type { GameMap, MapId } from "../rules.js";
import type { Rect } from "./geometry.js";
import { NEW_BOARD_OUTLINES } from "./newBoardOutlines.js";

export interface BoardOutline {
  /** The projection for the outlines and the cities' latitude/longitude, fitted into `box`. */
  projection: GeoProjection;
  /** The land drawn under the board (states or countries). */
  land: FeatureCollection<Geometry>;
  /** Horizontal stretch applied after the projection (the board area is wider than the land). */
  stretch: number;
}

/** Lower 48 only: Alaska, Hawaii and the territories are far off the board. */
const OFF_BOARD = new Set(["02", "15", "60", "66", "69", "72", "78"]);

function lowerStates(): FeatureCollection<Geometry> {
  const topo = statesTopo as unknown as Topology<{ states: GeometryCollection }>;
  const all = feature(topo, topo.objects.states) as FeatureCollection<Geometry>;
  return { type: "FeatureCollection", features: all.features.filter((f) => !OFF_BOARD.has(String(f.id))) };
}

function cityPoints(map: GameMap): Feature {
  return { type: "Feature", properties: {}, geometry: { type: "MultiPoint", coordinates: map.cities.map((c) => [c.lon, c.lat]) } };
}

/** The USA's stretch, as the board has always been drawn. */
const USA_STRETCH = 1.32;
/** Europe's cities span about 1.4 times as wide as tall: a milder stretch fills the wide board. */
const EUROPE_STRETCH = 1.25;

type OutlineMaker = (map: GameMap, area: Rect, pad: number) => BoardOutline;

const OUTLINES: Record<MapId, OutlineMaker> = {
  usa: (map, area, pad) => {
    const land = lowerStates();
    // The lower 48 is wider than tall but the board area is wider still: fit the projection into a narrower box,
    // then stretch x by the difference (the same stretch for outlines and cities), as printed boards do.
    const projection = geoAlbers().fitExtent(
      [[area.x + pad * 2.2, area.y + pad], [area.x + area.w / USA_STRETCH - pad, area.y + area.h - pad]],
      { type: "FeatureCollection", features: [...land.features, cityPoints(map)] },
    );
    return { projection, land, stretch: USA_STRETCH };
  },
  europe: (map, area, pad) => {
    // Room around the outermost cities for their names (Lisboa, Cadiz at the left; Erzurum, Petrograd at the edges).
    const side = pad * 3.2, top = pad * 1.6, bottom = pad * 1.2;
    const projection = geoConicConformal().parallels([40, 56]).rotate([-16, 0]).fitExtent(
      [[area.x + side, area.y + top], [area.x + area.w / EUROPE_STRETCH - side / EUROPE_STRETCH, area.y + area.h - bottom]],
      cityPoints(map),
    );
    return { projection, land: landOf("europe"), stretch: EUROPE_STRETCH };
  },
  // The second wave: each its own conic and fit (newBoardOutlines.ts); Nordic Countries and India stand upright
  nordic: (map, area, pad) => NEW_BOARD_OUTLINES.nordic.outline(map, area, pad),
  switzerland: (map, area, pad) => NEW_BOARD_OUTLINES.switzerland.outline(map, area, pad),
  india: (map, area, pad) => NEW_BOARD_OUTLINES.india.outline(map, area, pad),
  asia: (map, area, pad) => NEW_BOARD_OUTLINES.asia.outline(map, area, pad),
};

export function boardOutline(map: GameMap, area: Rect, pad: number): BoardOutline {
  return OUTLINES[map.id](map, area, pad);
}
