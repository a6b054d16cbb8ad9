// A local cluster in one command: N game server processes on consecutive ports behind one matchmaker.
//   npm run start:cluster -- --processes 3 [--port 2567]
// Uses REDIS_URL when set, else starts a throw-away redis-server; uses DATABASE_URL when set, else starts a
// PostgreSQL whose data stays in DATA_DIR/postgres (both installed with apt-get if missing). Every process gets the
// same JWT_SECRET (generated when unset) so a login on one is valid on all. Ctrl-C stops everything.
import crypto from "node:crypto";
import path from "node:path";
import { startPostgres, type RunningPostgres } from "./infra/postgres.js";
import { startRedis, type RunningRedis } from "./infra/redis.js";
import { startServerProcess, type ServerProcess } from "./infra/serverProcess.js";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const count = arg("processes", 2);
const basePort = arg("port", Number(process.env.PORT ?? 2567));
let redis: RunningRedis | null = null;
let postgres: RunningPostgres | null = null;
const servers: ServerProcess[] = [];

async function stopAll(): Promise<void> {
  await Promise.all(servers.map((s) => s.stop("SIGTERM")));
  await redis?.stop();
  await postgres?.stop();
}

try {
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    redis = await startRedis();
    redisUrl = redis.url;
    console.log(`redis-server (throw-away) on ${redisUrl}`);
  }
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    postgres = await startPostgres({ dir: path.resolve(process.env.DATA_DIR ?? "./data", "postgres") });
    databaseUrl = await postgres.ensureDatabase("ttr");
    console.log(`postgres (data in ${path.resolve(process.env.DATA_DIR ?? "./data", "postgres")}) on ${databaseUrl}`);
  }
  const jwtSecret = process.env.JWT_SECRET || crypto.randomBytes(32).toString("base64url");
  const publicHost = process.env.PUBLIC_HOST ?? "localhost";
  for (let i = 0; i < count; i++) {
    const port = basePort + i;
    const server = await startServerProcess(port, {
      REDIS_URL: redisUrl,
      DATABASE_URL: databaseUrl,
      PUBLIC_ADDRESS: `${publicHost}:${port}`,
      PROCESS_NAME: process.env.PROCESS_NAME ? `${process.env.PROCESS_NAME}-${i}` : `cluster-${port}`,
      JWT_SECRET: jwtSecret,
      DATA_DIR: path.resolve(process.env.DATA_DIR ?? "./data", `process-${i}`),
    });
    servers.push(server);
    server.child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(`[${port}] ${chunk}`));
    server.child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(`[${port}] ${chunk}`));
    console.log(`process ${i + 1}/${count}: http://${publicHost}:${port}/`);
  }
  console.log("cluster ready: open any of the URLs above; Ctrl-C stops it.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stopAll().then(() => process.exit(0)));
}
