// A game whose spectators are delayed must not be live anywhere public: whose move it is in the lobby listing and in
// GET /api/games/:id is what the spectators' mirror shows, never the live game, while the game's own players still
// see their "your move" live in their lobby.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { mustAct, playerView, type PlayerView } from "../../shared-rules/src/index.js";
import { joinAsSpectator, viewFromWire, watchRoomIdOf, type WireState } from "../../shared-rules/protocol/index.js";
import { startRedis, freePort, type RunningRedis } from "../../scripts/infra/redis.js";
import { startServerProcess, type ServerProcess } from "../../scripts/infra/serverProcess.js";
import { ask, get, registerUser, startServer, tempDataDir, until, type TestServer } from "./helpers.js";
import { watchLobby, type Listing } from "./lobbyWatch.js";
import { MirroredGame } from "./mirroredGame.js";
import { freshDatabase } from "./postgresKit.js";

const DELAY = 3;
const SEED = 5150;
const PASSWORD = "slow-post-5150";
const JWT_SECRET = "delayed-listing-test-secret-0123456789";

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
  assert.equal((await ask(ra, "startGame")).description, "game has started");

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
    ts = await startServer(30480, { spectatorDelayMoves: DELAY });
  });

  after(async () => {
    for (const room of rooms) await room.leave(true).catch(() => undefined);
    await ts?.server.shutdown();
  });

  it("lists and answers whose move it is as the mirror shows it; the players' own lobby shows it live", async () => {
    await listingsFollowTheMirror(
      {
        processes: 1,
        client(token) {
          const client = new Client(ts.wsUrl);
          if (token) client.auth.token = token;
          return client;
        },
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
  let redis: RunningRedis;
  const processes: ServerProcess[] = [];
  const rooms: Room[] = [];

  before(async () => {
    redis = await startRedis();
    const database = await freshDatabase();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      processes.push(
        await startServerProcess(port, {
          REDIS_URL: redis.url,
          DATABASE_URL: database,
          PUBLIC_ADDRESS: `127.0.0.1:${port}`,
          PROCESS_NAME: `delay-${i}`,
          JWT_SECRET,
          DATA_DIR: await tempDataDir(),
          BCRYPT_ROUNDS: "4",
          BOT_DELAY_MS: "0",
          ALLOW_TEST_SEED: "1",
          SPECTATOR_DELAY_MOVES: String(DELAY),
          MESSAGE_RATE_PER_SECOND: "100000",
          MESSAGE_BURST: "100000",
        }),
      );
    }
  });

  after(async () => {
    for (const room of rooms) await room.leave(true).catch(() => undefined);
    for (const p of processes) await p.stop("SIGTERM");
    await redis?.stop();
  });

  it("lists whose move it is as the mirror shows it on every process; the player's lobby on the other shows it live", async () => {
    const url = (via: number) => `http://127.0.0.1:${processes[via]!.port}`;
    await listingsFollowTheMirror(
      {
        processes: 2,
        client(token, via) {
          const client = new Client(`ws://127.0.0.1:${processes[via]!.port}`);
          if (token) client.auth.token = token;
          return client;
        },
        async get(route, via) {
          const res = await fetch(`${url(via)}${route}`);
          return { status: res.status, body: (await res.json()) as Record<string, unknown> };
        },
        async register(username, via) {
          const res = await fetch(`${url(via)}/auth/register`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username, password: PASSWORD, confirmPassword: PASSWORD }),
          });
          const body = (await res.json()) as { token?: string };
          if (!body.token) throw new Error(`register ${username}: ${JSON.stringify(body)}`);
          return body.token;
        },
      },
      rooms,
      "x",
    );
  });
});
