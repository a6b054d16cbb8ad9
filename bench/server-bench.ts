// The server benchmark (`npm run bench`): one command, one run, one table, with the commit hash.
//   npx tsx bench/server-bench.ts [--quick]
// Server (bench/server-process.ts) and load generator (bench/load-generator.ts) run as separate processes,
// pinned to separate cores with taskset when there are two. Rooms of 5 client-side bot players + 1 spectator
// are ramped at a human-like pace and at full speed; then seeded games measure bytes on the wire against a
// full-JSON baseline; then the rules bench (bench/rules-bench.ts) gives rules CPU and longest-trail worst case.
import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { applyCommand, newGame, playerView, type Command, type GameState, type PlayerColor } from "../shared-rules/src/index.js";
import type { RoomBytes, StepStats } from "./load-generator.js";
import type { ServerSample } from "./server-process.js";
import { f, pinMainThread, pinned, Peer, quantile, serverNodeArgs, spawnNode } from "./benchKit.js";
import { GeneratorPool } from "./generatorPool.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, "..");
const quick = process.argv.includes("--quick");
const PORT = Number(process.env.BENCH_PORT ?? 32100 + (process.pid % 800));

/** Thresholds of the issue: p99 ≤ 50 ms with zero errors; targets for a 2-core machine. */
const P99_LIMIT_MS = 50;
const TARGET_PLAYERS = 10_000;
const TARGET_BYTES_RATIO = 20;
const TARGET_CPU_US_PER_COMMAND = 100;
/** Server CPU per game command as a multiple of the ws transport's own (1 read + 6 writes) measured in the same run. */
const TARGET_FLOOR_RATIO = 3;
const TARGET_KB_PER_ROOM = 250;
/**
 * Listing updates per game command that each lobby client receives: "~0". Games that open, fill, start and end
 * during a step are listed (about ten updates per game of a few hundred commands), moves are not.
 */
const TARGET_LOBBY_PER_COMMAND = 0.05;

const BASE_PLAN = quick
  ? { memory: 20, human: [10], slow: [20], full: [3], lobby: 100, warmupMs: 3000, measureMs: 6000, fullMeasureMs: 6000, seeds: [11], rules: true }
  : { memory: 200, human: [100, 200, 400, 500, 600], slow: [300, 600, 1000], full: [5, 10, 20, 40], lobby: 1000, warmupMs: 8000, measureMs: 20000, fullMeasureMs: 15000, seeds: [11, 12, 13], rules: true };
/** Overrides for trying steps by hand: --memory 50 --human 100,400 --slow 300 --full 5 --lobby 1000 --measureS 10 --warmupS 5 --no-rules --gc-core */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const list = (v: string | undefined, fallback: number[]) => (v === undefined ? fallback : v.split(",").filter(Boolean).map(Number));
const PLAN = {
  memory: option("memory") === undefined ? BASE_PLAN.memory : Number(option("memory")),
  human: list(option("human"), BASE_PLAN.human),
  full: list(option("full"), BASE_PLAN.full),
  slow: list(option("slow"), BASE_PLAN.slow),
  lobby: option("lobby") === undefined ? BASE_PLAN.lobby : Number(option("lobby")),
  warmupMs: option("warmupS") ? Number(option("warmupS")) * 1000 : BASE_PLAN.warmupMs,
  measureMs: option("measureS") ? Number(option("measureS")) * 1000 : BASE_PLAN.measureMs,
  fullMeasureMs: option("measureS") ? Number(option("measureS")) * 1000 : BASE_PLAN.fullMeasureMs,
  seeds: BASE_PLAN.seeds,
  rules: BASE_PLAN.rules && !process.argv.includes("--no-rules"),
};
/** Load-generator processes sharing the generator's core (--generators N): see bench/generatorPool.ts. */
const GENERATORS = Number(option("generators") ?? 3);
/** Human-like pace: every player thinks 1–3 s before each command (a fast human), or 4–20 s (real online play); full speed: no pause. */
const HUMAN = { thinkMinMs: 1000, thinkMaxMs: 3000 };
const SLOW_HUMAN = { thinkMinMs: 4000, thinkMaxMs: 20000 };
const FULL = { thinkMinMs: 0, thinkMaxMs: 0 };
/** Stop ramping a mode once a step is this far over the limit: bigger steps only take time. */
const GIVE_UP_P99_MS = 400;

