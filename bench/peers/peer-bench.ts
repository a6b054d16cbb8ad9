// `npm run bench:peer`: our server and the boardgame.io peer (bench/peers/bgio-*.ts), one after the other in one
// run, each pinned to core 0 (taskset) with its players on core 1: the same rules (shared-rules), the same bots
// (medium), the same rooms (5 bot seats + 1 spectator) and the same pace. Prints both and the ratios.
//   npx tsx bench/peers/peer-bench.ts [--rooms 10] [--thinkMinMs 0 --thinkMaxMs 0] [--measureS 15] [--warmupS 5]
//                                     [--port 35xxx]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { commitHash, f, numberOption as option, Peer, pinned, quantile, serverNodeArgs, spawnNode } from "../benchKit.js";

const ROOMS = option("rooms", 10);
const PACE = { thinkMinMs: option("thinkMinMs", 0), thinkMaxMs: option("thinkMaxMs", 0) };
const MEASURE_MS = option("measureS", 15) * 1000;
const WARMUP_MS = option("warmupS", 5) * 1000;
/** Ours on PORT, the peer on PORT + 1 and its Lobby API on PORT + 2. */
const PORT = option("port", 35000 + (process.pid % 900));

interface Sample { cpuMs: number; wallMs: number; rssMb: number; heapMb: number; bytesOut?: number }
interface Step { rooms: number; commands: number; replyMs: number[]; errors: number; errorSamples: string[]; roomBytes?: number }
interface Result { name: string; rooms: number; commands: number; errors: number; cpuUsPerCommand: number; replyP50: number; replyP99: number; bytesPerCommandPerRoom: number; rssPerRoomKb: number; cpuPercent: number }

interface Side { name: string; server: string; players: string; serverEnv: Record<string, string>; playersEnv: Record<string, string> }

async function run(side: Side): Promise<Result> {
  const server = new Peer(spawnNode(side.server, 0, side.serverEnv), `${side.name} server`);
  await server.ready;
  const players = new Peer(spawnNode(side.players, 1, side.playersEnv), `${side.name} players`);
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
    if (step.errorSamples.length) console.log(`${side.name}: ${step.errors} errors, e.g. ${step.errorSamples.join("; ")}`);
    return {
      name: side.name,
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
  const hash = commitHash();
  console.log(`bench:peer @ ${hash}: ${ROOMS} rooms of 5 medium bots + 1 spectator, think ${PACE.thinkMinMs}–${PACE.thinkMaxMs} ms, node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}, ${pinned ? "each server on core 0, its players on core 1" : "not pinned"}, our server's node flags "${serverNodeArgs().join(" ")}"`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-peer-bench-"));
  const ours = await run({
    name: "ours (Colyseus 0.16)",
    server: "server-process.ts",
    players: "load-generator.ts",
    serverEnv: { PORT: String(PORT), DATA_DIR: dataDir },
    playersEnv: { ENDPOINT: `ws://127.0.0.1:${PORT}` },
  });
  const peer = await run({
    name: "boardgame.io 0.50.2",
    server: "peers/bgio-server.ts",
    players: "peers/bgio-players.ts",
    serverEnv: { PORT: String(PORT + 1), API_PORT: String(PORT + 2) },
    playersEnv: { ENDPOINT: `http://127.0.0.1:${PORT + 1}`, API_ENDPOINT: `http://127.0.0.1:${PORT + 2}` },
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
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
