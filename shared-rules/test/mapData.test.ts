// The data of Nordic Countries, Switzerland and India (data/ttr-*.json, read raw: the rules engine reads them through
// map.ts) against the published component counts and the board's own consistency: every route's ends exist, doubles
// pair up, every ticket can be completed, the scoring table has every length, and the rule switches each map's rules
// sheet states.
import assert from "node:assert/strict";
import nordic from "../src/data/ttr-nordic.json" with { type: "json" };
import switzerland from "../src/data/ttr-switzerland.json" with { type: "json" };
import india from "../src/data/ttr-india.json" with { type: "json" };

interface RawRoute {
  id: number;
  a: string;
  b: string;
  length: number;
  color: string;
  kind: string;
  locomotives?: number;
  anyCardsPerColoredCard?: number;
  double?: number;
}
type RawTicket = { a: string; kind: string } & ({ b: string; points: number } | { destinations: { to: string; points: number }[] });
interface RawBoard {
  cities: readonly { name: string; lat: number; lon: number; country?: boolean }[];
  routes: readonly RawRoute[];
  tickets: readonly RawTicket[];
  scoring: Readonly<Record<string, number>>;
  trainsPerPlayer: number;
  trainCards: Readonly<Record<string, number>>;
  longestPathBonus: number;
  longestPathName: string;
  rules: Record<string, unknown>;
}

const BOARDS = { nordic, switzerland, india } as unknown as Record<"nordic" | "switzerland" | "india", RawBoard>;

/** Published counts: cities (countries apart), route tracks (a double is two), tickets, trains per player. */
const PUBLISHED = {
  nordic: { cities: 39, countries: 0, tracks: 81, tickets: 46, trains: 40 },
  switzerland: { cities: 34, countries: 4, tracks: 88, tickets: 46, trains: 40 },
  india: { cities: 39, countries: 0, tracks: 108, tickets: 58, trains: 45 },
};

/** Twins that differ in length on the board itself (both sources list them so); doubles all the same. */
const UNEQUAL_TWINS = new Set(["Kristiansand|Stavanger", "Mo I Rana|Trondheim"]);

const COLORS = ["red", "orange", "yellow", "green", "blue", "purple", "black", "white", "gray"];

/** Cities reachable from `from` over every route; a country is an end, never a waypoint (no path runs through it). */
function reachable(board: RawBoard, from: string): Set<string> {
  const isCountry = new Set(board.cities.filter((c) => c.country).map((c) => c.name));
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const here = queue.shift() as string;
    if (here !== from && isCountry.has(here)) continue;
    for (const r of board.routes) {
      const there = r.a === here ? r.b : r.b === here ? r.a : null;
      if (there !== null && !seen.has(there)) {
        seen.add(there);
        queue.push(there);
      }
    }
  }
  return seen;
}

const ticketEnds = (t: RawTicket): string[] => ("destinations" in t ? t.destinations.map((d) => d.to) : [t.b]);

for (const [id, board] of Object.entries(BOARDS) as [keyof typeof BOARDS, RawBoard][]) {
  const want = PUBLISHED[id];

  describe(`the ${id} board data`, () => {
    it(`has the published counts: ${want.cities} cities${want.countries ? ` + ${want.countries} countries` : ""}, ${want.tracks} route tracks, ${want.tickets} tickets, ${want.trains} trains`, () => {
      assert.equal(board.cities.filter((c) => !c.country).length, want.cities);
      assert.equal(board.cities.filter((c) => c.country).length, want.countries);
      assert.equal(new Set(board.cities.map((c) => c.name)).size, board.cities.length, "city names are unique");
      assert.equal(board.routes.length, want.tracks);
      assert.equal(board.tickets.length, want.tickets);
      assert.equal(board.trainsPerPlayer, want.trains);
      assert.deepEqual(board.trainCards, { red: 12, orange: 12, yellow: 12, green: 12, blue: 12, purple: 12, black: 12, white: 12, locomotive: 14 });
    });

    it("names existing cities at both ends of every route, numbers routes in order, and knows every colour and kind", () => {
      const names = new Set(board.cities.map((c) => c.name));
      board.routes.forEach((r, i) => {
        assert.equal(r.id, i);
        assert.ok(names.has(r.a) && names.has(r.b), `route ${i} ends`);
        assert.ok(r.a < r.b, `route ${i} lists its ends in order`);
        assert.ok(COLORS.includes(r.color), `route ${i} colour`);
        assert.ok(["normal", "tunnel", "ferry"].includes(r.kind), `route ${i} kind`);
        assert.equal(r.kind === "ferry", (r.locomotives ?? 0) > 0, `route ${i}: a ferry and only a ferry needs locomotives`);
        assert.ok(r.length >= 1 && Number.isInteger(r.length));
      });
    });

    it("pairs every double with its twin on the same two cities, with the same length (but the board's two unequal twins)", () => {
      for (const r of board.routes) {
        const sameEnds = board.routes.filter((o) => o.a === r.a && o.b === r.b);
        assert.ok(sameEnds.length <= 2, `${r.a}–${r.b}: at most two tracks`);
        if (sameEnds.length === 1) {
          assert.equal(r.double, undefined, `route ${r.id} has no twin`);
          continue;
        }
        const twin = board.routes[r.double as number];
        assert.ok(twin && twin.id !== r.id && twin.double === r.id, `route ${r.id}'s twin points back`);
        assert.deepEqual([twin.a, twin.b], [r.a, r.b]);
        if (!UNEQUAL_TWINS.has(`${r.a}|${r.b}`)) assert.equal(twin.length, r.length, `${r.a}–${r.b} twins' lengths`);
      }
      const unequal = board.routes.filter((r) => r.double !== undefined && board.routes[r.double].length !== r.length);
      assert.deepEqual([...new Set(unequal.map((r) => `${r.a}|${r.b}`))].sort(), id === "nordic" ? [...UNEQUAL_TWINS].sort() : []);
    });

    it("lets every ticket be completed: a path of routes joins its cities (never through a country)", () => {
      const names = new Set(board.cities.map((c) => c.name));
      for (const t of board.tickets) {
        const from = reachable(board, t.a);
        for (const end of ticketEnds(t)) {
          assert.ok(names.has(end) && end !== t.a, `ticket ${t.a}–${end}`);
          assert.ok(from.has(end), `ticket ${t.a}–${end} can be completed`);
        }
      }
    });

    it("scores every route length the board has, and no other", () => {
      const lengths = [...new Set(board.routes.map((r) => r.length))].sort((x, y) => x - y);
      assert.deepEqual(Object.keys(board.scoring).map(Number), lengths);
      const published: Record<number, number> = { 1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 8: 21, 9: 27 };
      for (const n of lengths) assert.equal(board.scoring[n], published[n], `length ${n}`);
    });
  });
}

