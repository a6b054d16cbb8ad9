// The design starts a game when a fifth person joins it; a table the host fills with their own bots waits for the
// host's startGame (so a bot can still be swapped), and so does any table that is not full.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { MAX_PLAYERS } from "../../shared-rules/src/index.js";
import { ask, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- colyseus.js decodes the state by reflection: untyped */

const COLORS = ["red", "blue", "green", "yellow", "black"];

describe("server: a fifth person joining starts the game", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let people: User[];
  let rooms: Room[] = [];

  before(async () => {
    ts = await startServer();
    people = [];
    for (let i = 0; i < MAX_PLAYERS; i++) people.push(await registerUser(ts, `auto_${i}`));
  });

  afterEach(async () => {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => {})));
    rooms = [];
  });

  after(async () => {
    await ts?.server.shutdown();
  });

  /** `count` people sit at a new game, in seat order; the first is the host. */
  async function seat(count: number, name: string): Promise<Room[]> {
    const host = await people[0].client.create("ttr", { gameName: name, color: COLORS[0] });
    host.onMessage("*", () => {});
    rooms.push(host);
    for (let i = 1; i < count; i++) {
      const room = await people[i].client.joinById(host.roomId, { color: COLORS[i] });
      room.onMessage("*", () => {});
      rooms.push(room);
    }
    return rooms.slice(-count);
  }

  /**
   * The game still waits for its host once the last seat reached the client: a start that came with that seat would
   * have been committed right after it, and a client is only ever shown the newest committed state.
   */
  async function assertWaiting(host: Room, seats: number): Promise<void> {
    await until(() => (host.state as any).players?.length === seats, `${seats} seats on the host's client`);
    const game = serverRoom(host.roomId).game;
    assert.equal(game.started, false, "the game waits for the host's startGame");
    assert.equal((host.state as any).phase, "waiting");
  }

  it("starts when the fifth person sits: every client sees it and is offered the opening tickets", async () => {
    const all = await seat(MAX_PLAYERS, "Five people");
    for (const [seatIndex, room] of all.entries()) {
      await until(() => (room.state as any).phase === "choosingTickets", `the start on seat ${seatIndex}'s client`);
      const state = room.state as any;
      assert.equal(state.players.length, MAX_PLAYERS);
      assert.equal(state.players[seatIndex].private?.pendingTickets.length, 3, `seat ${seatIndex} is offered the opening tickets`);
      for (const player of state.players) assert.equal(player.pendingTicketCount, 3);
    }
    assert.equal(serverRoom(all[0].roomId).game.started, true);
    assert.equal((await ask(all[0], "startGame")).code, "gameAlreadyStarted", "nothing left for the host to start");
  });

  it("waits for the host when the host's bot is the fifth seat", async () => {
    const [host] = await seat(MAX_PLAYERS - 1, "Four people and a bot");
    assert.equal((await ask(host, "addAI", { difficulty: "easy" })).code, "ok");
    await assertWaiting(host, MAX_PLAYERS);
    assert.equal((await ask(host, "removeAI", { playerId: MAX_PLAYERS - 1 })).code, "ok", "the bot can still be swapped");
    assert.equal((await ask(host, "addAI", { difficulty: "hard" })).code, "ok");
    assert.equal((await ask(host, "startGame")).code, "ok");
    await until(() => (host.state as any).phase === "choosingTickets", "the host's start");
  });

  it("waits for the host at a table of the host, three bots and a fourth person", async () => {
    const [host] = await seat(1, "Host and bots");
    for (let i = 0; i < 3; i++) assert.equal((await ask(host, "addAI", { difficulty: "easy" })).code, "ok");
    const fourth = await people[1].client.joinById(host.roomId, { color: COLORS[4] });
    fourth.onMessage("*", () => {});
    rooms.push(fourth);
    await assertWaiting(host, 5);
    await until(() => (fourth.state as any).players?.length === 5, "five seats on the fourth person's client");
    assert.equal((fourth.state as any).phase, "waiting");
  });
});
