// A backup taken while people play, and a restore that a new server opens, on each storage backend (docs/DEPLOY.md,
// "Backup and restore"): `npm run backup` (scripts/backup.ts: pg_dump, DATA_DIR copied in its order) runs as its own
// process while moves are being made; the backup is restored into a fresh DATA_DIR (and a fresh database with
// pg_restore, as the docs say); the new server has the accounts, the finished game's record, and the game in play with
// every move acknowledged before the backup began, which is then played to its end.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Room } from "colyseus.js";
import type { LoggedCommand } from "../../shared-rules/src/index.js";
import { postgresTool } from "../../scripts/backup.js";
import { ask, get, logIn, nextMessage, registerUser, sleep, startServer, tempDataDir, until, type TestServer } from "../../test-kit/index.js";
import { playOneMove, playToEnd, serverRoom } from "./autoplay.js";
import { DATABASE_BACKENDS, freshDatabase } from "./postgresKit.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

/** The game goes on during the backup, but ends well after it (a two-player game is ~150 commands). */
const MOVES_DURING_BACKUP = 40;
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** `npm run backup` as the operator runs it, in its own process; resolves with its exit code once it has finished. */
function runBackup(dataDir: string, databaseUrl: string | undefined, to: string): { exited: Promise<number | null>; done: () => boolean } {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const args = ["--import", "tsx", path.join(ROOT, "scripts/backup.ts"), "--to", to, ...(databaseUrl ? ["--database-url", databaseUrl] : [])];
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"] });
  let finished = false;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => { finished = true; resolve(code); }));
  return { exited, done: () => finished };
}

const commandsOf = (log: LoggedCommand[]) => log.map((entry) => JSON.stringify({ player: entry.player, command: entry.command }));

for (const { name, database } of DATABASE_BACKENDS) describe(`server (${name}): backup while playing, restore, play on`, function () {
  this.timeout(240_000);
  let databaseUrl: string | undefined;
  let ts: TestServer;
  let gameId: string;
  let finishedId: string;
  let finishedCommands: number;
  let acknowledgedBeforeBackup: number;
  let movesDuringBackup = 0;
  let finalLog: string[];
  let backupDir: string;

  before(async () => {
    databaseUrl = await database();
    ts = await startServer({ dataDir: await tempDataDir(), databaseUrl });
    const alice = await registerUser(ts, "alice");
    const bobby = await registerUser(ts, "bobby");
    // A game played to its end before the backup: its record must survive.
    const fa = await alice.client.create("ttr", { gameName: "Already over", color: "red", seed: 77 });
    finishedId = fa.roomId;
    const fb = await bobby.client.joinById(finishedId, { color: "blue" });
    for (const r of [fa, fb]) r.onMessage("*", () => {});
    assert.equal((await ask(fa, "startGame")).code, "ok");
    await playToEnd(finishedId, new Map([[0, fa], [1, fb]]));
    finishedCommands = serverRoom(finishedId).game.record.log.length;
    await Promise.all([fa.leave(), fb.leave()]);
    // The game in play while the backup runs.
    const ra = await alice.client.create("ttr", { gameName: "Played through the backup", color: "red", seed: 4321 });
    gameId = ra.roomId;
    const rb = await bobby.client.joinById(gameId, { color: "blue" });
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    assert.equal((await ask(ra, "startGame")).code, "ok");
    const seats = new Map([[0, ra], [1, rb]]);
    for (let i = 0; i < 10; i++) await playOneMove(gameId, seats);

    backupDir = path.join(await tempDataDir(), "backup");
    // Every move answered before the backup starts is in it; those answered while it runs may be or not.
    acknowledgedBeforeBackup = serverRoom(gameId).game.record.log.length;
    const backup = runBackup(ts.dataDir, databaseUrl, backupDir);
    // Moves go on until the backup has finished (at most a few dozen, so that the game is still on afterwards).
    while (!backup.done() && movesDuringBackup < MOVES_DURING_BACKUP) {
      if (await playOneMove(gameId, seats)) movesDuringBackup++;
      else await sleep(5); // nobody's move yet: let the event loop see the backup's exit
    }
    assert.equal(await backup.exited, 0);
    for (let i = 0; i < 5; i++) await playOneMove(gameId, seats); // after the backup: lost by the restore
    finalLog = commandsOf(serverRoom(gameId).game.record.log);
    await ts.server.shutdown();
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("moves were being made while the backup ran", () => {
    assert.ok(movesDuringBackup > 0, "the game went on during the backup");
  });

  it("a fresh server opens the restored backup: accounts, the finished game, the game in play up to the backup", async () => {
    const restoredDataDir = path.join(await tempDataDir(), "restored");
    await fs.cp(path.join(backupDir, "data"), restoredDataDir, { recursive: true });
    let restoredUrl: string | undefined;
    if (databaseUrl) {
      // docs/DEPLOY.md: an empty database, then pg_restore of the dump.
      restoredUrl = await freshDatabase();
      execFileSync(postgresTool("pg_restore"), ["--exit-on-error", "--no-owner", "--dbname", restoredUrl, path.join(backupDir, "database.dump")], { stdio: ["ignore", "inherit", "inherit"] });
    }
    ts = await startServer({ dataDir: restoredDataDir, databaseUrl: restoredUrl });
    const restored = commandsOf(serverRoom(gameId).game.record.log);
    assert.ok(restored.length >= acknowledgedBeforeBackup, `${restored.length} commands restored, ${acknowledgedBeforeBackup} acknowledged before the backup`);
    assert.ok(restored.length < finalLog.length, "the moves made after the backup are not in it");
    assert.deepEqual(restored, finalLog.slice(0, restored.length), "the restored log is the game's own, up to a point");
    const record = await get(ts, `/api/games/${finishedId}/record`);
    assert.equal(record.status, 200, "the finished game's record is served (it is only for ended games)");
    assert.equal(record.body.gameName, "Already over");
    assert.equal((record.body.log as unknown[]).length, finishedCommands);
  });

  it("the restored game is played to its end by its players, logged in with their passwords", async () => {
    const alice = await logIn(ts, "alice");
    const bobby = await logIn(ts, "bobby");
    const ra: Room = await alice.client.joinById(gameId, {});
    const rb: Room = await bobby.client.joinById(gameId, {});
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    await until(() => [...(ra.state as any).players ?? []].every((p: any) => p.connected), "both connected");
    const ended = nextMessage<any>(rb, "gameEnded", 60_000);
    await playToEnd(gameId, new Map([[0, ra], [1, rb]]));
    assert.equal((await ended).players.length, 2);
    assert.equal(serverRoom(gameId).game.record.status, "ended");
  });
});
