// The daily deal through real rooms: everyone's game of the day has the same seed (from the UTC day
// and a key derived from the server's secret, not from the date alone), one person against the configured bots,
// started at once, unlisted and closed to spectators; one daily game per person per day (the next day's may be played); the day's board
// keeps each account's first game of the day; the record of today's deal is not served (its seed is the one others are still playing), and nobody's
// rating changes in a game against bots only.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import type { DailyAnswer, ProfileAnswer } from "../../shared-rules/protocol/index.js";
import { DESCRIPTIONS, SERVER_ERR } from "../../shared-rules/protocol/index.js";
import { dailyDealRefusal, dailyMap, dailySeed, recordIsPublic, utcDay } from "../src/daily/dailyDeal.js";
import { mapOfRecord } from "../src/domain/records.js";
import { MAP_IDS } from "../../shared-rules/src/index.js";
import { firstPerAccount } from "../src/http/dailyRoutes.js";
import type { FinishedGame } from "../src/domain/finishedGame.js";
import { purposeKeys } from "../src/auth/jwtSecret.js";
import { TEST_JWT_SECRET, get, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { playToEnd, rulesOf, serverRoom } from "./autoplay.js";

describe("server: the daily deal", function () {
  this.timeout(180_000);
  let ts: TestServer;
  let dee: User;
  let eve: User;
  const rooms: Room[] = [];

  before(async () => {
    ts = await startServer({ dailyDealBots: 3, dailyDealDifficulty: "medium" });
    dee = await registerUser(ts, "dailydee");
    eve = await registerUser(ts, "dailyeve");
  });

  after(async () => {
    await Promise.all(rooms.map((r) => r.leave().catch(() => {})));
    await ts?.server.shutdown();
  });

  async function openDaily(user: User): Promise<Room> {
    const room = await user.client.create("ttr", { daily: true, color: "red" });
    room.onMessage("*", () => {});
    rooms.push(room);
    await until(() => serverRoom(room.roomId).game.started, "the daily game's start", 30_000);
    return room;
  }

  it("deals everyone the same seeded game of the day against three medium bots, started at once, unlisted", async () => {
    const day = utcDay();
    const deeRoom = await openDaily(dee);
    const eveRoom = await openDaily(eve);
    const [deeGame, eveGame] = [deeRoom, eveRoom].map((r) => serverRoom(r.roomId).game.record);
    assert.equal(deeGame.seed, eveGame.seed, "one deal for everyone");
    const dailyKey = purposeKeys(TEST_JWT_SECRET).dailyDeal;
    assert.equal(deeGame.seed, dailySeed(dailyKey, day));
    assert.notEqual(deeGame.seed, dailySeed(purposeKeys(`another-${TEST_JWT_SECRET}`).dailyDeal, day), "the date alone does not give the seed");
    assert.notEqual(dailySeed(dailyKey, "2026-01-01"), dailySeed(dailyKey, "2026-01-02"));
    assert.equal(deeGame.daily, day);
    assert.equal(mapOfRecord(deeGame), dailyMap(day), "the day's board");
    assert.equal(rulesOf(deeRoom.roomId).map, dailyMap(day));
    assert.equal(deeGame.private, true);
    assert.equal(deeGame.gameName, `Daily ${day}`);
    assert.deepEqual(deeGame.seats.map((s) => s.bot), [null, "medium", "medium", "medium"]);
    assert.deepEqual(rulesOf(deeRoom.roomId).faceUp, rulesOf(eveRoom.roomId).faceUp, "the same face-up cards");

    await assert.rejects(dee.client.create("ttr", { daily: true, color: "blue" }), (e: Error) => e.message === DESCRIPTIONS.dailyDealUnfinished);
    await assert.rejects(eve.client.joinById(deeRoom.roomId, { spectator: true }), "no spectators on a daily deal");
  });

  it("lists the finished daily game on the day's board and in the history, serves no record until the day is over, rates nobody", async () => {
    const deeRoom = rooms[0];
    await playToEnd(deeRoom.roomId, new Map([[0, deeRoom]]));
    const { scores } = rulesOf(deeRoom.roomId).result!;
    let board: DailyAnswer;
    for (;;) {
      board = (await get(ts, "/api/daily")).body as unknown as DailyAnswer;
      if (board.scores.length > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(board.day, utcDay());
    assert.deepEqual(board.scores, [{ username: "dailydee", score: scores[0].total }], "eve has not finished hers");

    const profile = (await get(ts, "/api/my-profile", dee.token)).body as unknown as ProfileAnswer;
    assert.equal(profile.rating, null, "a game against bots only rates nobody");
    assert.equal(profile.games[0].gameId, deeRoom.roomId);
    assert.equal(profile.games[0].daily, utcDay());

    assert.equal((await get(ts, `/api/games/${deeRoom.roomId}/record`)).status, 404, "today's seed stays secret");
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    assert.equal(recordIsPublic({ daily: utcDay() }, tomorrow), true, "served once the day is over");
    assert.equal(recordIsPublic({}), true, "any other game is served when it has ended");

    // Finished: not again today (a second try would know the deck), but tomorrow's deal is open to her.
    await assert.rejects(dee.client.create("ttr", { daily: true, color: "blue" }), (e: Error) => e.message === DESCRIPTIONS.dailyDealPlayed);
    assert.equal(await dailyDealRefusal(ts.server.services, dee.userId, tomorrow), null);
    assert.equal(await dailyDealRefusal(ts.server.services, dee.userId), SERVER_ERR.dailyDealPlayed);
  });

  it("turns the board once per UTC day: consecutive days take every map in turn", () => {
    const days = Array.from({ length: MAP_IDS.length * 2 }, (_, i) => utcDay(new Date(Date.UTC(2026, 11, 30) + i * 24 * 3600 * 1000)));
    const maps = days.map(dailyMap);
    assert.deepEqual(new Set(maps), new Set(MAP_IDS), "every map has its days");
    for (let i = 1; i < maps.length; i++) assert.notEqual(maps[i], maps[i - 1], `${days[i]} is not ${days[i - 1]}'s board`);
  });

  it("keeps each account's first game of the day, best first, the earlier one first among equal scores", () => {
    const seat = (userId: number | null, username: string) => ({ userId, username, color: "red" as const, bot: userId === null ? ("medium" as const) : null });
    const game = (id: string, endedAt: string, userId: number, username: string, score: number): FinishedGame => ({
      id, gameName: "d", seats: [seat(userId, username), seat(null, "Bot 1 (medium)")], scores: [score, 200], ranking: [1, 0], createdAt: endedAt, endedAt, daily: "2026-11-23",
    });
    const cases: { why: string; games: FinishedGame[]; board: { username: string; score: number }[] }[] = [
      { why: "no games, no rows", games: [], board: [] },
      { why: "bots are not on the board", games: [game("a", "1", 1, "ann", 50)], board: [{ username: "ann", score: 50 }] },
      { why: "a better second game (played knowing the deck) does not count", games: [game("b", "2", 1, "ann", 70), game("a", "1", 1, "ann", 50)], board: [{ username: "ann", score: 50 }] },
      { why: "a worse second game does not either", games: [game("a", "1", 1, "ann", 50), game("b", "2", 1, "ann", 20)], board: [{ username: "ann", score: 50 }] },
      {
        why: "best first; equal scores: who got there first",
        games: [game("a", "3", 1, "ann", 40), game("b", "2", 2, "bob", 40), game("c", "1", 3, "cid", 90)],
        board: [{ username: "cid", score: 90 }, { username: "bob", score: 40 }, { username: "ann", score: 40 }],
      },
    ];
    for (const c of cases) assert.deepEqual(firstPerAccount(c.games), c.board, c.why);
  });
});
