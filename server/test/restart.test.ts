// A server restart with games in progress, on each storage backend: shut the server down mid-game, boot a new one
// on the same DATA_DIR (or database), find the game again ("your games", lobby), rejoin it under the same id with the same view, and finish it.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { ask, get, nextMessage, registerUser, startServer, tempDataDir, until, type TestServer, type User } from "../../test-kit/index.js";
import { playOneMove, playToEnd, rulesOf, serverRoom } from "./autoplay.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

for (const { name, database } of DATABASE_BACKENDS) describe(`server (${name}): restart with a game in progress`, function () {
  this.timeout(60_000);
  let databaseUrl: string | undefined;
  let dataDir: string;
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let gameId: string;
  let waitingId: string;
  let rulesBefore: string;
  let alicePrivateBefore: string;
  let historyBefore: string[];

  before(async () => {
    dataDir = await tempDataDir();
    databaseUrl = await database();
    ts = await startServer({ dataDir, databaseUrl });
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
    const carol = await registerUser(ts, "carol");
    const ra = await alice.client.create("ttr", { gameName: "Survivor", color: "red", seed: 1234 });
    gameId = ra.roomId;
    const rb = await bobby.client.joinById(gameId, { color: "blue" });
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    assert.equal((await ask(ra, "startGame")).code, "ok");
    for (let i = 0; i < 25; i++) await playOneMove(gameId, new Map([[0, ra], [1, rb]]));
    assert.equal((await ask(ra, "sendChat", { message: "see you after the restart" })).code, "ok");
    const waiting = await carol.client.create("ttr", { gameName: "Not started", color: "green" });
    waitingId = waiting.roomId;
    waiting.onMessage("*", () => {});
    rulesBefore = JSON.stringify(rulesOf(gameId));
    alicePrivateBefore = JSON.stringify((ra.state as any).players[0].private.toJSON());
    historyBefore = [...(serverRoom(gameId).state as any).history];
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("shuts down cleanly, then restores unfinished games under the same ids", async () => {
    await ts.server.shutdown();
    ts = await startServer({ dataDir, databaseUrl, port: ts.port });
    assert.equal(JSON.stringify(rulesOf(gameId)), rulesBefore, "replaying the log gives the same rules state");
    assert.equal(serverRoom(waitingId).game.record.status, "waiting");
    assert.deepEqual(serverRoom(gameId).game.record.chat.at(-1), { sender: "alice", message: "see you after the restart" });
    // The history pane is rebuilt from the replayed log, line for line.
    assert.ok(historyBefore.length > 10);
    assert.deepEqual([...(serverRoom(gameId).state as any).history], historyBefore);
  });

  it("lists them in the user's games and in the lobby", async () => {
    const mine = await get(ts, "/api/my-games", alice.token);
    assert.deepEqual((mine.body.games as { gameId: string }[]).map((g) => g.gameId), [gameId]);
    const lobby = await new Client(ts.wsUrl).joinOrCreate("lobby");
    const listed = (await nextMessage<{ rooms: { roomId: string; metadata: any }[] }>(lobby, "rooms")).rooms;
    const survivor = listed.find((r) => r.roomId === gameId);
    assert.equal(survivor?.metadata.status, "playing");
    assert.deepEqual(survivor?.metadata.players.map((p: any) => p.username), ["alice", "bobby"]);
    assert.ok(listed.some((r) => r.roomId === waitingId && r.metadata.joinable));
    await lobby.leave();
  });

  it("lets the players rejoin with the same private view, and play the game to its end", async () => {
    // Tokens survive the restart (the secret and session versions are on disk).
    const ra: Room = await alice.client.joinById(gameId, {});
    const rb: Room = await bobby.client.joinById(gameId, {});
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    await until(() => (ra.state as any).players?.[0]?.private !== undefined, "alice's view");
    assert.equal(JSON.stringify((ra.state as any).players[0].private.toJSON()), alicePrivateBefore);
    await until(() => (rb.state as any).players?.[1]?.private !== undefined, "bobby's view");
    assert.equal((rb.state as any).players[0].private, undefined);
    await until(() => [...(ra.state as any).players].every((p: any) => p.connected), "both connected");
    const ended = nextMessage<any>(rb, "gameEnded", 50_000);
    await playToEnd(gameId, new Map([[0, ra], [1, rb]]));
    assert.equal((await ended).players.length, 2);
    assert.equal(serverRoom(gameId).game.record.status, "ended");
  });
});
