// Browser test (issue 28 on phones): one person plays a whole seeded game against a bot on a phone by taps only, in
// portrait 390×844 and in landscape 844×390 (Chromium with touch emulation, isMobile): register, create, add a bot,
// start, choose tickets, draw, claim through the confirmation step, take tickets mid-game, pinch-zoom once, reach the
// end screen, its replay and the ratings page. At every view it checks the phone rules (phoneChecks.ts: every control
// on screen and big enough to tap, no text under 11 px, no overlapping or clipped text) and saves a screenshot as
// test-artifacts/screenshots/phone-<view>-<orientation>.png. The problems of every view are gathered and the test fails
// once at the end with all of them (also written to test-artifacts/phone-problems-<orientation>.txt).
// The hook gives coordinates and what is on screen; every action is a tap (text is typed into the fields). The server is
// read only to know whose turn it is. Needs `npm run build` first and /usr/bin/chromium. E2E_WHOLE_GAME=0 leaves it out.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { claimOptions, playerView, USA_MAP, type GameState } from "../../shared-rules/src/index.js";
import { TRAIN_CARD_ORDER } from "../src/ui/theme.js";
import { drawTwoCardsByClicks, longestClaim, type ClaimInfo, Player, SCREENSHOT_DIR, serverRoom, untilOnServer, wholeGameServerAndBrowser } from "./browserKit.js";
import { viewProblems } from "./phoneChecks.js";
import { hookPoint, pinch, zoomInOn } from "./phoneGestures.js";

/** The two phone windows of issue 28's test. */
const WINDOWS = { portrait: { width: 390, height: 844 }, landscape: { width: 844, height: 390 } } as const;
type Orientation = keyof typeof WINDOWS;

/** The board shows the whole map (the hook's boardCamera at its fit zoom; a view without one always does). */
const AT_FIT = "!i.boardCamera || i.boardCamera.zoom <= i.boardCamera.fitZoom * 1.001";

type Info = Record<string, unknown> & ClaimInfo & { ticketCount: number; modal: string | null; turnStage: string; currentPlayer: number };

/** The problems found at each view, in the order the views came. */
class ViewReport {
  readonly byView = new Map<string, string[]>();
  constructor(readonly orientation: Orientation) {}

  add(view: string, problems: string[]): void {
    const list = this.byView.get(view) ?? [];
    for (const p of problems) if (!list.includes(p)) list.push(p);
    this.byView.set(view, list);
  }

  text(): string {
    const { width, height } = WINDOWS[this.orientation];
    const lines = [`${this.orientation} ${width}×${height}:`];
    for (const [view, problems] of this.byView) {
      lines.push(`  ${view}: ${problems.length === 0 ? "fine" : `${problems.length} problem(s)`}`);
      for (const p of problems) lines.push(`    - ${p}`);
    }
    return lines.join("\n");
  }

  count(): number {
    return [...this.byView.values()].reduce((n, l) => n + l.length, 0);
  }
}

