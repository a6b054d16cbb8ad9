// End bonus asianExplorer (Legendary Asia): the points go to every player tied for the most cities touched by one
// connected network of their own routes (their largest, never two networks added up); nobody gets them without a
// route, as the longest path needs one.
import type { GameMap } from "../map.js";
import { cityGroups } from "../network.js";

/** How many cities the player's largest connected network touches. */
export function largestNetworkCities(map: GameMap, routes: readonly number[]): number {
  const groups = cityGroups(routes, map);
  const sizes = new Map<number, number>();
  const touched = new Set<number>();
  for (const r of routes) {
    const route = map.routes[r];
    if (route) touched.add(route.a).add(route.b);
  }
  for (const city of touched) {
    const g = groups[city] ?? -1;
    sizes.set(g, (sizes.get(g) ?? 0) + 1);
  }
  return Math.max(0, ...sizes.values());
}

export function asianExplorerWinners(networkCities: readonly number[]): boolean[] {
  const most = Math.max(0, ...networkCities);
  return networkCities.map((n) => most > 0 && n === most);
}
