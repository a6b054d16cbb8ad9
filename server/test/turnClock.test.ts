// The turn clock through real rooms: a real-time seat that runs over its turn time pays from its
// reserve, and when both are gone the bot plays that turn for it (the person keeps the seat and plays the next);
// an async seat stays its person's after a drop, and the lobby says whose move it is; a restart in the middle of a
// turn keeps each seat's deadline and reserve. Test mode lets `create` ask for a clock of a few seconds.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { ask, nextMessage, post, registerUser, sleep, startServer, startedGameOfTwo, tempDataDir, until, type TestServer, type User } from "../../test-kit/index.js";
import { playOneMove, rulesOf, serverRoom } from "./autoplay.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

/** Generous: the clocks below are seconds long, and a loaded machine may be slow. */
const WAIT = 30_000;

const clockOf = (gameId: string) => serverRoom(gameId).game.record.clock!;
/** Each seat's clock as the server shows it: [turnEndsAt, reserveMs]. */
const countsOf = (gameId: string) => [...serverRoom(gameId).state.players].map((p) => [p.turnEndsAt, p.reserveMs]);
const movesOf = (gameId: string, seat: number) => serverRoom(gameId).game.record.log.filter((e) => e.player === seat).length;
const seatState = (room: Room, seat: number) => (room.state as any).players?.[seat];
/** What a failed wait on the clock says: the rules' turn, seat 0's clock, and what the game master has saved and scheduled. */
function clockDiagnosis(gameId: string): string {
  const master = (serverRoom(gameId) as any).master;
  const rules = rulesOf(gameId);
  return JSON.stringify({
    now: Date.now(),
    rules: { phase: rules.phase, currentPlayer: rules.currentPlayer, turnNumber: rules.turnNumber, stage: rules.turnStage },
    seat0: { turnEndsAt: master.clock.turnEndsAt(0), reserveLeft: master.clock.reserveLeft(0), overdue: master.clock.isOverdue(0), botFor: master.botFor(0) },
    clockTimer: master.clock.timer !== undefined,
    saves: { asked: master.outbox.asked, durable: master.outbox.durable, shown: master.outbox.shown },
    botTimers: [...master.bots.timers.keys()],
    stuck: [...master.bots.stuck.entries()],
    log: movesOf(gameId, 0),
  });
}

