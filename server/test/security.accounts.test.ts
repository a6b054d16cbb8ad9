// Account security, attacked over the wire against `npm start`'s entry point as a separate process: a seat's
// reconnection token is worth nothing without its person's current login (nor after a logout), the owner's correct
// login takes the account over from older connections (a wrong password closes nothing), weak passwords are refused
// with their reason, and the server's secret is long enough and never used as a key itself (each purpose has its own
// derived key).
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Room } from "colyseus.js";
import jwt from "jsonwebtoken";
import { DESCRIPTIONS, SERVER_ERR, SESSION_END_CLOSE } from "../../shared-rules/protocol/index.js";
import { KEY_LABELS, MIN_JWT_SECRET_BYTES, purposeKeys } from "../src/auth/jwtSecret.js";
import { dailySeed } from "../src/daily/dailyDeal.js";
import { printedBy, stopChild } from "../../scripts/infra/childProcess.js";
import { TEST_JWT_SECRET, TEST_PASSWORD, ask, clientFor, nextMessage, post, refusedWith, registerUser, startServerProcess, tempDataDir, until, whenDropped, type TestServerProcess, type User } from "../../test-kit/index.js";
import { connectedSeat } from "./mirroredGame.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");


/** The reply code of a chat line: "ok" once the room handled it. */
async function chat(room: Room, message: string): Promise<string> {
  return (await ask<{ code: string }>(room, "sendChat", { message })).code;
}

