// How fast the client stays on a slow phone and a desktop, in one run: the frame time (p50/p95/max) of a 5 s pan and a
// 5 s pinch on the USA and Europe boards at 390×844 and 844×390 (2 device px per CSS px, the CPU slowed 4× through
// the DevTools protocol) and at 1280×800 unthrottled (a drag and a ctrl+wheel there); the brotli size of the JS a
// first board needs (every script the page loads from the address to the board, compressed as a server would);
// the time from a mid-game reload to the board (desktop, and the throttled phone). Prints numbers; never a test.
//   npm run bench:client            (needs the built client: npm run build:client)
//   npx tsx bench/client-bench.ts [--maps usa,europe] [--seconds 5] [--public copy-of-a-build] [--size-only] [--reloads 1]
//   (--size-only: the first-board size alone, from one desktop page per map: no gestures, no reloads)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { execSync } from "node:child_process";
import type { CDPSession, Page } from "playwright-core";
import { launchBrowser } from "../client/test/chromium.js";
import { createGameServer } from "../server/src/createGameServer.js";
import { configWith } from "../server/src/config.js";
import type { MapId } from "../shared-rules/src/index.js";
import { frameStats, mainThreadCpuMs, startFrameRecorder, stopFrameRecorder, type FrameStats } from "./frameRecorder.js";
import { dragFor, pinchFor } from "./gestureLoops.js";
import { BenchPlayer } from "./benchPlayer.js";
import { boardMiddle, reloadToBoard, toBoard } from "./benchBoard.js";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const maps = (arg("--maps") ?? "usa,europe").split(",") as MapId[];
const seconds = Number(arg("--seconds")) || 5;
const sizeOnly = process.argv.includes("--size-only");
/** Reloads in a row per shape (each printed): one reload's time moves a lot with the machine's load. */
const reloadRuns = Number(arg("--reloads")) || 1;
/** Another build to measure (a copy of public/ made before a change), else public/. */
const publicDir = path.resolve(arg("--public") ?? "public");
/** The slow phone of the issue: a mid-range phone's CPU is about 4× slower than this machine's core. */
const PHONE_SLOWDOWN = 4;

interface Shape { name: string; viewport: { width: number; height: number }; scale: number; phone: boolean }
const SHAPES: Shape[] = [
  { name: "phone 390×844 ×4 slower", viewport: { width: 390, height: 844 }, scale: 2, phone: true },
  { name: "phone 844×390 ×4 slower", viewport: { width: 844, height: 390 }, scale: 2, phone: true },
  { name: "desktop 1280×800", viewport: { width: 1280, height: 800 }, scale: 1, phone: false },
];

if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("public/index.html is missing: npm run build:client first");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-client-bench-"));
const server = await createGameServer(configWith({
  port: 0, host: "127.0.0.1", dataDir, bcryptRounds: 4, jwtSecret: "bench-secret-bench-secret-bench-secret", publicDir, botDelayMs: 1500, reconnectSeconds: 600,
}));
const baseUrl = `http://127.0.0.1:${await server.listen()}/`;
const browser = await launchBrowser();

/** Every script the page fetched, by file name (the service worker's own fetches are not the page's). */
function recordScripts(page: Page): Set<string> {
  const names = new Set<string>();
  page.on("response", (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith(".js") && !url.pathname.endsWith("sw.js")) names.add(path.basename(url.pathname));
  });
  return names;
}

