// End-of-game scoring (a Visitor over each player's network): route points, tickets won and lost (through the
// player's stations too, on maps with stations), unbuilt stations, the longest-path bonus for everyone tied for the
// longest trail (stations never count for it), and the ranking.
import type { GameResult, GameState, PlayerScore } from "./types.js";
import { mapById, routePoints } from "./map.js";
import { completedTickets } from "./network.js";
import { longestTrail } from "./longestTrail.js";
import { ranking } from "./ranking.js";
import { bestStationUse } from "./stationUse.js";

export { longestTrail } from "./longestTrail.js";
export { ticketCompleted } from "./network.js";

/** Who owns each route, from the players' own lists (for a caller that passes players only). */
function ownersOf(players: GameState["players"], routeCount: number): number[] {
  const owners = new Array<number>(routeCount).fill(-1);
  players.forEach((p, i) => p.routes.forEach((r) => (owners[r] = i)));
  return owners;
}

export function scoreGame(state: Pick<GameState, "players"> & Partial<Pick<GameState, "map" | "routeOwners">>): GameResult {
  const map = mapById(state.map);
  const routeOwners = state.routeOwners ?? ownersOf(state.players, map.routes.length);
  const partial = state.players.map((p, playerIndex) => {
    const stationRoutes =
      p.stations === undefined ? null : bestStationUse(map, routeOwners, playerIndex, p.stations, p.tickets, p.routes);
    const borrowed = (stationRoutes ?? []).flatMap((s) => (s.routeIndex === null ? [] : [s.routeIndex]));
    const ticketsWon = completedTickets(p.tickets, [...p.routes, ...borrowed], map);
    const ticketsLost = p.tickets.filter((t) => !ticketsWon.includes(t));
    const ticketPoints =
      ticketsWon.reduce((s, t) => s + map.tickets[t].points, 0) - ticketsLost.reduce((s, t) => s + map.tickets[t].points, 0);
    const trail = longestTrail(p.routes, map);
    return {
      playerIndex,
      routePoints: p.routes.reduce((s, r) => s + routePoints(map.routes[r].length, map), 0),
      ticketsWon,
      ticketsLost,
      ticketPoints,
      longestPath: trail.length,
      longestPathRoutes: trail.routes,
      stations: stationRoutes === null ? null : { stationPoints: (p.stationsLeft ?? 0) * map.stations.pointsPerUnbuilt, stationRoutes },
    };
  });
  const longest = Math.max(0, ...partial.map((p) => p.longestPath));
  const scores: PlayerScore[] = partial.map(({ stations, ...p }) => {
    const recipient = longest > 0 && p.longestPath === longest;
    const bonus = recipient ? map.longestPathBonus : 0;
    const score: PlayerScore = { ...p, longestPathBonus: bonus, longestRouteRecipient: recipient, total: p.routePoints + p.ticketPoints + bonus };
    // Station fields only on maps with stations, so a USA result keeps exactly its old shape.
    if (stations !== null) {
      score.total += stations.stationPoints;
      score.stationPoints = stations.stationPoints;
      score.stationRoutes = stations.stationRoutes;
    }
    return score;
  });
  return { scores, ranking: ranking(scores) };
}
