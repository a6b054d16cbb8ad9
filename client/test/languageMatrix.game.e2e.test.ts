// The language matrix (languageMatrix.ts), second part: a game in play. The opening's ticket chooser, the Hand and
// Board tabs (a phone's sheet open and closed), then a Europe tunnel as its claimer sees it: the buy-route modal of
// the tunnel and, once claimed, the tunnel panel with the cards turned, what is owed, the ways to pay and Decline. Each view in
// every language (changed in place, the modal kept open) at that language's sizes; in each cell no text overlaps
// another or is clipped, and no English is left in another language. Screenshots:
// test-artifacts/screenshots/matrix/<lang>/<view>-<size>.png. Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { EUROPE_MAP, type GameState } from "../../shared-rules/src/index.js";
import { TEST_PASSWORD } from "../../test-kit/index.js";
import { rulesOf } from "../../server/test/autoplay.js";
import { emptyTally, playEuropeMove } from "../../server/test/europePerson.js";
import { accountClient, askRoom, launchBrowser, Player, startServerWithClient } from "./browserKit.js";
import { SHOT_SIZE } from "./languageMatrix.js";
import { matrixRun } from "./languageMatrixRun.js";
import { modalChoice, open, predictedExtra } from "./europePlan.js";
import type { Browser } from "playwright-core";

/** A Europe deal whose seats soon have a tunnel to claim whose turned cards cost more. */
const TUNNEL_SEED = 4713;

/** A tunnel `seat` can claim now with the modal's first choice, whose reveal will cost more (the panel's case). */
function tunnelToClaim(s: GameState, seat: number): number | null {
  if (s.phase !== "playing" || s.currentPlayer !== seat || s.turnStage !== "start") return null;
  for (const r of EUROPE_MAP.routes) {
    if (r.kind !== "tunnel" || !open(s, seat, r.id) || r.length > s.players[seat].trainsLeft) continue;
    const choice = modalChoice(s, seat, r.id);
    if (choice && (predictedExtra(s, choice) ?? 0) > 0) return r.id;
  }
  return null;
}

