// Puts every ended game through the ratings exactly once. The game's end is durable first (the room
// saves it); then the people's ratings change in the user store, which remembers the game id in the same write, so a
// second attempt changes nothing; then the record is marked `rated` and saved. A crash anywhere in between leaves an
// ended game without the mark, which start-up finds (GameStore.unrated) and settles again: at most the mark is late.
// Storage that is down (the database, a full disk) is waited out: the attempt is repeated with a growing delay until
// it goes through, so a game ending during an outage is rated once it is over, without a restart. A rating whose
// commit went through but whose answer was lost finds its game id claimed on the next attempt: applied once.
import { mapOfRecord, type GameRecord } from "../domain/records.js";
import type { WireRatingChange } from "../../../shared-rules/protocol/index.js";
import type { GameStore, Rating, UserStore } from "../storage/types.js";
import { UNRATED, rateFinalOrder } from "./glicko.js";
import { MIN_RATED_PEOPLE, peopleInFinalOrder } from "./finalOrder.js";
import { errorField, log } from "../monitoring/log.js";
import { isStorageOutage } from "../storage/outage.js";

/** The first wait after a rating failed for want of storage, and the longest (doubling in between). */
const RETRY = { firstMs: 200, maxMs: 5000 } as const;

export class RatingKeeper {
  /** Games being settled now: the room may report an end more than once (a save per publish). */
  private readonly settling = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly users: UserStore,
    private readonly games: GameStore,
  ) {}

  /** Rates an ended game unless it is rated already; resolves when the mark is durable. Never rejects. */
  settle(record: GameRecord): Promise<void> {
    if (record.status !== "ended" || record.rated) return Promise.resolve();
    let pending = this.settling.get(record.id);
    if (!pending) {
      pending = this.settleRetrying(record)
        .catch((error: unknown) => log.error({ game: record.id, err: errorField(error) }, "could not rate a game (retried at the next start)"))
        .finally(() => this.settling.delete(record.id));
      this.settling.set(record.id, pending);
    }
    return pending;
  }

  /** At start-up: the games that ended before a crash or restart and were not rated yet. */
  async settlePending(): Promise<void> {
    for (const record of this.games.unrated()) await this.settle(record);
  }

  /** Resolves when every rating under way is done (shutdown waits for it before the stores close). */
  async idle(): Promise<void> {
    // Shutting down: a rating waiting for storage to come back gives up (start-up settles it).
    this.stopping = true;
    while (this.settling.size > 0) await Promise.all(this.settling.values());
  }

  private async settleRetrying(record: GameRecord): Promise<void> {
    for (let delayMs: number = RETRY.firstMs; ; delayMs = Math.min(RETRY.maxMs, delayMs * 2)) {
      try {
        return await this.settleNow(record);
      } catch (error) {
        if (this.stopping || !isStorageOutage(error)) throw error;
        log.warn({ game: record.id, err: errorField(error) }, "rating waits for storage");
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }

  private async settleNow(record: GameRecord): Promise<void> {
    const order = peopleInFinalOrder(record);
    // Rated as of the game's end, even when start-up settles it later: the idle time before it is what widens.
    const endedAt = new Date(record.updatedAt);
    let changes: WireRatingChange[] = [];
    if (order.length >= MIN_RATED_PEOPLE) {
      // The update may run again (a store retries a transaction that lost a race): the last run is what was written.
      // The game's board rating changes in the same write as the overall one (one claim of the game id for both).
      const perMap = { map: mapOfRecord(record), update: (onMap: ReadonlyMap<number, Rating>) => rateFinalOrder(order, onMap, endedAt) };
      const rated = await this.users.rateGame(
        record.id,
        order,
        (current) => {
          const next = rateFinalOrder(order, current, endedAt);
          changes = ratingChangesOf(record, current, next);
          return next;
        },
        perMap,
      );
      // Rated before (a crash before the mark): the change was not seen this time, so nothing is claimed.
      if (!rated) changes = [];
    }
    record.rated = true;
    if (changes.length > 0) record.ratingChanges = changes;
    await this.games.save(record);
  }
}

/** Each rated seat's rating before and after, rounded as the leaderboard shows them; in seat order. */
function ratingChangesOf(record: GameRecord, before: ReadonlyMap<number, Rating>, after: ReadonlyMap<number, Rating>): WireRatingChange[] {
  return record.seats.flatMap((seat, index): WireRatingChange[] => {
    const now = seat.userId === null ? undefined : after.get(seat.userId);
    if (seat.userId === null || !now) return [];
    const was = before.get(seat.userId) ?? UNRATED;
    return [{ seat: index, before: Math.round(was.rating), after: Math.round(now.rating) }];
  });
}
