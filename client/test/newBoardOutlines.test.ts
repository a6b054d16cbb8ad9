// The land under the second wave's boards (client/src/map/newBoardOutlines.ts), without a browser: each board's cities
// fill the area drawn for it, north stays up, and the land holds every country the board's cities are in.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { NEW_BOARD_OUTLINES, type NewBoardId } from "../src/map/newBoardOutlines.js";
import { loadBoardOutline } from "../src/map/worldCountries.js";

// each board's land file is loaded with the board, as a browser loads it (the outlines below are computed while
// mocha collects the tests)
await Promise.all((["nordic", "switzerland", "india", "asia"] as const).map(loadBoardOutline));

interface Board {
  cities: readonly { name: string; lat: number; lon: number; country?: boolean }[];
  gazetteer: { countries: Readonly<Record<string, string>> };
}
// The rules library does not serve these boards yet (its map registry knows the USA and Europe): until it does, the
// test reads their data files, the boards' single source of truth, as plain JSON.
const readBoard = (id: NewBoardId): Board =>
  JSON.parse(readFileSync(new URL(`../../shared-rules/src/data/ttr-${id}.json`, import.meta.url), "utf8")) as Board;
const BOARDS: Record<NewBoardId, Board> = { nordic: readBoard("nordic"), switzerland: readBoard("switzerland"), india: readBoard("india"), asia: readBoard("asia") };

/** world-atlas names countries by their ISO 3166 numeric code. */
const ISO_NUMERIC: Record<string, string> = {
  NO: "578", SE: "752", FI: "246", DK: "208", EE: "233", RU: "643",
  CH: "756", LI: "438", FR: "250", DE: "276", AT: "040", IT: "380",
  IN: "356", PK: "586", BD: "050",
  TR: "792", IQ: "368", TH: "764", CN: "156", LK: "144", VN: "704", NP: "524", JP: "392", MO: "446", MM: "104", SA: "682",
  KR: "410", UZ: "860", IR: "364", SG: "702", TW: "158", GE: "268", MN: "496",
};
/** The countries each board's arrows or edges show beyond its cities' own (Switzerland's four neighbours). */
const NEIGHBOURS: Record<NewBoardId, string[]> = { nordic: [], switzerland: ["FR", "DE", "AT", "IT"], india: [], asia: [] };

const PAD = 26;

for (const id of Object.keys(BOARDS) as NewBoardId[]) {
  const board = BOARDS[id];
  const { preferredAspect, outline } = NEW_BOARD_OUTLINES[id];
  const area = { x: 40, y: 30, w: Math.round(800 * preferredAspect), h: 800 };
  const { projection, land, stretch } = outline(board, area, PAD);
  const place = (c: { lat: number; lon: number }) => {
    const p = projection([c.lon, c.lat]);
    assert.ok(p, "projected");
    return { x: area.x + (p[0] - area.x) * stretch, y: p[1] };
  };

  describe(`the ${id} board's land`, () => {
    it("draws every city inside the board's area, and the cities fill it", () => {
      const points = board.cities.map(place);
      for (const [i, p] of points.entries()) {
        assert.ok(p.x >= area.x && p.x <= area.x + area.w && p.y >= area.y && p.y <= area.y + area.h, `${board.cities[i].name} at ${p.x}, ${p.y}`);
      }
      const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
      const filled = Math.max((Math.max(...xs) - Math.min(...xs)) / area.w, (Math.max(...ys) - Math.min(...ys)) / area.h);
      assert.ok(filled > 0.7, `the cities span ${Math.round(filled * 100)} % of the area`);
    });

    it("keeps north up: the northernmost city is drawn highest, the southernmost lowest", () => {
      const byLat = [...board.cities].sort((a, b) => a.lat - b.lat);
      const ys = board.cities.map((c) => place(c).y);
      assert.equal(Math.min(...ys), place(byLat[byLat.length - 1]).y);
      assert.equal(Math.max(...ys), place(byLat[0]).y);
    });

    it("draws the land of every country the board reaches", () => {
      const drawn = new Set(land.features.map((f) => String(f.id)));
      const wanted = new Set([...Object.values(board.gazetteer.countries), ...NEIGHBOURS[id]]);
      for (const iso of wanted) assert.ok(drawn.has(ISO_NUMERIC[iso]), `${id} draws ${iso}`);
      assert.ok(!drawn.has("840"), "not the USA (it only crosses the antimeridian)");
    });
  });
}

describe("the boards in the game's wide board area (1318×628, a phone zooms the same drawing)", () => {
  const area = { x: 276, y: 44, w: 1318, h: 628 };
  for (const id of Object.keys(BOARDS) as NewBoardId[]) {
    it(`widens ${id} to spread its cities over the area, within its most stretch, every city inside`, () => {
      const { outline, maxStretch } = NEW_BOARD_OUTLINES[id];
      const { projection, stretch } = outline(BOARDS[id], area, PAD);
      assert.ok(stretch <= maxStretch, `stretch ${stretch}`);
      const xs = BOARDS[id].cities.map((c) => area.x + ((projection([c.lon, c.lat]) ?? [0, 0])[0] - area.x) * stretch);
      for (const x of xs) assert.ok(x >= area.x && x <= area.x + area.w, `x ${x}`);
      const span = (Math.max(...xs) - Math.min(...xs)) / area.w;
      assert.ok(span > 0.4, `the cities span ${Math.round(span * 100)} % of the width`);
    });
  }
});

describe("the boards' shapes", () => {
  it("stands Nordic Countries and India upright and lays Switzerland wide, as the printed boards are", () => {
    assert.ok(NEW_BOARD_OUTLINES.nordic.preferredAspect < 1);
    assert.ok(NEW_BOARD_OUTLINES.india.preferredAspect < 1);
    assert.ok(NEW_BOARD_OUTLINES.switzerland.preferredAspect > 1);
  });
});
