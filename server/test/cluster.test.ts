// Several server processes behind one matchmaker (Colyseus' Redis presence + Redis driver) sharing one
// PostgreSQL, as separate OS processes with a real redis-server and a real postgres: the lobby of one lists the
// rooms of the other, players on different processes play one game, a dropped player comes back through the
// other process, a process killed mid-game gets its games back when it restarts, and spectators arriving through
// either process watch a game through its delayed mirror (which lives in the game's process).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { Client, type Room } from "colyseus.js";
import pg from "pg";
import { startServerProcess, type ServerProcess } from "../../scripts/infra/serverProcess.js";
import { SERVER_ERR, SESSION_END_CLOSE, joinAsSpectator, viewFromWire, watchRoomIdOf, type WireState } from "../../shared-rules/protocol/index.js";
import { playerView } from "../../shared-rules/src/index.js";
import { TEST_PASSWORD, clientFor, refusedWith, registerUser, serverAt, startTestCluster, until, type TestCluster } from "../../test-kit/index.js";
import { watchLobby } from "./lobbyWatch.js";
import { askOnce, connectedSeat, essence, MirroredGame } from "./mirroredGame.js";

async function ownerOf(databaseUrl: string, gameId: string): Promise<string | undefined> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ owner: string }>("SELECT owner FROM games WHERE id = $1", [gameId])).rows[0]?.owner;
  } finally {
    await db.end();
  }
}

/** Registers through the process on `port`; the new account's token. */
const register = async (port: number, username: string) => (await registerUser(serverAt(port), username)).token;

const SPECTATOR_DELAY = 2;

const ws = (p: ServerProcess) => serverAt(p.port).wsUrl;
const clientOn = (p: ServerProcess, token: string) => clientFor(serverAt(p.port), token);
const phaseOf = (room: Room) => (room.state as unknown as Partial<WireState>).phase;

