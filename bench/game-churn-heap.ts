// What the server keeps per finished game: tables of 5 client-side bots + 1 spectator (bench/load-generator.ts) play
// at full speed (think 0: a game ends in seconds), each finished one replaced by a new table with the same accounts,
// as in `npm run bench:soak`. After --warmup finished games the server takes a forced full GC and a heap snapshot,
// again after --games more; the difference, divided by the games finished in between, is what one finished game
// leaves alive for good. Prints that and the types that grew most (bench/heapSnapshotTally.ts).
//   npx tsx bench/game-churn-heap.ts [--games 500] [--warmup 50] [--tables 15] [--top 15] [--keep]
// --bots N: lighter tables for a busy machine: a host creates the game, adds N server-side bots, gives up its seat
// (startAndWatch), watches it to its end and leaves; the bots play at once, with no client connections to feed.
// The server is bench/server-process.ts (embedded store in a temp dir, LOG_LEVEL warn); --keep leaves the two
// snapshots in their temp folder for a closer look (bench/heap-summary.ts, or a retainer walk).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { commitHash, f, numberOption, Peer, spawnNode } from "./benchKit.js";
import { GeneratorPool } from "./generatorPool.js";
import { tallyDifference, tallySnapshot } from "./heapSnapshotTally.js";
import type { ServerSample } from "./server-process.js";
import { freePort } from "../scripts/infra/redis.js";
import { Client } from "colyseus.js";
import { accountToken } from "../bots/src/remoteSeat.js";
import { ask, nextMessage } from "../test-kit/messages.js";

const GAMES = numberOption("games", 500);
const WARMUP = numberOption("warmup", 50);
const TABLES = numberOption("tables", 15);
const TOP = numberOption("top", 15);
const KEEP = process.argv.includes("--keep");
const BOTS = numberOption("bots", 0);

const heapDir = await fs.mkdtemp(path.join(os.tmpdir(), "ttr-churn-heap-"));
const port = await freePort();
console.log(
  `game churn heap @ ${commitHash()} · ${new Date().toISOString()} · load ${f(os.loadavg()[0], 2)} · ${TABLES} tables at full speed ` +
    `(${BOTS > 0 ? `${BOTS} server-side bots watched by their host` : "5 client bots + 1 spectator"}), ` +
    `snapshots after ${WARMUP} and ${WARMUP + GAMES} finished games`,
);
const server = new Peer(spawnNode("server-process.ts", null, { PORT: String(port), LOG_LEVEL: "warn", BENCH_HEAP_DIR: heapDir }), "server");
await server.ready;
const endpoint = `ws://127.0.0.1:${port}`;
const generator = BOTS > 0 ? null : new GeneratorPool(1, null, { ENDPOINT: endpoint });
let finished = 0;
let errors = 0;
let botGames = 0;

/** One table of server-side bots watched by its host, again and again until `total` games have finished. */
async function watchBotGames(table: number, total: () => number): Promise<void> {
  const client = new Client(endpoint);
  client.auth.token = await accountToken(endpoint, `churn${table}`, "bench-password");
  while (finished < total()) {
    try {
      const room = await client.create("ttr", { gameName: `churn ${table} ${botGames++}`, color: "red" });
      room.onMessage("*", () => undefined);
      for (let i = 0; i < BOTS; i++) await ask(room, "addAI", { difficulty: "medium" });
      const ended = nextMessage(room, "gameEnded", 600_000);
      if ((await ask(room, "startAndWatch")).code !== "ok") throw new Error("startAndWatch refused");
      await ended;
      await room.leave(true);
      finished++;
    } catch (error) {
      errors++;
      console.log(`  error: ${(error as Error).message}`);
    }
  }
}

/** Lets the tables play until `total` games have finished since the start. */
async function playUntil(total: number): Promise<void> {
  if (!generator) {
    await Promise.all(Array.from({ length: TABLES }, (_, i) => watchBotGames(i, () => total)));
    return;
  }
  while (finished < total) {
    const stats = await generator.measure(2000);
    finished += stats.gamesFinished;
    errors += stats.errors;
    if (stats.errorSamples.length > 0) console.log(`  errors: ${stats.errorSamples.join("; ")}`);
  }
}

/** A forced full GC, the heap then, and a snapshot of it. */
async function snapshot(name: string): Promise<{ heapMb: number; file: string; games: number }> {
  const games = finished;
  const sample = await server.request<ServerSample>({ type: "soakSample" });
  const { file } = await server.request<{ file: string }>({ type: "heapSnapshot", name });
  console.log(`${name}: ${games} games finished, JS heap after GC ${f(sample.heapMb)} MB, ${sample.localRooms} rooms`);
  return { heapMb: sample.heapMb, file, games };
}

try {
  if (generator) {
    await generator.ready;
    await generator.prepare({ rooms: TABLES, thinkMinMs: 0, thinkMaxMs: 0, warmupMs: 0 });
  }
  await playUntil(WARMUP);
  const before = await snapshot("warm");
  await playUntil(WARMUP + GAMES);
  const after = await snapshot("after");
  const games = after.games - before.games;
  const rows = tallyDifference(tallySnapshot(before.file), tallySnapshot(after.file));
  const total = rows.reduce((n, r) => n + r.bytes, 0);
  console.log(`\nheap growth per finished game: ${f(((after.heapMb - before.heapMb) * 2 ** 20) / games, 0)} B (heapUsed after GC), ${f(total / games, 0)} B (snapshot self sizes), over ${games} games; errors ${errors}`);
  console.log("| what | bytes per game | objects per game |\n| --- | --- | --- |");
  for (const r of rows.slice(0, TOP)) console.log(`| ${r.key} | ${f(r.bytes / games, 0)} | ${f(r.count / games, 2)} |`);
} finally {
  generator?.kill();
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000).unref())]);
  if (KEEP) console.log(`snapshots kept in ${heapDir}`);
  else await fs.rm(heapDir, { recursive: true, force: true });
}
process.exit(0);
