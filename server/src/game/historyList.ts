// The synced history list: one code per public event, the oldest dropped in steps. Shared by the game room and a
// delayed spectators' mirror, so that both hold the very same list for the same events.
import type { GameEvent } from "../../../shared-rules/src/index.js";
import { HISTORY_LIMIT, historyCode } from "../../../shared-rules/protocol/index.js";

/** The synced list the codes go into (an ArraySchema<number> in the rooms' state trees). */
export interface HistoryList {
  readonly length: number;
  push(...codes: number[]): number;
  splice(start: number, deleteCount: number): unknown;
}

/** Entries dropped from the front of the history at once, when it holds HISTORY_LIMIT + HISTORY_TRIM. */
const HISTORY_TRIM = 50;

/** How many of the first `added` history entries are no longer kept: between HISTORY_LIMIT and +HISTORY_TRIM stay. */
export function droppedHistoryEntries(added: number): number {
  return Math.max(0, Math.floor((added - HISTORY_LIMIT) / HISTORY_TRIM) * HISTORY_TRIM);
}

/** Appends the events' codes to `history`, which has received `addedBefore` entries so far; answers the new count. */
export function appendHistory(history: HistoryList, events: readonly GameEvent[], addedBefore: number): number {
  let added = addedBefore;
  for (const event of events) {
    const entry = historyCode(event);
    if (entry === null) continue;
    history.push(entry);
    added += 1;
  }
  // Old entries leave HISTORY_TRIM at a time, in one splice: ArraySchema.shift() finds the item to delete by value,
  // so with repeated entries (two deck draws in a row) it deleted the wrong one and clients decoded a history that
  // differed from the server's; it also re-indexed the whole list on every command. How many entries are dropped
  // depends only on how many were ever added, so a game restored from its log holds the very same list.
  const drop = droppedHistoryEntries(added) - (added - history.length);
  if (drop > 0) history.splice(0, drop);
  return added;
}
