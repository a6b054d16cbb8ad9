// The storage contract: what every backend of GameStore / UserStore must do, run against each backend
// (today the embedded one; a backend is one entry in BACKENDS). Plus the embedded log's own crash cases.
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { GameRecord } from "../src/domain/records.js";
import { LogGameStore } from "../src/storage/logGameStore.js";
import { LowdbUserStore } from "../src/storage/lowdbUserStore.js";
import { removeOldSnapshots } from "../src/storage/snapshotCleanup.js";
import { AccountTakenError, type GameStore, type UserStore } from "../src/storage/types.js";
import { openPostgres } from "../src/storage/open.js";
import { tempDataDir } from "../../test-kit/index.js";
import { rateFinalOrder } from "../src/ratings/glicko.js";
import { freshDatabase } from "./postgresKit.js";

interface Backend {
  name: string;
  /** Opens the stores on `place`; opening the same place again is a restart. */
  open(place: string): Promise<{ users: UserStore; games: GameStore; close?: () => Promise<void> }>;
  place(): Promise<string>;
}

const BACKENDS: Backend[] = [
  {
    name: "embedded (lowdb users + game logs)",
    open: async (dir) => ({ users: await LowdbUserStore.open(dir), games: await LogGameStore.open(dir, { fsync: true }) }),
    place: tempDataDir,
  },
  {
    name: "PostgreSQL",
    open: (url) => openPostgres(url),
    place: freshDatabase,
  },
];

async function closeAll(stores: { users: UserStore; games: GameStore; close?: () => Promise<void> }): Promise<void> {
  if (stores.close) return stores.close();
  await stores.games.close();
  await stores.users.close();
}

/** An ended game of two people, `winner` first, with a result (the scores only need totals here). */
function endedGame(id: string, winner: number, loser: number, extra: Partial<GameRecord> = {}): GameRecord {
  const record = game(id, winner);
  record.seats = [
    { userId: loser, username: `user${loser}`, color: "red", bot: null },
    { userId: winner, username: `user${winner}`, color: "blue", bot: null },
    { userId: null, username: "Bot 1 (easy)", color: "green", bot: "easy" },
  ];
  record.status = "ended";
  const score = (playerIndex: number, total: number) => ({ playerIndex, total }) as never;
  record.result = { scores: [score(0, 40), score(1, 90), score(2, 60)], ranking: [1, 2, 0] };
  return Object.assign(record, extra);
}

function game(id: string, userId: number): GameRecord {
  const now = new Date().toISOString();
  return {
    id,
    gameName: `game ${id}`,
    hostUserId: userId,
    seed: 99,
    status: "playing",
    seats: [
      { userId, username: "ann", color: "red", bot: null },
      { userId: null, username: "Bot", color: "blue", bot: "easy" },
    ],
    log: [],
    chat: [],
    result: null,
    createdAt: now,
    updatedAt: now,
  };
}

