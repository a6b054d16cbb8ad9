// The countries under each board but the USA's: one small land file per board (map/land/<board>.json, 5–45 KB
// brotli, cut from world-atlas's 50 m countries by scripts/make-board-land.ts), loaded with that board, not with the
// page: a USA first board fetches none, and a Europe board only Europe's land (the whole world was 200 KB).
// A scene that draws a board asks `outlineReady` first and, when it is not, waits for `loadBoardOutline` and starts
// again (scenes/outlineGate.ts); the outline code reads the loaded land synchronously.
import { feature } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";
import type { FeatureCollection, Geometry } from "geojson";
import type { MapId } from "../rules.js";
import type { LandBoardId } from "./landBoxes.js";

export type CountriesTopology = Topology<{ countries: GeometryCollection }>;

type LandModule = Promise<{ default: unknown }>;
const LAND_FILES: Readonly<Record<LandBoardId, () => LandModule>> = {
  europe: () => import("./land/europe.json", { with: { type: "json" } }),
  nordic: () => import("./land/nordic.json", { with: { type: "json" } }),
  switzerland: () => import("./land/switzerland.json", { with: { type: "json" } }),
  india: () => import("./land/india.json", { with: { type: "json" } }),
  asia: () => import("./land/asia.json", { with: { type: "json" } }),
};

const lands = new Map<LandBoardId, CountriesTopology>();
const loading = new Map<LandBoardId, Promise<void>>();

/** The USA's states ship with the page (the login's backdrop draws them); every other board stands on its land file. */
export function outlineReady(id: MapId): boolean {
  return id === "usa" || lands.has(id);
}

/** Fetches the land a board needs (once; later calls share the same promise). */
export function loadBoardOutline(id: MapId): Promise<void> {
  if (id === "usa" || lands.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = LAND_FILES[id]().then((m) => {
      lands.set(id, m.default as CountriesTopology);
    }, (error: unknown) => {
      loading.delete(id); // a later board tries again (the network came back)
      throw error;
    });
    loading.set(id, pending);
  }
  return pending;
}

/** The loaded countries of a board; asking before `loadBoardOutline` is a bug in the caller, not a state to draw. */
export function boardCountries(id: LandBoardId): CountriesTopology {
  const land = lands.get(id);
  if (!land) throw new Error(`the land of ${id} is not loaded yet: await loadBoardOutline("${id}") before drawing this board`);
  return land;
}

const features = new Map<LandBoardId, FeatureCollection<Geometry>>();
/** The board's countries as features (read once per board; its file holds only the countries around it). */
export function landOf(id: LandBoardId): FeatureCollection<Geometry> {
  let land = features.get(id);
  if (!land) {
    const topo = boardCountries(id);
    land = feature(topo, topo.objects.countries) as FeatureCollection<Geometry>;
    features.set(id, land);
  }
  return land;
}
