// Static game information and small read-only endpoints: GET /healthz, GET /api/maps/:id, GET /api/my-games.
import express from "express";
import { MAPS, isMapId } from "../../../shared-rules/src/index.js";
import { userOfToken, type ServerServices } from "../services.js";
import { bearerToken } from "./authRoutes.js";

export function apiRoutes(services: ServerServices): express.Router {
  const router = express.Router();

  router.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

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

  // "Your games": the unfinished games the caller sits in (also after a restart), to rejoin with joinById(gameId).
  router.get("/api/my-games", async (req, res) => {
    const user = await userOfToken(services, bearerToken(req));
    if (!user) {
      res.status(401).json({ description: "invalid input", reason: "log in first" });
      return;
    }
    const games = (await services.games.forUser(user.id))
      .filter((g) => g.status === "waiting" || g.status === "playing")
      .map((g) => ({
        gameId: g.id,
        gameName: g.gameName,
        status: g.status,
        players: g.seats.map((s, playerOrder) => ({ username: s.username, color: s.color, isBot: s.bot !== null, playerOrder })),
        yourSeat: g.seats.findIndex((s) => s.userId === user.id),
        // A daily deal (unlisted) is found again here: the lobby's "Daily deal" button reopens it.
        ...(g.daily ? { daily: g.daily } : {}),
      }));
    res.json({ description: "success", games });
  });

  return router;
}
