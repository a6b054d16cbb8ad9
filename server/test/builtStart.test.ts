// `npm start` runs the server compiled to JavaScript (scripts/build-server.ts → dist/) with plain `node`: no
// TypeScript loader in production. The test builds it, starts the very command package.json's start script names as
// a process, plays on it (accounts, a game created, joined and started, saved on SIGTERM), and asks the process itself,
// through the inspector, which scripts it loaded and which flags it runs with: nothing of tsx.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import WebSocket from "ws";
import { printedBy, stopChild } from "../../scripts/infra/childProcess.js";
import { buildServer } from "../../scripts/build-server.js";
import { readLog } from "../src/storage/logGameStore.js";
import { migrationFiles } from "../src/storage/postgres/migrate.js";
import bcrypt from "bcrypt";
import { ask, get, logIn, registerUser, serverAt, tempDataDir, TEST_JWT_SECRET, TEST_PASSWORD } from "../../test-kit/index.js";
import { LowdbUserStore } from "../src/storage/lowdbUserStore.js";
import { freshDatabase } from "./postgresKit.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const READY = /ready: open http:\/\/[^/]*:(\d+)\//;
const INSPECTOR = /Debugger listening on (ws:\/\/\S+)/;

/** `npm start`'s command line: package.json's start script, split into node's arguments. */
async function startScript(): Promise<{ command: string; args: string[] }> {
  const manifest = JSON.parse(await fs.readFile(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const [command, ...args] = manifest.scripts.start.split(/\s+/).filter(Boolean);
  return { command, args };
}

/** The scripts a process has loaded and its node flags, read over the inspector protocol (Chrome DevTools). */
async function inspect(url: string): Promise<{ scripts: string[]; execArgv: string[] }> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  const scripts: string[] = [];
  const answers = new Map<number, (result: unknown) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; method?: string; params?: { url?: string }; result?: unknown };
    if (message.method === "Debugger.scriptParsed" && message.params?.url) scripts.push(message.params.url);
    if (message.id !== undefined) answers.get(message.id)?.(message.result);
  });
  let nextId = 1;
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      answers.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  // Enabling the debugger reports every script already parsed before it answers.
  await call("Debugger.enable");
  const evaluated = (await call("Runtime.evaluate", { expression: "JSON.stringify(process.execArgv)", returnByValue: true })) as { result: { value: string } };
  socket.close();
  return { scripts, execArgv: JSON.parse(evaluated.result.value) as string[] };
}

/** The start script's command as its own process, with the inspector on a free loopback port as the only addition. */
async function startBuilt(settings: Record<string, string>): Promise<{ child: ChildProcess; port: number; inspectorUrl: string }> {
  const { command, args } = await startScript();
  assert.equal(command, "node");
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: "127.0.0.1", PORT: "0", PUBLIC_DIR: path.join(ROOT, "public"), BCRYPT_ROUNDS: "4", JWT_SECRET: TEST_JWT_SECRET, ...settings };
  delete env.NODE_OPTIONS; // nothing may slip a loader in through the environment either
  if (!settings.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--inspect=127.0.0.1:0", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const printed = printedBy(child);
  try {
    await printed.until(READY, "built server");
  } catch (error) {
    await stopChild(child, "SIGKILL");
    throw error;
  }
  return { child, port: Number(READY.exec(printed.text())![1]), inspectorUrl: INSPECTOR.exec(printed.text())![1] };
}

describe("server: `npm start` runs the built JavaScript with plain node", function () {
  this.timeout(180_000); // a loaded machine may take a while to build and start
  let child: ChildProcess;
  let dataDir: string;
  let port: number;
  let inspectorUrl: string;

  before(async () => {
    await buildServer();
    dataDir = await tempDataDir();
    // Admins are accounts that exist at start-up: builtalice's is made in the store first.
    const users = await LowdbUserStore.open(dataDir);
    await users.create("builtalice", await bcrypt.hash(TEST_PASSWORD, 4), null);
    await users.close();
    ({ child, port, inspectorUrl } = await startBuilt({ DATA_DIR: dataDir, ADMIN_USERS: "builtalice" }));
  });

  after(async () => {
    if (child) await stopChild(child, "SIGKILL");
  });

  it("loads the compiled server and no TypeScript loader", async () => {
    const { scripts, execArgv } = await inspect(inspectorUrl);
    assert.ok(scripts.some((url) => url.endsWith("/dist/server/src/main.js")), "the compiled entry point is loaded");
    assert.ok(scripts.some((url) => url.endsWith("/dist/shared-rules/src/index.js")), "the compiled rules are loaded");
    assert.deepEqual(scripts.filter((url) => /\/node_modules\/tsx\/|\.ts$/.test(url)), [], "no tsx and no TypeScript source in the process");
    assert.deepEqual(execArgv.filter((arg) => /tsx|--import|--loader|--require/.test(arg)), []);
  });

  it("registers people, opens, fills and starts a game, shows it in the admin panel, and saves it on SIGTERM", async () => {
    const server = serverAt(port);
    assert.equal((await fetch(`${server.httpUrl}/readyz`)).status, 200);
    const alice = await logIn(server, "builtalice");
    const bobby = await registerUser(server, "builtbobby");
    const host = await alice.client.create("ttr", { gameName: "Built and played", color: "red" });
    const guest = await bobby.client.joinById(host.roomId, { color: "blue" });
    for (const room of [host, guest]) room.onMessage("*", () => {});
    assert.equal((await ask(host, "startGame")).code, "ok");
    // The admin panel loads @colyseus/monitor beside the server's own @colyseus/core (createRequire(import.meta.url)):
    // it must see the same matchmaker, hence this room.
    const listing = await get(server, "/admin/api", alice.token);
    assert.equal(listing.status, 200);
    assert.ok((listing.body.rooms as { roomId: string }[]).some((room) => room.roomId === host.roomId), "the admin panel lists the game");
    assert.equal(await stopChild(child, "SIGTERM"), 0);
    const saved = (await readLog(path.join(dataDir, "games", `${host.roomId}.log`)))!.record;
    assert.equal(saved.gameName, "Built and played");
    assert.equal(saved.status, "playing");
    assert.deepEqual(saved.seats.map((seat) => seat.username), ["builtalice", "builtbobby"]);
  });
});

describe("server: the built JavaScript on PostgreSQL", function () {
  this.timeout(180_000);
  let child: ChildProcess | undefined;

  after(async () => {
    if (child) await stopChild(child, "SIGKILL");
  });

  it("finds the migrations' SQL files beside the compiled code, migrates a fresh database and serves from it", async () => {
    await buildServer();
    const databaseUrl = await freshDatabase();
    const started = await startBuilt({ DATA_DIR: await tempDataDir(), DATABASE_URL: databaseUrl });
    child = started.child;
    const server = serverAt(started.port);
    assert.equal((await fetch(`${server.httpUrl}/readyz`)).status, 200);
    await registerUser(server, "builtpgalice");
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const applied = await database.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
      assert.deepEqual(applied.rows.map((row) => Number(row.version)), (await migrationFiles()).map((m) => m.version));
      const users = await database.query("SELECT 1 FROM users WHERE username = $1", ["builtpgalice"]);
      assert.equal(users.rowCount, 1);
    } finally {
      await database.end();
    }
  });
});
