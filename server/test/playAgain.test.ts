// Play again through a real server, on both storage backends: at an ended game (two people and a bot, a few trains
// each), one person proposes the same game again; the other answers on the end screen or from the lobby; the new game
// starts with the same board, clock and test-mode trains, its seats turned by one (the first player plays last),
// bots in the seats of those who declined or never answered, and is a normal stored game its people join by id.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import type { PlayAgainNotice } from "../../shared-rules/protocol/index.js";
import { ask, nextMessage, registerUser, startServer, type TestServer, type User } from "../../test-kit/index.js";
import { playToEnd, serverRoom } from "./autoplay.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";

/** Ann (red, seat 0), Bob (blue, seat 1) and a bot (seat 2) play a short Switzerland game to its end. */
async function endedGameOfThree(ann: User, bob: User): Promise<{ ra: Room; rb: Room; gameId: string }> {
  const ra = await ann.client.create("ttr", { gameName: "Again and again", color: "red", map: "switzerland", trainsPerPlayer: 5, seed: 11, timeControl: "relaxed" });
  const rb = await bob.client.joinById(ra.roomId, { color: "blue" });
  for (const r of [ra, rb]) r.onMessage("*", () => {});
  assert.equal((await ask(ra, "addAI", { difficulty: "easy" })).code, "ok");
  assert.equal((await ask(ra, "startGame")).code, "ok");
  await playToEnd(ra.roomId, new Map([[0, ra], [1, rb]]));
  return { ra, rb, gameId: ra.roomId };
}

/** The next proposal notice on `room` that satisfies `done`. */
function proposalWhere(room: Room, done: (n: PlayAgainNotice) => boolean, timeoutMs = 20_000): Promise<PlayAgainNotice> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no such playAgainProposal")), timeoutMs);
    const unbind = room.onMessage("playAgainProposal", (notice: PlayAgainNotice) => {
      if (!done(notice)) return;
      clearTimeout(timer);
      unbind();
      resolve(notice);
    });
  });
}