for (const backend of BACKENDS) {
  describe(`storage contract: ${backend.name}`, () => {
    it("keeps accounts and session versions across a restart, usernames unique regardless of case", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      const ann = await first.users.create("Ann", "hash", "ann@example.org");
      const bob = await first.users.create("bob", "hash2", null);
      assert.equal(bob.id, ann.id + 1);
      assert.equal((await first.users.byUsername("ANN"))?.id, ann.id);
      assert.equal(await first.users.bumpSession(ann), 1);
      assert.equal(await first.users.bumpSession(ann), 2);
      await closeAll(first);
      const again = await backend.open(place);
      assert.equal((await again.users.byId(ann.id))?.sessionVersion, 2);
      assert.equal((await again.users.byUsername("Bob"))?.passwordHash, "hash2");
      const carol = await again.users.create("carol", "h", null);
      assert.equal(carol.id, bob.id + 1);
      await closeAll(again);
    });

    it("keeps an account's language choice across a restart; an account that never chose has none", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      const ann = await first.users.create("lang-ann", "hash", null);
      const bob = await first.users.create("lang-bob", "hash", null);
      assert.equal(ann.language, null);
      await first.users.setLanguage(ann, "de");
      await first.users.setLanguage(ann, "pl");
      assert.equal((await first.users.byUsername("LANG-ANN"))?.language, "pl");
      await closeAll(first);
      const again = await backend.open(place);
      assert.equal((await again.users.byId(ann.id))?.language, "pl");
      assert.equal((await again.users.byId(bob.id))?.language, null);
      await closeAll(again);
    });

    it("restores unfinished games exactly, and reads finished ones on demand only", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      const live = game("live1", 1);
      const done = game("done1", 1);
      await first.games.save(live);
      live.log.push({ player: 0, command: { type: "pass" } as never });
      live.chat.push({ sender: "ann", message: "hi" });
      const saves = [first.games.save(live), first.games.save(done)];
      done.status = "ended";
      done.rated = true; // an ended game not rated yet is brought back for its rating (see the ratings cases below)
      await Promise.all([...saves, first.games.save(done)]);
      for (let i = 0; i < 50; i++) live.log.push({ player: i % 2, command: { type: "drawTrainCard", cardLocation: 5 } as never });
      await first.games.save(live);
      await closeAll(first);

      const again = await backend.open(place);
      assert.deepEqual(again.games.unfinished().map((g) => g.id), ["live1"]);
      assert.equal(again.games.get("done1"), undefined, "finished games are not read at start-up");
      const { updatedAt: _a, ...restored } = again.games.get("live1")!;
      const { updatedAt: _b, ...saved } = live;
      assert.deepEqual(restored, saved);
      assert.equal((await again.games.load("done1"))?.status, "ended");
      assert.deepEqual((await again.games.forUser(1)).map((g) => g.id), ["live1"]);
      await closeAll(again);
    });

    it("counts a user's live games: those they sit in and those they host without a seat (watching their bots)", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      const seated = game("seat1", 7);
      const watched = game("watch1", 7);
      watched.seats = [watched.seats[1]!, { userId: null, username: "Bot 2", color: "green", bot: "easy" }];
      const ended = game("end1", 7);
      ended.status = "ended";
      ended.rated = true;
      const othersHosted = game("other1", 8);
      othersHosted.seats.push({ userId: 7, username: "seven", color: "green", bot: null });
      await Promise.all([seated, watched, ended, othersHosted].map((g) => first.games.save(g)));
      assert.equal(await first.games.liveGamesOf(7), 3, "seated, watching its bots, and a seat in another's game; not the ended one");
      assert.equal(await first.games.liveGamesOf(8), 1);
      assert.equal(await first.games.liveGamesOf(9), 0);
      await closeAll(first);
    });

    it("keeps who made each command (a bot for a person: by \"bot\") and its time, and reads commands logged without them", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      const live = game("by1", 1);
      live.log.push(
        { player: 0, command: { type: "selectDestinations", destinationsSelected: [0, 1] } as never },
        { player: 0, command: { type: "drawTrainCard", cardLocation: 5 } as never, at: 1_700_000_000_000 },
        { player: 0, command: { type: "drawTrainCard", cardLocation: 5 } as never, at: 1_700_000_000_100, by: "bot" },
        { player: 1, command: { type: "pass" } as never, at: 1_700_000_000_200 },
      );
      const ended = endedGame("by2", 1, 2, { rated: true });
      ended.log.push({ player: 0, command: { type: "pass" } as never, at: 5, by: "bot" }, { player: 1, command: { type: "pass" } as never });
      await Promise.all([first.games.save(live), first.games.save(ended)]);
      await closeAll(first);

      const again = await backend.open(place);
      assert.deepEqual(again.games.get("by1")!.log, live.log);
      assert.deepEqual((await again.games.load("by2"))!.log, ended.log);
      await closeAll(again);
    });

    it("saves every new chat line: when the kept chat is full, when a line repeats the one before, and after a restore", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      const live = game("chat1", 1);
      live.chat.push({ sender: "ann", message: "hi" }, { sender: "bob", message: "hello" }, { sender: "ann", message: "gg" });
      await first.games.save(live);
      // The room keeps the newest lines only: a new line goes on the end and the oldest comes off, so the length
      // stays, and here the new line's words are those of the line before it.
      for (let i = 0; i < 2; i++) {
        live.chat.push({ sender: "ann", message: "gg" });
        live.chat.splice(0, 1);
        await first.games.save(live);
      }
      await closeAll(first);
      const second = await backend.open(place);
      const restored = second.games.get("chat1")!;
      assert.deepEqual(restored.chat, live.chat);
      restored.chat.push({ sender: "bob", message: "rematch?" });
      await second.games.save(restored);
      await closeAll(second);
      const third = await backend.open(place);
      assert.deepEqual(third.games.get("chat1")!.chat.map((line) => line.message), ["gg", "gg", "gg", "rematch?"]);
      await closeAll(third);
    });

    it("refuses a second account with the same username or email, whatever the case", async () => {
      const stores = await backend.open(await backend.place());
      await stores.users.create("Dora", "h", "dora@example.org");
      await assert.rejects(stores.users.create("DORA", "h", null), (e) => e instanceof AccountTakenError && e.field === "username");
      await assert.rejects(stores.users.create("dora2", "h", "DORA@example.org"), (e) => e instanceof AccountTakenError && e.field === "email");
      assert.equal((await stores.users.byEmail("dora@EXAMPLE.org"))?.username, "Dora");
      assert.equal(await stores.users.byId(999_999), undefined);
      await closeAll(stores);
    });

    it("group-commits many games' saves and keeps every command once, in order", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      const games = Array.from({ length: 20 }, (_, i) => game(`g${i}`, i + 1));
      const saves: Promise<void>[] = [];
      for (let round = 0; round < 30; round++) {
        for (const g of games) {
          g.log.push({ player: round % 2, command: { type: "drawTrainCard", cardLocation: round % 6 } as never });
          saves.push(first.games.save(g));
        }
        if (round % 7 === 0) await Promise.all(saves);
      }
      await Promise.all(saves);
      await closeAll(first);
      const again = await backend.open(place);
      for (const g of games) assert.deepEqual(again.games.get(g.id)?.log, g.log);
      assert.deepEqual((await again.games.forUser(5)).map((g) => g.id), ["g4"]);
      await closeAll(again);
    });

    it("rates a game once per game id, also after a restart, and lists the rated accounts best first", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      const ann = await first.users.create("ann", "h", null);
      const bob = await first.users.create("bob", "h", null);
      const cid = await first.users.create("cid", "h", null);
      const annFirst = [ann.id, bob.id];
      const rate = (order: number[]) => (current: Parameters<typeof rateFinalOrder>[1]) => rateFinalOrder(order, current);
      assert.equal(await first.users.rateGame("m1", annFirst, rate(annFirst)), true);
      assert.equal(await first.users.rateGame("m1", annFirst, rate(annFirst)), false, "the same game again changes nothing");
      const rated = await first.users.ratings([ann.id, bob.id, cid.id]);
      assert.equal(rated.has(cid.id), false, "an account never rated has no rating");
      assert.ok(rated.get(ann.id)!.rating > 1500 && rated.get(bob.id)!.rating < 1500, "the winner gains, the loser loses");
      assert.equal(rated.get(ann.id)!.games, 1);
      await closeAll(first);

      const again = await backend.open(place);
      assert.deepEqual(await again.users.ratings([ann.id, bob.id]), rated, "ratings are durable");
      assert.equal(await again.users.rateGame("m1", annFirst, rate(annFirst)), false, "a game rated before the restart stays rated once");
      // Two games with the same people rated at once: each one reads the other's result (no lost update).
      const bobFirst = [bob.id, ann.id];
      assert.deepEqual(await Promise.all([again.users.rateGame("m2", bobFirst, rate(bobFirst)), again.users.rateGame("m3", bobFirst, rate(bobFirst))]), [true, true]);
      const now = await again.users.ratings([ann.id, bob.id]);
      assert.equal(now.get(ann.id)!.games, 3);
      assert.equal(now.get(bob.id)!.games, 3);
      const board = await again.users.leaderboard(10);
      assert.deepEqual(board.map((r) => r.username), ["bob", "ann"]);
      assert.equal(board[0].rating, now.get(bob.id)!.rating);
      assert.deepEqual((await again.users.leaderboard(1)).map((r) => r.username), ["bob"]);
      await closeAll(again);
    });

    it("forgets a released game once it is finished and saved (load still reads it); keeps one that is not finished or not rated", async () => {
      const place = await backend.place();
      const stores = await backend.open(place);
      const done = endedGame("r1", 1, 2, { rated: true });
      const unrated = endedGame("r2", 1, 2);
      const live = game("r3", 1);
      await Promise.all([done, unrated, live].map((g) => stores.games.save(g)));
      for (const id of ["r1", "r2", "r3"]) stores.games.release(id);
      assert.equal(stores.games.get("r1"), undefined, "finished, rated and saved: forgotten");
      assert.equal((await stores.games.load("r1"))?.status, "ended", "and read from storage on demand");
      assert.equal(stores.games.get("r2"), unrated, "awaiting its rating: kept");
      assert.equal(stores.games.get("r3"), live, "unfinished: kept");
      // Its rating saved after the room closed: forgotten then.
      unrated.rated = true;
      await stores.games.save(unrated);
      assert.equal(stores.games.get("r2"), undefined);
      assert.equal((await stores.games.load("r2"))?.rated, true);
      await closeAll(stores);
    });

    it("brings an ended game back until it is marked rated, then lists it among the finished games", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      await first.games.save(endedGame("e1", 1, 2));
      assert.deepEqual(first.games.unrated().map((g) => g.id), ["e1"]);
      await closeAll(first);

      const again = await backend.open(place);
      assert.deepEqual(again.games.unrated().map((g) => g.id), ["e1"], "a restart before the rating brings it back");
      assert.deepEqual(again.games.unfinished(), [], "it is not a game to host again");
      const e1 = again.games.get("e1")!;
      e1.rated = true;
      await again.games.save(e1);
      assert.deepEqual(again.games.unrated(), []);
      await closeAll(again);

      const third = await backend.open(place);
      assert.deepEqual(third.games.unrated(), []);
      assert.equal(third.games.get("e1"), undefined, "a rated finished game is read on demand only");
      await third.games.save(endedGame("e2", 3, 1, { rated: true, daily: "2026-11-23" }));
      const abandoned = game("a1", 1);
      abandoned.status = "abandoned";
      await third.games.save(abandoned);
      const ids = async (query: Parameters<GameStore["finished"]>[0]) => (await third.games.finished(query)).map((g) => g.id);
      assert.deepEqual(await ids({ userId: 1, limit: 10 }), ["e2", "e1"], "newest first; abandoned games are not finished games");
      assert.deepEqual(await ids({ userId: 1, limit: 1 }), ["e2"]);
      assert.deepEqual(await ids({ userId: 2, limit: 10 }), ["e1"]);
      assert.deepEqual(await ids({ userId: 4, limit: 10 }), []);
      assert.deepEqual(await ids({ daily: "2026-11-23", limit: 10 }), ["e2"]);
      assert.deepEqual(await ids({ daily: "2026-11-22", limit: 10 }), []);
      const [summary] = await third.games.finished({ userId: 2, limit: 1 });
      assert.deepEqual(summary.scores, [40, 90, 60]);
      assert.deepEqual(summary.ranking, [1, 2, 0]);
      assert.equal(summary.seats[0].username, "user2");
      await closeAll(third);
    });
  });
}

