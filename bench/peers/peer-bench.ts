// `npm run bench:peer`: our server and the boardgame.io peer (bench/peers/bgio-*.ts), one after the other in one
// run, each pinned to core 0 (taskset) with its players on core 1: the same rules (shared-rules), the same bots
// (medium), the same rooms (5 bot seats + 1 spectator) and the same pace. Prints both and the ratios.
//   npx tsx bench/peers/peer-bench.ts [--rooms 10] [--thinkMinMs 0 --thinkMaxMs 0] [--measureS 15] [--warmupS 5]
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const bench = path.join(here, "..");
const root = path.join(bench, "..");
function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const ROOMS = option("rooms", 10);
const PACE = { thinkMinMs: option("thinkMinMs", 0), thinkMaxMs: option("thinkMaxMs", 0) };
const MEASURE_MS = option("measureS", 15) * 1000;
const WARMUP_MS = option("warmupS", 5) * 1000;
const BASE_PORT = 33100 + (process.pid % 700);

const pinned = (() => {
  if (os.cpus().length < 2) return false;
  try { execFileSync("taskset", ["-c", "0", "true"]); return true; } catch { return false; }
})();

function spawnNode(script: string, cpu: number, env: Record<string, string>): ChildProcess {
  const nodeArgs = ["--expose-gc", "--max-old-space-size=2048", "--import", "tsx", script];
  const [cmd, args] = pinned ? ["taskset", ["-c", String(cpu), process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  return spawn(cmd, args, { cwd: root, stdio: ["ignore", "inherit", "inherit", "ipc"], env: { ...process.env, ...env } });
}

/** Request/answer over a child's IPC channel. */
function channel(child: ChildProcess, name: string) {
  let nextId = 1;
  const waiting = new Map<number, (m: Record<string, unknown>) => void>();
  const ready = new Promise<void>((resolve, reject) => {
    child.on("message", (m: Record<string, unknown>) => {
      if (m.type === "ready") resolve();
      const id = m.id as number | undefined;
      if (id !== undefined) {
        waiting.get(id)?.(m);
        waiting.delete(id);
      }
    });
    child.on("exit", (code) => reject(new Error(`${name} exited (${code})`)));
  });
  const request = <T>(msg: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (m) => (m.error ? reject(new Error(String(m.error))) : resolve((m.result ?? m.sample ?? m) as T)));
      child.send({ ...msg, id });
    });
  return { ready, request, child };
}

interface Sample { cpuMs: number; wallMs: number; rssMb: number; heapMb: number; bytesOut?: number }
interface Step { rooms: number; commands: number; replyMs: number[]; errors: number; errorSamples: string[]; roomBytes?: number }
interface Result { name: string; rooms: number; commands: number; errors: number; cpuUsPerCommand: number; replyP50: number; replyP99: number; bytesPerCommandPerRoom: number; rssPerRoomKb: number; cpuPercent: number }

const quantile = (values: number[], q: number) => (values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] : NaN);

async function run(name: string, serverScript: string, playersScript: string, port: number, endpoint: string, env: Record<string, string>): Promise<Result> {
  const server = channel(spawnNode(serverScript, 0, { PORT: String(port), ...env }), `${name} server`);
  await server.ready;
  const players = channel(spawnNode(playersScript, 1, { ENDPOINT: endpoint }), `${name} players`);
  try {
    await players.ready;
    await server.request({ type: "gc" });
    const idle = await server.request<Sample>({ type: "sample" });
    const prepared = await players.request<{ rooms: number }>({ type: "prepare", rooms: ROOMS, ...PACE, warmupMs: WARMUP_MS });
    const before = await server.request<Sample>({ type: "sample" });
    const step = await players.request<Step>({ type: "measure", measureMs: MEASURE_MS });
    const after = await server.request<Sample>({ type: "sample" });
    await server.request({ type: "gc" });
    const memory = await server.request<Sample>({ type: "sample" });
    const commands = Math.max(1, step.commands);
    // Bytes: what our clients received (counted on their sockets); what the peer's socket.io sent (engine.io packets).
    const bytes = step.roomBytes ?? (after.bytesOut ?? 0) - (before.bytesOut ?? 0);
    await players.request({ type: "reset" });
    return {
      name,
      rooms: prepared.rooms,
      commands: step.commands,
      errors: step.errors,
      cpuUsPerCommand: (1000 * after.cpuMs) / commands,
      cpuPercent: (100 * after.cpuMs) / after.wallMs,
      replyP50: quantile(step.replyMs, 0.5),
      replyP99: quantile(step.replyMs, 0.99),
      bytesPerCommandPerRoom: bytes / commands,
      rssPerRoomKb: ((memory.rssMb - idle.rssMb) * 1024) / Math.max(1, prepared.rooms),
    };
  } finally {
    players.child.kill("SIGTERM");
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function main(): Promise<void> {
  let hash = "unknown";
  try { hash = execSync("git rev-parse --short HEAD", { cwd: root, encoding: "utf8" }).trim(); } catch { /* not a checkout */ }
  console.log(`bench:peer @ ${hash}: ${ROOMS} rooms of 5 medium bots + 1 spectator, think ${PACE.thinkMinMs}–${PACE.thinkMaxMs} ms, node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}, ${pinned ? "each server on core 0, its players on core 1" : "not pinned"}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-peer-bench-"));
  const ours = await run("ours (Colyseus 0.16)", path.join(bench, "server-process.ts"), path.join(bench, "load-generator.ts"), BASE_PORT, `ws://127.0.0.1:${BASE_PORT}`, { DATA_DIR: dataDir });
  const peer = await run("boardgame.io 0.50.2", path.join(here, "bgio-server.ts"), path.join(here, "bgio-players.ts"), BASE_PORT + 1, `http://127.0.0.1:${BASE_PORT + 1}`, {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "–");
  console.log("");
  console.log(`## bench:peer @ ${hash} (${new Date().toISOString()}; load average ${os.loadavg().map((x) => x.toFixed(2)).join(" ")})`);
  console.log("");
  console.log("| server | rooms | commands | errors | server CPU µs/command | server CPU % | reply p50 / p99 ms | bytes to clients per command per room | RSS per room KB (after GC) |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of [ours, peer]) {
    console.log(`| ${r.name} | ${r.rooms} | ${r.commands} | ${r.errors} | ${f(r.cpuUsPerCommand, 0)} | ${f(r.cpuPercent)} | ${f(r.replyP50)} / ${f(r.replyP99)} | ${f(r.bytesPerCommandPerRoom, 0)} | ${f(r.rssPerRoomKb, 0)} |`);
  }
  const ratio = (a: number, b: number) => f(b / a, 2);
  console.log(`| peer ÷ ours (> 1: we are ahead) | | | | ${ratio(ours.cpuUsPerCommand, peer.cpuUsPerCommand)}× | | ${ratio(ours.replyP50, peer.replyP50)}× / ${ratio(ours.replyP99, peer.replyP99)}× | ${ratio(ours.bytesPerCommandPerRoom, peer.bytesPerCommandPerRoom)}× | ${ratio(ours.rssPerRoomKb, peer.rssPerRoomKb)}× |`);
  console.log("(ours saves every game durably after each command; the peer keeps matches in its default in-memory storage)");
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
