// The rules page's text, generated from a board's data and its rule switches (never its name): every number comes
// from the map, and a paragraph about a rule appears exactly when the map's data turns that rule on. A new map gets
// its page from its data file alone; a new rule switch must be taught here (a test lists every switch). Pure: the
// words are messages (said later, in the reader's language), tested without a browser.
import { msg, type Message } from "../i18n/i18n.js";
import { mapNameMessage } from "../components/mapName.js";
import type { EndBonusKind, GameMap, RouteKind, RuleOptions } from "../rules.js";

/** A rule this board's data turns on beyond (or instead of) the base game's, as the page explains it. */
export type RuleTopic =
  | "stations" | "tunnels" | "ferries" | "longTickets" | "countryTickets"
  | "locomotivesOnlyOn" | "faceUpLocomotiveCountsAsOne" | "ferryAnyCardsPerLocomotive" | "anyCardsPerColoredCard" | "unkeptTicketsLeaveGame"
  | "unkeptOpeningTicketsLeaveGame" | "mountains"
  | `bonus:${EndBonusKind}`;

/** Which topic each of the rules' switch fields (GameMap.rules) is explained under; `endBonuses` by each bonus. */
export const TOPIC_OF_OPTION: Readonly<Record<keyof RuleOptions, RuleTopic | "bonus">> = {
  locomotivesOnlyOn: "locomotivesOnlyOn",
  faceUpLocomotiveCountsAsOne: "faceUpLocomotiveCountsAsOne",
  ferryAnyCardsPerLocomotive: "ferryAnyCardsPerLocomotive",
  unkeptTicketsLeaveGame: "unkeptTicketsLeaveGame",
  unkeptOpeningTicketsLeaveGame: "unkeptOpeningTicketsLeaveGame",
  mountainTrainPoints: "mountains",
  endBonuses: "bonus",
};

/** A picture the page draws beside a paragraph (rules-page/pictures.ts). */
export type PictureKind = "route" | "tunnel" | "ferry" | "station";

export interface RuleParagraph {
  text: Message;
  /** The rule this paragraph explains (differences and bonuses); none for the base game's own rules. */
  topic?: RuleTopic;
  picture?: { kind: PictureKind; caption: Message; count?: number };
}

export interface RulesPage {
  map: GameMap;
  title: Message;
  /** The game every board shares, with this board's numbers; the turn's choices as a list after `turnIntro`. */
  base: RuleParagraph[];
  turn: RuleParagraph[];
  end: RuleParagraph[];
  /** What this board changes or adds (empty on the USA). */
  differences: RuleParagraph[];
  /** Points by route length, every length the board has. */
  scoring: Array<{ length: number; points: number }>;
}

const kinds = (map: GameMap, kind: RouteKind) => map.routes.filter((r) => r.kind === kind);

/** The page of one board. */
export function rulesOfMap(map: GameMap): RulesPage {
  const r = map.rules;
  const { deal, keepAtLeast } = map.initialTickets;
  const base: RuleParagraph[] = [
    { text: msg("rules.goal") },
    { text: msg("rules.setup", { min: map.minPlayers, max: map.maxPlayers, trains: map.trainsPerPlayer, cards: map.initialTrainCards, deal, keep: keepAtLeast }) },
  ];
  const turn: RuleParagraph[] = [
    { text: msg("rules.drawCards") },
    // the base game's face-up locomotive, unless this board makes it an ordinary card (a difference below)
    ...(r.faceUpLocomotiveCountsAsOne ? [] : [{ text: msg("rules.faceUpLocomotive") }]),
    { text: msg("rules.faceUpReset", { count: map.faceUpLocomotivesTriggeringReset }) },
    { text: msg("rules.claimRoute"), picture: { kind: "route", caption: msg("rules.pictureRoute") } },
    ...(r.locomotivesOnlyOn === null ? [{ text: msg("rules.locomotivesWild") }] : []),
    { text: msg("rules.drawTickets", { deal: map.drawTickets.deal, keep: map.drawTickets.keepAtLeast }) },
    ...(r.unkeptTicketsLeaveGame ? [] : [{ text: msg("rules.ticketsUnderDeck") }]),
  ];
  const end: RuleParagraph[] = [
    ...(map.routes.some((x) => x.double !== null) ? [{ text: msg("rules.doubles", { players: map.doubleRoutesBothUsableFromPlayers }) }] : []),
    { text: msg("rules.lastRound", { trains: map.lastRoundWhenTrainsLeftAtMost }) },
    { text: msg("rules.endScoring") },
    ...r.endBonuses.map((b): RuleParagraph => {
      if (b.kind === "longestPath") return { topic: "bonus:longestPath", text: msg("rules.bonusLongestPath", { name: longestPathName(map), points: b.points }) };
      if (b.kind === "globetrotter") return { topic: "bonus:globetrotter", text: msg("rules.bonusGlobetrotter", { points: b.points }) };
      if (b.kind === "asianExplorer") return { topic: "bonus:asianExplorer", text: msg("rules.bonusAsianExplorer", { points: b.points }) };
      return { topic: "bonus:grandTour", text: msg("rules.bonusGrandTour", { points: b.pointsByCount.join(" / "), most: b.pointsByCount.length }) };
    }),
  ];
  return {
    map,
    title: msg("rules.heading", { map: mapNameMessage(map.id) }),
    base,
    turn,
    end,
    differences: differences(map),
    scoring: Object.entries(map.routeScoring).map(([length, points]) => ({ length: Number(length), points })).sort((a, b) => a.length - b.length),
  };
}

