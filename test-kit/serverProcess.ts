// `npm start`'s entry point as its own OS process on a free port, with the test settings in its environment: for
// tests where a crash must show up as a dead process rather than a dead test runner, or that need real processes.
// Unlike the in-process server it keeps the real per-connection budgets unless a test lifts them.
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { startServerProcess as startGameServerProcess } from "../scripts/infra/serverProcess.js";
import { serverAt, tempDataDir, TEST_JWT_SECRET, type ServerAddress } from "./server.js";

export interface TestServerProcess extends ServerAddress {
  child: ChildProcess;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGKILL unless told (a test's server holds nothing worth a graceful stop), and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * `env` overrides the test settings; `port` 0 picks a free one (a restart passes the port the first start got);
 * `launcher` is a command to run it under (e.g. prlimit).
 */
export async function startServerProcess(env: Record<string, string> = {}, port = 0, launcher: string[] = []): Promise<TestServerProcess> {
  const dataDir = env.DATA_DIR ?? (await tempDataDir());
  const server = await startGameServerProcess(port, {
    DATA_DIR: dataDir,
    PUBLIC_DIR: path.resolve("public"),
    BCRYPT_ROUNDS: "4",
    JWT_SECRET: TEST_JWT_SECRET,
    BOT_DELAY_MS: "0",
    MAX_WAITING_GAMES_PER_USER: "1000",
    MAX_LIVE_GAMES_PER_USER: "1000",
    MAX_GAMES_STARTED_PER_HOUR: "1000",
    SPECTATOR_DELAY_MOVES: "0",
    ...env,
  }, undefined, launcher);
  return {
    ...serverAt(server.port),
    child: server.child,
    dataDir,
    output: server.output,
    stop: (signal: NodeJS.Signals = "SIGKILL") => server.stop(signal),
  };
}
