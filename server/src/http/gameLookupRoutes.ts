// GET /api/games/:id: what someone holding a game's id or private code (issue 14 item 9: a share link, a code typed in
// the lobby) needs to join it: its name, host, players, free colours and status, the same facts the lobby lists for a
// public game. Only games being hosted (waiting or playing); anything else is 404.
import express from "express";
import { matchMaker } from "@colyseus/core";
import type { LobbyMetadata } from "../../../shared-rules/protocol/index.js";

const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function gameLookupRoutes(): express.Router {
  const router = express.Router();
  router.get("/api/games/:id", async (req, res) => {
    const id = req.params.id;
    // The matchmaker's room cache (shared between processes): a room in any of them.
    const room = GAME_ID.test(id) ? (await matchMaker.query({ roomId: id, name: "ttr" }))[0] : undefined;
    const metadata = room?.metadata as LobbyMetadata | undefined;
    if (!room || !metadata?.gameName) {
      res.status(404).json({ description: "game not found", reason: "no game with this code is open" });
      return;
    }
    res.set("Cache-Control", "no-store").json({ description: "success", gameId: room.roomId, private: room.private === true, ...metadata });
  });
  return router;
}
