// GET /api/games/:id/record, on each storage backend: a game played to its end over the
// wire can be downloaded and replayed by the rules to the same final scores, also after a restart (the store reads
// finished games on demand); a game still waiting or playing answers 404 like an unknown id, so no live seed leaks.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { parseGameRecord, replay, replayOptions, scoreGame } from "../../shared-rules/src/index.js";
import { ask, get, registerUser, startServer, tempDataDir, type TestServer } from "../../test-kit/index.js";
import { playOneMove, playToEnd, rulesOf } from "./autoplay.js";
import { freshDatabase } from "./postgresKit.js";

const BACKENDS = [
  { name: "embedded", database: async () => undefined },
  { name: "PostgreSQL", database: freshDatabase },
];

for (const { name, database } of BACKENDS) describe(`server (${name}): a finished game's record`, function () {
  this.timeout(120_000);
  let dataDir: string;
  let databaseUrl: string | undefined;
  let ts: TestServer;
  let finishedId: string;
  let finalScores: number[];
  const rooms: Room[] = [];

  before(async () => {
    dataDir = await tempDataDir();
    databaseUrl = await database();
    ts = await startServer({ dataDir, databaseUrl });
  });

  after(async () => {
    await ts?.server.shutdown();
  });

  it("answers 404 for an unknown id and for a game still waiting or playing", async () => {
    assert.equal((await get(ts, "/api/games/nosuchgame/record")).status, 404);
    assert.equal((await get(ts, "/api/games/..%2F..%2Fetc/record")).status, 404);
    const host = await registerUser(ts, "livehost");
    const guest = await registerUser(ts, "liveguest");
    const ra = await host.client.create("ttr", { gameName: "Live one", color: "red", seed: 99 });
    rooms.push(ra);
    const waiting = await get(ts, `/api/games/${ra.roomId}/record`);
    assert.equal(waiting.status, 404, "a waiting game");
    assert.equal(JSON.stringify(waiting.body).includes("99"), false);
    const rb = await guest.client.joinById(ra.roomId, { color: "blue" });
    rooms.push(rb);
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    assert.equal((await ask(ra, "startGame")).code, "ok");
    const playing = await get(ts, `/api/games/${ra.roomId}/record`);
    assert.equal(playing.status, 404, "a game being played");
    assert.deepEqual(playing.body, (await get(ts, "/api/games/nosuchgame/record")).body, "the same answer as an unknown id");
  });

  it("serves a game played to its end; the rules replay it to the same final scores", async () => {
    const alice = await registerUser(ts, "alice");
    const bobby = await registerUser(ts, "bobby");
    const ra = await alice.client.create("ttr", { gameName: "To the end", color: "green", seed: 4242 });
    const rb = await bobby.client.joinById(ra.roomId, { color: "yellow" });
    rooms.push(ra, rb);
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    finishedId = ra.roomId;
    assert.equal((await ask(ra, "startGame")).code, "ok");
    await playOneMove(finishedId, new Map([[0, ra], [1, rb]]));
    await playToEnd(finishedId, new Map([[0, ra], [1, rb]]));
    const ended = rulesOf(finishedId);
    finalScores = scoreGame(ended).scores.map((s) => s.total);

    const answer = await get(ts, `/api/games/${finishedId}/record`);
    assert.equal(answer.status, 200);
    const parsed = parseGameRecord(answer.body);
    assert.ok(parsed.ok, parsed.ok ? "" : parsed.reason);
    const record = parsed.record;
    assert.equal(record.gameId, finishedId);
    assert.equal(record.gameName, "To the end");
    assert.equal(record.seed, 4242);
    assert.deepEqual(record.seats, [
      { username: "alice", color: "green", bot: null },
      { username: "bobby", color: "yellow", bot: null },
    ]);
    assert.ok(record.log.length > 20, "the whole command log");
    assert.ok(!Number.isNaN(Date.parse(record.createdAt)));
    assert.deepEqual(record.result?.scores.map((s) => s.total), finalScores, "the stored result");

    const replayed = replay(replayOptions(record), record.log);
    assert.ok(replayed.ok);
    assert.equal(replayed.state.phase, "ended");
    assert.deepEqual(replayed.state.result?.scores.map((s) => s.total), finalScores, "the replay ends on the same scores");
    assert.deepEqual(replayed.state.routeOwners, ended.routeOwners);
  });

  it("still serves it after a restart, read from storage on demand", async () => {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => {})));
    await ts.server.shutdown();
    ts = await startServer({ dataDir, databaseUrl, port: ts.port });
    assert.equal(ts.server.services.games.get(finishedId), undefined, "not brought back into memory at start-up");
    const answer = await get(ts, `/api/games/${finishedId}/record`);
    assert.equal(answer.status, 200);
    const parsed = parseGameRecord(answer.body);
    assert.ok(parsed.ok);
    const replayed = replay(replayOptions(parsed.record), parsed.record.log);
    assert.ok(replayed.ok);
    assert.deepEqual(replayed.state.result?.scores.map((s) => s.total), finalScores);
  });
});
