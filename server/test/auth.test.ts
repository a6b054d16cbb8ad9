// Accounts over HTTP: register/login/logout and every error answer, one live session per user (a login takes over),
// rate limit.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { Client } from "colyseus.js";
import { SERVER_ERR, SESSION_END_CLOSE } from "../../shared-rules/protocol/index.js";
import { TEST_PASSWORD, get, post, refusedWith, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";

describe("server: accounts", function () {
  let ts: TestServer;

  before(async () => {
    ts = await startServer({ loginMaxFailures: 3 });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  describe("register", () => {
    it("answers success with a token, user id and username, and stores a bcrypt hash", async () => {
      const answer = await post(ts, "/auth/register", { username: "Carol_1", password: "pass word", email: "c@example.org" });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.description, "success");
      assert.equal(answer.body.username, "Carol_1");
      assert.equal(typeof answer.body.token, "string");
      assert.equal(typeof answer.body.userId, "number");
      const file = JSON.parse(await fs.readFile(path.join(ts.dataDir, "users.json"), "utf8"));
      const stored = file.users.find((u: { username: string }) => u.username === "Carol_1");
      assert.match(stored.passwordHash, /^\$2[aby]\$04\$/);
      assert.ok(!JSON.stringify(file).includes("pass word"), "the plain password is never stored");
      assert.equal(stored.email, "c@example.org");
      assert.ok(stored.createdAt);
      assert.equal(stored.gamesJoined, undefined, "an account keeps no list of its games (the games' records say who sat in them)");
    });

    it("gives auto-incremented ids", async () => {
      const a = await post(ts, "/auth/register", { username: "idtest1", password: TEST_PASSWORD });
      const b = await post(ts, "/auth/register", { username: "idtest2", password: TEST_PASSWORD });
      assert.equal((b.body.userId as number) - (a.body.userId as number), 1);
    });

    // Each case: the body, the reason expected (the design's rules for F.1.2).
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["username taken, whatever the case", { username: "CAROL_1", password: TEST_PASSWORD }, /taken/],
      ["username too short", { username: "abc", password: TEST_PASSWORD }, /4 to 20/],
      ["username too long", { username: "a".repeat(21), password: TEST_PASSWORD }, /4 to 20/],
      ["username with a space", { username: "bad name", password: TEST_PASSWORD }, /letters, digits/],
      ["username with a dot", { username: "bad.name", password: TEST_PASSWORD }, /letters, digits/],
      ["password too short", { username: "shortpw", password: "abcdefg" }, /at least 8/],
      ["password not printable ASCII", { username: "unicode", password: "pässwörd" }, /printable ASCII/],
      ["password with a tab", { username: "tabpass", password: "pass\tword" }, /printable ASCII/],
      ["passwords that differ", { username: "mismatch", password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD.toUpperCase() }, /do not match/],
      ["missing password", { username: "nopass" }, /password is required/],
      ["username not a string", { username: 12345, password: TEST_PASSWORD }, /username/],
      ["unknown field", { username: "extra1", password: TEST_PASSWORD, admin: true }, /unknown field: admin/],
      ["invalid email", { username: "mailer", password: TEST_PASSWORD, email: "not-an-email" }, /email/],
    ];
    for (const [name, body, reason] of cases) {
      it(`refuses ${name} with "invalid input"`, async () => {
        const answer = await post(ts, "/auth/register", body);
        assert.ok(answer.status >= 400 && answer.status < 500, String(answer.status));
        assert.equal(answer.body.description, "invalid input");
        assert.match(String(answer.body.reason), reason);
      });
    }

    it("answers malformed JSON with invalid input", async () => {
      const answer = await post(ts, "/auth/register", "{not json");
      assert.equal(answer.status, 400);
      assert.equal(answer.body.description, "invalid input");
    });
  });

  describe("login and logout", () => {
    it("logs in, without telling an unknown user from a wrong password", async () => {
      await registerUser(ts, "dave1", "hunter22");
      const ok = await post(ts, "/auth/login", { username: "DAVE1", password: "hunter22" });
      assert.equal(ok.status, 200);
      assert.equal(ok.body.description, "success");
      assert.equal(ok.body.username, "dave1");
      const wrong = await post(ts, "/auth/login", { username: "dave1", password: "hunter23" });
      const unknown = await post(ts, "/auth/login", { username: "nobody1", password: "hunter22" });
      assert.equal(wrong.status, 401);
      assert.deepEqual(wrong.body, unknown.body);
      assert.equal(wrong.body.description, "invalid input");
      const shape = await post(ts, "/auth/login", { username: "dave1" });
      assert.equal(shape.body.description, "invalid input");
      assert.match(String(shape.body.reason), /password is required/);
    });

    it("lets the owner's login take over while the user holds a live connection: the older one is told and closed", async () => {
      const erin = await registerUser(ts, "erin1");
      const lobby = await erin.client.joinOrCreate("lobby");
      const closed = new Promise<number>((resolve) => lobby.onLeave(resolve));
      const again = await post(ts, "/auth/login", { username: "erin1", password: erin.password });
      assert.equal(again.status, 200);
      assert.equal(again.body.description, "success");
      assert.equal(await closed, SESSION_END_CLOSE.signedInElsewhere);
      await until(() => !ts.server.services.logins.isLiveHere(erin.userId), "connection gone");
    });

    it("a new login makes the older token useless", async () => {
      const fred = await registerUser(ts, "fred1");
      const fresh = await post(ts, "/auth/login", { username: "fred1", password: fred.password });
      assert.equal(fresh.body.description, "success");
      await assert.rejects(fred.client.create("ttr", { gameName: "old token", color: "red" }), refusedWith(SERVER_ERR.loginRequired));
      const mine = await get(ts, "/api/my-games", fred.token);
      assert.equal(mine.status, 401);
    });

    it("logout closes the user's room connections; logging out twice is harmless", async () => {
      const gina = await registerUser(ts, "gina1");
      const room = await gina.client.create("ttr", { gameName: "Gina's", color: "green" });
      const lobby = await gina.client.joinOrCreate("lobby");
      const closed = Promise.all([new Promise((r) => room.onLeave(r)), new Promise((r) => lobby.onLeave(r))]);
      const out = await post(ts, "/auth/logout", {}, gina.token);
      assert.deepEqual(out.body, { description: "success" });
      assert.deepEqual(await closed, [SESSION_END_CLOSE.loggedOut, SESSION_END_CLOSE.loggedOut], "each told why");
      assert.equal(ts.server.services.logins.isLiveHere(gina.userId), false);
      const twice = await post(ts, "/auth/logout", {}, gina.token);
      assert.deepEqual(twice.body, { description: "success" });
      const none = await post(ts, "/auth/logout", {});
      assert.equal(none.status, 200);
      // The token is gone with the session.
      await assert.rejects(gina.client.joinById(room.roomId, {}), refusedWith(SERVER_ERR.loginRequired));
    });

    it("rate-limits failed logins per username with 429", async () => {
      await registerUser(ts, "hank1");
      for (let i = 0; i < 3; i++) {
        const answer = await post(ts, "/auth/login", { username: "hank1", password: `wrong${i}` });
        assert.equal(answer.status, 401);
      }
      const limited = await post(ts, "/auth/login", { username: "hank1", password: TEST_PASSWORD });
      assert.equal(limited.status, 429);
      assert.match(String(limited.body.reason), /too many/);
    });

    it("does not count a login the storage could not answer (503) as a failed one: no 429 after an outage", async () => {
      await registerUser(ts, "hank2");
      const users = ts.server.services.users;
      const byUsername = users.byUsername.bind(users);
      // The database is unreachable: every lookup fails as pg fails then.
      users.byUsername = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
      try {
        for (let i = 0; i < 5; i++) assert.equal((await post(ts, "/auth/login", { username: "hank2", password: TEST_PASSWORD })).status, 503);
      } finally {
        users.byUsername = byUsername;
      }
      assert.equal((await post(ts, "/auth/login", { username: "hank2", password: TEST_PASSWORD })).status, 200, "the storage is back: the login works");
    });
  });

  describe("static information and spectators", () => {
    it("answers CORS preflights for the JSON API (tokens are headers, not cookies)", async () => {
      const res = await fetch(`${ts.httpUrl}/auth/login`, { method: "OPTIONS" });
      assert.equal(res.status, 204);
      assert.equal(res.headers.get("access-control-allow-origin"), "*");
      assert.match(res.headers.get("access-control-allow-headers") ?? "", /Authorization/);
    });

    it("serves /healthz and the map", async () => {
      assert.deepEqual((await get(ts, "/healthz")).body, { status: "ok" });
      const map = (await get(ts, "/api/maps/usa")).body as { routes: unknown[]; cities: unknown[]; tickets: unknown[] };
      assert.equal(map.routes.length, 100);
      assert.equal(map.cities.length, 36);
      assert.equal(map.tickets.length, 30);
    });

    it("lets anybody spectate without logging in, but not play or create", async () => {
      const ivy = await registerUser(ts, "ivy01");
      const room = await ivy.client.create("ttr", { gameName: "Watch me", color: "black" });
      const anonymous = new Client(ts.wsUrl);
      const watcher = await anonymous.joinById(room.roomId, { spectator: true });
      await until(() => (watcher.state as { gameName?: string }).gameName === "Watch me", "spectator state");
      await assert.rejects(anonymous.joinById(room.roomId, { color: "red" }), refusedWith(SERVER_ERR.loginRequired));
      await assert.rejects(anonymous.create("ttr", { gameName: "x", color: "red" }), refusedWith(SERVER_ERR.loginRequired));
      await watcher.leave();
      await room.leave();
    });
  });
});

describe("server: accounts, failed logins per address", () => {
  let ts: TestServer;
  before(async () => {
    ts = await startServer({ loginMaxFailures: 100, loginMaxFailuresPerAddress: 2 });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("answers 429 once one address failed too often, whatever the usernames", async () => {
    await registerUser(ts, "kim01");
    assert.equal((await post(ts, "/auth/login", { username: "guess1", password: TEST_PASSWORD })).status, 401);
    assert.equal((await post(ts, "/auth/login", { username: "guess2", password: TEST_PASSWORD })).status, 401);
    const limited = await post(ts, "/auth/login", { username: "kim01", password: TEST_PASSWORD });
    assert.equal(limited.status, 429);
  });
});
