// The end screen's breakdown on every board, from scores the rules themselves made (scoreGame over played or set-up
// games): the parts add up to the server's total, each board shows its own bonuses and no other (no longest path on
// Nordic Countries; the Globetrotter there, ties all scoring; each Grand Tour on India with its two paths; a country
// ticket on Switzerland by the destination that counted, or the lowest lost), and the USA and Europe keep their old
// columns exactly.
import assert from "node:assert/strict";
import { emptyHand, mapById, scoreGame, ticketProgress, type GameMap, type MapId, type PlayerState } from "../../shared-rules/src/index.js";
import { playRandomGame } from "../../shared-rules/test/kit.js";
import { partsSum, scoreBreakdown } from "../src/scenes/end/breakdown.js";
import { desktopColumns, longestPathName, phoneColumns } from "../src/scenes/end/breakdownTable.js";
import { bonusLines, countryNote } from "../src/scenes/end/bonusLines.js";
import { t } from "../src/i18n/i18n.js";

const BOARDS: { map: MapId; players: number }[] = [
  { map: "usa", players: 3 }, { map: "europe", players: 3 }, { map: "nordic", players: 3 }, { map: "switzerland", players: 3 }, { map: "india", players: 4 },
];

/** A player holding these tickets and routes (what scoreGame reads), on a board without stations. */
function holder(tickets: number[], routes: number[]): PlayerState {
  return { color: "red", trainsLeft: 0, hand: emptyHand(), tickets, pendingTickets: [], routes, routePoints: 0 };
}

/** The routes of one cheapest way to join a ticket's cities on an empty board. */
function pathFor(map: GameMap, ticketId: number): number[] {
  return ticketProgress(map.routes.map(() => -1), 2, 0, [ticketId], { map: map.id })[0]!.routesToClaim;
}

