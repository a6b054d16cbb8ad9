// What one account may make this server run. One account started 80 games of four hard bots in 1.4 s (create, bots,
// startAndWatch), each playing itself here for good. Now: at most MAX_LIVE_GAMES_PER_USER waiting or playing games
// per person, seated or hosting one they watch, however many creates or joins arrive at once; at most
// MAX_GAMES_STARTED_PER_HOUR starts; and a game of bots only that nobody watches waits (no bot moves) and ends
// after BOT_GAME_UNWATCHED_SECONDS, anyone watching before that resumes it.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { matchMaker } from "@colyseus/core";
import { DESCRIPTIONS, SERVER_ERR, joinAsSpectator } from "../../shared-rules/protocol/index.js";
import { serverRoom } from "./autoplay.js";
import {
  ask,
  refusedWith,
  registerUser,
  startServer,
  serverAt,
  clientFor,
  startServerProcess,
  startTestCluster,
  until,
  type TestCluster,
  type TestServer,
  type TestServerProcess,
  type User,
} from "../../test-kit/index.js";

const LIVE_CAP = 3;
const STARTS_PER_HOUR = 2;

/** A waiting game of `host` with two bots: enough to start without anyone else. */
async function gameWithBots(host: User, name: string): Promise<Room> {
  const room = await host.client.create("ttr", { gameName: name, color: "red" });
  room.onMessage("*", () => {});
  for (let i = 0; i < 2; i++) assert.equal((await ask(room, "addAI", { difficulty: "easy" })).code, "ok");
  return room;
}

