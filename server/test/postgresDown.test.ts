// PostgreSQL stops under a live game: a person (over the wire) plays a whole game against two bots on one server
// process. First PostgreSQL is shut down immediately on the person's turn and started again: the move sent meanwhile
// is not answered, the players are told saving is paused, /readyz answers 503 with its reasons, logins and
// registrations 503 (never 500); once the database is back the move goes through without a restart of our process
// (the recovery time is printed). Then PostgreSQL is killed (SIGKILL to every one of its processes) and our process
// is killed -9 during the outage; both start again. Every acknowledged command is durable, nothing the person was
// shown is lost, and the game ends. Then the same with 4 such games on 2 processes sharing Redis and PostgreSQL.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPostgres, type RunningPostgres } from "../../scripts/infra/postgres.js";
import { TEST_PASSWORD, serverAt, startServerProcess, type TestServerProcess } from "../../test-kit/index.js";
import { startServerProcess as startClusterProcess, type ServerProcess } from "../../scripts/infra/serverProcess.js";
import { freePort, startRedis, type RunningRedis } from "../../scripts/infra/redis.js";
import { PersonAgainstBots, durableLogAt, outageProcessSettings, httpStatuses, postCounted, readyz } from "./outageGame.js";
import { until } from "../../test-kit/index.js";

describe("PostgreSQL stopping under a game: nothing unsaved is acknowledged, the game goes on when it is back", function () {
  this.timeout(5 * 60_000);
  let dir = "";
  let database: RunningPostgres | null = null;
  let url = "";
  let server: TestServerProcess | null = null;
  let person: PersonAgainstBots | null = null;
  const settings = () => ({ DATABASE_URL: url, ALLOW_TEST_SEED: "1", BOT_DELAY_MS: "5", RECONNECT_SECONDS: "3600", MESSAGE_RATE_PER_SECOND: "100000", MESSAGE_BURST: "100000" });

  /** PostgreSQL again, on the same folder and port (the server's DATABASE_URL stays right). */
  async function restartDatabase(): Promise<void> {
    database = await startPostgres({ dir, port: database!.port, ownProcessGroup: true });
  }

  const durableLog = (gameId: string) => durableLogAt(url, gameId);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-pg-outage-"));
    database = await startPostgres({ dir, ownProcessGroup: true });
    url = await database.createDatabase("outage");
  });

  after(async () => {
    person?.leave();
    await server?.stop();
    await database?.stop().catch(() => {});
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
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
    assert.ok(waiting.reply, "the person's move waits (the outage began on the person's turn)");
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
  it("no turn clock runs out while saving is paused: the person's turn is still theirs when the database is back", async () => {
    // The bot takes 2 s per move, so the database is down before the bot answers the person's move.
    server = await startServerProcess({ ...settings(), BOT_DELAY_MS: "2000" });
    // One bot: its ticket choice, which meets the outage, starts the person's turn (in the server's memory, unseen).
    person = await PersonAgainstBots.create(server, "pg_clock_person", 777, { timeControl: "realtime", turnSeconds: 4, reserveSeconds: 0 }, ["easy"]);
    // The opening ticket choice: the person chooses at once; the bot's choice (one move, 2 s later) starts the first
    // turn, the person's (seat 0 plays first).
    assert.ok(await person.awaitTurn());
    await person.finishTurn();
    await database!.crash("immediate");
    // The bot's move meets the outage: the game pauses before the person's turn is shown.
    const paused = await person.playUntilPaused(true);
    assert.equal(paused.reply, null, "saving paused on a bot's move");
    const pausedAt = Date.now();
    // The person's turn (in the server's memory, from the bot's move) would have run out by now without the pause.
    await until(() => Date.now() > pausedAt + 4000 + 2000, "the person's turn time and more passed during the outage", 30_000);
    await restartDatabase();
    await until(() => person!.savingNotices.at(-1) === false, "saving resumed", 60_000);
    assert.ok(await person.awaitTurn(), "the person's turn comes, shown once saving resumed");
    assert.ok(person.turnEndsAt > Date.now(), `the person's turn has time left (ends ${person.turnEndsAt - Date.now()} ms from now)`);
    const reply = await person.send(person.nextMove());
    assert.equal(reply.code, "ok", "no bot played the person's turn meanwhile");
    const log = await durableLog(person.gameId);
    assert.equal(log.filter((entry) => entry.by === "bot").length, 0, "no move was made for the person by a bot");
    person.leave();
    await server.stop("SIGKILL");
    server = null;
  });
});

