// The guided first game, followed in the browser by reading only what the guide shows: a new account is offered
// "Learn to play" in the lobby, takes it, and presses whatever control the guide rings, step after step, on a desktop
// (mouse) and on a phone (390×844, touch, with a reload in the middle: the lesson goes on where it stopped), until the
// final scoring, whose totals must be the server's. Each step is shot once under
// test-artifacts/screenshots/tutorial/ and timed (the times are printed: a person reading the words takes longer).
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { Player, serverAndBrowserWith, serverRoom } from "./browserKit.js";
import { followLesson, lessonInfo, printTimes, type LessonInfo } from "./lessonFollower.js";

const USA_STEPS = ["goal", "keepTickets", "drawCards", "locomotives", "claimColoured", "claimGray", "drawTickets", "claimWithLocomotives", "claimDouble", "lastRoundComes", "lastRound", "scoring"];

describe("the guided first game, followed from the guide alone", function () {
  this.timeout(600_000);
  // the lesson bot answers at once
  const suite = serverAndBrowserWith({ botDelayMs: 0 });

  /** The final scoring step: the guide's totals are the server's result for this seat. */
  async function checkScoring(game: { roomId: string; seat: number }, info: LessonInfo): Promise<void> {
    const { roomId, seat } = game;
    const result = serverRoom(roomId)?.game.rules?.result ?? suite.server.services.games.get(roomId)?.result;
    assert.ok(result, "the server has a result");
    const mine = result.scores[seat];
    assert.deepEqual(info.totals, {
      total: mine.total,
      routes: mine.routePoints,
      tickets: mine.ticketPoints,
      longest: mine.longestPathBonus,
      won: mine.ticketsWon.length,
      lost: mine.ticketsLost.length,
    });
    assert.ok(info.text.length > 0 && info.action === "next");
  }

  async function gameOf(p: Player): Promise<{ roomId: string; seat: number }> {
    await p.waitInfo("typeof i.roomId === 'string' && typeof i.seat === 'number'");
    return (await p.info()) as { roomId: string; seat: number };
  }

  it("on a desktop (1280×800, mouse): from the lobby's offer to the final scoring", async () => {
    const p = await Player.open(suite.browser, "desk", suite.baseUrl, { width: 1280, height: 800 });
    await p.scene("Login");
    await p.register("learner_desk", "secret-1");
    await p.page.click("#learn-offer-yes");
    await p.scene("Game");
    const game = await gameOf(p);
    const seen: string[] = [];
    const times = await followLesson(p, false, "desktop", async (info) => {
      if (seen[seen.length - 1] !== info.step) seen.push(info.step);
      if (info.step !== "scoring") return false;
      await p.scene("GameOver");
      await checkScoring(game, info);
      return true;
    });
    assert.deepEqual(seen, USA_STEPS);
    printTimes("desktop, each step as the test followed it", times);
    await p.page.click("#lesson-next");
    await p.waitInfo("!i.lesson || i.lesson.step === 'done'");
    // offered once: the lobby does not offer it again to this account
    await p.click("lobby");
    await p.scene("Lobby");
    await p.page.waitForSelector("#learn-to-play");
    assert.equal(await p.page.isVisible("#learn-offer"), false);
    assert.deepEqual(p.errors, []);
    await p.context.close();
  });

  it("on a phone (390×844, touch): left by a reload in the middle and gone on with where it stopped", async () => {
    const p = await Player.open(suite.browser, "phone", suite.baseUrl, { width: 390, height: 844 }, 2, true);
    await p.scene("Login");
    await p.register("learner_phone", "secret-2");
    await p.page.tap("#learn-to-play");
    await p.scene("Game");
    const game = await gameOf(p);
    let reloaded = false;
    const seen: string[] = [];
    const times = await followLesson(p, true, "phone", async (info) => {
      if (seen[seen.length - 1] !== info.step) seen.push(info.step);
      if (info.step === "claimGray" && !reloaded) {
        reloaded = true;
        await p.page.reload();
        await p.scene("Game");
        await p.waitInfo("Boolean(i.lesson)");
        assert.equal((await lessonInfo(p))?.step, "claimGray", "the lesson goes on at the step it stopped at");
        return false;
      }
      if (info.step !== "scoring") return false;
      await p.scene("GameOver");
      await checkScoring(game, info);
      return true;
    });
    assert.deepEqual(seen, USA_STEPS);
    assert.ok(reloaded);
    printTimes("phone, each step as the test followed it", times);
    assert.deepEqual(p.errors, []);
    await p.context.close();
  });
});
