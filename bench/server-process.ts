// The game server in its own process for the benchmark (and for trying the load test by hand): boots
// createGameServer on 127.0.0.1 with a throw-away data dir, cheap bcrypt and instant bots, and answers
// metric requests from its parent over IPC (CPU time, RSS, event-loop delay, rooms, and the parts of a command the
// server's metrics channels time: server/src/game/metrics.ts).
//   PORT=32100 npx tsx bench/server-process.ts
import fs from "node:fs/promises";
import { readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { createHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import { Session as InspectorSession } from "node:inspector/promises";
import { matchMaker, type Room } from "@colyseus/core";
import { configWith, type ServerConfig } from "../server/src/config.js";
import { createGameServer } from "../server/src/createGameServer.js";
import type { Game } from "../server/src/game/Game.js";
import { onMetric } from "../server/src/game/metrics.js";

// Where a command's time goes: the parts the server runs synchronously for each command, as its metrics channels
// time them (wall time on the server's own core; the rest of the CPU per command is "other": sockets, message
// decoding and replies, timers, GC, asynchronous file writes).
const parts = { commands: 0, commandMs: 0, rulesMs: 0, projectionMs: 0, encodingMs: 0, persistenceMs: 0 };
// How long a save takes to become durable (replies and patches wait for it): slow replies while the event loop is
// quick are either these waits (the file writes on libuv's thread pool) or the generator's own delay.
const saveWait = createHistogram();
onMetric("ttr:command", ({ ms }) => {
  parts.commandMs += ms;
  parts.commands++;
});
onMetric("ttr:rules", ({ ms }) => void (parts.rulesMs += ms));
onMetric("ttr:projection", ({ ms }) => void (parts.projectionMs += ms));
onMetric("ttr:patch", ({ ms }) => void (parts.encodingMs += ms));
onMetric("ttr:save", ({ ms, durableMs }) => {
  parts.persistenceMs += ms;
  saveWait.record(Math.max(1, Math.round(durableMs * 1000)));
});

const port = Number(process.env.PORT ?? 32100);
const dataDir = process.env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), "ttr-bench-server-")));
// Settings this launcher needs.
const overrides: Partial<ServerConfig> = {
  port,
  host: "127.0.0.1",
  dataDir,
  publicDir: path.resolve("public"),
  jwtSecret: "bench-secret-bench-secret-bench-secret",
  bcryptRounds: 4,
  botDelayMs: 0,
  allowTestSeed: true,
  // The generator registers thousands of accounts from one address.
  loginMaxFailures: 1_000_000,
  loginMaxFailuresPerAddress: 1_000_000,
  // Bots at full speed send far more than a person: the per-connection budget would refuse them.
  messageRatePerSecond: 1_000_000,
  messageBurst: 1_000_000,
  registerMaxPerAddress: 1_000_000,
  // Thousands of simulated players connect from this one machine.
  maxConnectionsPerAddress: 1_000_000,
  // A step's games are left with a consented leave when it ends: their seats go to takeover bots after this grace,
  // which play them out at once (botDelayMs 0); the orchestrator waits for that before the next step (emptied()).
  reconnectSeconds: 2,
  // A table left while it was still forming (seated, not started) waits for its people this long before it closes:
  // 15 minutes by default, which had kept such games past the orchestrator's 300 s wait (emptied()).
  waitingIdleSeconds: 2,
  // The cluster bench (bench/cluster-bench.ts) runs several of these on one Redis and one PostgreSQL.
  redisUrl: process.env.REDIS_URL || undefined,
  databaseUrl: process.env.DATABASE_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  processName: process.env.PROCESS_NAME || `bench-${port}`,
  ...(process.env.SPECTATOR_DELAY_MOVES ? { spectatorDelayMoves: Number(process.env.SPECTATOR_DELAY_MOVES) } : {}),
  ...(process.env.PING_INTERVAL_MS ? { pingIntervalMs: Number(process.env.PING_INTERVAL_MS) } : {}),
  // The soak bench runs for an hour: a line per login and per game would be most of what it prints.
  ...(process.env.LOG_LEVEL ? { logLevel: process.env.LOG_LEVEL as ServerConfig["logLevel"] } : {}),
};
const server = await createGameServer(configWith(overrides));
// What-if for profiling only (BENCH_WHATIF_NO_SAVE=1): games are kept in memory but not written after each
// command, to measure what the per-command file rewrite costs. Never used for the reported capacity numbers.
if (process.env.BENCH_WHATIF_NO_SAVE === "1") {
  server.services.games.save = () => Promise.resolve();
  console.log("bench server: WHAT-IF mode, game files are not written");
}
await server.listen();

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let cpuMark = process.cpuUsage();
let timeMark = performance.now();

