// Static game information and small read-only endpoints: GET /api/maps/:id, GET /api/my-games (/healthz and
// /readyz are in healthRoutes.ts).
import express from "express";
import { MAPS, isMapId } from "../../../shared-rules/src/index.js";
import type { MyGame, MyGamesAnswer } from "../../../shared-rules/protocol/index.js";
import { recordIsPublic } from "../daily/dailyDeal.js";
import { historyGame } from "../ratings/profile.js";
import { userOfToken, type ServerServices } from "../services.js";
import { bearerToken } from "./authRoutes.js";
import { withDeletedPlayers } from "../domain/deletedPlayers.js";

/** Finished games "your games" offers to watch again (the whole history is on the ratings page). */
export const MY_FINISHED_GAMES = 5;

export function apiRoutes(services: ServerServices): express.Router {
  const router = express.Router();

  // A map as the rules use it: routes and tickets by index, city indices into `cities`. Only the registry's own ids
  // (isMapId compares against MAP_IDS, so "__proto__" or "toString" are no map); anything else is 404.
  router.get("/api/maps/:id", (req, res) => {
    const id = req.params.id;
    if (!isMapId(id)) {
      res.status(404).json({ description: "map not found", reason: "no map with this id" });
      return;
    }
    res.set("Cache-Control", "public, max-age=3600").json(MAPS[id]);
  });

  // "Your games": the unfinished games the caller sits in (also after a restart, also unlisted ones), to rejoin with
  // joinById(gameId), and the newest finished ones, to watch their replay.
  router.get("/api/my-games", async (req, res) => {
    const user = await userOfToken(services, bearerToken(req));
    if (!user) {
      res.status(401).json({ description: "invalid input", reason: "log in first" });
      return;
    }
    const [unfinished, finished] = await Promise.all([
      services.games.forUser(user.id).then((games) => withDeletedPlayers(services.users, games)),
      services.games.finished({ userId: user.id, limit: MY_FINISHED_GAMES }).then((games) => withDeletedPlayers(services.users, games)),
    ]);
    const games = unfinished.flatMap((g): MyGame[] =>
      g.status === "waiting" || g.status === "playing"
        ? [{
            gameId: g.id,
            gameName: g.gameName,
            status: g.status,
            players: g.seats.map((s, playerOrder) => ({ username: s.username, color: s.color, isBot: s.bot !== null, playerOrder })),
            yourSeat: g.seats.findIndex((s) => s.userId === user.id),
            ...(g.private ? { private: true } : {}),
            // A daily deal (unlisted) is found again here: the lobby's "Daily deal" button reopens it.
            ...(g.daily ? { daily: g.daily } : {}),
            // A lesson (unlisted) too: its lesson button opens it again where it stopped.
            ...(g.lesson ? { lesson: g.lesson } : {}),
          }]
        : [],
    );
    const answer: MyGamesAnswer = {
      description: "success",
      games,
      // Today's daily deal is replayed only once its day is over (others still play that seed): gameRecordRoutes.ts.
      finished: finished.flatMap((g) => {
        const mine = historyGame(g, user.id);
        return mine ? [{ ...mine, replayable: recordIsPublic(g) }] : [];
      }),
    };
    res.json(answer);
  });

  return router;
}
