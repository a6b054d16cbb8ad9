// Picks the storage backend from the settings: the embedded files under DATA_DIR unless DATABASE_URL is set.
import type { ServerConfig } from "../config.js";
import { LogGameStore } from "./logGameStore.js";
import { LowdbUserStore } from "./lowdbUserStore.js";
import { removeOldSnapshots } from "./snapshotCleanup.js";
import type { GameStore, UserStore } from "./types.js";

export interface Stores {
  users: UserStore;
  games: GameStore;
}

export async function openStores(config: ServerConfig): Promise<Stores> {
  await removeOldSnapshots(config.dataDir, config.snapshotMaxAgeDays);
  return {
    users: await LowdbUserStore.open(config.dataDir),
    games: await LogGameStore.open(config.dataDir, { fsync: config.storageFsync }),
  };
}
