// What "your games" history, profiles and the daily leaderboard show of a finished game: no log, no chat, no seed.
import type { GameRecord, SeatRecord } from "./records.js";

export interface FinishedGame {
  id: string;
  gameName: string;
  /** In turn order, as in the record. */
  seats: SeatRecord[];
  /** Final points per seat (seat order). */
  scores: number[];
  /** Seats from winner to last (the rules' ranking, tie-breaks included). */
  ranking: number[];
  createdAt: string;
  endedAt: string;
  daily?: string;
}

/** The summary of an ended game; null for any other (an abandoned game has no result). */
export function finishedGameOf(record: Omit<GameRecord, "log">): FinishedGame | null {
  if (record.status !== "ended" || !record.result) return null;
  return {
    id: record.id,
    gameName: record.gameName,
    seats: record.seats,
    scores: record.result.scores.map((s) => s.total),
    ranking: record.result.ranking,
    createdAt: record.createdAt,
    endedAt: record.updatedAt,
    ...(record.daily ? { daily: record.daily } : {}),
  };
}

/** Which finished games a store lists: one account's (newest first), or one day's daily deals. */
export interface FinishedQuery {
  userId?: number;
  daily?: string;
  limit: number;
}

export function matchesQuery(game: FinishedGame, query: FinishedQuery): boolean {
  if (query.userId !== undefined && !game.seats.some((s) => s.userId === query.userId)) return false;
  if (query.daily !== undefined && game.daily !== query.daily) return false;
  return true;
}
