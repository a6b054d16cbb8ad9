// Each board's land file (client/src/map/land, cut from world-atlas's 50 m countries by scripts/make-board-land.ts):
// up to date with the script and the boxes, holding the same countries, and land and sea where the world has them
// everywhere inside the board's box (the clamping and the simplification change nothing a board shows).
import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import { geoBounds, geoContains } from "d3-geo";
import { feature } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";
import type { Feature, FeatureCollection, Geometry } from "geojson";
import { boardLand } from "../../scripts/make-board-land.js";
import { LAND_BOXES, overlaps, type LandBoardId, type LonLatBox } from "../src/map/landBoxes.js";

type Countries = Topology<{ countries: GeometryCollection }>;
const world = createRequire(import.meta.url)("world-atlas/countries-50m.json") as Countries;
const features = (topo: Countries) => (feature(topo, topo.objects.countries) as FeatureCollection<Geometry>).features;
const landFile = (id: LandBoardId) => JSON.parse(fs.readFileSync(new URL(`../src/map/land/${id}.json`, import.meta.url), "utf8")) as Countries;

/** The country (its id) at a longitude and latitude, or "sea". */
function countryAt(countries: readonly Feature[], bounds: readonly [[number, number], [number, number]][], at: [number, number]): string {
  const i = countries.findIndex((c, k) => overlaps({ west: at[0], east: at[0], south: at[1], north: at[1] }, bounds[k]) && geoContains(c, at));
  return i < 0 ? "sea" : String(countries[i].id);
}

describe("client: each board's land file", function () {
  this.timeout(120_000);
  const worldCountries = features(world);
  const worldBounds = worldCountries.map((c) => geoBounds(c) as [[number, number], [number, number]]);

  for (const [id, box] of Object.entries(LAND_BOXES) as [LandBoardId, LonLatBox][]) {
    it(`${id}: as the script makes it, with the world's countries around the board, land and sea where they are`, () => {
      const file = landFile(id);
      assert.deepEqual(file, JSON.parse(JSON.stringify(boardLand(box))), `client/src/map/land/${id}.json is stale: npx tsx scripts/make-board-land.ts`);
      const land = features(file);
      const near = worldCountries.filter((_, k) => overlaps(box, worldBounds[k])).map((c) => String(c.id));
      // a country whose bounds overlap the box but whose land lies outside it (France's and Norway's islands for Asia)
      // is left out: the grid below finds any land that went missing
      assert.deepEqual(land.map((c) => String(c.id)).filter((c) => !near.includes(c)), [], "only countries overlapping the box");
      assert.ok(land.length >= near.length * 0.9, `most countries overlapping the box are kept (${land.length} of ${near.length})`);
      const landBounds = land.map((c) => geoBounds(c) as [[number, number], [number, number]]);
      // a 24 × 24 grid over the box, off any round longitude or latitude a border might follow
      const differ: string[] = [];
      for (let i = 0; i < 24; i++) {
        for (let j = 0; j < 24; j++) {
          const at: [number, number] = [box.west + ((i + 0.37) / 24) * (box.east - box.west), box.south + ((j + 0.61) / 24) * (box.north - box.south)];
          const [was, is] = [countryAt(worldCountries, worldBounds, at), countryAt(land, landBounds, at)];
          if (was !== is) differ.push(`${at.map((v) => v.toFixed(2)).join(",")}: ${was} became ${is}`);
        }
      }
      assert.deepEqual(differ, []);
    });
  }
});
