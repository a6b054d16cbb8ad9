// Stations at the end of the game (Europe): each station lets its owner use one route of another player into its
// city to complete tickets. The rules choose for the owner: every combination is tried (at most three stations, a
// handful of routes into each city) and the one scoring the most ticket points wins; then each borrowed route that
// adds nothing is given back, so the result shows only the routes that mattered.
import type { GameMap } from "./map.js";
import { cityGroups } from "./network.js";
import { ticketOutcome } from "./rules/countryTickets.js";
import type { StationUse } from "./types.js";

/** The routes of other players into `city`: what a station there may borrow. */
export function borrowableRoutes(map: GameMap, routeOwners: readonly number[], owner: number, city: number): number[] {
  const out: number[] = [];
  map.routes.forEach((r, id) => {
    const by = routeOwners[id];
    if (by !== undefined && by !== -1 && by !== owner && (r.a === city || r.b === city)) out.push(id);
  });
  return out;
}

/** Ticket points (completed minus failed) of these tickets over these routes. */
export function ticketPoints(map: GameMap, tickets: readonly number[], routes: readonly number[]): number {
  const groups = cityGroups(routes, map);
  return tickets.reduce((sum, t) => sum + ticketOutcome(map, t, groups).points, 0);
}

/**
 * The best use of a player's stations: which route (or none) each station borrows, in the order the stations were
 * built. Ties keep the earlier combination in the search order (no route before any route, lower route ids first).
 */
export function bestStationUse(
  map: GameMap,
  routeOwners: readonly number[],
  owner: number,
  stations: readonly number[],
  tickets: readonly number[],
  routes: readonly number[],
): StationUse[] {
  const choices = stations.map((city) => [null, ...borrowableRoutes(map, routeOwners, owner, city)] as (number | null)[]);
  const scoreOf = (picked: readonly (number | null)[]) => ticketPoints(map, tickets, [...routes, ...picked.filter((r): r is number => r !== null)]);
  let best: (number | null)[] = stations.map(() => null);
  let bestScore = scoreOf(best);
  const picked: (number | null)[] = [];
  const search = (i: number): void => {
    if (i === choices.length) {
      const score = scoreOf(picked);
      if (score > bestScore) {
        bestScore = score;
        best = picked.slice();
      }
      return;
    }
    for (const choice of choices[i]) {
      picked[i] = choice;
      search(i + 1);
    }
  };
  if (tickets.length > 0) search(0);
  // Give back what adds nothing, so the end screen shows only the routes that completed something.
  for (let i = 0; i < best.length; i++) {
    if (best[i] === null) continue;
    const without = best.slice();
    without[i] = null;
    if (scoreOf(without) >= bestScore) best = without;
  }
  return stations.map((cityIndex, i) => ({ cityIndex, routeIndex: best[i] }));
}
