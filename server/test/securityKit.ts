// Test kit of the security tests: `npm start`'s entry point as a separate process on a free port (an attack that
// kills the server must show up as a dead process, not a dead test runner), users, and a witness room whose answers
// prove the other games still run.
import assert from "node:assert/strict";
import type { ChildProcess } from "node:child_process";
import { Client, type Room } from "colyseus.js";
import { startServerProcess as startGameServerProcess } from "../../scripts/infra/serverProcess.js";
import { TEST_JWT_SECRET, TEST_PASSWORD, nextMessage, tempDataDir } from "./helpers.js";

export interface ServerProcess {
  child: ChildProcess;
  httpUrl: string;
  wsUrl: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await tempDataDir();
  const server = await startGameServerProcess(0, { DATA_DIR: dataDir, PUBLIC_DIR: dataDir, BCRYPT_ROUNDS: "4", JWT_SECRET: TEST_JWT_SECRET, BOT_DELAY_MS: "0", MAX_WAITING_GAMES_PER_USER: "1000", SPECTATOR_DELAY_MOVES: "0", ...env });
  return {
    child: server.child,
    httpUrl: `http://127.0.0.1:${server.port}`,
    wsUrl: `ws://127.0.0.1:${server.port}`,
    dataDir,
    output: server.output,
    async stop() {
      await server.stop("SIGKILL");
    },
  };
}

export interface ProcessUser {
  username: string;
  token: string;
  client: Client;
}

export async function registerOn(server: ServerProcess, username: string, password = TEST_PASSWORD): Promise<ProcessUser> {
  const res = await fetch(`${server.httpUrl}/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password, confirmPassword: password }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`register ${username}: ${res.status} ${JSON.stringify(body)}`);
  const client = new Client(server.wsUrl);
  client.auth.token = body.token;
  return { username, token: body.token, client };
}

/** Resolves when the room's connection closes (the server dropped the client). */
export function whenDropped(room: Room, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`client was not dropped within ${timeoutMs} ms`)), timeoutMs);
    room.onLeave((code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** The process is up, answers HTTP, and the witness room still answers its players. */
export async function assertAlive(server: ServerProcess, witness: Room): Promise<void> {
  assert.equal(server.child.exitCode, null, `server exited:\n${server.output()}`);
  assert.equal((await fetch(`${server.httpUrl}/healthz`)).status, 200);
  // A spectator's turn command is refused without changing anything: a cheap, repeatable question. Asked through a
  // fresh spectator each time, so that the questions of a whole suite never use up one connection's message budget.
  const asker = await new Client(server.wsUrl).joinById(witness.roomId, { spectator: true });
  try {
    const answer = nextMessage<{ description: string }>(asker, "getDestinations", 10_000);
    asker.send("getDestinations", {});
    assert.match((await answer).description, /not a player/);
  } finally {
    await asker.leave(true).catch(() => {});
  }
}

/** A ROOM_DATA frame built by hand, for type names colyseus.js cannot encode (it garbles those over ~50 bytes). */
export function rawMessageFrame(type: string): Uint8Array {
  const name = Buffer.from(type, "utf8");
  const header =
    name.length < 32 ? [0xa0 | name.length] : name.length < 256 ? [0xd9, name.length] : [0xda, name.length >> 8, name.length & 0xff];
  return new Uint8Array([13, ...header, ...name, 0x80]); // 0x80: an empty msgpack map as the payload
}
