// A stored Europe game comes back after a restart, on each storage backend: shut the server down while a tunnel
// waits for its payment, boot a new one on the same data, and the game is restored on the Europe board in the very
// same state (the record keeps the map, the log replays on it); its people rejoin, resolve the tunnel, finish it,
// and the finished record names the map, so the replay viewer rebuilds it on Europe.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { EUROPE_MAP, parseGameRecord, playerView, replay, replayOptions } from "../../shared-rules/src/index.js";
import { viewFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import { ask, get, registerUser, sleep, startServer, tempDataDir, until, type TestServer, type User } from "../../test-kit/index.js";
import { rulesOf, serverRoom } from "./autoplay.js";
import { emptyTally, playEuropeMove } from "./europePerson.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

for (const { name, database } of DATABASE_BACKENDS) describe(`server (${name}): a Europe game restored after a restart`, function () {
  this.timeout(120_000);
  let databaseUrl: string | undefined;
  let dataDir: string;
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let gameId: string;
  let rulesBefore: string;
  const tally = emptyTally();

  before(async () => {
    dataDir = await tempDataDir();
    databaseUrl = await database();
    ts = await startServer({ dataDir, databaseUrl });
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
    const ra = await alice.client.create("ttr", { gameName: "Orient Express", color: "red", seed: 8080, map: "europe" });
    gameId = ra.roomId;
    const rb = await bobby.client.joinById(gameId, { color: "blue" });
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    assert.equal((await ask(ra, "startGame")).code, "ok");
    // The script claims tunnels first: play until one waits for its extra cards.
    const rooms = new Map([[0, ra], [1, rb]]);
    for (let moves = 0; rulesOf(gameId).turnStage !== "tunnelPending"; moves++) {
      assert.ok(moves < 500 && rulesOf(gameId).phase !== "ended", "a tunnel is pending before the end");
      await playEuropeMove(gameId, rooms, tally);
    }
    rulesBefore = JSON.stringify(rulesOf(gameId));
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("restores the game on the Europe board with its tunnel still pending", async () => {
    await ts.server.shutdown();
    ts = await startServer({ dataDir, databaseUrl, port: ts.port });
    assert.equal(serverRoom(gameId).game.record.map, "europe", "the stored record keeps the map");
    assert.equal(JSON.stringify(rulesOf(gameId)), rulesBefore, "replaying the log on Europe gives the same state");
    assert.equal(rulesOf(gameId).turnStage, "tunnelPending");
  });

  it("lets its people rejoin, resolve the tunnel and finish the game", async () => {
    const ra = await alice.client.joinById(gameId, {});
    const rb = await bobby.client.joinById(gameId, {});
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    const rules = rulesOf(gameId);
    await until(() => (ra.state as any).map === "europe" && (ra.state as any).tunnel?.routeIndex === rules.tunnel?.routeIndex, "the pending tunnel on the rejoined client");
    const version = serverRoom(gameId).game.version;
    await until(() => (ra.state as WireState).stateVersion === version, "the rejoined client is current");
    assert.deepEqual(viewFromWire(ra.state as WireState, 0), playerView(rules, 0));
    const rooms: Map<number, Room> = new Map([[0, ra], [1, rb]]);
    let moves = 0;
    while (rulesOf(gameId).phase !== "ended") {
      if (!(await playEuropeMove(gameId, rooms, tally))) await sleep(5);
      else moves += 1;
      assert.ok(moves < 3000, "the game ends");
    }
  });

  it("serves the finished record with its map, and it replays on Europe to the same result", async () => {
    await until(() => serverRoom(gameId).game.record.status === "ended", "ended");
    let answer = await get(ts, `/api/games/${gameId}/record`);
    for (let i = 0; answer.status !== 200 && i < 200; i++) {
      await sleep(50);
      answer = await get(ts, `/api/games/${gameId}/record`);
    }
    assert.equal(answer.status, 200);
    const parsed = parseGameRecord(answer.body);
    assert.ok(parsed.ok);
    assert.equal(parsed.record.map, "europe");
    const replayed = replay(replayOptions(parsed.record), parsed.record.log);
    assert.ok(replayed.ok);
    assert.equal(replayed.state.map, EUROPE_MAP.id);
    assert.deepEqual(replayed.state.result, rulesOf(gameId).result);
  });
});
