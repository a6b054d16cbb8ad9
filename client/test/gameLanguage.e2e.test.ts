// Browser: the language switch of the game menu. In a live game against a bot at 1280×800, Polish picked from the ☰
// menu re-says the board's chrome, the hand, the player boxes, the history and the turn line at once (read from the
// canvas through the test hook), on the same page and the same game connection (the server still holds the one
// seat's session it had), and a move made after the switch is accepted; then back to English. Screenshots of the
// mid-game board in each language at 1280×800 and 390×844 land in test-artifacts/screenshots/languages/, and the
// German and Polish ones are checked for overlapping or clipped texts (textLayout.ts).
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../../shared-rules/protocol/index.js";
import { Player, SCREENSHOT_DIR, serverAndBrowser, serverRoom } from "./browserKit.js";
import { layoutProblems } from "./textLayout.js";
import { CATALOGS } from "../src/i18n/catalogs.js";
import { USA_MAP } from "../src/rules.js";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Every visible canvas text of the game view, as the hook lays them out. */
async function canvasTexts(p: Player): Promise<string[]> {
  return p.page.evaluate(() => (window as unknown as { __ttr: { textLayout(): { texts: { text: string }[] } } }).__ttr.textLayout().texts.map((t) => t.text));
}

/** The server's sessions in this game: the same one after the switch means no reconnect. */
function sessions(roomId: string): string[] {
  return serverRoom(roomId).clients.map((c) => c.sessionId);
}

const pl = CATALOGS.pl;
/** A catalog text without its values: the part every filled-in text starts with. */
const head = (text: string) => text.split("{{")[0];
/** The longest stretch of a catalog text between its values: found in any text it fills in. */
const longestWords = (text: string) => text.split(/\{\{[^}]+\}\}/).sort((a, b) => b.length - a.length)[0];

