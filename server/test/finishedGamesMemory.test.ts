// What a finished game leaves in the server's memory once its room has closed: nothing of its record. A process
// plays thousands of games an hour (the soak bench: ~40 a minute), and each record kept held its whole command log
// (~40 KB), so the heap grew with every game played. The log stays in storage, where load() reads it.
import assert from "node:assert/strict";
import { matchMaker } from "@colyseus/core";
import { ask, nextMessage, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";

const GAMES = 4;

describe("server: finished games leave memory", function () {
  this.timeout(60_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer();
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it(`keeps none of ${GAMES} finished games' records once their rooms have closed (each still read from storage), and nothing of them in the account`, async () => {
    const host = await registerUser(ts, "watcher");
    const accountBefore = JSON.stringify(await ts.server.services.users.byId(host.userId));
    const ids: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      // Two bots play it out at once (botDelayMs 0) while the host watches: a whole game through the room's path.
      const room = await host.client.create("ttr", { gameName: `Short ${i}`, color: "red", seed: 11 + i });
      room.onMessage("*", () => {});
      for (const difficulty of ["easy", "hard"]) assert.equal((await ask(room, "addAI", { difficulty })).code, "ok");
      const ended = nextMessage(room, "gameEnded", 50_000);
      assert.equal((await ask(room, "startAndWatch")).code, "ok");
      await ended;
      await room.leave(true);
      ids.push(room.roomId);
    }
    const { games, ratings } = ts.server.services;
    // Each room closes once its watcher has left (after its last save); each game's rating is settled and saved.
    await until(() => ids.every((id) => matchMaker.getLocalRoomById(id) === undefined), "the rooms closed", 20_000);
    await ratings.idle();
    await games.flush();
    const held = ids.filter((id) => games.get(id) !== undefined);
    assert.deepEqual(held, [], "finished games whose rooms closed are not held in memory");
    for (const id of ids) assert.equal((await games.load(id))?.status, "ended", `${id} is still read from storage`);
    assert.equal(JSON.stringify(await ts.server.services.users.byId(host.userId)), accountBefore, "the host's account holds nothing per game");
  });
});
