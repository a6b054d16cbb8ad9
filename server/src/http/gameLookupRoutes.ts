// GET /api/games/:id: what someone holding a game's code (a share link, a code typed in the lobby) needs to join it:
// its name, host, players, free colours and status, the same facts the lobby lists for a public game. Only games being
// hosted (waiting or playing); anything else is 404. A code is found however it is typed (any case, spaces or
// hyphens; room/gameCode.ts); failed lookups are bounded (lookupLimit.ts), so codes cannot be guessed.
import express from "express";
import { matchMaker } from "@colyseus/core";
import type { LobbyMetadata } from "../../../shared-rules/protocol/index.js";
import { lookupIds } from "../room/gameCode.js";
import type { ServerServices } from "../services.js";
import { boundFailedLookups } from "./lookupLimit.js";
import { userOfToken } from "../services.js";
import { bearerToken } from "./authRoutes.js";

async function lookerIsFriend(services: ServerServices, req: express.Request, metadata: LobbyMetadata): Promise<boolean> {
  const user = await userOfToken(services, bearerToken(req)).catch(() => null);
  const host = metadata.hostUserId;
  if (!user || host === undefined) return false;
  return user.id === host || metadata.players.some((p) => p.username.toLowerCase() === user.username.toLowerCase()) || (await services.social.areFriends(host, user.id));
}

export function gameLookupRoutes(services: ServerServices): express.Router {
  const router = express.Router();
  router.get("/api/games/:id", boundFailedLookups(services), async (req, res) => {
    let room: Awaited<ReturnType<typeof matchMaker.query>>[number] | undefined;
    // The matchmaker's room cache (shared between processes): a room in any of them.
    for (const id of lookupIds(req.params.id)) {
      room = (await matchMaker.query({ roomId: id, name: "ttr" }))[0];
      if (room) break;
    }
    const metadata = room?.metadata as LobbyMetadata | undefined;
    // A friends-only table is looked up like a missing one by anyone but its host and the host's friends.
    if (room && metadata?.friendsOnly === true && !(await lookerIsFriend(services, req, metadata))) room = undefined;
    if (!room || !metadata?.gameName) {
      res.status(404).json({ description: "game not found", reason: "no game with this code is open" });
      return;
    }
    res.set("Cache-Control", "no-store").json({ description: "success", gameId: room.roomId, private: room.private === true, ...metadata });
  });
  return router;
}