export interface ServerSample {
  cpuMs: number;
  wallMs: number;
  rssMb: number;
  heapMb: number;
  /** Memory of Buffers and other objects outside the JS heap (e.g. the encoders' buffers). */
  externalMb: number;
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** Time from a game save's call to its durable write (what replies wait for), p99 and max. */
  saveWaitP99Ms: number;
  saveWaitMaxMs: number;
  rooms: number;
  /** Rooms and connected clients on this process (rooms counts every process's rooms when there are several). */
  localRooms: number;
  localClients: number;
  /** Per-command parts since the previous sample (ms, summed); projection includes encoding, subtract it. */
  parts: typeof parts;
}

/**
 * BENCH_WINDOW_PROFILE_DIR=dir: a V8 CPU profile and a sampling heap profile of each stretch between two samples,
 * written as window-N.cpuprofile and window-N.heapprofile (the orchestrator samples at a step's start and end, so one
 * of them is exactly the measuring window: `--cpu-prof` profiles the whole run, where ramps and play-outs bury the
 * window's stalls).
 */
const windowProfileDir = process.env.BENCH_WINDOW_PROFILE_DIR;
/**
 * One heap sample per this many bytes allocated (V8's default is 32 KB too; named so both starts agree).
 * BENCH_HEAP_KEEP_MAJOR_GC=1 also keeps the samples of objects a full GC collected later: what outlived a
 * young-generation GC and died old (the promoted garbage that paces full GCs), beside what is still alive, and also
 * the young garbage a full GC found in the nursery (see bench/allocation-summary.ts).
 */
const HEAP_SAMPLING = { samplingInterval: 32 * 1024, includeObjectsCollectedByMajorGC: process.env.BENCH_HEAP_KEEP_MAJOR_GC === "1" };
/**
 * BENCH_WINDOW_HEAP=0: CPU profiles only. The sampling heap profiler charges its own work to the functions that
 * allocate (msgpackr's unpack showed 22 µs self per command beside it; it takes ~0.5 µs alone), so CPU splits for
 * bench/profile-breakdown.ts are read from profiles taken without it.
 */
const windowHeap = process.env.BENCH_WINDOW_HEAP !== "0";
const profiler = windowProfileDir ? new InspectorSession() : null;
let windowNumber = 0;
if (profiler) {
  profiler.connect();
  await profiler.post("Profiler.enable");
  await profiler.post("Profiler.start");
  // Beside it, what each window allocated that is still alive at its end (the objects young-generation GCs copy).
  if (windowHeap) {
    await profiler.post("HeapProfiler.enable");
    await profiler.post("HeapProfiler.startSampling", HEAP_SAMPLING);
  }
}
/** Samples can overlap (several requests in flight): each hand-over waits for the one before it. */
let windowHandover: Promise<void> = Promise.resolve();
function nextWindowProfile(): Promise<void> {
  if (!profiler || !windowProfileDir) return windowHandover;
  const dir = windowProfileDir;
  windowHandover = windowHandover.then(async () => {
    const { profile } = await profiler.post("Profiler.stop");
    await profiler.post("Profiler.start");
    const heap = windowHeap ? (await profiler.post("HeapProfiler.stopSampling")).profile : null;
    if (windowHeap) await profiler.post("HeapProfiler.startSampling", HEAP_SAMPLING);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `window-${++windowNumber}.cpuprofile`), JSON.stringify(profile));
    if (heap) await fs.writeFile(path.join(dir, `window-${windowNumber}.heapprofile`), JSON.stringify(heap));
  });
  return windowHandover;
}

