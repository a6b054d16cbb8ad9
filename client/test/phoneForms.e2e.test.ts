// Browser: every DOM view outside the running game on phones (360×740, 390×844, 430×932 portrait, 844×390 and
// 667×375 landscape) and a tablet (768×1024), all touch screens, gone through by taps: register, lobby, logout question,
// ratings, create form, waiting room (with a bot), join by code, log out, log in (also with an on-screen keyboard
// taking half the window). The lobby lists games with long names, and the ratings view a rated game's players and
// history. At each view nothing is out of reach, no text is under 11 px, every tap target is at least
// 44×44 (phoneChecks.ts), and no text overlaps another or is clipped (textLayout.ts). The views at 390×844 and 844×390
// land in test-artifacts/screenshots/phone-<view>-<portrait|landscape>.png.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Room } from "colyseus.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { accountClient, askRoom, Player, SCREENSHOT_DIR, serverAndBrowser } from "./browserKit.js";
import { layoutProblems } from "./textLayout.js";
import { isPhone, phoneProblems, PHONE_SIZES, swipe, TABLET_SIZE, type Size } from "./phoneChecks.js";

const PASSWORD = "secret-phone-1";
/** The sizes whose views are kept as screenshots, and their names. */
const SHOTS: Record<string, string> = { "390x844": "portrait", "844x390": "landscape" };

