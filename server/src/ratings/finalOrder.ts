// Who a finished game rates: its people (not its bots) in the final ranking's order, each only if they made at least
// half of their seat's turns themselves. A person whose seat a bot played (taken over after a drop, or turns whose time
// ran out) is not rated on the bot's play: they are left out, and the others' places stand among themselves.
import type { LoggedCommand } from "../../../shared-rules/src/index.js";
import type { GameRecord } from "../domain/records.js";

/** Account ids of the people rated by this ended game, winner first; empty when it has no result. */
export function peopleInFinalOrder(record: GameRecord): number[] {
  if (record.status !== "ended" || !record.result) return [];
  const turns = turnsBySeat(record.log, record.seats.length);
  const order: number[] = [];
  for (const seat of record.result.ranking) {
    const userId = record.seats[seat]?.userId;
    if (userId === null || userId === undefined || order.includes(userId)) continue;
    if (playedThemselves(turns[seat])) order.push(userId);
  }
  return order;
}

/** Fewer than two people: nobody's rating changes (a game against bots only). */
export const MIN_RATED_PEOPLE = 2;

/** A seat's turns, and how many of them a bot made for its person. */
export interface SeatTurns {
  turns: number;
  byBot: number;
}

/** At least half of the seat's turns were its person's own (a game logged before `by` existed: all of them). */
export function playedThemselves({ turns, byBot }: SeatTurns): boolean {
  return byBot * 2 <= turns;
}

/**
 * Each seat's turns in a game's log, a turn counted once by the command that starts it: the opening ticket choice, a
 * claim, a pass, a ticket draw (its choice that follows is the same turn), a card draw (the second card is the same
 * turn). A turn is the bot's when the bot started it: a person who drew one card and dropped still made that turn.
 */
export function turnsBySeat(log: readonly LoggedCommand[], seats: number): SeatTurns[] {
  const counts = Array.from({ length: seats }, () => ({ turns: 0, byBot: 0 }));
  log.forEach((entry, i) => {
    const count = counts[entry.player];
    if (!count || continuesTurn(log[i - 1], entry)) return;
    count.turns += 1;
    if (entry.by === "bot") count.byBot += 1;
  });
  return counts;
}

/**
 * The second card of a draw, or the choice after a ticket draw: the same seat's next command in its turn (no other
 * seat acts in between; every turn passes to the next seat, so one seat's turns are never next to each other).
 */
function continuesTurn(previous: LoggedCommand | undefined, entry: LoggedCommand): boolean {
  if (!previous || previous.player !== entry.player) return false;
  const before = previous.command.type;
  const now = entry.command.type;
  return (before === "drawTrainCard" && now === "drawTrainCard") || (before === "getDestinations" && now === "selectDestinations");
}
