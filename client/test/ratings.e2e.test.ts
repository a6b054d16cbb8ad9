// Ratings and "your games" in a browser: two people play a seeded game to its end over the
// wire (colyseus.js); one of them logs in and sees their rating beside their name in the lobby, opens "Ratings &
// history", finds both of them on the leaderboard and the game in their history with their place and score, looks at
// the other player's profile, and follows the game's replay link into the replay viewer. The daily deal: a
// click on "Daily deal" starts today's game against three bots at once, and the day's board lists a finished one.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { scoreGame } from "../../shared-rules/src/index.js";
import type { DailyAnswer, ProfileAnswer } from "../../shared-rules/protocol/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { TEST_PASSWORD } from "../../test-kit/index.js";
import { accountClient, askRoom, Player, serverAndBrowser } from "./browserKit.js";
import { playToEnd, rulesOf } from "../../server/test/autoplay.js";

const SEED = 31; // 144 moves for two players with the kit's uniform random choice

describe("ratings and game history (headless Chromium)", function () {
  this.timeout(600_000);
  let rooms: Room[] = [];
  after(async () => {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => {})));
  });
  const suite = serverAndBrowser();

  it("shows your rating in the lobby, the leaderboard, your finished game with its replay link, and another player's profile", async () => {
    const { baseUrl, browser } = suite;
    const { state, log } = playRandomGame(SEED, 2);
    const result = scoreGame(state);
    const names = ["rated_ann", "rated_ben"];
    const clients = await Promise.all(names.map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Rated match", color: SEAT_COLORS[0], seed: SEED });
    const guest = await clients[1].joinById(host.roomId, { color: SEAT_COLORS[1] });
    rooms = [host, guest];
    for (const room of rooms) room.onMessage("*", () => undefined);
    assert.equal((await askRoom(host, { type: "startGame" })).code, "ok");
    for (const { player, command } of log) assert.equal((await askRoom(rooms[player], command)).code, "ok");
    // The rating follows the durable end by a moment: wait for it before the lobby asks.
    for (const name of names) {
      for (;;) {
        const profile = (await (await fetch(`${baseUrl}/api/players/${name}`)).json()) as ProfileAnswer;
        if (profile.rating) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    // One live session per account: the wire clients go before ann logs in in the browser.
    await Promise.all(rooms.map((r) => r.leave(true)));
    rooms = [];
    const annSeat = 0;
    const annPlace = result.ranking.indexOf(annSeat) + 1;
    const annScore = result.scores[annSeat].total;

    const ann = await Player.open(browser, "ann", baseUrl);
    await ann.logIn("rated_ann", TEST_PASSWORD);
    await ann.page.waitForFunction(() => /rating \d+ ±\d+/.test(document.getElementById("my-rating")?.textContent ?? ""));
    const shown = await ann.page.textContent("#my-rating");
    assert.match(String(shown), annPlace === 1 ? /rating 1[5-9]\d\d/ : /rating 1[0-4]\d\d/, "the winner above 1500, the other below");
    await ann.shot("ratings-01-lobby.png");

    await ann.page.click("#open-ratings");
    await ann.scene("Ratings");
    await ann.page.waitForSelector("#leaderboard tbody tr");
    const rows = await ann.page.locator("#leaderboard tbody tr").allTextContents();
    assert.equal(rows.length, 2, rows.join(" | "));
    assert.match(rows[annPlace - 1], /rated_ann/, "best first");
    await ann.page.waitForSelector(`#game-history [data-game='${host.roomId}']`);
    const entry = await ann.page.textContent(`#game-history [data-game='${host.roomId}']`);
    assert.match(String(entry), new RegExp(`${annPlace === 1 ? "1st" : "2nd"} · ${annScore} pts`), String(entry));
    assert.match(String(entry), /Rated match/);
    assert.match(String(await ann.page.textContent("#profile-rating")), /rated_ann: rating \d+ ±\d+ · 1 rated game$/);
    await ann.shot("ratings-02-leaderboard-and-history.png");

    await ann.page.click("#leaderboard button[data-player='rated_ben']");
    await ann.page.waitForFunction(() => /rated_ben's games/.test(document.getElementById("profile")?.textContent ?? ""));
    assert.match(String(await ann.page.textContent("#profile-rating")), /rated_ben: rating \d+/);
    assert.ok(await ann.page.locator(`#game-history [data-game='${host.roomId}']`).count(), "the same game in ben's history");
    await ann.shot("ratings-03-other-profile.png");

    await ann.page.click(`#replay-${host.roomId}`);
    await ann.scene("Replay");
    await ann.waitInfo("i.loaded === true");
    assert.equal((await ann.info()).gameId, host.roomId);
    assert.deepEqual(ann.errors, []);
    await ann.context.close();
  });

  it("starts today's daily deal against bots from the lobby, and shows the day's best scores", async () => {
    const { baseUrl, browser } = suite;
    // Someone finished today's deal already (over the wire).
    const cat = await accountClient(baseUrl, "daily_cat");
    const catRoom = await cat.create("ttr", { daily: true, color: "green" });
    catRoom.onMessage("*", () => undefined);
    rooms.push(catRoom);
    await playToEnd(catRoom.roomId, new Map([[0, catRoom]]));
    const catScore = rulesOf(catRoom.roomId).result!.scores[0].total;
    // The board lists a game once it is stored as finished, a moment after its end.
    for (;;) {
      const daily = (await (await fetch(`${baseUrl}/api/daily`)).json()) as DailyAnswer;
      if (daily.scores.length > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const dan = await Player.open(browser, "dan", baseUrl);
    await dan.scene("Login");
    await dan.register("daily_dan", "secret-9");
    await dan.page.click("#open-ratings");
    await dan.scene("Ratings");
    await dan.page.waitForSelector("#daily-board tbody tr");
    const rows = await dan.page.locator("#daily-board tbody tr").allTextContents();
    assert.deepEqual(rows, [`1daily_cat${catScore}`]);
    // The day as the reader's language writes it (English: "Nov 27, 2026").
    assert.match(String(await dan.page.textContent("#daily-title")), /^Daily deal [A-Z][a-z]{2} \d{1,2}, \d{4} \(UTC\)$/);
    await dan.shot("ratings-04-daily-board.png");

    await dan.page.click("#ratings-back");
    await dan.scene("Lobby");
    await dan.page.click("#daily-deal");
    await dan.scene("Game");
    await dan.waitInfo("Array.isArray(i.players) && i.players.length === 4");
    const players = ((await dan.info()).players as { username: string }[]).map((p) => p.username);
    assert.equal(players[0], "daily_dan");
    assert.ok(players.slice(1).every((name) => /^Bot \d \(medium\)$/.test(name)), players.join(", "));
    await dan.shot("ratings-05-daily-deal-game.png", 800);
    const roomId = (await dan.info()).roomId;
    assert.deepEqual(dan.errors, []);
    await dan.context.close();

    // The tab is gone mid-game: the lobby does not list a daily deal, but "Daily deal" opens the unfinished one again.
    const back = await Player.open(browser, "dan again", baseUrl);
    await back.logIn("daily_dan", "secret-9");
    await back.page.click("#daily-deal");
    await back.scene("Game");
    assert.equal((await back.info()).roomId, roomId, "the same game, not a second one");
    assert.deepEqual(back.errors, []);
    await back.context.close();
  });
});