describe("PostgreSQL stopping under 4 games on 2 processes: nothing unsaved is acknowledged, every game goes on", function () {
  this.timeout(8 * 60_000);
  let dir = "";
  let database: RunningPostgres | null = null;
  let redis: RunningRedis | null = null;
  let url = "";
  const processes: (ServerProcess | null)[] = [null, null];
  const settings: Record<string, string>[] = [];
  const people: PersonAgainstBots[] = [];

  async function startProcess(i: number): Promise<void> {
    processes[i] = await startClusterProcess(Number(settings[i].PORT_FIXED), settings[i]);
  }
  const address = (i: number) => serverAt(processes[i]!.port);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-pg-outage2-"));
    database = await startPostgres({ dir, ownProcessGroup: true });
    url = await database.createDatabase("outage2");
    redis = await startRedis();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      settings.push({ PORT_FIXED: String(port), ...(await outageProcessSettings({ port, name: `outage-${i}`, redisUrl: redis.url, databaseUrl: url })) });
      await startProcess(i);
    }
  });

  after(async () => {
    for (const person of people) person.leave();
    for (const p of processes) await p?.stop("SIGKILL");
    for (const each of settings) fs.rmSync(each.DATA_DIR, { recursive: true, force: true });
    await redis?.stop();
    await database?.stop().catch(() => {});
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("4 whole games through an immediate shutdown, then a SIGKILL of PostgreSQL with kill -9 of one process: 0 acknowledged commands lost", async () => {
    for (let g = 0; g < 4; g++) people.push(await PersonAgainstBots.create(address(g % 2), `pg2_person_${g}`, 1000 + g));
    await Promise.all(people.map((person) => person.play(5)));

    // 1. Immediate shutdown while the 4 games are played; each pauses (a person's move waits, or a bot's); back again.
    await database!.crash("immediate");
    const waiting = await Promise.all(people.map((person) => person.playUntilPaused(true)));
    for (let i = 0; i < 2; i++) {
      const ready = await readyz(address(i));
      assert.equal(ready.status, 503, `process ${i} is not ready while PostgreSQL is down`);
    }
    assert.equal((await postCounted(address(1), "/auth/register", { username: "pg2_newcomer", password: TEST_PASSWORD })).status, 503);
    assert.ok(waiting.every((w) => !w.repliedWhilePaused()));
    database = await startPostgres({ dir, port: database!.port, ownProcessGroup: true });
    const back = Date.now();
    await Promise.all(
      people.map(async (person, g) => {
        if (waiting[g].reply) assert.equal((await waiting[g].reply!).code, "ok");
        await until(() => person.savingNotices.at(-1) === false, "saving resumed", 60_000);
      }),
    );
    console.log(`      PostgreSQL immediate shutdown, 4 games on 2 processes: database back → every game resumed in ${Date.now() - back} ms`);
    await Promise.all(people.map((person) => person.play(3)));

    // 2. PostgreSQL killed; process 0 killed -9 during the outage; both start again; process 1 never restarts.
    await database!.crash("kill");
    await Promise.all(people.map((person) => person.playUntilPaused(true)));
    const shown = people.map((person) => person.shownVersion);
    await processes[0]!.stop("SIGKILL");
    database = await startPostgres({ dir, port: database!.port, ownProcessGroup: true });
    for (const [g, person] of people.entries()) {
      const afterKill = person.lostFrom(await durableLogAt(url, person.gameId));
      assert.equal(afterKill.lost, 0, `game ${g}: every acknowledged command is in the database after the kill`);
      assert.ok(afterKill.durableVersion >= shown[g], `game ${g}: shown version ${shown[g]}, durable ${afterKill.durableVersion}`);
    }
    await startProcess(0);
    for (const person of people) if (!person.connected) await person.rejoin(address(0));

    // 3. Every game goes on to its end; everything acknowledged is durable.
    await Promise.all(people.map((person) => person.playToEnd()));
    let lost = 0;
    for (const person of people) {
      assert.ok(person.ended);
      lost += person.lostFrom(await durableLogAt(url, person.gameId)).lost;
    }
    const acknowledged = people.reduce((n, person) => n + person.acknowledged.length, 0);
    console.log(`      PostgreSQL down, 4 games on 2 processes: ${acknowledged} commands acknowledged, lost ${lost}; HTTP 500s ${httpStatuses.filter((a) => a.status === 500).length}`);
    assert.equal(lost, 0);
    assert.deepEqual(httpStatuses.filter((a) => a.status === 500), []);
  });
});