describe("embedded game log: crash cases", () => {
  it("cuts a torn last line and keeps appending after it", async () => {
    const dir = await tempDataDir();
    const store = await LogGameStore.open(dir);
    const record = game("torn1", 1);
    record.log.push({ player: 0, command: { type: "pass" } as never });
    await store.save(record);
    await store.close();
    const file = path.join(dir, "games", "torn1.log");
    await fs.appendFile(file, '{"c":{"player":1,"command":{"type":"pa');
    const again = await LogGameStore.open(dir);
    assert.equal(again.get("torn1")?.log.length, 1);
    const restored = again.get("torn1")!;
    restored.log.push({ player: 1, command: { type: "pass" } as never });
    await again.save(restored);
    await again.close();
    const third = await LogGameStore.open(dir);
    assert.equal(third.get("torn1")?.log.length, 2);
    await third.close();
  });

  it("writes a login as one appended line, not a rewrite of users.json", async () => {
    const dir = await tempDataDir();
    const users = await LowdbUserStore.open(dir);
    const ann = await users.create("ann", "hash", null);
    const before = await fs.stat(path.join(dir, "users.json"));
    await users.bumpSession(ann);
    const after = await fs.stat(path.join(dir, "users.json"));
    assert.equal(after.mtimeMs, before.mtimeMs);
    assert.match(await fs.readFile(path.join(dir, "sessions.log"), "utf8"), /^\{"u":1,"v":1\}\n$/);
    await users.close();
  });
});

