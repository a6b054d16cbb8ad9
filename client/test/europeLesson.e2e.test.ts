// The Europe lesson, played through in the browser from the guide alone (desktop 1280×800, mouse): opened with the
// lobby's "Lesson: Europe" (startLesson("europe"), the door a board's rules page calls), it rings a tunnel to claim and
// pay, one to claim and decline, a ferry, a city for a station, then the way to the last round and the final
// scoring, whose totals must be the server's. Each step shot under test-artifacts/screenshots/tutorial/ and timed.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { Player, serverAndBrowserWith, serverRoom } from "./browserKit.js";
import { followLesson, printTimes } from "./lessonFollower.js";

const EUROPE_STEPS = ["goal", "keepTickets", "tunnelPay", "tunnelDecline", "ferry", "station", "finish", "scoring"];

describe("the Europe lesson, followed from the guide alone", function () {
  this.timeout(600_000);
  // the lesson bot answers at once
  const suite = serverAndBrowserWith({ botDelayMs: 0 });

  it("a tunnel paid and one declined, a ferry, a station, the last round and the scoring (1280×800)", async () => {
    const p = await Player.open(suite.browser, "europe", suite.baseUrl, { width: 1280, height: 800 });
    await p.scene("Login");
    await p.register("learner_europe", "secret-3");
    await p.page.click("#lesson-europe");
    await p.scene("Game");
    await p.waitInfo("typeof i.roomId === 'string' && typeof i.seat === 'number'");
    const { roomId, seat } = (await p.info()) as { roomId: string; seat: number };
    const seen: string[] = [];
    const times = await followLesson(p, false, "europe", async (info) => {
      if (seen[seen.length - 1] !== info.step) seen.push(info.step);
      if (info.step !== "scoring") return false;
      await p.scene("GameOver");
      const result = serverRoom(roomId)?.game.rules?.result ?? suite.server.services.games.get(roomId)?.result;
      const mine = result!.scores[seat];
      assert.equal(info.totals?.total, mine.total, "the guide's total is the server's");
      return true;
    });
    assert.deepEqual(seen, EUROPE_STEPS);
    const rules = serverRoom(roomId)?.game.rules;
    if (rules) assert.equal(rules.players[seat].stations?.length, 1, "a station built");
    printTimes("Europe lesson, each step as the test followed it", times);
    assert.deepEqual(p.errors, []);
    await p.context.close();
  });
});
