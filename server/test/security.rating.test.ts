// A person whose seat a bot played is not rated on the bot's play. When a person drops, a bot takes their seat after
// RECONNECT_SECONDS and plays through the same command path; the log marks those moves (`by: "bot"`), and only people
// who made at least half of their seat's turns themselves are rated: the others' places stand among themselves.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import type { Command, LoggedCommand } from "../../shared-rules/src/index.js";
import type { ProfileAnswer } from "../../shared-rules/protocol/index.js";
import type { GameRecord } from "../src/domain/records.js";
import { MIN_RATED_PEOPLE, peopleInFinalOrder, turnsBySeat } from "../src/ratings/finalOrder.js";
import { rateFinalOrder } from "../src/ratings/glicko.js";
import { RatingKeeper } from "../src/ratings/ratingKeeper.js";
import type { GameStore, UserStore } from "../src/storage/types.js";
import { ask, get, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { playToEnd, rulesOf } from "./autoplay.js";

const draw: Command = { type: "drawTrainCard", cardLocation: 5 };
const ticketsAsked: Command = { type: "getDestinations" };
const kept: Command = { type: "selectDestinations", destinationsSelected: [0] };
const claim: Command = { type: "buyRoute", routeIndex: 0, trainColor: "red", numberOfWilds: 0 };
const pass: Command = { type: "pass" };

/** A log line: `bot` marks a move a bot made for the seat's person. */
function move(player: number, command: Command, bot = false): LoggedCommand {
  return bot ? { player, command, by: "bot" } : { player, command };
}

/** An ended game of three people (user ids 11, 12, 13 in seats 0–2, seat 3 a bot), ranked as given, with this log. */
function endedGame(log: LoggedCommand[], ranking: number[]): GameRecord {
  return {
    id: "g",
    gameName: "g",
    hostUserId: 11,
    seed: 1,
    status: "ended",
    seats: [
      { userId: 11, username: "ann", color: "red", bot: null },
      { userId: 12, username: "ben", color: "blue", bot: null },
      { userId: 13, username: "cat", color: "green", bot: null },
      { userId: null, username: "Bot 1 (easy)", color: "yellow", bot: "easy" },
    ],
    log,
    chat: [],
    result: { scores: [], ranking },
    createdAt: "",
    updatedAt: "",
  };
}

describe("ratings: only people who played their own seat", () => {
  it("counts a turn once, by the command that starts it (second card and ticket choice belong to it)", () => {
    const log = [
      move(0, kept), move(1, kept, true), // the opening ticket choice is a turn
      move(0, draw), move(0, draw), // one turn of two cards
      move(1, ticketsAsked, true), move(1, kept, true), // one turn: tickets drawn, then kept
      move(0, claim), move(1, draw), move(1, draw, true), // the person drew one card and dropped: still their turn
      move(0, pass), move(1, pass, true),
    ];
    assert.deepEqual(turnsBySeat(log, 2), [
      { turns: 4, byBot: 0 },
      { turns: 4, byBot: 3 },
    ]);
  });

  const CASES: { why: string; bot: [number, number][]; ranking: number[]; rated: number[] }[] = [
    { why: "everybody played: all rated in the ranking's order", bot: [], ranking: [2, 3, 0, 1], rated: [13, 11, 12] },
    { why: "a seat the bot played from the start: its person is left out", bot: [[2, 4]], ranking: [2, 0, 1, 3], rated: [11, 12] },
    { why: "the bot made more than half: left out", bot: [[0, 3]], ranking: [0, 1, 2, 3], rated: [12, 13] },
    { why: "exactly half their own: still rated", bot: [[0, 2]], ranking: [0, 1, 2, 3], rated: [11, 12, 13] },
    { why: "one person left who played: nobody is rated (fewer than two)", bot: [[0, 4], [1, 3]], ranking: [0, 1, 2, 3], rated: [13] },
  ];
  for (const { why, bot, ranking, rated } of CASES) {
    it(why, () => {
      // four turns for every seat, the first `n` of seat s made by the bot
      const byBot = new Map(bot);
      const log: LoggedCommand[] = [];
      for (let turn = 0; turn < 4; turn++) for (let seat = 0; seat < 4; seat++) log.push(move(seat, draw, seat < 3 && turn < (byBot.get(seat) ?? 0)));
      assert.deepEqual(peopleInFinalOrder(endedGame(log, ranking)), rated);
    });
  }

  it("changes nobody's rating when fewer than two people played their own seat, and marks the game rated", async () => {
    const log = [0, 1, 2, 3].map((seat) => move(seat, draw, seat === 0 || seat === 1));
    const record = endedGame(log, [0, 1, 2, 3]);
    assert.ok(peopleInFinalOrder(record).length < MIN_RATED_PEOPLE);
    const rated: number[][] = [];
    const users = { rateGame: async (_id: string, order: number[]) => (rated.push(order), true) } as unknown as UserStore;
    const games = { save: async () => {} } as unknown as GameStore;
    await new RatingKeeper(users, games).settle(record);
    assert.deepEqual(rated, []);
    assert.equal(record.rated, true);
  });

  it("reads a log written before moves were marked as all the people's own", () => {
    const log = [0, 1, 2, 3].map((seat) => ({ player: seat, command: draw, at: 5 }));
    assert.deepEqual(peopleInFinalOrder(endedGame(log, [1, 0, 2, 3])), [12, 11, 13]);
  });
});

describe("server: a seat the takeover bot played from the start is not rated", function () {
  this.timeout(180_000);
  let ts: TestServer;
  const rooms: Room[] = [];

  before(async () => {
    ts = await startServer({ reconnectSeconds: 1 });
  });

  after(async () => {
    await Promise.all(rooms.map((r) => r.leave().catch(() => {})));
    await ts?.server.shutdown();
  });

  async function profile(user: User): Promise<ProfileAnswer> {
    const answer = await get(ts, `/api/players/${user.username}`);
    assert.equal(answer.status, 200);
    return answer.body as unknown as ProfileAnswer;
  }

  it("rates the two people who played among themselves and leaves the one who left right after the start as they were", async () => {
    const [alice, bobby, carol, dave] = [await registerUser(ts, "alice"), await registerUser(ts, "bobby"), await registerUser(ts, "carol"), await registerUser(ts, "dave")];
    // carol has a rating already (an earlier game against dave): it must not move
    await ts.server.services.users.rateGame("earlier", [carol.userId, dave.userId], (current) => rateFinalOrder([carol.userId, dave.userId], current));
    const carolBefore = (await profile(carol)).rating;
    assert.ok(carolBefore && carolBefore.games === 1);

    const host = await alice.client.create("ttr", { gameName: "Left at the start", color: "red", seed: 777 });
    const second = await bobby.client.joinById(host.roomId, { color: "blue" });
    const leaver = await carol.client.joinById(host.roomId, { color: "green" });
    rooms.push(host, second);
    for (const r of [host, second, leaver]) r.onMessage("*", () => {});
    assert.equal((await ask(host, "startGame")).code, "ok");
    await leaver.leave();

    await playToEnd(host.roomId, new Map([[0, host], [1, second]]));
    const record = ts.server.services.games.get(host.roomId)!;
    await until(() => record.rated === true, "the game's rating", 60_000);

    const seatOf = (seat: number) => record.log.filter((entry) => entry.player === seat);
    assert.ok(seatOf(2).length > 0 && seatOf(2).every((entry) => entry.by === "bot"), "every move of carol's seat is the bot's, and marked so");
    assert.ok([0, 1].every((seat) => seatOf(seat).every((entry) => entry.by === undefined)), "alice's and bobby's moves are their own");

    assert.deepEqual((await profile(carol)).rating, carolBefore, "carol's rating is unchanged");
    const { ranking } = rulesOf(host.roomId).result!;
    const [better, worse] = ranking.filter((seat) => seat < 2).map((seat) => [alice, bobby][seat]);
    const betterRating = (await profile(better)).rating;
    const worseRating = (await profile(worse)).rating;
    assert.equal(betterRating?.games, 1);
    assert.equal(worseRating?.games, 1);
    assert.ok(betterRating!.rating > 1500 && worseRating!.rating < 1500, "rated among themselves, in the ranking's order");
  });
});