describe("a whole game on a phone, by taps only (touch, isMobile)", function () {
  this.timeout(3_600_000);
  const env = wholeGameServerAndBrowser();
  let shown: Player | null = null;
  afterEach(async function () {
    // What the page showed when a step failed.
    if (this.currentTest?.state === "failed" && shown) await shown.page.screenshot({ path: path.join(SCREENSHOT_DIR, `phone-failed-${this.currentTest.title.split(" ")[0]}.png`) }).catch(() => undefined);
    await shown?.context.close();
    shown = null;
  });

  for (const orientation of ["portrait", "landscape"] as const) {
    const { width, height } = WINDOWS[orientation];
    it(`${orientation} ${width}×${height}: from registering to the end screen, every view within the phone rules`, async () => {
      const report = new ViewReport(orientation);
      const me = await Player.open(env.browser, "me", `${env.baseUrl}/?seed=11&trains=20`, WINDOWS[orientation], 2, true);
      shown = me;
      const user = `phone_${orientation.slice(0, 4)}`;

      /** The view on screen, whose problems a failed tap is noted under. */
      let current = "login";
      /** Shows a view's settled state, saves its screenshot and notes what breaks the phone rules. */
      const look = async (view: string) => {
        current = view;
        // Tweens (a modal sliding in, a claim's cars) run for a moment: what counts is the settled view.
        await me.page.waitForTimeout(700);
        await me.page.waitForFunction("!(window.__ttr?.info().animations ?? false)");
        fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
        await me.page.screenshot({ path: path.join(SCREENSHOT_DIR, `phone-${view}-${orientation}.png`) });
        report.add(view, await viewProblems(me.page));
      };
      /**
       * Taps a DOM control. One a finger cannot reach (outside the window, no scrolling brings it in) is noted as a
       * problem of the view and then clicked by a script, so that the game goes on and the later views are checked too.
       */
      const tapDom = async (selector: string) => {
        const el = me.page.locator(selector);
        await el.waitFor();
        // Visible and stable already: a trial that fails now fails because no scrolling brings it into the window.
        if (await el.tap({ trial: true, timeout: 10_000 }).then(() => true, () => false)) return el.tap();
        report.add(current, [`cannot tap ${selector}: it stays outside the window (the test clicked it by script to go on)`]);
        await el.dispatchEvent("click");
      };
      /**
       * Taps a canvas object. One outside the window is noted as a problem of the view and, when a key does the same
       * (the modals' Enter and Esc, a colour's digit), pressed by that key so that the game goes on.
       */
      const tap = async (name: string, key?: string) => {
        const p = await hookPoint(me.page, name);
        const size = me.page.viewportSize()!;
        if (p && p.x >= 0 && p.y >= 0 && p.x <= size.width && p.y <= size.height) return me.page.touchscreen.tap(p.x, p.y);
        const fallback = key ?? { "modal:confirm": "Enter", "modal:cancel": "Escape" }[name];
        if (!fallback) throw new Error(`${name} is not on screen (${current}) and no key does the same`);
        report.add(current, [`cannot tap ${name}: it is outside the window (the test pressed ${fallback} to go on)`]);
        await me.page.keyboard.press(fallback);
      };
      /**
       * Taps a canvas object until `done` (a hook expression) holds: a tap landing on a view that was just made, before
       * it listens, is lost.
       */
      const tapUntil = async (name: string, done: string) => {
        const holds = (ms: number) => me.waitInfo(done, ms).then(() => true, () => false);
        for (let k = 0; k === 0 || !(await holds(1)); k++) {
          // not on screen (yet): the view is being made again, or the tap before did what it should after all
          const p = await hookPoint(me.page, name);
          if (p) await tap(name);
          if (await holds(10_000)) return;
        }
      };

      // Login, then the register panel.
      await me.scene("Login");
      await me.page.locator("#login-username").waitFor();
      await look("login");
      // A phone shows one panel at a time, behind tabs; a wide window both, with a link between them.
      await tapDom((await me.page.isVisible("#auth-tab-register")) ? "#auth-tab-register" : "#to-register");
      await me.page.locator("#register-username").waitFor();
      await look("register");
      for (const [field, text] of [["#register-username", user], ["#register-password", "secret-1-phone"], ["#register-confirm", "secret-1-phone"]]) {
        await tapDom(field);
        await me.page.locator(field).fill(text);
      }
      await tapDom("#register-submit");
      await me.scene("Lobby");
      await me.page.locator("#create-game").waitFor();
      await me.page.waitForFunction(() => !document.querySelector("#lobby-list")?.textContent?.includes("Connecting"));
      await look("lobby");

      // The create form, the waiting room with a bot, the start.
      await tapDom("#create-game");
      await me.page.locator("#create-form").waitFor();
      await look("create-form");
      await tapDom("#create-color-red");
      await tapDom("#create-submit");
      await me.scene("WaitingRoom");
      await tapDom("#add-bot");
      await me.page.locator("#start-game:not([disabled])").waitFor();
      await look("waiting-room");
      await tapDom("#start-game");

      // The opening tickets.
      await me.scene("Game");
      await me.waitInfo("i.scene === 'Game' && i.modal === 'destinations'");
      await look("ticket-choice");
      // The modal covers the map: "See map" puts it aside with every offered ticket's cities lit, then comes back.
      await tapUntil("modal:peek", "i.ticketsAside === true");
      await look("ticket-choice-map");
      const aside = await me.info();
      const offered = serverRoom(String(aside.roomId)).game.rules!.players[Number(aside.seat)].pendingTickets;
      const cities = offered.flatMap((t) => [USA_MAP.tickets[t].a, USA_MAP.tickets[t].b]);
      assert.deepEqual([...new Set(aside.litCities as number[])].sort((a, b) => a - b), [...new Set(cities)].sort((a, b) => a - b), "the offered tickets' cities are lit");
      await tapUntil("modal:back", "i.ticketsAside === false");
      await tapUntil("modal:ticket:0", "(i.ticketsKept ?? []).includes(0)");
      await tapUntil("modal:ticket:1", "(i.ticketsKept ?? []).includes(1)");
      await tapUntil("modal:confirm", "i.modal === null");

      const roomId = String((await me.info()).roomId);
      const game = serverRoom(roomId).game;
      const rules = (): GameState => game.rules!;
      await untilOnServer(() => game.rules?.phase === "playing");
      const seat = Number((await me.info()).seat);

      /** Does this game view have the phone's sheet (null on a desktop-shaped view, which has tabs)? */
      const hasSheet = async () => (await me.info()).sheetOpen !== null;
      /** Opens the part of the game view with the face-up cards and the decks (the phone's sheet, else the Board tab). */
      const showCards = async () => {
        if (await hasSheet()) return tapUntil("sheet:open", "i.sheetOpen === true && i.faceUpShown");
        await tapUntil("tab:board", "i.tab === 'board'");
      };
      /** Puts the whole map in sight again (the phone's sheet closed). */
      const showMap = async () => {
        if ((await me.info()).sheetOpen === true) await tapUntil("sheet:close", "i.sheetOpen === false");
      };

      const did = { claims: 0, draws: 0, ticketDraw: false, pinch: false, board: false, sheet: false };
      for (let turn = 0; turn < 400 && game.rules?.phase === "playing"; turn++) {
        await untilOnServer(() => rules().phase !== "playing" || (rules().currentPlayer === seat && rules().turnStage === "start"), 600_000);
        if (rules().phase !== "playing") break;
        await me.waitInfo("i.scene === 'Game' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
        if (!did.board) {
          await look("board");
          did.board = true;
        }
        if (!did.sheet) {
          if (await hasSheet()) {
            await showCards();
            await look("sheet-open");
            await showMap();
          } else {
            await tapUntil("tab:hand", "i.tab === 'hand'");
            await look("sheet-hand");
            await showCards();
            await look("sheet-cards");
          }
          did.sheet = true;
        }
        if (!did.pinch && turn === 3) {
          // Once: two fingers spread on the middle of the map, then Fit shows the whole board again.
          await showMap();
          const cities = await me.page.evaluate(() => {
            const hook = (window as unknown as { __ttr: { names(): string[]; point(n: string): { x: number; y: number } | null } }).__ttr;
            return hook.names().filter((n) => n.startsWith("city:")).flatMap((n) => hook.point(n) ?? []);
          });
          const mid = { x: cities.reduce((s, p) => s + p.x, 0) / cities.length, y: cities.reduce((s, p) => s + p.y, 0) / cities.length };
          const cdp = await me.page.context().newCDPSession(me.page);
          await pinch(cdp, mid, 40, 120);
          await cdp.detach();
          const zoomed = await me.waitInfo("Boolean(i.boardCamera) && i.boardCamera.zoom > i.boardCamera.fitZoom * 1.2", 30_000).then(() => true, () => false);
          if (!zoomed) report.add("board-zoomed", ["a pinch on the map did not zoom the board"]);
          await look("board-zoomed");
          // A page the pinch zoomed as a whole (the board did not take the gesture) is set back, so the game goes on.
          if (await me.page.evaluate(() => Math.abs((window.visualViewport?.scale ?? 1) - 1) > 0.01)) {
            const page = await me.page.context().newCDPSession(me.page);
            await page.send("Emulation.setPageScaleFactor", { pageScaleFactor: 1 });
            await page.detach();
          }
          if (zoomed) await tapUntil("board:fit", AT_FIT);
          // Lifting the fingers must not claim: a buy modal or a route's choice opened by the gesture is closed again.
          if ((await me.info()).modal === "buyRoute") await tapUntil("modal:cancel", "i.modal === null");
          if ((await me.info()).routeChoice) await tapUntil("routeChoice:cancel", "!i.routeChoice");
          did.pinch = true;
        }
        const info = (await me.info()) as Info;
        const turnAt = rules().turnNumber;
        if (!did.ticketDraw && turn === 5) {
          await showCards();
          await tap("ticketDeck");
          await me.waitInfo("i.modal === 'destinations'");
          await look("mid-game-tickets");
          await tapUntil("modal:ticket:0", "(i.ticketsKept ?? []).includes(0)");
          await tap("modal:confirm");
          await me.waitInfo(`i.ticketCount === ${info.ticketCount + 1}`);
          did.ticketDraw = true;
          continue;
        }
        const claim = longestClaim(info);
        if (claim) {
          await showMap();
          // A touch selects the route and shows its cost with Claim / Cancel (a view without that step opens the
          // payment at once); Claim opens the payment.
          const chosen = `i.modal === 'buyRoute' || i.routeChoice?.routeId === ${claim.id}`;
          await tap(`route:${claim.id}`);
          if (!(await me.waitInfo(chosen, 10_000).then(() => true, () => false))) {
            // a short route among others at the whole map's scale: a finger zooms in on it first, as a person would
            const cdp = await me.page.context().newCDPSession(me.page);
            await zoomInOn(me.page, cdp, `route:${claim.id}`, 3);
            await cdp.detach();
            await tapUntil(`route:${claim.id}`, chosen);
          }
          if ((await me.info()).modal !== "buyRoute") {
            await me.waitInfo(`i.routeChoice?.routeId === ${claim.id} && i.routeChoice.canClaim`);
            if (did.claims === 0) await look("route-selected");
            await tapUntil("routeChoice:claim", "i.modal === 'buyRoute'");
          } else if (did.claims === 0) report.add("route-selected", ["a tap on a route opened the payment at once: no step showing the route and its cost first"]);
          if (did.claims === 0) await look("buy-modal");
          if ((await me.info()).modal === "buyRoute" && USA_MAP.routes[claim.id].color === "gray") {
            // the colours a key picks are the payable ones in the modal's order (its digit keys)
            const payable = [...TRAIN_CARD_ORDER, "locomotive"].filter((c) => claimOptions(playerView(rules(), seat), claim.id).some((o) => o.trainColor === c));
            await tap(`modal:color:${claim.color}`, String(payable.indexOf(claim.color) + 1));
          }
          await tap("modal:confirm");
          await me.waitInfo(`i.routeOwners[${claim.id}] === i.seat && i.modal === null`);
          if (!(await me.waitInfo(AT_FIT, 1).then(() => true, () => false))) await tapUntil("board:fit", AT_FIT);
          did.claims += 1;
        } else {
          await showCards();
          await drawTwoCardsByClicks(me, rules, seat, tap);
          did.draws += 1;
        }
        // The bot moves at once: the turn number says that this turn is over (whose turn it is may be mine again).
        await untilOnServer(() => rules().phase !== "playing" || rules().turnNumber > turnAt || rules().turnStage === "choosingTickets");
        if (rules().phase === "playing" && rules().currentPlayer === seat && rules().turnStage === "choosingTickets") {
          await me.waitInfo("i.modal === 'destinations'");
          await tapUntil("modal:ticket:0", "(i.ticketsKept ?? []).includes(0)");
          await tap("modal:confirm");
        }
      }
      assert.equal(game.rules?.phase, "ended", "the game reached its end");
      assert.ok(did.claims > 3 && did.draws > 0 && did.ticketDraw && did.pinch, JSON.stringify(did));

      // The end screen, its replay, then the ratings page from the lobby.
      await me.scene("GameOver", 300_000);
      await me.waitInfo("i.scene === 'GameOver' && Array.isArray(i.result) && i.result.length === 2");
      await look("end-screen");
      // What the revealed tickets have no room for is the other player's: one's own come first, every one of them.
      const revealed = (await me.info()).ticketsRevealed as { username: string; hidden: number }[];
      assert.deepEqual(revealed.map((r) => r.username).slice(0, 1), [user], "own tickets first");
      assert.equal(revealed[0].hidden, 0, "every own ticket shown");
      await tapUntil("replay", "i.scene === 'Replay'");
      await look("replay");
      await tapUntil("replay:back", "i.scene === 'GameOver'");
      for (;;) {
        await tap("lobby");
        if (await me.scene("Lobby", 10_000).then(() => true, () => false)) break;
      }
      current = "lobby";
      await me.page.locator("#open-ratings").waitFor();
      await tapDom("#open-ratings");
      await me.scene("Ratings");
      await me.page.locator("#game-history").waitFor();
      await look("ratings");

      fs.writeFileSync(path.resolve(`test-artifacts/phone-problems-${orientation}.txt`), `${report.text()}\n`);
      assert.deepEqual(me.errors, [], "no console errors");
      assert.equal(report.count(), 0, `what breaks the phone rules, view by view:\n${report.text()}`);
    });
  }
});
