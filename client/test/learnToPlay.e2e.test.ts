// Learning by watching and by asking, in a real browser: a visitor without an account opens a share link of a
// started game and watches it as a guest, with the invitation to register (desktop and phone); a person playing a
// bot presses "Suggest a move" and sees the suggested route ringed on the board with its reason (desktop, then the
// same position on a phone). Seed 1: the hard bot's first move for the player, after keeping the first two tickets,
// is a claim (checked below, not assumed). Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { Player, accountClient, askRoom, serverAndBrowser, serverRoom } from "./browserKit.js";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe("learning in the game (headless Chromium)", function () {
  this.timeout(600_000);
  const suite = serverAndBrowser();

  it("a guest opens a share link of a started game and sees the board with the invitation to register", async () => {
    const host = await accountClient(suite.baseUrl, "show_host");
    const room = await host.create("ttr", { gameName: "Open table", color: "red", seed: 3 });
    room.onMessage("*", () => {});
    assert.equal((await askRoom(room, { type: "addAI", difficulty: "easy" } as never)).code, "ok");
    assert.equal((await askRoom(room, { type: "startGame" })).code, "ok");
    const link = `${suite.baseUrl}/?join=${room.roomId}`;
    for (const [size, touch, shot] of [[DESKTOP, false, "learn-01-guest-desktop.png"], [PHONE, true, "learn-02-guest-phone.png"]] as const) {
      const guest = await Player.open(suite.browser, `guest-${size.width}`, link, size, 1, touch);
      await guest.scene("Game");
      await guest.waitInfo("i.spectator === true && typeof i.phase === 'string' && i.phase !== 'waiting'");
      await guest.page.waitForSelector("#guest-banner");
      assert.match((await guest.page.textContent("#guest-invite")) ?? "", /watching as a guest/);
      assert.equal(await guest.page.isVisible("#login-username"), false, "no login form over the game");
      assert.equal(await guest.page.isVisible("#suggest-button"), false, "nothing to suggest to a spectator");
      await guest.shot(shot);
      // the invitation leads to the form, and the share link stays for the lobby to offer the game once registered
      await guest.page.click("#guest-register");
      await guest.scene("Login");
      assert.equal(new URL(guest.page.url()).searchParams.get("join"), room.roomId);
      if (touch) {
        // registered on the phone: the lobby offers the shared game at once; and the create form's clock lines
        await guest.register("guest_phone", "secret-9");
        await guest.page.waitForSelector("#code-join");
        await guest.shot("learn-06-registered-offer-phone.png", 0);
        await guest.page.click("#code-cancel");
        await guest.page.click("#create-game");
        await guest.page.waitForSelector("#create-clock-line");
        await guest.shot("learn-07-create-clock-phone.png", 0);
        await guest.page.click("#create-cancel");
      }
      assert.deepEqual(guest.errors, [], "no console errors");
      await guest.context.close();
    }
    await room.leave();
  });

  it("Suggest shows the suggested route on the board with its reason", async () => {
    const sam = await Player.open(suite.browser, "sam", `${suite.baseUrl}/?seed=1`, DESKTOP);
    await sam.scene("Login");
    await sam.register("suggest_sam", "secret-1");
    // the create form says what each clock choice means, in one line under the list
    await sam.page.click("#create-game");
    assert.match((await sam.page.textContent("#create-clock-line")) ?? "", /Relaxed in a game with bots and in your first 3 games/);
    await sam.page.selectOption("#create-time-control", "realtime");
    assert.match((await sam.page.textContent("#create-clock-line")) ?? "", /a bot plays that turn for you \(you are warned first\)/);
    await sam.page.selectOption("#create-time-control", "auto");
    await sam.shot("learn-05-create-clock-desktop.png", 0);
    await sam.page.click("#create-cancel");
    await sam.playAgainstBot("Lesson", "red");
    await sam.waitInfo("i.modal === 'destinations'");
    const gameId = String((await sam.info()).roomId);
    assert.equal(serverRoom(gameId).game.record.clock?.mode, "relaxed", "a game with a bot: the relaxed clock");
    await sam.click("modal:ticket:0");
    await sam.click("modal:ticket:1");
    await sam.click("modal:confirm");
    await sam.waitInfo("i.phase === 'playing' && i.modal === null && i.currentPlayer === i.seat && i.turnStage === 'start'");
    const button = await sam.page.locator("#suggest-button").boundingBox();
    assert.ok(button && button.x >= 0 && button.y >= 0 && button.x + button.width <= DESKTOP.width && button.y + button.height <= DESKTOP.height, `the button is in the window: ${JSON.stringify(button)}`);
    await sam.page.click("#suggest-button:not([disabled])");
    await sam.waitInfo("i.suggestion !== null && i.suggestion !== undefined");
    const suggestion = (await sam.info()).suggestion as { type: string; command: { routeIndex: number }; reason: string; text: string };
    assert.equal(suggestion.type, "buyRoute", `seed 1's first suggestion is a claim: ${JSON.stringify(suggestion)}`);
    const line = (await sam.page.textContent("#suggest-line")) ?? "";
    assert.match(line, /^Claim .+ – .+: /, "the move, then why");
    assert.ok(["completesTicket", "buildsTowardTicket", "scoresPoints"].includes(suggestion.reason), suggestion.reason);
    await sam.shot("learn-03-suggest-desktop.png");
    // the phone's layout: the same position, asked again (the same answer)
    await sam.page.setViewportSize(PHONE);
    await sam.waitInfo("i.suggestion === null");
    // the round "?" at the sheet handle's left end: the style sheet's place, not the desktop's
    const round = await sam.page.locator("#suggest-button").boundingBox();
    assert.ok(round && round.x < 20 && round.y + round.height > PHONE.height - 80 && round.y + round.height <= PHONE.height, `the round button at the bottom left: ${JSON.stringify(round)}`);
    await sam.page.click("#suggest-button:not([disabled])");
    await sam.waitInfo("i.suggestion !== null && i.suggestion !== undefined");
    assert.deepEqual(((await sam.info()).suggestion as typeof suggestion).command, suggestion.command);
    await sam.shot("learn-04-suggest-phone.png");
    // the menu's drawer covers the game: the round "?" does not stand over its chat line, and comes back with the board
    await sam.click("menu");
    await sam.page.waitForSelector("#suggest-button", { state: "hidden" });
    await sam.click("menu");
    await sam.page.waitForSelector("#suggest-button", { state: "visible" });
    assert.deepEqual(sam.errors, [], "no console errors");
  });
});
