// The admin panel (@colyseus/monitor at /admin): anonymous → 401 (a browser gets the login page), a normal account →
// 403, an account in ADMIN_USERS → 200; an admin lists the rooms and their players through the monitor's API,
// closes a room, and may make no other remote call on a room. A browser's panel authenticates with an HttpOnly,
// SameSite=Strict cookie set from the login token.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { matchMaker } from "@colyseus/core";
import { get, logIn, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";

describe("admin panel: /admin", function () {
  this.timeout(60_000);
  let ts: TestServer;
  before(async () => {
    // Admins are accounts that exist when the server starts: "Boss" registers first, then the server restarts.
    const first = await startServer();
    await registerUser(first, "Boss"); // names compare ignoring case
    await first.server.shutdown();
    ts = await startServer({ dataDir: first.dataDir, adminUsers: ["boss"] });
  });
  after(async () => {
    await ts?.server.shutdown();
    if (ts) await fs.rm(ts.dataDir, { recursive: true, force: true });
  });

  it("anonymous → 401 (a browser gets the login page), a normal account → 403", async () => {
    assert.equal((await get(ts, "/admin/api")).status, 401);
    const page = await fetch(`${ts.httpUrl}/admin/`, { headers: { accept: "text/html" } });
    assert.equal(page.status, 401);
    assert.match(await page.text(), /<form/);
    const pleb = await registerUser(ts, "pleb");
    assert.equal((await get(ts, "/admin/api", pleb.token)).status, 403);
    assert.equal((await fetch(`${ts.httpUrl}/admin/`, { headers: { authorization: `Bearer ${pleb.token}` } })).status, 403);
    assert.equal((await get(ts, "/admin/api", "not-a-token")).status, 401);
    // /admin itself sends browsers to /admin/, where the panel's relative bundle.js and styles.css resolve.
    const bare = await fetch(`${ts.httpUrl}/admin`, { redirect: "manual" });
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.get("location"), "/admin/");
  });

  it("an admin lists rooms with their players, closes one, and may make no other room call", async () => {
    const boss = await logIn(ts, "Boss");
    const player = await registerUser(ts, "admin_player");
    const room = await player.client.create("ttr", { gameName: "To be closed", color: "red" });
    let closed: number | null = null;
    room.onLeave((code) => (closed = code));

    const page = await fetch(`${ts.httpUrl}/admin/`, { headers: { authorization: `Bearer ${boss.token}` } });
    assert.equal(page.status, 200, "the panel's page");
    assert.match(await page.text(), /<html/i);
    const listing = await get(ts, "/admin/api", boss.token);
    assert.equal(listing.status, 200);
    const rooms = listing.body.rooms as { roomId: string; name: string; clients: number; metadata?: { players?: { username: string }[] } }[];
    const listed = rooms.find((r) => r.roomId === room.roomId);
    assert.equal(listed?.clients, 1);
    assert.deepEqual(listed?.metadata?.players?.map((p) => p.username), ["admin_player"], "its players by name");
    const inspected = await get(ts, `/admin/api/room?roomId=${room.roomId}`, boss.token);
    assert.equal(inspected.status, 200);
    assert.equal((inspected.body.clients as unknown[]).length, 1, "its one player");

    // The monitor's own request for its "dispose" button (its answer may have no body).
    const call = (method: string, args = "[]") =>
      fetch(`${ts.httpUrl}/admin/api/room/call?roomId=${room.roomId}&method=${method}&args=${encodeURIComponent(args)}`, { headers: { authorization: `Bearer ${boss.token}` } });
    assert.equal((await call("broadcast", '["x", 1]')).status, 403, "only closing a room or dropping a client");
    assert.equal((await call("disconnect", "{not json")).status, 400);
    assert.equal((await call("disconnect")).status, 200);
    await until(() => closed !== null, "the player's connection closed", 10_000);
    await until(() => matchMaker.getLocalRoomById(room.roomId) === undefined, "the room disposed", 10_000);
    const after = await get(ts, "/admin/api", boss.token);
    assert.ok(!(after.body.rooms as { roomId: string }[]).some((r) => r.roomId === room.roomId), "no longer listed");
  });

  it("a browser: POST /admin/session turns the login token into an HttpOnly, SameSite=Strict cookie for /admin", async () => {
    const boss = (await fetch(`${ts.httpUrl}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "boss", password: "tickets-please-7" }),
    }).then((r) => r.json())) as { token: string };
    const session = await fetch(`${ts.httpUrl}/admin/session`, { method: "POST", headers: { authorization: `Bearer ${boss.token}` } });
    assert.equal(session.status, 200);
    const cookie = session.headers.get("set-cookie") ?? "";
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);
    assert.match(cookie, /Path=\/admin/);
    const withCookie = await fetch(`${ts.httpUrl}/admin/api`, { headers: { cookie: cookie.split(";")[0] } });
    assert.equal(withCookie.status, 200);
  });
});

describe("admin panel without ADMIN_USERS", () => {
  it("does not exist (404), whoever asks", async () => {
    const ts = await startServer();
    try {
      const user = await registerUser(ts, "nobody_admin");
      assert.equal((await get(ts, "/admin/api", user.token)).status, 404);
    } finally {
      await ts.server.shutdown();
      await fs.rm(ts.dataDir, { recursive: true, force: true });
    }
  });
});
