// PostgreSQL stops under a live game: a person (over the wire) plays a whole game against two bots on one server
// process. First PostgreSQL is shut down immediately on the person's turn and started again: the move sent meanwhile
// is not answered, the players are told saving is paused, /readyz answers 503 with its reasons, logins and
// registrations 503 (never 500); once the database is back the move goes through without a restart of our process
// (the recovery time is printed). Then PostgreSQL is killed (SIGKILL to every one of its processes) and our process
// is killed -9 during the outage; both start again. Every acknowledged command is durable, nothing the person was
// shown is lost, and the game ends. (One server process; the 4 games on 2 processes are not covered here.)
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgres, type RunningPostgres } from "../../scripts/infra/postgres.js";
import { readGame } from "../src/storage/postgres/pgGameStore.js";
import { TEST_PASSWORD, startServerProcess, type TestServerProcess } from "../../test-kit/index.js";
import { PersonAgainstBots, httpStatuses, postCounted, readyz } from "./outageGame.js";

describe("PostgreSQL stopping under a game: nothing unsaved is acknowledged, the game goes on when it is back", function () {
  this.timeout(5 * 60_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-pg-outage-"));
  let database: RunningPostgres | null = null;
  let url = "";
  let server: TestServerProcess | null = null;
  let person: PersonAgainstBots | null = null;
  const settings = () => ({ DATABASE_URL: url, ALLOW_TEST_SEED: "1", BOT_DELAY_MS: "5", RECONNECT_SECONDS: "3600", MESSAGE_RATE_PER_SECOND: "100000", MESSAGE_BURST: "100000" });

  /** PostgreSQL again, on the same folder and port (the server's DATABASE_URL stays right). */
  async function restartDatabase(): Promise<void> {
    database = await startPostgres({ dir, port: database!.port, ownProcessGroup: true });
  }

  async function durableLog(gameId: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const record = await readGame(client, gameId);
      assert.ok(record, `game ${gameId} is stored`);
      return record.log;
    } finally {
      await client.end();
    }
  }

  before(async () => {
    database = await startPostgres({ dir, ownProcessGroup: true });
    url = await database.createDatabase("outage");
  });

  after(async () => {
    person?.leave();
    await server?.stop();
    await database?.stop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a whole game through an immediate shutdown, then a SIGKILL of PostgreSQL with kill -9 of our process: 0 acknowledged commands lost", async () => {
    server = await startServerProcess(settings());
    person = await PersonAgainstBots.create(server, "pg_person", 4242);
    assert.equal((await postCounted(server, "/auth/register", { username: "pg_other", password: TEST_PASSWORD })).status, 200);
    await person.play(6);

    // 1. Immediate shutdown on the person's turn; the move waits, unanswered; PostgreSQL comes back.
    assert.ok(await person.awaitTurn());
    await database!.crash("immediate");
    const waiting = await person.playUntilPaused(true);
    const ready = await readyz(server);
    assert.equal(ready.status, 503);
    assert.ok(ready.reasons.includes("saving paused") && ready.reasons.includes("storage unreachable"), ready.reasons.join(", "));
    const login = await postCounted(server, "/auth/login", { username: "pg_other", password: TEST_PASSWORD });
    assert.equal(login.status, 503, JSON.stringify(login.body));
    const registration = await postCounted(server, "/auth/register", { username: "pg_newcomer", password: TEST_PASSWORD });
    assert.equal(registration.status, 503, JSON.stringify(registration.body));
    assert.equal(waiting.repliedWhilePaused(), false, "a move that is not committed is not answered");
    await restartDatabase();
    const databaseBack = Date.now();
    const answer = await waiting.reply;
    console.log(`      PostgreSQL immediate shutdown: database back → the waiting move answered in ${Date.now() - databaseBack} ms`);
    assert.equal(answer.code, "ok");
    assert.equal(person.savingNotices.at(-1), false, "the players are told saving resumed, before the reply");
    assert.equal((await readyz(server)).status, 200, "ready again once the database answers");
    assert.equal((await postCounted(server, "/auth/login", { username: "pg_other", password: TEST_PASSWORD })).status, 200);
    await person.play(4);

    // 2. PostgreSQL killed outright; our process is killed -9 during the outage; both start again.
    assert.ok(await person.awaitTurn());
    await database!.crash("kill");
    await person.playUntilPaused(true);
    const shownBeforeKill = person.shownVersion;
    await server.stop("SIGKILL");
    await restartDatabase();
    const afterKill = person.lostFrom(await durableLog(person.gameId));
    assert.equal(afterKill.lost, 0, "every acknowledged command is in the database after the kill");
    assert.ok(afterKill.durableVersion >= shownBeforeKill, `shown version ${shownBeforeKill}, durable ${afterKill.durableVersion}`);
    server = await startServerProcess(settings());
    await person.rejoin(server);

    // 3. The game goes on to its end; everything acknowledged is durable.
    await person.playToEnd();
    assert.ok(person.ended);
    await server.stop("SIGKILL");
    server = null;
    const final = person.lostFrom(await durableLog(person.gameId));
    console.log(`      PostgreSQL down: ${person.acknowledged.length} commands acknowledged, lost ${final.lost}; HTTP answers ${httpStatuses.length}, 500s ${httpStatuses.filter((a) => a.status === 500).length}`);
    assert.equal(final.lost, 0);
    assert.deepEqual(httpStatuses.filter((a) => a.status === 500), []);
  });
});