describe("client: the end screen's breakdown on every board", () => {
  for (const { map: id, players } of BOARDS) {
    it(`${id}: every part adds up to the rules' total, with a column for each of the board's bonuses`, () => {
      const map = mapById(id);
      for (const seed of [3, 8]) {
        const { state } = playRandomGame(seed, players, undefined, "uniform", 20_000, id);
        const result = scoreGame(state);
        const breakdowns = result.scores.map((s) => scoreBreakdown(map, s));
        breakdowns.forEach((b, i) => assert.equal(partsSum(b), result.scores[i]!.total, `${id} seed ${seed} seat ${i}`));
        const desk = desktopColumns(map, breakdowns, true);
        const phone = phoneColumns(map, breakdowns);
        for (const columns of [desk, phone]) {
          columns.rows.forEach((row, i) => assert.equal(row[columns.totalColumn], String(result.scores[i]!.total)));
          for (const row of columns.rows) assert.equal(row.length, columns.heads.length);
        }
        const hasLongest = map.rules.endBonuses.some((b) => b.kind === "longestPath");
        assert.equal(desk.heads.some((h) => h.startsWith(longestPathName(map))), hasLongest, "a longest-path column exactly on boards with it");
        assert.equal(desk.heads.includes(t("mapsEnd.globetrotter")), id === "nordic");
        assert.equal(desk.heads.includes(t("mapsEnd.grandTours")), id === "india");
      }
    });
  }

  it("the USA and Europe keep their old columns: the longest path in cars, its bonus, stations on Europe", () => {
    const heads = (id: MapId) => desktopColumns(mapById(id), [], true).heads;
    assert.deepEqual(heads("usa"), ["Routes", "Tickets completed", "Tickets failed", "Longest path (gold)", "Bonus", "Total"]);
    assert.deepEqual(heads("europe"), ["Routes", "Tickets completed", "Tickets failed", "European Express (gold)", "Bonus", "Stations", "Total"]);
    assert.deepEqual(phoneColumns(mapById("usa"), []).heads, ["Routes", "Tickets", "Longest", "Total"]);
    const { state } = playRandomGame(31, 3);
    const result = scoreGame(state);
    const winner = result.scores.find((s) => s.longestRouteRecipient)!;
    const row = desktopColumns(mapById("usa"), [scoreBreakdown(mapById("usa"), winner)], true).rows[0]!;
    const won = winner.ticketsWon.length;
    assert.deepEqual(row.slice(3, 5), [`${winner.longestPath} cars`, "+10"]);
    assert.match(row[1]!, new RegExp(`^${won} \\(\\+\\d+\\)$`));
  });

  it("Nordic Countries: the Globetrotter goes to every player tied for the most completed tickets, named as shared", () => {
    const map = mapById("nordic");
    const both = holder([0], pathFor(map, 0));
    const third = holder([1], []);
    const result = scoreGame({ map: "nordic", players: [both, { ...both, color: "blue" }, { ...third, color: "green" }] });
    const breakdowns = result.scores.map((s) => scoreBreakdown(map, s));
    assert.deepEqual(breakdowns.map((b) => b.bonuses), [
      [{ kind: "globetrotter", points: 10, count: 1 }], [{ kind: "globetrotter", points: 10, count: 1 }], [{ kind: "globetrotter", points: 0, count: 0 }],
    ]);
    breakdowns.forEach((b, i) => assert.equal(partsSum(b), result.scores[i]!.total));
    const lines = bonusLines(breakdowns[0]!, breakdowns);
    assert.deepEqual(lines.map((l) => [l.text, l.points]), [[t("mapsEnd.globetrotterTied", { count: 1 }), "+10"]]);
    assert.deepEqual(bonusLines(breakdowns[2]!, breakdowns), [], "no line for a bonus not won");
    assert.deepEqual(desktopColumns(map, breakdowns, false).rows.map((r) => r[3]), ["+10", "+10", "—"]);
    // alone at the top: the line says it was won outright
    const alone = scoreGame({ map: "nordic", players: [both, { ...third, color: "blue" }] }).scores.map((s) => scoreBreakdown(map, s));
    assert.equal(bonusLines(alone[0]!, alone)[0]!.text, t("mapsEnd.globetrotterWon", { count: 1 }));
  });

  it("Legendary Asia: the Asian Explorer's line under the largest network's tickets, named as shared when tied", () => {
    const map = mapById("asia");
    const first = map.routes[0]!;
    const next = map.routes.findIndex((r) => (r.a === first.b || r.b === first.b) && r.a !== first.a && r.b !== first.a);
    const lone = map.routes.findIndex((r) => ![first.a, first.b].includes(r.a) && ![first.a, first.b].includes(r.b));
    const scoredWith = (players: PlayerState[]) => scoreGame({ map: "asia", players }).scores.map((s) => scoreBreakdown(map, s));
    // three cities against two: the line for the larger network alone, none for the other
    const alone = scoredWith([holder([], [0, next]), { ...holder([], [lone]), color: "blue" }]);
    assert.deepEqual(bonusLines(alone[0]!, alone).map((l) => [l.text, l.points]), [[t("asia.explorerWon", { count: 3 }), "+10"]]);
    assert.equal(t("asia.explorerWon", { count: 3 }), "★ Asian Explorer: the largest network (3 cities)");
    assert.deepEqual(bonusLines(alone[1]!, alone), [], "no line for a bonus not won");
    // two cities each: both score, and the line says it was shared
    const tied = scoredWith([holder([], [0]), { ...holder([], [lone]), color: "blue" }]);
    for (const b of tied) assert.deepEqual(bonusLines(b, tied).map((l) => [l.text, l.points]), [[t("asia.explorerTied", { count: 2 }), "+10"]]);
  });

  it("India: each Grand Tour names its ticket and carries its two paths' routes; the bonus by how many (1 → 5)", () => {
    const map = mapById("india");
    // one cheapest path for a ticket, then another with the first one's routes taken: two paths sharing no route
    const secondPath = (id: number, first: number[]) =>
      ticketProgress(map.routes.map((r) => (first.includes(r.id) ? 1 : -1)), 4, 0, [id], { map: "india" })[0]!.routesToClaim;
    const ticketId = map.tickets.findIndex((x) => x.kind !== "country" && secondPath(x.id, pathFor(map, x.id)).length > 0);
    assert.ok(ticketId >= 0);
    const routes = [...pathFor(map, ticketId), ...secondPath(ticketId, pathFor(map, ticketId))];
    const result = scoreGame({ map: "india", players: [holder([ticketId], routes), { ...holder([], []), color: "blue" }] });
    const mine = scoreBreakdown(map, result.scores[0]!);
    assert.equal(partsSum(mine), result.scores[0]!.total);
    assert.deepEqual(mine.tours.map((x) => x.ticketId), [ticketId]);
    assert.deepEqual([...mine.tours[0]!.routes].sort((a, b) => a - b), [...result.scores[0]!.grandTours![0]!.routes].sort((a, b) => a - b));
    assert.deepEqual(mine.bonuses.find((b) => b.kind === "grandTour"), { kind: "grandTour", points: 5, count: 1 });
    const lines = bonusLines(mine, [mine]);
    assert.equal(lines[0]!.text, t("mapsEnd.tourLine", { ticket: mine.tours[0]!.name }));
    assert.equal(lines[0]!.ticketId, ticketId);
    assert.ok(lines[0]!.routes.length >= 2);
    assert.deepEqual([lines[1]!.text, lines[1]!.points], [t("mapsEnd.tourBonus", { count: 1 }), "+5"]);
    // a phone: the two bonuses (longest path, Grand Tour) in one column, so the table fits 390 px
    assert.deepEqual(phoneColumns(map, [mine]).heads, [t("end.routesShort"), t("end.tickets"), t("end.bonus"), t("end.total")]);
    const columns = desktopColumns(map, [mine], true);
    assert.equal(columns.rows[0]![columns.heads.indexOf(t("mapsEnd.grandTours"))], t("mapsEnd.toursAndBonus", { count: 1, points: 5 }));
  });

  it("Switzerland: a country ticket scores by the destination that counted, or loses its lowest when none is joined", () => {
    const map = mapById("switzerland");
    const ticketId = map.tickets.findIndex((x) => x.kind === "country" && !map.cities[x.a]!.country);
    const ticket = map.tickets[ticketId]!;
    const lowest = ticket.destinations!.reduce((x, y) => (y.points < x.points ? y : x));
    // joined along the cheapest way to one destination: that one counts
    const cheapest = ticketProgress(map.routes.map(() => -1), 2, 0, [ticketId], { map: "switzerland" });
    assert.ok(cheapest[0]!.routesToClaim.length > 0);
    const lost = scoreBreakdown(map, scoreGame({ map: "switzerland", players: [holder([ticketId], []), { ...holder([], []), color: "blue" }] }).scores[0]!);
    assert.deepEqual(lost.tickets, [{ ticketId, name: `${map.cities[ticket.a]!.name} – ${map.cities[lowest.to]!.name}`, points: -lowest.points, completed: false, country: "lowest" }]);
    assert.equal(countryNote("lowest"), t("mapsEnd.countryLowest"));
    const routes = cheapest[0]!.routesToClaim;
    const score = scoreGame({ map: "switzerland", players: [holder([ticketId], routes), { ...holder([], []), color: "blue" }] }).scores[0]!;
    const won = scoreBreakdown(map, score);
    const counted = score.countryTickets!.find((c) => c.ticketId === ticketId)!;
    assert.notEqual(counted.to, null);
    assert.deepEqual(won.tickets, [{ ticketId, name: `${map.cities[ticket.a]!.name} – ${map.cities[counted.to!]!.name}`, points: counted.points, completed: true, country: "best" }]);
    assert.equal(partsSum(won), score.total);
  });
});
