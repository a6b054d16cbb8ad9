// Test kit: boots a real server (real bcrypt, lowdb in a temp dir) on a port in 30000–30999, and wraps
// colyseus.js clients with request/reply helpers.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client, type Room } from "colyseus.js";
import { configWith, type ServerConfig } from "../src/config.js";
import { createGameServer, type GameServer } from "../src/createGameServer.js";
import { ERR } from "../../shared-rules/src/index.js";

export interface TestServer {
  server: GameServer;
  config: ServerConfig;
  httpUrl: string;
  wsUrl: string;
  dataDir: string;
}

export async function tempDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), "ttr-server-test-"));
}

/** The server secret the tests use: 32 bytes or more, as the server demands of JWT_SECRET. */
export const TEST_JWT_SECRET = "test-secret-test-secret-test-secret";
/** A password every account rule accepts (8+ characters, not a common one), for tests not about passwords. */
export const TEST_PASSWORD = "tickets-please-7";

/** Shifts every fixed test port, so that several checkouts can run the suites side by side on one machine. */
export const TEST_PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);

export async function startServer(basePort: number, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const port = basePort + TEST_PORT_OFFSET;
  const dataDir = overrides.dataDir ?? (await tempDataDir());
  const config = configWith({
    port,
    host: "127.0.0.1",
    dataDir,
    jwtSecret: TEST_JWT_SECRET,
    bcryptRounds: 4,
    botDelayMs: 0,
    allowTestSeed: true,
    reconnectSeconds: 60,
    publicDir: dataDir,
    // Tests play whole games at full speed from one connection: far above a person's pace, so the per-connection
    // budget is lifted here (the security tests check it against the real defaults, in a separate process).
    messageRatePerSecond: 100_000,
    messageBurst: 100_000,
    registerMaxPerAddress: 100_000,
    // Spectators watch live unless a suite turns the delay on (server/test/spectatorDelay.test.ts).
    spectatorDelayMoves: 0,
    ...overrides,
  });
  const server = await createGameServer(config);
  await server.listen();
  return { server, config, httpUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}`, dataDir };
}

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
}

export async function post(ts: TestServer, route: string, body: unknown, token?: string): Promise<HttpAnswer> {
  const res = await fetch(`${ts.httpUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function get(ts: TestServer, route: string, token?: string): Promise<HttpAnswer> {
  const res = await fetch(`${ts.httpUrl}${route}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export interface User {
  username: string;
  password: string;
  token: string;
  userId: number;
  client: Client;
}

/** Registers (and thereby logs in) a user; the returned colyseus.js client carries their token. */
export async function registerUser(ts: TestServer, username: string, password = TEST_PASSWORD): Promise<User> {
  const answer = await post(ts, "/auth/register", { username, password, confirmPassword: password });
  if (answer.status !== 200) throw new Error(`register ${username}: ${JSON.stringify(answer.body)}`);
  const client = new Client(ts.wsUrl);
  client.auth.token = answer.body.token as string;
  return { username, password, token: answer.body.token as string, userId: answer.body.userId as number, client };
}

/** Resolves with the next message of that type (rejects after `timeoutMs`). */
export function nextMessage<T = Record<string, unknown>>(room: Room, type: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unbind();
      reject(new Error(`no "${type}" message within ${timeoutMs} ms`));
    }, timeoutMs);
    const unbind = room.onMessage(type, (message: T) => {
      clearTimeout(timer);
      unbind();
      resolve(message);
    });
  });
}

/** Sends a message and waits for its reply (a message of the same type). */
export async function ask<T = Record<string, unknown>>(room: Room, type: string, payload?: unknown): Promise<T & { description: string }> {
  const reply = nextMessage<T & { description: string }>(room, type);
  room.send(type, payload);
  return reply;
}

/**
 * A started two-player game: `a` creates it with `options` (name, colour red, seed…), `b` joins as blue, the game
 * starts and each keeps the opening tickets at the indices given.
 */
export async function startedGameOfTwo(a: User, b: User, options: Record<string, unknown>, keep: [number[], number[]]): Promise<{ ra: Room; rb: Room; gameId: string }> {
  const ra = await a.client.create("ttr", { color: "red", ...options });
  const rb = await b.client.joinById(ra.roomId, { color: "blue" });
  for (const r of [ra, rb]) r.onMessage("*", () => {});
  assert.equal((await ask(ra, "startGame")).description, "game has started");
  assert.equal((await ask(ra, "selectDestinations", { destinationsSelected: keep[0] })).description, ERR.success);
  assert.equal((await ask(rb, "selectDestinations", { destinationsSelected: keep[1] })).description, ERR.success);
  return { ra, rb, gameId: ra.roomId };
}

/** Keeps every message a client receives, to search them for leaks. */
export function recordMessages(room: Room): { type: string | number; message: unknown }[] {
  const log: { type: string | number; message: unknown }[] = [];
  // Wraps the dispatcher: colyseus.js calls "*" handlers only for types without their own handler.
  const target = room as unknown as { dispatchMessage(type: string | number, message: unknown): void };
  const original = target.dispatchMessage.bind(room);
  target.dispatchMessage = (type, message) => {
    log.push({ type, message });
    original(type, message);
  };
  room.onMessage("*", () => {});
  return log;
}

/** Waits until `predicate` holds, polling (for state patches that arrive asynchronously). */
export async function until(predicate: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
