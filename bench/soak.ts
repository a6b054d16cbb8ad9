// An hour of play (`npm run bench:soak`): one server process with 2,000 players at human pace for 60 minutes, to see
// whether anything grows that should not: memory, the event loop's delay, reply times, open sockets and files.
//   npx tsx bench/soak.ts [--minutes 60] [--players 2000] [--think 1-3] [--every 60] [--settle 10] [--generators 3] [--ramp 10]
// The tables are seated over the first `--ramp` minutes (a tenth every tenth), before the clock starts: a game lasts
// about ten minutes at this pace, so the tables' ages are spread and games end and begin all the time. Seated all at
// once, the first generation of games would grow together for ten minutes and look like a leak.
// The server (bench/server-process.ts, `npm start`'s V8 flags plus --expose-gc) and the load generators
// (bench/load-generator.ts: rooms of 5 client-side bot players + 1 spectator, each finished game replaced by a new
// one, so the player count holds for the whole run) are separate processes, pinned to a core each when possible, as
// in `npm run bench`. Every `--every` seconds (a minute) it prints one row: the server's RSS, its JS heap after a forced
// full GC, memory outside the heap, event-loop delay p99 and the players' reply p99 over that minute, its open
// libuv handles and file descriptors, commands, errors and games finished. At the end: each series' growth per hour,
// a least-squares line through the rows after the first `--settle` minutes (10; half the run when shorter), against
// the targets (heap and RSS under 5 % per hour, p99s and file descriptors flat).
import os from "node:os";
import { commitHash, f, numberOption, pinned, Peer, quantile, serverNodeArgs, spawnNode } from "./benchKit.js";
import { GeneratorPool } from "./generatorPool.js";
import { growthPerHour, type Growth } from "./growth.js";
import type { OpenResources, ServerSample } from "./server-process.js";
import { freePort } from "../scripts/infra/redis.js";

const MINUTES = numberOption("minutes", 60);
const PLAYERS = numberOption("players", 2000);
const EVERY_S = numberOption("every", 60);
const SETTLE_MINUTES = numberOption("settle", Math.min(10, MINUTES / 2));
const SEATS = 5;
/** --think 1-3: each player thinks 1–3 s before each command (`npm run bench`'s human pace; 4-20 is its slow one). */
const THINK_S = (() => {
  const i = process.argv.indexOf("--think");
  const [min, max] = (i >= 0 ? process.argv[i + 1] : "1-3").split("-").map(Number);
  return { min, max: max ?? min };
})();
const ROOMS = Math.ceil(PLAYERS / SEATS);
const GENERATORS = Math.max(1, Math.min(numberOption("generators", 3), ROOMS));
const RAMP_MINUTES = numberOption("ramp", 10);
const RAMP_STEPS = RAMP_MINUTES > 0 ? 10 : 1;
/** Growth per hour under which a series counts as flat (the 5 %). */
const TARGET_PERCENT_PER_HOUR = 5;
/** p99s of a few milliseconds move by a millisecond from minute to minute: growth under this many ms/h is flat too. */
const P99_NOISE_MS_PER_HOUR = 1;

interface Row {
  minute: number;
  players: number;
  commandsPerSecond: number;
  replyP99Ms: number;
  loopP99Ms: number;
  rssMb: number;
  heapAfterGcMb: number;
  externalMb: number;
  activeResources: number;
  fds: number;
  errors: number;
  gamesFinished: number;
}

const COLUMNS: { title: string; cell: (r: Row) => string }[] = [
  { title: "minute", cell: (r) => f(r.minute, 1) },
  { title: "players", cell: (r) => String(r.players) },
  { title: "commands/s", cell: (r) => f(r.commandsPerSecond, 0) },
  { title: "reply p99 ms", cell: (r) => f(r.replyP99Ms, 1) },
  { title: "loop-delay p99 ms", cell: (r) => f(r.loopP99Ms, 1) },
  { title: "RSS MB", cell: (r) => f(r.rssMb, 1) },
  { title: "heap after GC MB", cell: (r) => f(r.heapAfterGcMb, 1) },
  { title: "outside heap MB", cell: (r) => f(r.externalMb, 1) },
  { title: "handles", cell: (r) => String(r.activeResources) },
  { title: "fds", cell: (r) => String(r.fds) },
  { title: "errors", cell: (r) => String(r.errors) },
  { title: "games ended", cell: (r) => String(r.gamesFinished) },
];

const SERIES: { name: string; unit: string; value: (r: Row) => number; p99?: boolean }[] = [
  { name: "RSS", unit: "MB", value: (r) => r.rssMb },
  { name: "JS heap after GC", unit: "MB", value: (r) => r.heapAfterGcMb },
  { name: "memory outside the heap", unit: "MB", value: (r) => r.externalMb },
  { name: "event-loop delay p99", unit: "ms", value: (r) => r.loopP99Ms, p99: true },
  { name: "reply p99", unit: "ms", value: (r) => r.replyP99Ms, p99: true },
  { name: "open handles", unit: "", value: (r) => r.activeResources },
  { name: "file descriptors", unit: "", value: (r) => r.fds },
];