describe("languages: the game menu's switch (headless Chromium)", function () {
  this.timeout(600_000);
  const suite = serverAndBrowser();

  it("switches a live game to Polish at once, on the same connection, and a move after it is accepted; screenshots in each language", async () => {
    const me = await Player.open(suite.browser, "polyglot", suite.baseUrl, DESKTOP);
    await me.scene("Login");
    await me.register("polyglot_player", "secret-polyglot-1");
    await me.playAgainstBot("Polyglot table", "red");
    await me.waitInfo("i.modal === 'destinations'");
    await me.click("modal:ticket:0");
    await me.click("modal:ticket:1");
    await me.click("modal:confirm");
    await me.waitInfo("i.phase === 'playing' && i.modal === null", 120_000);
    const roomId = String((await me.info()).roomId);
    const before = sessions(roomId);
    assert.equal(before.length, 1);
    await me.page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    await me.click("menu");
    await me.waitInfo("i.menuOpen === true");
    const english = await canvasTexts(me);
    assert.ok(english.includes(CATALOGS.en["menu.history"]), "the menu is open, in English");
    const saved = me.page.waitForResponse((r) => r.url().endsWith("/api/account/language") && r.status() === 200);
    await me.page.selectOption("#game-language", "pl");
    await me.page.waitForFunction(() => document.documentElement.lang === "pl");
    await saved;
    // The view is drawn again in Polish, its menu still open.
    await me.page.waitForFunction((t) => (window as unknown as { __ttr: { textLayout(): { texts: { text: string }[] } } }).__ttr.textLayout().texts.some((x) => x.text === t), pl["menu.history"]);
    await me.waitInfo("i.scene === 'Game' && i.menuOpen === true");
    const polish = await canvasTexts(me);
    for (const text of [pl["menu.history"], pl["menu.chat"], pl["menu.lobby"], pl["tab.hand"], pl["tab.board"]]) {
      assert.ok(polish.includes(text), `${JSON.stringify(text)} is on screen`);
    }
    const historyWords = Object.entries(pl).filter(([key]) => key.startsWith("history.")).map(([, text]) => longestWords(text));
    assert.ok(polish.some((t) => historyWords.some((words) => t.includes(words))), "the history is Polish");
    assert.ok(polish.some((t) => t.startsWith(head(pl["game.theirTurn"])) || t === pl["game.yourTurn"]), "the turn line is Polish");
    // Words only: names (the game's, the players', the cities' and tickets') and numbers read the same in every
    // language, and so do a few words Polish shares with English ("← Lobby"). A ticket's name may wrap between words.
    const names = new Set(["Polyglot table", ...english.filter((t) => /polyglot|bot/i.test(t))]);
    const cities = new Set(USA_MAP.cities.map((c) => c.name));
    const samePolish = new Set(Object.values(pl));
    const left = polish.filter((t) => english.includes(t) && /\p{Ll}{3}/u.test(t) && !names.has(t) && !samePolish.has(t) && !t.split(/\s+–\s+/).every((c) => cities.has(c.replace(/\s+/g, " "))));
    assert.deepEqual(left, [], "no English text is left on screen");
    // The player boxes (under the closed menu) and the hand.
    await me.click("menu");
    await me.waitInfo("i.menuOpen === false");
    const boxes = await canvasTexts(me);
    assert.ok(boxes.some((t) => t.startsWith(head(pl["players.points"]))), "the player boxes are Polish");
    await me.click("tab:hand");
    await me.waitInfo("i.tab === 'hand'");
    const hand = await canvasTexts(me);
    // The tickets' title: how many are shown, else the legend, long or short as the columns leave room for it.
    const legends = [pl["hand.legend"], pl["hand.legendShort"]];
    assert.ok(hand.some((t) => legends.includes(t)) || hand.some((t) => t.startsWith(head(pl["hand.someShown"]))), "the hand's tickets are Polish");

    // The same page, the same session on the server: no reload, no reconnect.
    assert.equal(await me.page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage), true, "no reload");
    assert.deepEqual(sessions(roomId), before, "the same game connection");

    // A move after the switch: a card from the deck, on this seat's turn.
    await me.click("tab:board");
    await me.waitInfo("i.tab === 'board' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null", 120_000);
    await me.click("deck");
    await me.waitInfo("i.turnStage === 'drewOneCard'");
    await me.click("deck");
    await me.waitInfo("i.currentPlayer !== i.seat || i.turnStage === 'start'");

    // Each language, desktop and phone; German and Polish checked for overlaps and clipped texts.
    fs.mkdirSync(path.join(SCREENSHOT_DIR, "languages"), { recursive: true });
    const problems: string[] = [];
    // English last: the game ends where it began
    for (const language of [...LANGUAGES.filter((l) => l !== "en"), "en" as const]) {
      await me.page.setViewportSize(DESKTOP);
      await me.scene("Game");
      await me.waitInfo("i.menuOpen === false");
      await me.click("menu");
      await me.waitInfo("i.menuOpen === true");
      await me.page.selectOption("#game-language", language);
      await me.page.waitForFunction((l) => document.documentElement.lang === l, language);
      await me.page.waitForFunction((t) => (window as unknown as { __ttr: { textLayout(): { texts: { text: string }[] } } }).__ttr.textLayout().texts.some((x) => x.text === t), CATALOGS[language]["menu.history"]);
      await me.shot(`languages/game-menu-${language}-1280x800.png`);
      if (language === "de" || language === "pl") for (const p of await layoutProblems(me.page)) problems.push(`menu ${language} 1280×800: ${p}`);
      await me.click("menu");
      await me.waitInfo("i.menuOpen === false");
      await me.shot(`languages/game-${language}-1280x800.png`);
      if (language === "de" || language === "pl") for (const p of await layoutProblems(me.page)) problems.push(`board ${language} 1280×800: ${p}`);
      await me.page.setViewportSize(PHONE);
      await me.waitInfo("i.sheetOpen !== null && i.sheetOpen !== undefined");
      await me.shot(`languages/game-${language}-390x844.png`);
      if (language === "de" || language === "pl") for (const p of await layoutProblems(me.page)) problems.push(`board ${language} 390×844: ${p}`);
      // the phone's drawer, with its language switch beside Lobby and Log out
      await me.click("menu");
      await me.waitInfo("i.menuOpen === true");
      await me.page.waitForSelector("#game-language", { state: "visible" });
      await me.shot(`languages/game-menu-${language}-390x844.png`);
      if (language === "de" || language === "pl") for (const p of await layoutProblems(me.page)) problems.push(`menu ${language} 390×844: ${p}`);
      await me.click("menu");
      await me.waitInfo("i.menuOpen === false");
    }
    await me.page.setViewportSize(DESKTOP);
    await me.waitInfo("i.sheetOpen === null");
    assert.equal(await me.page.getAttribute("html", "lang"), "en", "back to English last");
    assert.deepEqual(sessions(roomId), before, "still the same game connection");
    assert.deepEqual(problems, []);
    assert.deepEqual(me.errors, []);
  });
});
