// "Your games" (GET /api/my-games): every game a person is in, with what the lobby needs to offer what they can do in
// it. The lobby's live listing never holds a daily deal or a private game, so during a daily deal it used to say "You
// are not in any game yet": both are here, to resume; finished games are here to watch again, today's daily deal
// marked not replayable until its day is over; nobody else's games, and nothing without a login.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import type { MyGamesAnswer } from "../../shared-rules/protocol/index.js";
import { utcDay } from "../src/daily/dailyDeal.js";
import { ask, get, registerUser, startServer, tempDataDir, until, type TestServer, type User } from "../../test-kit/index.js";
import { playToEnd, serverRoom } from "./autoplay.js";

async function myGames(ts: TestServer, user: User): Promise<MyGamesAnswer> {
  const answer = await get(ts, "/api/my-games", user.token);
  assert.equal(answer.status, 200);
  return answer.body as unknown as MyGamesAnswer;
}

describe("server: your games, listed or not", function () {
  this.timeout(180_000);
  let ts: TestServer;
  let dee: User;
  let fay: User;
  const rooms: Room[] = [];

  before(async () => {
    ts = await startServer({ dataDir: await tempDataDir(), dailyDealBots: 2, dailyDealDifficulty: "easy" });
    dee = await registerUser(ts, "mine_dee");
    fay = await registerUser(ts, "mine_fay");
  });

  after(async () => {
    await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
    await ts?.server.shutdown();
  });

  function keep(room: Room): Room {
    room.onMessage("*", () => undefined);
    rooms.push(room);
    return room;
  }

  it("lists a daily deal being played and a private game waiting, both unlisted in the lobby, to resume", async () => {
    const daily = keep(await dee.client.create("ttr", { daily: true, color: "red" }));
    await until(() => serverRoom(daily.roomId).game.started, "the daily game's start", 30_000);
    const secret = keep(await dee.client.create("ttr", { gameName: "Dee's secret", color: "blue", private: true }));
    const answer = await myGames(ts, dee);
    const byId = new Map(answer.games.map((g) => [g.gameId, g]));
    assert.equal(byId.size, 2, JSON.stringify(answer.games));
    assert.equal(byId.get(daily.roomId)?.daily, utcDay());
    assert.equal(byId.get(daily.roomId)?.status, "playing");
    assert.equal(byId.get(daily.roomId)?.yourSeat, 0);
    assert.equal(byId.get(secret.roomId)?.private, true);
    assert.equal(byId.get(secret.roomId)?.status, "waiting");
    assert.deepEqual(answer.finished, []);
    assert.deepEqual((await myGames(ts, fay)).games, [], "nobody else's games");
    assert.equal((await get(ts, "/api/my-games")).status, 401);
  });

  it("lists finished games to watch again: today's daily deal not yet, any other game at once", async () => {
    const daily = rooms[0];
    await playToEnd(daily.roomId, new Map([[0, daily]]));
    const host = keep(await fay.client.create("ttr", { gameName: "Fay and Dee", color: "green", seed: 4242 }));
    const guest = keep(await dee.client.joinById(host.roomId, { color: "yellow" }));
    assert.equal((await ask(host, "startGame")).code, "ok");
    await playToEnd(host.roomId, new Map([[0, host], [1, guest]]));

    // A game joins the finished list once it is rated (a moment after its end): asked again until it is there.
    let answer = await myGames(ts, dee);
    for (let tries = 0; answer.finished.length < 2; tries++) {
      if (tries > 1200) assert.fail(`the finished games never listed: ${JSON.stringify(answer.finished)}`);
      await new Promise((r) => setTimeout(r, 50));
      answer = await myGames(ts, dee);
    }
    const finished = new Map(answer.finished.map((g) => [g.gameId, g]));
    assert.equal(finished.get(daily.roomId)?.replayable, false, "today's deal is replayed from tomorrow");
    assert.equal(finished.get(daily.roomId)?.daily, utcDay());
    assert.equal(finished.get(host.roomId)?.replayable, true);
    assert.equal(finished.get(host.roomId)?.gameName, "Fay and Dee");
    assert.ok([1, 2].includes(finished.get(host.roomId)?.place ?? 0), "dee's place in it");
    assert.deepEqual(answer.games.map((g) => g.gameName), ["Dee's secret"], "the unfinished one stays apart");
  });
});
