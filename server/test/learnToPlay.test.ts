// Learning in the game itself, through real rooms and colyseus.js clients: Suggest answers the asking seat's move in
// a game with bots and refuses where something is at stake (a rated game), for a spectator and out of turn; the bot
// behind it sees only that seat's view; a learner's clock (a game with bots, a new account's first games) is relaxed
// and a seat on the clock is warned before a bot takes its turn over; a guest (no account) watches a public game
// without any secret on the wire and can neither take a seat nor change anything.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { legalActions, newGame, playerView, type Command, type GameState, type PlayerView } from "../../shared-rules/src/index.js";
import { MESSAGE_TYPES, SUGGESTION_REASONS, type MessageType } from "../../shared-rules/protocol/index.js";
import { ask, recordMessages, registerUser, startServer, startedGameOfTwo, until, type TestServer, type User } from "../../test-kit/index.js";
import { Suggestions } from "../src/game/Suggestions.js";
import { payloadOf, rulesOf, serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- the game master's parts and decoded client state are untyped here */

const WAIT = 30_000;
const masterOf = (gameId: string) => (serverRoom(gameId) as any).master;
const versionOf = (gameId: string) => serverRoom(gameId).game.version;

/** A game of `user` against one bot, started with the bots held (they move only once `release` is called). */
async function gameWithHeldBot(user: User, options: Record<string, unknown>): Promise<{ room: Room; gameId: string; release: () => void }> {
  const room = await user.client.create("ttr", { color: "red", ...options });
  room.onMessage("*", () => {});
  assert.equal((await ask(room, "addAI", { difficulty: "hard" })).code, "ok");
  masterOf(room.roomId).bots.pause();
  assert.equal((await ask(room, "startGame")).code, "ok");
  return { room, gameId: room.roomId, release: () => masterOf(room.roomId).bots.resume() };
}

describe("server: a suggested move", function () {
  this.timeout(120_000);
  let ts: TestServer;
  let alice: User;
  let bobby: User;

  before(async () => {
    ts = await startServer();
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("answers, in a game with bots, a legal move of the asking seat with its reason; out of turn it is refused", async () => {
    const { room, gameId, release } = await gameWithHeldBot(alice, { gameName: "Lesson", seed: 7 });
    // the opening ticket choice
    const opening = await ask<any>(room, "suggestMove");
    assert.equal(opening.code, "ok", opening.description);
    assert.equal(opening.playerId, 0);
    assert.equal(opening.command.type, "selectDestinations");
    assert.ok(SUGGESTION_REASONS.includes(opening.reason.code));
    assert.equal((await ask(room, "selectDestinations", payloadOf(opening.command))).code, "ok");
    // the bot (held) still chooses its tickets: alice has nothing to do
    const early = await ask(room, "suggestMove");
    assert.equal(early.code, "notYourTurn");
    release();
    await until(() => { const r = rulesOf(gameId); return r.phase === "playing" && r.currentPlayer === 0 && r.turnStage === "start"; }, "alice's first turn", WAIT);
    const version = versionOf(gameId);
    const turn = await ask<any>(room, "suggestMove");
    assert.equal(turn.code, "ok", turn.description);
    assert.ok(SUGGESTION_REASONS.includes(turn.reason.code));
    // asked again at the same position: the same answer
    assert.deepEqual((await ask<any>(room, "suggestMove")).command, turn.command);
    const legal = legalActions(rulesOf(gameId), 0);
    assert.ok(legal.some((c) => JSON.stringify(c) === JSON.stringify(turn.command)), `a legal move: ${JSON.stringify(turn.command)}`);
    assert.equal(versionOf(gameId), version, "asking changes nothing");
    const sent = await ask(room, turn.command.type, payloadOf(turn.command as Command));
    assert.equal(sent.code, "ok", sent.description);
    await room.leave();
  });

  it("is refused in a rated game (two people) and to a spectator, a guest included", async () => {
    const { ra, rb, gameId } = await startedGameOfTwo(alice, bobby, { gameName: "Rated", seed: 11 }, [[0, 1], [0, 1]]);
    const refused = await ask(ra, "suggestMove");
    assert.equal(refused.code, "ratedGame");
    assert.match(refused.description, /rated/);
    const guest = await new Client(ts.wsUrl).joinById(gameId, { spectator: true });
    guest.onMessage("*", () => {});
    assert.equal((await ask(guest, "suggestMove")).code, "notAPlayer");
    for (const r of [ra, rb, guest]) await r.leave();
  });

  it("gives the bot only the asking seat's view", () => {
    const started = newGame({ seed: 5, colors: ["red", "blue", "green"] });
    assert.ok(started.ok);
    const rules: GameState = started.state;
    let seen: PlayerView | null = null;
    const suggestions = new Suggestions(() => ({
      difficulty: "hard",
      chooseAction: (view, legal) => {
        seen = view;
        return legal[0];
      },
    }));
    const suggestion = suggestions.suggest(rules, 1, 1);
    assert.ok(suggestion);
    const view = seen as unknown as PlayerView;
    assert.deepEqual(view, playerView(rules, 1));
    // its own hand and offered tickets; of the others only what the table shows
    assert.equal(view.me?.pendingTickets.join(), rules.players[1].pendingTickets.join());
    for (const other of [view.players[0], view.players[2]]) assert.ok(!("hand" in other) && !("tickets" in other) && !("pendingTickets" in other));
  });
});

describe("server: a clock that fits a learner", function () {
  this.timeout(120_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer({ takeoverWarningSeconds: 2 });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  const modeOf = (gameId: string) => serverRoom(gameId).game.record.clock!.mode;

  it("a new account's first three games default to relaxed, the fourth to real-time, and a game with bots to relaxed", async () => {
    const carol = await registerUser(ts, "carol");
    const dave = await registerUser(ts, "dave");
    const rooms: Room[] = [];
    for (let n = 1; n <= 3; n++) {
      const room = await carol.client.create("ttr", { gameName: `First ${n}`, color: "red" });
      room.onMessage("*", () => {});
      rooms.push(room);
      assert.equal(modeOf(room.roomId), "relaxed", `carol's game ${n}`);
      // a person joins (no bot): the clock stays what the learner got
      const other = await dave.client.joinById(room.roomId, { color: "blue" });
      other.onMessage("*", () => {});
      rooms.push(other);
      assert.equal((await ask(room, "startGame")).code, "ok");
      await until(() => (room.state as any).timeControl === "relaxed", "the relaxed clock on the wire");
    }
    // three games played: the fourth, among people, is real-time
    const fourth = await carol.client.create("ttr", { gameName: "Fourth", color: "red" });
    fourth.onMessage("*", () => {});
    rooms.push(fourth);
    assert.equal(modeOf(fourth.roomId), "realtime");
    // with a bot at the table when it starts, a game whose clock nobody chose is relaxed
    assert.equal((await ask(fourth, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(fourth, "startGame")).code, "ok");
    assert.equal(modeOf(fourth.roomId), "relaxed");
    // a chosen clock is kept, bots or not
    const chosen = await carol.client.create("ttr", { gameName: "Chosen", color: "red", timeControl: "realtime" });
    chosen.onMessage("*", () => {});
    rooms.push(chosen);
    assert.equal((await ask(chosen, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(chosen, "startGame")).code, "ok");
    assert.equal(modeOf(chosen.roomId), "realtime");
    for (const r of rooms) await r.leave();
  });

  it("relaxed: a connected player's turn has no deadline, so no bot takes it over", async () => {
    const erin = await registerUser(ts, "erin");
    const room = await erin.client.create("ttr", { gameName: "Slow reading", color: "red", timeControl: "relaxed", turnSeconds: 1, reserveSeconds: 0 });
    room.onMessage("*", () => {});
    assert.equal((await ask(room, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(room, "startGame")).code, "ok");
    await until(() => (room.state as any).timeControl === "relaxed", "the relaxed clock on the wire");
    const master = masterOf(room.roomId);
    assert.equal(rulesOf(room.roomId).players[0].pendingTickets.length > 0, true, "erin must choose her tickets");
    assert.equal(master.clock.takeoverAt(0), 0, "no deadline");
    assert.equal((room.state as any).players[0].turnEndsAt, 0);
    assert.equal(master.clock.timer, undefined, "no clock timer armed");
    await room.leave();
  });

  it("warns the seat, with the takeover time, before a bot plays its turn", async () => {
    const fred = await registerUser(ts, "fred");
    const room = await fred.client.create("ttr", { gameName: "Blitz", color: "red", timeControl: "realtime", turnSeconds: 3, reserveSeconds: 1 });
    const heard = recordMessages(room);
    assert.equal((await ask(room, "addAI", { difficulty: "easy" })).code, "ok");
    assert.equal((await ask(room, "startGame")).code, "ok");
    const gameId = room.roomId;
    const byBot = () => serverRoom(gameId).game.record.log.some((e) => e.player === 0 && e.by === "bot");
    let botHadPlayed: boolean | null = null;
    room.onMessage("takeoverWarning", () => (botHadPlayed ??= byBot()));
    await until(() => heard.some((h) => h.type === "takeoverWarning"), "the warning", WAIT);
    const warning = heard.find((h) => h.type === "takeoverWarning")!.message as { playerId: number; takeoverAt: number };
    assert.equal(warning.playerId, 0);
    assert.equal(warning.takeoverAt, masterOf(gameId).clock.takeoverAt(0));
    await until(byBot, "the bot's takeover of fred's turn", WAIT);
    assert.equal(botHadPlayed, false, "the warning came before the bot played");
    assert.equal(heard.filter((h) => h.type === "takeoverWarning").length, 1, "one warning per count");
    await room.leave();
  });
});

describe("server: watching as a guest", function () {
  this.timeout(120_000);
  let ts: TestServer;
  let gina: User;
  let hank: User;
  let rooms: Room[];
  let gameId: string;

  before(async () => {
    ts = await startServer();
    gina = await registerUser(ts, "gina");
    hank = await registerUser(ts, "hank");
    // A seed of ten digits: a short one ("21") turns up by chance in a listing's times and ids.
    const started = await startedGameOfTwo(gina, hank, { gameName: "On show", seed: 1_946_285_731 }, [[0, 1], [0, 1, 2]]);
    rooms = [started.ra, started.rb];
    gameId = started.gameId;
  });

  after(async () => {
    for (const r of rooms) await r.leave().catch(() => {});
    await ts.server.shutdown();
  });

  it("watches a public game and is sent no hand, ticket, seed or log", async () => {
    const guest = await new Client(ts.wsUrl).joinById(gameId, { spectator: true });
    const heard = recordMessages(guest);
    rooms.push(guest);
    await until(() => (guest.state as any).players?.length === 2, "the board");
    const record = serverRoom(gameId).game.record;
    const rules = rulesOf(gameId);
    const wire = JSON.stringify({ state: (guest.state as any).toJSON(), heard });
    for (const p of (guest.state as any).players) assert.equal(p.private, undefined, "no private part");
    assert.ok(!wire.includes(String(record.seed)), "no seed");
    assert.ok(!/"hand"|"tickets"|"pendingTickets"|"log"/.test(wire), `no hands, tickets or log: ${wire.slice(0, 300)}`);
    // the numbers of cards and tickets are public; the cards themselves are not
    assert.ok(rules.players[0].tickets.length > 0);
  });

  it("cannot take a seat, in a waiting game or a started one", async () => {
    const waiting = await gina.client.create("ttr", { gameName: "Room for one", color: "red" });
    waiting.onMessage("*", () => {});
    rooms.push(waiting);
    for (const id of [waiting.roomId, gameId]) {
      await assert.rejects(new Client(ts.wsUrl).joinById(id, { color: "green" }), (e: Error) => /log in to play/.test(e.message));
    }
    assert.equal(serverRoom(waiting.roomId).game.record.seats.length, 1);
  });

  it("sees the public games in the lobby's listing (the started one to watch), without a seed or a secret", async () => {
    const lobby = await new Client(ts.wsUrl).joinOrCreate("lobby", {});
    rooms.push(lobby);
    const pages: unknown[] = [];
    lobby.onMessage("rooms", (page) => pages.push(page));
    lobby.onMessage("*", () => {});
    await until(() => pages.some((p: any) => p.rooms.some((r: any) => r.roomId === gameId)), "the started game listed to a guest");
    const listed = (pages.at(-1) as any).rooms.find((r: any) => r.roomId === gameId);
    assert.equal(listed.metadata.status, "playing");
    const wire = JSON.stringify(pages);
    assert.ok(!wire.includes(String(serverRoom(gameId).game.record.seed)), "no seed");
    assert.ok(!/"hand"|"tickets"|"pendingTickets"|"seed"/.test(wire), "no hands, tickets or seed");
  });

  it("cannot take a seat at any door: create (a game, a daily deal, a lesson), join, joinOrCreate, joinById, a spectator's create", async () => {
    const waiting = await gina.client.create("ttr", { gameName: "Room for two", color: "red" });
    waiting.onMessage("*", () => {});
    rooms.push(waiting);
    const listed = async () => ts.server.services.games.unfinished().length;
    const before = JSON.stringify({ games: await listed(), waiting: serverRoom(waiting.roomId).game.record.seats, started: serverRoom(gameId).game.record.seats });
    const guest = () => new Client(ts.wsUrl);
    const doors: Array<[string, () => Promise<Room>]> = [
      ["create", () => guest().create("ttr", { gameName: "Mine", color: "green" })],
      ["create a daily deal", () => guest().create("ttr", { daily: true, color: "green" })],
      ["create a lesson", () => guest().create("ttr", { lesson: "usa", color: "green" })],
      ["create as a spectator", () => guest().create("ttr", { gameName: "Mine", spectator: true })],
      ["join", () => guest().join("ttr", { color: "green" })],
      ["joinOrCreate", () => guest().joinOrCreate("ttr", { color: "green" })],
      ["joinById the waiting game", () => guest().joinById(waiting.roomId, { color: "green" })],
      ["joinById the waiting game, no options", () => guest().joinById(waiting.roomId)],
      ["joinById the started game", () => guest().joinById(gameId, { color: "green" })],
      ["joinById the started game, spectator false", () => guest().joinById(gameId, { spectator: false, color: "green" })],
    ];
    for (const [door, open] of doors) {
      await assert.rejects(open(), (e: Error) => /log in to play/.test(e.message), `${door}: refused with the reason`);
    }
    assert.equal(JSON.stringify({ games: await listed(), waiting: serverRoom(waiting.roomId).game.record.seats, started: serverRoom(gameId).game.record.seats }), before);
  });

  it("cannot send any game command: each is refused and nothing changes", async () => {
    const guest = await new Client(ts.wsUrl).joinById(gameId, { spectator: true });
    guest.onMessage("*", () => {});
    rooms.push(guest);
    const payloads: Record<Exclude<MessageType, "visibility">, unknown> = {
      startGame: {}, startAndWatch: {}, addAI: { difficulty: "easy" }, removeAI: { playerId: 1 }, leaveGame: {},
      drawTrainCard: { cardLocation: 5 }, buyRoute: { routeIndex: 0, trainColor: "red", numberOfWilds: 0 }, getDestinations: {},
      selectDestinations: { destinationsSelected: [0] }, pass: {}, buildStation: { cityIndex: 0, trainColor: "red", numberOfWilds: 0 },
      payTunnel: { numberOfWilds: 0 }, declineTunnel: {}, sendChat: { message: "hello" }, saveGameState: {}, suggestMove: {},
      playAgain: {}, answerPlayAgain: { accept: true },
    };
    // visibility is the page-in-front signal of any connection (turn notices), not a command of the game
    assert.deepEqual(Object.keys(payloads).sort(), MESSAGE_TYPES.filter((t) => t !== "visibility").sort());
    const record = serverRoom(gameId).game.record;
    const before = JSON.stringify({ seats: record.seats, log: record.log.length, chat: record.chat.length });
    for (const [type, payload] of Object.entries(payloads)) {
      const answer = await ask(guest, type, payload);
      assert.notEqual(answer.code, "ok", `${type} from a guest`);
      assert.ok(["notAPlayer", "notHost"].includes(answer.code), `${type}: ${answer.code}`);
    }
    assert.equal(JSON.stringify({ seats: record.seats, log: record.log.length, chat: record.chat.length }), before);
  });
});
