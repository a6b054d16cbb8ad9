// How fast the client is usable: time from navigation to a usable login form on a fresh page (empty cache and a
// warm one), and from a mid-game reload to the restored board. Prints numbers; never a test.
//   npx tsx bench/client-start.ts [--runs 5]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { createGameServer } from "../server/src/createGameServer.js";
import { configWith } from "../server/src/config.js";
import { launchBrowser } from "../client/test/chromium.js";
import { startGameAgainstBot } from "./browserGame.js";
import { reloadToBoard } from "./benchBoard.js";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-client-start-"));
const server = await createGameServer(configWith({
  port: 0, host: "127.0.0.1", dataDir, bcryptRounds: 4, jwtSecret: "bench-secret-bench-secret-bench-secret", publicDir: path.resolve("public"), botDelayMs: 2000,
}));
const url = `http://127.0.0.1:${await server.listen()}/`;
const browser = await launchBrowser();


async function timeToLogin(page: Page): Promise<number> {
  const t0 = Date.now();
  await page.goto(url, { waitUntil: "commit" });
  await page.locator("#login-username").waitFor({ state: "visible", timeout: 120_000 });
  return Date.now() - t0;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const cold: number[] = [];
const warm: number[] = [];
const reload: number[] = [];
let transferred = 0;
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let bytes = 0;
  page.on("response", (r) => void r.body().then((b) => (bytes += Number(r.headers()["content-length"] ?? b.length))).catch(() => {}));
  cold.push(await timeToLogin(page));
  transferred = bytes;
  warm.push(await timeToLogin(page));
  // into a game against a bot, then reload mid-game
  await startGameAgainstBot(page, `bench${i}_${Date.now() % 100000}`, `Start bench ${i}`);
  reload.push(await reloadToBoard(page));
  await context.close();
}
await browser.close();
await server.shutdown();

const fmt = (xs: number[]) => `median ${median(xs)} ms (runs: ${xs.join(", ")})`;
console.log(`client start, ${runs} runs, ${os.cpus().length} cores, Node ${process.version}, load ${os.loadavg()[0].toFixed(2)}`);
console.log(`  fresh page to usable login (empty cache): ${fmt(cold)}; ${(transferred / 1024).toFixed(0)} KB transferred`);
console.log(`  fresh page to usable login (warm cache):  ${fmt(warm)}`);
console.log(`  mid-game reload to restored board:        ${fmt(reload)}`);
process.exit(0);
