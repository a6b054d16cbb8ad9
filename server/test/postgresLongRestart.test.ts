// PostgreSQL down for a whole minute under live games: 4 games (a person against two bots each) on 2 processes
// sharing Redis and PostgreSQL. The database is shut down immediately and comes back only after 60 s, the time a
// slow restart (crash recovery of a big database, a failover) takes. Meanwhile every process answers /readyz 503 with
// the reason, logins 503 and never 500, and no move is acknowledged. When the database is back every game goes on
// from its last durable move without a restart of our processes (the recovery time is printed), the pool holds no
// more connections than its bound and none stuck in a transaction (counted in pg_stat_activity), and every game
// ends with every acknowledged command durable.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgres, type RunningPostgres } from "../../scripts/infra/postgres.js";
import { readGame } from "../src/storage/postgres/pgGameStore.js";
import { TEST_PASSWORD, serverAt, until } from "../../test-kit/index.js";
import { startServerProcess, type ServerProcess } from "../../scripts/infra/serverProcess.js";
import { freePort, startRedis, type RunningRedis } from "../../scripts/infra/redis.js";
import { PersonAgainstBots, httpStatuses, outageProcessSettings, postCounted, readyz } from "./outageGame.js";

/** How long the database stays down: a slow restart. */
const OUTAGE_MS = 60_000;
/** Each process's pool bound (DATABASE_POOL_SIZE), small so that a leak past it shows. */
const POOL_SIZE = 4;

async function withDatabase<T>(url: string, read: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}

describe("PostgreSQL restarting for 60 s under 4 games on 2 processes: every game goes on from its last durable move", function () {
  // The outage itself is a minute; the games before and after it at bot speed take well under another.
  this.timeout(OUTAGE_MS + 4 * 60_000);
  let dir = "";
  let database: RunningPostgres | null = null;
  let redis: RunningRedis | null = null;
  let url = "";
  const processes: ServerProcess[] = [];
  const settings: Record<string, string>[] = [];
  const people: PersonAgainstBots[] = [];
  const address = (i: number) => serverAt(processes[i].port);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-pg-long-"));
    database = await startPostgres({ dir, ownProcessGroup: true });
    url = await database.createDatabase("longrestart");
    redis = await startRedis();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const shared = await outageProcessSettings({ port, name: `long-${i}`, redisUrl: redis.url, databaseUrl: url });
      settings.push({ ...shared, DATABASE_POOL_SIZE: String(POOL_SIZE) });
      processes.push(await startServerProcess(port, settings[i]));
    }
  });

  after(async () => {
    for (const person of people) person.leave();
    for (const p of processes) await p.stop("SIGKILL");
    for (const each of settings) fs.rmSync(each.DATA_DIR, { recursive: true, force: true });
    await redis?.stop();
    await database?.stop().catch(() => {});
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a 60 s outage: 503 with the reason meanwhile, no 500, the pool recovers, 0 acknowledged commands lost", async () => {
    for (let g = 0; g < 4; g++) people.push(await PersonAgainstBots.create(address(g % 2), `pglong_person_${g}`, 2000 + g));
    assert.equal((await postCounted(address(0), "/auth/register", { username: "pglong_other", password: TEST_PASSWORD })).status, 200);
    await Promise.all(people.map((person) => person.play(4)));

    await database!.crash("immediate");
    const down = Date.now();
    const waiting = await Promise.all(people.map((person) => person.playUntilPaused(true)));
    // The whole minute: both processes say why they are not ready, logins are refused as unavailable.
    let checks = 0;
    while (Date.now() - down < OUTAGE_MS) {
      const i = checks % 2;
      const ready = await readyz(address(i));
      assert.equal(ready.status, 503, `process ${i} is not ready while PostgreSQL is down`);
      assert.ok(ready.reasons.includes("saving paused"), ready.reasons.join(", "));
      const login = await postCounted(address(i), "/auth/login", { username: "pglong_other", password: TEST_PASSWORD });
      assert.equal(login.status, 503, JSON.stringify(login.body));
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    assert.ok(waiting.every((w) => !w.repliedWhilePaused()), "nothing was acknowledged while the database was down");
    const acknowledgedBefore = people.map((person) => person.acknowledged.length);

    database = await startPostgres({ dir, port: database!.port, ownProcessGroup: true });
    const back = Date.now();
    await Promise.all(
      people.map(async (person, g) => {
        if (waiting[g].reply) assert.equal((await waiting[g].reply!).code, "ok");
        await until(() => person.savingNotices.at(-1) === false, "saving resumed", 120_000);
      }),
    );
    const recoveryMs = Date.now() - back;
    // Ready again once its games saved and its storage answers (the next probe after the resumption).
    for (let i = 0; i < 2; i++) {
      let status = 0;
      for (let tries = 0; tries < 60 && status !== 200; tries++) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        status = (await readyz(address(i))).status;
      }
      assert.equal(status, 200, `process ${i} is ready again`);
    }
    console.log(`      PostgreSQL down ${Math.round((back - down) / 1000)} s, 4 games on 2 processes: database back → every game resumed in ${recoveryMs} ms (${checks} checks of /readyz and /auth/login meanwhile)`);

    // Every game goes on from its last durable move: nothing acknowledged before the outage went missing.
    for (const [g, person] of people.entries()) {
      const record = await withDatabase(url, (client) => readGame(client, person.gameId));
      assert.ok(record);
      assert.equal(person.lostFrom(record.log).lost, 0, `game ${g}`);
      assert.ok(person.acknowledged.length >= acknowledgedBefore[g]);
    }
    await Promise.all(people.map((person) => person.playToEnd()));

    // The pool recovered: within its bound on each process, nothing left hanging in a transaction.
    const connections = await withDatabase(url, async (client) => {
      const { rows } = await client.query<{ total: string; stuck: string }>(
        `SELECT count(*) AS total, count(*) FILTER (WHERE state LIKE 'idle in transaction%' OR (state = 'active' AND now() - query_start > interval '10 seconds')) AS stuck
           FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      return { total: Number(rows[0].total), stuck: Number(rows[0].stuck) };
    });
    console.log(`      after the outage: ${connections.total} connections of our 2 processes (bound ${2 * POOL_SIZE}), ${connections.stuck} stuck`);
    assert.ok(connections.total <= 2 * POOL_SIZE, `${connections.total} connections`);
    assert.equal(connections.stuck, 0);

    let lost = 0;
    for (const person of people) {
      assert.ok(person.ended);
      lost += person.lostFrom(await withDatabase(url, (client) => readGame(client, person.gameId)).then((r) => r!.log)).lost;
    }
    const acknowledged = people.reduce((n, person) => n + person.acknowledged.length, 0);
    console.log(`      ${acknowledged} commands acknowledged, lost ${lost}; HTTP answers ${httpStatuses.length}, 500s ${httpStatuses.filter((a) => a.status === 500).length}`);
    assert.equal(lost, 0);
    assert.deepEqual(httpStatuses.filter((a) => a.status === 500), []);
  });
});
