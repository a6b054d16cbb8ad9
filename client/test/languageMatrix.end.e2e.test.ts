// The language matrix (languageMatrix.ts), third part: a finished game. Its end screen (ranking, breakdown, rating
// changes, tickets revealed), its replay at a step in the middle (the step's words, the score graph) and the ratings
// page showing a player's profile with that game beside the leaderboard and the day's board. Each view in every
// language (changed in place) at that language's sizes; in each cell no text overlaps another or is clipped, and no
// English is left in another language. Screenshots: test-artifacts/screenshots/matrix/<lang>/<view>-<size>.png.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { accountClient, askRoom, Player, serverAndBrowser } from "./browserKit.js";
import { SHOT_SIZE } from "./languageMatrix.js";
import { matrixRun } from "./languageMatrixRun.js";

/** A short seeded game of two people, played over the wire to its last move. */
const SEED = 575;
const GAME = "Finished game";

describe("language matrix, a finished game: no overlap, nothing clipped, no English left (headless Chromium)", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();
  const matrix = matrixRun("language matrix, end");
  let rooms: Room[] = [];
  let watcher: Player;
  const names = ["matrix_watcher", "matrix_zero", "matrix_one", GAME];
  after(async () => {
    await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave(true).catch(() => undefined)));
  });

  it("the end screen and the replay", async () => {
    const { baseUrl, browser } = suite;
    const { log } = playRandomGame(SEED, 2);
    const clients = await Promise.all(["matrix_zero", "matrix_one"].map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: GAME, color: SEAT_COLORS[0], seed: SEED });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    for (const { player, command } of log.slice(0, -1)) assert.equal((await askRoom(rooms[player], command)).code, "ok");
    // A spectator watches the last move, then the end screen with both rating changes.
    watcher = await Player.open(browser, "watcher", baseUrl, SHOT_SIZE);
    await watcher.scene("Login");
    await watcher.register("matrix_watcher", "secret-9-matrix");
    await watcher.page.locator(".ttr-game", { hasText: GAME }).locator("button[id^='spectate-']").click();
    await watcher.scene("Game");
    const last = log[log.length - 1];
    assert.equal((await askRoom(rooms[last.player], last.command)).code, "ok");
    const end = () => watcher.waitInfo("i.scene === 'GameOver' && Boolean(i.result) && (i.ratingChanges || []).length === 2");
    await end();
    await matrix.check(watcher, { name: "11-end-screen", ready: end, names });
    await Promise.all(rooms.map((r) => r.leave(true)));
    rooms = [];

    // The replay at a step in the middle: what happened there, the score graph so far, every hand revealed.
    await watcher.click("replay");
    await watcher.waitInfo("i.scene === 'Replay' && i.loaded");
    await watcher.click("replay:slider:0.5");
    await watcher.waitInfo("i.scene === 'Replay' && i.step > 0");
    const step = Number((await watcher.info()).step);
    // a resize or a language change draws the replay again at the same step
    await matrix.check(watcher, { name: "12-replay", ready: () => watcher.waitInfo(`i.scene === 'Replay' && i.loaded && i.step === ${step}`), names });
    matrix.assertClean();
  });

  it("the ratings page: a player's profile with the game, the leaderboard and the day's board", async () => {
    await watcher.click("replay:back");
    await watcher.scene("GameOver");
    await watcher.click("lobby");
    await watcher.scene("Lobby");
    await watcher.page.click("#open-ratings");
    const profile = async () => {
      await watcher.scene("Ratings");
      // the page opens on your own profile (a language change draws it again): matrix_one's is a click away
      const game = watcher.page.locator("#game-history [data-game]");
      if ((await game.count()) === 0) await watcher.page.click("#leaderboard button[data-player='matrix_one']");
      await game.first().waitFor();
      await watcher.page.waitForSelector("#daily-board, .ttr-ratings-board + .ttr-section + div .ttr-empty");
    };
    await profile();
    await matrix.check(watcher, { name: "13-ratings", ready: profile, names });
    matrix.assertClean();
    assert.deepEqual(watcher.errors, [], "no console errors");
  });
});
