// What the Game scene costs the player's machine: Chromium CPU (% of one core, every Chromium process of this
// bench: browser, renderer, GPU) over a window while the page sits idle on the player's turn, and while the mouse
// wanders over the board. Headless Chromium renders WebGL in software (SwiftShader), as laptops without GPU
// acceleration do. Prints numbers; never a test. The machine may be shared: the load average is printed with them.
//   npx tsx bench/client-idle.ts [--seconds 20] [--profile dir] [--shot file.png] [--public built-client-dir]
// --profile writes a CPU profile of the page's main thread for each window (read it with bench/profile-summary.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { createGameServer } from "../server/src/createGameServer.js";
import { configWith } from "../server/src/config.js";
import { launchBrowser } from "../client/test/chromium.js";
import { startGameAgainstBot } from "./browserGame.js";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const seconds = Number(arg("--seconds")) || 20;
const profileDir = arg("--profile");
const shotFile = arg("--shot");
const publicDir = path.resolve(arg("--public") ?? "public");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-client-idle-"));
const server = await createGameServer(configWith({
  port: 0, host: "127.0.0.1", dataDir, bcryptRounds: 4, jwtSecret: "bench-secret-bench-secret-bench-secret", publicDir, botDelayMs: 30,
}));
const url = `http://127.0.0.1:${await server.listen()}/`;
const browser = await launchBrowser();

const TICK = 100; // clock ticks per second of /proc/<pid>/stat on Linux

/** CPU seconds used so far by every process under this one (Chromium and its helpers; the server is in-process). */
function childCpuSeconds(): number {
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parent.set(Number(d), Number(f[1]));
      cpu.set(Number(d), (Number(f[11]) + Number(f[12])) / TICK);
    } catch { /* the process ended meanwhile */ }
  }
  let sum = 0;
  for (const [pid, used] of cpu) {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) {
      if (p === process.pid) { sum += used; break; }
    }
  }
  return sum;
}

type Hook = { __ttr: { scenes(): string[]; info(): Record<string, unknown>; point(n: string): { x: number; y: number } | null } };
const waitInfo = (page: Page, pred: string) =>
  page.waitForFunction(`(() => { const i = window.__ttr.info(); return ${pred}; })()`, undefined, { timeout: 120_000 });
async function click(page: Page, name: string): Promise<void> {
  const p = await page.evaluate((n) => (window as unknown as Hook).__ttr.point(n), name);
  if (!p) throw new Error(`${name} is not on screen`);
  await page.mouse.click(p.x, p.y);
}

const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
const page = await context.newPage();
// counts animation frames (the game loop asks for one per frame while it runs)
await page.addInitScript(() => {
  const w = window as unknown as { __frames: number };
  w.__frames = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => request((t) => { w.__frames++; cb(t); });
});
const frames = () => page.evaluate(() => (window as unknown as { __frames: number }).__frames);
await page.goto(url);
await startGameAgainstBot(page, `idle_${Date.now() % 100000}`, "Idle bench");
await waitInfo(page, "i.modal === 'destinations'");
await click(page, "modal:ticket:0");
await click(page, "modal:ticket:1");
await click(page, "modal:confirm");
// the bot moves first or not: either way the page then waits for this player
await waitInfo(page, "i.phase === 'playing' && i.modal === null && i.currentPlayer === i.seat");
await page.mouse.move(5, 5);
// hover glows end, and the opening tweens ("Your turn!") play out: while they run the loop stays awake
await page.waitForTimeout(Number(arg("--settle")) || 3000);

const cdp = await context.newCDPSession(page);
await cdp.send("Profiler.enable");

/** % of one core used by Chromium while `during` runs for the window, and animation frames per second. */
async function measure(label: string, during: (until: number) => Promise<void>): Promise<[number, number]> {
  if (profileDir) await cdp.send("Profiler.start");
  const f0 = await frames();
  const c0 = childCpuSeconds();
  const t0 = Date.now();
  await during(t0 + seconds * 1000);
  const elapsed = (Date.now() - t0) / 1000;
  const share = (100 * (childCpuSeconds() - c0)) / elapsed;
  const fps = ((await frames()) - f0) / elapsed;
  if (profileDir) {
    const { profile } = await cdp.send("Profiler.stop");
    fs.mkdirSync(profileDir, { recursive: true });
    fs.writeFileSync(path.join(profileDir, `${label}.cpuprofile`), JSON.stringify(profile));
  }
  return [share, fps];
}

const idle = await measure("idle", (until) => page.waitForTimeout(until - Date.now()));
const idleLoad = os.loadavg()[0];
// the mouse wanders across the board (routes light up under it) in small steps, as a hand on a mouse does
const board = await page.evaluate(() => (window as unknown as Hook).__ttr.point("route:0"));
const hover = await measure("hover", async (until) => {
  for (let k = 0; Date.now() < until; k++) {
    const x = 120 + ((k * 7) % 760), y = 120 + ((k * 13) % 420);
    await page.mouse.move(x, y, { steps: 2 });
    await page.waitForTimeout(40);
  }
});
const hoverLoad = os.loadavg()[0];
if (shotFile) {
  await page.mouse.move(5, 5);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: shotFile });
}
await browser.close();
await server.shutdown();

console.log(`client idle, ${seconds} s windows, ${os.cpus().length} cores, Node ${process.version} (board at ${JSON.stringify(board)})`);
console.log(`  idle Game page:           ${idle[0].toFixed(1)} % of a core, ${idle[1].toFixed(1)} frames/s (load ${idleLoad.toFixed(2)})`);
console.log(`  mouse moving over board:  ${hover[0].toFixed(1)} % of a core, ${hover[1].toFixed(1)} frames/s (load ${hoverLoad.toFixed(2)})`);
process.exit(0);
