// GET /healthz (alive) and GET /readyz (should get players): ready once the games are restored and the storage
// answers; not ready while draining (the first step of a shutdown, before anything stops) or when the storage does not
// answer, with the reasons in fixed words; /healthz stays 200 meanwhile (alive, so no restart for it).
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { startPostgres } from "../../scripts/infra/postgres.js";
import { createGameServer } from "../src/createGameServer.js";
import { startServer, startTestCluster, tempDataDir, testConfig, type TestServer } from "../../test-kit/index.js";

async function status(ts: TestServer, route: string): Promise<{ status: number; body: { status: string; reasons?: string[] } }> {
  const res = await fetch(`${ts.httpUrl}${route}`);
  return { status: res.status, body: (await res.json()) as { status: string; reasons?: string[] } };
}

describe("health: /healthz and /readyz", () => {
  let ts: TestServer;
  beforeEach(async () => {
    ts = await startServer();
  });
  afterEach(async () => {
    await fs.mkdir(ts.dataDir, { recursive: true }); // a test may have taken it away
    await ts.server.shutdown();
    await fs.rm(ts.dataDir, { recursive: true, force: true });
  });

  it("a started server is alive and ready", async () => {
    assert.deepEqual(await status(ts, "/healthz"), { status: 200, body: { status: "ok" } });
    assert.deepEqual(await status(ts, "/readyz"), { status: 200, body: { status: "ready" } });
  });

  it("draining: not ready at once, still alive", async () => {
    ts.server.drain();
    assert.deepEqual(await status(ts, "/readyz"), { status: 503, body: { status: "not ready", reasons: ["draining"] } });
    assert.equal((await status(ts, "/healthz")).status, 200);
  });

  it("the storage unreachable (its folder gone): not ready, still alive", async () => {
    await fs.rm(ts.dataDir, { recursive: true, force: true });
    assert.deepEqual(await status(ts, "/readyz"), { status: 503, body: { status: "not ready", reasons: ["storage unreachable"] } });
    assert.equal((await status(ts, "/healthz")).status, 200);
  });
});

describe("health: readiness before listen() and during shutdown()", () => {
  it("is not ready until the games are restored, and not ready from the first moment of a shutdown", async () => {
    const dataDir = await tempDataDir();
    const server = await createGameServer(testConfig(dataDir));
    try {
      assert.deepEqual(await server.readiness.report(), { ready: false, reasons: ["games not restored yet"] });
      await server.listen();
      assert.deepEqual(await server.readiness.report(), { ready: true, reasons: [] });
      const stopping = server.shutdown();
      // shutdown() turns the process not-ready synchronously, before it closes anything.
      assert.equal(server.readiness.draining, true);
      await stopping;
    } finally {
      await server.shutdown();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("health: PostgreSQL unreachable", function () {
  this.timeout(180_000); // starting a throw-away PostgreSQL takes a while on a loaded machine
  it("is not ready while the database does not answer", async () => {
    const postgres = await startPostgres();
    let ts: TestServer | null = null;
    try {
      ts = await startServer({ databaseUrl: await postgres.createDatabase() });
      assert.deepEqual(await status(ts, "/readyz"), { status: 200, body: { status: "ready" } });
      await postgres.stop();
      assert.deepEqual(await status(ts, "/readyz"), { status: 503, body: { status: "not ready", reasons: ["storage unreachable"] } });
      assert.equal((await status(ts, "/healthz")).status, 200);
    } finally {
      await ts?.server.shutdown();
      await postgres.stop();
      if (ts) await fs.rm(ts.dataDir, { recursive: true, force: true });
    }
  });
});

describe("health: Redis unreachable (a cluster process)", function () {
  this.timeout(180_000); // Redis, PostgreSQL and a server process start on a loaded machine
  it("is not ready while Redis does not answer, still alive", async () => {
    const cluster = await startTestCluster("readyz", 1);
    const [server] = cluster.processes;
    const url = (route: string) => `http://127.0.0.1:${server.port}${route}`;
    try {
      assert.equal((await fetch(url("/readyz"))).status, 200);
      await cluster.redis.stop();
      const answer = await fetch(url("/readyz"));
      assert.equal(answer.status, 503);
      assert.deepEqual(await answer.json(), { status: "not ready", reasons: ["redis unreachable"] });
      assert.equal((await fetch(url("/healthz"))).status, 200);
    } finally {
      // Without its Redis a graceful stop would wait on it: this process holds nothing the test needs.
      await server.stop("SIGKILL");
      await cluster.redis.stop();
      await fs.rm(cluster.settings[0].DATA_DIR, { recursive: true, force: true });
    }
  });
});
