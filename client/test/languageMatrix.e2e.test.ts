// Every view in every language: the text matrix of languageMatrix.ts. Each view is reached once and checked in each
// language (changed in place: the view's switch, the game menu's, else the stored choice and a reload) at that
// language's sizes: German and Polish at all six, English, French and Spanish at the extremes. In each cell no text
// overlaps another or is clipped, and no English is left in another language. Views: login, register, lobby, create
// form, waiting room, the board with the ticket chooser, the Hand and Board tabs (a phone's sheet open and closed),
// the buy-route modal, a Europe tunnel, the end screen, the replay and the ratings page. Screenshots:
// test-artifacts/screenshots/matrix/<lang>/<view>-<size>.png. Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import type { Room } from "colyseus.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { TEST_PASSWORD } from "../../test-kit/index.js";
import { rulesOf } from "../../server/test/autoplay.js";
import { emptyTally, playEuropeMove } from "../../server/test/europePerson.js";
import { accountClient, askRoom, launchBrowser, Player, startServerWithClient } from "./browserKit.js";
import { CELLS_PER_VIEW, checkView, type MatrixView } from "./languageMatrix.js";

const WIDE = { width: 1440, height: 900 };
const LOBBY_GAME = "Wednesday night trains";

describe("every view in every language at its sizes: no overlap, nothing clipped, no English left (headless Chromium)", function () {
  this.timeout(900_000);
  let stop: () => Promise<void>;
  let baseUrl: string;
  let browser: Browser;
  let rooms: Room[] = [];
  let me: Player;
  let watcher: Player;
  let cells = 0;

  before(async () => {
    // An hour per turn: a view stays on screen through its cells (reloads included) without the clock moving the game.
    const started = await startServerWithClient({ turnSeconds: 3600 });
    baseUrl = started.baseUrl;
    browser = await launchBrowser();
    stop = async () => {
      await browser.close();
      await started.server.shutdown();
    };
    // A game waiting for players, so the lobby shows a row (its facts, its colours, its host) in each language.
    const host = await accountClient(baseUrl, "matrix_host");
    (await host.create("ttr", { gameName: LOBBY_GAME, color: "red" })).onMessage("*", () => undefined);
  });
  after(async () => {
    await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave(true).catch(() => undefined)));
    console.log(`      language matrix: ${cells} cells`);
    await stop?.();
  });

  /** What the views of the running test found: asserted at its end, so that one view's problems hide no other's. */
  let found: string[] = [];
  beforeEach(() => (found = []));

  /** Checks a view in all its cells (each language set as `result.ways` says); its problems are kept for assertClean. */
  async function check(who: Player, view: MatrixView): Promise<void> {
    const result = await checkView(who, view);
    cells += result.cells;
    assert.equal(result.cells, CELLS_PER_VIEW);
    if (result.problems.length > 0) found.push(`${view.name}: languages set by ${JSON.stringify(result.ways)}`, ...result.problems);
  }

  const assertClean = () => assert.deepEqual(found, [], "texts overlap, are clipped or left in English");

  const isShown = (who: Player, name: string) =>
    who.page.evaluate((n) => (window as unknown as { __ttr: { point(n: string): unknown } }).__ttr.point(n) !== null, name);

  it("login and register", async () => {
    me = await Player.open(browser, "me", `${baseUrl}/?seed=29`, WIDE);
    await me.scene("Login");
    await check(me, { name: "01-login", reachAgain: () => me.scene("Login"), names: [] });
    await check(me, {
      name: "02-register",
      reachAgain: () => me.scene("Login"),
      // a phone shows one panel at a time: Register is behind its tab
      ready: async () => {
        if (await me.page.isVisible("#auth-tab-register")) await me.page.click("#auth-tab-register");
      },
      names: [],
    });
    assertClean();
  });

  it("lobby and create form", async () => {
    await me.register("matrix_me", "secret-1-matrix");
    const lobby = async () => {
      await me.scene("Lobby");
      await me.page.locator(".ttr-game", { hasText: LOBBY_GAME }).waitFor();
    };
    await lobby();
    await check(me, { name: "03-lobby", reachAgain: lobby, names: ["matrix_me", "matrix_host", LOBBY_GAME] });
    const form = async () => {
      if (!(await me.page.isVisible("#create-form"))) await me.page.click("#create-game");
      await me.page.waitForSelector("#create-form", { state: "visible" });
    };
    await form();
    await check(me, { name: "04-create-game", reachAgain: async () => (await lobby(), await form()), ready: form, names: ["matrix_me", "matrix_host", LOBBY_GAME] });
    assertClean();
  });

  it("waiting room", async () => {
    await me.page.click("#create-color-green");
    await me.page.fill("#create-title", "Matrix table");
    await me.page.press("#create-title", "Enter");
    await me.scene("WaitingRoom");
    await me.page.click("#add-bot");
    const ready = async () => {
      await me.scene("WaitingRoom");
      await me.page.waitForSelector("#start-game:not([disabled])");
    };
    await ready();
    await check(me, { name: "05-waiting-room", reachAgain: ready, ready, names: ["matrix_me", "Matrix table"] });
    assertClean();
  });

  it("the board with the ticket chooser, the Hand and Board tabs, the buy-route modal", async () => {
    await me.page.click("#start-game");
    const chooser = () => me.waitInfo("i.scene === 'Game' && i.modal === 'destinations'");
    await chooser();
    const names = ["matrix_me", "Matrix table"];
    await check(me, { name: "06-ticket-chooser", reachAgain: chooser, ready: chooser, names });

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
    await check(me, { name: "07-game-hand", reachAgain: tab("hand"), ready: tab("hand"), names });
    await check(me, { name: "08-game-board", reachAgain: tab("board"), ready: tab("board"), names });

    await me.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start' && i.claimable.length > 0", 120_000);
    const buy = async () => {
      await me.waitInfo("i.scene === 'Game' && (i.modal === 'buyRoute' || i.claimable.length > 0)");
      // The view was just re-created: a click that lands before its routes listen is lost, so click again until the
      // modal opens (the test's timeout bounds it). A phone asks first what to do with the route.
      while ((await me.info()).modal !== "buyRoute") {
        const id = ((await me.info()) as { claimable: number[] }).claimable[0];
        if (await isShown(me, `route:${id}`)) await me.click(`route:${id}`);
        if (await me.waitInfo(`i.modal === 'buyRoute' || (i.routeChoice && i.routeChoice.canClaim)`, 10_000).then(() => true, () => false)) {
          if ((await me.info()).modal !== "buyRoute") await me.click("routeChoice:claim");
          await me.waitInfo("i.modal === 'buyRoute'", 10_000).catch(() => undefined);
        }
      }
    };
    await check(me, { name: "09-buy-route", reachAgain: buy, ready: buy, names });
    assertClean();
  });

  it("a Europe tunnel, as its spectator sees it", async () => {
    const [alice, bob] = await Promise.all(["matrix_alice", "matrix_bob"].map((n) => accountClient(baseUrl, n)));
    const ra = await alice.create("ttr", { gameName: "Matrix tunnels", color: "red", seed: 4713, map: "europe" });
    const rb = await bob.joinById(ra.roomId, { color: "blue" });
    rooms = [ra, rb];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(ra, { type: "startGame" })).code, "ok");
    const tally = emptyTally();
    for (let moves = 0; rulesOf(ra.roomId).turnStage !== "tunnelPending"; moves++) {
      assert.ok(moves < 500 && rulesOf(ra.roomId).phase !== "ended", "a tunnel is pending before the end");
      await playEuropeMove(ra.roomId, new Map([[0, ra], [1, rb]]), tally);
    }
    watcher = await Player.open(browser, "watcher", baseUrl, WIDE);
    await watcher.scene("Login");
    await watcher.register("matrix_watcher", "secret-9-matrix");
    await watcher.page.locator(".ttr-game", { hasText: "Matrix tunnels" }).locator("button[id^='spectate-']").click();
    const tunnel = () => watcher.waitInfo("i.scene === 'Game' && i.tunnelShown === true");
    await tunnel();
    await check(watcher, { name: "10-europe-tunnel", reachAgain: tunnel, ready: tunnel, names: ["matrix_alice", "matrix_bob", "Matrix tunnels"] });
    await Promise.all(rooms.map((r) => r.leave(true)));
    rooms = [];
    assertClean();
  });

  it("end screen and replay", async () => {
    // A seeded game of two people played to its end over the wire, watched to its end screen.
    const { log } = playRandomGame(575, 2);
    const clients = await Promise.all(["matrix_zero", "matrix_one"].map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Finished game", color: SEAT_COLORS[0], seed: 575 });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    await askRoom(host, { type: "startGame" });
    for (const { player, command } of log.slice(0, -1)) await askRoom(rooms[player], command);
    // This tab still remembers the tunnel game (a reload would go back to it): forgotten, the page opens the lobby.
    await watcher.page.evaluate(() => sessionStorage.clear());
    await watcher.page.goto(baseUrl);
    await watcher.scene("Lobby");
    await watcher.page.locator(".ttr-game", { hasText: "Finished game" }).locator("button[id^='spectate-']").click();
    await watcher.scene("Game");
    const last = log[log.length - 1];
    await askRoom(rooms[last.player], last.command);
    const names = ["matrix_watcher", "matrix_zero", "matrix_one", "Finished game"];
    const end = () => watcher.waitInfo("i.scene === 'GameOver' && Boolean(i.result)");
    await watcher.waitInfo("i.scene === 'GameOver' && Boolean(i.result) && (i.ratingChanges || []).length === 2");
    await check(watcher, { name: "11-end-screen", reachAgain: end, ready: end, names });
    // The wire seats go now: the ratings step signs matrix_zero in from a browser, which closes this connection.
    await Promise.all(rooms.map((r) => r.leave(true)));
    rooms = [];

    await watcher.click("replay");
    const replay = () => watcher.waitInfo("i.scene === 'Replay'");
    await replay();
    await check(watcher, {
      name: "12-replay",
      // a reload brings back the end screen (the tab's seat): the replay is a click away
      reachAgain: async () => {
        await end();
        await watcher.click("replay");
        await replay();
      },
      ready: replay,
      names,
    });
    assertClean();
  });

  it("ratings", async () => {
    const rater = await Player.open(browser, "rater", baseUrl, WIDE);
    await rater.scene("Login");
    await rater.logIn("matrix_zero", TEST_PASSWORD);
    const ratings = async () => {
      if (!(await rater.page.isVisible("#game-history"))) {
        await rater.scene("Lobby");
        await rater.page.click("#open-ratings");
      }
      await rater.scene("Ratings");
      await rater.page.waitForSelector("#game-history");
    };
    await ratings();
    await check(rater, { name: "13-ratings", reachAgain: ratings, ready: () => rater.scene("Ratings"), names: ["matrix_zero", "matrix_one", "matrix_me", "Finished game"] });
    assertClean();
    assert.deepEqual([...me.errors, ...watcher.errors, ...rater.errors], [], "no console errors");
  });
});
