// Several server processes on one throw-away Redis and one fresh PostgreSQL database, as a cluster runs them: each
// on its own free port and public address, with the settings every cluster test needs; `env` adds or overrides
// (a function: per process, e.g. each its own PUBLIC_ADDRESS behind a proxy).
import { startRedis, freePort, type RunningRedis } from "../scripts/infra/redis.js";
import { startServerProcess, type ServerProcess } from "../scripts/infra/serverProcess.js";
import { freshDatabase } from "../server/test/postgresKit.js";
import { TEST_JWT_SECRET, tempDataDir } from "./server.js";

export interface TestCluster {
  redis: RunningRedis;
  processes: ServerProcess[];
  /** Each process's environment, to start it again the same way (a restart after kill -9). */
  settings: Record<string, string>[];
  /** Stops every process (SIGTERM), then Redis. */
  stop(): Promise<void>;
}

export async function startTestCluster(name: string, size: number, env: Record<string, string> | ((index: number) => Record<string, string>) = {}): Promise<TestCluster> {
  const redis = await startRedis();
  const database = await freshDatabase();
  const processes: ServerProcess[] = [];
  const settings: Record<string, string>[] = [];
  for (let i = 0; i < size; i++) {
    const port = await freePort();
    settings.push({
      REDIS_URL: redis.url,
      DATABASE_URL: database,
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      PROCESS_NAME: `${name}-${i}`,
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: await tempDataDir(),
      BCRYPT_ROUNDS: "4",
      BOT_DELAY_MS: "0",
      ALLOW_TEST_SEED: "1",
      // the tests play as fast as replies come
      MESSAGE_RATE_PER_SECOND: "100000",
      MESSAGE_BURST: "100000",
      ...(typeof env === "function" ? env(i) : env),
    });
    processes.push(await startServerProcess(port, settings[i]!));
  }
  return {
    redis,
    processes,
    settings,
    async stop() {
      for (const p of processes) await p.stop("SIGTERM");
      await redis.stop();
    },
  };
}
