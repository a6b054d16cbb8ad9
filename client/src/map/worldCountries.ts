// The world's countries (world-atlas, 50 m: about 200 KB brotli, the largest piece of the client) drawn under every
// board but the USA's. Loaded with the first such board, not with the page: a USA first board never fetches it.
// A scene that draws a board asks `outlineReady` first and, when it is not, waits for `loadBoardOutline` and starts
// again (scenes/outlineGate.ts); the outline code reads the loaded file synchronously.
import type { Topology, GeometryCollection } from "topojson-specification";
import type { MapId } from "../rules.js";

export type CountriesTopology = Topology<{ countries: GeometryCollection }>;

let countries: CountriesTopology | null = null;
let loading: Promise<void> | null = null;

/** The USA's states ship with the page (the login's backdrop draws them); every other board stands on the countries. */
export function outlineReady(id: MapId): boolean {
  return id === "usa" || countries !== null;
}

/** Fetches the land a board needs (once; later calls share the same promise). */
export function loadBoardOutline(id: MapId): Promise<void> {
  if (outlineReady(id)) return Promise.resolve();
  loading ??= import("world-atlas/countries-50m.json", { with: { type: "json" } }).then((m) => {
    countries = m.default as unknown as CountriesTopology;
  }, (error: unknown) => {
    loading = null; // a later board tries again (the network came back)
    throw error;
  });
  return loading;
}

/** The loaded countries; asking before `loadBoardOutline` is a bug in the caller, not a state to draw. */
export function worldCountries(): CountriesTopology {
  if (!countries) throw new Error("the world's countries are not loaded yet: await loadBoardOutline(mapId) before drawing this board");
  return countries;
}
