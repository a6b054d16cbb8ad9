// The rules page of every map says exactly the rules its data turns on: the topics the generator explains are
// computed here again straight from each board's JSON file (its rule switches, its route and ticket kinds, its
// stations), every switch of the rules' options has a topic, a board built from the USA's data with a switch turned
// on gets that paragraph (and loses the base game's sentence it replaces), the numbers come from the data, and every
// paragraph is said in all five languages with its values filled in.
import assert from "node:assert/strict";
import fs from "node:fs";
import { MAPS, MAP_IDS, USA_MAP, type GameMap, type MapId } from "../../shared-rules/src/index.js";
import { LANGUAGES } from "../../shared-rules/protocol/index.js";
import { TOPIC_OF_OPTION, rulesOfMap, topicsOf, type RulesPage } from "../src/rules-page/rulesOfMap.js";
import { tIn } from "../src/i18n/i18n.js";

/** The keys of a board's data file this test reads (docs/MAP-DATA.md). */
interface MapData {
  routes: Array<{ kind?: string; anyCardsPerColoredCard?: number; mountains?: number }>;
  tickets: Array<{ kind?: string }>;
  scoring: Record<string, number>;
  longestPathBonus: number;
  trainsPerPlayer: number;
  stations?: { perPlayer: number; cardsForStation: number[]; pointsPerUnbuilt: number };
  tunnels?: { revealCount: number };
  rules: {
    initialTrainCardsPerPlayer: number;
    initialTickets: { deal: number; keepAtLeast: number; long?: number };
    lastRoundWhenTrainsLeftAtMost: number;
    players: { min: number; max: number };
    locomotivesOnlyOn?: string[];
    faceUpLocomotiveCountsAsOne?: boolean;
    ferryAnyCardsPerLocomotive?: number;
    unkeptTicketsLeaveGame?: boolean;
    unkeptOpeningTicketsLeaveGame?: boolean;
    mountainTrainPoints?: number;
    endBonuses?: Array<{ kind: string }>;
  };
}

/** Each board's data file as it is on disk (not through the rules' reading of it). */
const DATA = Object.fromEntries(MAP_IDS.map((id) => [id, JSON.parse(fs.readFileSync(new URL(`../../shared-rules/src/data/ttr-${id}.json`, import.meta.url), "utf8")) as MapData])) as Record<MapId, MapData>;
const europe = DATA.europe;

/** What a board's data file turns on, read from the JSON itself (not through the rules' reading of it). */
function topicsInData(d: MapData): string[] {
  const r = d.rules;
  const on: string[] = [];
  if (d.stations && d.stations.perPlayer > 0) on.push("stations");
  if (d.routes.some((x) => x.kind === "tunnel")) on.push("tunnels");
  if (d.routes.some((x) => x.kind === "ferry")) on.push("ferries");
  if ((r.initialTickets.long ?? 0) > 0) on.push("longTickets");
  if (d.tickets.some((t) => t.kind === "country")) on.push("countryTickets");
  if (r.locomotivesOnlyOn) on.push("locomotivesOnlyOn");
  if (r.faceUpLocomotiveCountsAsOne) on.push("faceUpLocomotiveCountsAsOne");
  if ((r.ferryAnyCardsPerLocomotive ?? 0) > 0) on.push("ferryAnyCardsPerLocomotive");
  if (d.routes.some((x) => (x.anyCardsPerColoredCard ?? 0) > 0)) on.push("anyCardsPerColoredCard");
  if (r.unkeptTicketsLeaveGame) on.push("unkeptTicketsLeaveGame");
  if (r.unkeptOpeningTicketsLeaveGame && !r.unkeptTicketsLeaveGame) on.push("unkeptOpeningTicketsLeaveGame");
  if ((r.mountainTrainPoints ?? 0) > 0 && d.routes.some((x) => (x.mountains ?? 0) > 0)) on.push("mountains");
  // the end bonuses the board lists, or the base game's longest path
  const bonuses = r.endBonuses ? r.endBonuses.map((b) => b.kind) : d.longestPathBonus > 0 ? ["longestPath"] : [];
  on.push(...bonuses.map((k) => `bonus:${k}`));
  return on.sort();
}

