// The record of a play-again game: the ended game's board, table option, clock settings, test-mode trains, privacy
// and spectator delay, a fresh seed, and its seats turned by one (the old game's first player plays last). A person
// who did not accept is played by a bot in that seat; the old game's bots come back as they were.
import type { GameRecord, SeatRecord } from "../../domain/records.js";
import { TAKEOVER_DIFFICULTY } from "../GameMaster.js";

/** The seats of the old game in the new turn order: the first moves to the end. */
export function rotatedSeats<T>(seats: readonly T[]): T[] {
  return seats.length === 0 ? [] : [...seats.slice(1), seats[0]];
}

/** A person's seat given to a bot, named as the table names bots ("Bot N (difficulty)"), never after the person. */
function botSeats(seats: SeatRecord[], keeps: (userId: number) => boolean): SeatRecord[] {
  const taken = new Set(seats.filter((s) => s.bot !== null || (s.userId !== null && keeps(s.userId))).map((s) => s.username));
  let n = 1;
  const nextName = () => {
    while ([...taken].some((name) => name.startsWith(`Bot ${n} `))) n += 1;
    const name = `Bot ${n} (${TAKEOVER_DIFFICULTY})`;
    taken.add(name);
    return name;
  };
  return seats.map((seat) => (seat.userId === null || keeps(seat.userId) ? { ...seat } : { userId: null, username: nextName(), color: seat.color, bot: TAKEOVER_DIFFICULTY }));
}

export interface NextGame {
  id: string;
  seed: string;
  proposerId: number;
  /** The people who play their own seat in the new game (the proposer and those who accepted). */
  playing: ReadonlySet<number>;
  now: number;
  processName: string;
}

/** The new game's record, started (status "playing", its clock counting from `now`), ready to open as a restored game. */
export function nextGameRecord(old: GameRecord, next: NextGame): GameRecord {
  const at = new Date(next.now).toISOString();
  const record: GameRecord = {
    id: next.id,
    gameName: old.gameName,
    hostUserId: next.proposerId,
    seed: next.seed,
    status: "playing",
    seats: botSeats(rotatedSeats(old.seats), (userId) => next.playing.has(userId)),
    log: [],
    chat: [],
    result: null,
    createdAt: at,
    updatedAt: at,
    owner: next.processName,
  };
  if (old.map !== undefined) record.map = old.map;
  if (old.variant !== undefined) record.variant = old.variant;
  if (old.trainsPerPlayer !== undefined && old.lesson === undefined) record.trainsPerPlayer = old.trainsPerPlayer;
  if (old.private) record.private = true;
  if (old.spectatorDelay !== undefined) record.spectatorDelay = old.spectatorDelay;
  // the same clock as it was played (a relaxed default stays relaxed), counting from now
  if (old.clock) record.clock = { mode: old.clock.mode, turnMs: old.clock.turnMs, reserveMs: old.clock.reserveMs, startedAt: next.now };
  return record;
}
