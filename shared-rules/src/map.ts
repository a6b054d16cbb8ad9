// The boards (Plugin pattern: a map is data). Each map is read once from its JSON data file, the single source of
// truth; route and ticket ids are indices into the file's lists. The rules read the map a game was created with
// (`mapOf(state)`, which adds the game's table option, variants.ts), never a particular board.
import usaData from "./data/ttr-usa.json" with { type: "json" };
import europeData from "./data/ttr-europe.json" with { type: "json" };
// The three boards below are written by the maps-data work (docs/MAP-DATA.md); their rules are switched on by data.
import nordicData from "./data/ttr-nordic.json" with { type: "json" };
import switzerlandData from "./data/ttr-switzerland.json" with { type: "json" };
import indiaData from "./data/ttr-india.json" with { type: "json" };
// Legendary Asia: mountain routes and the Asian Explorer are its plug-ins (rules/mountains.ts, rules/asianExplorer.ts).
import asiaData from "./data/ttr-asia.json" with { type: "json" };
import type { CardColor, RouteColor } from "./types.js";
import type { VariantId } from "./variants.js";

/** The maps a game can be played on. */
export type MapId = "usa" | "europe" | "nordic" | "switzerland" | "india" | "asia";
export const MAP_IDS: readonly MapId[] = ["usa", "europe", "nordic", "switzerland", "india", "asia"];

export interface MapCity {
  name: string;
  lat: number;
  lon: number;
  /** A country beyond the border (Switzerland): a ticket end and a route end, not a city players build in. */
  country?: boolean;
}

/** `tunnel`: extra cards may be owed when claimed; `ferry`: the payment must hold `locomotives` locomotives. */
export type RouteKind = "normal" | "tunnel" | "ferry";

export interface MapRoute {
  id: number;
  /** City indices (into `cities`) of the two ends. */
  a: number;
  b: number;
  length: number;
  color: RouteColor;
  /** Id of the parallel route of a double pair, or null for a single route. */
  double: number | null;
  kind: RouteKind;
  /** Locomotives a payment must hold (a ferry's symbols); 0 for any other route. */
  locomotives: number;
  /** Any this many cards may stand in for one card of the route's colour (0: none may; rule anyCardsPerColoredCard). */
  anyCardsPerColoredCard: number;
  /** Mountain spaces: trains set aside out of the game when claimed (rule mountains; 0 for any other route). */
  mountains: number;
}

/**
 * `long`: one is dealt to each player at the start (Europe); the others leave the game unseen. `country`: from `a` to
 * any of several `destinations` (Switzerland, rule countryTickets).
 */
export type TicketKind = "regular" | "long" | "country";

/** One destination of a country ticket and what joining it scores. */
export interface TicketDestination {
  to: number;
  points: number;
}

export interface MapTicket {
  id: number;
  a: number;
  /** A country ticket's best-paid destination (so that a pair-minded reader still has a target). */
  b: number;
  /** A country ticket's highest destination points. */
  points: number;
  kind: TicketKind;
  /** Country tickets only: every destination with its points. */
  destinations?: readonly TicketDestination[];
}

/** An end-of-game bonus a map turns on (rules/endBonuses.ts scores each kind). */
export type EndBonusRule =
  | { kind: "longestPath"; points: number }
  | { kind: "globetrotter"; points: number }
  | { kind: "grandTour"; pointsByCount: readonly number[] }
  | { kind: "asianExplorer"; points: number };

export type EndBonusKind = EndBonusRule["kind"];

/**
 * The rule switches a board's data turns on (rules/*.ts reads each); every absent key is the base game's rule, so
 * the USA's and Europe's data files say nothing of them.
 */
