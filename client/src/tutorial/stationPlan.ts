// The Europe lesson's plan for its station: a station is worth its lesson only when, at the end, it lends a route that
// completes a ticket. So the lesson builds it where a route of the other player into that city brings one of the
// player's tickets closest, and its last claims head for that ticket. "Closest" is the trains still to lay: the
// player's own routes cost nothing, a free route its length, a route of the other player into a station city nothing
// (the station lends it), any other taken route cannot be used. Europe has ~47 cities: a plain Dijkstra is instant.
import { mapById, type PlayerView } from "../rules.js";

/** Trains still to lay to complete one of the seat's tickets, with stations on `stations` and `extra` routes owned. */
export function trainsToNearestTicket(v: PlayerView, stations: readonly number[], extra: readonly number[] = []): number {
  if (v.seat === null || !v.me || v.me.tickets.length === 0) return Infinity;
  const map = mapById(v.map);
  const seat = v.seat;
  const mine = new Set([...v.players[seat].routes, ...extra]);
  const lending = new Set(stations);
  const edges: Array<Array<{ to: number; cost: number }>> = map.cities.map(() => []);
  for (const r of map.routes) {
    const owner = v.routeOwners[r.id];
    const cost = mine.has(r.id) ? 0 : owner === -1 ? r.length : lending.has(r.a) || lending.has(r.b) ? 0 : Infinity;
    if (cost === Infinity) continue;
    edges[r.a].push({ to: r.b, cost });
    edges[r.b].push({ to: r.a, cost });
  }
  let best = Infinity;
  for (const ticketId of v.me.tickets) {
    const { a, b } = map.tickets[ticketId];
    best = Math.min(best, shortest(edges, a, b));
  }
  return best;
}

function shortest(edges: Array<Array<{ to: number; cost: number }>>, from: number, to: number): number {
  const dist = edges.map(() => Infinity);
  const done = edges.map(() => false);
  dist[from] = 0;
  for (;;) {
    let at = -1;
    for (let c = 0; c < dist.length; c++) if (!done[c] && dist[c] < Infinity && (at < 0 || dist[c] < dist[at])) at = c;
    if (at < 0) return Infinity;
    if (at === to) return dist[at];
    done[at] = true;
    for (const e of edges[at]) dist[e.to] = Math.min(dist[e.to], dist[at] + e.cost);
  }
}

/**
 * The city for the lesson's station: free of stations, at the end of a route of another player (one it may lend),
 * where the lent route brings a ticket nearest (fewest trains still to lay); the lowest city index among equals.
 */
export function stationCityForTicket(v: PlayerView): number | null {
  if (v.seat === null) return null;
  const map = mapById(v.map);
  const owners = v.stationOwners ?? [];
  const candidates = new Set(
    map.routes.filter((r) => v.routeOwners[r.id] !== -1 && v.routeOwners[r.id] !== v.seat).flatMap((r) => [r.a, r.b]).filter((c) => owners[c] === -1),
  );
  let best: { city: number; trains: number } | null = null;
  for (const city of [...candidates].sort((a, b) => a - b)) {
    const trains = trainsToNearestTicket(v, [...(v.players[v.seat].stations ?? []), city]);
    if (!best || trains < best.trains) best = { city, trains };
  }
  return best?.city ?? null;
}
