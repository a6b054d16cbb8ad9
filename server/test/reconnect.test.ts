// Disconnects: the seat, hand and tickets are kept; others see connected = false; reconnecting within the window
// restores the same private view; after the window a medium bot plays the seat until its person rejoins.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { SERVER_ERR, SESSION_END_CLOSE } from "../../shared-rules/protocol/index.js";
import { ask, post, refusedWith, registerUser, sleep, startServer, startedGameOfTwo, until, type TestServer, type User } from "../../test-kit/index.js";
import { playOneMove, rulesOf, serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

const privateOf = (room: Room, seat: number) => JSON.stringify((room.state as any).players[seat].private.toJSON());

describe("server: reconnection", function () {
  this.timeout(30_000);
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
    ({ ra, rb, gameId } = await startedGameOfTwo(alice, bobby, { gameName: "Flaky", seed: 11 }, [[0, 1], [1, 2]]));
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("keeps the seat of a dropped player, shows them disconnected, and restores the same view on reconnect", async () => {
    const before = privateOf(rb, 1);
    const token = rb.reconnectionToken;
    await rb.leave(false); // a dropped connection, not a consented leave
    await until(() => (ra.state as any).players[1].connected === false, "alice sees bobby disconnected");
    assert.equal((ra.state as any).players.length, 2);
    // While dropped, bobby holds no live connection: he may log in again (e.g. after reloading the page).
    assert.equal(ts.server.services.logins.isLiveHere(bobby.userId), false);
    rb = await bobby.client.reconnect(token);
    rb.onMessage("*", () => {});
    await until(() => (ra.state as any).players[1].connected === true, "alice sees bobby back");
    await until(() => (rb.state as any).players?.[1]?.private !== undefined, "bobby's private part");
    assert.equal(privateOf(rb, 1), before);
    assert.equal((rb.state as any).players[0].private, undefined, "still nothing of alice's");
    // Same seat, same commands.
    assert.equal((await ask(rb, "sendChat", { message: "back" })).code, "ok");
  });

  it("after the window a medium bot plays the dropped seat, and hands it back when the person rejoins", async () => {
    await rb.leave(false);
    await sleep(1300); // past RECONNECT_SECONDS = 1
    const logLength = () => serverRoom(gameId).game.record.log.length;
    const bobbyMoves = () => serverRoom(gameId).game.record.log.filter((e) => e.player === 1).length;
    const movesBefore = bobbyMoves();
    // Alice plays; on bobby's turns the bot answers for him.
    for (let i = 0; i < 6; i++) {
      await until(() => rulesOf(gameId).currentPlayer === 0 || rulesOf(gameId).phase === "ended", "alice's turn");
      await playOneMove(gameId, new Map([[0, ra]]));
    }
    await until(() => bobbyMoves() > movesBefore, "the bot played for bobby");
    assert.equal((ra.state as any).players[1].isBot, false, "the seat stays bobby's");
    assert.equal((ra.state as any).players[1].connected, false);

    // Bobby logs in again (his connection is gone) and rejoins the same game by id.
    const login = await post(ts, "/auth/login", { username: "bobby", password: bobby.password });
    assert.equal(login.body.description, "success");
    bobby.client.auth.token = login.body.token as string;
    await until(() => rulesOf(gameId).currentPlayer === 0, "alice's turn");
    rb = await bobby.client.joinById(gameId, {});
    rb.onMessage("*", () => {});
    await until(() => (ra.state as any).players[1].connected === true, "bobby back");
    await until(() => (rb.state as any).players?.[1]?.private !== undefined, "bobby's view");
    const rules = rulesOf(gameId);
    assert.deepEqual(
      [...(rb.state as any).players[1].private.tickets],
      rules.players[1].tickets,
    );
    // Alice finishes her turn; now bobby must act himself: the bot does nothing more.
    while (rulesOf(gameId).currentPlayer === 0) await playOneMove(gameId, new Map([[0, ra]]));
    const length = logLength();
    await sleep(200);
    assert.equal(logLength(), length, "no bot move for a seat whose person is back");
    assert.ok(await playOneMove(gameId, new Map([[1, rb]])), "bobby plays his own turn");
  });

  it("lets a second login take the seat over: the old connection is told and closed, waits for no reconnection, and a second connection to the seat is refused", async () => {
    const oldReconnection = rb.reconnectionToken;
    const closed = new Promise<number>((resolve) => rb.onLeave(resolve));
    const login = await post(ts, "/auth/login", { username: "bobby", password: bobby.password });
    assert.equal(login.body.description, "success");
    assert.equal(await closed, SESSION_END_CLOSE.signedInElsewhere);
    await until(() => (ra.state as any).players[1].connected === false, "alice sees bobby's old connection gone");
    const fresh = new Client(ts.wsUrl);
    fresh.auth.token = login.body.token as string;
    await assert.rejects(fresh.reconnect(oldReconnection), "the old connection's reconnection ended with its session");
    rb = await fresh.joinById(gameId, {});
    rb.onMessage("*", () => {});
    await until(() => (ra.state as any).players[1].connected === true, "bobby back through the new login");
    const second = new Client(ts.wsUrl);
    second.auth.token = fresh.auth.token;
    await assert.rejects(second.joinById(gameId, {}), refusedWith(SERVER_ERR.alreadyConnected));
  });
});
