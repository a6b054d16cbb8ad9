// The end screen names the rules' winner on a points tie: seed 575 with two players played to the end
// (the rules' random-game kit) ends at −37 points each, seat 1 with 2 completed tickets against 0, so the rules rank
// seat 1 first. A browser spectating the game must name seat 1 as the winner, where a sort by points alone named
// seat 0. Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { scoreGame } from "../../shared-rules/src/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { accountClient, askRoom, Player, serverAndBrowser } from "./browserKit.js";

const SEED = 575;

describe("end screen on a points tie (headless Chromium)", function () {
  this.timeout(420000);
  const suite = serverAndBrowser();

  it("names the winner by completed tickets, as the rules rank, not the lower seat", async () => {
    const { baseUrl, browser } = suite;
    const { state, log } = playRandomGame(SEED, 2);
    const result = scoreGame(state);
    assert.equal(result.scores[0].total, result.scores[1].total, "the seeded game ends on a points tie");
    assert.deepEqual(result.ranking, [1, 0], "seat 1 completed more tickets");

    const names = ["tie_zero", "tie_one"];
    const clients = await Promise.all(names.map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Tie breaker", color: SEAT_COLORS[0], seed: SEED });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    const rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    for (const { player, command } of log.slice(0, -1)) assert.equal((await askRoom(rooms[player], command)).code, "ok");

    const watcher = await Player.open(browser, "watcher", baseUrl);
    await watcher.scene("Login");
    await watcher.register("tie_watcher", "secret-9");
    await watcher.page.locator(".ttr-game", { hasText: "Tie breaker" }).locator("button[id^='spectate-']").click();
    await watcher.scene("Game");
    const last = log[log.length - 1];
    assert.equal((await askRoom(rooms[last.player], last.command)).code, "ok");

    await watcher.scene("GameOver", 120000);
    await watcher.page.waitForFunction(() => Boolean((window as unknown as { __ttr: { info(): { result?: unknown } } }).__ttr.info().result));
    const info = (await watcher.info()) as { result: { username: string; points: number }[] };
    assert.deepEqual(info.result.map((r) => r.username), [names[1], names[0]], "the end screen ranks as the rules do");
    assert.equal(info.result[0].points, info.result[1].points);
    await watcher.shot("16-game-over-tie.png");
    assert.deepEqual(watcher.errors, [], "no console errors");
    await watcher.context.close();
    await Promise.all(rooms.map((r) => r.leave(true)));
  });
});
