// The lobby's live listing (Colyseus LobbyRoom + enableRealtimeListing): create, join, leave, start, end and
// disposal each reach a connected lobby client; "your games" through metadata and GET /api/my-games.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { Client } from "colyseus.js";
import { ask, get, recordMessages, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { playOneMove, playToEnd, serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */
import { watchLobby, type Listing } from "./lobbyWatch.js";



describe("server: lobby listing", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let carol: User;
  let listing: Map<string, Listing>;
  let lobby: Room;
  let ra: Room;
  let rb: Room;
  let gameId: string;
  const meta = () => listing.get(gameId)?.metadata;

  before(async () => {
    ts = await startServer();
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
    carol = await registerUser(ts, "carol");
    const lucy = await registerUser(ts, "lucy1");
    lobby = await lucy.client.joinOrCreate("lobby");
    listing = watchLobby(lobby);
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("lists a new game with its name, map, host, players, free colours and status", async () => {
    ra = await alice.client.create("ttr", { gameName: "Lobby game", color: "yellow", seed: 5 });
    gameId = ra.roomId;
    await until(() => meta()?.players.length === 1, "listing of the new game");
    assert.deepEqual(meta(), {
      gameName: "Lobby game",
      map: "usa",
      host: "alice",
      players: [{ username: "alice", color: "yellow", isBot: false }],
      availableColors: ["red", "blue", "green", "black"],
      status: "waiting",
      spectators: 0,
      maxPlayers: 5,
      joinable: true,
    });
  });

  it("updates on join, leave, spectators and added bots", async () => {
    rb = await bobby.client.joinById(gameId, { color: "blue" });
    await until(() => meta()?.players.length === 2, "bobby in the listing");
    const rc = await carol.client.joinById(gameId, { color: "green" });
    await until(() => meta()?.players.length === 3, "carol in the listing");
    assert.equal((await ask(rc, "leaveGame")).code, "ok");
    await until(() => meta()?.players.length === 2, "carol gone from the listing");
    assert.deepEqual(meta()?.availableColors, ["red", "green", "black"]);
    await until(() => meta()?.spectators === 1, "carol now counts as a spectator");
    await rc.leave();
    await until(() => meta()?.spectators === 0, "no spectator");
    const answer = await ask<{ username: string }>(ra, "addAI", { difficulty: "easy" });
    assert.equal(answer.code, "ok");
    assert.equal(answer.username, "Bot 1 (easy)");
    await until(() => meta()?.players.length === 3, "bot in the listing");
    assert.deepEqual(meta()?.players[2], { username: "Bot 1 (easy)", color: "red", isBot: true });
  });

  it("lets a user find their games: by username in the metadata, and from GET /api/my-games", async () => {
    const mine = [...listing.values()].filter((l) => l.metadata.players.some((p) => p.username === "bobby"));
    assert.deepEqual(mine.map((l) => l.roomId), [gameId]);
    const answer = await get(ts, "/api/my-games", bobby.token);
    assert.equal(answer.status, 200);
    const games = answer.body.games as { gameId: string; yourSeat: number; status: string }[];
    assert.deepEqual(
      games.map((g) => [g.gameId, g.yourSeat, g.status]),
      [[gameId, 1, "waiting"]],
    );
    assert.equal((await get(ts, "/api/my-games")).status, 401);
  });

  it("marks the game as playing on start, still listed for spectators", async () => {
    assert.equal((await ask(ra, "startGame")).code, "ok");
    await until(() => meta()?.status === "playing", "playing in the listing");
    assert.equal(meta()?.joinable, false);
    assert.deepEqual(meta()?.availableColors, []);
  });

  it("marks it as ended at the end, and drops it once everybody left", async () => {
    await playToEnd(gameId, new Map([[0, ra], [1, rb]]));
    await until(() => meta()?.status === "ended", "ended in the listing");
    await ra.leave();
    await rb.leave();
    await until(() => !listing.has(gameId), "game removed from the listing");
    const answer = await get(ts, "/api/my-games", alice.token);
    assert.deepEqual(answer.body.games, []);
  });

  it("a middle seat leaving before the start: later seats move up and keep their own private view", async () => {
    const [p1, p2, p3] = await Promise.all([registerUser(ts, "mid01"), registerUser(ts, "mid02"), registerUser(ts, "mid03")]);
    const r1 = await p1.client.create("ttr", { gameName: "Middle", color: "red", seed: 8 });
    const r2 = await p2.client.joinById(r1.roomId, { color: "blue" });
    const r3 = await p3.client.joinById(r1.roomId, { color: "green" });
    for (const r of [r1, r2, r3]) r.onMessage("*", () => {});
    assert.equal((await ask(r2, "leaveGame")).code, "ok");
    await r2.leave();
    assert.equal((await ask(r1, "startGame")).code, "ok");
    const state = r3.state as any;
    await until(() => state.phase === "choosingTickets" && state.players.length === 2, "started with two seats");
    await until(() => state.players[1].private?.pendingTickets.length === 3, "mid03's own view at seat 1");
    assert.equal(state.players[1].username, "mid03");
    assert.equal(state.players[0].private, undefined);
    const rules = serverRoom(r1.roomId).game.rules!;
    assert.deepEqual([...state.players[1].private.pendingTickets], rules.players[1].pendingTickets);
  });

  it("game commands during play send nothing to lobby clients (only what a lobby client shows is published)", async () => {
    const [p1, p2] = await Promise.all([registerUser(ts, "quiet1"), registerUser(ts, "quiet2")]);
    const watcher = await new Client(ts.wsUrl).joinOrCreate("lobby");
    const rooms = watchLobby(watcher);
    const received = recordMessages(watcher);
    const r1 = await p1.client.create("ttr", { gameName: "Quiet", color: "red", seed: 11 });
    const r2 = await p2.client.joinById(r1.roomId, { color: "blue" });
    for (const r of [r1, r2]) r.onMessage("*", () => {});
    assert.equal((await ask(r1, "startGame")).code, "ok");
    await until(() => rooms.get(r1.roomId)?.metadata.status === "playing", "playing in the watcher's listing");
    const before = received.length;
    const commands = 40;
    const seats = new Map([[0, r1], [1, r2]]);
    for (let i = 0; i < commands; i += 1) assert.ok(await playOneMove(r1.roomId, seats), "a human seat can move");
    // A change the lobby does show (a spectator arrives) comes after every command's would-be listing: once it is
    // here, anything the commands published is here too.
    const spectator = await new Client(ts.wsUrl).joinById(r1.roomId, { spectator: true });
    await until(() => rooms.get(r1.roomId)?.metadata.spectators === 1, "the spectator in the listing");
    // Colyseus itself lists the arrival too (client count), so the spectator brings one or two messages; the
    // commands bring none: every message of the window already shows the spectator.
    const during = received.slice(before).filter((m) => m.type === "+").map((m) => (m.message as [string, Listing])[1].metadata);
    assert.ok(during.length <= 2, `lobby messages during ${commands} commands and one arrival: ${during.length}`);
    assert.deepEqual(during.map((m) => m.spectators).filter((n) => n !== 1), [], "a lobby message sent by a game command");
    await spectator.leave();
    await r1.leave();
    await r2.leave();
    await watcher.leave();
  });

  it("anonymous visitors (or stale tokens) can watch the lobby too", async () => {
    const stale = new Client(ts.wsUrl);
    stale.auth.token = "not-a-token";
    const staleLobby = await stale.joinOrCreate("lobby");
    await staleLobby.leave();
    const anonymous = await new Client(ts.wsUrl).joinOrCreate("lobby");
    const rooms = watchLobby(anonymous);
    const r = await carol.client.create("ttr", { gameName: "Second", color: "red" });
    await until(() => rooms.has(r.roomId), "the anonymous lobby sees the new game");
    await r.leave();
    await anonymous.leave();
  });
});
