// A real game server in the test's own process (real bcrypt, lowdb in a temporary folder, or PostgreSQL when a test
// passes databaseUrl), on a free port: the port it got is in the answer, and every URL is built from it.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { configWith, type ServerConfig } from "../server/src/config.js";
import { createGameServer, type GameServer } from "../server/src/createGameServer.js";

/** Where a server answers: what the account and client helpers need, for an in-process server or a process. */
export interface ServerAddress {
  port: number;
  httpUrl: string;
  wsUrl: string;
}

/** The server on that port of this machine, or at that base URL (`http://127.0.0.1:<port>`). */
export function serverAt(portOrUrl: number | string): ServerAddress {
  const port = typeof portOrUrl === "number" ? portOrUrl : Number(new URL(portOrUrl).port);
  return { port, httpUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}` };
}

export interface TestServer extends ServerAddress {
  server: GameServer;
  config: ServerConfig;
  dataDir: string;
}

export async function tempDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), "ttr-server-test-"));
}

/** The server secret the tests use: 32 bytes or more, as the server demands of JWT_SECRET. */
export const TEST_JWT_SECRET = "test-secret-test-secret-test-secret";

/** The settings of every in-process test server, with a test's own overrides on top. */
export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return configWith({
    port: 0, // a free port: several suites and checkouts may run side by side
    host: "127.0.0.1",
    dataDir,
    jwtSecret: TEST_JWT_SECRET,
    bcryptRounds: 4,
    botDelayMs: 0,
    allowTestSeed: true,
    reconnectSeconds: 60,
    // The repository's built client, as `npm start` serves it (DATA_DIR inside PUBLIC_DIR is refused at start).
    publicDir: path.resolve("public"),
    // Tests play whole games at full speed from one connection: far above a person's pace, so the per-connection
    // budget is lifted here (the security tests check it against the real defaults, in a separate process).
    messageRatePerSecond: 100_000,
    messageBurst: 100_000,
    registerMaxPerAddress: 100_000,
    // Many clients of one test share the loopback address (the security tests keep the real bound, in a process).
    maxConnectionsPerAddress: 100_000,
    // Suites open and start games by the dozen from one account: the per-person game bounds are lifted here too (the
    // security tests check them at their own values: server/test/security.gameCaps.test.ts).
    maxLiveGamesPerUser: 100_000,
    maxGamesStartedPerHour: 100_000,
    // Spectators watch live unless a suite turns the delay on (server/test/spectatorDelay.test.ts).
    spectatorDelayMoves: 0,
    // Warnings and errors only: hundreds of in-process servers logging every login would bury the test report
    // (server/test/logs.test.ts checks the lines themselves, at debug level).
    logLevel: "warn",
    ...overrides,
  });
}

/**
 * Starts a server and waits until it listens. A restart on the same data passes `{ dataDir, port: before.port }`, so
 * that clients made for the first server reach the second.
 */
export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? (await tempDataDir());
  const config = testConfig(dataDir, overrides);
  const server = await createGameServer(config);
  const port = await server.listen();
  return { server, config, dataDir, ...serverAt(port) };
}