describe("the DOM views on phones and a tablet (touch, headless Chromium)", function () {
  this.timeout(600_000);
  const suite = serverAndBrowser();
  const rooms: Room[] = [];

  before(async () => {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    // Games in the lobby with the longest names there are: a 20-letter host and a 40-letter title must fit a card.
    const host = await accountClient(suite.baseUrl, "a_rather_long_name_1");
    for (const gameName of ["Wednesday night trains across the plains", "Short one"]) {
      const room = await host.create("ttr", { gameName, color: "red" });
      room.onMessage("*", () => undefined);
      rooms.push(room);
    }
    // A rated game of two people with long names, played to its end over the wire: the leaderboard and a history.
    const { log } = playRandomGame(575, 2);
    const clients = await Promise.all(["long_named_winner_01", "long_named_runner_02"].map((n) => accountClient(suite.baseUrl, n)));
    const first = await clients[0].create("ttr", { gameName: "Sunday league final between old friends", color: SEAT_COLORS[0], seed: 575 });
    const second = await clients[1].joinById(first.roomId, { color: SEAT_COLORS[1] });
    const players = [first, second];
    for (const room of players) room.onMessage("*", () => undefined);
    await askRoom(first, { type: "startGame" });
    for (const { player, command } of log) await askRoom(players[player], command);
    // the ratings are written once the game's end is saved: wait for both (the test's timeout bounds it)
    const rated = async () => ((await (await fetch(`${suite.baseUrl}/api/leaderboard`)).json()) as { players: unknown[] }).players.length;
    while ((await rated()) < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all(players.map((r) => r.leave(true).catch(() => undefined)));
  });
  after(async () => {
    await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave(true).catch(() => undefined)));
  });

  // the shared phone sizes, the smallest landscape phone (667×375) and a tablet
  // The extremes (the narrowest and the shortest phone, the tablet) and the screenshots' landscape phone: the middle
  // sizes (390×844, 430×932) took a third of the file's time and never failed where these passed; the language matrix
  // goes through these views at 390×844 in German and Polish.
  for (const size of [PHONE_SIZES[0]!, PHONE_SIZES[3]!, { width: 667, height: 375 }, TABLET_SIZE]) {
    it(`${size.width}×${size.height} (${isPhone(size) ? "phone" : "tablet"}): every view by taps`, async () => {
      const me = await Player.open(suite.browser, `p${size.width}`, suite.baseUrl, size, 2, true);
      const problems: string[] = [];
      const page = me.page;
      /** Saves the view (at the screenshot sizes) and collects what a person on this screen could not use or read. */
      const check = async (view: string) => {
        await page.waitForTimeout(250); // transitions (the dimmed panel's opacity) end
        const shot = SHOTS[`${size.width}x${size.height}`];
        if (shot) await page.screenshot({ path: path.join(SCREENSHOT_DIR, `phone-${view}-${shot}.png`) });
        for (const p of await phoneProblems(page, { tapTargets: true })) problems.push(`${view}: ${p}`);
        for (const p of await layoutProblems(page)) problems.push(`${view}: ${size.width}×${size.height} ${p}`);
      };
      /** Types into a field as a person does on a phone: a tap, then the keyboard. */
      const typeInto = async (selector: string, text: string) => {
        await page.tap(selector);
        await page.keyboard.type(text);
      };
      const username = `ph_${size.width}x${size.height}`;

      await me.scene("Login");
      await check("login");
      if (isPhone(size)) {
        assert.ok(!(await page.isVisible("#register-form")), "a phone shows one panel at a time");
        // the switch answers the keyboard too (a phone with a keyboard, a screen reader): arrows move between the tabs
        await page.focus("#auth-tab-login");
        await page.keyboard.press("ArrowRight");
        assert.equal(await page.evaluate(() => document.activeElement?.id), "auth-tab-register");
        assert.ok(await page.isVisible("#register-form") && !(await page.isVisible("#login-form")));
        await page.keyboard.press("ArrowLeft");
        assert.ok(await page.isVisible("#login-form") && !(await page.isVisible("#register-form")));
        await page.tap("#auth-tab-register");
        assert.ok(await page.isVisible("#register-form") && !(await page.isVisible("#login-form")));
        assert.equal(await page.getAttribute("#auth-tab-register", "aria-selected"), "true");
      }
      await typeInto("#register-username", username);
      await typeInto("#register-password", PASSWORD);
      await typeInto("#register-confirm", PASSWORD);
      await check("register");
      await page.tap("#register-submit");
      await me.scene("Lobby");
      await page.locator("#lobby-range").filter({ hasText: "of" }).waitFor();
      await page.locator(".ttr-game", { hasText: "Wednesday night" }).waitFor();
      await check("lobby");
      if (isPhone(size)) {
        // A finger scrolls the lobby, on its panel and beside it (the window's edge).
        const scrolled = () => page.evaluate(() => document.getElementById("overlay")!.scrollTop);
        for (const x of [size.width / 2, 2]) {
          await swipe(page, x, size.height * 0.7, -size.height * 0.3);
          await page.waitForFunction(() => document.getElementById("overlay")!.scrollTop > 0);
          assert.ok((await scrolled()) > 0, `a swipe at x = ${x} scrolls the lobby`);
          await page.evaluate(() => document.getElementById("overlay")!.scrollTo(0, 0));
        }
      }

      await page.tap("#logout");
      await page.locator("#logout-dialog").waitFor();
      await check("logout-confirm");
      await page.tap("#logout-cancel");
      assert.equal(await page.locator("#logout-dialog").count(), 0, "Cancel keeps the session");

      await page.tap("#open-ratings");
      await me.scene("Ratings");
      await page.locator("#profile-rating").waitFor();
      await page.locator("#leaderboard").waitFor();
      await check("ratings");
      await page.tap("#leaderboard button[data-player='long_named_winner_01']");
      await page.locator("#game-history").waitFor();
      const shown = await page.evaluate(() => document.querySelector("#profile-rating")!.getBoundingClientRect().bottom <= innerHeight);
      assert.ok(shown, "the profile a person tapped comes into sight");
      await check("ratings-profile");
      await page.tap("#ratings-back");
      await me.scene("Lobby");

      await page.tap("#create-game");
      await page.locator("#create-form").waitFor();
      await check("create-game");
      // a checkbox is tapped on its words as well as on its box
      await page.tap("label[for=create-private]");
      assert.ok(await page.isChecked("#create-private"), "a tap on its label ticks the box");
      await page.tap("#create-private");
      assert.ok(!(await page.isChecked("#create-private")));
      await page.tap("#create-color-blue");
      await page.tap("#create-submit");
      await me.scene("WaitingRoom");
      await page.tap("#add-bot");
      await page.waitForSelector("#start-game:not([disabled])");
      await typeInto("#waiting-chat-input", "Hello from a phone, anyone up for a long game tonight?");
      await page.keyboard.press("Enter");
      await page.locator("#waiting-chat", { hasText: "anyone up" }).waitFor();
      await check("waiting-room");
      const gameId = await page.textContent("#invite-code");
      await page.tap("#back-to-lobby");
      await me.scene("Lobby");
      await page.locator(`#open-${gameId}`).waitFor();
      await check("lobby-your-game");

      await typeInto("#join-code", String(gameId));
      await page.tap("#join-code-go");
      await page.locator("#code-join").waitFor();
      await check("join-by-code");
      await page.tap("#code-cancel");

      await page.tap("#logout");
      await page.tap("#logout-confirm");
      await me.scene("Login");
      if (isPhone(size)) assert.equal(await page.getAttribute("#auth-tab-login", "aria-selected"), "true", "a new login form opens on Login");
      await page.tap("#login-submit");
      await page.locator("#login-username-error", { hasText: /\S/ }).waitFor();
      await check("login-error");
      await typeInto("#login-username", username);
      // The on-screen keyboard takes the lower half of the window: the form scrolls, the field in use stays in sight.
      const full: Size = { ...size };
      await page.setViewportSize({ width: size.width, height: Math.round(size.height / 2) });
      await page.tap("#login-password");
      await page.keyboard.type(PASSWORD);
      const inSight = await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      });
      assert.ok(inSight, "the field in use is above the keyboard");
      await check("login-keyboard");
      await page.tap("#login-submit");
      await me.scene("Lobby");
      await page.setViewportSize(full);

      assert.deepEqual([...new Set(problems)], [], "views a person on this screen cannot fully use");
      assert.deepEqual(me.errors, []);
      await me.context.close();
    });
  }
});
