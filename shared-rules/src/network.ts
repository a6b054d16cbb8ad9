// Connectivity of one player's routes: is a ticket's pair of cities (a country ticket: its start and any of its
// destinations) joined by them? (On the map given; the USA when
// none is, as before maps were data.)
import { USA_MAP, type GameMap } from "./map.js";
import { ticketJoined } from "./rules/countryTickets.js";

function find(parent: number[], x: number): number {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

/** City → representative of its connected group, over the given routes (union–find). */
export function cityGroups(routeIds: readonly number[], map: GameMap = USA_MAP): number[] {
  const parent = map.cities.map((_, i) => i);
  for (const id of routeIds) {
    const r = map.routes[id];
    if (!r) continue;
    parent[find(parent, r.a)] = find(parent, r.b);
  }
  return map.cities.map((_, i) => find(parent, i));
}

/** Whether the ticket's two cities are connected by these routes. Unknown ticket ids are never completed. */
export function ticketCompleted(routeIds: readonly number[], ticketId: number, map: GameMap = USA_MAP): boolean {
  const t = map.tickets[ticketId];
  if (!t) return false;
  return ticketJoined(t, cityGroups(routeIds, map));
}

/** The tickets among `ticketIds` that these routes complete (one connectivity pass for all of them). */
export function completedTickets(ticketIds: readonly number[], routeIds: readonly number[], map: GameMap = USA_MAP): number[] {
  if (ticketIds.length === 0) return [];
  const groups = cityGroups(routeIds, map);
  return ticketIds.filter((id) => {
    const t = map.tickets[id];
    return t !== undefined && ticketJoined(t, groups);
  });
}