for (const backend of DATABASE_BACKENDS) describe(`play again (${backend.name})`, function () {
  this.timeout(180_000);
  let ts: TestServer;
  let open: Room[] = [];
  before(async () => {
    ts = await startServer({ databaseUrl: await backend.database(), allowTestSeed: true, playAgainSeconds: 60 });
  });
  afterEach(async () => {
    await Promise.all(open.map((r) => r.leave(true).catch(() => {})));
    open = [];
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("refuses before the end, to spectators and twice; the other accepts and the new game starts with the seats turned by one", async () => {
    const [ann, bob] = [await registerUser(ts, "again_ann"), await registerUser(ts, "again_bob")];
    const early = await ann.client.create("ttr", { gameName: "Not over", color: "red" });
    early.onMessage("*", () => {});
    assert.equal((await ask(early, "playAgain")).code, "gameNotOver");
    await early.leave(true);
    const { ra, rb, gameId } = await endedGameOfThree(ann, bob);
    open.push(ra, rb);
    assert.equal((await ask(rb, "answerPlayAgain", { accept: true })).code, "noPlayAgain", "nothing to answer yet");
    const watcher = await new Client(ts.wsUrl).joinById(gameId, { spectator: true });
    watcher.onMessage("*", () => {});
    open.push(watcher);
    assert.equal((await ask(watcher, "playAgain")).code, "notAPlayer");
    const toBob = proposalWhere(rb, (n) => n.newGameId === null);
    assert.equal((await ask(ra, "playAgain")).code, "ok");
    const proposal = await toBob;
    assert.equal(proposal.by, "again_ann");
    assert.deepEqual(proposal.seats.map((s) => [s.username, s.answer]), [["again_bob", "waiting"], ["Bot 1 (easy)", "bot"], ["again_ann", "proposer"]]);
    assert.equal((await ask(rb, "playAgain")).code, "playAgainPending");
    assert.equal((await ask(rb, "answerPlayAgain", { accept: "yes" })).code, "invalidInput");
    assert.equal((await ask(rb, "answerPlayAgain", { accept: true, extra: 1 })).code, "invalidInput");
    const started = proposalWhere(ra, (n) => n.newGameId !== null);
    assert.equal((await ask(rb, "answerPlayAgain", { accept: true })).code, "ok");
    const notice = await started;
    assert.deepEqual(notice.seats.map((s) => s.answer), ["accepted", "bot", "proposer"]);
    const next = serverRoom(notice.newGameId!).game.record;
    const old = serverRoom(gameId).game.record;
    assert.deepEqual(next.seats.map((s) => [s.username, s.color, s.bot]), [["again_bob", "blue", null], ["Bot 1 (easy)", old.seats[2].color, "easy"], ["again_ann", "red", null]]);
    assert.equal(next.status, "playing");
    assert.equal(next.map, "switzerland");
    assert.equal(next.trainsPerPlayer, 5);
    assert.equal(next.clock?.mode, "relaxed");
    assert.notEqual(next.seed, old.seed, "a fresh deal");
    assert.ok(await ts.server.services.games.load(next.id), "stored");
    // each person takes their seat by the new game's id
    const [na, nb] = await Promise.all([ann.client.joinById(next.id, {}), bob.client.joinById(next.id, {})]);
    for (const r of [na, nb]) r.onMessage("*", () => {});
    open.push(na, nb);
    const seats = serverRoom(next.id).game.record.seats;
    assert.equal(seats[2].userId, ann.userId);
    assert.equal(seats[0].userId, bob.userId);
    assert.equal((await ask(ra, "playAgain")).code, "playAgainPending", "one new game per ended game");
  });

  it("the other answers from the lobby; a decline puts a bot in their seat", async () => {
    const [ann, bob] = [await registerUser(ts, "again_cat"), await registerUser(ts, "again_dan")];
    const { ra, rb, gameId } = await endedGameOfThree(ann, bob);
    open.push(ra);
    await rb.leave(true);
    const lobby = await bob.client.joinOrCreate("lobby");
    lobby.onMessage("*", () => {});
    open.push(lobby);
    const inLobby = nextMessage<PlayAgainNotice>(lobby, "playAgainProposal", 20_000);
    assert.equal((await ask(ra, "playAgain")).code, "ok");
    assert.equal((await inLobby).gameId, gameId);
    assert.equal((await ask(lobby, "answerPlayAgain", { gameId: "__proto__", accept: false })).code, "invalidInput");
    assert.equal((await ask(lobby, "answerPlayAgain", { gameId: "NOGAME-HERE", accept: false })).code, "noPlayAgain");
    const started = proposalWhere(ra, (n) => n.newGameId !== null);
    assert.equal((await ask(lobby, "answerPlayAgain", { gameId, accept: false })).code, "ok");
    const notice = await started;
    assert.deepEqual(notice.seats.map((s) => s.answer), ["declined", "bot", "proposer"]);
    const seats = serverRoom(notice.newGameId!).game.record.seats;
    assert.deepEqual(seats.map((s) => s.userId), [null, null, ann.userId]);
    assert.match(seats[0].username, /^Bot \d \(medium\)$/, "a bot, not the person's name");
    assert.equal(seats[0].color, "blue");
  });
});

describe("play again: a proposal nobody answers lapses into the new game", function () {
  this.timeout(120_000);
  let ts: TestServer;
  before(async () => {
    ts = await startServer({ allowTestSeed: true, playAgainSeconds: 1 });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("starts after PLAY_AGAIN_SECONDS with a bot for the one who never answered", async () => {
    const [ann, bob] = [await registerUser(ts, "again_eve"), await registerUser(ts, "again_fay")];
    const { ra, rb } = await endedGameOfThree(ann, bob);
    const started = proposalWhere(ra, (n) => n.newGameId !== null);
    assert.equal((await ask(ra, "playAgain")).code, "ok");
    const notice = await started;
    assert.deepEqual(notice.seats.map((s) => s.answer), ["declined", "bot", "proposer"]);
    assert.equal(serverRoom(notice.newGameId!).game.record.seats[0].userId, null);
    await Promise.all([ra.leave(true), rb.leave(true)]);
  });
});
