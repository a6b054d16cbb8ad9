// GET /api/games/:id/record: a finished game as a file for the replay viewer and "Download
// JSON". Only for ended games: the seed of a game still waiting or playing would let anyone compute every hidden card,
// so those answer 404 exactly like an unknown id (nothing tells a live game from a missing one); so does today's daily
// deal, whose seed others are still playing.
import express from "express";
import { GAME_RECORD_FORMAT, GAME_RECORD_VERSION, type GameRecordFile } from "../../../shared-rules/src/index.js";
import type { GameRecord } from "../domain/records.js";
import type { ServerServices } from "../services.js";
import { recordIsPublic } from "../daily/dailyDeal.js";
import { lookupIds } from "../room/gameCode.js";
import { boundFailedLookups } from "./lookupLimit.js";
import { withDeletedPlayer } from "../domain/deletedPlayers.js";

export function gameRecordFile(record: GameRecord): GameRecordFile {
  return {
    format: GAME_RECORD_FORMAT,
    version: GAME_RECORD_VERSION,
    gameId: record.id,
    gameName: record.gameName,
    seed: record.seed,
    // only a non-USA game names its map: a USA record stays exactly what it was before maps
    ...(record.map !== undefined && record.map !== "usa" ? { map: record.map } : {}),
    ...(record.trainsPerPlayer !== undefined ? { trainsPerPlayer: record.trainsPerPlayer } : {}),
    ...(record.variant !== undefined ? { variant: record.variant } : {}),
    seats: record.seats.map((s) => ({ username: s.username, color: s.color, bot: s.bot })),
    // the file holds what a replay needs: the server's times of the commands stay on the server
    log: record.log.map(({ player, command }) => ({ player, command })),
    result: record.result,
    createdAt: record.createdAt,
  };
}

export function gameRecordRoutes(services: ServerServices): express.Router {
  const router = express.Router();
  // A finished private game's record is found by its code too: failed lookups count against the same bound.
  router.get("/api/games/:id/record", boundFailedLookups(services), async (req, res) => {
    // A code in any case, or an older game's exact id; anything else is no game (and never reaches the store).
    let record: GameRecord | undefined;
    for (const id of lookupIds(req.params.id)) {
      record = await services.games.load(id);
      if (record) break;
    }
    // A daily deal's record carries the seed everyone plays that day: it waits until the day is over.
    if (!record || record.status !== "ended" || !recordIsPublic(record)) {
      res.status(404).json({ description: "game not found", reason: "no finished game with this id" });
      return;
    }
    // A finished game never changes again, but a seat's account may be deleted: an hour's cache at most shows its old name.
    res.set("Cache-Control", "public, max-age=3600").json(gameRecordFile(await withDeletedPlayer(services.users, record)));
  });
  return router;
}
