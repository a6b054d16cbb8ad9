// Every view a person reaches, at 1024×768, 1280×800 and 1440×900: no two visible texts overlap and none is clipped
// (textLayout.ts). Login and register, lobby, create form, waiting room, the game board with the ticket modal, its
// Hand and Board tabs and the buy-route modal, the end screen, the replay and the ratings page. Each view's screenshots
// land in test-artifacts/screenshots/layout/. Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Room } from "colyseus.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { TEST_PASSWORD, ask } from "../../test-kit/index.js";
import { accountClient, askRoom, Player, SCREENSHOT_DIR, serverAndBrowser } from "./browserKit.js";
import { DESKTOP_SIZES, layoutProblems, resizeAndSettle, untilSettled } from "./textLayout.js";
import { playToEnd } from "../../server/test/autoplay.js";

const DIR = path.join(SCREENSHOT_DIR, "layout");

describe("text layout on every view at desktop sizes (headless Chromium)", function () {
  this.timeout(600_000);
  const suite = serverAndBrowser();
  let me: Player;
  let watcher: Player;
  let rooms: Room[] = [];

  before(() => fs.mkdirSync(DIR, { recursive: true }));
  after(async () => {
    // A room whose server already closed its socket (the shared server stops first) would wait for a leave forever.
    await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave(true).catch(() => undefined)));
  });

  /**
   * Shows the view at each desktop size (`ready` waits until it is drawn again after the resize: the views are
   * re-created), takes a screenshot and collects what overlaps or is clipped; fails with all of it at once.
   */
  async function check(who: Player, view: string, ready: () => Promise<void> = async () => undefined): Promise<void> {
    const found: string[] = [];
    for (const size of DESKTOP_SIZES) {
      // The views are re-created after a resize and their tweens run for a moment: what counts is the settled view
      // (the test hook says when the resize was handled and nothing moves any more).
      await resizeAndSettle(who.page, size);
      await ready();
      await untilSettled(who.page);
      await who.page.screenshot({ path: path.join(DIR, `${view}-${size.width}x${size.height}.png`) });
      for (const problem of await layoutProblems(who.page)) found.push(`${size.width}×${size.height} ${problem}`);
    }
    assert.deepEqual([...new Set(found)], [], `${view}: texts overlap or are clipped`);
  }

  it("login and register", async () => {
    // Seed 29 deals two locomotives side by side face up (their names ran together: "LocomotiveLocomotive").
    me = await Player.open(suite.browser, "me", `${suite.baseUrl}/?seed=29`, { width: 1440, height: 900 });
    await me.scene("Login");
    await check(me, "01-login");
  });

  it("lobby", async () => {
    await me.register("layout_me", "secret-1-layout");
    await check(me, "02-lobby");
  });

  it("create form", async () => {
    await me.page.click("#create-game");
    await check(me, "03-create-game");
  });

  it("waiting room", async () => {
    await me.page.click("#create-color-green");
    await me.page.press("#create-title", "Enter");
    await me.scene("WaitingRoom");
    await me.page.click("#add-bot");
    await me.page.waitForSelector("#start-game:not([disabled])");
    await check(me, "04-waiting-room");
  });

  it("game board with the ticket modal", async () => {
    await me.page.click("#start-game");
    await me.scene("Game");
    await me.waitInfo("i.modal === 'destinations'");
    await check(me, "05-ticket-modal", () => me.waitInfo("i.scene === 'Game' && i.modal === 'destinations'"));
  });

  it("game board, Hand and Board tabs", async () => {
    await me.click("modal:ticket:0");
    await me.click("modal:ticket:1");
    await me.click("modal:confirm");
    await me.waitInfo("i.phase === 'playing' && i.modal === null");
    const faceUp = ((await me.info()) as { faceUp: string[] }).faceUp;
    assert.ok(faceUp.some((c, i) => c === "locomotive" && faceUp[i + 1] === "locomotive"), `two locomotives side by side: ${faceUp.join()}`);
    await check(me, "06-game-hand", async () => {
      await me.scene("Game");
      await me.click("tab:hand");
    });
    await check(me, "07-game-board", async () => {
      await me.scene("Game");
      await me.click("tab:board");
    });
  });

  it("buy-route modal", async () => {
    await me.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start' && i.claimable.length > 0", 120_000);
    await check(me, "08-buy-route", async () => {
      await me.waitInfo("i.scene === 'Game' && (i.modal === 'buyRoute' || i.claimable.length > 0)");
      if ((await me.info()).modal === "buyRoute") return;
      const id = ((await me.info()) as { claimable: number[] }).claimable[0];
      // The view was just re-created for the new size: a click that lands before its routes listen is lost, so click
      // again until the modal opens (the test's timeout bounds it).
      for (;;) {
        await me.click(`route:${id}`);
        const opened = await me.waitInfo("i.modal === 'buyRoute'", 10_000).then(() => true, () => false);
        if (opened) break;
      }
    });
  });

  it("end screen", async () => {
    // A seeded game of two people played to its end over the wire, watched to its end screen.
    const { log } = playRandomGame(575, 2);
    const clients = await Promise.all(["layout_zero", "layout_one"].map((n) => accountClient(suite.baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Finished game", color: SEAT_COLORS[0], seed: 575 });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    await askRoom(host, { type: "startGame" });
    for (const { player, command } of log.slice(0, -1)) await askRoom(rooms[player], command);
    watcher = await Player.open(suite.browser, "watcher", suite.baseUrl, { width: 1440, height: 900 });
    await watcher.scene("Login");
    await watcher.register("layout_watcher", "secret-9-layout");
    await watcher.page.locator(".ttr-game", { hasText: "Finished game" }).locator("button[id^='spectate-']").click();
    await watcher.scene("Game");
    const last = log[log.length - 1];
    await askRoom(rooms[last.player], last.command);
    await watcher.scene("GameOver", 120_000);
    await check(watcher, "09-end-screen", () => watcher.waitInfo("i.scene === 'GameOver' && Boolean(i.result) && (i.ratingChanges || []).length === 2"));
    // The wire seats go now: the ratings step signs layout_zero in from a browser, which closes this connection, and a
    // leave() after that would wait for an answer that never comes.
    await Promise.all(rooms.map((r) => r.leave(true)));
    rooms = [];
  });

  it("replay", async () => {
    await watcher.click("replay");
    await watcher.scene("Replay");
    await check(watcher, "10-replay", () => watcher.waitInfo("i.scene === 'Replay'"));
  });

  it("replay of a long game with bots (their names, the score graph's turns)", async () => {
    const host = await (await accountClient(suite.baseUrl, "layout_host")).create("ttr", { gameName: "Bots to the end", color: SEAT_COLORS[0], seed: 77 });
    host.onMessage("*", () => undefined);
    rooms = [host];
    for (let i = 0; i < 2; i++) assert.equal((await ask(host, "addAI", { difficulty: "medium" })).code, "ok");
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    await playToEnd(host.roomId, new Map([[0, host]]));
    await host.leave(true);
    rooms = [];
    await watcher.page.goto(`${suite.baseUrl}/?replay=${encodeURIComponent(host.roomId)}`);
    await watcher.scene("Replay");
    // At its last step: every route claimed, the whole score graph (a resize re-creates the view at step 0).
    await check(watcher, "10b-replay-bots", async () => {
      await watcher.waitInfo("i.scene === 'Replay'");
      await watcher.click("replay:step:last");
    });
  });

  it("ratings", async () => {
    const rater = await Player.open(suite.browser, "rater", suite.baseUrl, { width: 1440, height: 900 });
    await rater.scene("Login");
    await rater.logIn("layout_zero", TEST_PASSWORD);
    await rater.page.click("#open-ratings");
    await rater.scene("Ratings");
    await rater.page.waitForSelector("#game-history");
    await check(rater, "11-ratings", () => rater.scene("Ratings"));
    assert.deepEqual([...me.errors, ...watcher.errors, ...rater.errors], [], "no console errors");
  });
});
