// Who a finished game rates: its people (not its bots) in the final ranking's order.
import type { GameRecord } from "../domain/records.js";

/** Account ids of the people who sat in this ended game, winner first; empty when it has no result. */
export function peopleInFinalOrder(record: GameRecord): number[] {
  if (record.status !== "ended" || !record.result) return [];
  const order: number[] = [];
  for (const seat of record.result.ranking) {
    const userId = record.seats[seat]?.userId;
    if (userId !== null && userId !== undefined && !order.includes(userId)) order.push(userId);
  }
  return order;
}

/** Fewer than two people: nobody's rating changes (a game against bots only). */
export const MIN_RATED_PEOPLE = 2;
