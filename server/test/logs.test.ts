// Structured logs (pino): JSON lines with time, level and the process's name; a refused command at debug level with
// its room, game, user, message type and reply code; Colyseus writes through the same logger. And never a secret: a
// whole game at debug level (register and log in with a password, a failed login, the tokens in use, a game whose
// seed the server drew) leaves no password, no token, no reconnection token and no seed anywhere in the log.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { logger as colyseusLogger } from "@colyseus/core";
import { createGameServer, type GameServer } from "../src/createGameServer.js";
import { log } from "../src/monitoring/log.js";
import { logIn, post, registerUser, serverAt, startServerProcess, tempDataDir, testConfig, until, type ServerAddress } from "../../test-kit/index.js";
import { playRefusedAndWhole } from "./observeKit.js";

const PASSWORDS = ["Plum-Orchard-4417", "Violet-Harbour-2093"];
const WRONG_PASSWORD = "Nearly-Right-5508";

describe("logs: JSON lines, refusals at debug level, no secrets", function () {
  this.timeout(120_000);
  const lines: string[] = [];
  const capture = { write: (text: string) => void lines.push(...text.split("\n").filter((line) => line !== "")) };
  let server: GameServer;
  let address: ServerAddress;
  let dataDir: string;

  before(async () => {
    dataDir = await tempDataDir();
    server = await createGameServer(testConfig(dataDir, { logLevel: "debug", processName: "log-test" }), { logDestination: capture });
    address = serverAt(await server.listen());
  });
  after(async () => {
    await server?.shutdown();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("a whole game: the refusal logged with its code, and no password, token or seed anywhere", async () => {
    await registerUser(address, "logger_a", PASSWORDS[0]);
    await registerUser(address, "logger_b", PASSWORDS[1]);
    assert.equal((await post(address, "/auth/login", { username: "logger_a", password: WRONG_PASSWORD })).status, 401);
    // Fresh logins: the tokens the game is played with.
    const a = await logIn(address, "logger_a", PASSWORDS[0]);
    const b = await logIn(address, "logger_b", PASSWORDS[1]);
    const played = await playRefusedAndWhole(a, b);
    const reconnectionTokens = played.rooms.map((room) => room.reconnectionToken);
    await Promise.all(played.rooms.map((room) => room.leave(true)));
    assert.equal((await post(address, "/auth/logout", {}, a.token)).status, 200);
    // Colyseus' own lines go through the same logger.
    colyseusLogger.warn("a line from Colyseus", new Error("with its error"));
    const record = await server.services.games.load(played.gameId);
    assert.ok(record, "the game is stored");

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) {
      assert.equal(typeof entry.time, "string");
      assert.equal(typeof entry.level, "number");
      assert.equal(entry.process, "log-test");
    }
    const refusal = entries.find((e) => e.msg === "command refused");
    assert.ok(refusal, "the refused command is logged");
    assert.equal(refusal.level, 20, "at debug level");
    assert.deepEqual(
      { room: refusal.room, game: refusal.game, type: refusal.type, code: refusal.code, user: refusal.user },
      { room: played.gameId, game: played.gameId, type: "pass", code: played.refusedCode, user: refusal.seat === 0 ? a.userId : b.userId },
    );
    const fromColyseus = entries.find((e) => e.component === "colyseus");
    assert.equal(fromColyseus?.msg, "a line from Colyseus");
    assert.equal((fromColyseus?.err as { message?: string } | undefined)?.message, "with its error");

    const whole = lines.join("\n");
    const secrets: [string, string][] = [
      ...PASSWORDS.map((p): [string, string] => ["a password", p]),
      ["the wrong password", WRONG_PASSWORD],
      ["a's token", a.token],
      ["b's token", b.token],
      ...reconnectionTokens.map((t): [string, string] => ["a reconnection token", t]),
      ["the seed", String(record.seed)],
    ];
    for (const [what, secret] of secrets) assert.ok(!whole.includes(secret), `${what} is in the log`);
    assert.ok(String(record.seed).length >= 16, "the seed the server drew (16 random bytes), not a short number that could appear by chance");
  });

  it("a message refused at the door (unknown type) is logged with its code and reason, never its type or bytes", async () => {
    const user = await registerUser(address, "logger_c", PASSWORDS[0]);
    const room = await user.client.create("ttr", { gameName: "Door", color: "red" });
    room.onMessage("*", () => {});
    room.send("noSuchMessageType", { anything: "client-chosen-bytes" });
    await until(() => lines.some((line) => line.includes("message refused at the door")), "the door's refusal logged");
    const line = lines.find((l) => l.includes("message refused at the door"))!;
    const entry = JSON.parse(line) as Record<string, unknown>;
    assert.deepEqual({ room: entry.room, user: entry.user, code: entry.code, level: entry.level }, { room: room.roomId, user: user.userId, code: "invalidInput", level: 20 });
    assert.ok(!line.includes("noSuchMessageType") && !line.includes("client-chosen-bytes"));
    await room.leave(true);
  });

  it("a field named like a secret is redacted wherever a line carries it", () => {
    log.info({ password: "p4ss-word-here", nested: { token: "tok-en-here", seed: "se-ed-here" } }, "careless line");
    const line = lines.find((l) => l.includes("careless line"))!;
    for (const secret of ["p4ss-word-here", "tok-en-here", "se-ed-here"]) assert.ok(!line.includes(secret), secret);
  });
});

describe("logs: LOG_FORMAT", function () {
  this.timeout(180_000); // a process's start on a loaded machine
  it("pretty: readable lines in a terminal; json (default): one JSON object a line", async () => {
    const pretty = await startServerProcess({ LOG_FORMAT: "pretty" });
    const json = await startServerProcess({});
    try {
      const readyLine = (output: string) => output.split("\n").find((line) => line.includes("ready: open"))!;
      assert.doesNotMatch(readyLine(pretty.output()), /^\{/, "not JSON");
      assert.match(readyLine(pretty.output()), /INFO/);
      const entry = JSON.parse(readyLine(json.output())) as Record<string, unknown>;
      assert.equal(entry.level, 30);
      assert.equal(entry.port, json.port);
    } finally {
      await pretty.stop();
      await json.stop();
      await fs.rm(pretty.dataDir, { recursive: true, force: true });
      await fs.rm(json.dataDir, { recursive: true, force: true });
    }
  });
});