describe("security: accounts against a separate server process", function () {
  this.timeout(180_000);
  let server: TestServerProcess;
  const opened: Room[] = [];

  before(async () => {
    server = await startServerProcess({ RECONNECT_SECONDS: "120" });
  });

  after(async () => {
    await server?.stop();
    for (const room of opened) room.removeAllListeners();
  });

  async function open(join: Promise<Room>): Promise<Room> {
    const room = await join;
    room.onMessage("*", () => {});
    opened.push(room);
    return room;
  }

  /** A waiting game: `host` in seat 0, `guest` in seat 1, both connected as their rooms show. */
  async function tableOfTwo(host: User, guest: User): Promise<{ hostRoom: Room; guestRoom: Room }> {
    const hostRoom = await open(host.client.create("ttr", { gameName: `${host.username}'s table`, color: "red" }));
    const guestRoom = await open(guest.client.joinById(hostRoom.roomId, { color: "blue" }));
    await until(() => connectedSeat(hostRoom, 1) === true, "the host sees the guest seated", 30_000);
    return { hostRoom, guestRoom };
  }

  /** Drops the guest's connection (not a consented leave) and waits until the host sees the seat empty. */
  async function drop(guestRoom: Room, hostRoom: Room): Promise<string> {
    const reconnectionToken = guestRoom.reconnectionToken;
    await guestRoom.leave(false);
    await until(() => connectedSeat(hostRoom, 1) === false, "the host sees the guest dropped", 30_000);
    return reconnectionToken;
  }

  describe("a dropped seat's reconnection", () => {
    it("is refused without a login token, and with another user's, and the seat is not taken back; the seat's own login takes it back", async () => {
      const host = await registerUser(server, "rchost");
      const guest = await registerUser(server, "rcguest");
      const stranger = await registerUser(server, "rcstranger");
      const { hostRoom, guestRoom } = await tableOfTwo(host, guest);
      const reconnectionToken = await drop(guestRoom, hostRoom);

      await assert.rejects(clientFor(server).reconnect(reconnectionToken), (e: Error) => e.message === DESCRIPTIONS.reconnectLoginRequired);
      await assert.rejects(clientFor(server, stranger.token).reconnect(reconnectionToken), (e: Error) => e.message === DESCRIPTIONS.reconnectLoginRequired);
      await assert.rejects(clientFor(server, "not.a.token").reconnect(reconnectionToken), (e: Error) => e.message === DESCRIPTIONS.reconnectLoginRequired);
      // The host's answer to a chat comes after any change a reconnection made: still nobody in seat 1.
      assert.equal(await chat(hostRoom, "anyone there?"), "ok");
      assert.equal(connectedSeat(hostRoom, 1), false, "no refused reconnection took the seat");

      const back = await open(clientFor(server, guest.token).reconnect(reconnectionToken));
      await until(() => connectedSeat(hostRoom, 1) === true, "the guest's own login takes the seat back", 30_000);
      assert.equal(await chat(back, "back"), "ok", "the seat answers its commands again");
    });

    it("ends with a logout: the reconnection token is refused afterwards, even with a new login, and the seat is not taken back", async () => {
      const host = await registerUser(server, "lohost");
      const guest = await registerUser(server, "loguest");
      const { hostRoom, guestRoom } = await tableOfTwo(host, guest);
      const reconnectionToken = await drop(guestRoom, hostRoom);

      assert.equal((await post(server, "/auth/logout", {}, guest.token)).status, 200);
      await assert.rejects(clientFor(server, guest.token).reconnect(reconnectionToken), "the logged-out token");
      const login = await post(server, "/auth/login", { username: guest.username, password: TEST_PASSWORD });
      assert.equal(login.status, 200);
      await assert.rejects(clientFor(server, login.body.token as string).reconnect(reconnectionToken), "the reconnection ended with the logout");
      assert.equal(await chat(hostRoom, "still alone"), "ok");
      assert.equal(connectedSeat(hostRoom, 1), false, "the seat was not taken back");

      // The seat itself stays the person's: the new login rejoins it by the game's id.
      await open(clientFor(server, login.body.token as string).joinById(hostRoom.roomId, {}));
      await until(() => connectedSeat(hostRoom, 1) === true, "the new login rejoins the seat", 30_000);
    });
  });

  describe("a second login of the same account", () => {
    it("is not closed by a wrong password; the owner's correct password takes over (200), and the older connections are told and closed", async () => {
      const host = await registerUser(server, "tohost");
      const owner = await registerUser(server, "toowner");
      const { hostRoom, guestRoom } = await tableOfTwo(host, owner);
      const lobby = await open(owner.client.joinOrCreate("lobby"));
      const gameClosed = whenDropped(guestRoom, 60_000);
      const lobbyClosed = whenDropped(lobby, 60_000);

      const wrong = await post(server, "/auth/login", { username: owner.username, password: `${TEST_PASSWORD}x` });
      assert.equal(wrong.status, 401);
      // Both connections still answer after the wrong password.
      assert.equal(await chat(guestRoom, "still here"), "ok");
      const page = nextMessage(lobby, "rooms", 30_000);
      lobby.send("page", { offset: 0 });
      await page;
      assert.equal(connectedSeat(hostRoom, 1), true);

      const reconnectionToken = guestRoom.reconnectionToken;
      const login = await post(server, "/auth/login", { username: owner.username, password: TEST_PASSWORD });
      assert.equal(login.status, 200);
      assert.equal(login.body.description, "success");
      assert.equal(await gameClosed, SESSION_END_CLOSE.signedInElsewhere, "the game connection is told why");
      assert.equal(await lobbyClosed, SESSION_END_CLOSE.signedInElsewhere, "the lobby connection is told why");
      await until(() => connectedSeat(hostRoom, 1) === false, "the host sees the old connection gone", 30_000);

      // The old connection's seat waits for no reconnection; the new login rejoins it by id.
      const fresh = clientFor(server, login.body.token as string);
      await assert.rejects(fresh.reconnect(reconnectionToken));
      await assert.rejects(owner.client.joinById(hostRoom.roomId, {}), refusedWith(SERVER_ERR.loginRequired), "the old token is useless");
      await open(fresh.joinById(hostRoom.roomId, {}));
      await until(() => connectedSeat(hostRoom, 1) === true, "the new login sits in the seat", 30_000);
    });
  });

  describe("passwords", () => {
    const weak: [string, string, RegExp][] = [
      ["five spaces", "     ", /at least 8 characters/],
      ["eight spaces", "        ", /only spaces/],
      ["a short one", "short", /at least 8 characters/],
      ["a common one", "password123", /too common/],
      ["a common one in other case", "PassWord123", /too common/],
      ["another common one", "qwertyuiop", /too common/],
    ];
    weak.forEach(([name, password, reason], i) => {
      it(`refuses ${name} at registration, with the reason`, async () => {
        const answer = await post(server, "/auth/register", { username: `weakpw${i}`, password, confirmPassword: password });
        assert.equal(answer.status, 400);
        assert.equal(answer.body.description, "invalid input");
        assert.match(String(answer.body.reason), reason);
      });
    });

    it("accepts eight characters that are not a common password", async () => {
      const answer = await post(server, "/auth/register", { username: "okpw01", password: "tr4in-ok" });
      assert.equal(answer.status, 200);
    });
  });

  describe("the server's secret", () => {
    it("signs login tokens with a key derived from it, not with JWT_SECRET itself", async () => {
      const user = await registerUser(server, "keyuser");
      const claims = jwt.decode(user.token) as { sub: string; sv: number };
      const forged = jwt.sign({ sv: claims.sv }, TEST_JWT_SECRET, { subject: claims.sub, expiresIn: 3600, algorithm: "HS256" });
      const profile = (token: string) => fetch(`${server.httpUrl}/api/my-profile`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal((await profile(user.token)).status, 200);
      assert.equal((await profile(forged)).status, 401, "a token made with the raw secret is refused");
    });

    it("derives one key per purpose: each differs from the secret, from the other, and from another secret's", () => {
      const keys = purposeKeys(TEST_JWT_SECRET);
      assert.deepEqual(KEY_LABELS, { loginTokens: "login tokens", dailyDeal: "daily deal" });
      assert.equal(keys.loginTokens.length, 32);
      assert.notDeepEqual(keys.loginTokens, keys.dailyDeal);
      assert.notDeepEqual(keys.loginTokens, Buffer.from(TEST_JWT_SECRET));
      assert.notDeepEqual(keys.dailyDeal, Buffer.from(TEST_JWT_SECRET));
      assert.deepEqual(purposeKeys(TEST_JWT_SECRET), keys, "the same secret gives the same keys (every process, every restart)");
      assert.notDeepEqual(purposeKeys(`${TEST_JWT_SECRET}!`).dailyDeal, keys.dailyDeal);
      const expected = Buffer.from(crypto.hkdfSync("sha256", TEST_JWT_SECRET, "ticket-to-ride-online", "daily deal", 32));
      assert.deepEqual(keys.dailyDeal, expected, "HKDF-SHA256 with the daily deal's label");
    });

    it("seeds the daily deal from the daily-deal key, not from an HMAC under the secret", () => {
      const day = "2026-11-25";
      const underSecret = crypto.createHmac("sha256", TEST_JWT_SECRET).update(`daily-deal:${day}`).digest("hex").slice(0, 32);
      const underTokenKey = dailySeed(purposeKeys(TEST_JWT_SECRET).loginTokens, day);
      const seed = dailySeed(purposeKeys(TEST_JWT_SECRET).dailyDeal, day);
      assert.match(String(seed), /^[0-9a-f]{32}$/);
      assert.notEqual(seed, underSecret);
      assert.notEqual(seed, underTokenKey);
    });

    it(`refuses to start with a JWT_SECRET shorter than ${MIN_JWT_SECRET_BYTES} bytes, naming the setting and the rule`, async () => {
      const dataDir = await tempDataDir();
      const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server/src/main.ts")], {
        cwd: ROOT,
        env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, PUBLIC_DIR: path.join(ROOT, "public"), JWT_SECRET: "x".repeat(MIN_JWT_SECRET_BYTES - 1) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const printed = printedBy(child);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
      // A server that starts anyway is stopped at once (and the test fails), not left running.
      const started = printed.until(/ready: open/, "the server with a short JWT_SECRET", 120_000).then(
        () => "started",
        () => "not started",
      );
      const outcome = await Promise.race([exited, started]);
      if (outcome === "started") await stopChild(child, "SIGKILL");
      assert.notEqual(outcome, "started", `the server started with a short JWT_SECRET:\n${printed.text()}`);
      const code = await exited;
      assert.notEqual(code, 0, printed.text());
      assert.match(printed.text(), /JWT_SECRET must be at least 32 bytes long \(it has 31\)/);
      assert.doesNotMatch(printed.text(), /ready: open/);
    });
  });
});
