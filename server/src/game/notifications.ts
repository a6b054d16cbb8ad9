// What the players are told of a change besides the state patch: the rules' events that make a notification
// (turnStarted, notifyDestinationRouteCompleted, gameEnded in shared-rules/protocol/messages.ts), as plain messages.
// Pure: the game master sends them once the change is durable.
import { ticketInfo, type GameEvent, type GameMap } from "../../../shared-rules/src/index.js";
import type { EndedPlayer, Notifications } from "../../../shared-rules/protocol/index.js";

/** One notification, with who receives it: `seat` null for everybody in the room, else only that seat's connections. */
export type Notification =
  | { type: "turnStarted"; message: Notifications["turnStarted"]; seat: null }
  | { type: "notifyDestinationRouteCompleted"; message: Notifications["notifyDestinationRouteCompleted"]; seat: number }
  | { type: "gameEnded"; message: Notifications["gameEnded"]; seat: null };

/** The notifications `events` of a game on `map` make, in their order; `nameOf` names a seat in the final scores. */
export function notificationsOf(events: readonly GameEvent[], gameId: string, nameOf: (seat: number) => string, map: GameMap): Notification[] {
  const out: Notification[] = [];
  for (const event of events) {
    if (event.type === "turnStarted") {
      out.push({ type: "turnStarted", message: { playerId: event.player, lastRound: event.lastRound }, seat: null });
    } else if (event.type === "ticketCompleted") {
      const ticket = ticketInfo(map, event.ticketId);
      const route = { id: ticket.id, start: ticket.start, end: ticket.end, points: ticket.points };
      out.push({ type: "notifyDestinationRouteCompleted", message: { gameId, playerId: event.player, route }, seat: event.player });
    } else if (event.type === "gameEnded") {
      const players = event.result.scores.map((s): EndedPlayer => ({
        playerIndex: s.playerIndex,
        username: nameOf(s.playerIndex),
        points: s.total,
        longestRouteRecipient: s.longestRouteRecipient,
        breakdown: {
          routePoints: s.routePoints,
          ticketPoints: s.ticketPoints,
          ticketsWon: s.ticketsWon,
          ticketsLost: s.ticketsLost,
          longestPath: s.longestPath,
          longestPathBonus: s.longestPathBonus,
          longestPathRoutes: s.longestPathRoutes,
        },
      }));
      out.push({ type: "gameEnded", message: { gameId, players, ranking: event.result.ranking }, seat: null });
    }
  }
  return out;
}
