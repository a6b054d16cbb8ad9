// Cluster mode of the server benchmark (`npm run bench:cluster`, or `npm run bench -- --cluster`): the same rooms of
// 5 bot players + 1 spectator against 1 server process, then against 2 processes on one Redis and one PostgreSQL
// (throw-away servers, scripts/infra), the load generator's clients spread over the processes in turn. Prints
// players per process, reply p50/p99 and errors per step, and the ratio of 2 to 1 process.
//   npx tsx bench/cluster-bench.ts [--quick] [--human 200,400] [--full 10,20] [--measureS 15]
// On a 2-core machine one process gets core 0 and the generator core 1; two processes get a core each and the
// generator shares them, so the 2-process figures are the lower bound of what a second core buys.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPostgres } from "../scripts/infra/postgres.js";
import { freePort, startRedis } from "../scripts/infra/redis.js";
import { f, Peer, pinned, quantile, spawnNode } from "./benchKit.js";
import type { StepStats } from "./load-generator.js";
import type { ServerSample } from "./server-process.js";

const quick = process.argv.includes("--quick");
function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const list = (v: string | undefined, fallback: number[]) => (v === undefined ? fallback : v.split(",").filter(Boolean).map(Number));
const HUMAN_ROOMS = list(option("human"), quick ? [40] : [100, 200, 400]);
const FULL_ROOMS = list(option("full"), quick ? [4] : [10, 20]);
const MEASURE_MS = Number(option("measureS") ?? (quick ? 6 : 15)) * 1000;
const WARMUP_MS = quick ? 3000 : 6000;
const P99_LIMIT_MS = 50;

interface Row {
  processes: number;
  pace: string;
  rooms: number;
  stats: StepStats;
  servers: ServerSample[];
}

async function run(processes: number, redisUrl: string, databaseUrl: string): Promise<Row[]> {
  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  const dataDirs = ports.map(() => fs.mkdtempSync(path.join(os.tmpdir(), "ttr-cluster-bench-")));
  const servers = ports.map(
    (port, i) =>
      new Peer(
        spawnNode("server-process.ts", processes === 1 ? 0 : i, {
          PORT: String(port),
          DATA_DIR: dataDirs[i]!,
          REDIS_URL: redisUrl,
          DATABASE_URL: databaseUrl,
          PUBLIC_ADDRESS: `127.0.0.1:${port}`,
          PROCESS_NAME: `bench-${i}`,
        }),
        `server ${i}`,
      ),
  );
  await Promise.all(servers.map((s) => s.ready));
  const generator = new Peer(spawnNode("load-generator.ts", processes === 1 ? 1 : null, { ENDPOINTS: ports.map((p) => `ws://127.0.0.1:${p}`).join(",") }), "generator");
  await generator.ready;
  const rows: Row[] = [];
  try {
    for (const [pace, think, steps] of [
      ["full speed", { thinkMinMs: 0, thinkMaxMs: 0 }, FULL_ROOMS],
      ["human 1–3 s", { thinkMinMs: 1000, thinkMaxMs: 3000 }, HUMAN_ROOMS],
    ] as const) {
      for (const rooms of steps) {
        const prepared = await generator.request<{ rooms: number }>({ type: "prepare", rooms, ...think, warmupMs: WARMUP_MS });
        await Promise.all(servers.map((s) => s.request<ServerSample>({ type: "sample" })));
        const stats = await generator.request<StepStats>({ type: "measure", measureMs: MEASURE_MS });
        const samples = await Promise.all(servers.map((s) => s.request<ServerSample>({ type: "sample" })));
        rows.push({ processes, pace, rooms: prepared.rooms, stats, servers: samples });
        console.log(
          `  ${processes} process${processes > 1 ? "es" : ""}, ${pace}, ${prepared.rooms * 5} players: reply p99 ${f(quantile(stats.replyMs, 0.99))} ms, errors ${stats.errors}, ` +
            `rooms per process ${samples.map((s) => s.localRooms).join(" / ")}, CPU ${samples.map((s) => f((100 * s.cpuMs) / s.wallMs, 0) + " %").join(" / ")}`,
        );
      }
      await generator.request({ type: "reset" });
    }
  } finally {
    generator.child.kill("SIGTERM");
    await Promise.all(
      servers.map(async (s) => {
        const exited = new Promise((resolve) => s.child.once("exit", resolve));
        s.child.kill("SIGTERM");
        if (!(await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30_000))]))) s.child.kill("SIGKILL");
      }),
    );
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const started = performance.now();
console.log(`cluster bench — ${quick ? "quick" : "full"} run, node ${process.version}, ${os.cpus().length} cores, ${pinned ? "pinned with taskset" : "not pinned"}, load average ${os.loadavg()[0]!.toFixed(2)}`);
const redis = await startRedis();
const postgres = await startPostgres();
const rows: Row[] = [];
try {
  for (const processes of [1, 2]) rows.push(...(await run(processes, redis.url, await postgres.createDatabase())));
} finally {
  await redis.stop();
  await postgres.stop();
}

console.log("");
console.log("| processes | pace | rooms | players | players per process | commands/s | reply p50 / p99 ms | errors | server CPU % per process |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  const perProcess = r.servers.map((s) => Math.round(s.localClients * (5 / 6))).join(" / ");
  console.log(
    `| ${r.processes} | ${r.pace} | ${r.rooms} | ${r.rooms * 5} | ${perProcess} | ${f(r.stats.commands / (r.stats.measureMs / 1000), 0)} | ` +
      `${f(quantile(r.stats.replyMs, 0.5))} / ${f(quantile(r.stats.replyMs, 0.99))} | ${r.stats.errors} | ${r.servers.map((s) => f((100 * s.cpuMs) / s.wallMs, 0)).join(" / ")} |`,
  );
}
const throughput = (n: number) => Math.max(0, ...rows.filter((r) => r.processes === n && r.pace === "full speed").map((r) => r.stats.commands / (r.stats.measureMs / 1000)));
const largestOk = (n: number) =>
  Math.max(0, ...rows.filter((r) => r.processes === n && r.pace !== "full speed" && r.stats.errors === 0 && quantile(r.stats.replyMs, 0.99) <= P99_LIMIT_MS).map((r) => r.rooms * 5));
console.log("");
console.log(`Full speed, most commands/s: 1 process ${f(throughput(1), 0)}, 2 processes ${f(throughput(2), 0)} (ratio ${f(throughput(2) / Math.max(1, throughput(1)), 2)}).`);
console.log(`Human pace, largest step with reply p99 ≤ ${P99_LIMIT_MS} ms and 0 errors: 1 process ${largestOk(1)} players, 2 processes ${largestOk(2)} players.`);
console.log(`("players per process" counts the connections each process holds, spectators excluded: 5 of every 6.)`);
console.log(`cluster bench wall time ${f((performance.now() - started) / 1000, 0)} s`);
process.exit(0);
