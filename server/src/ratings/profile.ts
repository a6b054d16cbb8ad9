// Turns stored ratings and finished games into the answers of http/ratingRoutes.ts (shapes in shared-rules/protocol).
import type { FinishedGame } from "../domain/finishedGame.js";
import type { Rating } from "../storage/types.js";
import { ratingAt } from "./glicko.js";
import type { HistoryGame, ShownRating } from "../../../shared-rules/protocol/index.js";

/** A rating as shown `now`: its deviation includes the idle time since its last game. */
export function shownRating(stored: Rating, now = new Date()): ShownRating {
  const rating = ratingAt(stored, now);
  return { rating: Math.round(rating.rating), rd: Math.round(rating.rd), games: rating.games };
}

/** 1-based place of each seat in a finished game. */
function placesOf(game: FinishedGame): number[] {
  const places: number[] = [];
  game.ranking.forEach((seat, i) => (places[seat] = i + 1));
  return places;
}

/** A finished game as one account's history shows it; null when the account did not sit in it. */
export function historyGame(game: FinishedGame, userId: number): HistoryGame | null {
  const seat = game.seats.findIndex((s) => s.userId === userId);
  if (seat < 0) return null;
  const places = placesOf(game);
  return {
    gameId: game.id,
    gameName: game.gameName,
    endedAt: game.endedAt,
    players: game.seats.map((s, i) => ({ username: s.username, bot: s.bot !== null, score: game.scores[i] ?? 0, place: places[i] ?? 0 })),
    place: places[seat] ?? 0,
    score: game.scores[seat] ?? 0,
    ...(game.daily ? { daily: game.daily } : {}),
  };
}
