// Ratings and histories: GET /api/leaderboard (overall, or one board's with ?map=), GET /api/my-profile (the caller's rating and
// finished games, with a token), GET /api/players/:username (anyone's, the leaderboard's links). Finished games are
// public (their records are served to anyone, see gameRecordRoutes.ts), so a profile shows nothing secret.
import express from "express";
import type { ProfileAnswer, LeaderboardAnswer, MapStatsAnswer } from "../../../shared-rules/protocol/index.js";
import { MAP_IDS, isMapId } from "../../../shared-rules/src/index.js";
import { mapStatisticsOf } from "../stats/mapStatistics.js";
import { historyGame, shownRating } from "../ratings/profile.js";
import { userOfToken, type ServerServices } from "../services.js";
import type { UserRecord } from "../storage/types.js";
import { bearerToken } from "./authRoutes.js";
import { USERNAME_PATTERN } from "../auth/credentials.js";
import { withDeletedPlayers } from "../domain/deletedPlayers.js";

/** Rows on the leaderboard, and finished games in a profile. */
export const LEADERBOARD_SIZE = 50;
export const HISTORY_SIZE = 30;

const USERNAME = USERNAME_PATTERN;

async function profileOf(services: ServerServices, user: UserRecord): Promise<ProfileAnswer> {
  const [ratings, finished] = await Promise.all([
    services.users.ratings([user.id]),
    services.games.finished({ userId: user.id, limit: HISTORY_SIZE }).then((games) => withDeletedPlayers(services.users, games)),
  ]);
  const rating = ratings.get(user.id);
  return {
    description: "success",
    username: user.username,
    rating: rating ? shownRating(rating) : null,
    games: finished.map((g) => historyGame(g, user.id)).filter((g) => g !== null),
  };
}

async function mapStatsOf(services: ServerServices, user: UserRecord): Promise<MapStatsAnswer> {
  return { description: "success", username: user.username, ...(await mapStatisticsOf(services.games, user.id)) };
}

export function ratingRoutes(services: ServerServices): express.Router {
  const router = express.Router();

  // ?map=<board>: the board's own ratings; absent, the overall ones. Anything but one known board is refused.
  router.get("/api/leaderboard", async (req, res) => {
    const map = req.query.map;
    if (map !== undefined && !isMapId(map)) {
      res.status(400).json({ description: "invalid input", reason: "map must be one of " + MAP_IDS.join(", ") });
      return;
    }
    const rated = await services.users.leaderboard(LEADERBOARD_SIZE, map);
    const answer: LeaderboardAnswer = { description: "success", players: rated.map((r) => ({ username: r.username, ...shownRating(r) })) };
    res.set("Cache-Control", "no-store").json(answer);
  });

  router.get("/api/my-profile", async (req, res) => {
    const user = await userOfToken(services, bearerToken(req));
    if (!user) {
      res.status(401).json({ description: "invalid input", reason: "log in first" });
      return;
    }
    res.set("Cache-Control", "no-store").json(await profileOf(services, user));
  });

  // per-board statistics (stats/mapStatistics.ts): the caller's, and anyone's (finished games are public)
  router.get("/api/my-maps", async (req, res) => {
    const user = await userOfToken(services, bearerToken(req));
    if (!user) {
      res.status(401).json({ description: "invalid input", reason: "log in first" });
      return;
    }
    res.set("Cache-Control", "no-store").json(await mapStatsOf(services, user));
  });

  router.get("/api/players/:username/maps", async (req, res) => {
    const user = USERNAME.test(req.params.username) ? await services.users.byUsername(req.params.username) : undefined;
    if (!user || user.deletedAt) {
      res.status(404).json({ description: "not found", reason: "no account with this name" });
      return;
    }
    res.set("Cache-Control", "no-store").json(await mapStatsOf(services, user));
  });

  router.get("/api/players/:username", async (req, res) => {
    const user = USERNAME.test(req.params.username) ? await services.users.byUsername(req.params.username) : undefined;
    if (!user || user.deletedAt) {
      res.status(404).json({ description: "not found", reason: "no account with this name" });
      return;
    }
    res.set("Cache-Control", "no-store").json(await profileOf(services, user));
  });

  return router;
}