/** The paragraphs of what this board changes, in the order a player meets them. */
function differences(map: GameMap): RuleParagraph[] {
  const r = map.rules;
  const out: RuleParagraph[] = [];
  if (map.initialTickets.long > 0) out.push({ topic: "longTickets", text: msg("rules.longTickets", { count: map.initialTickets.long }) });
  if (map.tickets.some((t) => t.kind === "country")) out.push({ topic: "countryTickets", text: msg("rules.countryTickets") });
  if (r.unkeptTicketsLeaveGame) out.push({ topic: "unkeptTicketsLeaveGame", text: msg("rules.unkeptLeave") });
  if (r.unkeptOpeningTicketsLeaveGame && !r.unkeptTicketsLeaveGame) out.push({ topic: "unkeptOpeningTicketsLeaveGame", text: msg("rules.unkeptOpeningLeave") });
  if (r.faceUpLocomotiveCountsAsOne) out.push({ topic: "faceUpLocomotiveCountsAsOne", text: msg("rules.faceUpLocomotiveAsOne") });
  if (r.locomotivesOnlyOn !== null) out.push({ topic: "locomotivesOnlyOn", text: locomotivesOnly(r.locomotivesOnlyOn) });
  const tunnels = kinds(map, "tunnel");
  if (tunnels.length > 0) {
    out.push({
      topic: "tunnels", text: msg("rules.tunnels", { count: map.tunnelRevealCount }),
      picture: { kind: "tunnel", caption: msg("rules.pictureTunnel", { count: map.tunnelRevealCount }), count: map.tunnelRevealCount },
    });
  }
  const ferries = kinds(map, "ferry");
  if (ferries.length > 0) {
    const most = Math.max(...ferries.map((f) => f.locomotives));
    out.push({ topic: "ferries", text: msg("rules.ferries", { count: most }), picture: { kind: "ferry", caption: msg("rules.pictureFerry") } });
  }
  if (r.ferryAnyCardsPerLocomotive > 0) out.push({ topic: "ferryAnyCardsPerLocomotive", text: msg("rules.ferryStandIns", { count: r.ferryAnyCardsPerLocomotive }) });
  const standIns = map.routes.filter((x) => x.anyCardsPerColoredCard > 0);
  if (standIns.length > 0) {
    const routes = standIns.map((x) => `${map.cities[x.a]?.name} – ${map.cities[x.b]?.name}`).join(", ");
    out.push({ topic: "anyCardsPerColoredCard", text: msg("rules.coloredStandIns", { routes, count: standIns[0].anyCardsPerColoredCard }) });
  }
  const mountains = map.routes.filter((x) => (x.mountains ?? 0) > 0);
  if (r.mountainTrainPoints > 0 && mountains.length > 0) out.push({ topic: "mountains", text: msg("rules.mountains", { points: r.mountainTrainPoints }) });
  const st = map.stations;
  if (st.perPlayer > 0) {
    out.push({
      topic: "stations", text: msg("rules.stations", { count: st.perPlayer, costs: st.cardsForStation.join(" / "), points: st.pointsPerUnbuilt }),
      picture: { kind: "station", caption: msg("rules.pictureStation") },
    });
  }
  return out;
}

/** Where locomotives may be paid, said for the kinds listed (tunnels, ferries, or both). */
function locomotivesOnly(only: readonly RouteKind[]): Message {
  const tunnel = only.includes("tunnel"), ferry = only.includes("ferry");
  if (only.includes("normal")) return msg("rules.locosOnlyWithNormal");
  if (tunnel && ferry) return msg("rules.locosOnlyTunnelsFerries");
  if (tunnel) return msg("rules.locosOnlyTunnels");
  if (ferry) return msg("rules.locosOnlyFerries");
  return msg("rules.locosNowhere");
}

/** The longest path's bonus by the name the end screen gives it. */
function longestPathName(map: GameMap): Message {
  return msg(map.id === "europe" ? "end.europeanExpress" : "end.longestPath");
}

/** Every rule topic the page explains (the differences and the bonuses): what the test checks against the data. */
export function topicsOf(page: RulesPage): RuleTopic[] {
  return [...page.base, ...page.turn, ...page.end, ...page.differences].flatMap((p) => (p.topic ? [p.topic] : []));
}
