// The end screen of a Nordic Countries game shows that board's own breakdown: no longest-path column, a Globetrotter
// column where the two players tied for the most completed tickets both score, the tie named under their tickets,
// and every total equal to the server's. Seed 3 with two players played to the end by the rules' random-game kit
// (by action type) ends with one completed ticket each. Watched at 1280×800 in English and at 390×844 in Polish.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { scoreGame } from "../../shared-rules/src/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { CATALOGS } from "../src/i18n/catalogs.js";
import { accountClient, askRoom, Player, serverAndBrowser } from "./browserKit.js";

const SEED = 3;

interface EndInfo {
  result: { username: string; points: number }[];
  breakdowns: ({ playerIndex: number; total: number; bonuses: { kind: string; points: number; count: number }[] } | null)[];
}

/** Whether the page's canvas shows a text (the hook's layout of every visible text). */
async function showsText(p: Player, text: string): Promise<boolean> {
  return p.page.evaluate((wanted) => (window as unknown as { __ttr: { textLayout(): { texts: { text: string }[] } } }).__ttr.textLayout().texts.some((x) => x.text === wanted), text);
}

describe("end screen of a Nordic Countries game (headless Chromium)", function () {
  this.timeout(420000);
  const suite = serverAndBrowser();

  it("shows the Globetrotter shared by the tied players and no longest path, totals as the server's, on a desktop and a phone", async () => {
    const { baseUrl, browser } = suite;
    const { state, log } = playRandomGame(SEED, 2, undefined, "byType", 20_000, "nordic");
    const result = scoreGame(state);
    assert.deepEqual(result.scores.map((s) => s.endBonuses?.[0]?.points), [10, 10], "the seeded game ends with the Globetrotter shared");

    const names = ["nordic_zero", "nordic_one"];
    const clients = await Promise.all(names.map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Nordic end", color: SEAT_COLORS[0], seed: SEED, map: "nordic" });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    const rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    for (const { player, command } of log.slice(0, -1)) assert.equal((await askRoom(rooms[player], command)).code, "ok");

    const watchers = [
      await Player.open(browser, "desk", baseUrl, { width: 1280, height: 800 }),
      await Player.open(browser, "phone", baseUrl, { width: 390, height: 844 }, 1, true, "pl-PL"),
    ];
    for (const [i, watcher] of watchers.entries()) {
      await watcher.scene("Login");
      await watcher.register(`nordic_watch${i}`, "secret-9");
      await watcher.page.locator(".ttr-game", { hasText: "Nordic end" }).locator("button[id^='spectate-']").click();
      await watcher.scene("Game");
    }
    const last = log[log.length - 1];
    assert.equal((await askRoom(rooms[last.player], last.command)).code, "ok");

    for (const [watcher, language, file] of [[watchers[0], "en", "17-end-nordic-desktop-en.png"], [watchers[1], "pl", "17-end-nordic-phone-pl.png"]] as const) {
      await watcher.scene("GameOver", 120000);
      await watcher.page.waitForFunction(() => Boolean((window as unknown as { __ttr: { info(): { breakdowns?: unknown[] } } }).__ttr.info().breakdowns?.every(Boolean)));
      const info = (await watcher.info()) as unknown as EndInfo;
      // the table's totals and every breakdown's total are the server's
      const bySeat = new Map(info.breakdowns.map((b) => [b!.playerIndex, b!]));
      for (const s of result.scores) {
        assert.equal(bySeat.get(s.playerIndex)?.total, s.total);
        assert.deepEqual(bySeat.get(s.playerIndex)?.bonuses, [{ kind: "globetrotter", points: 10, count: 1 }]);
      }
      assert.deepEqual(info.result.map((r) => r.points).sort(), result.scores.map((s) => s.total).sort());
      const words = CATALOGS[language];
      assert.ok(await showsText(watcher, words["mapsEnd.globetrotter"]), `${language}: the Globetrotter's column`);
      assert.ok(!(await showsText(watcher, words["end.longestPath"])) && !(await showsText(watcher, words["end.longestShort"])), `${language}: no longest path`);
      if (language === "en") assert.ok(await showsText(watcher, words["mapsEnd.globetrotterTied"].replace("{{count}}", "1")), "the shared Globetrotter is named");
      await watcher.shot(file);
      assert.deepEqual(watcher.errors, [], "no console errors");
    }
    await Promise.all(watchers.map((w) => w.context.close()));
    await Promise.all(rooms.map((r) => r.leave(true)));
  });
});
