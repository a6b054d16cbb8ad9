// What the game's panels cost a page per move: a person at 1280×800 (and on a phone, 390×844) plays against three
// bots, drawing two cards from the deck on each of its turns. Over N rounds (each turn a state patch the panels show)
// it reads the page's main-thread CPU (the DevTools protocol's TaskDuration), the fillText calls (each line a Text
// draws: what a Text's redraw costs), under WebGL the textures created and uploaded (each new or redrawn Text), and
// the 2d contexts taken (a new Text, a font measured), and how many of the
// panels' Text objects outlive the stretch (the test hook's object serials). Prints numbers; never a test.
//   npm run build:client && npx tsx bench/panel-patch.ts [--turns 8] [--public copy-of-an-older-build]
//   (an older build has no serials to count unless its panels register the hook's summaryTexts/handTexts)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execSync } from "node:child_process";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../client/test/chromium.js";
import { createGameServer } from "../server/src/createGameServer.js";
import { configWith } from "../server/src/config.js";
import { mainThreadCpuMs } from "./frameRecorder.js";
import { BenchPlayer } from "./benchPlayer.js";
import { keepFirstTwoTickets } from "./benchBoard.js";
import { FRAME_CAP_STORAGE_KEY } from "../client/src/ui/frameBudget.js";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const turns = Number(arg("--turns")) || 8;
const publicDir = path.resolve(arg("--public") ?? "public");
/** The browser tests' frame cap (client/test/browserKit.ts): the bench's pages draw as theirs do. */
const FRAMES_PER_SECOND = 20;
const BOTS = 3;

/** Counters the page keeps from its first script on (a string script: tsx's helpers would not exist in the page). */
const COUNTERS = `(() => {
  const c = window.__panelBench = { textures: 0, uploads: 0, fillText: 0, contexts: 0 };
  for (const G of [window.WebGLRenderingContext, window.WebGL2RenderingContext]) {
    if (!G) continue;
    const create = G.prototype.createTexture, up = G.prototype.texImage2D, sub = G.prototype.texSubImage2D;
    G.prototype.createTexture = function (...a) { c.textures++; return create.apply(this, a); };
    G.prototype.texImage2D = function (...a) { c.uploads++; return up.apply(this, a); };
    G.prototype.texSubImage2D = function (...a) { c.uploads++; return sub.apply(this, a); };
  }
  // a new Text takes a pooled canvas's context, and so does each font measure (a size tried by a fit)
  const context = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...a) { if (type === "2d") c.contexts++; return context.call(this, type, ...a); };
  const fill = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (...a) { c.fillText++; return fill.apply(this, a); };
})();`;

interface Sample { cpuMs: number; textures: number; uploads: number; fillText: number; contexts: number; serials: Set<number>; turn: number }

async function sample(me: BenchPlayer, cpu: () => Promise<number>): Promise<Sample> {
  const cpuMs = await cpu();
  const page = await me.page.evaluate(() => {
    const w = window as unknown as { __panelBench: Record<string, number>; __ttr: { info(): Record<string, unknown> } };
    const i = w.__ttr.info();
    const serials = [...((i.summaryTexts as { serial: number }[][] | undefined) ?? []).flat(), ...((i.handTexts as { serial: number }[] | undefined) ?? [])].map((t) => t.serial);
    return { ...w.__panelBench, serials, turn: Number(i.turnNumber) };
  });
  return { cpuMs, ...page, serials: new Set(page.serials) } as Sample;
}

async function run(browser: Browser, baseUrl: string, name: string, viewport: { width: number; height: number }, phone: boolean): Promise<void> {
  const me = await BenchPlayer.open(browser, viewport, phone ? 2 : 1, phone);
  await me.context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(FRAME_CAP_STORAGE_KEY)}, "${FRAMES_PER_SECOND}");` });
  await me.context.addInitScript({ content: COUNTERS });
  await me.goto(baseUrl);
  const cdp = await me.context.newCDPSession(me.page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  await me.register(`panels${phone ? "p" : "d"}_${Date.now() % 100000}`, "secret-1");
  await me.page.click("#create-game");
  await me.page.click("#create-color-red");
  await me.page.press("#create-title", "Enter");
  await me.scene("WaitingRoom");
  for (let b = 0; b < BOTS; b++) {
    await me.page.waitForSelector("#add-bot:not([disabled])");
    await me.page.click("#add-bot");
  }
  await me.page.waitForSelector("#start-game:not([disabled])");
  await me.page.click("#start-game");
  await me.scene("Game");
  await keepFirstTwoTickets(me);
  const myTurn = "i.phase === 'playing' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null";
  // the whole stretch: this seat's draws and the bots' moves (every turn is a state patch the panels show)
  await me.waitInfo(myTurn);
  const a = await sample(me, () => mainThreadCpuMs(cdp));
  for (let turn = 0; turn < turns; turn++) {
    await me.waitInfo(myTurn);
    if (phone && (await me.info()).sheetOpen === false) await me.press("sheet:open");
    await me.press("deck");
    await me.waitInfo("i.turnStage === 'drewOneCard'");
    await me.press("deck");
    await me.waitInfo("i.currentPlayer !== i.seat");
  }
  await me.waitInfo(myTurn);
  const b = await sample(me, () => mainThreadCpuMs(cdp));
  const totals = {
    moves: b.turn - a.turn, cpuMs: b.cpuMs - a.cpuMs, textures: b.textures - a.textures, uploads: b.uploads - a.uploads, fillText: b.fillText - a.fillText,
    contexts: b.contexts - a.contexts,
    kept: [...a.serials].filter((s) => b.serials.has(s)).length, panelTexts: a.serials.size,
  };
  const per = (n: number) => (n / totals.moves).toFixed(1);
  console.log(`${name}: ${turns} rounds against ${BOTS} bots, ${totals.moves} turns`);
  console.log(`  per turn: main-thread CPU ${per(totals.cpuMs)} ms${totals.uploads ? `, textures created ${per(totals.textures)}, texture uploads ${per(totals.uploads)}` : " (a canvas renderer: no texture uploads)"}, fillText ${per(totals.fillText)}, 2d contexts taken (new Texts, font measures) ${per(totals.contexts)}`);
  console.log(`  panel Text objects at the start still shown at the end: ${totals.kept} of ${totals.panelTexts}`);
  await me.context.close();
}

if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`${publicDir}/index.html is missing: npm run build:client first`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-panel-bench-"));
const server = await createGameServer(configWith({
  port: 0, host: "127.0.0.1", dataDir, bcryptRounds: 4, jwtSecret: "bench-secret-bench-secret-bench-secret", publicDir, botDelayMs: 30, reconnectSeconds: 600,
}));
const baseUrl = `http://127.0.0.1:${await server.listen()}/`;
const browser = await launchBrowser();
try {
  let commit = "?";
  try { commit = execSync("git rev-parse --short HEAD").toString().trim(); } catch { /* not a checkout */ }
  console.log(`panel-patch bench: ${publicDir} (commit ${commit}), load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  await run(browser, baseUrl, "desktop 1280×800", { width: 1280, height: 800 }, false);
  await run(browser, baseUrl, "phone 390×844", { width: 390, height: 844 }, true);
} finally {
  await browser.close();
  await server.shutdown();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// the server's timers and sockets would keep the process waiting (as bench/client-bench.ts ends)
process.exit(0);
