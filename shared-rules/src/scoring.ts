// End-of-game scoring (a Visitor over each player's network): route points, tickets won and lost, the longest
// path bonus for everyone tied for the longest trail, and the ranking.
import type { GameResult, GameState, PlayerScore } from "./types.js";
import { USA_MAP, routePoints } from "./map.js";
import { completedTickets } from "./network.js";
import { longestTrail } from "./longestTrail.js";
import { ranking } from "./ranking.js";

export { longestTrail } from "./longestTrail.js";
export { ticketCompleted } from "./network.js";

export function scoreGame(state: Pick<GameState, "players">): GameResult {
  const partial = state.players.map((p, playerIndex) => {
    const ticketsWon = completedTickets(p.tickets, p.routes);
    const ticketsLost = p.tickets.filter((t) => !ticketsWon.includes(t));
    const ticketPoints =
      ticketsWon.reduce((s, t) => s + USA_MAP.tickets[t].points, 0) - ticketsLost.reduce((s, t) => s + USA_MAP.tickets[t].points, 0);
    const trail = longestTrail(p.routes);
    return {
      playerIndex,
      routePoints: p.routes.reduce((s, r) => s + routePoints(USA_MAP.routes[r].length), 0),
      ticketsWon,
      ticketsLost,
      ticketPoints,
      longestPath: trail.length,
      longestPathRoutes: trail.routes,
    };
  });
  const longest = Math.max(0, ...partial.map((p) => p.longestPath));
  const scores: PlayerScore[] = partial.map((p) => {
    const recipient = longest > 0 && p.longestPath === longest;
    const bonus = recipient ? USA_MAP.longestPathBonus : 0;
    return { ...p, longestPathBonus: bonus, longestRouteRecipient: recipient, total: p.routePoints + p.ticketPoints + bonus };
  });
  return { scores, ranking: ranking(scores) };
}
