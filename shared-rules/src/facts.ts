// The rule facts other parts of the project need, named once: how many players, when doubles open, when the last
// round starts, how many tickets must be kept, whose move it is, and the final order. The server, the client, the
// bots and the load test import these instead of restating a number.
import type { Phase, PublicPlayerView, TurnStage } from "./types.js";
import { USA_MAP } from "./map.js";

export { minimumToKeep } from "./commands/destinations.js";
export { handSize, twinRouteBlock } from "./state.js";
export { ranking } from "./ranking.js";

/** Seats a game needs to start, and the most it can hold. */
export const MIN_PLAYERS = USA_MAP.minPlayers;
export const MAX_PLAYERS = USA_MAP.maxPlayers;
/** From this many players on, both routes of a double may be claimed (by different players). */
export const DOUBLE_ROUTES_BOTH_USABLE_FROM_PLAYERS = USA_MAP.doubleRoutesBothUsableFromPlayers;
/** A turn that ends with its player at this many trains or fewer starts the last round. */
export const LAST_ROUND_AT_TRAINS = USA_MAP.lastRoundWhenTrainsLeftAtMost;

/** Whether both routes of a double may be claimed in a game of `playerCount` players. */
export function doubleRoutesBothUsable(playerCount: number): boolean {
  return playerCount >= DOUBLE_ROUTES_BOTH_USABLE_FROM_PLAYERS;
}

type TurnFacts = { phase: Phase; currentPlayer: number; turnStage: TurnStage; players: readonly Pick<PublicPlayerView, "pendingTicketCount">[] };

/**
 * The seat that must act now, or null when no single seat does: before the first turn everybody chooses tickets at
 * once (see `mustAct`), and after the end nobody acts.
 */
export function activeSeat(view: Pick<TurnFacts, "phase" | "currentPlayer">): number | null {
  return view.phase === "playing" ? view.currentPlayer : null;
}

/** Whether `seat` has something to do now: its turn, or its opening tickets still to choose. */
export function mustAct(view: TurnFacts, seat: number | null): boolean {
  if (seat === null) return false;
  if (view.phase === "choosingTickets") return (view.players[seat]?.pendingTicketCount ?? 0) > 0;
  return activeSeat(view) === seat;
}
