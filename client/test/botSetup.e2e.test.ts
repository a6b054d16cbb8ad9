// Browser test of the waiting room's bot setup: the host picks a difficulty per bot, removes one,
// fills the table (which then waits for the host instead of starting itself), and starts a bot-only game they watch
// to its end screen. A second person watches the waiting room and is counted. Any console error fails.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { matchMaker } from "@colyseus/core";
import type { TtrRoom } from "../../server/src/room/TtrRoom.js";
import { Player, serverAndBrowser } from "./browserKit.js";

/** The one game this server holds, as the server sees it. */
async function serverGame(): Promise<TtrRoom["game"]> {
  const [listing] = await matchMaker.query({ name: "ttr" });
  const room = matchMaker.getLocalRoomById(listing.roomId) as TtrRoom;
  return room.game;
}

describe("waiting room bot setup in the browser", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();

  it("adds bots of each difficulty, removes one, and starts a bot-only game the host watches to the end", async () => {
    const alice = await Player.open(suite.browser, "alice", `${suite.baseUrl}/?seed=7`, { width: 1024, height: 768 });
    const carol = await Player.open(suite.browser, "carol", suite.baseUrl, { width: 1024, height: 768 });
    await alice.scene("Login");
    await alice.register("alice_bots", "secret-1");
    await alice.createGame("Bots only", "red");
    const names = () => alice.page.locator("#waiting-players li").allTextContents();

    for (const difficulty of ["easy", "hard", "medium"]) {
      const before = (await names()).length;
      await alice.page.selectOption("#bot-difficulty", difficulty);
      await alice.page.click("#add-bot");
      await alice.page.waitForFunction((n) => document.querySelectorAll("#waiting-players li").length === n, before + 1);
    }
    const list = await names();
    assert.match(list[1], /Bot 1 \(easy\)/);
    assert.match(list[2], /Bot 2 \(hard\)/);
    assert.match(list[3], /Bot 3 \(medium\)/);
    assert.ok(list.every((line) => !/\(bot\)/.test(line)), `"bot" is not repeated: ${list.join(" | ")}`);
    assert.deepEqual((await serverGame()).seats.map((s) => s.bot), [null, "easy", "hard", "medium"], "the server seated each difficulty");
    assert.equal(await alice.page.locator("#waiting-players li").nth(0).locator("[data-remove-seat]").count(), 0, "no Remove on a person");

    // A second person watches the waiting room: counted there, and offered no host tools.
    await carol.scene("Login");
    await carol.register("carol_bots", "secret-3");
    const spectate = carol.page.locator("button[id^='spectate-']");
    await spectate.waitFor();
    await spectate.click();
    await carol.scene("WaitingRoom");
    await alice.page.waitForFunction(() => document.querySelector("#waiting-spectators")?.textContent === "1 watching");
    assert.equal(await carol.page.locator("#host-tools").isVisible(), false);
    assert.equal(await carol.page.locator("#start-game").isVisible(), false);
    // The waiting room has a chat: the host writes, the watcher reads.
    assert.equal(await carol.page.locator("#waiting-chat-input").isVisible(), false, "a watcher does not write");
    await alice.page.fill("#waiting-chat-input", "bots, get ready");
    await alice.page.press("#waiting-chat-input", "Enter");
    await carol.page.waitForFunction(() => document.querySelector("#waiting-chat")?.textContent?.includes("alice_bots: bots, get ready"));

    // Remove Bot 2 (hard): the seats after it move down.
    await alice.page.click("#waiting-players li:nth-child(3) [data-remove-seat]");
    await alice.page.waitForFunction(() => document.querySelectorAll("#waiting-players li").length === 3);
    assert.deepEqual((await serverGame()).seats.map((s) => s.username), ["alice_bots", "Bot 1 (easy)", "Bot 3 (medium)"]);

    // A full table waits for the host.
    for (const difficulty of ["hard", "easy"]) {
      await alice.page.selectOption("#bot-difficulty", difficulty);
      await alice.page.click("#add-bot");
    }
    await alice.page.waitForFunction(() => document.querySelectorAll("#waiting-players li").length === 5);
    await alice.page.waitForSelector("#add-bot[disabled]");
    await alice.shot("bots-waiting-room-1024.png", 0);
    assert.equal((await serverGame()).started, false, "five seats do not start by themselves");
    assert.ok(await alice.page.locator("#start-game").isEnabled());

    await alice.page.click("#start-and-watch");
    await alice.scene("Game");
    const info = await alice.info();
    assert.equal(info.spectator, true);
    assert.equal(info.seat, null);
    assert.deepEqual((await serverGame()).seats.map((s) => s.bot), ["easy", "medium", "hard", "easy"]);
    await carol.scene("Game");

    // The bots play it out; both watchers reach the end screen.
    for (const p of [alice, carol]) await p.scene("GameOver", 600_000);
    const final = (await alice.info()) as { result: { username: string; points: number }[] };
    const result = (await serverGame()).record.result!;
    const seats = (await serverGame()).seats;
    assert.deepEqual(final.result.map((r) => [r.username, r.points]), result.ranking.map((seat) => [seats[seat].username, result.scores[seat].total]));
    await alice.shot("bots-game-over-1024.png");
    assert.deepEqual([...alice.errors, ...carol.errors], []);
  });

  it("the login form says the account rules first and clears one panel's error when the other is used", async () => {
    const erin = await Player.open(suite.browser, "erin", suite.baseUrl, { width: 1024, height: 768 });
    await erin.scene("Login");
    assert.match((await erin.page.textContent("#register-rules")) ?? "", /4–20 letters/);
    assert.match((await erin.page.textContent("#register-password-hint")) ?? "", /at least 8 characters, not only spaces, and not a common password/);
    await erin.page.click("#login-submit");
    await erin.page.waitForFunction(() => document.querySelector("#login-username-error")?.textContent !== "");
    await erin.page.click("#register-username");
    await erin.page.waitForFunction(() => document.querySelector("#login-username-error")?.textContent === "");
    await erin.page.click("#register-submit");
    await erin.page.waitForFunction(() => document.querySelector("#register-username-error")?.textContent !== "");
    await erin.page.click("#login-username");
    await erin.page.waitForFunction(() => document.querySelector("#register-username-error")?.textContent === "");
    await erin.shot("login-1024.png", 0);
    assert.deepEqual(erin.errors, []);
  });
});
