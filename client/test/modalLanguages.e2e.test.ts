// Browser: the modals and the waiting room in each of the five languages. For each language a person whose browser
// speaks it registers, gathers a Europe table with a bot in the waiting room and plays: the ticket chooser of the
// opening, the buy-route modal of a tunnel and the tunnel panel of that claim. In French and Polish none of the
// modal's texts is one of the English texts they replaced; in every language no text overlaps another or is clipped
// (textLayout.ts) at 1280×800 and 390×844 (a phone in portrait). Screenshots of each in each language land in
// test-artifacts/screenshots/languages/<view>-<lang>-<size>.png. The server is read only to know whose turn it is and
// which tunnel the hand can pay now; every move is a click. Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { EUROPE_MAP, type GameState } from "../../shared-rules/src/index.js";
import { LANGUAGES, type Language } from "../../shared-rules/protocol/index.js";
import { drawTwoCardsByClicks, Player, SCREENSHOT_DIR, serverAndBrowser, serverRoom, untilOnServer } from "./browserKit.js";
import { layoutProblems } from "./textLayout.js";
import { modalChoice, open, predictedExtra } from "./europePlan.js";

const DIR = path.join(SCREENSHOT_DIR, "languages");
const DESKTOP = { width: 1280, height: 800 };
const SIZES = [DESKTOP, { width: 390, height: 844 }] as const;
const LOCALE: Record<Language, string> = { en: "en-US", fr: "fr-FR", de: "de-DE", es: "es-ES", pl: "pl-PL" };
/** The languages whose modals are checked word by word against the English they replaced. */
const CHECKED: readonly Language[] = ["fr", "pl"];

/**
 * English texts of the modals that were replaced by messages (whole words; none is also a French or Polish word):
 * a modal that still shows one of them in French or Polish was missed.
 */
const ENGLISH = [
  "Choose your", "keep at least", "Click a ticket", "Tap a ticket", "Keep", "Pick", "more", "return",
  "Claim", "Colour", "Cancel", "Confirm", "You pay", "first", "cars", "pay with",
  "Your tunnel", "Laid down", "Cards turned", "owed", "Decline", "Pay", "Nothing", "Waiting for", "See map",
  "Keys", "Enter confirm",
];
const ENGLISH_WORD = new RegExp(`\\b(${ENGLISH.join("|")})\\b`);

/** The texts of the open modal or panel (canvas texts drawn at a modal's depth: 600 tickets, 700 payment and tunnel). */
async function modalTexts(player: Player): Promise<string[]> {
  return player.page.evaluate(() => {
    const hook = (window as unknown as { __ttr: { textLayout(): { texts: Array<{ text: string; layer: number }> } } }).__ttr;
    return hook.textLayout().texts.filter((t) => t.layer % 100_000 >= 600 && t.layer % 100_000 < 750).map((t) => t.text);
  });
}

