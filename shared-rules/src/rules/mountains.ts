// Rule plug-in mountains (Legendary Asia): a route with mountain spaces costs, on top of its cards and its trains, one
// train per mountain space, set aside out of the game; each set-aside train scores `mountainTrainPoints` at the end.
// A player must have the trains for both. The count is public (the routes are), so no state holds it.
import type { GameMap, MapRoute } from "../map.js";

/** Trains a claim of `route` takes from the supply: its length plus its mountain spaces. */
export function trainsToClaim(route: MapRoute): number {
  return route.length + route.mountains;
}

/** Trains a player set aside on the mountains of `routes` (their own routes). */
export function mountainTrains(map: GameMap, routes: readonly number[]): number {
  return routes.reduce((n, r) => n + (map.routes[r]?.mountains ?? 0), 0);
}

/** What those trains score at the end (0 on a board without mountains). */
export function mountainPoints(map: GameMap, routes: readonly number[]): number {
  return mountainTrains(map, routes) * map.rules.mountainTrainPoints;
}

/** Whether the board has mountain routes (its results carry the mountain points). */
export function hasMountains(map: GameMap): boolean {
  return map.rules.mountainTrainPoints > 0 && map.routes.some((r) => r.mountains > 0);
}
