// The embedded store on a full disk: DATA_DIR on a 2 MB tmpfs the test mounts and fills. A person (over the wire)
// plays a whole game against two bots on a server process; twice the disk fills on the person's turn. A move sent
// then is not acknowledged, the players are told saving is paused, /readyz answers 503 and a registration 503; once
// space returns the move goes through without a restart (the recovery time is printed). The second time the server
// is killed (-9) while the disk is full and started again once there is space. Every acknowledged command is on
// disk, nothing the person was shown is lost, no log or users.json is left torn, and the game ends.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { GameRecord } from "../src/domain/records.js";
import { readLog } from "../src/storage/logGameStore.js";
import { AppendFile } from "../src/storage/appendFile.js";
import { startServerProcess, tempDataDir, type TestServerProcess } from "../../test-kit/index.js";
import { TEST_PASSWORD, until } from "../../test-kit/index.js";
import { PersonAgainstBots, httpStatuses, postCounted, readyz } from "./outageGame.js";

/** Mounts a small tmpfs at `dir`; false when this machine does not let us (not root, no mount). */
function mountSmallDisk(dir: string): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", dir], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Fills the disk to the last byte with a file of its own. */
function fill(dir: string): string {
  const filler = path.join(dir, "filler");
  const fd = fs.openSync(filler, "w");
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let size = chunk.length; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) fs.writeSync(fd, chunk, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

async function storedGame(dataDir: string, gameId: string): Promise<GameRecord> {
  const found =
    (await readLog(path.join(dataDir, "games", `${gameId}.log`)).catch(() => null)) ??
    (await readLog(path.join(dataDir, "games", "finished", `${gameId}.log`)).catch(() => null));
  assert.ok(found, `game ${gameId} is on disk`);
  return found.record;
}

/** Every line of a JSON-lines file parses (nothing was left half-written between two whole lines). */
function assertWholeLines(file: string): void {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  assert.equal(lines.at(-1), "", `${file} ends with a whole line`);
  for (const line of lines.slice(0, -1)) assert.doesNotThrow(() => JSON.parse(line), `${file}: a torn line: ${line.slice(0, 80)}`);
}

describe("embedded storage on a full disk: nothing unsaved is acknowledged, play resumes when space returns", function () {
  this.timeout(5 * 60_000);
  let dataDir: string;
  let mounted = false;
  let server: TestServerProcess | null = null;
  let person: PersonAgainstBots | null = null;
  const settings = (dir: string) => ({ DATA_DIR: dir, ALLOW_TEST_SEED: "1", BOT_DELAY_MS: "5", RECONNECT_SECONDS: "3600", MESSAGE_RATE_PER_SECOND: "100000", MESSAGE_BURST: "100000" });

  before(function () {
    return tempDataDir().then((dir) => {
      dataDir = dir;
      mounted = mountSmallDisk(dataDir);
      if (!mounted) {
        console.log("      skipped: cannot mount a tmpfs here (the test needs root and mount -t tmpfs)");
        this.skip();
      }
    });
  });

  after(async () => {
    person?.leave();
    await server?.stop();
    if (mounted) execFileSync("umount", [dataDir]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("an append that does not fit leaves the file as it was, and the next one starts on a clean line", () => {
    const file = path.join(dataDir, "append.log");
    const log = AppendFile.open(file);
    log.append('{"line":1}\n');
    const filler = fill(dataDir);
    // Larger than any page left over: part of it may be written before ENOSPC.
    assert.throws(() => log.append(JSON.stringify({ line: 2, padding: "x".repeat(64 * 1024) }) + "\n"), /ENOSPC|no space/i);
    assert.equal(fs.readFileSync(file, "utf8"), '{"line":1}\n', "nothing of the failed append is left");
    fs.rmSync(filler);
    log.append('{"line":3}\n');
    log.close();
    assertWholeLines(file);
    assert.equal(fs.readFileSync(file, "utf8"), '{"line":1}\n{"line":3}\n');
    fs.rmSync(file);
  });

  it("a whole game with two full-disk outages, one with a kill -9: 0 acknowledged commands lost", async () => {
    server = await startServerProcess(settings(dataDir));
    person = await PersonAgainstBots.create(server, "disk_person", 4242);
    await person.play(6);

    // 1. The disk fills on the person's turn; the move waits, unanswered; then space returns.
    assert.ok(await person.awaitTurn());
    let filler = fill(dataDir);
    const acknowledgedBefore = person.acknowledged.length;
    const waiting = await person.playUntilPaused(false);
    assert.ok(waiting.reply, "the person's move waits (the outage began on the person's turn)");
    const ready = await readyz(server);
    assert.equal(ready.status, 503);
    assert.ok(ready.reasons.includes("saving paused") && ready.reasons.includes("storage unreachable"), ready.reasons.join(", "));
    const registration = await postCounted(server, "/auth/register", { username: "disk_newcomer", password: TEST_PASSWORD });
    assert.equal(registration.status, 503, JSON.stringify(registration.body));
    assert.equal(waiting.repliedWhilePaused(), false, "a move that is not on disk is not answered");
    console.log(`      full disk: ${person.acknowledged.length - acknowledgedBefore} moves still fit on the disk, then saving paused`);
    fs.rmSync(filler);
    const spaceBack = Date.now();
    const answer = await waiting.reply;
    console.log(`      full disk: space returned → the waiting move answered in ${Date.now() - spaceBack} ms`);
    assert.equal(answer.code, "ok");
    await until(() => person!.savingNotices.at(-1) === false, "the players are told saving resumed", 30_000);
    assert.equal((await readyz(server)).status, 200, "ready again once the save went through");
    assert.equal((await postCounted(server, "/auth/register", { username: "disk_newcomer", password: TEST_PASSWORD })).status, 200);
    await person.play(4);

    // 2. The disk fills again, and the server is killed while it is full; it starts again once there is space.
    assert.ok(await person.awaitTurn());
    filler = fill(dataDir);
    await person.playUntilPaused(false);
    const shownBeforeKill = person.shownVersion;
    await server.stop("SIGKILL");
    fs.rmSync(filler);
    const afterKill = person.lostFrom((await storedGame(dataDir, person.gameId)).log);
    assert.equal(afterKill.lost, 0, "every acknowledged command is on disk after the kill");
    assert.ok(afterKill.durableVersion >= shownBeforeKill, `shown version ${shownBeforeKill}, durable ${afterKill.durableVersion}`);
    assertWholeLines(path.join(dataDir, "games", `${person.gameId}.log`));
    JSON.parse(fs.readFileSync(path.join(dataDir, "users.json"), "utf8"));
    server = await startServerProcess(settings(dataDir));
    await person.rejoin(server);

    // 3. The game goes on to its end; everything acknowledged is durable.
    await person.playToEnd();
    assert.ok(person.ended);
    await server.stop("SIGKILL");
    server = null;
    const final = person.lostFrom((await storedGame(dataDir, person.gameId)).log);
    console.log(`      full disk: ${person.acknowledged.length} commands acknowledged, lost ${final.lost}; HTTP answers ${httpStatuses.length}, 500s ${httpStatuses.filter((a) => a.status >= 500 && a.status !== 503).length}`);
    assert.equal(final.lost, 0);
    assert.deepEqual(httpStatuses.filter((a) => a.status === 500), []);
  });
});
