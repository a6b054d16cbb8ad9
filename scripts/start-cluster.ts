// A local cluster in one command: N game server processes on consecutive ports behind one matchmaker.
//   npm run start:cluster -- --processes 3 [--port 2567]
// Uses REDIS_URL when set, else starts a throw-away redis-server; uses DATABASE_URL when set, else starts a
// PostgreSQL whose data stays in DATA_DIR/postgres (both installed with apt-get if missing). Every process gets the
// same JWT_SECRET (generated when unset) so a login on one is valid on all, and the same VAPID key pair (likewise)
// so a turn notice from any of them reaches a browser that subscribed through another.
// Stopping: Ctrl-C, SIGTERM or SIGHUP, to this process alone or to its whole process group (docker stop, systemd,
// `kill -- -PGID`). The servers stop first (each saves its games, which needs Redis and PostgreSQL), the databases
// last: they run in their own process group, so a signal to ours never reaches them, and we stop them ourselves.
import crypto from "node:crypto";
import path from "node:path";
import { startPostgres, type RunningPostgres } from "./infra/postgres.js";
import { postgresFolderFor } from "./infra/postgresFolder.js";
import { startRedis, type RunningRedis } from "./infra/redis.js";
import { startServerProcess, type ServerProcess } from "./infra/serverProcess.js";
import webpush from "web-push";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const count = arg("processes", 2);
const basePort = arg("port", Number(process.env.PORT ?? 2567));
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
let redis: RunningRedis | null = null;
let postgres: RunningPostgres | null = null;
const servers: ServerProcess[] = [];
let stopping: Promise<void> | null = null;
let started: Promise<void> = Promise.resolve();

/**
 * Servers first (they save their games through the databases), then Redis and PostgreSQL. Once, whoever asks. A
 * server still starting is let finish its start (no further one begins), so that it is stopped in the same order.
 */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    await started.catch(() => undefined);
    await Promise.all(servers.map((s) => s.stop("SIGTERM")));
    await redis?.stop();
    await postgres?.stop();
    console.log("cluster stopped: servers first, then the databases.");
  })();
  return stopping;
}

// Before anything starts: a signal during the start stops what has started so far, in the same order.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    console.log(`${signal}: stopping the servers, then the databases…`);
    void stopAll().then(() => process.exit(0));
  });
}

async function start(): Promise<void> {
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    redis = await startRedis({ ownProcessGroup: true });
    redisUrl = redis.url;
    console.log(`redis-server (throw-away) on ${redisUrl}`);
  }
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const folder = postgresFolderFor(dataDir);
    if (folder.note) console.log(`postgres: ${folder.note}`);
    postgres = await startPostgres({ dir: folder.dir, ownProcessGroup: true });
    databaseUrl = await postgres.ensureDatabase("ttr");
    console.log(`postgres (data in ${folder.dir}) on ${databaseUrl}`);
  }
  const jwtSecret = process.env.JWT_SECRET || crypto.randomBytes(32).toString("base64url");
  // One VAPID pair for all: a browser subscribes with one process's key, and any process may send it a turn notice.
  const vapid = process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY
    ? { publicKey: process.env.VAPID_PUBLIC_KEY, privateKey: process.env.VAPID_PRIVATE_KEY }
    : webpush.generateVAPIDKeys();
  const publicHost = process.env.PUBLIC_HOST ?? "localhost";
  for (let i = 0; i < count && !stopping; i++) {
    const port = basePort + i;
    const server = await startServerProcess(port, {
      REDIS_URL: redisUrl,
      DATABASE_URL: databaseUrl,
      PUBLIC_ADDRESS: `${publicHost}:${port}`,
      PROCESS_NAME: process.env.PROCESS_NAME ? `${process.env.PROCESS_NAME}-${i}` : `cluster-${port}`,
      JWT_SECRET: jwtSecret,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      DATA_DIR: path.join(dataDir, `process-${i}`),
    });
    servers.push(server);
    server.child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(`[${port}] ${chunk}`));
    server.child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${port}] ${chunk}`));
    server.child.once("exit", (code, signal) => console.log(`[${port}] exited (${signal ?? `code ${code}`})`));
    console.log(`process ${i + 1}/${count}: http://${publicHost}:${port}/`);
  }
  if (!stopping) console.log("cluster ready: open any of the URLs above; Ctrl-C stops it.");
}

started = start();
started.catch(async (error: unknown) => {
  if (stopping) return; // a signal stopped the start: stopAll() finishes the job
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