describe("language matrix, a game in play: no overlap, nothing clipped, no English left (headless Chromium)", function () {
  this.timeout(900_000);
  let stop: () => Promise<void>;
  let baseUrl: string;
  let browser: Browser;
  let rooms: Room[] = [];
  const matrix = matrixRun("language matrix, game");
  const players: Player[] = [];

  before(async () => {
    // An hour per turn, and ten minutes for a dropped seat: a view stays on screen through its cells without the
    // clock or a bot moving the game.
    const started = await startServerWithClient({ turnSeconds: 3600, reconnectSeconds: 600 });
    baseUrl = started.baseUrl;
    browser = await launchBrowser();
    stop = async () => {
      await browser.close();
      await started.server.shutdown();
    };
  });
  after(async () => {
    await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave(true).catch(() => undefined)));
    await stop?.();
  });

  const isShown = (who: Player, name: string) =>
    who.page.evaluate((n) => (window as unknown as { __ttr: { point(n: string): unknown } }).__ttr.point(n) !== null, name);

  it("the ticket chooser, the Hand and Board tabs", async () => {
    const me = await Player.open(browser, "me", `${baseUrl}/?seed=29`, SHOT_SIZE);
    players.push(me);
    await me.scene("Login");
    await me.register("matrix_me", "secret-1-matrix");
    await me.createGame("Matrix table", "green");
    await me.page.click("#add-bot");
    await me.page.waitForSelector("#start-game:not([disabled])");
    await me.page.click("#start-game");
    const chooser = () => me.waitInfo("i.scene === 'Game' && i.modal === 'destinations'");
    await chooser();
    const names = ["matrix_me", "Matrix table"];
    await matrix.check(me, { name: "06-ticket-chooser", ready: chooser, names });

    await me.click("modal:ticket:0");
    await me.click("modal:ticket:1");
    await me.click("modal:confirm");
    const playing = () => me.waitInfo("i.scene === 'Game' && i.phase === 'playing' && i.modal === null");
    await playing();
    // The Hand or Board tab on a desktop; a phone's sheet (the hand and the face-up cards) open or closed. A view
    // just re-created may miss a click that lands before it listens: pressed again until the view shows it.
    const tab = (which: "hand" | "board") => async () => {
      await playing();
      const shows = `i.sheetOpen === null ? i.tab === '${which}' : i.sheetOpen === ${which === "hand"}`;
      while (!(await me.page.evaluate(`(() => { const i = window.__ttr.info(); return ${shows}; })()`))) {
        const { sheetOpen } = (await me.info()) as { sheetOpen: boolean | null };
        const press = sheetOpen === null ? `tab:${which}` : which === "hand" ? "sheet:open" : "sheet:close";
        if (await isShown(me, press)) await me.click(press);
        await me.waitInfo(shows, 10_000).catch(() => undefined);
      }
    };
    await matrix.check(me, [{ name: "07-game-hand", ready: tab("hand"), names }, { name: "08-game-board", ready: tab("board"), names }]);
    matrix.assertClean();
  });

  it("a Europe tunnel as its claimer sees it: the buy-route modal and the tunnel panel", async () => {
    const [alice, bob] = await Promise.all(["matrix_alice", "matrix_bob"].map((n) => accountClient(baseUrl, n)));
    const ra = await alice.create("ttr", { gameName: "Matrix tunnels", color: "red", seed: TUNNEL_SEED, map: "europe" });
    const rb = await bob.joinById(ra.roomId, { color: "blue" });
    rooms = [ra, rb];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(ra, { type: "startGame" })).code, "ok");
    // Both seats play the Europe script over the wire until the seat to move could claim such a tunnel.
    const tally = emptyTally();
    const seats = new Map([[0, ra], [1, rb]]);
    const claimer = () => rulesOf(ra.roomId).currentPlayer;
    for (let moves = 0; tunnelToClaim(rulesOf(ra.roomId), claimer()) === null; moves++) {
      assert.ok(moves < 500 && (await playEuropeMove(ra.roomId, seats, tally)), "a seat gets a tunnel to claim before the end");
    }
    const seat = claimer();
    const routeId = tunnelToClaim(rulesOf(ra.roomId), seat)!;
    // Its person takes the seat in a browser: the wire connection drops (the seat waits), the lobby offers Rejoin.
    await rooms[seat].leave(false);
    const me = await Player.open(browser, "claimer", baseUrl, SHOT_SIZE);
    players.push(me);
    await me.logIn(["matrix_alice", "matrix_bob"][seat], TEST_PASSWORD);
    await me.page.click(`button[id='open-${ra.roomId}']`);
    await me.waitInfo("i.scene === 'Game' && i.phase === 'playing' && i.currentPlayer === i.seat && i.turnStage === 'start'");
    const names = ["matrix_alice", "matrix_bob", "Matrix tunnels"];

    // The buy-route modal of the tunnel (a resize re-creates the view: the click is made again until it is open; a
    // phone asks first what to do with the route).
    const buy = async () => {
      await me.waitInfo("i.scene === 'Game' && (i.modal === 'buyRoute' || i.modal === null)");
      for (let tries = 0; (await me.info()).modal !== "buyRoute"; tries++) {
        assert.ok(tries < 20, "the buy-route modal opens");
        if (await isShown(me, `route:${routeId}`)) await me.click(`route:${routeId}`);
        if (await me.waitInfo(`i.modal === 'buyRoute' || (i.routeChoice && i.routeChoice.canClaim)`, 10_000).then(() => true, () => false)) {
          if ((await me.info()).modal !== "buyRoute") await me.click("routeChoice:claim");
          await me.waitInfo("i.modal === 'buyRoute'", 10_000).catch(() => undefined);
        }
      }
    };
    await buy();
    await matrix.check(me, { name: "09-buy-route-tunnel", ready: buy, names });

    // Claimed as the modal first offers it: the tunnel panel, with the ways to pay and Decline.
    if (EUROPE_MAP.routes[routeId].color === "gray") await me.click(`modal:color:${modalChoice(rulesOf(ra.roomId), seat, routeId)!.trainColor}`);
    await me.click("modal:confirm");
    const panel = () => me.waitInfo("i.scene === 'Game' && i.modal === 'tunnel'");
    await panel();
    await matrix.check(me, { name: "10-europe-tunnel", ready: panel, names });
    matrix.assertClean();
    assert.deepEqual(players.flatMap((p) => p.errors), [], "no console errors");
  });
});
