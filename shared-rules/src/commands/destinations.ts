// GetDestinations and SelectDestinations: draw up to 3 tickets, keep at least 1 (2 at the start of the game);
// the returned ones go to the bottom of the ticket deck, except a long ticket (Europe, only ever in the opening
// offer), which leaves the game like the long tickets nobody was dealt, and on a board with unkeptTicketsLeaveGame
// every returned ticket.
import type { GameEvent, GameState } from "../types.js";
import { ERR, type RulesErrorCode } from "../errors.js";
import { USA_MAP, type GameMap } from "../map.js";
import { mapOf } from "../variants.js";
import { completedTickets } from "../network.js";
import { endTurn } from "../turn.js";
import { returnedTicketLeavesGame } from "../rules/unkeptTicketsLeaveGame.js";

export function checkGetDestinations(state: GameState): RulesErrorCode | null {
  return state.ticketDeck.length === 0 ? ERR.noTicketsLeft : null;
}

export function applyGetDestinations(draft: GameState, player: number, events: GameEvent[]): void {
  const offered = draft.ticketDeck.splice(0, mapOf(draft).drawTickets.deal);
  draft.players[player].pendingTickets = offered;
  draft.turnStage = "choosingTickets";
  events.push({ type: "ticketsOffered", player, count: offered.length, ticketIds: offered.slice() });
}

/** The fewest tickets the player must keep from the current offer (on the USA map unless another is given). */
export function minimumToKeep(phase: GameState["phase"], offered: number, map: GameMap = USA_MAP): number {
  const rule = phase === "choosingTickets" ? map.initialTickets.keepAtLeast : map.drawTickets.keepAtLeast;
  return Math.min(rule, offered);
}

/** Selection checks: indexes into the offer, distinct ("not a valid index"), and enough of them ("have to select more"). */
export function checkSelectDestinations(state: GameState, player: number, selected: unknown): RulesErrorCode | null {
  const offered = state.players[player].pendingTickets.length;
  if (offered === 0) return ERR.noTicketsToSelect;
  if (!Array.isArray(selected)) return ERR.invalidInput;
  const seen = new Set<number>();
  for (const i of selected) {
    if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= offered || seen.has(i)) return ERR.notAValidIndex;
    seen.add(i);
  }
  if (selected.length < minimumToKeep(state.phase, offered, mapOf(state))) return ERR.haveToSelectMore;
  return null;
}

export function applySelectDestinations(draft: GameState, player: number, selected: number[], events: GameEvent[]): void {
  const me = draft.players[player];
  const offered = me.pendingTickets;
  const kept = offered.filter((_, i) => selected.includes(i));
  const returned = offered.filter((_, i) => !selected.includes(i));
  const map = mapOf(draft);
  me.tickets.push(...kept);
  me.pendingTickets = [];
  const leaves = (t: number) => returnedTicketLeavesGame(map, t, draft.phase === "choosingTickets");
  draft.ticketDeck.push(...returned.filter((t) => !leaves(t)));
  const leaving = returned.filter(leaves);
  if (leaving.length > 0) draft.ticketsOutOfGame = [...(draft.ticketsOutOfGame ?? []), ...leaving];
  events.push({ type: "ticketsKept", player, kept: kept.length, returned: returned.length });
  // A ticket kept mid-game may already be connected: say so now, as a claim would have.
  for (const ticketId of completedTickets(kept, me.routes, map)) events.push({ type: "ticketCompleted", player, ticketId });

  if (draft.phase === "choosingTickets") {
    if (draft.players.every((p) => p.pendingTickets.length === 0)) {
      draft.phase = "playing";
      draft.turnStage = "start";
      events.push({ type: "gameStarted", firstPlayer: draft.currentPlayer });
      events.push({ type: "turnStarted", player: draft.currentPlayer, lastRound: false });
    }
    return;
  }
  endTurn(draft, events);
}
