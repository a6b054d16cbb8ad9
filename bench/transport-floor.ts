// What the WebSocket transport alone costs the server per game command, with no game at all: the floor under
// `npm run bench`'s "server CPU per game command". A command is one small frame read from one connection, answered
// with one frame to each of the room's connections (5 seats + 1 spectator), corked as the game server does. Measured
// for `ws` as @colyseus/ws-transport runs it, and for µWebSockets.js (the C++ transport Colyseus also offers), each in
// its own server process pinned to core 0 with the clients on core 1, alternating, in one run. On loopback the kernel
// runs the receiving side's TCP processing inside the sender's write, so the server's kernel time here includes work
// that a real network would leave to the clients' machines: a floor for this machine, an upper bound elsewhere.
//   npx tsx bench/transport-floor.ts [--rooms 20] [--connections 6] [--seconds 10] [--pairs 2] [--ws-only]
// With --ws-only it measures `ws` alone and ends with a `transport-floor-json {...}` line (bench/server-bench.ts runs
// it beside its full-speed steps and prints the server's CPU per command as a multiple of it).
// µWebSockets.js is no dependency of the product: it is installed on demand into bench/.cache/ from the npm registry
// (@trufflesuite/uws-js-unofficial, a build of uWS.js v20.30 whose Linux binary needs glibc 2.34 and Node 20; the
// official uWebSockets.js is published only on GitHub, and the newer npm builds need glibc 2.38).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Peer, commitHash, f, numberOption as option, pinned, spawnNode } from "./benchKit.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const UWS_PACKAGE = "@trufflesuite/uws-js-unofficial@20.30.0-unofficial.0";
const UWS_DIR = path.join(here, ".cache", "uws");
const UWS_PATH = path.join(UWS_DIR, "node_modules", "@trufflesuite", "uws-js-unofficial");

const ROOMS = option("rooms", 20);
const CONNECTIONS = option("connections", 6);
const SECONDS = option("seconds", 10);
const PAIRS = option("pairs", 2);
const WARMUP_MS = 2000;
const PORT = 29_870;

/** The path to require µWebSockets.js from, or why it cannot be used on this machine. */
function uwsOrReason(): { path: string } | { reason: string } {
  try {
    if (!fs.existsSync(UWS_PATH)) {
      fs.mkdirSync(UWS_DIR, { recursive: true });
      execFileSync("npm", ["install", "--prefix", UWS_DIR, "--no-audit", "--no-fund", "--no-save", UWS_PACKAGE], { stdio: "ignore" });
    }
    execFileSync(process.execPath, ["-e", `require(${JSON.stringify(UWS_PATH)})`], { stdio: "pipe" });
    return { path: UWS_PATH };
  } catch (error) {
    const text = String((error as { stderr?: Buffer }).stderr ?? error);
    return { reason: text.split("\n").find((l) => l.startsWith("Error")) ?? text.slice(0, 200) };
  }
}

interface Sample { cpuUs: number; systemUs: number; commands: number }
interface Measured { transport: string; cpuPerCommandUs: number; systemPerCommandUs: number; commandsPerSecond: number; clientCpuPercent: number }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(transport: "ws" | "uws", uwsPath: string): Promise<Measured> {
  const env = { TF_PORT: String(PORT), TF_TRANSPORT: transport, TF_UWS_PATH: uwsPath, TF_ROOMS: String(ROOMS), TF_CONNECTIONS: String(CONNECTIONS) };
  const server = new Peer(spawnNode("transport-floor-peer.ts", 0, { ...env, TF_ROLE: "server" }), `${transport} server`);
  await server.ready;
  const clients = new Peer(spawnNode("transport-floor-peer.ts", 1, { ...env, TF_ROLE: "clients" }), "clients");
  try {
    await clients.ready;
    clients.child.send({ type: "go" });
    await sleep(WARMUP_MS);
    const [s0, c0] = await Promise.all([server.request<Sample>({ type: "sample" }), clients.request<Sample>({ type: "sample" })]);
    const t0 = performance.now();
    await sleep(SECONDS * 1000);
    const [s1, c1] = await Promise.all([server.request<Sample>({ type: "sample" }), clients.request<Sample>({ type: "sample" })]);
    const elapsedUs = (performance.now() - t0) * 1000;
    const served = s1.commands - s0.commands;
    return {
      transport,
      cpuPerCommandUs: (s1.cpuUs - s0.cpuUs) / served,
      systemPerCommandUs: (s1.systemUs - s0.systemUs) / served,
      commandsPerSecond: served / (elapsedUs / 1e6),
      clientCpuPercent: (100 * (c1.cpuUs - c0.cpuUs)) / elapsedUs,
    };
  } finally {
    for (const peer of [clients, server]) {
      peer.child.send({ type: "stop" });
      await new Promise((r) => (peer.child.exitCode !== null ? r(null) : peer.child.once("exit", r)));
    }
  }
}

console.log(`transport floor @ ${commitHash()} — node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}, ${pinned ? "server on core 0, clients on core 1 (taskset)" : "not pinned"}; ${ROOMS} rooms × ${CONNECTIONS} connections, ${SECONDS} s per measure, ${PAIRS} alternating pairs`);
const WS_ONLY = process.argv.includes("--ws-only");
const uws = WS_ONLY ? { reason: "not asked (--ws-only)" } : uwsOrReason();
if ("reason" in uws && !WS_ONLY) console.log(`µWebSockets.js cannot run here, measuring ws alone: ${uws.reason}`);
const results: Measured[] = [];
for (let pair = 0; pair < PAIRS; pair++) {
  for (const transport of ["ws", "uws"] as const) {
    if (transport === "uws" && "reason" in uws) continue;
    const m = await measure(transport, "path" in uws ? uws.path : "");
    results.push(m);
    console.log(`  ${transport.padEnd(3)}  server CPU per command ${f(m.cpuPerCommandUs)} µs (in the kernel ${f(m.systemPerCommandUs)})   ${f(m.commandsPerSecond, 0)} commands/s   clients' core ${f(m.clientCpuPercent, 0)} %`);
  }
}
const median = (transport: string) => {
  const values = results.filter((r) => r.transport === transport).map((r) => r.cpuPerCommandUs).sort((a, b) => a - b);
  return values.length ? values[Math.floor((values.length - 1) / 2)] : NaN;
};
const [ws, us] = [median("ws"), median("uws")];
console.log(`median server CPU per command, 1 read + ${CONNECTIONS} writes: ws ${f(ws)} µs, µWebSockets.js ${f(us)} µs${Number.isFinite(us) ? ` (${f(ws / us, 2)}× less)` : ""}`);
if (WS_ONLY) console.log(`transport-floor-json ${JSON.stringify({ wsUs: ws, samples: results.map((r) => r.cpuPerCommandUs) })}`);