/** Metrics since the previous sample (CPU, event loop) and now (memory, rooms). */
async function sample(): Promise<ServerSample> {
  const cpu = process.cpuUsage(cpuMark);
  const now = performance.now();
  const mem = process.memoryUsage();
  const rooms = (await matchMaker.query({ name: "ttr" })).length;
  const out: ServerSample = {
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: now - timeMark,
    rssMb: mem.rss / 2 ** 20,
    heapMb: mem.heapUsed / 2 ** 20,
    externalMb: mem.external / 2 ** 20,
    loopP50Ms: loop.percentile(50) / 1e6,
    loopP99Ms: loop.percentile(99) / 1e6,
    loopMaxMs: loop.max / 1e6,
    saveWaitP99Ms: saveWait.count > 0 ? saveWait.percentile(99) / 1000 : 0,
    saveWaitMaxMs: saveWait.count > 0 ? saveWait.max / 1000 : 0,
    rooms,
    localRooms: matchMaker.stats.local.roomCount,
    localClients: matchMaker.stats.local.ccu,
    parts: { ...parts },
  };
  for (const key of Object.keys(parts) as (keyof typeof parts)[]) parts[key] = 0;
  cpuMark = process.cpuUsage();
  timeMark = now;
  loop.reset();
  saveWait.reset();
  return out;
}

export interface OpenResources {
  /** Active libuv handles and requests (sockets, timers, file handles…): process.getActiveResourcesInfo(). */
  activeResources: number;
  /** Open file descriptors (/proc/self/fd): sockets, files, pipes. */
  fds: number;
}

function openResources(): OpenResources {
  let fds = NaN;
  try {
    fds = readdirSync("/proc/self/fd").length;
  } catch {
    // not Linux: no /proc
  }
  return { activeResources: process.getActiveResourcesInfo().length, fds };
}

process.on("message", (msg: { type: string; id: number }) => {
  if (msg.type === "sample") {
    void sample().then((s) => {
      process.send?.({ type: "sample", id: msg.id, sample: s });
      return nextWindowProfile();
    });
  } else if (msg.type === "leftGames") {
    // What the games still here are doing (the orchestrator asks when a step's games do not go away).
    void matchMaker.query({ name: "ttr" }).then((listed) => {
      const games = listed.map(({ roomId }) => {
        const room = matchMaker.getLocalRoomById(roomId) as (Room & { game?: Game }) | undefined;
        const game = room?.game;
        const rules = game?.rules;
        const seats = game?.seats.map((seat) => (seat.userId === null ? "bot" : "person")).join("/");
        const where = rules ? `phase ${rules.phase}, turn ${rules.turnNumber}, player ${rules.currentPlayer}` : "not started";
        return `${roomId}: ${game?.record.status ?? "elsewhere"}, ${room?.clients.length ?? 0} connected, seats ${seats}, ${where}`;
      });
      process.send?.({ type: "leftGames", id: msg.id, games });
    });
  } else if (msg.type === "heapSnapshot") {
    // BENCH_HEAP_DIR: what a live room is made of (bench/heap-summary.ts compares two of these).
    const file = process.env.BENCH_HEAP_DIR ? v8.writeHeapSnapshot(path.join(process.env.BENCH_HEAP_DIR, `${(msg as { name?: string }).name ?? "heap"}.heapsnapshot`)) : null;
    process.send?.({ type: "heapSnapshot", id: msg.id, file });
  } else if (msg.type === "soakSample") {
    // The soak bench (bench/soak.ts), once a minute: a full GC first, so heapMb is what is still alive; then what the
    // process holds open (libuv handles and requests, file descriptors), which a leak of sockets or files would grow.
    (globalThis as { gc?: () => void }).gc?.();
    void sample().then((s) => process.send?.({ type: "soakSample", id: msg.id, sample: { ...s, ...openResources() } }));
  } else if (msg.type === "gc") {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ type: "gc", id: msg.id });
  }
});

async function stop(): Promise<void> {
  await server.shutdown().catch(() => undefined);
  if (!process.env.DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
process.on("disconnect", () => void stop());
console.log(`bench server ready on ws://127.0.0.1:${port} (data ${dataDir})`);
process.send?.({ type: "ready", port });
