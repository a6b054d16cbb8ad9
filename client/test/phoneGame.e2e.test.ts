// The game view on a phone (issue 28): at 390×844 (portrait) and 844×390 (landscape), in a phone's browser context
// (touch, 2 device px per CSS px), a game against a bot reaches the board; the sheet of cards and tickets opens and
// closes by taps (and by itself once two cards drawn from it end the turn), the ticket modal and the buy-route modal
// open, the menu's drawer opens; in each state no visible canvas or page text is
// under 11 CSS px, every control is inside the window and a finger's size (44 CSS px), and the layout check finds no
// overlapping or cut text. Then a finished game's end screen and its replay, watched, pass the same checks.
// Screenshots: test-artifacts/screenshots/phone-<view>-<portrait|landscape>.png.
import assert from "node:assert/strict";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { accountClient, askRoom, Player, serverAndBrowser } from "./browserKit.js";
import { layoutProblems } from "./textLayout.js";
import { canvasControlProblems, tap } from "./phoneGameChecks.js";
import { offScreenPoints, phoneProblems } from "./phoneChecks.js";

const SHAPES = [
  { shape: "portrait", viewport: { width: 390, height: 844 } },
  { shape: "landscape", viewport: { width: 844, height: 390 } },
] as const;
/** The narrowest and a short landscape phone too (no screenshots: those are taken at the two sizes above). */
const MORE = [
  { shape: "portrait-360", viewport: { width: 360, height: 740 } },
  { shape: "landscape-667", viewport: { width: 667, height: 375 } },
] as const;

const TOUCH = true;

async function assertFits(p: Player, what: string): Promise<void> {
  const check = async () => [
    ...(await phoneProblems(p.page)), ...(await offScreenPoints(p.page)), ...(await canvasControlProblems(p.page)), ...(await layoutProblems(p.page)),
  ];
  // The city names are sorted out for the board's zoom once the board stops moving: a check taken while the sheet
  // still slid in (a loaded machine, 667×375) saw the previous zoom's names side by side for a moment. What stays
  // wrong still fails: the last look decides.
  let problems = await check();
  for (let k = 0; k < 6 && problems.length > 0; k++) {
    await p.page.waitForTimeout(500);
    problems = await check();
  }
  assert.deepEqual(problems, [], `${what}: ${problems.length} problems`);
}