function flat(growth: Growth, p99: boolean): boolean {
  return growth.percentPerHour < TARGET_PERCENT_PER_HOUR || (p99 && growth.perHour < P99_NOISE_MS_PER_HOUR);
}

const port = await freePort();
console.log(
  `soak bench @ ${commitHash()} · ${new Date().toISOString()} · node ${process.version}, ${os.cpus().length} cores, load ${f(os.loadavg()[0], 2)}` +
    ` · ${PLAYERS} players (${ROOMS} rooms of ${SEATS} + 1 spectator) thinking ${THINK_S.min}–${THINK_S.max} s, seated over ${RAMP_MINUTES} min · ${MINUTES} min, a row every ${EVERY_S} s, fit after minute ${SETTLE_MINUTES}` +
    ` · ${pinned ? "server on core 0, generators on core 1" : "not pinned"} · server node flags "${serverNodeArgs().join(" ")} --expose-gc"`,
);
const server = new Peer(spawnNode("server-process.ts", pinned ? 0 : null, { PORT: String(port), LOG_LEVEL: "warn" }), "server");
await server.ready;
const generator = new GeneratorPool(GENERATORS, pinned ? 1 : null, { ENDPOINT: `ws://127.0.0.1:${port}` });
const rows: Row[] = [];
try {
  await generator.ready;
  for (let step = 1; step <= RAMP_STEPS; step++) {
    const stepStarted = performance.now();
    const rooms = Math.round((ROOMS * step) / RAMP_STEPS);
    const opened = await generator.prepare({ rooms, thinkMinMs: THINK_S.min * 1000, thinkMaxMs: THINK_S.max * 1000, warmupMs: 0 });
    if (opened.errors.length > 0) console.log(`while opening the rooms: ${opened.errors.join("; ")}`);
    console.log(`  seated ${opened.rooms} of ${ROOMS} tables`);
    const rest = (RAMP_MINUTES * 60_000) / RAMP_STEPS - (performance.now() - stepStarted);
    if (step < RAMP_STEPS && rest > 0) await new Promise((r) => setTimeout(r, rest));
  }
  await server.request({ type: "soakSample" }); // the clock starts with every table seated: counters from here
  console.log(`| ${COLUMNS.map((c) => c.title).join(" | ")} |`);
  console.log(`| ${COLUMNS.map(() => "---").join(" | ")} |`);
  const started = performance.now();
  const samples = Math.max(1, Math.round((MINUTES * 60) / EVERY_S));
  for (let i = 0; i < samples; i++) {
    const stats = await generator.measure(EVERY_S * 1000);
    const s = await server.request<ServerSample & OpenResources>({ type: "soakSample" });
    const row: Row = {
      minute: (performance.now() - started) / 60_000,
      players: stats.rooms * SEATS,
      commandsPerSecond: stats.commands / (stats.measureMs / 1000),
      replyP99Ms: quantile(stats.replyMs, 0.99),
      loopP99Ms: s.loopP99Ms,
      rssMb: s.rssMb,
      heapAfterGcMb: s.heapMb,
      externalMb: s.externalMb,
      activeResources: s.activeResources,
      fds: s.fds,
      errors: stats.errors,
      gamesFinished: stats.gamesFinished,
    };
    rows.push(row);
    console.log(`| ${COLUMNS.map((c) => c.cell(row)).join(" | ")} |`);
    if (stats.errorSamples.length > 0) console.log(`  errors: ${stats.errorSamples.join("; ")}`);
  }
} finally {
  generator.kill();
  // Shutting down hundreds of rooms takes a while (each saves its game); wait, then insist.
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30_000).unref())]);
  if (!stopped) server.child.kill("SIGKILL");
}

const fitted = rows.filter((r) => r.minute > SETTLE_MINUTES);
console.log("");
console.log(`growth per hour, least squares over the ${fitted.length} rows after minute ${SETTLE_MINUTES} (target: under ${TARGET_PERCENT_PER_HOUR} % per hour; a p99 under ${P99_NOISE_MS_PER_HOUR} ms per hour counts as flat too)`);
console.log("| series | at the first fitted row | growth per hour | % per hour | flat |");
console.log("| --- | --- | --- | --- | --- |");
for (const series of SERIES) {
  const growth = growthPerHour(fitted.map((r) => ({ minute: r.minute, value: series.value(r) })));
  const first = fitted[0] ? series.value(fitted[0]) : NaN;
  const unit = series.unit ? ` ${series.unit}` : "";
  if (!growth) console.log(`| ${series.name} | ${f(first)}${unit} | – (fewer than 2 rows) | – | – |`);
  else console.log(`| ${series.name} | ${f(first)}${unit} | ${growth.perHour >= 0 ? "+" : ""}${f(growth.perHour, 2)}${unit} | ${f(growth.percentPerHour, 1)} | ${flat(growth, series.p99 === true) ? "yes" : "NO"} |`);
}
const errors = rows.reduce((n, r) => n + r.errors, 0);
console.log(`errors over the run: ${errors}; games ended: ${rows.reduce((n, r) => n + r.gamesFinished, 0)}`);
process.exit(0);
