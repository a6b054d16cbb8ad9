// End bonus grandTour (India's Mandala): a completed ticket whose two cities a player joins by two paths of their
// own routes that share no route. The bonus grows with how many such tickets a player has (`pointsByCount[n - 1]`,
// the last entry for more). Two route-disjoint paths exist exactly when a flow of 2 fits between the two cities with
// every route carrying at most one unit (Menger), so two augmenting paths decide it.
import type { GameMap } from "../map.js";
import { ticketDestinations } from "./countryTickets.js";

/** The routes of two route-disjoint paths between `from` and `to` over these routes, or null when there are not two. */
export function twoDisjointPaths(map: GameMap, routeIds: readonly number[], from: number, to: number): number[] | null {
  if (from === to) return null;
  // flow[i] of routeIds[i]: +1 when used from a to b, -1 from b to a, 0 unused.
  const flow = routeIds.map(() => 0);
  const incident = new Map<number, number[]>();
  routeIds.forEach((id, i) => {
    const r = map.routes[id];
    if (!r) return;
    for (const c of [r.a, r.b]) incident.set(c, [...(incident.get(c) ?? []), i]);
  });
  for (let unit = 0; unit < 2; unit++) {
    const via = new Map<number, { edge: number; from: number }>([[from, { edge: -1, from: -1 }]]);
    const queue = [from];
    while (queue.length > 0 && !via.has(to)) {
      const city = queue.shift()!;
      for (const i of incident.get(city) ?? []) {
        const r = map.routes[routeIds[i]]!;
        const forward = r.a === city;
        const next = forward ? r.b : r.a;
        // A route may carry one unit each way in the residual graph; using it against its flow cancels that flow.
        if ((forward ? flow[i] : -flow[i]) >= 1 || via.has(next)) continue;
        via.set(next, { edge: i, from: city });
        queue.push(next);
      }
    }
    if (!via.has(to)) return null;
    for (let city = to; city !== from; ) {
      const step = via.get(city)!;
      flow[step.edge] += map.routes[routeIds[step.edge]]!.a === step.from ? 1 : -1;
      city = step.from;
    }
  }
  return routeIds.filter((_, i) => flow[i] !== 0);
}

/** Each completed ticket that is a Grand Tour, with the routes of its two paths (a country ticket: its scored destination). */
export function grandTours(map: GameMap, routeIds: readonly number[], completed: readonly { ticketId: number; to: number | null }[]): { ticketId: number; routes: number[] }[] {
  const out: { ticketId: number; routes: number[] }[] = [];
  for (const { ticketId, to } of completed) {
    const ticket = map.tickets[ticketId];
    if (!ticket) continue;
    const end = to ?? ticketDestinations(ticket)[0]!.to;
    const routes = twoDisjointPaths(map, routeIds, ticket.a, end);
    if (routes !== null) out.push({ ticketId, routes });
  }
  return out;
}

/** The bonus for this many Grand Tours. */
export function grandTourPoints(pointsByCount: readonly number[], count: number): number {
  if (count <= 0 || pointsByCount.length === 0) return 0;
  return pointsByCount[Math.min(count, pointsByCount.length) - 1]!;
}