describe("server: several processes on Redis and PostgreSQL (scale-out)", function () {
  this.timeout(600_000);
  let cluster: TestCluster | undefined;
  let settings: Record<string, string>[] = [];
  let processes: ServerProcess[] = [];
  const rooms: Room[] = [];

  before(async () => {
    cluster = await startTestCluster("test", 2, {
      SPECTATOR_DELAY_MOVES: String(SPECTATOR_DELAY), // games that do not test it turn it off when created
      RECONNECT_SECONDS: "600",
      LOGIN_MAX_FAILURES: "4",
    });
    // The cluster's own arrays: a process started again in a test is the one stopped at the end.
    ({ settings, processes } = cluster);
  });

  after(async () => {
    for (const room of rooms) if (room.connection.isOpen) void room.leave(true).catch(() => {});
    await cluster?.stop();
  });

  it("lists a game created on one process in the lobby of the other, and sends a spectator there", async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const lobby = await new Client(ws(a)).joinOrCreate("lobby");
    rooms.push(lobby);
    const listing = watchLobby(lobby);

    const host = new Client(ws(b));
    host.auth.token = await register(b.port, "hostonb");
    const game = await host.create("ttr", { gameName: "Made on B", color: "red", spectatorDelay: false });
    rooms.push(game);
    await until(() => listing.get(game.roomId)?.metadata.host === "hostonb", "the lobby on A lists B's game with its host", 60_000);
    assert.equal(listing.get(game.roomId)?.metadata.gameName, "Made on B");

    // joinById on A: A's matchmaker reserves the seat on B and hands back B's public address
    const spectator = await new Client(ws(a)).joinById(game.roomId, { spectator: true });
    rooms.push(spectator);
    await until(() => (spectator.state as { players?: { length: number } }).players?.length === 1, "the spectator sees the table", 60_000);
    await until(() => listing.get(game.roomId)?.metadata.spectators === 1, "the lobby on A counts the spectator", 60_000);

    await spectator.leave(true);
    await until(() => listing.get(game.roomId)?.metadata.spectators === 0, "the lobby on A sees the spectator go", 60_000);
  });

  it("holds one live session per user across processes: a login on one process closes the connection held through the other, and so does a logout", async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const token = await register(a.port, "onlyonce");
    const lobby = await clientOn(a, token).joinOrCreate("lobby");
    rooms.push(lobby);
    const login = (p: ServerProcess) =>
      fetch(`http://127.0.0.1:${p.port}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "onlyonce", password: TEST_PASSWORD }),
      }).then(async (res) => (await res.json()) as { description: string; token?: string });
    let closedWith: number | null = null;
    lobby.onLeave((code) => (closedWith = code));
    const second = await login(b);
    assert.equal(second.description, "success", "the owner's login on B takes the account over");
    await until(() => closedWith !== null, "the login on B closes the lobby connection held through A", 60_000);
    assert.equal(closedWith, SESSION_END_CLOSE.signedInElsewhere, "and tells it why");

    const again = await clientOn(a, second.token as string).joinOrCreate("lobby");
    rooms.push(again);
    let closedAgain: number | null = null;
    again.onLeave((code) => (closedAgain = code));
    const logout = await fetch(`http://127.0.0.1:${b.port}/auth/logout`, { method: "POST", headers: { authorization: `Bearer ${second.token}` } });
    assert.equal(((await logout.json()) as { description: string }).description, "success");
    await until(() => closedAgain !== null, "the logout on B closes the lobby connection held through A", 60_000);
    assert.equal(closedAgain, SESSION_END_CLOSE.loggedOut);
    assert.equal((await login(b)).description, "success", "and the user may log in again");
  });

  it("counts failed logins across processes: the limit holds wherever the guesses land", async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    await register(a.port, "guessme");
    const wrongLogin = async (p: ServerProcess) =>
      (
        await fetch(`http://127.0.0.1:${p.port}/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "guessme", password: "wrong-password" }),
        })
      ).status;
    // LOGIN_MAX_FAILURES = 4 per (username, address): two guesses on each process use it up.
    for (const p of [a, b, a, b]) assert.equal(await wrongLogin(p), 401);
    assert.equal(await wrongLogin(a), 429, "the fifth guess is refused, although A itself saw only two");
    assert.equal(await wrongLogin(b), 429);
  });

  it("plays one game with players on both processes; a dropped player returns through the other process; a killed process gets its game back", async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const lobby = await new Client(ws(b)).joinOrCreate("lobby");
    rooms.push(lobby);
    const listing = watchLobby(lobby);

    // Accounts are shared: registered on one process, valid on the other.
    const annToken = await register(b.port, "annona");
    const benToken = await register(a.port, "benonb");
    const ann = clientOn(a, annToken);
    const ben = clientOn(b, benToken);

    const game = new MirroredGame(20261123, ["red", "blue"]);
    const seats: Room[] = [await ann.create("ttr", { gameName: "Across", color: "red", seed: game.seed, spectatorDelay: false })];
    const gameId = seats[0]!.roomId;
    await until(() => listing.get(gameId)?.metadata.players.length === 1, "B's lobby lists A's new game", 60_000);
    seats.push(await ben.joinById(gameId, { color: "blue" }));
    for (const room of seats) room.onMessage("*", () => {});
    await until(() => listing.get(gameId)?.metadata.players.length === 2, "B's lobby sees it fill up", 60_000);
    assert.equal((await askOnce(seats[0]!, "startGame", {})).code, "ok");
    await until(() => listing.get(gameId)?.metadata.status === "playing", "B's lobby sees it start", 60_000);

    const roomOf = (seat: number) => seats[seat]!;
    for (let i = 0; i < 20; i++) await game.playOne(roomOf);

    // Ben's connection drops (not a consented leave); he comes back through process A to the same seat, with his
    // login (the reconnection token alone takes no seat back).
    const token = seats[1]!.reconnectionToken;
    await seats[1]!.leave(false);
    await until(() => connectedSeat(seats[0]!, 1) === false, "Ann sees Ben disconnected", 60_000);
    await assert.rejects(new Client(ws(a)).reconnect(token), refusedWith(SERVER_ERR.reconnectLoginRequired));
    seats[1] = await clientOn(a, benToken).reconnect(token);
    seats[1].onMessage("*", () => {});
    await until(() => connectedSeat(seats[0]!, 1) === true, "Ann sees Ben back", 60_000);
    for (let i = 0; i < 20; i++) await game.playOne(roomOf);

    // kill -9 the process that hosts the game (the matchmaker picked it: the record names it), then restart it
    // with the same PROCESS_NAME. The other process's lobby shows the game again once it is back.
    const owner = await ownerOf(settings[0]!.DATABASE_URL!, gameId);
    const hostIndex = settings.findIndex((s) => s.PROCESS_NAME === owner);
    assert.ok(hostIndex >= 0, `the game's owner ${owner} is one of the processes`);
    const other = processes[1 - hostIndex]!;
    await processes[hostIndex]!.stop("SIGKILL");
    processes[hostIndex] = await startServerProcess(processes[hostIndex]!.port, settings[hostIndex]!);
    // There is one lobby room in the cluster, on any process: a lobby client whose process died joins again.
    const watcher = await new Client(ws(other)).joinOrCreate("lobby");
    rooms.push(watcher);
    const otherListing = watchLobby(watcher);
    await until(() => otherListing.get(gameId)?.metadata.status === "playing", "the lobby lists the game again", 120_000).catch((error) => {
      throw new Error(`${error.message} (listed ${JSON.stringify([...otherListing.keys()])})\nrestarted process said:\n${processes[hostIndex]!.output()}`);
    });

    // Both players rejoin through the process that did not crash and see exactly every acknowledged move.
    for (let seat = 0; seat < 2; seat++) {
      const room = await clientOn(other, seat === 0 ? annToken : benToken).joinById(gameId, {});
      room.onMessage("*", () => {});
      seats[seat] = room;
      await until(() => game.seenBy(room, seat) === game.expectedFor(seat), `seat ${seat} sees the acknowledged state after the restart`, 60_000);
    }
    while (await game.playOne(roomOf));
    assert.ok(game.ended);
    await until(() => phaseOf(seats[0]!) === "ended" && phaseOf(seats[1]!) === "ended", "both players see the end", 60_000);
    await until(() => otherListing.get(gameId)?.metadata.status === "ended" || !otherListing.has(gameId), "the lobby sees it end", 60_000).catch((error) => {
      throw new Error(`${error.message} (host ${hostIndex}; listed: ${JSON.stringify(otherListing.get(gameId)?.metadata)})`);
    });
  });

  it("sends spectators on either process to the game's delayed mirror, which shows every move N behind and no hand", async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const game = new MirroredGame(20261124, ["red", "blue"]);
    const seats: Room[] = [await clientOn(a, await register(a.port, "delayann")).create("ttr", { gameName: "Watched", color: "red", seed: game.seed })];
    const gameId = seats[0]!.roomId;
    seats.push(await clientOn(b, await register(b.port, "delayben")).joinById(gameId, { color: "blue" }));
    rooms.push(...seats);
    for (const room of seats) room.onMessage("*", () => {});
    // One spectator through each process: whichever hosts the game, one of them is sent there from the other.
    const spectators: Room<WireState>[] = [];
    for (const p of [a, b]) {
      const client = new Client(ws(p));
      const room = await joinAsSpectator((id, options) => client.joinById<WireState>(id, options), gameId);
      room.onMessage("*", () => {});
      rooms.push(room);
      spectators.push(room);
      assert.equal(room.roomId, watchRoomIdOf(gameId), "the spectator is in the game's mirror, not in the game room");
    }
    await until(() => (seats[0]!.state as unknown as WireState).spectatorCount === 2, "the players count both spectators", 60_000);
    assert.equal((await askOnce(seats[0]!, "startGame", {})).code, "ok");

    const shown = (room: Room<WireState>) => {
      const state = room.state as Partial<WireState>;
      return state.players && state.routeOwners && state.faceUp && state.phase !== "waiting" ? state.stateVersion! - 1 : -1;
    };
    const seen = (room: Room<WireState>) => JSON.stringify(essence(viewFromWire(room.state as WireState, null)!));
    for (let i = 0; i < 16; i++) {
      await game.playOne((seat) => seats[seat]!);
      const target = Math.max(0, game.acknowledged.length - SPECTATOR_DELAY);
      for (const [n, room] of spectators.entries()) {
        await until(() => shown(room) >= target, `spectator ${n} shows move ${target}`, 60_000);
        assert.equal(shown(room), target, `spectator ${n} is never nearer than ${SPECTATOR_DELAY} moves to the game`);
        assert.equal(seen(room), JSON.stringify(essence(playerView(game.states[target]!, null))), `spectator ${n}'s view of move ${target}`);
        (room.state as WireState).players.forEach((p) => assert.equal(p.private, undefined, "no player's private part reaches a spectator"));
      }
    }
  });

  it("runs the Colyseus load test against both processes with 0 errors (every game has players on both)", async () => {
    const endpoints = processes.map(ws).join(",");
    const run = spawn(process.execPath, ["--import", "tsx", "loadtest/run.ts", "--endpoints", endpoints, "--numClients", "10", "--groupSize", "5", "--thinkMs", "0", "--seconds", "400"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let said = "";
    run.stdout.on("data", (d: Buffer) => (said += d.toString()));
    run.stderr.on("data", (d: Buffer) => (said += d.toString()));
    const code = await new Promise<number | null>((resolve) => run.once("exit", resolve));
    assert.equal(code, 0, said);
    assert.match(said, /successful connections 10, failed connections 0, errors 0, games finished by 10 clients/);
  });
});
