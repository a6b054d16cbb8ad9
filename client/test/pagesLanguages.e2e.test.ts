// Browser: the end screen, the replay and the ratings page in every language. Five spectators, one per language,
// watch a short seeded game to its end (the rules' random-game kit plays it; the last move is made once all watch).
// In German and Polish, the end screen and the ratings page (at 1280×800 and 390×844) and the replay show none of the English
// texts these views used to have, and no text there overlaps another or is clipped (textLayout.ts). The end screen,
// the replay and the ratings page of each language land in test-artifacts/screenshots/languages/.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "../../shared-rules/protocol/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { accountClient, askRoom, Player, SCREENSHOT_DIR, serverAndBrowser } from "./browserKit.js";
import { layoutProblems } from "./textLayout.js";
import { LANGUAGE_STORAGE_KEY } from "../src/i18n/languageChoice.js";

const SEED = 575;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Checked in these (the longest words); the others are shot for a reader. */
const CHECKED: readonly Language[] = ["de", "pl"];
/** English texts of these views that no other language shares (words such as "Bonus", "Total" or "Lobby" do). */
const ENGLISH = [
  "Game over", "wins with", "Back to lobby", "Tickets revealed", "Tickets completed", "Tickets failed", "Longest path", "Routes",
  "Player", "Download", "Replay", "cars", "Ratings & history", "Leaderboard", "Daily deal", "Your games", "Back to the lobby",
  "rated game", "Games", "Score", "finished no game", "Loading", "Step", "Face-up cards", "drag to scrub", "Trains", "Open file",
];

/** Every text the person sees: the canvas's (through the client's read-only hook) and the page's. */
function shownTexts(player: Player): Promise<string[]> {
  return player.page.evaluate(() => {
    const hook = (window as unknown as { __ttr: { textLayout(): { texts: { text: string }[] } } }).__ttr;
    const texts = hook.textLayout().texts.map((t) => t.text);
    const walker = document.createTreeWalker(document.getElementById("overlay") ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && node.textContent?.trim() && el.checkVisibility()) texts.push(node.textContent.trim());
    }
    texts.push(document.title);
    return texts;
  });
}

function englishIn(texts: string[]): string[] {
  return texts.filter((text) => ENGLISH.some((word) => new RegExp(`\\b${word.replace(/[&]/g, "\\$&")}\\b`).test(text)));
}

describe("languages: the end screen, the replay and the ratings page (headless Chromium)", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();

  it("in German and Polish they show no English text and nothing overlaps or is clipped; all five are shot", async () => {
    const { baseUrl, browser } = suite;
    fs.mkdirSync(path.join(SCREENSHOT_DIR, "languages"), { recursive: true });
    const { log } = playRandomGame(SEED, 2);
    const names = ["pages_zero", "pages_one"];
    const clients = await Promise.all(names.map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Nachtzug", color: SEAT_COLORS[0], seed: SEED });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    const rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    for (const { player, command } of log.slice(0, -1)) assert.equal((await askRoom(rooms[player], command)).code, "ok");

    // One watcher per language, each in a browser whose chosen language is that one.
    const watchers = new Map<Language, Player>();
    for (const language of LANGUAGES) {
      const watcher = await Player.open(browser, `watcher-${language}`, baseUrl, DESKTOP);
      await watcher.page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language]);
      await watcher.page.reload();
      await watcher.scene("Login");
      await watcher.register(`pages_${language}`, "secret-pages-1");
      await watcher.page.locator(".ttr-game", { hasText: "Nachtzug" }).locator("button[id^='spectate-']").click();
      await watcher.scene("Game");
      watchers.set(language, watcher);
    }
    const last = log[log.length - 1];
    assert.equal((await askRoom(rooms[last.player], last.command)).code, "ok");

    const problems: string[] = [];
    for (const [language, watcher] of watchers) {
      const checked = CHECKED.includes(language);
      await watcher.scene("GameOver", 120_000);
      await watcher.waitInfo("i.scene === 'GameOver' && Boolean(i.result)");
      await watcher.shot(`languages/end-${language}-1280x800.png`);
      if (checked) {
        problems.push(...englishIn(await shownTexts(watcher)).map((t) => `end ${language} 1280×800: English “${t}”`));
        problems.push(...(await layoutProblems(watcher.page)).map((p) => `end ${language} 1280×800: ${p}`));
        // A phone: the end screen is laid out again (its lobby button moves under the top bar, at the left).
        await watcher.page.setViewportSize(PHONE);
        await watcher.page.waitForFunction(() => {
          const hook = (window as unknown as { __ttr: { point(n: string): { x: number } | null; info(): { scene?: string } } }).__ttr;
          return hook.info().scene === "GameOver" && (hook.point("lobby")?.x ?? Infinity) < innerWidth / 2;
        });
        await watcher.shot(`languages/end-${language}-390x844.png`);
        problems.push(...englishIn(await shownTexts(watcher)).map((t) => `end ${language} 390×844: English “${t}”`));
        problems.push(...(await layoutProblems(watcher.page)).map((p) => `end ${language} 390×844: ${p}`));
        await watcher.page.setViewportSize(DESKTOP);
        await watcher.page.waitForFunction(() => {
          const hook = (window as unknown as { __ttr: { point(n: string): { x: number } | null } }).__ttr;
          return (hook.point("lobby")?.x ?? 0) > innerWidth / 2;
        });
      }
      await watcher.click("replay");
      await watcher.scene("Replay");
      await watcher.waitInfo("i.scene === 'Replay' && i.loaded");
      await watcher.click("replay:slider:0.5");
      await watcher.waitInfo("i.step > 0");
      await watcher.shot(`languages/replay-${language}-1280x800.png`);
      if (checked) {
        problems.push(...englishIn(await shownTexts(watcher)).map((t) => `replay ${language}: English “${t}”`));
        problems.push(...(await layoutProblems(watcher.page)).map((p) => `replay ${language} 1280×800: ${p}`));
      }

      await watcher.click("replay:back");
      await watcher.scene("GameOver");
      await watcher.click("lobby");
      await watcher.scene("Lobby");
      await watcher.page.click("#open-ratings");
      await watcher.scene("Ratings");
      // Someone's profile with a finished game, beside the leaderboard and the day's board.
      await watcher.page.click(`#leaderboard button[data-player='${names[1]}']`);
      await watcher.page.waitForSelector(`#game-history [data-game='${host.roomId}']`);
      await watcher.page.waitForSelector("#daily-board, .ttr-ratings-board + .ttr-section + div .ttr-empty");
      await watcher.shot(`languages/ratings-${language}-1280x800.png`);
      if (checked) {
        for (const size of [DESKTOP, PHONE]) {
          await watcher.page.setViewportSize(size);
          await watcher.page.waitForFunction((w) => innerWidth === w, size.width);
          if (size === PHONE) await watcher.shot(`languages/ratings-${language}-390x844.png`);
          problems.push(...englishIn(await shownTexts(watcher)).map((t) => `ratings ${language} ${size.width}×${size.height}: English “${t}”`));
          problems.push(...(await layoutProblems(watcher.page)).map((p) => `ratings ${language} ${size.width}×${size.height}: ${p}`));
        }
      }
      assert.deepEqual(watcher.errors, [], `${language}: no console errors`);
      await watcher.context.close();
    }
    assert.deepEqual(problems, []);
    await Promise.all(rooms.map((r) => r.leave(true)));
  });
});
