// Dev aid (not a test): every view a person reaches, at 1440×900, 1280×800 and 1024×768, into SHOTS_DIR (default
// test-artifacts/screenshots/views) to be looked at: login, lobby, create-game form, waiting room, ticket modal, game
// (Hand and Board tabs), buy-route modal, end screen and replay. The end screen is a seeded game played to its end
// through colyseus.js and watched. Run after `npm run build`: npx tsx client/test/shots.ts
import fs from "node:fs";
import path from "node:path";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { accountClient, askRoom, launchBrowser, Player, SCREENSHOT_DIR, startServerWithClient } from "./browserKit.js";

const DIR = process.env.SHOTS_DIR ?? path.join(SCREENSHOT_DIR, "views");
const SIZES = [[1440, 900], [1280, 800], [1024, 768]] as const;
fs.mkdirSync(DIR, { recursive: true });

const { server, baseUrl } = await startServerWithClient();
const browser = await launchBrowser();
try {
  const me = await Player.open(browser, "me", baseUrl, { width: 1440, height: 900 });
  const settle = () => me.page.waitForTimeout(900); // the views are re-created after a resize; let tweens end
  const at = async (view: string, before: () => Promise<void> = async () => undefined) => {
    for (const [w, h] of SIZES) {
      await me.page.setViewportSize({ width: w, height: h });
      await settle();
      await before();
      await settle();
      await me.page.screenshot({ path: path.join(DIR, `${view}-${w}x${h}.png`) });
    }
  };
  await me.scene("Login");
  await at("01-login");
  await me.register("shots", "secret-1");
  await at("02-lobby");
  await me.page.click("#create-game");
  await at("03-create-game");
  await me.page.click("#create-color-green");
  await me.page.press("#create-title", "Enter");
  await me.scene("WaitingRoom");
  await me.page.click("#add-bot");
  await me.page.waitForSelector("#start-game:not([disabled])", { timeout: 60000 });
  await at("04-waiting-room");
  await me.page.click("#start-game");
  await me.scene("Game");
  await me.waitInfo("i.modal === 'destinations'");
  await at("05-ticket-modal", () => me.waitInfo("i.modal === 'destinations'"));
  await me.click("modal:ticket:0");
  await me.click("modal:ticket:1");
  await me.click("modal:confirm");
  await me.waitInfo("i.phase === 'playing' && i.modal === null");
  await at("06-game-hand", async () => {
    await me.scene("Game");
    await me.click("tab:hand");
  });
  await at("07-game-board", async () => {
    await me.scene("Game");
    await me.click("tab:board");
  });
  await me.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start' && i.claimable.length > 0", 120000);
  await at("08-buy-route", async () => {
    // a resize that keeps the world's width (1440×900 → 1280×800) keeps the view, and the modal open
    await me.waitInfo("i.scene === 'Game' && (i.modal === 'buyRoute' || i.claimable.length > 0)");
    if ((await me.info()).modal === "buyRoute") return;
    const id = ((await me.info()) as { claimable: number[] }).claimable[0];
    await me.click(`route:${id}`);
    await me.waitInfo("i.modal === 'buyRoute'");
  });

  // a seeded game played to its end through colyseus.js, watched: the end screen, then its replay
  const { log } = playRandomGame(575, 2);
  const clients = await Promise.all(["shot_zero", "shot_one"].map((n) => accountClient(baseUrl, n)));
  const host = await clients[0].create("ttr", { gameName: "Finished game", color: SEAT_COLORS[0], seed: 575 });
  const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
  const rooms = [host, guest];
  for (const room of rooms) room.onMessage("*", () => undefined);
  await askRoom(host, { type: "startGame" });
  for (const { player, command } of log.slice(0, -1)) await askRoom(rooms[player], command);
  const watcher = await Player.open(browser, "watcher", baseUrl, { width: 1440, height: 900 });
  await watcher.scene("Login");
  await watcher.register("shot_watcher", "secret-9");
  await watcher.page.locator(".ttr-game", { hasText: "Finished game" }).locator("button[id^='spectate-']").click();
  await watcher.scene("Game");
  const last = log[log.length - 1];
  await askRoom(rooms[last.player], last.command);
  await watcher.scene("GameOver", 120000);
  const shoot = async (view: string, ready: string) => {
    for (const [w, h] of SIZES) {
      await watcher.page.setViewportSize({ width: w, height: h });
      await watcher.page.waitForTimeout(900);
      await watcher.waitInfo(ready);
      await watcher.page.waitForTimeout(900);
      await watcher.page.screenshot({ path: path.join(DIR, `${view}-${w}x${h}.png`) });
    }
  };
  await shoot("09-end-screen", "i.scene === 'GameOver' && Boolean(i.result)");
  await watcher.click("replay");
  await watcher.scene("Replay");
  await shoot("10-replay", "i.scene === 'Replay'");
  console.log([...me.errors, ...watcher.errors].join("\n") || "no console errors");
} finally {
  await browser.close();
  await server.shutdown();
}