describe("phone: the game view, its modals, the end screen and the replay fit a phone", function () {
  this.timeout(900_000);
  const env = serverAndBrowser();

  for (const { shape, viewport } of [...SHAPES, ...MORE]) {
    it(`${shape} (${viewport.width}×${viewport.height}): board, sheet, ticket and buy modals`, async () => {
      const me = await Player.open(env.browser, "me", env.baseUrl, viewport, 2, TOUCH);
      try {
        await me.scene("Login");
        await me.register(`phone_${shape}`, "secret-1");
        await me.playAgainstBot(`Phone ${shape}`, "green");
        await me.waitInfo("i.modal === 'destinations'");
        await me.shot(`phone-ticket-modal-${shape}.png`, 600);
        await assertFits(me, `${shape}: ticket modal`);
        await tap(me, "modal:ticket:0");
        await tap(me, "modal:ticket:1");
        await tap(me, "modal:confirm");
        await me.waitInfo("i.phase === 'playing' && i.modal === null");
        // portrait: the sheet is open (the whole board shows above it) and comes back after the ticket modal;
        // landscape: it starts closed, beside the board
        const portrait = viewport.height > viewport.width;
        await me.waitInfo(portrait ? "i.sheetOpen && i.faceUpShown && i.handShown" : "!i.sheetOpen");
        if (portrait) {
          await me.shot(`phone-board-sheet-open-${shape}.png`, 600);
          await assertFits(me, `${shape}: board, sheet open`);
          await tap(me, "sheet:close");
          await me.waitInfo("!i.sheetOpen");
        }
        await me.shot(`phone-board-${shape}.png`, 600);
        await assertFits(me, `${shape}: board, sheet closed`);

        await tap(me, "sheet:open");
        await me.waitInfo("i.sheetOpen && i.faceUpShown && i.handShown");
        if (!portrait) {
          await me.shot(`phone-board-sheet-open-${shape}.png`, 600);
          await assertFits(me, `${shape}: board, sheet open`);
        }
        await tap(me, "sheet:close");
        await me.waitInfo("!i.sheetOpen");

        await me.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start' && i.claimable.length > 0", 240_000);
        const route = ((await me.info()) as unknown as { claimable: number[] }).claimable[0];
        // a tap selects the route and shows its cost (phone-touch's confirmation step); Claim opens the payment.
        // A tap may land before the view's routes listen (a re-created view): tap again until the route is chosen.
        for (let k = 0; k < 5 && (await me.info()).routeChoice == null; k++) {
          await tap(me, `route:${route}`);
          await me.page.waitForTimeout(500);
        }
        await me.waitInfo(`i.routeChoice !== null && i.routeChoice.routeId === ${route} && i.routeChoice.canClaim`);
        await assertFits(me, `${shape}: route panel`);
        await tap(me, "routeChoice:claim");
        await me.waitInfo("i.modal === 'buyRoute'");
        await me.shot(`phone-buy-modal-${shape}.png`, 600);
        await assertFits(me, `${shape}: buy-route modal`);
        await tap(me, "modal:cancel");
        await me.waitInfo("i.modal === null");

        // two cards drawn from the sheet end the turn: in landscape the sheet closes by itself, the whole board in
        // sight again; in portrait it stays (the whole board is in sight above it)
        await tap(me, "sheet:open");
        await me.waitInfo("i.sheetOpen && i.faceUpShown");
        const turn = (await me.info()).turnNumber;
        // Two cards from the deck end the turn. As with the route above, a tap may land while the sheet still slides
        // in or a drawn card flies to the hand (the deck not yet where the hook says): tapped again, each tap waited
        // for by what it changes (the turn's stage or its number), until the turn is over.
        for (let k = 0; k < 8 && (await me.info()).turnNumber === turn; k++) {
          const was = await me.info();
          await tap(me, "deck");
          const changed = `i.turnNumber !== ${JSON.stringify(was.turnNumber)} || i.turnStage !== ${JSON.stringify(was.turnStage)} || (i.currentPlayer === i.seat) !== ${was.currentPlayer === was.seat}`;
          await me.waitInfo(changed, 15_000).catch(() => undefined);
        }
        await me.waitInfo(`i.turnNumber !== ${turn}`);
        if (portrait) {
          assert.equal((await me.info()).sheetOpen, true, "the portrait sheet stays open after a draw");
          await tap(me, "sheet:close");
        }
        await me.waitInfo("!i.sheetOpen");

        // the menu's drawer: the players, history and chat
        await tap(me, "menu");
        await me.waitInfo("i.menuOpen");
        await me.shot(`phone-menu-${shape}.png`, 600);
        await assertFits(me, `${shape}: menu drawer`);
        await tap(me, "menu");
        await me.waitInfo("!i.menuOpen");
        assert.deepEqual(me.errors, []);
      } finally {
        await me.context.close();
      }
    });
  }

  it("the end screen and the replay, in both shapes", async () => {
    // a seeded game played to its end through colyseus.js, watched from a phone (as client/test/shots.ts does)
    const { log } = playRandomGame(575, 2);
    const clients = await Promise.all(["phone_zero", "phone_one"].map((n) => accountClient(env.baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Finished on a phone", color: SEAT_COLORS[0], seed: 575 });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    const rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    await askRoom(host, { type: "startGame" });
    for (const { player, command } of log.slice(0, -1)) await askRoom(rooms[player], command);
    const watcher = await Player.open(env.browser, "watcher", env.baseUrl, SHAPES[0].viewport, 2, TOUCH);
    try {
      await watcher.scene("Login");
      await watcher.register("phone_watcher", "secret-9");
      await watcher.page.locator(".ttr-game", { hasText: "Finished on a phone" }).locator("button[id^='spectate-']").click();
      await watcher.scene("Game");
      const last = log[log.length - 1];
      await askRoom(rooms[last.player], last.command);
      await watcher.scene("GameOver", 120_000);
      for (const { shape, viewport } of SHAPES) {
        await watcher.page.setViewportSize(viewport);
        await watcher.page.waitForTimeout(900);
        await watcher.waitInfo("i.scene === 'GameOver' && Boolean(i.result)");
        await watcher.shot(`phone-end-screen-${shape}.png`, 900);
        await assertFits(watcher, `${shape}: end screen`);
      }
      await tap(watcher, "replay");
      await watcher.scene("Replay");
      for (const { shape, viewport } of [...SHAPES].reverse()) {
        await watcher.page.setViewportSize(viewport);
        await watcher.page.waitForTimeout(900);
        await watcher.waitInfo("i.scene === 'Replay' && i.loaded");
        await tap(watcher, "replay:step:forward");
        await watcher.waitInfo("i.step > 0");
        await watcher.shot(`phone-replay-${shape}.png`, 900);
        await assertFits(watcher, `${shape}: replay`);
      }
      assert.deepEqual(watcher.errors, []);
    } finally {
      await watcher.context.close();
      for (const room of rooms) await room.leave().catch(() => undefined);
    }
  });
});
