// A game whose spectators are delayed must not be live anywhere public: whose move it is in the lobby listing and in
// GET /api/games/:id is what the spectators' mirror shows, never the live game, while the game's own players still
// see their "your move" live in their lobby.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { mustAct, playerView, type PlayerView } from "../../shared-rules/src/index.js";
import { joinAsSpectator, viewFromWire, watchRoomIdOf, type WireState } from "../../shared-rules/protocol/index.js";
import type { ServerProcess } from "../../scripts/infra/serverProcess.js";
import { ask, clientFor, get, registerUser, serverAt, startServer, startTestCluster, until, type TestCluster, type TestServer } from "../../test-kit/index.js";
import { watchLobby, type Listing } from "./lobbyWatch.js";
import { MirroredGame } from "./mirroredGame.js";

const DELAY = 3;
const SEED = 5150;

/** The names whose move it is in a view, as a listing says it. */
function toMoveIn(view: PlayerView, names: string[]): string[] {
  return names.filter((_, seat) => mustAct(view, seat));
}

function decoded(room: Room<WireState>): WireState | null {
  const s = room.state as Partial<WireState> | undefined;
  return s?.players && s.routeOwners && s.faceUp ? (s as WireState) : null;
}

/** Moves the mirror shows (its stateVersion counts the start as one). */
function movesShown(room: Room<WireState>): number {
  return (decoded(room)?.stateVersion ?? 0) - 1;
}

/** Where the scenario runs: a server (or several), and how its people reach it. */
interface Setting {
  /** A colyseus.js client; `token` logs it in. `via` picks the process (0 or 1) where there are several. */
  client(token: string | null, via: number): Client;
  /** GET a route of the process `via`. */
  get(route: string, via: number): Promise<{ status: number; body: Record<string, unknown> }>;
  register(username: string, via: number): Promise<string>;
  processes: number;
}

/**
 * An async two-player game whose spectators are 3 moves behind: after each of 8 moves, GET /api/games/:id (on every
 * process) and the lobby of an anonymous visitor and of a logged-in outsider list whose move it is as the spectators'
 * mirror shows it; the lobby of one of the players shows it live.
 */
