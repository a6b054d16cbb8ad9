// The board: cities, routes and tickets of the original USA map, read once from the JSON data file
// (the single source of truth). Route and ticket ids are indices into these arrays, exactly as in the file.
import data from "./data/ttr-usa.json" with { type: "json" };
import type { CardColor, RouteColor } from "./types.js";

export interface MapCity {
  name: string;
  lat: number;
  lon: number;
}

export interface MapRoute {
  id: number;
  /** City indices (into `cities`) of the two ends. */
  a: number;
  b: number;
  length: number;
  color: RouteColor;
  /** Id of the parallel route of a double pair, or null for a single route. */
  double: number | null;
}

export interface MapTicket {
  id: number;
  a: number;
  b: number;
  points: number;
}

export interface GameMap {
  id: string;
  cities: readonly MapCity[];
  routes: readonly MapRoute[];
  tickets: readonly MapTicket[];
  /** Points for a claimed route, indexed by its length. */
  routeScoring: Readonly<Record<number, number>>;
  longestPathBonus: number;
  trainsPerPlayer: number;
  /** How many cards of each colour the train deck holds. */
  trainCards: Readonly<Record<CardColor, number>>;
  faceUpCount: number;
  initialTrainCards: number;
  initialTickets: { deal: number; keepAtLeast: number };
  drawTickets: { deal: number; keepAtLeast: number };
  faceUpLocomotivesTriggeringReset: number;
  /** A reset that keeps producing locomotives stops after this many in a row. */
  maxFaceUpResetsInARow: number;
  lastRoundWhenTrainsLeftAtMost: number;
  doubleRoutesBothUsableFromPlayers: number;
  minPlayers: number;
  maxPlayers: number;
}

const cityIds = new Map<string, number>(data.cities.map((c, i) => [c.name, i]));

function cityId(name: string): number {
  const id = cityIds.get(name);
  if (id === undefined) throw new Error(`ttr-usa.json names an unknown city: ${name}`);
  return id;
}

export const USA_MAP: GameMap = Object.freeze({
  id: "usa",
  cities: data.cities.map((c) => ({ name: c.name, lat: c.lat, lon: c.lon })),
  routes: data.routes.map((r, i) => ({
    id: i,
    a: cityId(r.a),
    b: cityId(r.b),
    length: r.length,
    color: r.color as RouteColor,
    double: "double" in r && typeof r.double === "number" ? r.double : null,
  })),
  tickets: data.tickets.map((t, i) => ({ id: i, a: cityId(t.a), b: cityId(t.b), points: t.points })),
  routeScoring: Object.fromEntries(Object.entries(data.scoring).map(([k, v]) => [Number(k), v])),
  longestPathBonus: data.longestPathBonus,
  trainsPerPlayer: data.trainsPerPlayer,
  trainCards: data.trainCards as Record<CardColor, number>,
  faceUpCount: data.faceUp,
  initialTrainCards: data.rules.initialTrainCardsPerPlayer,
  initialTickets: data.rules.initialTickets,
  drawTickets: data.rules.drawTickets,
  faceUpLocomotivesTriggeringReset: data.rules.faceUpLocomotivesTriggeringReset,
  maxFaceUpResetsInARow: 3,
  lastRoundWhenTrainsLeftAtMost: data.rules.lastRoundWhenTrainsLeftAtMost,
  doubleRoutesBothUsableFromPlayers: data.rules.doubleRoutesBothUsableFromPlayers,
  minPlayers: data.rules.players.min,
  maxPlayers: data.rules.players.max,
});

/** Points scored for claiming a route of this length (1→1, 2→2, 3→4, 4→7, 5→10, 6→15); 0 for no such length. */
export function routePoints(length: number): number {
  return USA_MAP.routeScoring[length] ?? 0;
}

/** Index of a city by its name as written in the data file, or -1. */
export function cityIndex(name: string): number {
  return cityIds.get(name) ?? -1;
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
  if (!ticket) return { id: ticketId, a: -1, b: -1, points: 0, name: `ticket ${ticketId}`, start: "?", end: "?" };
  return { ...ticket, name: cityPairName(map, ticket.a, ticket.b), start: map.cities[ticket.a].name, end: map.cities[ticket.b].name };
}
