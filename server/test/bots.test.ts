// Bot seats: addAI and removeAI (host only, waiting games), a full table waiting for the host's start, a host who
// starts a game of bots and watches it, and bots playing through the same command path as people until the end.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { SERVER_ERR } from "../../shared-rules/protocol/index.js";
import { ask, nextMessage, refusedWith, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";
import { playToEnd, serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

describe("server: bots", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let ra: Room;

  before(async () => {
    ts = await startServer();
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("adds bots named by number and difficulty; a full table waits for the host to start", async () => {
    const alice = await registerUser(ts, "alice");
    ra = await alice.client.create("ttr", { gameName: "Versus bots", color: "red", seed: 3 });
    ra.onMessage("*", () => {});
    for (const difficulty of ["easy", "medium", "hard"]) {
      assert.equal((await ask(ra, "addAI", { difficulty })).code, "ok");
    }
    assert.equal((await ask(ra, "addAI", { difficulty: "hard" })).code, "ok");
    const names = [...(ra.state as any).players].map((p: any) => [p.username, p.isBot, p.color]);
    assert.deepEqual(names, [
      ["alice", false, "red"],
      ["Bot 1 (easy)", true, "blue"],
      ["Bot 2 (medium)", true, "green"],
      ["Bot 3 (hard)", true, "yellow"],
      ["Bot 4 (hard)", true, "black"],
    ]);
    assert.equal((ra.state as any).phase, "waiting", "a full table still waits for the host");
    assert.equal((await ask(ra, "addAI", { difficulty: "easy" })).code, SERVER_ERR.gameFull);
    const bobby = await registerUser(ts, "bobby");
    await assert.rejects(bobby.client.joinById(ra.roomId, { color: "red" }), refusedWith(SERVER_ERR.gameFull));
    assert.equal((await ask(ra, "startGame")).code, "ok");
    assert.notEqual((ra.state as any).phase, "waiting");
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
    assert.equal((await ask(rd, "addAI", { difficulty: "easy" })).code, SERVER_ERR.notHost);
    assert.equal((await ask(rc, "startGame")).code, "ok");
    assert.equal((await ask(rc, "addAI", { difficulty: "easy" })).code, SERVER_ERR.gameAlreadyStarted);
  });

  it("removeAI takes a bot off a waiting table: host only, bots only, before the start", async () => {
    const erin = await registerUser(ts, "erin1");
    const fred = await registerUser(ts, "fred1");
    const re = await erin.client.create("ttr", { gameName: "Remove", color: "red" });
    re.onMessage("*", () => {});
    await ask(re, "addAI", { difficulty: "easy" });
    const rf = await fred.client.joinById(re.roomId, { color: "green" });
    rf.onMessage("*", () => {});
    await ask(re, "addAI", { difficulty: "hard" });
    const seats = () => [...(re.state as any).players].map((p: any) => p.username);
    await until(() => seats().length === 4, "four seats");
    assert.deepEqual(seats(), ["erin1", "Bot 1 (easy)", "fred1", "Bot 2 (hard)"]);
    // Shape: a seat index it is, in range.
    for (const bad of [{}, { playerId: -1 }, { playerId: 5 }, { playerId: 1.5 }, { playerId: "1" }, { playerId: 1, x: 1 }]) {
      assert.equal((await ask(re, "removeAI", bad)).code, "invalidInput", JSON.stringify(bad));
    }
    assert.equal((await ask(rf, "removeAI", { playerId: 1 })).code, "notHost");
    assert.equal((await ask(re, "removeAI", { playerId: 2 })).code, "notABot", "a person is no bot");
    assert.equal((await ask(re, "removeAI", { playerId: 0 })).code, "notABot");
    assert.equal((await ask(re, "removeAI", { playerId: 4 })).code, "notABot", "an empty seat");
    const removed = await ask(re, "removeAI", { playerId: 1 });
    assert.equal(removed.code, "ok");
    assert.equal(removed.playerId, 1);
    await until(() => seats().length === 3, "three seats");
    assert.deepEqual(seats(), ["erin1", "fred1", "Bot 2 (hard)"]);
    // fred moved down a seat: his own private part and his commands follow him.
    assert.equal(serverRoom(re.roomId).game.seatOfUser(fred.userId), 1);
    assert.equal((await ask(re, "startGame")).code, "ok");
    assert.equal((await ask(re, "removeAI", { playerId: 2 })).code, "gameAlreadyStarted");
    assert.deepEqual(serverRoom(re.roomId).game.seats.map((s) => s.username), ["erin1", "fred1", "Bot 2 (hard)"]);
  });

  it("startAndWatch: the host gives up their seat, the bots play to the end, the host's connection watches", async () => {
    const gina = await registerUser(ts, "gina1");
    const rg = await gina.client.create("ttr", { gameName: "Watch bots", color: "red", seed: 5 });
    rg.onMessage("*", () => {});
    await ask(rg, "addAI", { difficulty: "easy" });
    assert.equal((await ask(rg, "startAndWatch")).code, "insufficientPlayers", "one bot cannot play alone");
    await ask(rg, "addAI", { difficulty: "hard" });
    const hank = await registerUser(ts, "hank1");
    const rh = await hank.client.joinById(rg.roomId, { color: "black" });
    rh.onMessage("*", () => {});
    assert.equal((await ask(rh, "startAndWatch")).code, "notHost");
    assert.equal((await ask(rh, "leaveGame")).code, "ok");
    await rh.leave(true);
    const ended = nextMessage<any>(rg, "gameEnded", 120_000);
    const answer = await ask(rg, "startAndWatch");
    assert.equal(answer.code, "ok");
    const game = serverRoom(rg.roomId).game;
    assert.deepEqual(game.seats.map((s) => s.username), ["Bot 1 (easy)", "Bot 2 (hard)"]);
    assert.equal(game.isHost(gina.userId), true, "still the host, so the game is not abandoned");
    assert.equal((await ask(rg, "startAndWatch")).code, "notAPlayer", "a watcher has no seat to give up");
    assert.equal((await ask(rg, "pass")).code, "notAPlayer");
    const message = await ended;
    assert.equal(message.players.length, 2);
    assert.equal((rg.state as any).phase, "ended");
  });
});