const keysOf = (page: RulesPage): string[] => [...page.base, ...page.turn, ...page.end, ...page.differences].map((p) => p.text.key);
const paragraph = (page: RulesPage, topic: string) => [...page.end, ...page.differences].find((p) => p.topic === topic);

describe("rules page: each map's page lists exactly the rules its data turns on", () => {
  for (const id of MAP_IDS) {
    it(`${id}: the topics explained are those its data file turns on`, () => {
      const page = rulesOfMap(MAPS[id]);
      assert.deepEqual([...topicsOf(page)].sort(), topicsInData(DATA[id]));
      // the base game's board has no differences; every other board has some
      assert.equal(page.differences.length === 0, id === "usa");
    });
  }

  it("every rule switch of the rules' options is taught to the page (a new switch fails here until it is)", () => {
    assert.deepEqual(Object.keys(USA_MAP.rules).sort(), Object.keys(TOPIC_OF_OPTION).sort());
  });

  it("a board with a switch turned on gets its paragraph, and loses the base sentence that switch changes", () => {
    const plain = rulesOfMap(USA_MAP);
    assert.ok(keysOf(plain).includes("rules.faceUpLocomotive"));
    assert.ok(keysOf(plain).includes("rules.ticketsUnderDeck"));
    assert.ok(keysOf(plain).includes("rules.locomotivesWild"));
    const switches = { faceUpLocomotiveCountsAsOne: true, unkeptTicketsLeaveGame: true, locomotivesOnlyOn: ["ferry"] } as const;
    const switched: MapData = { ...DATA.usa, rules: { ...DATA.usa.rules, ...switches, locomotivesOnlyOn: ["ferry"] } };
    const board: GameMap = { ...USA_MAP, rules: { ...USA_MAP.rules, ...switches } };
    const page = rulesOfMap(board);
    assert.deepEqual([...topicsOf(page)].sort(), topicsInData(switched));
    for (const gone of ["rules.faceUpLocomotive", "rules.ticketsUnderDeck", "rules.locomotivesWild"]) assert.ok(!keysOf(page).includes(gone), gone);
    assert.ok(keysOf(page).includes("rules.locosOnlyFerries"));
  });

  it("the numbers are the data's: players, trains, cards, tickets, last round, stations, tunnels, the score table", () => {
    for (const id of MAP_IDS) {
      const d = DATA[id];
      const page = rulesOfMap(MAPS[id]);
      assert.deepEqual(page.base[1].text.values, {
        min: d.rules.players.min, max: d.rules.players.max, trains: d.trainsPerPlayer, cards: d.rules.initialTrainCardsPerPlayer,
        deal: d.rules.initialTickets.deal, keep: d.rules.initialTickets.keepAtLeast,
      }, id);
      assert.deepEqual(page.scoring.map((s) => [String(s.length), s.points]), Object.entries(d.scoring).map(([k, v]) => [k, v]), id);
      const last = page.end.find((p) => p.text.key === "rules.lastRound");
      assert.equal(last?.text.values?.trains, d.rules.lastRoundWhenTrainsLeftAtMost, id);
    }
    const eu = rulesOfMap(MAPS.europe);
    assert.deepEqual(paragraph(eu, "stations")?.text.values, { count: europe.stations?.perPlayer, costs: europe.stations?.cardsForStation.join(" / "), points: europe.stations?.pointsPerUnbuilt });
    assert.equal(paragraph(eu, "tunnels")?.text.values?.count, europe.tunnels?.revealCount);
    assert.equal(paragraph(eu, "tunnels")?.picture?.kind, "tunnel");
    assert.equal(paragraph(rulesOfMap(MAPS.nordic), "bonus:globetrotter")?.text.values?.points, 10);
  });

  it("every paragraph is said in all five languages, its values filled in", () => {
    for (const id of MAP_IDS) {
      const page = rulesOfMap(MAPS[id]);
      const texts = [page.title, ...[...page.base, ...page.turn, ...page.end, ...page.differences].flatMap((p) => [p.text, ...(p.picture ? [p.picture.caption] : [])])];
      for (const language of LANGUAGES) {
        for (const m of texts) {
          const said = tIn(language, m.key, m.values);
          assert.ok(said && said !== m.key && !said.includes("{{"), `${id} ${language} ${m.key}: ${said}`);
        }
      }
    }
  });
});
