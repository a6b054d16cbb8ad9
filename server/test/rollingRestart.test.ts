// A deploy while people play: a cluster of two processes (Redis + PostgreSQL) with games of remote seats (colyseus.js
// clients playing as the load test does, bots/src/remoteSeat.ts) and server bots; each process in turn gets SIGTERM
// and is started again. The stopping process takes no new rooms, sends what it acknowledged, closes its clients with
// SERVER_RESTART_CLOSE (server/src/room/restartDrain.ts) and saves; restarted, it opens its games again and every
// client joins back by itself. Checked: no acknowledged command lost (each seat's acknowledged commands are in its
// game's stored log, in order), every game finishes, every dropped client is back (counted, and within 10 s of its
// process's restart, the bound), and nothing went wrong but the counted reconnects.
import assert from "node:assert/strict";
import pg from "pg";
import type { Room } from "colyseus.js";
import { startServerProcess } from "../../scripts/infra/serverProcess.js";
import { SERVER_RESTART_CLOSE, seatFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import { PLAYER_COLORS } from "../../shared-rules/src/index.js";
import { RemoteSeat, type SetupCommand } from "../../bots/src/remoteSeat.js";
import type { Command } from "../../shared-rules/src/index.js";
import { readGame } from "../src/storage/postgres/pgGameStore.js";
import { registerUser, serverAt, startTestCluster, until, type TestCluster } from "../../test-kit/index.js";

const GAMES = 4;
const PEOPLE_PER_GAME = 3;
/** A person's mean think time: games last long enough for both restarts to fall inside them. */
const THINK_MS = Number(process.env.ROLLING_THINK_MS ?? 250);
/** The bound: every client back within 10 s of its process's restart (a functional bound, generous here). */
const BACK_WITHIN_MS = 10_000;
/** What a server prints when its shutdown went wrong (Redis gone, a save that failed, a game not reopened). */
const SERVER_TROUBLE = /Unhandled error|MaxRetriesPerRequestError|shutdown failed|could not (restore|close|save)|error during shutdown/i;

interface Seat {
  game: number;
  username: string;
  remote: RemoteSeat;
  /** Commands the server answered "ok" (game commands only: the set-up steps are not logged as commands). */
  acknowledged: Command[];
  /** performance.now() of each return after a drop. */
  backAt: number[];
  /** The close code of each drop it came back from. */
  closeCodes: number[];
  done: boolean;
}

/** JSON with sorted keys: PostgreSQL's jsonb does not keep a command's key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

const isSetup = (command: Command | SetupCommand): command is SetupCommand => command.type === "startGame" || command.type === "addAI";

describe("server: rolling restart of a cluster under load (SIGTERM, start again, every client back)", function () {
  this.timeout(600_000);
  let cluster: TestCluster | undefined;
  let db: pg.Client | undefined;

  after(async () => {
    await db?.end();
    await cluster?.stop();
  });

  it("restarts each process in turn while people and bots play: 0 acknowledged commands lost, every game ends, every client back", async () => {
    cluster = await startTestCluster("rolling", 2, {
      RECONNECT_SECONDS: "600", // a seat waits for its person; no bot takes it over during a restart
      // Every test client comes from 127.0.0.1, as if behind one NAT: the per-address bound on failed game lookups
      // (a join while the game's process restarts is one) is lifted; the per-account bound stays the default.
      LOOKUP_MAX_FAILURES_PER_ADDRESS: "100000",
      REGISTER_MAX_PER_ADDRESS: "100000",
    });
    const { processes, settings } = cluster;
    db = new pg.Client({ connectionString: settings[0]!.DATABASE_URL });
    await db.connect();

    // The load: GAMES games of PEOPLE_PER_GAME remote seats and one server bot, each seat talking to one of the two
    // processes in turn (the matchmaker sends it to the game's process).
    const seats: Seat[] = [];
    const gameIds: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      let roomId = "";
      for (let j = 0; j < PEOPLE_PER_GAME; j++) {
        const port = processes[(g + j) % processes.length]!.port;
        const user = await registerUser(serverAt(port), `roll${g}p${j}`);
        const room: Room = j === 0 ? await user.client.create("ttr", { gameName: `Rolling ${g}`, color: PLAYER_COLORS[0], spectatorDelay: false }) : await user.client.joinById(roomId, { color: PLAYER_COLORS[j] });
        roomId ||= room.roomId;
        const seat: Seat = { game: g, username: user.username, remote: undefined!, acknowledged: [], backAt: [], closeCodes: [], done: false };
        seat.remote = new RemoteSeat(room, {
          username: user.username,
          difficulty: "medium",
          seed: g * 10 + j + 1,
          thinkMs: () => THINK_MS * (0.5 + Math.random()),
          groupSize: PEOPLE_PER_GAME,
          aiSeats: 1,
          isHost: j === 0,
          client: user.client,
          onBack: (closeCode) => {
            seat.backAt.push(performance.now());
            seat.closeCodes.push(closeCode);
          },
          onAcknowledged: (command) => {
            if (!isSetup(command)) seat.acknowledged.push(command);
          },
        });
        void seat.remote.done.then(() => (seat.done = true));
        seats.push(seat);
      }
      gameIds.push(roomId);
    }
    const phaseOf = (seat: Seat) => (seat.remote.room.state as Partial<WireState>).phase;
    await until(() => seats.every((s) => s.acknowledged.length >= 2), "every seat plays", 120_000);

    const ownerOf = async (gameId: string) => (await db!.query<{ owner: string }>("SELECT owner FROM games WHERE id = $1", [gameId])).rows[0]?.owner;
    const owners: (string | undefined)[] = [];
    for (const gameId of gameIds) owners.push(await ownerOf(gameId));
    const backTimes: number[] = [];
    for (let p = 0; p < processes.length; p++) {
      const hosted = seats.filter((s) => owners[s.game] === settings[p]!.PROCESS_NAME);
      const live = hosted.filter((s) => !s.done && phaseOf(s) !== "ended");
      assert.ok(live.length > 0, `process ${p} hosts a game in play when it is restarted (owners: ${owners.join(", ")})`);
      const sigtermAt = performance.now();
      const exitCode = await processes[p]!.stop("SIGTERM");
      assert.equal(exitCode, 0, `process ${p} stops cleanly:\n${processes[p]!.output()}`);
      assert.doesNotMatch(processes[p]!.output(), SERVER_TROUBLE);
      processes[p] = await startServerProcess(processes[p]!.port, settings[p]!);
      const restartedAt = performance.now();
      // Every seat of its games either saw its game end before the stop reached it, or is back in it.
      const backAfterStop = (s: Seat) => s.backAt.some((t) => t > sigtermAt);
      await until(() => hosted.every((s) => s.done || backAfterStop(s)), `every client of process ${p} is back`, 120_000);
      for (const s of hosted.filter(backAfterStop)) backTimes.push(Math.max(0, s.backAt.find((t) => t > sigtermAt)! - restartedAt));
      assert.ok(live.some(backAfterStop), `the clients of process ${p}'s games in play came back`);
    }

    await until(() => seats.every((s) => s.done), "every game ends", 300_000);
    for (const s of seats) {
      assert.deepEqual(s.remote.stats.errors, [], `${s.username} had no error`);
      assert.equal(phaseOf(s), "ended", `${s.username}'s game ended`);
    }
    for (const p of processes) assert.doesNotMatch(p.output(), SERVER_TROUBLE);

    // Every acknowledged command is in its game's stored log, as its seat's own move, in the order it was made.
    let lost = 0;
    for (const s of seats) {
      const record = await readGame(db, gameIds[s.game]!);
      assert.equal(record?.status, "ended", `game ${s.game} is stored as ended`);
      const seat = seatFromWire(s.remote.room.state as WireState);
      const logged = record!.log.filter((e) => e.player === seat && e.by === undefined).map((e) => canonical(e.command));
      let at = 0;
      for (const command of s.acknowledged) {
        const found = logged.indexOf(canonical(command), at);
        if (found < 0) lost++;
        else at = found + 1;
      }
    }
    const acknowledged = seats.reduce((n, s) => n + s.acknowledged.length, 0);
    const reconnects = seats.reduce((n, s) => n + s.remote.stats.reconnects, 0);
    const maxBack = Math.max(...backTimes);
    console.log(
      `      rolling restart: ${GAMES} games (${seats.length} people, ${GAMES} server bots), 2 processes restarted in turn; ` +
        `${acknowledged} acknowledged commands, ${lost} lost; ${reconnects} reconnects (${backTimes.length} clients back after a restart); ` +
        `time back after its process's restart: max ${Math.round(maxBack)} ms, median ${Math.round(backTimes.sort((a, b) => a - b)[Math.floor(backTimes.length / 2)]!)} ms`,
    );
    assert.equal(lost, 0, "no acknowledged command lost");
    assert.equal(reconnects, backTimes.length, "every reconnect is one of the restarts' (no other drop)");
    for (const s of seats) for (const code of s.closeCodes) assert.equal(code, SERVER_RESTART_CLOSE, `${s.username} was told its process is restarting`);
    assert.ok(maxBack <= BACK_WITHIN_MS, `every client back within ${BACK_WITHIN_MS} ms of its process's restart (max ${Math.round(maxBack)} ms)`);
  });
});