describe("embedded game log: a game's end holds up no other game", () => {
  it("acknowledges saves while libuv's thread pool is busy (moving an ended game's log waits for no thread)", async () => {
    const dir = await tempDataDir();
    const store = await LogGameStore.open(dir);
    const ended = game("ends", 1);
    const playing = game("plays", 2);
    await store.save(ended);
    await store.save(playing);
    // Every thread of the pool busy for a while (bcrypt hashes and other file work share it in a server).
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const firstFreeThread = Promise.race(
      Array.from({ length: threads }, () => new Promise<string>((resolve) => crypto.pbkdf2("busy", "pool", 400_000, 64, "sha512", () => resolve("a thread came free")))),
    );
    Object.assign(ended, { status: "ended", rated: true });
    playing.log.push({ player: 0, command: { type: "pass" } as never });
    const saved = Promise.all([store.save(ended), store.save(playing)]).then(() => "both saves acknowledged");
    assert.equal(await Promise.race([saved, firstFreeThread]), "both saves acknowledged");
    await firstFreeThread;
    await store.close();
    const again = await LogGameStore.open(dir);
    assert.equal(again.get("plays")?.log.length, 1);
    assert.equal(again.get("ends"), undefined, "the ended game's log was moved out of start-up's way");
    assert.equal((await again.load("ends"))?.status, "ended");
    await again.close();
  });
});

describe("snapshot files", () => {
  it("are removed at start-up once older than the limit, newer ones stay", async () => {
    const dir = await tempDataDir();
    await fs.mkdir(path.join(dir, "snapshots"));
    await fs.writeFile(path.join(dir, "snapshots", "old.json"), "{}");
    await fs.writeFile(path.join(dir, "snapshots", "new.json"), "{}");
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await fs.utimes(path.join(dir, "snapshots", "old.json"), tenDaysAgo, tenDaysAgo);
    assert.equal(await removeOldSnapshots(dir, 7), 1);
    assert.deepEqual(await fs.readdir(path.join(dir, "snapshots")), ["new.json"]);
  });
});
