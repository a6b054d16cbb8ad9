// GET /api/daily: today's daily deal and its leaderboard: each account's game of the day.
import express from "express";
import type { DailyAnswer, DailyScore } from "../../../shared-rules/protocol/index.js";
import { utcDay } from "../daily/dailyDeal.js";
import type { FinishedGame } from "../domain/finishedGame.js";
import type { ServerServices } from "../services.js";

/** Daily games read to build the day's board, and rows shown. */
export const DAILY_GAMES_READ = 2000;
export const DAILY_BOARD_SIZE = 50;

/**
 * Each person's first finished daily game of the day, best score first (equal scores: who got it first). A person
 * gets one deal a day (dailyDealRefusal); should two ever finish (two processes at once), the first one counts,
 * since the second was played knowing the deck.
 */
export function firstPerAccount(games: readonly FinishedGame[], deleted: ReadonlySet<number> = new Set()): DailyScore[] {
  const first = new Map<number, DailyScore & { endedAt: string }>();
  for (const game of games) {
    game.seats.forEach((seat, i) => {
      if (seat.userId === null || deleted.has(seat.userId)) return;
      const score = game.scores[i] ?? 0;
      const kept = first.get(seat.userId);
      if (!kept || game.endedAt < kept.endedAt) {
        first.set(seat.userId, { username: seat.username, score, endedAt: game.endedAt });
      }
    });
  }
  return [...first.values()]
    .sort((a, b) => b.score - a.score || a.endedAt.localeCompare(b.endedAt))
    .map(({ username, score }) => ({ username, score }));
}

export function dailyRoutes(services: ServerServices): express.Router {
  const router = express.Router();
  router.get("/api/daily", async (_req, res) => {
    const day = utcDay();
    const games = await services.games.finished({ daily: day, limit: DAILY_GAMES_READ });
    // a deleted account leaves the day's board, as it leaves the leaderboard
    const deleted = await services.users.deletedAmong([...new Set(games.flatMap((g) => g.seats.flatMap((s) => (s.userId === null ? [] : [s.userId]))))]);
    const answer: DailyAnswer = { description: "success", day, scores: firstPerAccount(games, deleted).slice(0, DAILY_BOARD_SIZE) };
    res.set("Cache-Control", "no-store").json(answer);
  });
  return router;
}
