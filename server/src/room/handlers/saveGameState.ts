// saveGameState (host; the design's test command): writes the game's replayable snapshot — seed, seats and command
// log — to DATA_DIR/snapshots and answers the file's path. The snapshot itself is in the reply only once the game
// has ended or in test mode (ALLOW_TEST_SEED): seed + log replay every hand and the deck order, which no player
// may see during a game.
import fs from "node:fs";
import path from "node:path";
import { ERR } from "../../../../shared-rules/src/index.js";
import { requireHost } from "./guards.js";
import { reply, type Handler } from "./types.js";

export const saveGameState: Handler<"saveGameState"> = (host, client) => {
  const failure = requireHost(host, client);
  if (failure) return reply(failure);
  const snapshot = structuredClone(host.session.record);
  const dir = path.join(host.services.config.dataDir, "snapshots");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${snapshot.id.replace(/[^A-Za-z0-9_-]/g, "_")}-v${host.session.version}.json`);
  fs.writeFileSync(file, JSON.stringify(snapshot, null, 2));
  const shareable = snapshot.status !== "playing" || host.services.config.allowTestSeed;
  return reply(ERR.success, { gameId: host.gameId, path: file, ...(shareable ? { snapshot } : {}) });
};
