// Hostile tests of the doors that take a client's options: a create whose options hide a restore of a live game in
// `__proto__`, prototype keys at every depth of every matchmaking and HTTP body, a flood of parallel creates against
// the per-person limits, and the seed of a game that has not ended (or of today's daily deal) asked for through
// saveGameState or snapshot files served by mistake.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { Client, type Room } from "colyseus.js";
import { matchMaker } from "@colyseus/core";
import { DESCRIPTIONS, SERVER_ERR } from "../../shared-rules/protocol/index.js";
import { openByServer } from "../src/room/serverOpened.js";
import { playOneMove, playToEnd, serverRoom } from "./autoplay.js";
import { ask, refusedWith, registerUser, sleep, startServer, startServerProcess, until, type TestServer, type TestServerProcess, type User } from "../../test-kit/index.js";

/** POSTs a raw body (so that `__proto__` stays an own key, as an attacker would send it). */
async function rawPost(baseUrl: string, route: string, body: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** The payload `inner` hidden under a prototype key at `depth` (0: the key is at the top). */
function hidden(key: string, inner: Record<string, unknown>, depth: number): string {
  let json = `{"${key}":${JSON.stringify(inner)}}`;
  for (let i = 0; i < depth; i++) json = `{"gameName":"x","color":"red","nested":${json}}`;
  return json;
}

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"];

describe("security: the doors of client options", function () {
  this.timeout(120_000);

  describe("through npm start's process", () => {
    let server: TestServerProcess;
    before(async () => {
      server = await startServerProcess();
    });
    after(async () => {
      await server?.stop();
    });

    it("refuses a create that hides a restore of a live game in __proto__, for anyone, with a clear 400", async () => {
      const alice = await registerUser(server, "protoalice");
      const bob = await registerUser(server, "protobob");
      const live = await alice.client.create("ttr", { gameName: "live", color: "red" });
      const bobRoom = await bob.client.joinById(live.roomId, { color: "blue" });
      for (const body of [
        `{"spectator":true,"__proto__":{"restoreGameId":"${live.roomId}"}}`,
        `{"gameName":"x","color":"red","__proto__":{"restoreGameId":"${live.roomId}"}}`,
      ]) {
        for (const token of [undefined, bob.token]) {
          const answer = await rawPost(server.httpUrl, "/matchmake/create/ttr", body, token);
          assert.equal(answer.status, 400, JSON.stringify(answer.body));
          assert.match(String(answer.body.error), /__proto__, constructor or prototype/);
          assert.equal(answer.body.room, undefined, "no seat reserved anywhere");
        }
      }
      // The real room is the only one: its players still play in it.
      assert.equal((await ask(live, "startGame", {})).code, "ok");
      assert.equal((await ask(bobRoom, "selectDestinations", { destinationsSelected: [0, 1] })).code, "ok");
      await Promise.all([live.leave(), bobRoom.leave()]);
    });

    it("never hands out the seed of a waiting game", async () => {
      const host = await registerUser(server, "seedhost");
      const room = await host.client.create("ttr", { gameName: "waiting", color: "red" });
      const answer = await ask<{ snapshot: Record<string, unknown>; path: string }>(room, "saveGameState", {});
      assert.equal(answer.code, "ok");
      assert.equal("seed" in answer.snapshot, false, "a waiting game's snapshot has no seed");
      assert.equal("log" in answer.snapshot, false);
      assert.equal(answer.snapshot.redacted, true);
      // (DATA_DIR's files are never served: security.dataDir.test.ts, with the operator settings that once exposed them.)
      await room.leave();
    });
  });

  describe("in the server's own process", () => {
    const SNAPSHOTS_KEPT = 3;
    let ts: TestServer;
    let alice: User;
    let bob: User;
    const rooms: Room[] = [];

    before(async () => {
      ts = await startServer({ allowTestSeed: false, maxWaitingGamesPerUser: 3, dailyDealBots: 1, snapshotsPerGame: SNAPSHOTS_KEPT });
      alice = await registerUser(ts, "doorsalice");
      bob = await registerUser(ts, "doorsbob");
    });

    after(async () => {
      await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => Promise.race([r.leave().catch(() => {}), sleep(5000)])));
      await ts?.server.shutdown();
    });

    const roomCount = async () => (await matchMaker.query({})).length;

    it("a room never restores a game from a client's options, even past the door: the prototype is not read", async () => {
      const live = await alice.client.create("ttr", { gameName: "live two", color: "red" });
      rooms.push(live);
      const before = await roomCount();
      // What Colyseus' merge builds from {"__proto__": {...}}: options whose prototype holds the restore.
      const polluted = Object.assign(Object.create({ restoreGameId: live.roomId }), { spectator: true }) as Record<string, unknown>;
      await assert.rejects(matchMaker.createRoom("ttr", polluted), /log in to play|invalid input/);
      const named = { gameName: "x", color: "red", restoreGameId: live.roomId };
      await assert.rejects(matchMaker.createRoom("ttr", named), refusedWith(SERVER_ERR.invalidInput));
      assert.equal(await roomCount(), before, "no second room");
      assert.equal(serverRoom(live.roomId).game.record.id, live.roomId);
    });

    it("the server's own restore is refused while a room already holds the game", async () => {
      const live = await alice.client.create("ttr", { gameName: "live three", color: "red" });
      rooms.push(live);
      const before = await roomCount();
      // the refusal is a code's description (the client says it in the reader's language), the game named after it
      await assert.rejects(openByServer("ttr", { restoreGameId: live.roomId }), (e: Error) => e.message === `${DESCRIPTIONS.gameAlreadyOpen}: ${live.roomId}`);
      assert.equal(await roomCount(), before);
    });

    it("refuses prototype keys at every depth at every door (create, join, joinById, joinOrCreate, reconnect, lobby, HTTP)", async () => {
      const target = await bob.client.create("ttr", { gameName: "fuzz target", color: "green" });
      rooms.push(target);
      const gamesBefore = (await ts.server.services.games.forUser(alice.userId)).length;
      const fuzzUser = () => ts.server.services.users.byUsername("fuzzuser");
      const roomsBefore = await roomCount();
      const doors = ["/side/matchmake/create/ttr", "create/ttr", "join/ttr", "joinOrCreate/ttr", `joinById/${target.roomId}`, `reconnect/${target.roomId}`, "create/lobby", "joinOrCreate/lobby", "create/ttr_watch"];
      let tried = 0;
      for (const key of PROTOTYPE_KEYS) {
        for (let depth = 0; depth <= 3; depth++) {
          const body = hidden(key, { restoreGameId: target.roomId, gameId: target.roomId, spectator: true, color: "red" }, depth);
          for (const door of doors) {
            const answer = await rawPost(ts.httpUrl, door.startsWith("/") ? door : `/matchmake/${door}`, body, alice.token);
            assert.equal(answer.status, 400, `${door} ${body}`);
            assert.match(String(answer.body.error), new RegExp(`${key === "__proto__" ? "__proto__" : key}`));
            tried += 1;
          }
          for (const route of ["/auth/register", "/auth/login", "/auth/logout", "/api/account/password"]) {
            const answer = await rawPost(ts.httpUrl, route, hidden(key, { username: "fuzzuser", password: "fuzz-password-9" }, depth), alice.token);
            assert.equal(answer.status, 400, `${route} ${key} at depth ${depth}`);
            assert.match(String(answer.body.reason), /__proto__, constructor or prototype/);
            tried += 1;
          }
        }
      }
      assert.ok(tried >= 100);
      assert.equal(await roomCount(), roomsBefore, "no room made");
      assert.equal((await ts.server.services.games.forUser(alice.userId)).length, gamesBefore, "nothing stored");
      assert.equal(await fuzzUser(), undefined, "no account made");
      // The lobby's page request travels as msgpack, which renames __proto__; the other keys meet the lobby's parse.
      const lobby = await new Client(ts.wsUrl).joinOrCreate("lobby");
      let pages = 0;
      lobby.onMessage("rooms", () => (pages += 1));
      lobby.onMessage("+", () => {});
      await until(() => pages === 1, "the first lobby page", 10_000);
      for (const key of PROTOTYPE_KEYS) lobby.send("page", { [key]: { offset: 5 }, offset: 0 });
      await until(() => pages === 1 + PROTOTYPE_KEYS.length, "an answer to every page request", 10_000);
      await lobby.leave();
    });

    it("refuses a game name with an unpaired surrogate (PostgreSQL would refuse the record, and the saves after it)", async () => {
      const before = await roomCount();
      const answer = await rawPost(ts.httpUrl, "/matchmake/create/ttr", '{"gameName":"\\ud800 lone","color":"red"}', alice.token);
      assert.match(String(answer.body.error), /invalid input/);
      assert.equal(await roomCount(), before);
    });

    it("ten parallel creates of one person open exactly the limit of waiting games", async () => {
      const carol = await registerUser(ts, "doorscarol");
      const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => carol.client.create("ttr", { gameName: `flood ${i}`, color: "red" })));
      const opened = results.filter((r): r is PromiseFulfilledResult<Room> => r.status === "fulfilled").map((r) => r.value);
      rooms.push(...opened);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      assert.equal(opened.length, 3, "the limit of 3");
      for (const r of refused) assert.equal((r.reason as Error).message, DESCRIPTIONS.tooManyWaitingGames);
      // Once stored, the games are what counts: still no fourth.
      await until(() => opened.every((r) => serverRoom(r.roomId).game.record.seats.length === 1), "the games seated");
      await assert.rejects(carol.client.create("ttr", { gameName: "one more", color: "red" }), (e: Error) => e.message === DESCRIPTIONS.tooManyWaitingGames);
      await opened[0].leave(true);
    });

    it("parallel daily deal creates open one game; its seed stays hidden while its day lasts, even once it ended", async () => {
      const dan = await registerUser(ts, "doorsdan");
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => dan.client.create("ttr", { daily: true, color: "red" })));
      const opened = results.filter((r): r is PromiseFulfilledResult<Room> => r.status === "fulfilled").map((r) => r.value);
      rooms.push(...opened);
      assert.equal(opened.length, 1, "one daily deal");
      for (const r of results) if (r.status === "rejected") assert.equal((r.reason as Error).message, DESCRIPTIONS.dailyDealUnfinished);
      const daily = opened[0];
      daily.onMessage("*", () => {});
      await until(() => serverRoom(daily.roomId).game.started, "the daily deal's start", 30_000);
      await playToEnd(daily.roomId, new Map([[0, daily]]));
      await until(() => serverRoom(daily.roomId).game.record.status === "ended", "the daily deal's end", 30_000);
      const answer = await ask<{ snapshot: Record<string, unknown> }>(daily, "saveGameState", {});
      assert.equal(answer.code, "ok");
      assert.equal("seed" in answer.snapshot, false, "today's deal: no seed");
      assert.equal("log" in answer.snapshot, false);
      const record = await fetch(`${ts.httpUrl}/api/games/${daily.roomId}/record`);
      assert.equal(record.status, 404);
    });

    it("keeps only each game's newest snapshot files", async () => {
      const dir = path.join(ts.dataDir, "snapshots");
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, "othergame-v1.json"), "{}");
      ts.config.saveStateMinSeconds = 0;
      const host = await alice.client.create("ttr", { gameName: "snapshots", color: "red" });
      const guest = await bob.client.joinById(host.roomId, { color: "blue" });
      rooms.push(host, guest);
      for (const r of [host, guest]) r.onMessage("*", () => {});
      assert.equal((await ask(host, "startGame", {})).code, "ok");
      const prefix = `${host.roomId}-v`;
      const versions: number[] = [];
      const seats = new Map([
        [0, host],
        [1, guest],
      ]);
      for (let i = 0; i < 5; i++) {
        await ask(host, "saveGameState", {});
        versions.push(serverRoom(host.roomId).game.version);
        assert.ok(await playOneMove(host.roomId, seats), "a move was played");
      }
      const kept = (await fs.readdir(dir)).filter((n) => n.startsWith(prefix));
      const newest = [...new Set(versions)].sort((a, b) => b - a).slice(0, SNAPSHOTS_KEPT);
      assert.equal(newest.length, SNAPSHOTS_KEPT);
      assert.deepEqual(kept.sort(), newest.map((v) => `${prefix}${v}.json`).sort());
      assert.ok((await fs.readdir(dir)).includes("othergame-v1.json"), "another game's snapshot untouched");
    });
  });
});