/** Brotli (quality 11, as a static file server precompresses) of built files, in KB. */
function brotliKB(names: Iterable<string>): number {
  let bytes = 0;
  for (const name of names) {
    const file = path.join(publicDir, "assets", name);
    const body = fs.existsSync(file) ? fs.readFileSync(file) : fs.readFileSync(path.join(publicDir, name));
    bytes += zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return bytes / 1024;
}

/** The board camera's view now (ui/boardCamera.ts, through the read-only hook). */
const boardView = (page: Page) => page.evaluate(() => JSON.stringify((window as unknown as { __ttr: { info(): { boardCamera?: unknown } } }).__ttr.info().boardCamera));

/** `moves`: the gesture must move the board (a phone's: its pinch leaves the board zoomed, so its pan has room). */
async function measure(page: Page, cdp: CDPSession, gesture: () => Promise<void>, moves: boolean): Promise<FrameStats> {
  const view0 = await boardView(page);
  await startFrameRecorder(page);
  const cpu0 = await mainThreadCpuMs(cdp);
  await gesture();
  const cpu1 = await mainThreadCpuMs(cdp);
  const stats = frameStats(await stopFrameRecorder(page));
  // a gesture that never reached the board (something over it) would measure a page at rest: said, not hidden
  if (moves && view0 === (await boardView(page))) console.warn("warning: the gesture did not move the board; its row measures a page at rest");
  return { ...stats, cpuPerFrame: (cpu1 - cpu0) / Math.max(1, stats.frames) };
}

const rows: string[] = [];
const fmt = (s: FrameStats) => `p50 ${s.p50.toFixed(1)}  p95 ${s.p95.toFixed(1)}  max ${s.max.toFixed(1)} ms (${s.frames} frames, main-thread CPU ${(s.cpuPerFrame ?? NaN).toFixed(1)} ms/frame)`;
const firstBoardKB = new Map<MapId, number>();
/** --size-only: each script of the first board with its brotli KB. */
const firstBoardFiles = new Map<MapId, string>();
const reloads: string[] = [];
const loadBefore = os.loadavg()[0];

for (const map of maps) {
  for (const shape of sizeOnly ? SHAPES.filter((s) => !s.phone) : SHAPES) {
    const me = await BenchPlayer.open(browser, shape.viewport, shape.scale, shape.phone);
    const scripts = recordScripts(me.page);
    await me.goto(baseUrl);
    try {
      await toBoard(me, map, shape.phone);
      if (!shape.phone && !firstBoardKB.has(map)) firstBoardKB.set(map, brotliKB(scripts));
      if (sizeOnly) {
        firstBoardFiles.set(map, [...scripts].sort().map((name) => `${name} ${brotliKB([name]).toFixed(1)}`).join(", "));
        continue;
      }
      const cdp: CDPSession = await me.context.newCDPSession(me.page);
      await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
      if (shape.phone) await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_SLOWDOWN });
      const middle = await boardMiddle(me.page);
      const pinch = await measure(me.page, cdp, () => pinchFor(me.page, cdp, middle, seconds * 1000, shape.phone), shape.phone);
      const pan = await measure(me.page, cdp, () => dragFor(me.page, cdp, middle, seconds * 1000, shape.phone), shape.phone);
      rows.push(`${map.padEnd(7)} ${shape.name.padEnd(24)} pinch ${fmt(pinch)} | pan ${fmt(pan)}`);
      // a mid-game reload: the phone stays slowed (the protocol's throttling outlives the navigation)
      if (map === maps[0] && shape.name !== SHAPES[1].name) {
        const times: number[] = [];
        for (let k = 0; k < reloadRuns; k++) times.push(await reloadToBoard(me.page));
        const sorted = [...times].sort((a, b) => a - b);
        reloads.push(`${shape.name}: ${reloadRuns > 1 ? `median ${sorted[Math.floor(reloadRuns / 2)]} ms (${times.join(", ")})` : `${times[0]} ms`}`);
      }
      await cdp.detach();
    } finally {
      await me.context.close();
    }
  }
}
await browser.close();
await server.shutdown();
fs.rmSync(dataDir, { recursive: true, force: true });

let commit = "?";
try { commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim(); } catch { /* not a checkout */ }
console.log(`client bench, commit ${commit}, ${os.cpus().length} cores, load ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}, ${seconds} s per gesture`);
if (!sizeOnly) console.log("frame times (rAF intervals while the gesture runs; targets for the slowed phone: p95 ≤ 20 ms); main-thread CPU per frame is the page's own work (thread time, before the 4× slowdown), which a busy machine moves far less");
for (const r of rows) console.log(`  ${r}`);
for (const [map, kb] of firstBoardKB) console.log(`first-board JS (brotli), ${map}: ${kb.toFixed(0)} KB (target ≤ 450 KB)${firstBoardFiles.has(map) ? `: ${firstBoardFiles.get(map)}` : ""}`);
if (!sizeOnly) console.log(`mid-game reload to board (targets 1.5 s desktop / 3 s slowed phone): ${reloads.join("; ")}`);
process.exit(0);
