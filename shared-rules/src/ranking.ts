// The final order of the players (its own module so that scoring and the facts share it without an import cycle).
import type { PlayerScore } from "./types.js";

/**
 * The final order, winner first: most points, then most completed tickets, then the longest-path bonus, then the
 * earlier seat. Every screen that names a winner uses this order.
 */
export function ranking(scores: readonly Pick<PlayerScore, "playerIndex" | "total" | "ticketsWon" | "longestRouteRecipient">[]): number[] {
  return scores
    .slice()
    .sort(
      (a, b) =>
        b.total - a.total ||
        b.ticketsWon.length - a.ticketsWon.length ||
        Number(b.longestRouteRecipient) - Number(a.longestRouteRecipient) ||
        a.playerIndex - b.playerIndex,
    )
    .map((s) => s.playerIndex);
}
