// Dev aid (not a test): boots a server, seats one player against a bot and saves a 2× screenshot of the board
// into test-artifacts/screenshots/preview-*.png. Run: npx tsx client/test/preview.ts
import { launchBrowser, Player, startServerWithClient, SCREENSHOT_DIR } from "./browserKit.js";
import path from "node:path";

const { server, baseUrl } = await startServerWithClient();
const browser = await launchBrowser();
try {
  const me = await Player.open(browser, "me", `${baseUrl}/?seed=7`, { width: 1600, height: 900 }, 2);
  await me.scene("Login");
  await me.register("preview", "secret-1");
  await me.playAgainstBot(null, "green");
  await me.waitInfo("i.modal === 'destinations'");
  await me.click("modal:ticket:0");
  await me.click("modal:ticket:1");
  await me.click("modal:confirm");
  await me.waitInfo("i.phase === 'playing'");
  await me.page.waitForTimeout(1500);
  await me.page.screenshot({ path: path.join(SCREENSHOT_DIR, "preview-full.png") });
  for (const [name, clip] of Object.entries({ west: { x: 270, y: 40, width: 660, height: 640 }, east: { x: 930, y: 40, width: 670, height: 640 }, middle: { x: 600, y: 250, width: 500, height: 300 }, northeast: { x: 1100, y: 120, width: 400, height: 300 } })) {
    await me.page.screenshot({ path: path.join(SCREENSHOT_DIR, `preview-${name}.png`), clip, scale: "device" });
  }
  // the board scales to the window: a small laptop and a large monitor
  for (const [w, h] of [[1024, 768], [1920, 1080]]) {
    await me.page.setViewportSize({ width: w, height: h });
    await me.page.waitForTimeout(800);
    await me.page.screenshot({ path: path.join(SCREENSHOT_DIR, `preview-${w}x${h}.png`), scale: "css" });
  }
  console.log(me.errors.join("\n") || "no console errors");
} finally {
  await browser.close();
  await server.shutdown();
}
