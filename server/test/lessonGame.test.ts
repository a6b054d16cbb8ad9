// A lesson's game through real rooms: the lesson option deals the lesson's fixed short deal (its seed, fewer trains
// each), seats the scripted lesson bot and starts at once, unlisted and with no clock; the bot never claims a route
// in the guided first game; a wrong lesson option is refused with nothing opened; the game is a normal stored game,
// listed among the person's unfinished games as that lesson (the lobby's button opens it again).
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import type { MyGamesAnswer } from "../../shared-rules/protocol/index.js";
import { LESSON_DEALS } from "../../shared-rules/src/index.js";
import { get, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { rulesOf, serverRoom } from "./autoplay.js";

describe("server: a lesson's game", function () {
  this.timeout(120_000);
  let ts: TestServer;
  let lea: User;
  const rooms: Room[] = [];

  before(async () => {
    ts = await startServer({ botDelayMs: 0 });
    lea = await registerUser(ts, "lessonlea");
  });

  after(async () => {
    await Promise.all(rooms.map((r) => r.leave().catch(() => {})));
    await ts?.server.shutdown();
  });

  it("refuses a lesson that does not exist, and lesson options mixed with a normal game's", async () => {
    for (const options of [{ lesson: "mars", color: "red" }, { lesson: "usa", color: "red", seed: 5 }, { lesson: "usa", color: "red", gameName: "x" }, { lesson: "usa" }, { lesson: "usa", color: "red", trainsPerPlayer: 3 }]) {
      await assert.rejects(lea.client.create("ttr", options), `refused: ${JSON.stringify(options)}`);
    }
    const mine = (await get(ts, "/api/my-games", lea.token)).body as unknown as MyGamesAnswer;
    assert.deepEqual(mine.games, [], "nothing was opened");
  });

  it("deals the guided first game: the lesson's seed, its trains, the lesson bot, started at once, unlisted, no clock", async () => {
    const room = await lea.client.create("ttr", { lesson: "usa", color: "red" });
    room.onMessage("*", () => {});
    rooms.push(room);
    await until(() => serverRoom(room.roomId).game.started, "the lesson's start", 30_000);
    const record = serverRoom(room.roomId).game.record;
    const deal = LESSON_DEALS.usa;
    assert.equal(record.seed, deal.seed);
    assert.equal(record.lesson, "usa");
    assert.equal(record.trainsPerPlayer, deal.trainsPerPlayer);
    assert.equal(record.private, true);
    assert.equal(record.clock, undefined, "no clock");
    assert.deepEqual(record.seats.map((s) => s.bot), [null, "easy"]);
    assert.deepEqual(rulesOf(room.roomId).players.map((p) => p.trainsLeft), [deal.trainsPerPlayer, deal.trainsPerPlayer]);
    await until(() => (room.state as { lesson?: string }).lesson === "usa", "the lesson on the wire", 10_000);
    const mine = (await get(ts, "/api/my-games", lea.token)).body as unknown as MyGamesAnswer;
    assert.equal(mine.games.find((g) => g.gameId === room.roomId)?.lesson, "usa", "listed as the lesson, to open it again");
  });

  it("the lesson bot keeps the fewest tickets and never claims a route", async () => {
    const room = rooms[0];
    const id = room.roomId;
    await until(() => rulesOf(id).players[1].pendingTickets.length === 0, "the bot's ticket choice", 10_000);
    assert.equal(rulesOf(id).players[1].tickets.length, 2);
    // the person keeps two tickets and draws two cards from the deck; the bot answers with its own draws
    room.send("selectDestinations", { destinationsSelected: [0, 1] });
    await until(() => rulesOf(id).phase === "playing", "the game under way", 10_000);
    for (let turn = 0; turn < 3; turn++) {
      await until(() => rulesOf(id).currentPlayer === 0 && rulesOf(id).turnStage === "start", "the person's turn", 10_000);
      room.send("drawTrainCard", { cardLocation: 5 });
      await until(() => rulesOf(id).turnStage === "drewOneCard", "one card drawn", 10_000);
      room.send("drawTrainCard", { cardLocation: 5 });
      await until(() => rulesOf(id).currentPlayer === 1 || rulesOf(id).turnNumber > turn * 2 + 1, "the bot's turn", 10_000);
    }
    await until(() => rulesOf(id).currentPlayer === 0, "the bot's draws done", 10_000);
    assert.deepEqual(rulesOf(id).players[1].routes, [], "the lesson bot claimed nothing");
  });
});