describe("each new board's own rules and facts", () => {
  it("Nordic Countries: 2–3 players, doubles from 3; locomotives only on tunnels and ferries, a face-up one counts as one card; 3 cards per ferry locomotive; Murmansk–Lieksa 9 takes any 4 cards per card; 5 tickets dealt keep 2, unkept ones leave; the Globetrotter and no longest path", () => {
    const r = BOARDS.nordic.rules;
    assert.deepEqual([r.players, r.doubleRoutesBothUsableFromPlayers], [{ min: 2, max: 3 }, 3]);
    assert.deepEqual(r.locomotivesOnlyOn, ["tunnel", "ferry"]);
    assert.equal(r.faceUpLocomotiveCountsAsOne, true);
    assert.equal(r.ferryAnyCardsPerLocomotive, 3);
    assert.equal(r.unkeptTicketsLeaveGame, true);
    assert.deepEqual([r.initialTickets, r.drawTickets], [{ deal: 5, keepAtLeast: 2 }, { deal: 3, keepAtLeast: 1 }]);
    assert.deepEqual(r.endBonuses, [{ kind: "globetrotter", points: 10 }]);
    assert.equal(BOARDS.nordic.longestPathBonus, 0);
    const special = BOARDS.nordic.routes.filter((x) => x.anyCardsPerColoredCard !== undefined);
    assert.deepEqual(special.map((x) => [x.a, x.b, x.length, x.color, x.anyCardsPerColoredCard]), [["Lieksa", "Murmansk", 9, "gray", 4]]);
    assert.equal(BOARDS.nordic.scoring[9], 27);
  });

  it("Switzerland: 2–3 players, doubles from 3; locomotives only on tunnels; 4 countries as route and ticket ends (3, 4, 5 and 5 routes reach them); 12 country tickets whose destinations exist; longest path 10", () => {
    const board = BOARDS.switzerland;
    const r = board.rules;
    assert.deepEqual([r.players, r.doubleRoutesBothUsableFromPlayers], [{ min: 2, max: 3 }, 3]);
    assert.deepEqual(r.locomotivesOnlyOn, ["tunnel"]);
    assert.equal(r.faceUpLocomotiveCountsAsOne, true);
    assert.equal(r.unkeptTicketsLeaveGame, true);
    assert.deepEqual(r.initialTickets, { deal: 5, keepAtLeast: 2 });
    assert.equal(board.longestPathBonus, 10);
    const countries = board.cities.filter((c) => c.country).map((c) => c.name).sort();
    assert.deepEqual(countries, ["Deutschland", "France", "Italia", "Österreich"]);
    const countryTickets = board.tickets.filter((t) => t.kind === "country");
    assert.equal(countryTickets.length, 12, "4 country-to-country tickets twice, and 4 from a city");
    for (const t of countryTickets) {
      assert.ok("destinations" in t && t.destinations.length >= 3);
      for (const d of t.destinations) assert.ok(countries.includes(d.to) && d.points > 0, `${t.a} → ${d.to}`);
    }
    assert.equal(board.routes.filter((x) => x.kind === "ferry").length, 0);
    // the rules sheet: 3 routes lead to Austria, 4 to France, 5 to Italy and 5 to Germany
    const routesTo = (country: string) => board.routes.filter((x) => x.a === country || x.b === country).length;
    assert.deepEqual(countries.map((c) => [c, routesTo(c)]), [["Deutschland", 5], ["France", 4], ["Italia", 5], ["Österreich", 3]]);
  });

  it("India: 2–4 players, doubles from 4; 4 tickets dealt keep 2, draw 3 keep 1; the Indian Express (longest path, 10) and the Grand Tour 5/10/20/30/40; no length-5 route", () => {
    const board = BOARDS.india;
    const r = board.rules;
    assert.deepEqual([r.players, r.doubleRoutesBothUsableFromPlayers], [{ min: 2, max: 4 }, 4]);
    assert.deepEqual([r.initialTickets, r.drawTickets], [{ deal: 4, keepAtLeast: 2 }, { deal: 3, keepAtLeast: 1 }]);
    assert.deepEqual(r.endBonuses, [{ kind: "longestPath", points: 10 }, { kind: "grandTour", pointsByCount: [5, 10, 20, 30, 40] }]);
    assert.equal(board.longestPathName, "Indian Express");
    assert.equal(r.locomotivesOnlyOn, undefined);
    assert.equal(board.scoring[5], undefined);
    assert.ok(board.routes.every((x) => x.kind !== "tunnel"));
  });
});