describe("languages: the ticket chooser, the buy-route modal, the tunnel panel and the waiting room (headless Chromium)", function () {
  this.timeout(3_600_000);
  const suite = serverAndBrowser();
  before(() => fs.mkdirSync(DIR, { recursive: true }));

  for (const language of LANGUAGES) {
    it(`${language}: each modal says its words in ${language} and nothing is clipped or overlaps at 1280×800 and 390×844`, async () => {
      const me = await Player.open(suite.browser, `modal_${language}`, suite.baseUrl, DESKTOP, 1, false, LOCALE[language]);
      const page = me.page;
      const problems: string[] = [];
      const english: string[] = [];

      /** Each size: `ready` waits until the view is back after the resize; a screenshot, and what is wrong. */
      const shoot = async (view: string, ready: () => Promise<void>, texts: (() => Promise<string[]>) | null) => {
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await ready();
          // the views are re-created after a resize and their tweens run for a moment: what counts is the settled view
          await page.waitForTimeout(700);
          await ready();
          await page.screenshot({ path: path.join(DIR, `${view}-${language}-${size.width}x${size.height}.png`) });
          for (const p of await layoutProblems(page)) problems.push(`${view} ${size.width}×${size.height}: ${p}`);
          if (texts && CHECKED.includes(language)) {
            const shown = await texts();
            assert.ok(shown.length > 0, `${view}: the modal's texts are read`);
            for (const text of shown) if (ENGLISH_WORD.test(text)) english.push(`${view} ${size.width}×${size.height}: ${JSON.stringify(text)}`);
          }
        }
        await page.setViewportSize(DESKTOP);
        await ready();
        await page.waitForTimeout(700);
        await ready();
      };

      /** Clicks `name` until `done` holds (a click that lands while a re-created view is not yet listening is lost). */
      const clickUntil = async (name: string, done: string) => {
        for (let tries = 0; ; tries++) {
          assert.ok(tries < 20, `${name} takes: ${done}`);
          if (await me.shows(name)) await me.click(name);
          if (await me.waitInfo(done, 5_000).then(() => true, () => false)) return;
        }
      };

      await me.scene("Login");
      await page.waitForFunction((l) => document.documentElement.lang === l, language);
      await me.register(`modal_${language}`, "secret-modal-1");
      await me.createGame(null, "red", "europe");
      await page.click("#add-bot");
      await page.waitForSelector("#start-game:not([disabled])");
      await shoot("waiting-room", () => page.waitForSelector("#waiting-room", { state: "visible" }).then(() => undefined), null);
      await page.click("#start-game");
      await me.scene("Game");

      // the opening's ticket chooser (Europe's: four tickets, one of them long)
      const game = serverRoom(String((await me.info()).roomId)).game;
      await untilOnServer(() => game.rules !== undefined && game.rules !== null);
      const rules = (): GameState => game.rules!;
      const seat = game.seats.findIndex((s) => s.username === `modal_${language}`);
      const tickets = () => me.waitInfo("i.scene === 'Game' && i.modal === 'destinations'");
      await tickets();
      await shoot("tickets", tickets, () => modalTexts(me));
      await clickUntil("modal:ticket:0", "(i.ticketsKept || []).includes(0)");
      await clickUntil("modal:ticket:1", "(i.ticketsKept || []).includes(1)");
      await clickUntil("modal:confirm", "i.modal !== 'destinations'");
      await untilOnServer(() => rules().phase === "playing");

      // draw cards until, on this seat's turn, a tunnel can be paid now and its turned cards will cost more
      const tunnelNow = (): { id: number } | null => {
        const s = rules();
        if (s.currentPlayer !== seat || s.turnStage !== "start") return null;
        for (const r of EUROPE_MAP.routes) {
          if (r.kind !== "tunnel" || !open(s, seat, r.id) || r.length > s.players[seat].trainsLeft) continue;
          const choice = modalChoice(s, seat, r.id);
          if (choice && (predictedExtra(s, choice) ?? 0) > 0) return { id: r.id };
        }
        return null;
      };
      let tunnel: { id: number } | null;
      for (;;) {
        await untilOnServer(() => rules().currentPlayer === seat && rules().turnStage === "start", 600_000);
        await me.waitInfo("i.modal === null && i.currentPlayer === i.seat && i.turnStage === 'start'");
        tunnel = tunnelNow();
        if (tunnel) break;
        // the deck is on the Board tab
        if (!(await me.shows("deck"))) await me.click("tab:board");
        await drawTwoCardsByClicks(me, rules, seat);
      }
      const routeId = tunnel.id;
      const choice = modalChoice(rules(), seat, routeId)!;

      // the buy-route modal of that tunnel (a resize re-creates the view: open it again when it is gone)
      const buyModal = async () => {
        await me.waitInfo("i.scene === 'Game' && (i.modal === 'buyRoute' || i.modal === null)");
        for (let tries = 0; (await me.info()).modal !== "buyRoute"; tries++) {
          assert.ok(tries < 20, "the buy-route modal opens");
          await me.click(`route:${routeId}`);
          if (await me.waitInfo("i.modal === 'buyRoute'", 10_000).then(() => true, () => false)) break;
        }
      };
      await buyModal();
      await shoot("buy-route", buyModal, () => modalTexts(me));
      if (EUROPE_MAP.routes[routeId].color === "gray") await me.click(`modal:color:${choice.trainColor}`);
      await me.click("modal:confirm");

      // the tunnel panel: the turned cards and what they cost
      const panel = () => me.waitInfo("i.scene === 'Game' && i.modal === 'tunnel'");
      await panel();
      await shoot("tunnel", panel, () => modalTexts(me));
      await clickUntil("tunnel:decline", "i.modal !== 'tunnel'");
      await untilOnServer(() => rules().turnStage !== "tunnelPending");

      await me.context.close();
      assert.deepEqual(english, [], "no English text is left in the modals");
      assert.deepEqual(problems, [], "texts overlap or are clipped");
      assert.deepEqual(me.errors, []);
    });
  }
});
