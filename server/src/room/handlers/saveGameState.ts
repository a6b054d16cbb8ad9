// saveGameState (host; the design's test command): writes the game's replayable snapshot — seed, seats and command
// log — to DATA_DIR/snapshots and answers the file's path (relative to DATA_DIR) plus a JSON snapshot. Seed + log
// replay every hand and the deck order, so they leave the server only when the finished game's record is public
// (gameRecordRoutes: ended, and a daily deal only once its day is over), or in test mode (ALLOW_TEST_SEED). Before
// that — waiting, playing, or today's daily deal — the reply carries a redacted snapshot: the record without its
// seed and command log, and the game as the host's seat sees it.
// The write is asynchronous and happens at most once per SAVE_STATE_MIN_SECONDS per game: a host asking in a loop
// must not stall the other rooms with file writes. Only each game's newest few snapshots are kept (snapshotCleanup).
import fs from "node:fs/promises";
import path from "node:path";
import { playerView } from "../../../../shared-rules/src/index.js";
import { recordIsPublic } from "../../daily/dailyDeal.js";
import { keepNewestSnapshots, snapshotPrefix } from "../../storage/snapshotCleanup.js";
import { requireHost, seatOf } from "./guards.js";
import { TOO_FAST } from "./guardedDispatch.js";
import { reply, type Handler } from "./types.js";
import type { GameMaster } from "../../game/GameMaster.js";
import type { Client } from "@colyseus/core";

/** When each game (by its master) last wrote a snapshot. */
const lastWriteAt = new WeakMap<GameMaster<Client>, number>();

export const saveGameState: Handler<"saveGameState"> = async (master, client) => {
  const failure = requireHost(master, client);
  if (failure) return reply(failure);
  const now = Date.now();
  const last = lastWriteAt.get(master);
  if (last !== undefined && now - last < master.services.config.saveStateMinSeconds * 1000) return reply(TOO_FAST);
  lastWriteAt.set(master, now);
  const record = structuredClone(master.game.record);
  const dir = path.join(master.services.config.dataDir, "snapshots");
  const file = path.join(dir, `${snapshotPrefix(record.id)}${master.game.version}.json`);
  // The view is taken now, before the write: the reply describes the game as it was when asked.
  const shareable = (record.status === "ended" && recordIsPublic(record)) || master.services.config.allowTestSeed;
  const snapshot = shareable ? record : redactedSnapshot(master, client, record);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(file, JSON.stringify(record, null, 2));
  await keepNewestSnapshots(dir, snapshotPrefix(record.id), master.services.config.snapshotsPerGame);
  // Relative to DATA_DIR: the server's own file layout is none of the client's business.
  return reply("ok", { gameId: master.gameId, path: path.relative(master.services.config.dataDir, file), snapshot });
};

function redactedSnapshot(master: GameMaster<Client>, client: Client, record: typeof master.game.record) {
  // The log goes too: its ticket choices are indexes into offers only the seed (or the chooser) can name.
  const { seed: _seed, log: _log, ...withoutSeed } = record;
  const state = master.game.rules;
  const seat = seatOf(client);
  return { ...withoutSeed, redacted: true, view: state ? playerView(state, seat) : null };
}
