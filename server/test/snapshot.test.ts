// saveGameState outside test mode: the host gets a JSON snapshot mid-game, but a redacted one (no seed, the game
// as the host's seat sees it), while the file on disk keeps the full replayable record.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import type { Room } from "colyseus.js";
import { ask, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded replies are untyped */

describe("server: saveGameState mid-game without test mode", function () {
  this.timeout(30_000);
  let ts: TestServer;
  let host: Room;
  let guest: Room;

  before(async () => {
    ts = await startServer({ allowTestSeed: false });
    const alice = await registerUser(ts, "snapalice");
    const bobby = await registerUser(ts, "snapbobby");
    host = await alice.client.create("ttr", { gameName: "snapshots", color: "red", seed: 5 });
    host.onMessage("*", () => {});
    guest = await bobby.client.joinById(host.roomId, { color: "blue" });
    guest.onMessage("*", () => {});
    await until(() => (host.state as any).players.length === 2, "both seated");
    assert.equal((await ask<any>(host, "startGame", {})).code, "ok");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("answers a snapshot without the seed or the opponent's secrets, and writes the full record to disk", async () => {
    const answer = await ask<any>(host, "saveGameState", {});
    assert.equal(answer.code, "ok");
    const { snapshot } = answer;
    assert.equal(snapshot.redacted, true);
    assert.equal("seed" in snapshot, false);
    assert.equal(snapshot.view.seat, 0);
    assert.equal(Object.values(snapshot.view.me.hand as Record<string, number>).reduce((a, b) => a + b, 0), 4);
    assert.equal(snapshot.view.me.pendingTickets.length, 3);
    assert.equal("hand" in snapshot.view.players[1], false);
    assert.equal("tickets" in snapshot.view.players[1], false);
    assert.equal(snapshot.view.players[1].handCount, 4);
    assert.equal("trainDeck" in snapshot.view, false);

    assert.ok(!path.isAbsolute(answer.path), "the reply names the file relative to DATA_DIR, not the server's path");
    const onDisk = JSON.parse(await fs.readFile(path.join(ts.dataDir, answer.path), "utf8"));
    assert.match(onDisk.seed, /^[0-9a-f]{32}$/);
    assert.equal(onDisk.id, host.roomId);
  });
});
