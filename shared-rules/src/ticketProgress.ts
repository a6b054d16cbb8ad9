// The ticket progress meter: for each of a player's tickets, the fewest trains still needed to join its two cities,
// using the player's own routes (free) and the routes still open to them (unclaimed, and not closed by the double-
// route rule). Recomputed from the board after every claim, by anyone; works from a PlayerView's public parts.
import { USA_MAP } from "./map.js";
import { twinRouteBlock } from "./state.js";

export type TicketStatus = "done" | "possible" | "impossible";

export interface TicketProgress {
  ticketId: number;
  status: TicketStatus;
  /** Trains still needed at best (0 when done); null when every path is blocked. */
  trainsNeeded: number | null;
  /** The routes of one cheapest path that are still to claim (empty when done or impossible). */
  routesToClaim: number[];
}

/** What claiming a route costs this seat: 0 for its own, its length when open to it, null when closed to it. */
function routeCost(routeOwners: readonly number[], playerCount: number, seat: number, routeIndex: number): number | null {
  const owner = routeOwners[routeIndex];
  if (owner === seat) return 0;
  if (owner !== -1) return null;
  if (twinRouteBlock(routeOwners, playerCount, seat, routeIndex) !== null) return null;
  return USA_MAP.routes[routeIndex]!.length;
}

/** Dijkstra over the 36 cities from `from`: the cheapest cost to every city and the route that reached it. */
function cheapestFrom(costs: readonly (number | null)[], from: number): { cost: number[]; via: number[] } {
  const n = USA_MAP.cities.length;
  const cost = new Array<number>(n).fill(Infinity);
  const via = new Array<number>(n).fill(-1);
  const done = new Array<boolean>(n).fill(false);
  cost[from] = 0;
  for (;;) {
    let city = -1;
    for (let c = 0; c < n; c++) if (!done[c] && cost[c]! < Infinity && (city < 0 || cost[c]! < cost[city]!)) city = c;
    if (city < 0) return { cost, via };
    done[city] = true;
    USA_MAP.routes.forEach((route, i) => {
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

/** The progress of each ticket for `seat`, given who owns which route. */
export function ticketProgress(routeOwners: readonly number[], playerCount: number, seat: number, ticketIds: readonly number[]): TicketProgress[] {
  const costs = USA_MAP.routes.map((_, i) => routeCost(routeOwners, playerCount, seat, i));
  return ticketIds.map((ticketId) => {
    const ticket = USA_MAP.tickets[ticketId];
    if (!ticket) return { ticketId, status: "impossible", trainsNeeded: null, routesToClaim: [] };
    const { cost, via } = cheapestFrom(costs, ticket.a);
    const needed = cost[ticket.b]!;
    if (needed === Infinity) return { ticketId, status: "impossible", trainsNeeded: null, routesToClaim: [] };
    const routesToClaim: number[] = [];
    for (let city = ticket.b; city !== ticket.a; ) {
      const route = via[city]!;
      if (routeOwners[route] !== seat) routesToClaim.push(route);
      const r = USA_MAP.routes[route]!;
      city = r.a === city ? r.b : r.a;
    }
    return { ticketId, status: needed === 0 ? "done" : "possible", trainsNeeded: needed, routesToClaim: routesToClaim.reverse() };
  });
}
