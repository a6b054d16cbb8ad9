// A game's seed is 16 random bytes, kept on the server; a mid-game snapshot carries neither the seed
// nor the command log (its ticket choices are indexes into offers only the seed can name).
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { newGameSeed, type TtrRoom } from "../src/room/TtrRoom.js";
import { matchMaker } from "@colyseus/core";
import { ask, registerUser, startServer, type TestServer } from "../../test-kit/index.js";

describe("security: seeds", function () {
  this.timeout(60_000);
  let ts: TestServer;
  const rooms: Room[] = [];

  before(async () => {
    ts = await startServer({ allowTestSeed: false });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("newGameSeed is 16 random bytes (32 hex digits), never repeated", () => {
    const seeds = new Set(Array.from({ length: 1000 }, () => newGameSeed()));
    assert.equal(seeds.size, 1000);
    for (const seed of seeds) assert.match(seed, /^[0-9a-f]{32}$/);
  });

  it("a new game stores a 128-bit seed, and a mid-game snapshot has neither the seed nor the log", async () => {
    const alice = await registerUser(ts, "seedalice");
    const bob = await registerUser(ts, "seedbob");
    const host = await alice.client.create("ttr", { gameName: "seeded", color: "red", seed: 5 });
    rooms.push(host, await bob.client.joinById(host.roomId, { color: "blue" }));
    const room = matchMaker.getLocalRoomById(host.roomId) as unknown as TtrRoom;
    assert.match(String(room.game.record.seed), /^[0-9a-f]{32}$/, "outside test mode a client-given seed is ignored");
    assert.equal((await ask(host, "startGame", {})).code, "ok");
    assert.equal((await ask(host, "selectDestinations", { destinationsSelected: [0, 1] })).code, "ok");
    assert.ok(room.game.record.log.length > 0);
    const answer = await ask<{ snapshot: Record<string, unknown> }>(host, "saveGameState", {});
    assert.equal(answer.code, "ok");
    assert.equal("seed" in answer.snapshot, false);
    assert.equal("log" in answer.snapshot, false);
    for (const r of rooms) await r.leave();
  });
});

describe("security: fewer trains each (a short game for tests) only in test mode", function () {
  this.timeout(60_000);

  it("outside test mode a create asking for fewer trains is refused with the reason, and no game is opened", async () => {
    const ts = await startServer({ allowTestSeed: false });
    try {
      const alice = await registerUser(ts, "trainsalice");
      await assert.rejects(alice.client.create("ttr", { gameName: "short", color: "red", map: "nordic", trainsPerPlayer: 5 }), /trainsPerPlayer is a test-mode option/);
      assert.equal((await matchMaker.query({ name: "ttr" })).length, 0);
    } finally {
      await ts.server.shutdown();
    }
  });

  it("in test mode the game deals that many trains, never more than the board's own count", async () => {
    const ts = await startServer({ allowTestSeed: true });
    try {
      const alice = await registerUser(ts, "trainsbob");
      await assert.rejects(alice.client.create("ttr", { gameName: "long", color: "red", map: "nordic", trainsPerPlayer: 41 }), /trainsPerPlayer is a test-mode option/);
      const host = await alice.client.create("ttr", { gameName: "short", color: "red", map: "nordic", trainsPerPlayer: 6 });
      assert.equal((await ask(host, "addAI", { difficulty: "easy" })).code, "ok");
      assert.equal((await ask(host, "startGame", {})).code, "ok");
      const room = matchMaker.getLocalRoomById(host.roomId) as unknown as TtrRoom;
      assert.deepEqual(room.game.rules?.players.map((p) => p.trainsLeft), [6, 6]);
      assert.equal(room.game.record.trainsPerPlayer, 6);
      await host.leave();
    } finally {
      await ts.server.shutdown();
    }
  });
});
