// Rule plug-in unkeptTicketsLeaveGame (Nordic Countries, Switzerland): tickets a player does not keep, at the start
// and later, leave the game for good (face down, unseen) instead of going under the ticket deck. A long ticket
// (Europe) always leaves the game when not kept.
import type { GameMap } from "../map.js";

/**
 * Whether a returned ticket leaves the game (true) or goes under the ticket deck (false); `opening`: returned from the
 * opening offer (Legendary Asia discards those alone: rules.unkeptOpeningTicketsLeaveGame).
 */
export function returnedTicketLeavesGame(map: GameMap, ticketId: number, opening = false): boolean {
  return map.rules.unkeptTicketsLeaveGame || (opening && map.rules.unkeptOpeningTicketsLeaveGame) || map.tickets[ticketId]?.kind === "long";
}
