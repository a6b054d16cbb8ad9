// Rule plug-in locomotivesOnlyOn (Nordic Countries: tunnels and ferries; Switzerland: tunnels): a locomotive card may
// be paid only on the route kinds the board lists (a tunnel's extra cards included: commands/tunnel.ts). Absent from a
// board's data, locomotives go everywhere.
import type { GameMap, RouteKind } from "../map.js";

/** Whether a payment for something of this kind may hold locomotives (a station, with no kind, always may). */
export function locomotivesAllowedOn(map: GameMap, kind: RouteKind | undefined): boolean {
  const only = map.rules.locomotivesOnlyOn;
  return only === null || kind === undefined || only.includes(kind);
}
