// Where a held gesture's main-thread time goes on the slow phone: a V8 CPU profile (the DevTools protocol's Profiler)
// of a held pinch and a held pan on a board at 390×844 (2 device px per CSS px, the CPU slowed 4×), written as
// .cpuprofile files (open them in DevTools) and summarised: the frames, the time per frame, the functions by self time,
// and the time inside the parts of a frame (inclusive). Build the client without minifying so names survive:
//   npx vite build --config client/vite.config.ts --minify false --outDir /tmp/plain
//   npx tsx bench/client-profile.ts --public /tmp/plain [--map usa] [--seconds 5] [--out /tmp/profiles] [--shape 844x390]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CDPSession, Page } from "playwright-core";
import { launchBrowser } from "../client/test/chromium.js";
import { createGameServer } from "../server/src/createGameServer.js";
import { configWith } from "../server/src/config.js";
import type { MapId } from "../shared-rules/src/index.js";
import { dragFor, pinchFor } from "./gestureLoops.js";
import { startFrameRecorder, stopFrameRecorder } from "./frameRecorder.js";
import { BenchPlayer } from "./benchPlayer.js";
import { boardMiddle, reloadToBoard, toBoard } from "./benchBoard.js";
import { summariseProfile, type CpuProfile } from "./clientProfileSummary.js";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const map = (arg("--map") ?? "usa") as MapId;
const seconds = Number(arg("--seconds")) || 5;
const publicDir = path.resolve(arg("--public") ?? "public");
const outDir = path.resolve(arg("--out") ?? fs.mkdtempSync(path.join(os.tmpdir(), "ttr-client-profile-")));
const [width, height] = (arg("--shape") ?? "390x844").split("x").map(Number);
const SLOWDOWN = 4;
/** --reload: profile a mid-game reload to the board instead of the gestures. */
const reloadToo = process.argv.includes("--reload");

/** A mid-game reload on the slowed phone, profiled from the reload to the board: the profile, and when each script and the board came. */
async function profileReload(page: Page, cdp: CDPSession): Promise<void> {
  await cdp.send("Profiler.start");
  const ms = await reloadToBoard(page);
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
  const file = path.join(outDir, `${map}-${width}x${height}-reload.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  const marks = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const rows = [`domContentLoaded ${nav.domContentLoadedEventEnd.toFixed(0)} ms, load ${nav.loadEventEnd.toFixed(0)} ms, now ${performance.now().toFixed(0)} ms`];
    for (const r of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) rows.push(`${r.name.split("/").pop()} ${r.startTime.toFixed(0)} → ${r.responseEnd.toFixed(0)} ms`);
    return rows;
  });
  console.log(`\n== mid-game reload to the board, ${map} ${width}×${height} ×${SLOWDOWN} slower: ${ms} ms; ${file}`);
  console.log(marks.map((m) => `  ${m}`).join("\n"));
  console.log(summariseProfile(profile, 1));
}

fs.mkdirSync(outDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-client-profile-data-"));
const server = await createGameServer(configWith({
  port: 0, host: "127.0.0.1", dataDir, bcryptRounds: 4, jwtSecret: "bench-secret-bench-secret-bench-secret", publicDir, botDelayMs: 1500, reconnectSeconds: 600,
}));
const baseUrl = `http://127.0.0.1:${await server.listen()}/`;
const browser = await launchBrowser();
const load0 = os.loadavg()[0];
try {
  const me = await BenchPlayer.open(browser, { width, height }, 2, true);
  await me.goto(baseUrl);
  await toBoard(me, map, true);
  const cdp: CDPSession = await me.context.newCDPSession(me.page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 250 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  const middle = await boardMiddle(me.page);
  if (reloadToo) await profileReload(me.page, cdp);
  else for (const [name, gesture] of [["pinch", pinchFor], ["pan", dragFor]] as const) {
    await startFrameRecorder(me.page);
    await cdp.send("Profiler.start");
    await gesture(me.page, cdp, middle, seconds * 1000, true);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    const frames = (await stopFrameRecorder(me.page)).length;
    const file = path.join(outDir, `${map}-${width}x${height}-${name}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(`\n== ${name}, ${map} ${width}×${height} ×${SLOWDOWN} slower: ${file}`);
    console.log(summariseProfile(profile, frames));
  }
  await me.context.close();
} finally {
  await browser.close();
  await server.shutdown();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nload ${load0.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}`);
process.exit(0);
