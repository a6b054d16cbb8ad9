// Picks the storage backend from the settings: PostgreSQL when DATABASE_URL is set (its schema migrated at
// start), otherwise the embedded files under DATA_DIR.
import fs from "node:fs/promises";
import pg from "pg";
import { errorField, log } from "../monitoring/log.js";
import type { ServerConfig } from "../config.js";
import { LogGameStore } from "./logGameStore.js";
import { LowdbUserStore } from "./lowdbUserStore.js";
import { migrate } from "./postgres/migrate.js";
import { PgGameStore } from "./postgres/pgGameStore.js";
import { PgUserStore } from "./postgres/pgUserStore.js";
import { cleanSnapshotsWhileRunning } from "./snapshotCleanup.js";
import type { GameStore, UserStore } from "./types.js";
import type { PushSubscriptionStore } from "./pushStore.js";
import { LowdbPushStore } from "./lowdbPushStore.js";
import { PgPushStore } from "./postgres/pgPushStore.js";
import type { SocialStore } from "../social/socialStore.js";
import { LowdbSocialStore } from "./lowdbSocialStore.js";
import { PgSocialStore } from "./postgres/pgSocialStore.js";

export interface Stores {
  users: UserStore;
  games: GameStore;
  /** The browsers that asked for turn notices (Web Push). */
  push: PushSubscriptionStore;
  /** Friends, friend requests and blocks. */
  social: SocialStore;
  /** Resolves when the backend answers (the readiness check): PostgreSQL runs a query, the files' folder is writable. */
  ping(): Promise<void>;
  /** Waits for pending saves, then lets go of files and connections. */
  close(): Promise<void>;
}

export async function openStores(config: ServerConfig): Promise<Stores> {
  const stopCleaning = cleanSnapshotsWhileRunning(config.dataDir, config.snapshotMaxAgeDays);
  const stores = await openBackend(config);
  return {
    ...stores,
    async close() {
      stopCleaning();
      await stores.close();
    },
  };
}

async function openBackend(config: ServerConfig): Promise<Stores> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, {
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      queryTimeoutMs: config.databaseQueryTimeoutMs,
      owner: config.redisUrl ? config.processName : undefined,
    });
  }
  const users = await LowdbUserStore.open(config.dataDir);
  const games = await LogGameStore.open(config.dataDir, { fsync: config.storageFsync });
  const push = await LowdbPushStore.open(config.dataDir);
  const social = await LowdbSocialStore.open(config.dataDir);
  return {
    users,
    games,
    push,
    social,
    ping: () => writableWithRoom(config.dataDir),
    async close() {
      await games.close();
      await users.close();
      await push.close();
      await social.close();
    },
  };
}

/**
 * Below this much free space in DATA_DIR the embedded store counts as unreachable (/readyz 503): a few moves' worth of
 * log lines would still fit, but a new game's log, an account (users.json is rewritten whole) would not.
 */
const MIN_FREE_BYTES = 1024 * 1024;

/** DATA_DIR is writable and its disk is not (nearly) full. */
async function writableWithRoom(dataDir: string): Promise<void> {
  await fs.access(dataDir, fs.constants.W_OK);
  const disk = await fs.statfs(dataDir);
  if (disk.bavail * disk.bsize < MIN_FREE_BYTES) throw new Error("DATA_DIR's disk is full");
}

export interface PostgresOptions {
  poolSize?: number;
  /** DATABASE_CONNECT_TIMEOUT_MS */
  connectTimeoutMs?: number;
  /** DATABASE_QUERY_TIMEOUT_MS */
  queryTimeoutMs?: number;
  /** Bring back only this process's unfinished games (several processes share the database). */
  owner?: string;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Stores> {
  const queryTimeoutMs = options.queryTimeoutMs ?? 10_000;
  // While the database is down every query fails fast (a refused or timed-out connection) instead of waiting for
  // ever, so saves fail and are retried (game/DurableOutbox.ts) and logins answer 503; once it is back, new
  // connections replace the dead ones (a query that failed on a connection closes that connection).
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
  });
  // An idle connection the database dropped must not take the process down; the next query reconnects.
  pool.on("error", (error) => log.error({ err: errorField(error) }, "PostgreSQL connection lost"));
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) log.info({ migrations: applied }, `database: applied ${applied.join(", ")}`);
    const games = await PgGameStore.open(pool, { owner: options.owner });
    return {
      users: new PgUserStore(pool),
      games,
      push: new PgPushStore(pool),
      social: new PgSocialStore(pool),
      async ping() {
        await pool.query("SELECT 1");
      },
      async close() {
        await games.close();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
