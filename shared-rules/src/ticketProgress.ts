// The ticket progress meter: for each of a player's tickets, the fewest trains still needed to join its two cities,
// using the player's own routes (free) and the routes still open to them (unclaimed, and not closed by the double-
// route rule). On a map with stations (Europe) a route of another player into a city with one of the seat's stations
// is usable for free (what the station will do at the end), and, while the seat has stations left, a route of another
// player into a city without a station is usable by building one there (counted in `stationsToBuild`, preferred only
// when it saves trains). Recomputed from the board after every claim, by anyone; works from a PlayerView's public parts.
// The meter is a guide: it does not enforce "one route per station" across a seat's tickets (the end scoring does).
import { USA_MAP, type GameMap, type MapId, type MapTicket } from "./map.js";
import { mapOf } from "./variants.js";
import { ticketDestinations } from "./rules/countryTickets.js";
import { twinRouteBlock } from "./state.js";
import type { PlayerView } from "./types.js";

export type TicketStatus = "done" | "possible" | "impossible";

export interface TicketProgress {
  ticketId: number;
  status: TicketStatus;
  /** Trains still needed at best (0 when done); null when every path is blocked. */
  trainsNeeded: number | null;
  /** The routes of one cheapest path that are still to claim (empty when done or impossible). */
  routesToClaim: number[];
  /** A country ticket: the destination that path joins (the cheapest to join, the best-paid on a tie); absent otherwise. */
  to?: number;
  /** Maps with stations: other players' routes on that path, used through a station (built or to build). */
  stationRoutes?: number[];
  /** Maps with stations: how many stations that path still needs built. */
  stationsToBuild?: number;
}

/** The board besides route owners, for maps with stations: whose station stands where, how many the seat has left. */
export interface StationBoard {
  map?: MapId;
  stationOwners?: readonly number[];
  stationsLeft?: number;
}

/** New stations weigh less than one train: a path is judged by trains first, then by the stations it needs. */
const STATION_STEP = 1;
const TRAIN_STEP = 128;

/** What using a route costs this seat, in TRAIN_STEP·trains + STATION_STEP·new stations; null when closed to it. */
function routeCost(map: GameMap, routeOwners: readonly number[], playerCount: number, seat: number, routeIndex: number, board: StationBoard): number | null {
  const owner = routeOwners[routeIndex];
  if (owner === seat) return 0;
  const route = map.routes[routeIndex]!;
  if (owner === -1) return twinRouteBlock(routeOwners, playerCount, seat, routeIndex, map) === null ? route.length * TRAIN_STEP : null;
  const stations = board.stationOwners;
  if (!stations) return null;
  if (stations[route.a] === seat || stations[route.b] === seat) return 0;
  if ((board.stationsLeft ?? 0) > 0 && (stations[route.a] === -1 || stations[route.b] === -1)) return STATION_STEP;
  return null;
}

/** Dijkstra over the cities from `from`: the cheapest cost to every city and the route that reached it. */
function cheapestFrom(map: GameMap, costs: readonly (number | null)[], from: number): { cost: number[]; via: number[] } {
  const n = map.cities.length;
  const cost = new Array<number>(n).fill(Infinity);
  const via = new Array<number>(n).fill(-1);
  const done = new Array<boolean>(n).fill(false);
  cost[from] = 0;
  for (;;) {
    let city = -1;
    for (let c = 0; c < n; c++) if (!done[c] && cost[c]! < Infinity && (city < 0 || cost[c]! < cost[city]!)) city = c;
    if (city < 0) return { cost, via };
    done[city] = true;
    map.routes.forEach((route, i) => {
      const step = costs[i];
      if (step === null || step === undefined || (route.a !== city && route.b !== city)) return;
      const other = route.a === city ? route.b : route.a;
      if (cost[city]! + step < cost[other]!) {
        cost[other] = cost[city]! + step;
        via[other] = i;
      }
    });
  }
}

/** The ticket's end the meter aims at: its `b`, or the cheapest of a country ticket's destinations to join. */
function nearestDestination(ticket: MapTicket, cost: readonly number[]): number {
  let best = ticket.b;
  for (const d of ticketDestinations(ticket)) {
    const better = cost[d.to]! < cost[best]! || (cost[d.to] === cost[best] && d.points > (ticketDestinations(ticket).find((x) => x.to === best)?.points ?? 0));
    if (better) best = d.to;
  }
  return best;
}

/**
 * The progress of each ticket for `seat`, given who owns which route (on the USA map unless `board.map` names
 * another; with the seat's stations on a map that has them).
 */
export function ticketProgress(
  routeOwners: readonly number[],
  playerCount: number,
  seat: number,
  ticketIds: readonly number[],
  board: StationBoard = {},
): TicketProgress[] {
  const map = board.map === undefined ? USA_MAP : mapOf(board);
  const withStations = board.stationOwners !== undefined;
  const costs = map.routes.map((_, i) => routeCost(map, routeOwners, playerCount, seat, i, board));
  // The same without stations still to build: for a ticket whose cheapest path needs more than the seat has left.
  const builtOnly = costs.map((c) => (c === STATION_STEP ? null : c));
  return ticketIds.map((ticketId): TicketProgress => {
    const ticket = map.tickets[ticketId];
    const impossible: TicketProgress = { ticketId, status: "impossible", trainsNeeded: null, routesToClaim: [], ...(withStations ? { stationRoutes: [], stationsToBuild: 0 } : {}) };
    if (!ticket) return impossible;
    let { cost, via } = cheapestFrom(map, costs, ticket.a);
    // A country ticket is met at whichever destination is cheapest to join (the best-paid one on a tie).
    const end = nearestDestination(ticket, cost);
    if (cost[end]! % TRAIN_STEP > (board.stationsLeft ?? 0)) ({ cost, via } = cheapestFrom(map, builtOnly, ticket.a));
    const total = cost[end]!;
    if (total === Infinity) return impossible;
    const stationsToBuild = total % TRAIN_STEP;
    const trainsNeeded = Math.floor(total / TRAIN_STEP);
    const routesToClaim: number[] = [];
    const stationRoutes: number[] = [];
    for (let city = end; city !== ticket.a; ) {
      const route = via[city]!;
      const owner = routeOwners[route];
      if (owner === -1) routesToClaim.push(route);
      else if (owner !== seat) stationRoutes.push(route);
      const r = map.routes[route]!;
      city = r.a === city ? r.b : r.a;
    }
    const status = total === 0 ? "done" : "possible";
    return {
      ticketId,
      status,
      trainsNeeded,
      routesToClaim: routesToClaim.reverse(),
      ...(ticket.kind === "country" ? { to: end } : {}),
      ...(withStations ? { stationRoutes: stationRoutes.reverse(), stationsToBuild } : {}),
    };
  });
}

/** ticketProgress for a seat from a PlayerView: its map, its stations and the stations it has left. */
export function ticketProgressOfView(
  view: Pick<PlayerView, "map" | "routeOwners" | "players" | "stationOwners">,
  seat: number,
  ticketIds: readonly number[],
): TicketProgress[] {
  return ticketProgress(view.routeOwners, view.players.length, seat, ticketIds, {
    map: view.map,
    stationOwners: view.stationOwners,
    stationsLeft: view.players[seat]?.stationsLeft,
  });
}