function commit(): string {
  try { return execSync("git rev-parse --short HEAD", { cwd: root, encoding: "utf8" }).trim(); } catch { return "unknown"; }
}


interface Row {
  mode: string;
  rooms: number;
  players: number;
  stats: StepStats;
  server: ServerSample;
  rssPerRoomMb: number;
  heapPerRoomMb: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Bytes: replay the same seeded game through the rules and price the naive design, which sent every recipient
// the full JSON model after every change. Conservative: each recipient's own view only (no decks).
function baselineBytes(snapshot: NonNullable<RoomBytes["snapshot"]>): { viewJson: number; fullStateJson: number; turns: number; changes: number } {
  const colors = snapshot.seats.map((s) => s.color as PlayerColor);
  const created = newGame({ seed: snapshot.seed, colors });
  if (!created.ok) throw new Error(created.error.code);
  let state: GameState = created.state;
  const recipients = [...colors.map((_, i) => i), null];
  let viewJson = 0;
  let fullStateJson = 0;
  const price = () => {
    for (const r of recipients) viewJson += Buffer.byteLength(JSON.stringify(playerView(state, r)));
    fullStateJson += Buffer.byteLength(JSON.stringify(state)) * recipients.length;
  };
  price();
  let changes = 0;
  for (const entry of snapshot.log as { player: number; command: Command }[]) {
    const applied = applyCommand(state, entry.player, entry.command);
    if (!applied.ok) throw new Error(`replay: ${applied.error.code}`);
    state = applied.state;
    changes++;
    price();
  }
  return { viewJson, fullStateJson, turns: Math.max(1, state.turnNumber), changes };
}

// ---------------------------------------------------------------------------------------------------------------
function rulesBench(): { usPerAction: number; trailWorstMs: number; trailWorstSingleMs: number; trailDenserWorstMs: number; trailEndP99Ms: number; raw: string } | null {
  const script = path.join(here, "rules-bench.ts");
  if (!fs.existsSync(script)) return null;
  try {
    const raw = execFileSync(process.execPath, ["--import", "tsx", script], { cwd: root, encoding: "utf8", timeout: 180_000 });
    // Its sections start at column 0 with indented "label: value" lines; read them without relying on order.
    const sections: { title: string; lines: string[] }[] = [];
    for (const line of raw.split("\n")) {
      if (/^\S/.test(line)) sections.push({ title: line, lines: [] });
      else sections.at(-1)?.lines.push(line);
    }
    const value = (sectionRe: RegExp, labelRe: RegExp) =>
      sections.filter((sec) => sectionRe.test(sec.title)).map((sec) => Number(sec.lines.map((l) => labelRe.exec(l)?.[1]).find((v) => v !== undefined) ?? NaN));
    const max = (xs: number[]) => (xs.length && xs.every(Number.isFinite) ? Math.max(...xs) : NaN);
    return {
      usPerAction: 1e6 / Number(/actions\/s:\s*([\d.]+)/.exec(raw)?.[1] ?? NaN),
      // The target is about networks a player can own (one route of each double); the denser ones are context.
      trailWorstMs: max(value(/adversarial.*one route per double/, /^\s*worst[^:]*?:\s*([\d.]+) ms/)),
      trailWorstSingleMs: max(value(/adversarial.*one route per double/, /worst single call:\s*([\d.]+) ms/)),
      trailDenserWorstMs: max(value(/adversarial.*both routes of doubles/, /^\s*worst[^:]*?:\s*([\d.]+) ms/)),
      trailEndP99Ms: max(value(/end states/, /p99:\s*([\d.]+) ms/)),
      raw,
    };
  } catch (error) {
    console.error("rules bench failed:", (error as Error).message);
    return null;
  }
}

/**
 * The ws transport's own CPU per command on this machine now (bench/transport-floor.ts --ws-only: 1 read + 6 corked
 * writes, no game), measured beside the full-speed steps so that the server's CPU per command can be given as a
 * multiple of it: the machine's other load moves both alike.
 */
function transportFloor(seconds: number): number[] {
  try {
    const raw = execFileSync(process.execPath, ["--import", "tsx", path.join(here, "transport-floor.ts"), "--ws-only", "--pairs", "1", "--seconds", String(seconds)], { cwd: root, encoding: "utf8", timeout: 120_000 });
    const line = raw.split("\n").find((l) => l.startsWith("transport-floor-json "));
    const samples = line ? (JSON.parse(line.slice("transport-floor-json ".length)) as { samples: number[] }).samples : [];
    console.log(`  transport floor (ws, 1 read + 6 writes, no game): ${samples.map((x) => f(x)).join(", ")} µs per command`);
    return samples;
  } catch (error) {
    console.error("transport floor failed:", (error as Error).message);
    return [];
  }
}

function patchProfile(): string | null {
  try {
    return execFileSync(process.execPath, ["--import", "tsx", path.join(here, "patch-profile.ts"), "2"], { cwd: root, encoding: "utf8", timeout: 120_000 }).trimEnd();
  } catch (error) {
    console.error("patch profile failed:", (error as Error).message);
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
async function main(): Promise<void> {
  if (process.argv.includes("--cluster")) {
    await import("./cluster-bench.js");
    return;
  }
  const started = performance.now();
  const hash = commit();
  console.log(`server bench @ ${hash} — ${quick ? "quick" : "full"} run, node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg()[0].toFixed(2)}, ${pinned ? "server on core 0, generator on core 1 (taskset)" : "not pinned"}, ${GENERATORS} generator process${GENERATORS === 1 ? "" : "es"}, port ${PORT}, server node flags "${serverNodeArgs().join(" ")}"`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-bench-data-"));
  // --what-if-no-save: the server skips its per-command game file rewrite (profiling only, labelled in the output).
  const whatIf = process.argv.includes("--what-if-no-save");
  if (whatIf) console.log("WHAT-IF RUN: the server does not persist games; not the server's real numbers");
  // --gc-core: the server's JavaScript stays on core 0 and its GC helper threads may also run on core 1 (the
  // generator's); otherwise all of the server is on core 0.
  const gcCore = pinned && process.argv.includes("--gc-core");
  if (gcCore) console.log("the server's main thread on core 0, its other threads (GC helpers) on cores 0 and 1");
  const serverProcess = spawnNode("server-process.ts", gcCore ? "0,1" : 0, { PORT: String(PORT), DATA_DIR: dataDir, ...(whatIf ? { BENCH_WHATIF_NO_SAVE: "1" } : {}) });
  const server = new Peer(serverProcess, "server");
  await server.ready;
  if (gcCore) pinMainThread(serverProcess.pid!, 0);
  const generator = new GeneratorPool(GENERATORS, 1, { ENDPOINT: `ws://127.0.0.1:${PORT}` });
  await generator.ready;
  const rows: Row[] = [];
  /** The ws transport floor, measured right before and right after the full-speed steps. */
  const floorSamples: number[] = [];
  let memoryStep: { rooms: number; rssKb: number; heapKb: number; externalKb: number } | null = null;
  let bytes: RoomBytes[];
  /**
   * After a reset the left games are still on the server: takeover bots play them out. Measuring the next step
   * meanwhile would count their commands' CPU, stalls and lobby listings against it, so wait until they are gone.
   */
  const emptied = async (): Promise<void> => {
    const until = Date.now() + 300_000;
    let rooms = Infinity;
    while (Date.now() < until && (rooms = (await server.request<ServerSample>({ type: "sample" })).rooms) > 0) await new Promise((r) => setTimeout(r, 500));
    if (rooms > 0) {
      const left = await server.request<{ games: string[] }>({ type: "leftGames" });
      console.log(`  (${rooms} games of the previous step were still on the server after 300 s: ${left.games.join("; ")})`);
    }
  };
  try {
    await server.request({ type: "gc" });
    const idle = await server.request<ServerSample>({ type: "sample" });
    // Full speed first: after the human ramp the server holds thousands of accounts and games, which slows
    // every later join (see the report); each mode then starts from a server without the other's rooms.
    let idleNow = idle;
    // Memory per live room, measured first, on a fresh server: after the other steps the process keeps the pages
    // their rooms freed, and a later difference of resident sizes says little (it even came out negative). A first
    // round of as many rooms, closed again, takes the one-time growth (compiled code, heap pages, the accounts) out
    // of the figure; the second round's rooms are what a live room adds.
    if (PLAN.memory > 0) {
      await generator.prepare({ rooms: PLAN.memory, ...HUMAN, warmupMs: PLAN.warmupMs });
      await generator.reset();
      await emptied();
      await server.request({ type: "gc" });
      const before = await server.request<ServerSample>({ type: "sample" });
      if (process.env.BENCH_HEAP_DIR) await server.request({ type: "heapSnapshot", name: "before" });
      const prepared = await generator.prepare({ rooms: PLAN.memory, ...HUMAN, warmupMs: PLAN.warmupMs });
      await server.request({ type: "gc" });
      const held = await server.request<ServerSample>({ type: "sample" });
      if (process.env.BENCH_HEAP_DIR) await server.request({ type: "heapSnapshot", name: "held" });
      const per = (mb: number) => (mb * 1024) / Math.max(1, prepared.rooms);
      memoryStep = { rooms: prepared.rooms, rssKb: per(held.rssMb - before.rssMb), heapKb: per(held.heapMb - before.heapMb), externalKb: per(held.externalMb - before.externalMb) };
      console.log(`  memory: ${prepared.rooms} live rooms hold ${f(memoryStep.rssKb, 0)} KB resident each after GC (JS heap ${f(memoryStep.heapKb, 0)} KB, outside the heap ${f(memoryStep.externalKb, 0)} KB)`);
      await generator.reset();
      await emptied();
      await server.request({ type: "gc" });
      idleNow = await server.request<ServerSample>({ type: "sample" });
    }
    // (--human-first reverses the order, to study that slowdown.)
    const modes = [["full speed", FULL, PLAN.full], ["human", HUMAN, PLAN.human], ["human 4–20 s", SLOW_HUMAN, PLAN.slow]] as const;
    for (const [mode, pace, steps] of process.argv.includes("--human-first") ? [...modes].reverse() : modes) {
      // Lobby clients watch the listing during the human-pace steps (as real visitors would).
      const lobby = mode === "full speed" ? 0 : PLAN.lobby;
      if (steps.length > 0 && lobby > 0) {
        await generator.lobby(lobby);
        // Per-room memory counts rooms only, not the lobby's sockets.
        await server.request({ type: "gc" });
        idleNow = await server.request<ServerSample>({ type: "sample" });
      }
      const floorAround = mode === "full speed" && steps.length > 0 && !process.argv.includes("--no-floor");
      if (floorAround) floorSamples.push(...transportFloor(quick ? 5 : 10));
      for (const rooms of steps) {
        const prepared = await generator.prepare({ rooms, ...pace, warmupMs: PLAN.warmupMs });
        await server.request<ServerSample>({ type: "sample" }); // starts the server's measuring window
        const stats = await generator.measure(mode === "full speed" ? PLAN.fullMeasureMs : PLAN.measureMs);
        const sample = await server.request<ServerSample>({ type: "sample" });
        // Memory after a full GC, so that the per-room figure is live data rather than garbage.
        await server.request({ type: "gc" });
        const memory = await server.request<ServerSample>({ type: "sample" });
        const perRoom = (x: number) => x / Math.max(1, prepared.rooms);
        const row: Row = { mode, rooms: prepared.rooms, players: prepared.rooms * 5, stats, server: { ...sample, rssMb: memory.rssMb, heapMb: memory.heapMb }, rssPerRoomMb: perRoom(memory.rssMb - idleNow.rssMb), heapPerRoomMb: perRoom(memory.heapMb - idleNow.heapMb) };
        rows.push(row);
        const p99 = quantile(stats.replyMs, 0.99);
        console.log(`  ${mode} ${row.players} players: ${stats.commands} commands, reply p99 ${f(p99)} ms, errors ${stats.errors}${stats.errorSamples.length ? ` (${stats.errorSamples.join("; ")})` : ""}; ${stats.lobbyClients} lobby clients got ${stats.lobbyMessages} messages; server loop-delay p99 ${f(sample.loopP99Ms)} / max ${f(sample.loopMaxMs, 0)} ms, generator loop-delay p99 ${f(stats.loopP99Ms)} / max ${f(stats.loopMaxMs, 0)} ms, game saves durable after p99 ${f(sample.saveWaitP99Ms)} / max ${f(sample.saveWaitMaxMs)} ms`);
        if (p99 > GIVE_UP_P99_MS) break;
      }
      await generator.reset();
      await generator.lobby(0);
      await emptied();
      if (floorAround) floorSamples.push(...transportFloor(quick ? 5 : 10));
      await server.request({ type: "gc" });
      idleNow = await server.request<ServerSample>({ type: "sample" });
    }
    bytes = await generator.bytes(PLAN.seeds);
  } finally {
    generator.kill();
    // Shutting down hundreds of rooms takes a while (each saves its game); wait, then insist.
    const serverExit = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    const exited = await Promise.race([serverExit.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30_000))]);
    if (!exited) {
      server.child.kill("SIGKILL");
      await serverExit;
    }
  }
  const rules = PLAN.rules ? rulesBench() : null;
  const profile = PLAN.rules ? patchProfile() : null;

  // ---------------- the table ----------------
  console.log("");
  console.log(`## Server benchmark @ ${hash} (${quick ? "quick" : "full"}; ${new Date().toISOString()}; node ${process.version}; ${os.cpus().length} cores${pinned ? ", pinned" : ""})`);
  console.log("");
  console.log("| pace | rooms | players (+spectators) | commands/s | reply p50 / p99 ms | patch p50 / p99 ms | errors | server CPU % | server CPU µs/command | server loop-delay p99 / max ms | generator loop-delay p99 / max ms | generator CPU % | server RSS MB | RSS/room KB | heap/room KB | lobby clients | lobby msgs/command | lobby bytes/command |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const s = r.stats;
    const secs = s.measureMs / 1000;
    console.log(
      `| ${r.mode} | ${r.rooms} | ${r.players} (+${r.rooms}) | ${f(s.commands / secs)} | ${f(quantile(s.replyMs, 0.5))} / ${f(quantile(s.replyMs, 0.99))} | ` +
        `${f(quantile(s.patchMs, 0.5))} / ${f(quantile(s.patchMs, 0.99))} | ${s.errors} | ${f((100 * r.server.cpuMs) / r.server.wallMs)} | ` +
        `${f((1000 * r.server.cpuMs) / Math.max(1, s.commands), 0)} | ${f(r.server.loopP99Ms)} / ${f(r.server.loopMaxMs, 0)} | ${f(s.loopP99Ms)} / ${f(s.loopMaxMs, 0)} | ${f((100 * s.cpuMs) / s.measureMs)} | ${f(r.server.rssMb, 0)} | ${f(r.rssPerRoomMb * 1024, 0)} | ${f(r.heapPerRoomMb * 1024, 0)} | ` +
        `${s.lobbyClients} | ${f(s.lobbyMessages / Math.max(1, s.commands), 3)} | ${f(s.lobbyBytes / Math.max(1, s.commands), 0)} |`,
    );
  }
  const ok = (r: Row) => quantile(r.stats.replyMs, 0.99) <= P99_LIMIT_MS && r.stats.errors === 0 && r.stats.commands > 0;
  const best = (mode: string) => Math.max(0, ...rows.filter((r) => r.mode === mode && ok(r)).map((r) => r.players));
  const humanBest = best("human");
  const slowBest = best("human 4–20 s");
  console.log("");
  console.log(`Largest concurrent bot players with reply p99 ≤ ${P99_LIMIT_MS} ms and zero errors: human 4–20 s ${slowBest}, human 1–3 s ${humanBest}, full speed ${best("full speed")} ` +
    `(largest steps tried: ${Math.max(0, ...rows.filter((r) => r.mode === "human 4–20 s").map((r) => r.players))} and ${Math.max(0, ...rows.filter((r) => r.mode === "human").map((r) => r.players))}).`);

  // Where a full-speed command's CPU goes (median over the full-speed steps). Parts are timed in place on the
  // server (bench/server-process.ts); "other" is the measured CPU per command minus them.
  const full = rows.filter((r) => r.mode === "full speed" && r.server.parts.commands > 0);
  const median = (xs: number[]) => quantile(xs, 0.5);
  const perCommand = (r: Row, ms: number) => (1000 * ms) / Math.max(1, r.server.parts.commands);
  const cpuUs = median(full.map((r) => (1000 * r.server.cpuMs) / Math.max(1, r.stats.commands)));
  const breakdown = {
    rules: median(full.map((r) => perCommand(r, r.server.parts.rulesMs))),
    projection: median(full.map((r) => perCommand(r, r.server.parts.projectionMs - r.server.parts.encodingMs))),
    encoding: median(full.map((r) => perCommand(r, r.server.parts.encodingMs))),
    persistence: median(full.map((r) => perCommand(r, r.server.parts.persistenceMs))),
  };
  const timedSum = breakdown.rules + breakdown.projection + breakdown.encoding + breakdown.persistence;
  console.log("");
  console.log("| server CPU per game command, full speed (median of steps) | µs | share |");
  console.log("|---|---|---|");
  for (const [name, us] of Object.entries(breakdown)) console.log(`| ${name} | ${f(us, 0)} | ${f((100 * us) / cpuUs, 0)} % |`);
  console.log(`| other (sockets, message decoding, replies, timers, GC, asynchronous file writes) | ${f(cpuUs - timedSum, 0)} | ${f((100 * (cpuUs - timedSum)) / cpuUs, 0)} % |`);
  console.log(`| total (process CPU / commands) | ${f(cpuUs, 0)} | 100 % |`);
  console.log("(persistence = the synchronous save() call: record building and queueing; the file write itself completes later, in other)");
  const floorUs = floorSamples.length > 0 ? floorSamples.reduce((a, b) => a + b, 0) / floorSamples.length : NaN;
  const floorRatio = cpuUs / floorUs;
  console.log(`Against the ws transport floor measured in this run (1 read + 6 corked writes, no game; before and after the full-speed steps: ${floorSamples.map((x) => f(x)).join(", ")} µs): ${f(cpuUs, 0)} / ${f(floorUs)} µs = ${f(floorRatio, 2)}× (target ≤ ${TARGET_FLOOR_RATIO}×).`);
  const genBusy = rows.filter((r) => r.stats.loopP99Ms > 20 || (100 * r.stats.cpuMs) / r.stats.measureMs > 85);
  if (genBusy.length > 0) console.log(`Generator check: busy in ${genBusy.map((r) => `${r.mode} ${r.players}`).join(", ")} (loop p99 > 20 ms or CPU > 85 %): latencies there include generator delay.`);
  else console.log("Generator check: its event-loop delay p99 stayed ≤ 20 ms and CPU < 85 % in every step: it was not the bottleneck.");

  let bytesRatio = NaN;
  if (bytes.length > 0) {
    let patch = 0, all = 0, viewJson = 0, fullJson = 0, turns = 0, commands = 0;
    for (const b of bytes) {
      patch += b.patchBytes;
      all += b.totalBytes;
      if (b.snapshot) {
        const base = baselineBytes(b.snapshot);
        viewJson += base.viewJson;
        fullJson += base.fullStateJson;
        turns += base.turns;
        commands += base.changes;
      }
    }
    const perTurn = (x: number) => (turns > 0 ? x / turns : NaN);
    console.log("");
    console.log(`| bytes on the wire per turn per room (${bytes.length} seeded 5-player games, ${turns} turns, ${commands} commands; 5 players + 1 spectator) | bytes/turn | vs schema deltas |`);
    console.log("|---|---|---|");
    console.log(`| schema deltas (patch frames) | ${f(perTurn(patch), 0)} | 1× |`);
    console.log(`| everything received (patches + join states + replies + notices) | ${f(perTurn(all), 0)} | ${f(all / patch, 2)}× |`);
    console.log(`| baseline: each recipient's full JSON view after every change | ${f(perTurn(viewJson), 0)} | ${f(viewJson / patch, 1)}× |`);
    console.log(`| baseline: the full JSON game state to every recipient after every change | ${f(perTurn(fullJson), 0)} | ${f(fullJson / patch, 1)}× |`);
    const ratio = viewJson / patch;
    bytesRatio = ratio;
    console.log(`Bytes target ≥ ${TARGET_BYTES_RATIO}× fewer than the full-JSON baseline: ${f(ratio, 1)}× on deltas vs views (${ratio >= TARGET_BYTES_RATIO ? "met" : "missed"}), ${f(viewJson / all, 1)}× counting every frame.`);
  }
  if (profile) console.log(`Where the patch bytes go (bench/patch-profile.ts):\n${profile}`);

  if (rules) {
    console.log("");
    console.log("| rules (bench/rules-bench.ts, in-process) | value |");
    console.log("|---|---|");
    console.log(`| CPU per command (legalActions + applyCommand, random games) | ${f(rules.usPerAction, 1)} µs |`);
    console.log(`| longest trail, end-state networks p99 | ${f(rules.trailEndP99Ms, 3)} ms |`);
    console.log(`| longest trail, adversarial networks a player can own (one route per double): worst (median of repeats) / worst single call | ${f(rules.trailWorstMs, 3)} / ${f(rules.trailWorstSingleMs, 3)} ms |`);
    console.log(`| longest trail, denser networks than any player can own (both routes of doubles): worst (median of repeats) | ${f(rules.trailDenserWorstMs, 3)} ms |`);
  } else {
    console.log("(rules bench not available)");
  }

  // ---------------- every target of the issue ----------------
  const human = rows.filter((r) => r.mode !== "full speed");
  const biggest = human.reduce<Row | undefined>((a, r) => (!a || r.rooms > a.rooms ? r : a), undefined);
  const lobbyPerCommand = Math.max(...human.map((r) => r.stats.lobbyMessages / Math.max(1, r.stats.commands)));
  const lobbyClients = Math.max(0, ...human.map((r) => r.stats.lobbyClients));
  const verdict = (good: boolean) => (good ? "met" : "missed");
  console.log("");
  console.log(`| target | measured | |`);
  console.log("|---|---|---|");
  console.log(`| server CPU per game command ≤ ${TARGET_CPU_US_PER_COMMAND} µs (median of full-speed steps, durable save included) | ${f(cpuUs, 0)} µs | ${verdict(cpuUs <= TARGET_CPU_US_PER_COMMAND)} |`);
  console.log(`| server CPU per game command ≤ ${TARGET_FLOOR_RATIO}× the ws transport floor measured in this run (1 read + 6 corked writes, no game) | ${f(cpuUs, 0)} / ${f(floorUs)} µs = ${f(floorRatio, 2)}× | ${verdict(floorRatio <= TARGET_FLOOR_RATIO)} |`);
  console.log(`| ≥ ${TARGET_PLAYERS} players at human pace 4–20 s, reply p99 ≤ ${P99_LIMIT_MS} ms, 0 errors | ${slowBest} (1–3 s: ${humanBest}) | ${verdict(slowBest >= TARGET_PLAYERS)} |`);
  if (memoryStep) {
    const m = memoryStep;
    // Judged on the live bytes (JS heap + outside the heap, exact after a GC): the difference of resident sizes moves
    // by megabytes with the allocator's reuse of the first round's pages, so with few rooms it says little per room.
    const liveKb = m.heapKb + m.externalKb;
    console.log(`| ≤ ${TARGET_KB_PER_ROOM} KB per live 5-player room (after GC, ${m.rooms} rooms early in their games, after a first round of as many; 6 connections each) | ${f(liveKb, 0)} KB live: JS heap ${f(m.heapKb, 0)} KB + outside the heap ${f(m.externalKb, 0)} KB (RSS difference ${f(m.rssKb, 0)} KB) | ${verdict(liveKb <= TARGET_KB_PER_ROOM)} |`);
  } else {
    console.log(`| ≤ ${TARGET_KB_PER_ROOM} KB resident per live 5-player room (after GC, largest human step) | ${biggest ? `${f(biggest.rssPerRoomMb * 1024, 0)} KB RSS (${f(biggest.heapPerRoomMb * 1024, 0)} KB JS heap) at ${biggest.rooms} rooms` : "–"} | ${verdict(!!biggest && biggest.rssPerRoomMb * 1024 <= TARGET_KB_PER_ROOM)} |`);
  }
  const perClient = lobbyPerCommand / Math.max(1, lobbyClients);
  console.log(`| lobby listing updates per game command per lobby client ~0 (≤ ${TARGET_LOBBY_PER_COMMAND}: games opening and ending are listed, moves are not), ${PLAN.lobby} lobby clients during the human steps | ${f(perClient, 4)} (${lobbyClients} clients: ${f(lobbyPerCommand, 2)} messages per command) | ${verdict(lobbyClients >= PLAN.lobby && perClient <= TARGET_LOBBY_PER_COMMAND)} |`);
  console.log(`| bytes ≥ ${TARGET_BYTES_RATIO}× fewer than the per-recipient full-JSON views | ${f(bytesRatio, 1)}× | ${verdict(bytesRatio >= TARGET_BYTES_RATIO)} |`);
  console.log(`(load average at the end: ${os.loadavg().map((x) => x.toFixed(2)).join(" ")}; other processes on the machine make every figure noisier)`);
  console.log("");
  console.log(`bench wall time ${f((performance.now() - started) / 1000, 0)} s`);
  try {
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.error(`could not remove ${dataDir}: ${(error as Error).message}`);
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