async function listingsFollowTheMirror(setting: Setting, rooms: Room[], prefix: string): Promise<void> {
  const last = setting.processes - 1;
  const [alice, bobby, carol] = [`${prefix}alice`, `${prefix}bobby`, `${prefix}carol`];
  const tokens = { alice: await setting.register(alice, 0), bobby: await setting.register(bobby, last), carol: await setting.register(carol, 0) };
  const names = [alice, bobby];
  const ra = await setting.client(tokens.alice, 0).create("ttr", { gameName: "Slow post", color: "red", seed: SEED, timeControl: "async" });
  const rb = await setting.client(tokens.bobby, last).joinById(ra.roomId, { color: "blue" });
  rooms.push(ra, rb);
  for (const r of [ra, rb]) r.onMessage("*", () => undefined);
  const gameId = ra.roomId;

  // Three lobbies: nobody logged in, a logged-in outsider, and one of the players.
  const anonymousLobby = await setting.client(null, last).joinOrCreate("lobby");
  const outsiderLobby = await setting.client(tokens.carol, 0).joinOrCreate("lobby");
  const playerLobby = await setting.client(tokens.bobby, last).joinOrCreate("lobby");
  rooms.push(anonymousLobby, outsiderLobby, playerLobby);
  const seenBy = { anonymous: watchLobby(anonymousLobby), outsider: watchLobby(outsiderLobby), player: watchLobby(playerLobby) };
  const listing = (lobby: Map<string, Listing>) => lobby.get(gameId)?.metadata;
  const spectate = async (via: number) => {
    const client = setting.client(null, via);
    const room = await joinAsSpectator((id, options) => client.joinById<WireState>(id, options), gameId);
    room.onMessage("*", () => undefined);
    rooms.push(room);
    return room;
  };

  const mirror = await spectate(last);
  assert.equal(mirror.roomId, watchRoomIdOf(gameId), "the spectator watches the delayed mirror");
  const game = new MirroredGame(SEED, ["red", "blue"]);
  assert.equal((await ask(ra, "startGame")).code, "ok");

  let spectators = 1;
  let liveDiffered = 0;
  for (let move = 1; move <= 8; move++) {
    assert.ok(await game.playOne((seat) => (seat === 0 ? ra : rb)), `move ${move} played`);
    const shown = Math.max(0, game.acknowledged.length - DELAY);
    await until(() => movesShown(mirror) === shown, `the mirror shows move ${shown}`, 30_000);
    const public_ = toMoveIn(viewFromWire(decoded(mirror)!, null)!, names);
    const live = toMoveIn(playerView(game.state, null), names);
    if (live.join() !== public_.join()) liveDiffered += 1;

    // The listing is updated before a move's reply leaves: what a lookup answers now covers the move just played.
    for (let via = 0; via <= last; via++) {
      const lookup = await setting.get(`/api/games/${gameId}`, via);
      assert.equal(lookup.status, 200);
      assert.deepEqual(lookup.body.toMove, public_, `GET /api/games/:id on process ${via} after move ${move} (live: ${live.join()})`);
    }

    // A further spectator changes the listing after the move: a lobby showing that count has heard of the move too.
    await spectate(move % setting.processes);
    spectators += 1;
    for (const lobby of [seenBy.anonymous, seenBy.outsider, seenBy.player]) {
      await until(() => listing(lobby)?.spectators === spectators, `the lobbies hear of spectator ${spectators}`, 30_000);
    }
    assert.deepEqual(listing(seenBy.anonymous)?.toMove, public_, `the public listing after move ${move} (live: ${live.join()})`);
    assert.deepEqual(listing(seenBy.outsider)?.toMove, public_, `an outsider's listing after move ${move} (live: ${live.join()})`);
    await until(() => listing(seenBy.player)?.toMove?.join() === live.join(), `the player's own lobby shows the live turn after move ${move}`, 30_000);
  }
  assert.ok(liveDiffered >= 4, `the live turn differed from the mirror's at ${liveDiffered} of 8 moves`);
}

describe("security: a delayed game's listing is no newer than its spectators' view", function () {
  this.timeout(120_000);
  let ts: TestServer;
  const rooms: Room[] = [];

  before(async () => {
    ts = await startServer({ spectatorDelayMoves: DELAY });
  });

  after(async () => {
    for (const room of rooms) await room.leave(true).catch(() => undefined);
    await ts?.server.shutdown();
  });

  it("lists and answers whose move it is as the mirror shows it; the players' own lobby shows it live", async () => {
    await listingsFollowTheMirror(
      {
        processes: 1,
        client: (token) => clientFor(ts, token),
        get: (route) => get(ts, route),
        register: async (username) => (await registerUser(ts, username)).token,
      },
      rooms,
      "",
    );
  });
});

describe("security: a delayed game's listing across processes (Redis presence)", function () {
  this.timeout(300_000);
  let cluster: TestCluster | undefined;
  const processes: ServerProcess[] = [];
  const rooms: Room[] = [];

  before(async () => {
    cluster = await startTestCluster("delay", 2, { SPECTATOR_DELAY_MOVES: String(DELAY) });
    processes.push(...cluster.processes);
  });

  after(async () => {
    for (const room of rooms) await room.leave(true).catch(() => undefined);
    await cluster?.stop();
  });

  it("lists whose move it is as the mirror shows it on every process; the player's lobby on the other shows it live", async () => {
    const via = (i: number) => serverAt(processes[i]!.port);
    await listingsFollowTheMirror(
      {
        processes: 2,
        client: (token, i) => clientFor(via(i), token),
        get: (route, i) => get(via(i), route),
        register: async (username, i) => (await registerUser(via(i), username)).token,
      },
      rooms,
      "x",
    );
  });
});