describe("security: games one account makes the server run", function () {
  this.timeout(180_000);

  describe(`through npm start's entry (MAX_LIVE_GAMES_PER_USER=${LIVE_CAP}, MAX_GAMES_STARTED_PER_HOUR=${STARTS_PER_HOUR})`, () => {
    let server: TestServerProcess;
    const rooms: Room[] = [];

    before(async () => {
      server = await startServerProcess({
        MAX_LIVE_GAMES_PER_USER: String(LIVE_CAP),
        MAX_GAMES_STARTED_PER_HOUR: String(STARTS_PER_HOUR),
        // The bots think for ten minutes: the games stay under way without costing this machine anything.
        BOT_DELAY_MS: "600000",
        MESSAGE_RATE_PER_SECOND: "1000",
        MESSAGE_BURST: "1000",
      });
    });

    after(async () => {
      await Promise.all(rooms.map((r) => r.leave(true).catch(() => {})));
      await server?.stop();
    });

    it("counts games a host started to watch with the games they sit in: no create past the cap", async () => {
      const alice = await registerUser(server, "capalice");
      for (let i = 0; i < STARTS_PER_HOUR; i++) {
        const room = await gameWithBots(alice, `bots ${i}`);
        rooms.push(room);
        assert.equal((await ask(room, "startAndWatch")).code, "ok");
      }
      rooms.push(await alice.client.create("ttr", { gameName: "one waiting", color: "red" }));
      await assert.rejects(alice.client.create("ttr", { gameName: "one too many", color: "red" }), refusedWith(SERVER_ERR.tooManyLiveGames));
    });

    it("ten creates sent together open exactly the cap", async () => {
      const bob = await registerUser(server, "capbob");
      const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => bob.client.create("ttr", { gameName: `flood ${i}`, color: "red" })));
      const opened = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      rooms.push(...opened);
      assert.equal(opened.length, LIVE_CAP);
      for (const r of results) if (r.status === "rejected") assert.equal((r.reason as Error).message, DESCRIPTIONS.tooManyLiveGames);
    });

    it("a join taking a new seat counts too; coming back to one's own game does not", async () => {
      const carol = await registerUser(server, "capcarol");
      const dave = await registerUser(server, "capdave");
      const mine: Room[] = [];
      for (let i = 0; i < LIVE_CAP; i++) mine.push(await carol.client.create("ttr", { gameName: `carol ${i}`, color: "red" }));
      rooms.push(...mine);
      const other = await dave.client.create("ttr", { gameName: "dave's", color: "red" });
      rooms.push(other);
      await assert.rejects(carol.client.joinById(other.roomId, { color: "blue" }), refusedWith(SERVER_ERR.tooManyLiveGames));
      // A second tab on a game she sits in is no new game (answered as such, not as over the cap).
      await assert.rejects(carol.client.joinById(mine[0].roomId, { color: "red" }), refusedWith(SERVER_ERR.alreadyConnected));
    });

    it(`refuses a start past ${STARTS_PER_HOUR} in the hour; the game stays waiting with its host seated`, async () => {
      const erin = await registerUser(server, "caperin");
      const games: Room[] = [];
      for (let i = 0; i < STARTS_PER_HOUR + 1; i++) games.push(await gameWithBots(erin, `erin ${i}`));
      rooms.push(...games);
      for (let i = 0; i < STARTS_PER_HOUR; i++) assert.equal((await ask(games[i], "startGame")).code, "ok");
      const refused = await ask(games[STARTS_PER_HOUR], "startAndWatch");
      assert.equal(refused.code, SERVER_ERR.tooManyGamesStarted);
      assert.equal((await ask(games[STARTS_PER_HOUR], "startGame")).code, SERVER_ERR.tooManyGamesStarted);
      // Still the host's own seat: a refused start changes nothing.
      assert.equal((await ask(games[STARTS_PER_HOUR], "addAI", { difficulty: "easy" })).code, "ok");
    });
  });

  describe("across two processes (Redis presence, PostgreSQL)", () => {
    let cluster: TestCluster | undefined;
    const rooms: Room[] = [];

    before(async () => {
      cluster = await startTestCluster("caps", 2, {
        MAX_LIVE_GAMES_PER_USER: String(LIVE_CAP),
        MAX_GAMES_STARTED_PER_HOUR: String(STARTS_PER_HOUR),
        MAX_WAITING_GAMES_PER_USER: "1000",
        BOT_DELAY_MS: "600000",
      });
    });

    after(async () => {
      await Promise.all(rooms.map((r) => r.leave(true).catch(() => {})));
      await cluster?.stop();
    });

    it("holds both bounds for creates and starts sent through either process", async () => {
      const [a, b] = cluster!.processes.map((p) => serverAt(p.port));
      const frank = await registerUser(a!, "capfrank");
      const through = [clientFor(a!, frank.token), clientFor(b!, frank.token)];
      const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => through[i % 2]!.create("ttr", { gameName: `spread ${i}`, color: "red" })));
      const opened = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      rooms.push(...opened);
      assert.equal(opened.length, LIVE_CAP, "the cap holds over both processes");
      for (const r of results) if (r.status === "rejected") assert.equal((r.reason as Error).message, DESCRIPTIONS.tooManyLiveGames);
      for (const room of opened) {
        room.onMessage("*", () => {});
        for (let i = 0; i < 2; i++) assert.equal((await ask(room, "addAI", { difficulty: "easy" })).code, "ok");
      }
      const answers = await Promise.all(opened.map((room) => ask(room, "startGame")));
      assert.equal(answers.filter((r) => r.code === "ok").length, STARTS_PER_HOUR, JSON.stringify(answers.map((r) => r.code)));
      assert.equal(answers.filter((r) => r.code === SERVER_ERR.tooManyGamesStarted).length, LIVE_CAP - STARTS_PER_HOUR);
    });
  });

  describe("a game of bots only that nobody watches", () => {
    let ts: TestServer;

    before(async () => {
      ts = await startServer({ botDelayMs: 100, botGameUnwatchedSeconds: 3 });
    });

    after(async () => {
      await ts?.server.shutdown();
    });

    it("waits while nobody watches, goes on when someone does, and ends once unwatched for BOT_GAME_UNWATCHED_SECONDS", async () => {
      const host = await registerUser(ts, "botwatcher");
      const room = await gameWithBots(host, "bots alone");
      const gameId = room.roomId;
      assert.equal((await ask(room, "startAndWatch")).code, "ok");
      const game = serverRoom(gameId).game;
      await until(() => game.record.log.length >= 4, "the bots play while watched", 60_000);

      await room.leave(true);
      await until(() => serverRoom(gameId).clients.length === 0, "the host's connection gone");
      const pausedAt = game.record.log.length;
      const spectator = await joinAsSpectator((id, options) => new Client(ts.wsUrl).joinById(id, options), gameId);
      spectator.onMessage("*", () => {});
      await until(() => game.record.log.length > pausedAt + 2, "the bots go on once someone watches", 60_000);

      await spectator.leave(true);
      await until(() => matchMaker.getLocalRoomById(gameId) === undefined || serverRoom(gameId).clients.length === 0, "the spectator gone");
      const unwatchedAt = game.record.log.length;
      await until(() => matchMaker.getLocalRoomById(gameId) === undefined, "the unwatched game closed", 60_000);
      const stored = await ts.server.services.games.load(gameId);
      assert.equal(stored?.status, "abandoned");
      assert.equal(stored.log.length, unwatchedAt, "no bot moved while nobody watched");
      assert.equal(await ts.server.services.games.liveGamesOf(host.userId), 0, "its host's place among their live games is free");
    });
  });
});
