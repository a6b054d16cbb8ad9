// Bot seats: addAI (host only, waiting games), the fifth seat starting the game, and bots playing through the same
// command path as people until the game ends.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { ERR } from "../../shared-rules/src/index.js";
import { ask, nextMessage, registerUser, startServer, until, type TestServer } from "./helpers.js";
import { playToEnd, serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

describe("server: bots", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let ra: Room;

  before(async () => {
    ts = await startServer(30060);
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("adds bots named by number and difficulty; the fifth seat starts the game", async () => {
    const alice = await registerUser(ts, "alice");
    ra = await alice.client.create("ttr", { gameName: "Versus bots", color: "red", seed: 3 });
    ra.onMessage("*", () => {});
    for (const difficulty of ["easy", "medium", "hard"]) {
      assert.equal((await ask(ra, "addAI", { difficulty })).description, ERR.success);
    }
    assert.equal((await ask(ra, "addAI", { difficulty: "hard" })).description, ERR.success);
    const names = [...(ra.state as any).players].map((p: any) => [p.username, p.isBot, p.color]);
    assert.deepEqual(names, [
      ["alice", false, "red"],
      ["Bot 1 (easy)", true, "blue"],
      ["Bot 2 (medium)", true, "green"],
      ["Bot 3 (hard)", true, "yellow"],
      ["Bot 4 (hard)", true, "black"],
    ]);
    assert.notEqual((ra.state as any).phase, "waiting", "five seats start the game");
    assert.equal((await ask(ra, "addAI", { difficulty: "easy" })).description, ERR.gameFull);
    const bobby = await registerUser(ts, "bobby");
    await assert.rejects(bobby.client.joinById(ra.roomId, { color: "red" }), /game is full/);
    // Bots choose their opening tickets by themselves; alice still has to.
    await until(() => serverRoom(ra.roomId).game.rules!.players.slice(1).every((p) => p.pendingTickets.length === 0), "bots chose");
  });

  it("bots play their turns through the same command path until the game ends", async () => {
    const ended = nextMessage<any>(ra, "gameEnded", 50_000);
    await playToEnd(ra.roomId, new Map([[0, ra]]));
    const message = await ended;
    assert.equal(message.players.length, 5);
    const log = serverRoom(ra.roomId).game.record.log;
    for (let seat = 1; seat < 5; seat++) assert.ok(log.some((entry) => entry.player === seat), `bot ${seat} played`);
    assert.equal((ra.state as any).phase, "ended");
  });

  it("addAI is for the host of a waiting game only", async () => {
    const carol = await registerUser(ts, "carol");
    const dave = await registerUser(ts, "dave1");
    const rc = await carol.client.create("ttr", { gameName: "Two", color: "red" });
    const rd = await dave.client.joinById(rc.roomId, { color: "blue" });
    assert.equal((await ask(rd, "addAI", { difficulty: "easy" })).description, "only the host can do that");
    assert.equal((await ask(rc, "startGame")).description, "game has started");
    assert.equal((await ask(rc, "addAI", { difficulty: "easy" })).description, ERR.gameAlreadyStarted);
  });
});
