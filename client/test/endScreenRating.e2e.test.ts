// The end screen shows how each person's rating changed: two people play a seeded game to its end over the wire
// while a third watches in the browser; once the ratings have settled the game, the end screen's Rating column reads
// "1500 → 1662 (+162)" for the winner and a loss for the other, the numbers the server sent. Screenshots at 1280×800
// and 1024×768. Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { scoreGame } from "../../shared-rules/src/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { accountClient, askRoom, Player, serverAndBrowser } from "./browserKit.js";

const SEED = 31;

type Shown = { ratingChanges?: { username: string; text: string }[] };

describe("end screen rating change (headless Chromium)", function () {
  this.timeout(420_000);
  const suite = serverAndBrowser();

  it("shows each person's rating old → new (±) once the game is rated", async () => {
    const { baseUrl, browser } = suite;
    const { state, log } = playRandomGame(SEED, 2);
    const winner = scoreGame(state).ranking[0];
    const names = ["rc_ann", "rc_ben"];
    const clients = await Promise.all(names.map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Rated ending", color: SEAT_COLORS[0], seed: SEED });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    const rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    for (const { player, command } of log.slice(0, -1)) assert.equal((await askRoom(rooms[player], command)).code, "ok");

    const watcher = await Player.open(browser, "watcher", baseUrl, { width: 1280, height: 800 });
    await watcher.scene("Login");
    await watcher.register("rc_watcher", "secret-9-rated");
    await watcher.page.locator(".ttr-game", { hasText: "Rated ending" }).locator("button[id^='spectate-']").click();
    await watcher.scene("Game");
    const last = log[log.length - 1];
    assert.equal((await askRoom(rooms[last.player], last.command)).code, "ok");

    await watcher.scene("GameOver", 120_000);
    await watcher.page.waitForFunction(() => ((window as unknown as { __ttr: { info(): Shown } }).__ttr.info().ratingChanges?.length ?? 0) === 2);
    const shown = ((await watcher.info()) as Shown).ratingChanges ?? [];
    assert.deepEqual(shown.map((r) => r.username), names, "both people, in seat order");
    shown.forEach((r, seat) => assert.match(r.text, seat === winner ? /^1500 → 1[5-9]\d\d \(\+\d+\)$/ : /^1500 → 1[0-4]\d\d \(−\d+\)$/, `${r.username}: ${r.text}`));
    const onScreen = await watcher.page.evaluate(() => (window as unknown as { __ttr: { textSizes(): { text: string }[] } }).__ttr.textSizes().map((t) => t.text));
    for (const r of shown) assert.ok(onScreen.includes(r.text), `"${r.text}" is drawn`);
    await watcher.shot("end-rating-1280x800.png");
    await watcher.page.setViewportSize({ width: 1024, height: 768 });
    await watcher.page.waitForFunction(() => ((window as unknown as { __ttr: { info(): Shown } }).__ttr.info().ratingChanges?.length ?? 0) === 2);
    await watcher.shot("end-rating-1024x768.png", 800);
    assert.deepEqual(watcher.errors, [], "no console errors");
    await watcher.context.close();
    await Promise.all(rooms.map((r) => r.leave(true)));
  });
});