describe("server: turn clock, real-time", function () {
  this.timeout(120_000);
  let ts: TestServer;
  let alice: User;
  let ra: Room;
  let gameId: string;

  before(async () => {
    ts = await startServer();
    alice = await registerUser(ts, "alice");
    ra = await alice.client.create("ttr", { gameName: "Blitz", color: "red", seed: 7, timeControl: "realtime", turnSeconds: 2, reserveSeconds: 3 });
    ra.onMessage("*", () => {});
    gameId = ra.roomId;
    assert.equal((await ask(ra, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(ra, "startGame")).code, "ok");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("shows everyone the time control and the acting seat's deadline; a bot seat has no clock", async () => {
    await until(() => seatState(ra, 0)?.turnEndsAt > 0, "alice's opening choice on the clock");
    assert.equal((ra.state as any).timeControl, "realtime");
    assert.equal(seatState(ra, 0).reserveMs, 3000);
    assert.equal(seatState(ra, 1).turnEndsAt, 0, "the bot seat is not on the clock");
  });

  it("a turn that runs over its time is paid from the reserve", async () => {
    const endsAt = seatState(ra, 0).turnEndsAt as number;
    // Alice takes longer than her turn time (2 s) for her opening tickets, then chooses them herself.
    await until(() => Date.now() > endsAt + 300, "alice's turn time passed", WAIT);
    assert.equal((await ask(ra, "selectDestinations", { destinationsSelected: [0, 1] })).code, "ok");
    const left = countsOf(gameId)[0][1];
    assert.ok(left < 3000 && left > 0, `reserve used, not all of it (left ${left} ms)`);
    await until(() => seatState(ra, 0).reserveMs === left, "everyone sees the reserve left");
  });

  it("when turn time and reserve are gone the bot plays that turn, and the seat stays alice's", async () => {
    await until(() => rulesOf(gameId).phase === "playing" && rulesOf(gameId).currentPlayer === 0, "alice's turn", WAIT);
    const turn = rulesOf(gameId).turnNumber;
    const before = movesOf(gameId, 0);
    // Alice does nothing: after her turn time and the rest of her reserve the bot plays for her.
    await until(() => rulesOf(gameId).turnNumber > turn, "the bot played alice's turn", WAIT).catch((error: Error) => {
      throw new Error(`${error.message}; the server then: ${clockDiagnosis(gameId)}`);
    });
    assert.ok(movesOf(gameId, 0) > before, "moves were logged for alice's seat");
    // The rules move on at once; the synced state only once the move is saved: read it after its projection.
    await until(() => serverRoom(gameId).state.stateVersion === serverRoom(gameId).game.version, "the move projected", WAIT);
    assert.equal(countsOf(gameId)[0][1], 0, "the whole reserve is used");
    await until(() => seatState(ra, 0).reserveMs === 0, "everyone sees the reserve gone");
    assert.equal(seatState(ra, 0).isBot, false);
    assert.equal(seatState(ra, 0).connected, true);
  });

  it("the person plays the next turn herself", async () => {
    await until(() => rulesOf(gameId).currentPlayer === 0 || rulesOf(gameId).phase === "ended", "alice's next turn", WAIT);
    assert.ok(await playOneMove(gameId, new Map([[0, ra]])), "alice's own move is accepted");
  });
});

describe("server: turn clock, async", function () {
  this.timeout(120_000);
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let ra: Room;
  let rb: Room;
  let gameId: string;

  before(async () => {
    ts = await startServer({ reconnectSeconds: 1 });
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
    ({ ra, rb, gameId } = await startedGameOfTwo(alice, bobby, { gameName: "By mail", seed: 11, timeControl: "async" }, [[0, 1], [0, 1]]));
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("gives each turn ASYNC_TURN_HOURS and no reserve", async () => {
    await until(() => (ra.state as any).timeControl === "async", "the time control");
    const acting = rulesOf(gameId).currentPlayer;
    await until(() => seatState(ra, acting).turnEndsAt > 0, "the acting seat's deadline");
    const clock = clockOf(gameId);
    assert.equal(clock.turnMs, ts.config.asyncTurnHours * 3600_000);
    assert.ok(seatState(ra, acting).turnEndsAt > Date.now() + clock.turnMs - 600_000, "about a day from now");
    assert.equal(seatState(ra, acting).reserveMs, 0);
  });

  it("a player who leaves keeps the seat: no bot takes it after RECONNECT_SECONDS", async () => {
    while (rulesOf(gameId).currentPlayer !== 1) await playOneMove(gameId, new Map([[0, ra]]));
    await rb.leave(false);
    await until(() => seatState(ra, 1).connected === false, "alice sees bobby gone");
    const moves = movesOf(gameId, 1);
    await sleep(2000); // twice RECONNECT_SECONDS = 1: in a real-time game a bot would have played by now
    assert.equal(movesOf(gameId, 1), moves, "nobody played bobby's turn");
    assert.equal(seatState(ra, 1).takeoverAt, 0, "no takeover countdown");
    assert.equal(rulesOf(gameId).currentPlayer, 1);
  });

  it("lists the game as async with whose move it is, and bobby comes back to play his turn", async () => {
    const lobby = await new Client(ts.wsUrl).joinOrCreate("lobby");
    const listed = (await nextMessage<{ rooms: { roomId: string; metadata: any }[] }>(lobby, "rooms")).rooms;
    const game = listed.find((r) => r.roomId === gameId);
    assert.equal(game?.metadata.timeControl, "async");
    assert.deepEqual(game?.metadata.toMove, ["bobby"]);
    await lobby.leave();

    const login = await post(ts, "/auth/login", { username: "bobby", password: bobby.password });
    assert.equal(login.body.description, "success");
    bobby.client.auth.token = login.body.token as string;
    rb = await bobby.client.joinById(gameId, {});
    rb.onMessage("*", () => {});
    await until(() => seatState(ra, 1).connected === true, "bobby back");
    assert.ok(await playOneMove(gameId, new Map([[1, rb]])), "bobby plays his own turn");
  });
});

describe("server: async turn that runs out", function () {
  this.timeout(120_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer();
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("the bot plays it when the turn time passes", async () => {
    const alice = await registerUser(ts, "alice");
    const ra = await alice.client.create("ttr", { gameName: "Slow mail", color: "red", seed: 5, timeControl: "async", turnSeconds: 2 });
    ra.onMessage("*", () => {});
    const gameId = ra.roomId;
    assert.equal((await ask(ra, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(ra, "startGame")).code, "ok");
    // Alice never chooses her opening tickets: after 2 s the bot chooses for her.
    await until(() => movesOf(gameId, 0) > 0, "the bot chose alice's tickets", WAIT);
    assert.equal(rulesOf(gameId).players[0].pendingTickets.length, 0);
    assert.equal(seatState(ra, 0).isBot, false);
  });
});

for (const { name, database } of DATABASE_BACKENDS) describe(`server (${name}): turn clock across a restart`, function () {
  this.timeout(120_000);
  let ts: TestServer;

  after(async () => {
    await ts.server.shutdown();
  });

  it("restores each seat's deadline and reserve as they were, and the clock runs on from them", async () => {
    const dataDir = await tempDataDir();
    const databaseUrl = await database();
    ts = await startServer({ dataDir, databaseUrl });
    const alice = await registerUser(ts, "alice");
    const bobby = await registerUser(ts, "bobby");
    const ra = await alice.client.create("ttr", { gameName: "Outage", color: "red", seed: 3, timeControl: "realtime", turnSeconds: 1, reserveSeconds: 60 });
    const gameId = ra.roomId;
    const rb = await bobby.client.joinById(gameId, { color: "blue" });
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    assert.equal((await ask(ra, "startGame")).code, "ok");
    // Alice runs past her 1 s for the opening tickets: her reserve is charged, then the restart must keep that.
    const endsAt = seatState(ra, 0).turnEndsAt as number;
    await until(() => endsAt > 0 && Date.now() > endsAt + 200, "alice's turn time passed", WAIT);
    assert.equal((await ask(ra, "selectDestinations", { destinationsSelected: [0, 1] })).code, "ok");
    assert.equal((await ask(rb, "selectDestinations", { destinationsSelected: [0, 1] })).code, "ok");
    await until(() => rulesOf(gameId).phase === "playing", "the first turn");
    const acting = rulesOf(gameId).currentPlayer;
    await until(() => seatState(ra, acting).turnEndsAt > 0, "the first turn on the clock");
    // A second game on a short clock, left alone over the restart: its turn runs out afterwards and the bot plays it.
    const rf = await bobby.client.create("ttr", { gameName: "Short fuse", color: "green", seed: 9, timeControl: "realtime", turnSeconds: 4, reserveSeconds: 0 });
    const fuseId = rf.roomId;
    rf.onMessage("*", () => {});
    assert.equal((await ask(rf, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(rf, "startGame")).code, "ok");
    assert.equal((await ask(rf, "selectDestinations", { destinationsSelected: [0, 1] })).code, "ok");
    await until(() => rulesOf(fuseId).phase === "playing", "the short game's first turn");

    const before = countsOf(gameId);
    const settings = structuredClone(clockOf(gameId));
    assert.ok(before[0][1] < 60_000, "alice used some reserve");
    const shownBefore = { turnEndsAt: seatState(ra, acting).turnEndsAt, reserveMs: seatState(ra, acting).reserveMs };

    const fuseMovesAtShutdown = movesOf(fuseId, 0);
    await ts.server.shutdown();
    ts = await startServer({ dataDir, databaseUrl, port: ts.port });
    assert.deepEqual(clockOf(gameId), settings, "the same settings and start");
    assert.deepEqual(countsOf(gameId), before, "the same deadlines and reserves, derived from the log's times");

    const back = await alice.client.joinById(gameId, {});
    back.onMessage("*", () => {});
    await until(() => seatState(back, acting)?.turnEndsAt > 0, "the restored state's clock");
    assert.deepEqual({ turnEndsAt: seatState(back, acting).turnEndsAt, reserveMs: seatState(back, acting).reserveMs }, shownBefore);
    assert.equal((back.state as any).timeControl, "realtime");

    // Nobody came back to the short game: its clock went on from the stored deadline, and the bot played for bobby.
    await until(() => movesOf(fuseId, 0) > fuseMovesAtShutdown, "a move for bobby's seat after the restart", WAIT);
  });
});
