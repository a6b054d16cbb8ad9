// GET /metrics (Prometheus text, prom-client): on the public port only with METRICS_TOKEN (401 without or with a
// wrong one), or on a port of its own (METRICS_PORT); after a game played over the wire its counters have moved,
// with the process's name, message types and reply codes as labels.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { freePort } from "../../scripts/infra/redis.js";
import { ask, registerUser, startServer, startedGameOfTwo, type TestServer } from "../../test-kit/index.js";
import { playToEnd } from "./autoplay.js";
import { playRefusedAndWhole, seriesValue } from "./observeKit.js";

const TOKEN = "metrics-token-for-tests";

/** Waits (polling, no timing asserted) until `check` holds. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function scrape(url: string, token?: string): Promise<{ status: number; text: string; type: string | null }> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") };
}

describe("metrics: GET /metrics", () => {
  describe("on the public port, behind METRICS_TOKEN", () => {
    let ts: TestServer;
    before(async () => {
      ts = await startServer({ metricsToken: TOKEN, processName: "metrics-test-1" });
    });
    after(async () => {
      await ts?.server.shutdown();
      if (ts) await fs.rm(ts.dataDir, { recursive: true, force: true });
    });

    it("answers 401 without the token or with a wrong one", async () => {
      assert.equal((await scrape(`${ts.httpUrl}/metrics`)).status, 401);
      assert.equal((await scrape(`${ts.httpUrl}/metrics`, "not-the-token")).status, 401);
    });

    it("after a game: commands by type and reply code, latencies, patch bytes, rooms and clients, labelled with the process", async () => {
      const [a, b] = [await registerUser(ts, "metrics_a"), await registerUser(ts, "metrics_b")];
      const played = await playRefusedAndWhole(a, b);
      const { status, text, type } = await scrape(`${ts.httpUrl}/metrics`, TOKEN);
      assert.equal(status, 200);
      assert.match(type ?? "", /^text\/plain/);
      const process = { process: "metrics-test-1" };
      assert.equal(seriesValue(text, "ttr_commands_total", { ...process, type: "pass", code: played.refusedCode }), 1, "the refused pass, by its code");
      assert.ok((seriesValue(text, "ttr_commands_total", { ...process, type: "buyRoute", code: "ok" }) ?? 0) > 0, "claims counted");
      assert.equal(seriesValue(text, "ttr_commands_total", { ...process, type: "startGame", code: "ok" }), 1);
      assert.ok((seriesValue(text, "ttr_reply_seconds_count", { ...process, type: "buyRoute" }) ?? 0) > 0, "reply latency observed");
      assert.ok((seriesValue(text, "ttr_durable_seconds_count", process) ?? 0) > 0, "durability latency observed");
      assert.ok((seriesValue(text, "ttr_patch_bytes_total", process) ?? 0) > 0, "patch bytes counted");
      assert.equal(seriesValue(text, "ttr_rooms", { ...process, kind: "ttr", status: "ended" }), 1, "the ended game's room");
      assert.equal(seriesValue(text, "ttr_connected_clients", process), 2, "its two players");
      for (const name of ["ttr_reconnects_total", "ttr_takeovers_total", "ttr_lobby_clients"]) assert.ok(seriesValue(text, name, process) !== undefined, name);
      // prom-client's process metrics: event-loop delay, GC pauses, heap.
      for (const name of ["nodejs_eventloop_lag_p99_seconds", "nodejs_heap_size_used_bytes"]) assert.ok(seriesValue(text, name, process) !== undefined, name);
      // A GC pause is recorded only once one happened (prom-client observes them as they come): make garbage until one
      // shows, however slow the machine (the test's own timeout bounds the wait).
      let scraped = text;
      const garbage: unknown[] = [];
      while (!/^nodejs_gc_duration_seconds_bucket\{/m.test(scraped)) {
        for (let i = 0; i < 200_000; i++) garbage.push({ i });
        garbage.length = 0;
        scraped = (await scrape(`${ts.httpUrl}/metrics`, TOKEN)).text;
      }
      assert.match(scraped, /^nodejs_gc_duration_seconds_bucket\{/m);
      await Promise.all(played.rooms.map((r) => r.leave(true)));
    });
  });

  describe("on METRICS_PORT", () => {
    let ts: TestServer;
    let metricsPort: number;
    before(async () => {
      metricsPort = await freePort();
      ts = await startServer({ metricsPort, processName: "metrics-test-2" });
    });
    after(async () => {
      await ts?.server.shutdown();
      if (ts) await fs.rm(ts.dataDir, { recursive: true, force: true });
    });

    it("serves them there, and the public port has no /metrics", async () => {
      assert.equal(ts.server.metricsPort(), metricsPort);
      const { status, text } = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
      assert.equal(status, 200);
      assert.ok(seriesValue(text, "ttr_connected_clients", { process: "metrics-test-2" }) !== undefined);
      assert.equal((await scrape(`${ts.httpUrl}/metrics`)).status, 404);
    });
  });

  describe("reconnects, takeovers and bots", () => {
    let ts: TestServer;
    before(async () => {
      ts = await startServer({ metricsToken: TOKEN, processName: "metrics-test-3", reconnectSeconds: 1 });
    });
    after(async () => {
      await ts?.server.shutdown();
      if (ts) await fs.rm(ts.dataDir, { recursive: true, force: true });
    });

    it("a dropped player back through their reconnection token counts once; a seat taken over after RECONNECT_SECONDS counts once", async () => {
      const labels = { process: "metrics-test-3" };
      const counter = async (name: string) => seriesValue((await scrape(`${ts.httpUrl}/metrics`, TOKEN)).text, name, labels);
      const [a, b] = [await registerUser(ts, "metrics_c"), await registerUser(ts, "metrics_d")];
      const { ra, rb } = await startedGameOfTwo(a, b, { gameName: "Drops" }, [[0, 1], [0, 1]]);
      await rb.leave(false); // dropped, not a consented leave
      const back = await b.client.reconnect(rb.reconnectionToken);
      back.onMessage("*", () => {});
      await until(async () => (await counter("ttr_reconnects_total")) === 1, "the reconnect counted", 10_000);
      assert.equal(await counter("ttr_takeovers_total"), 0);
      await back.leave(false); // dropped again, and not back within the second
      await until(async () => (await counter("ttr_takeovers_total")) === 1, "the takeover counted", 10_000);
      await ra.leave(true);
    });

    it("a server bot's commands are counted by type and code, as by=\"bot\"", async () => {
      const person = await registerUser(ts, "metrics_e");
      const room = await person.client.create("ttr", { gameName: "With a bot", color: "red" });
      room.onMessage("*", () => {});
      assert.equal((await ask(room, "addAI", { difficulty: "easy" })).code, "ok");
      assert.equal((await ask(room, "startGame")).code, "ok");
      await playToEnd(room.roomId, new Map([[0, room]]));
      const text = (await scrape(`${ts.httpUrl}/metrics`, TOKEN)).text;
      const labels = { process: "metrics-test-3", code: "ok", by: "bot" };
      assert.ok((seriesValue(text, "ttr_commands_total", { ...labels, type: "selectDestinations" }) ?? 0) > 0, "the bot's opening tickets");
      assert.ok((seriesValue(text, "ttr_commands_total", { ...labels, type: "buyRoute" }) ?? 0) > 0, "the bot's claims");
      assert.ok((seriesValue(text, "ttr_commands_total", { process: "metrics-test-3", type: "buyRoute", code: "ok", by: "person" }) ?? 0) > 0, "the person's claims, apart");
      await room.leave(true);
    });
  });

  it("without METRICS_PORT or METRICS_TOKEN nothing subscribes: /metrics does not exist", async () => {
    const ts = await startServer();
    try {
      assert.equal(ts.server.metrics, null);
      assert.equal((await scrape(`${ts.httpUrl}/metrics`)).status, 404);
    } finally {
      await ts.server.shutdown();
      await fs.rm(ts.dataDir, { recursive: true, force: true });
    }
  });
});
