// The language matrix (languageMatrix.ts), first part: the views before a game. Login, register, lobby, create form
// and waiting room, each checked in every language (changed in place) at that language's sizes: German and Polish at
// all six, English, French and Spanish at the extremes; in each cell no text overlaps another or is clipped, and no
// English is left in another language. Screenshots: test-artifacts/screenshots/matrix/<lang>/<view>-<size>.png.
// Needs `npm run build` first and /usr/bin/chromium.
import { Player, accountClient, serverAndBrowser } from "./browserKit.js";
import { SHOT_SIZE } from "./languageMatrix.js";
import { matrixRun } from "./languageMatrixRun.js";
import assert from "node:assert/strict";

const LOBBY_GAME = "Wednesday night trains";

describe("language matrix, the views before a game: no overlap, nothing clipped, no English left (headless Chromium)", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();
  const matrix = matrixRun("language matrix, pages");
  let me: Player;

  before(async () => {
    // A game waiting for players, so the lobby shows a row (its facts, its colours, its host) in each language.
    const host = await accountClient(suite.baseUrl, "matrix_host");
    (await host.create("ttr", { gameName: LOBBY_GAME, color: "red" })).onMessage("*", () => undefined);
  });

  it("login and register", async () => {
    me = await Player.open(suite.browser, "me", `${suite.baseUrl}/?seed=29`, SHOT_SIZE);
    await me.scene("Login");
    // a phone shows one panel at a time, behind its tab; a desktop shows both (each cell checks the two in turn)
    const panel = (which: "login" | "register") => async () => {
      if (await me.page.isVisible(`#auth-tab-${which}`)) await me.page.click(`#auth-tab-${which}`);
    };
    await matrix.check(me, [{ name: "01-login", ready: panel("login"), names: [] }, { name: "02-register", ready: panel("register"), names: [] }]);
    matrix.assertClean();
  });

  it("lobby and create form", async () => {
    await me.register("matrix_me", "secret-1-matrix");
    await me.scene("Lobby");
    await me.page.locator(".ttr-game", { hasText: LOBBY_GAME }).waitFor();
    const names = ["matrix_me", "matrix_host", LOBBY_GAME];
    // the lobby and its create form, in turn in each cell (the form opened and closed: no re-created view)
    const lobby = async () => {
      if (await me.page.isVisible("#create-form")) await me.page.click("#create-cancel");
      await me.page.waitForSelector("#create-form", { state: "hidden" });
    };
    const form = async () => {
      if (!(await me.page.isVisible("#create-form"))) await me.page.click("#create-game");
      await me.page.waitForSelector("#create-form", { state: "visible" });
    };
    await matrix.check(me, [{ name: "03-lobby", ready: lobby, names }, { name: "04-create-game", ready: form, names }]);
    await form();
    matrix.assertClean();
  });

  it("waiting room", async () => {
    await me.page.click("#create-color-green");
    await me.page.fill("#create-title", "Matrix table");
    await me.page.press("#create-title", "Enter");
    await me.scene("WaitingRoom");
    await me.page.click("#add-bot");
    await me.page.waitForSelector("#start-game:not([disabled])");
    await matrix.check(me, { name: "05-waiting-room", ready: () => me.scene("WaitingRoom"), names: ["matrix_me", "Matrix table"] });
    matrix.assertClean();
    assert.deepEqual(me.errors, [], "no console errors");
  });
});