export interface RuleOptions {
  /** Route kinds a locomotive may be paid on; null: on every route. */
  locomotivesOnlyOn: readonly RouteKind[] | null;
  /** A face-up locomotive is an ordinary draw (one of two cards) instead of the whole turn. */
  faceUpLocomotiveCountsAsOne: boolean;
  /** Any this many cards may stand in for each locomotive a ferry needs (0: none may). */
  ferryAnyCardsPerLocomotive: number;
  /** Tickets not kept (at the start and later) leave the game instead of going under the ticket deck. */
  unkeptTicketsLeaveGame: boolean;
  /** Tickets not kept from the opening offer leave the game; later ones go under the deck (Legendary Asia). */
  unkeptOpeningTicketsLeaveGame: boolean;
  /** Points per train set aside on a mountain route (0: the board has no mountains). */
  mountainTrainPoints: number;
  /** The end-of-game bonuses, in the order they are shown. */
  endBonuses: readonly EndBonusRule[];
}

/** Stations (Europe): how many each player has, what each costs, what an unbuilt one scores. */
export interface StationRules {
  perPlayer: number;
  /** Cards of one colour (locomotives stand in) for the 1st, 2nd, 3rd… station a player builds. */
  cardsForStation: readonly number[];
  pointsPerUnbuilt: number;
}

/** How tickets are dealt at the start: `long` long tickets plus `deal` regular ones, keep at least `keepAtLeast`. */
export interface OpeningTickets {
  deal: number;
  long: number;
  keepAtLeast: number;
}

export interface GameMap {
  id: MapId;
  /** The table option whose tickets, deals and bonuses this board carries (variants.ts); null: the original game. */
  variant: VariantId | null;
  /** Display name ("USA", "Europe"). */
  name: string;
  cities: readonly MapCity[];
  routes: readonly MapRoute[];
  tickets: readonly MapTicket[];
  /** Points for a claimed route, indexed by its length. */
  routeScoring: Readonly<Record<number, number>>;
  longestPathBonus: number;
  /** What the longest-path bonus is called ("Longest Path", "European Express"). */
  longestPathName: string;
  trainsPerPlayer: number;
  /** How many cards of each colour the train deck holds. */
  trainCards: Readonly<Record<CardColor, number>>;
  faceUpCount: number;
  initialTrainCards: number;
  initialTickets: OpeningTickets;
  drawTickets: { deal: number; keepAtLeast: number };
  faceUpLocomotivesTriggeringReset: number;
  /** A reset that keeps producing locomotives stops after this many in a row. */
  maxFaceUpResetsInARow: number;
  lastRoundWhenTrainsLeftAtMost: number;
  doubleRoutesBothUsableFromPlayers: number;
  minPlayers: number;
  maxPlayers: number;
  /** Stations per player 0 on a map without stations (the USA). */
  stations: StationRules;
  /** Cards turned from the deck when a tunnel is claimed (0: the map has no tunnels). */
  tunnelRevealCount: number;
  /** The rule plug-ins this board switches on. */
  rules: RuleOptions;
}

/** The shape every data file shares (docs/MAP-DATA.md); the keys of later rules are optional. */
export interface MapData {
  cities: readonly MapCity[];
  routes: readonly {
    a: string;
    b: string;
    length: number;
    color: string;
    double?: number;
    kind?: string;
    locomotives?: number;
    anyCardsPerColoredCard?: number;
    mountains?: number;
  }[];
  tickets: readonly { a: string; b?: string; points?: number; kind?: string; destinations?: readonly { to: string; points: number }[] }[];
  scoring: Record<string, number>;
  longestPathBonus: number;
  longestPathName?: string;
  trainsPerPlayer: number;
  trainCards: Record<string, number>;
  faceUp: number;
  stations?: StationRules;
  tunnels?: { revealCount: number };
  rules: {
    initialTrainCardsPerPlayer: number;
    initialTickets: { deal: number; keepAtLeast: number; long?: number };
    drawTickets: { deal: number; keepAtLeast: number };
    faceUpLocomotivesTriggeringReset: number;
    lastRoundWhenTrainsLeftAtMost: number;
    doubleRoutesBothUsableFromPlayers: number;
    players: { min: number; max: number };
    locomotivesOnlyOn?: readonly string[];
    faceUpLocomotiveCountsAsOne?: boolean;
    ferryAnyCardsPerLocomotive?: number;
    unkeptTicketsLeaveGame?: boolean;
    unkeptOpeningTicketsLeaveGame?: boolean;
    mountainTrainPoints?: number;
    endBonuses?: readonly EndBonusRule[];
  };
}

