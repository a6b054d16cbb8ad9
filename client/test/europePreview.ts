// Dev aid (not a test): a Europe game against a bot, its board saved at 1280×800 and 2× crops of the crowded centre
// into test-artifacts/screenshots/europe-preview-*.png, to look at the drawing. Run after `npm run build`:
// npx mocha client/test/europePreview.ts (through mocha: the test kit it loads registers mocha hooks)
import path from "node:path";
import { launchBrowser, Player, startServerWithClient, SCREENSHOT_DIR } from "./browserKit.js";

const { server, baseUrl } = await startServerWithClient();
const browser = await launchBrowser();
try {
  const me = await Player.open(browser, "me", `${baseUrl}/?seed=7`, { width: 1280, height: 800 }, 2);
  await me.scene("Login");
  await me.register("preview", "secret-1");
  await me.playAgainstBot(null, "green", "europe");
  await me.waitInfo("i.modal === 'destinations'");
  await me.page.screenshot({ path: path.join(SCREENSHOT_DIR, "europe-preview-tickets.png"), scale: "css" });
  await me.click("modal:ticket:0");
  await me.click("modal:ticket:1");
  await me.click("modal:confirm");
  await me.waitInfo("i.phase === 'playing' && i.modal === null");
  await me.page.waitForTimeout(1500);
  await me.page.screenshot({ path: path.join(SCREENSHOT_DIR, "europe-preview-full.png"), scale: "css" });
  await me.page.screenshot({ path: path.join(SCREENSHOT_DIR, "europe-preview-centre.png"), clip: { x: 450, y: 60, width: 500, height: 420 }, scale: "device" });
  console.log(me.errors.join("\n") || "no console errors");
} finally {
  await browser.close();
  await server.shutdown();
}
