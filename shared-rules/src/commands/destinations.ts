// GetDestinations and SelectDestinations: draw up to 3 tickets, keep at least 1 (2 at the start of the game);
// the returned ones go to the bottom of the ticket deck.
import type { GameEvent, GameState } from "../types.js";
import { ERR, type RulesErrorCode } from "../errors.js";
import { USA_MAP } from "../map.js";
import { completedTickets } from "../network.js";
import { endTurn } from "../turn.js";

export function checkGetDestinations(state: GameState): RulesErrorCode | null {
  return state.ticketDeck.length === 0 ? ERR.noTicketsLeft : null;
}

export function applyGetDestinations(draft: GameState, player: number, events: GameEvent[]): void {
  const offered = draft.ticketDeck.splice(0, USA_MAP.drawTickets.deal);
  draft.players[player].pendingTickets = offered;
  draft.turnStage = "choosingTickets";
  events.push({ type: "ticketsOffered", player, count: offered.length, ticketIds: offered.slice() });
}

/** The fewest tickets the player must keep from the current offer. */
export function minimumToKeep(phase: GameState["phase"], offered: number): number {
  const rule = phase === "choosingTickets" ? USA_MAP.initialTickets.keepAtLeast : USA_MAP.drawTickets.keepAtLeast;
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
  if (selected.length < minimumToKeep(state.phase, offered)) return ERR.haveToSelectMore;
  return null;
}

export function applySelectDestinations(draft: GameState, player: number, selected: number[], events: GameEvent[]): void {
  const me = draft.players[player];
  const offered = me.pendingTickets;
  const kept = offered.filter((_, i) => selected.includes(i));
  const returned = offered.filter((_, i) => !selected.includes(i));
  me.tickets.push(...kept);
  me.pendingTickets = [];
  draft.ticketDeck.push(...returned);
  events.push({ type: "ticketsKept", player, kept: kept.length, returned: returned.length });
  // A ticket kept mid-game may already be connected: say so now, as a claim would have.
  for (const ticketId of completedTickets(kept, me.routes)) events.push({ type: "ticketCompleted", player, ticketId });

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
