// Dev aid (not a test): every view a person reaches against a bot, at 1920×1080, 1440×900, 1280×800 and 1024×768, into
// SHOTS_DIR (default /tmp/shots-client) to be looked at. Run after `npm run build`: npx tsx client/test/shots.ts
import fs from "node:fs";
import path from "node:path";
import { launchBrowser, Player, startServer } from "./browserKit.js";

const DIR = process.env.SHOTS_DIR ?? "/tmp/shots-client";
const SIZES = [[1920, 1080], [1440, 900], [1280, 800], [1024, 768]] as const;
fs.mkdirSync(DIR, { recursive: true });

const { server, baseUrl } = await startServer();
const browser = await launchBrowser();
try {
  const me = await Player.open(browser, "me", baseUrl, { width: 1440, height: 900 });
  const all = async (view: string) => {
    for (const [w, h] of SIZES) {
      await me.page.setViewportSize({ width: w, height: h });
      await me.page.waitForTimeout(700); // let the scale manager and tweens settle before the picture
      await me.page.screenshot({ path: path.join(DIR, `${view}-${w}x${h}.png`) });
    }
    await me.page.setViewportSize({ width: 1440, height: 900 });
    await me.page.waitForTimeout(500);
  };
  await me.scene("Login");
  await all("01-login");
  await me.register("shots", "secret-1");
  await all("02-lobby");
  await me.page.click("#create-game");
  await me.page.click("#create-color-green");
  await me.page.press("#create-title", "Enter");
  await me.scene("WaitingRoom");
  await me.page.click("#add-bot");
  await me.page.waitForSelector("#start-game:not([disabled])", { timeout: 60000 });
  await all("03-waiting-room");
  await me.page.click("#start-game");
  await me.scene("Game");
  await me.waitInfo("i.modal === 'destinations'");
  await all("04-ticket-modal");
  await me.click("modal:ticket:0");
  await me.click("modal:ticket:1");
  await me.click("modal:confirm");
  await me.waitInfo("i.phase === 'playing' && i.modal === null");
  await all("05-game-hand");
  await me.click("tab:board");
  await all("06-game-board");
  await me.click("menu");
  await all("07-game-menu");
  console.log(me.errors.join("\n") || "no console errors");
} finally {
  await browser.close();
  await server.shutdown();
}
