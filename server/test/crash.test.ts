// The crash test, once per storage backend: `npm start`'s entry, built, as a real process, two seeded games played over the wire by colyseus.js
// clients, and `kill -9` at random moments (right after a reply, with a command in flight, during a burst of
// registrations). After every kill the game logs on disk must hold every command that was answered "success", each
// player's view after the restart must equal the view the acknowledged commands give, every account answered
// "success" must log in, and at the end both games are played to their end.
import assert from "node:assert/strict";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { Client, type Room } from "colyseus.js";
import { applyCommand, legalActions, newGame, playerView, type Command, type GameState, type LoggedCommand, type PlayerColor } from "../../shared-rules/src/index.js";
import { viewFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import pg from "pg";
import type { GameRecord } from "../src/domain/records.js";
import { startServerProcess, type ServerCode, type ServerProcess } from "../../scripts/infra/serverProcess.js";
import { readLog } from "../src/storage/logGameStore.js";
import { readGame } from "../src/storage/postgres/pgGameStore.js";
import { payloadOf, pickMove } from "./autoplay.js";
import { askOnce, essence } from "./mirroredGame.js";
import { TEST_PASSWORD, clientFor, post, serverAt, tempDataDir, until, type ServerAddress } from "../../test-kit/index.js";
import { buildServerForTest, type ServerBuild } from "../../test-kit/serverBuild.js";
import { freshDatabase } from "./postgresKit.js";

/** Sessions on the test's database other than the test's own: the server's, while any of them lives. */
const OTHER_BACKENDS = "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()";

const KILLS = Number(process.env.CRASH_KILLS ?? 20);

/** Where the server under test keeps its games, and how the test reads them back while the server is down. */
interface Backend {
  name: string;
  /** Settings for the server process (DATA_DIR is always a fresh folder). */
  prepare(dataDir: string): Promise<Record<string, string>>;
  stored(dataDir: string, gameId: string): Promise<GameRecord | undefined>;
  close(): Promise<void>;
}

const embedded: Backend = {
  name: "embedded game logs",
  async prepare() {
    return {};
  },
  async stored(dataDir, gameId) {
    return (
      (await readLog(path.join(dataDir, "games", `${gameId}.log`)))?.record ??
      (await readLog(path.join(dataDir, "games", "finished", `${gameId}.log`)))?.record
    );
  },
  async close() {},
};

function postgres(): Backend {
  let client: pg.Client | null = null;
  return {
    name: "PostgreSQL",
    async prepare() {
      const url = await freshDatabase();
      client = new pg.Client({ connectionString: url });
      await client.connect();
      return { DATABASE_URL: url };
    },
    async stored(_dataDir, gameId) {
      // The killed server's last COMMIT may still be running in its PostgreSQL backend: PostgreSQL finishes a
      // statement it has received before it notices the closed socket. Read only once those backends are gone, so the
      // test sees what a restarted server will read.
      for (let waited = 0; Number((await client!.query(OTHER_BACKENDS)).rows[0].count) > 0; waited += 20) {
        if (waited > 60_000) throw new Error("the killed server's database sessions did not end");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return readGame(client!, gameId);
    },
    async close() {
      await client?.end();
    },
  };
}
const trace = process.env.CRASH_TRACE ? (...what: unknown[]) => console.log("      ·", ...what) : () => {};

/** A deterministic pseudo-random source, so a failing run can be repeated (CRASH_SEED). */
function randomSource(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

interface Seat {
  username: string;
  token: string;
  client: Client;
  room: Room | null;
}

/** One game as the test knows it: only what the server acknowledged. */
interface Game {
  id: string;
  seed: number;
  colors: PlayerColor[];
  seats: Seat[];
  acknowledged: LoggedCommand[];
  state: GameState;
}

/** The server under test, started again after every kill with the same settings, on the port its first start got. */
class ServerUnderTest {
  private running: ServerProcess | null = null;
  private port = 0;

  constructor(
    private readonly dataDir: string,
    private readonly settings: Record<string, string>,
    private readonly code: ServerCode,
  ) {}

  get address(): ServerAddress {
    return serverAt(this.port);
  }

  get child(): ChildProcess | null {
    return this.running?.child ?? null;
  }

  /** What the running process printed (for a failure's report). */
  output(): string {
    return this.running?.output() ?? "";
  }

  async start(): Promise<void> {
    this.running = await startServerProcess(this.port, {
      ...this.settings,
      DATA_DIR: this.dataDir,
      BCRYPT_ROUNDS: "4",
      JWT_SECRET: "crash-test-secret-crash-test-secret-crash-test",
      ALLOW_TEST_SEED: "1",
      RECONNECT_SECONDS: "3600", // no bot takes a seat while its player is between two kills
      LOGIN_MAX_FAILURES: "100000",
      LOGIN_MAX_FAILURES_PER_ADDRESS: "100000",
      // The test plays at full speed from one connection per seat, far above a person's pace (as every test server
      // does; the security tests check the budget itself).
      MESSAGE_RATE_PER_SECOND: "100000",
      MESSAGE_BURST: "100000",
    }, undefined, [], this.code);
    this.port = this.running.port;
  }

  /** kill -9, then wait until the process is gone. */
  async kill(): Promise<void> {
    await this.running?.stop("SIGKILL");
  }
}

describe("crash test", function () {
  // The server's code is built once for the file: 2 × (KILLS + 1) process starts run it with plain node (the point is a
  // real process killed, which a build is as much as tsx's is), each far cheaper than a start through tsx.
  let build: ServerBuild | undefined;
  before(async function () {
    this.timeout(180_000); // esbuild over the server's sources: seconds, more on a loaded machine
    build = await buildServerForTest();
  });
  after(async () => {
    await build?.remove();
  });

  for (const backend of [embedded, postgres()]) describe(`server (${backend.name}): kill -9 at random moments loses no acknowledged command`, function () {
    this.timeout(20 * 60_000);
    const random = randomSource(Number(process.env.CRASH_SEED ?? 20261123));
    let dataDir: string;
    let server: ServerUnderTest;
    const games: Game[] = [];
    const accounts = new Map<string, string>(); // username → password, every one answered "success"
    const figures = { kills: 0, acknowledged: 0, lost: 0, accounts: 0, inFlightKept: 0 };

    before(async () => {
      dataDir = await tempDataDir();
      server = new ServerUnderTest(dataDir, await backend.prepare(dataDir), build!.code);
      await server.start();
    });

    afterEach(function () {
      // a refused or dropped request says little by itself: the server's last lines say why
      if (this.currentTest?.state === "failed") console.log(`      the server's last output:\n${server?.output().split("\n").slice(-40).join("\n")}`);
    });

    after(async () => {
      for (const game of games) for (const seat of game.seats) void seat.room?.leave().catch(() => {});
      await server?.kill();
      await backend.close();
      console.log(
        `      crash test (${backend.name}): kills ${figures.kills}, commands acknowledged ${figures.acknowledged}, in-flight commands kept ${figures.inFlightKept}, ` +
          `accounts acknowledged ${figures.accounts}, lost ${figures.lost}`,
      );
    });

    async function register(username: string): Promise<string> {
      const answer = await post(server.address, "/auth/register", { username, password: TEST_PASSWORD });
      assert.equal(answer.body.description, "success", JSON.stringify(answer.body));
      accounts.set(username, TEST_PASSWORD);
      figures.accounts += 1;
      return answer.body.token as string;
    }

    async function connect(game: Game, seat: number): Promise<Room> {
      const person = game.seats[seat];
      const room = await person.client.joinById(game.id, {});
      room.onMessage("*", () => {});
      person.room = room;
      return room;
    }

    async function setUpGame(names: string[], seed: number, colors: PlayerColor[]): Promise<Game> {
      const seats: Seat[] = [];
      for (const username of names) {
        const token = await register(username);
        const client = clientFor(server.address, token);
        seats.push({ username, token, client, room: null });
      }
      const first = await seats[0].client.create("ttr", { gameName: `crash ${seed}`, color: colors[0], seed });
      first.onMessage("*", () => {});
      seats[0].room = first;
      for (let i = 1; i < seats.length; i++) {
        const room = await seats[i].client.joinById(first.roomId, { color: colors[i] });
        room.onMessage("*", () => {});
        seats[i].room = room;
      }
      trace("seated", first.roomId);
      const started = await askOnce(first, "startGame", {});
      trace("started", first.roomId);
      assert.equal(started.code, "ok");
      const start = newGame({ seed, colors });
      assert.ok(start.ok);
      const game: Game = { id: first.roomId, seed, colors, seats, acknowledged: [], state: start.state };
      games.push(game);
      return game;
    }

    function nextMove(game: Game): { seat: number; command: Command } | null {
      if (game.state.phase === "ended") return null;
      for (let seat = 0; seat < game.seats.length; seat++) {
        const legal = legalActions(game.state, seat);
        if (legal.length > 0) return { seat, command: pickMove(legal) };
      }
      return null;
    }

    function acknowledge(game: Game, seat: number, command: Command): void {
      const result = applyCommand(game.state, seat, command);
      assert.ok(result.ok, `the server accepted what the rules refuse: ${JSON.stringify(command)}`);
      game.state = result.state;
      game.acknowledged.push({ player: seat, command });
      figures.acknowledged += 1;
    }

    /** Plays one move and waits for its reply; with killOnReply the process dies the moment the reply arrives. */
    async function play(game: Game, killOnReply: boolean): Promise<boolean> {
      const move = nextMove(game);
      if (!move) return false;
      const room = game.seats[move.seat].room as Room;
      const answer = await askOnce(room, move.command.type, payloadOf(move.command), () => {
        if (killOnReply) server.child?.kill("SIGKILL");
      });
      assert.equal(answer.code, "ok", `${move.command.type}: ${answer.description}`);
      acknowledge(game, move.seat, move.command);
      return true;
    }

    /** After a kill: the log on disk holds every acknowledged command, maybe plus the one that was in flight. */
    async function checkDisk(game: Game, inFlight: { seat: number; command: Command } | null): Promise<void> {
      const stored = await backend.stored(dataDir, game.id);
      assert.ok(stored, `game ${game.id} is stored`);
      // (each entry also carries the time it was applied, for the turn clock: the commands are what is compared)
      const commands = stored.log.map(({ player, command }) => ({ player, command }));
      const kept = commands.slice(0, game.acknowledged.length);
      const lost = game.acknowledged.length - kept.length;
      figures.lost += lost;
      assert.deepEqual(kept, game.acknowledged, `game ${game.id}: ${lost} acknowledged commands lost`);
      const extra = commands.slice(game.acknowledged.length);
      assert.ok(extra.length <= 1, "at most the one command in flight is stored unacknowledged");
      if (extra.length === 1) {
        assert.ok(inFlight);
        assert.deepEqual(extra[0], { player: inFlight.seat, command: inFlight.command });
        figures.inFlightKept += 1;
        figures.acknowledged -= 1; // acknowledge() counts it; it was kept, not acknowledged
        acknowledge(game, inFlight.seat, inFlight.command);
      }
    }

    /** After the restart every seat rejoins and sees exactly what the acknowledged commands give. */
    async function checkViews(game: Game): Promise<void> {
      for (let seat = 0; seat < game.seats.length; seat++) {
        const room = await connect(game, seat);
        const expected = JSON.stringify(essence(playerView(game.state, seat)));
        const seen = () => {
          const state = room.state as unknown as Partial<WireState>;
          if (!state?.players || !state.routeOwners || !state.faceUp) return "(not synced yet)";
          const view = viewFromWire(state as WireState, seat);
          return view ? JSON.stringify(essence(view)) : "(not synced yet)";
        };
        await until(() => seen() === expected, `seat ${seat} of ${game.id} sees the acknowledged state\n${seen()}\n${expected}`, 30_000).catch(() => {
          assert.equal(seen(), expected);
        });
      }
    }

    async function killAndRestart(inFlight: Map<Game, { seat: number; command: Command } | null>): Promise<void> {
      await server.kill();
      figures.kills += 1;
      for (const game of games) {
        for (const seat of game.seats) {
          seat.room?.removeAllListeners();
          seat.room = null;
        }
        await checkDisk(game, inFlight.get(game) ?? null);
      }
      trace("disk checked");
      await server.start();
      trace("restarted");
      for (const game of games) await checkViews(game);
      trace("views checked");
    }

    it(`keeps every acknowledged command and account through ${KILLS} kills, and the games still finish`, async () => {
      await setUpGame(["crash_a1", "crash_a2"], 4242, ["red", "blue"]);
      await setUpGame(["crash_b1", "crash_b2", "crash_b3"], 777, ["green", "yellow", "black"]);
      for (let round = 0; round < KILLS; round++) {
        const mode = round % 4;
        trace("round", round, "mode", mode);
        const inFlight = new Map<Game, { seat: number; command: Command } | null>();
        if (mode === 0 || mode === 1) {
          // Moves in both games, then kill the moment a reply arrives (mode 0) or with a command in flight (mode 1).
          const moves = 1 + Math.floor(random() * 10);
          for (let i = 0; i < moves; i++) for (const game of games) await play(game, false);
          const game = games[Math.floor(random() * games.length)];
          if (mode === 0 && nextMove(game)) {
            await play(game, true);
          } else {
            const move = nextMove(game);
            if (move) {
              inFlight.set(game, move);
              (game.seats[move.seat].room as Room).send(move.command.type, payloadOf(move.command));
              await new Promise((r) => setTimeout(r, Math.floor(random() * 5)));
            }
          }
        } else if (mode === 2) {
          // Both games send at once (one tick, one group commit), and the process dies after the first reply.
          const moves = games.flatMap((game) => {
            const move = nextMove(game);
            return move ? [{ game, move }] : [];
          });
          let first = true;
          const replies = moves.map(({ game, move }) => {
            inFlight.set(game, move);
            return askOnce(game.seats[move.seat].room as Room, move.command.type, payloadOf(move.command), () => {
              if (first) server.child?.kill("SIGKILL");
              first = false;
            }).then((answer) => {
              if (answer.code === "ok") {
                inFlight.set(game, null);
                acknowledge(game, move.seat, move.command);
              }
            });
          });
          await Promise.race([Promise.all(replies), new Promise((r) => server.child?.once("exit", r))]);
          await new Promise((r) => setTimeout(r, 50)); // replies already in the socket buffer are read
        } else {
          // A burst of registrations; the process dies after the third success.
          let successes = 0;
          const burst = Array.from({ length: 15 }, (_, i) =>
            post(server.address, "/auth/register", { username: `burst_${round}_${i}`, password: TEST_PASSWORD })
              .then((answer) => {
                if (answer.body.description === "success") {
                  accounts.set(`burst_${round}_${i}`, TEST_PASSWORD);
                  figures.accounts += 1;
                  successes += 1;
                  if (successes === 3) server.child?.kill("SIGKILL");
                }
              })
              .catch(() => {}),
          );
          await Promise.all(burst);
        }
        await killAndRestart(inFlight);
      }

      // Seated players are connected (a second login is refused while they are); their games prove their accounts.
      for (const [username, password] of [...accounts].filter(([name]) => name.startsWith("burst_"))) {
        const login = await post(server.address, "/auth/login", { username, password });
        assert.equal(login.body.description, "success", `account ${username} was acknowledged and must log in`);
      }
      for (const game of games) {
        while (await play(game, false));
        assert.equal(game.state.phase, "ended");
      }
      await until(() => games.every((g) => g.seats.every((s) => (s.room?.state as unknown as WireState | undefined)?.phase === "ended")), "games end", 30_000);
      assert.equal(figures.lost, 0);
      assert.ok(figures.kills >= KILLS);
    });
  });
});