const NO_STATIONS: StationRules = Object.freeze({ perPlayer: 0, cardsForStation: Object.freeze([]), pointsPerUnbuilt: 0 });

/** A ticket of the data file: a pair with points, or a country ticket with its destinations. */
function ticketFromData(t: MapData["tickets"][number], i: number, cityId: (name: string) => number): MapTicket {
  if (t.kind === "country") {
    const destinations = (t.destinations ?? []).map((d) => ({ to: cityId(d.to), points: d.points }));
    if (destinations.length === 0) throw new Error(`country ticket ${i} lists no destination`);
    const best = destinations.reduce((x, y) => (y.points > x.points ? y : x));
    return { id: i, a: cityId(t.a), b: best.to, points: best.points, kind: "country", destinations };
  }
  return { id: i, a: cityId(t.a), b: cityId(t.b ?? ""), points: t.points ?? 0, kind: (t.kind ?? "regular") as TicketKind };
}

function ruleOptionsFromData(rules: MapData["rules"], longestPathBonus: number): RuleOptions {
  return {
    locomotivesOnlyOn: rules.locomotivesOnlyOn ? (rules.locomotivesOnlyOn as RouteKind[]) : null,
    faceUpLocomotiveCountsAsOne: rules.faceUpLocomotiveCountsAsOne ?? false,
    ferryAnyCardsPerLocomotive: rules.ferryAnyCardsPerLocomotive ?? 0,
    unkeptTicketsLeaveGame: rules.unkeptTicketsLeaveGame ?? false,
    unkeptOpeningTicketsLeaveGame: rules.unkeptOpeningTicketsLeaveGame ?? false,
    mountainTrainPoints: rules.mountainTrainPoints ?? 0,
    // Without a list the board has the base game's one bonus: the longest path.
    endBonuses: rules.endBonuses ?? [{ kind: "longestPath", points: longestPathBonus }],
  };
}

/** A board from its data (exported so that the rule tests can build small synthetic boards). */
export function buildMap(id: MapId, name: string, longestPathName: string, data: MapData): GameMap {
  const cityIds = new Map<string, number>(data.cities.map((c, i) => [c.name, i]));
  const cityId = (city: string): number => {
    const found = cityIds.get(city);
    if (found === undefined) throw new Error(`the ${id} map data names an unknown city: ${city}`);
    return found;
  };
  return Object.freeze({
    id,
    variant: null,
    name,
    cities: data.cities.map((c) => ({ name: c.name, lat: c.lat, lon: c.lon, ...(c.country ? { country: true } : {}) })),
    routes: data.routes.map((r, i) => ({
      id: i,
      a: cityId(r.a),
      b: cityId(r.b),
      length: r.length,
      color: r.color as RouteColor,
      double: typeof r.double === "number" ? r.double : null,
      kind: (r.kind ?? "normal") as RouteKind,
      locomotives: r.locomotives ?? 0,
      anyCardsPerColoredCard: r.anyCardsPerColoredCard ?? 0,
      mountains: r.mountains ?? 0,
    })),
    tickets: data.tickets.map((t, i) => ticketFromData(t, i, cityId)),
    routeScoring: Object.fromEntries(Object.entries(data.scoring).map(([k, v]) => [Number(k), v])),
    longestPathBonus: data.longestPathBonus,
    longestPathName,
    trainsPerPlayer: data.trainsPerPlayer,
    trainCards: data.trainCards as Record<CardColor, number>,
    faceUpCount: data.faceUp,
    initialTrainCards: data.rules.initialTrainCardsPerPlayer,
    initialTickets: { deal: data.rules.initialTickets.deal, long: data.rules.initialTickets.long ?? 0, keepAtLeast: data.rules.initialTickets.keepAtLeast },
    drawTickets: data.rules.drawTickets,
    faceUpLocomotivesTriggeringReset: data.rules.faceUpLocomotivesTriggeringReset,
    maxFaceUpResetsInARow: 3,
    lastRoundWhenTrainsLeftAtMost: data.rules.lastRoundWhenTrainsLeftAtMost,
    doubleRoutesBothUsableFromPlayers: data.rules.doubleRoutesBothUsableFromPlayers,
    minPlayers: data.rules.players.min,
    maxPlayers: data.rules.players.max,
    stations: data.stations ?? NO_STATIONS,
    tunnelRevealCount: data.tunnels?.revealCount ?? 0,
    rules: ruleOptionsFromData(data.rules, data.longestPathBonus),
  });
}

