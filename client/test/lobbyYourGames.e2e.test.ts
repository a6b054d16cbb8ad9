// The lobby lists every game you are in with what you can do in it: a daily deal being played (never in the live
// listing, which used to say "You are not in any game yet" then) to rejoin, and a finished game to watch again, with
// no Spectate button on your own games. Rejoining opens the same daily game. Screenshot: lobby-your-games.png.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { TEST_PASSWORD } from "../../test-kit/index.js";
import { accountClient, askRoom, Player, serverAndBrowser } from "./browserKit.js";

const SEED = 31;

describe("lobby: your games (headless Chromium)", function () {
  this.timeout(420_000);
  const suite = serverAndBrowser();
  let rooms: Room[] = [];
  after(async () => {
    // A room whose server already closed its socket (the shared server stops first) would wait for a leave forever.
    await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave(true).catch(() => undefined)));
  });

  it("shows your daily deal to rejoin and your finished game to watch again", async () => {
    const { baseUrl, browser } = suite;
    // A finished game of ann and ben (over the wire, seeded).
    const { log } = playRandomGame(SEED, 2);
    const clients = await Promise.all(["mg_ann", "mg_ben"].map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Finished together", color: SEAT_COLORS[0], seed: SEED });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    for (const { player, command } of log) assert.equal((await askRoom(rooms[player], command)).code, "ok");
    await Promise.all(rooms.map((r) => r.leave(true)));
    rooms = [];

    // Today's daily deal, started from the lobby and left mid-game (the tab closes).
    const playing = await Player.open(browser, "ann playing", baseUrl, { width: 1280, height: 800 });
    await playing.logIn("mg_ann", TEST_PASSWORD);
    await playing.page.click("#daily-deal");
    await playing.scene("Game");
    const dailyId = String((await playing.info()).roomId);
    await playing.context.close();

    const back = await Player.open(browser, "ann back", baseUrl, { width: 1280, height: 800 });
    await back.logIn("mg_ann", TEST_PASSWORD);
    const daily = back.page.locator(".ttr-game", { hasText: "Daily deal" });
    await daily.waitFor();
    // The game finishes itself only if bots take the seat over; until then it is yours to rejoin.
    const finished = back.page.locator(".ttr-game", { hasText: "Finished together" });
    await finished.waitFor();
    assert.equal(await finished.locator("a[id^='replay-']").textContent(), "Watch replay");
    assert.equal(await finished.locator("button[id^='spectate-']").count(), 0, "no Spectate on your own game");
    assert.equal(await back.page.locator("#lobby-list .ttr-empty", { hasText: "You are not in any game yet" }).count(), 0);
    await back.shot("lobby-your-games.png");
    const rejoin = daily.locator(`button[id='open-${dailyId}']`);
    assert.equal(await rejoin.textContent(), "Rejoin");
    await rejoin.click();
    await back.scene("Game");
    assert.equal((await back.info()).roomId, dailyId, "the same daily game");
    assert.deepEqual(back.errors, []);
    await back.context.close();
  });
});
