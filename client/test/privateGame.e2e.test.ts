// Private games in a browser: the host ticks "Private game" when creating it; the waiting room shows
// its code and share link; another player's lobby does not list it, but the code typed in the lobby (in any case)
// finds it and seats them; a third person opens the share link, logs in, and is offered the game at once.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { Player, serverAndBrowser } from "./browserKit.js";

describe("private games (headless Chromium)", function () {
  this.timeout(600_000);
  const suite = serverAndBrowser();

  it("is created private, stays out of the lobby, and is joined by its code and by its share link", async () => {
    const host = await Player.open(suite.browser, "host", suite.baseUrl);
    await host.scene("Login");
    await host.register("private_host", "secret-1");
    await host.page.click("#create-game");
    await host.page.fill("#create-title", "Secret club");
    await host.page.click("#create-color-red");
    await host.page.check("#create-private");
    await host.shot("private-01-create.png", 0);
    await host.page.press("#create-title", "Enter");
    await host.scene("WaitingRoom");
    const code = (await host.page.textContent("#invite-code")) ?? "";
    assert.match(code, /^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const link = await host.page.inputValue("#invite-link");
    assert.equal(link, `${suite.baseUrl}/?join=${code}`);
    await host.shot("private-02-waiting-room.png", 0);

    // the guest's lobby lists a public game but not the private one
    const guest = await Player.open(suite.browser, "guest", suite.baseUrl);
    await guest.scene("Login");
    await guest.register("private_guest", "secret-2");
    await guest.page.waitForSelector("#lobby-range");
    const publicGame = await Player.open(suite.browser, "public", suite.baseUrl);
    await publicGame.scene("Login");
    await publicGame.register("public_host", "secret-4");
    await publicGame.createGame("Open house", "yellow");
    await guest.page.locator(".ttr-game", { hasText: "Open house" }).waitFor();
    assert.equal(await guest.page.locator(".ttr-game", { hasText: "Secret club" }).count(), 0, "the private game is not listed");
    await guest.shot("private-03-lobby-without-it.png", 0);

    // typed in small letters, with spaces for hyphens: found all the same
    await guest.page.fill("#join-code", ` ${code.toLowerCase().replaceAll("-", " ")} `);
    await guest.page.press("#join-code", "Enter");
    await guest.page.waitForSelector("#code-join");
    assert.match((await guest.page.textContent("#code-join")) ?? "", /Secret club/);
    assert.equal(await guest.page.locator("#code-join-red").count(), 0, "red is taken");
    await guest.shot("private-04-code-dialog.png", 0);
    await guest.page.click("#code-join-blue");
    await guest.scene("WaitingRoom");
    await host.page.waitForFunction(() => document.querySelectorAll("#waiting-players li").length === 2);

    // the share link: log in first, then the game is offered at once
    const friend = await Player.open(suite.browser, "friend", link);
    await friend.scene("Login");
    await friend.register("private_friend", "secret-3");
    await friend.page.waitForSelector("#code-join");
    assert.equal(new URL(friend.page.url()).searchParams.has("join"), false, "the code leaves the address once used");
    await friend.shot("private-05-share-link.png", 0);
    await friend.page.click("#code-join-green");
    await friend.scene("WaitingRoom");
    await host.page.waitForFunction(() => document.querySelectorAll("#waiting-players li").length === 3);
    await host.shot("private-06-three-joined.png", 0);

    const errors = [...host.errors, ...guest.errors, ...friend.errors, ...publicGame.errors];
    // looking the small-letter code up first answers 404 (Chromium logs that load), then the capitals find it
    assert.deepEqual(errors.filter((e) => !/guest console: .*status of 404/.test(e)), [], "no console errors");
  });
});