export const USA_MAP: GameMap = buildMap("usa", "USA", "Longest Path", usaData as MapData);
export const EUROPE_MAP: GameMap = buildMap("europe", "Europe", "European Express", europeData as MapData);

/** The bonus's name as the board's data gives it ("Indian Express"), else the base game's. */
const bonusName = (data: MapData): string => data.longestPathName ?? "Longest Path";
export const NORDIC_MAP: GameMap = buildMap("nordic", "Nordic Countries", bonusName(nordicData as MapData), nordicData as MapData);
export const SWITZERLAND_MAP: GameMap = buildMap("switzerland", "Switzerland", bonusName(switzerlandData as MapData), switzerlandData as MapData);
export const INDIA_MAP: GameMap = buildMap("india", "India", bonusName(indiaData as MapData), indiaData as MapData);
export const ASIA_MAP: GameMap = buildMap("asia", "Legendary Asia", bonusName(asiaData as MapData), asiaData as MapData);

/** Every map by its id. */
export const MAPS: Readonly<Record<MapId, GameMap>> = Object.freeze({
  usa: USA_MAP,
  europe: EUROPE_MAP,
  nordic: NORDIC_MAP,
  switzerland: SWITZERLAND_MAP,
  india: INDIA_MAP,
  asia: ASIA_MAP,
});

export function isMapId(x: unknown): x is MapId {
  return typeof x === "string" && (MAP_IDS as readonly string[]).includes(x);
}

/** The map of that id; a game state without a known map id (none predates the USA) is a USA game. */
export function mapById(id: string | undefined): GameMap {
  return isMapId(id) ? MAPS[id] : USA_MAP;
}

/** Points scored for claiming a route of this length on this map; 0 for a length the map does not have. */
export function routePoints(length: number, map: GameMap = USA_MAP): number {
  return map.routeScoring[length] ?? 0;
}

/** Index of a city by its name as written in the data file, or -1. */
export function cityIndex(name: string, map: GameMap = USA_MAP): number {
  return map.cities.findIndex((c) => c.name === name);
}

/**
 * "Denver – Omaha": how two cities are named together, for a route, a ticket or a pair someone typed (in the order
 * given). Every screen and message names them this way; "?" stands for a city the map lacks.
 */
export function cityPairName(map: GameMap, a: number, b: number): string {
  return `${map.cities[a]?.name ?? "?"} – ${map.cities[b]?.name ?? "?"}`;
}

/** A route's name, its two cities in the map's order ("Boston – Montréal"); "a route" for an index the map lacks. */
export function routeName(map: GameMap, routeIndex: number): string {
  const route = map.routes[routeIndex];
  return route ? cityPairName(map, route.a, route.b) : "a route";
}

/** A ticket of the map with the names it is shown with. */
export interface NamedTicket extends MapTicket {
  /** "Denver – El Paso" */
  name: string;
  /** The names of its two cities, `a` then `b`. */
  start: string;
  end: string;
}

/** A ticket's cities, names and points; for an id the map lacks, "ticket N" worth 0 between cities -1 named "?". */
export function ticketInfo(map: GameMap, ticketId: number): NamedTicket {
  const ticket = map.tickets[ticketId];
  if (!ticket) return { id: ticketId, a: -1, b: -1, points: 0, kind: "regular", name: `ticket ${ticketId}`, start: "?", end: "?" };
  return { ...ticket, name: cityPairName(map, ticket.a, ticket.b), start: map.cities[ticket.a].name, end: map.cities[ticket.b].name };
}
