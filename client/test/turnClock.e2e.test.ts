// The turn clock in a browser: the time control is picked in the create form (async here, the
// real-time default in a second game), the lobby marks the async game, and the acting player's box counts down
// (hours in the async game, minutes and seconds, ticking, in the real-time one). A player who closes the browser in
// the middle of an async turn finds "your move" in the lobby when they come back, and a lobby tab in the background
// changes its title when an async game becomes the player's move.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { matchMaker } from "@colyseus/core";
import type { TtrRoom } from "../../server/src/room/TtrRoom.js";
import type { Room } from "colyseus.js";
import { legalActions } from "../../shared-rules/src/index.js";
import { TEST_PASSWORD } from "../../test-kit/index.js";
import { Player, accountClient, askRoom, serverAndBrowser } from "./browserKit.js";

/** The game of this name, as the server holds it. */
async function serverGame(name: string): Promise<TtrRoom["game"]> {
  const listings = await matchMaker.query({ name: "ttr" });
  const rooms = listings.map((l) => matchMaker.getLocalRoomById(l.roomId) as TtrRoom);
  const room = rooms.find((r) => r.game.record.gameName === name);
  assert.ok(room, `no game named ${name}`);
  return room.game;
}

/** Polls a server-side condition (the server runs in this process). */
async function waitFor(predicate: () => boolean, what: string): Promise<void> {
  for (let i = 0; !predicate(); i++) {
    if (i > 6000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The countdown texts on the players' boxes (through the read-only hook). */
async function countdowns(p: Player): Promise<string[]> {
  return p.page.evaluate(() =>
    (window as unknown as { __ttr: { texts(group: string): { text: string }[] } }).__ttr.texts("players:countdown").map((t) => t.text),
  );
}

/** Opens a game with one bot through the form, with the turn clock given (or the form's default), and starts it. */
async function startWithBot(p: Player, title: string, color: string, timeControl: string | null, shot: string): Promise<void> {
  await p.page.click("#create-game");
  await p.page.fill("#create-title", title);
  await p.page.click(`#create-color-${color}`);
  if (timeControl) await p.page.selectOption("#create-time-control", timeControl);
  await p.shot(shot, 0);
  await p.page.press("#create-title", "Enter");
  await p.scene("WaitingRoom");
  await p.page.click("#add-bot");
  await p.page.waitForSelector("#start-game:not([disabled])");
  await p.page.click("#start-game");
  await p.scene("Game");
  await p.waitInfo("i.modal === 'destinations'");
}

describe("turn clock in the browser", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();

  it("is picked in the create form and counts down on the acting player's box", async () => {
    const alice = await Player.open(suite.browser, "alice", suite.baseUrl, { width: 1440, height: 900 });
    await alice.scene("Login");
    await alice.register("alice_clock", "secret-1");
    await startWithBot(alice, "Correspondence", "red", "async", "clock-01-create-async.png");
    assert.equal((await serverGame("Correspondence")).record.clock?.mode, "async", "the server keeps the choice");
    // Choosing the opening tickets is on the clock too: a day for it, counted in hours.
    await alice.page.waitForFunction(() =>
      (window as unknown as { __ttr: { texts(g: string): { text: string }[] } }).__ttr.texts("players:countdown").length > 0);
    assert.match((await countdowns(alice))[0], /^2[34]h \d\dm left$/);
    await alice.click("modal:ticket:0");
    await alice.click("modal:ticket:1");
    await alice.click("modal:confirm");
    await alice.waitInfo("i.phase === 'playing' && i.modal === null && i.currentPlayer === i.seat", 120_000);
    await alice.page.waitForFunction(() =>
      (window as unknown as { __ttr: { texts(g: string): { text: string }[] } }).__ttr.texts("players:countdown").length === 1);
    assert.match((await countdowns(alice))[0], /^2[34]h \d\dm left$/);
    await alice.shot("clock-02-async-countdown.png");

    // Bob's lobby marks alice's game as async; his own game takes the form's default, real-time.
    const bob = await Player.open(suite.browser, "bob", suite.baseUrl, { width: 1440, height: 900 });
    await bob.scene("Login");
    await bob.register("bob_clock", "secret-2");
    const listed = bob.page.locator(".ttr-game", { hasText: "Correspondence" });
    await listed.waitFor();
    assert.match((await listed.locator(".meta").textContent()) ?? "", /in progress · async/);
    // (a game with a bot whose clock nobody chose is relaxed: real-time is chosen here to see its countdown)
    await startWithBot(bob, "Blitz", "blue", "realtime", "clock-03-create-realtime.png");
    assert.equal((await serverGame("Blitz")).record.clock?.mode, "realtime");
    await bob.page.waitForFunction(() =>
      (window as unknown as { __ttr: { texts(g: string): { text: string }[] } }).__ttr.texts("players:countdown").length > 0);
    const first = (await countdowns(bob))[0];
    assert.match(first, /^\d+:\d\d left$/, "minutes and seconds");
    // It ticks between state changes: the text changes while nothing else happens.
    await bob.page.waitForFunction((was) =>
      (window as unknown as { __ttr: { texts(g: string): { text: string }[] } }).__ttr.texts("players:countdown")[0]?.text !== was, first);
    await bob.click("modal:ticket:0");
    await bob.click("modal:ticket:1");
    await bob.click("modal:confirm");
    await bob.waitInfo("i.phase === 'playing' && i.modal === null && i.currentPlayer === i.seat", 120_000);
    await bob.page.waitForFunction(() =>
      (window as unknown as { __ttr: { texts(g: string): { text: string }[] } }).__ttr.texts("players:countdown").length === 1);
    await bob.shot("clock-04-realtime-countdown.png");

    // Alice closes her browser in the middle of her async turn and comes back later in a new one: her game is in
    // "your games" with "your move" (from the lobby's listing: this tab is not in the game), and the seat is hers.
    await alice.context.close();
    const correspondence = await serverGame("Correspondence");
    const room = matchMaker.getLocalRoomById(correspondence.record.id) as TtrRoom;
    await waitFor(() => !room.state.players[0].connected, "the server sees alice gone");
    const again = await Player.open(suite.browser, "alice-again", suite.baseUrl, { width: 1440, height: 900 });
    await again.logIn("alice_clock", "secret-1");
    const mine = again.page.locator(".ttr-game", { hasText: "Correspondence" });
    await mine.locator(".ttr-your-move").waitFor();
    assert.equal(room.state.players[0].isBot, false);
    await again.shot("clock-05-lobby-your-move.png", 0);
    assert.equal(correspondence.seats[0].username, "alice_clock");

    assert.deepEqual([...alice.errors, ...bob.errors, ...again.errors], [], "no console errors");
  });

  it("alerts a lobby tab in the background when an async game becomes your move", async () => {
    // carol and dave set the game up through colyseus.js; dave then leaves it and waits in the lobby of a browser
    const carol = await accountClient(suite.baseUrl, "carol_async");
    const dave = await accountClient(suite.baseUrl, "dave_async");
    const rc = await carol.create("ttr", { gameName: "Letters", color: "green", timeControl: "async" });
    const rd = await dave.joinById(rc.roomId, { color: "blue" });
    for (const r of [rc, rd]) r.onMessage("*", () => {});
    assert.equal((await askRoom(rc, { type: "startGame" })).code, "ok");
    assert.equal((await askRoom(rc, { type: "selectDestinations", destinationsSelected: [0, 1] })).code, "ok");
    assert.equal((await askRoom(rd, { type: "selectDestinations", destinationsSelected: [0, 1] })).code, "ok");
    const game = (matchMaker.getLocalRoomById(rc.roomId) as TtrRoom).game;
    /** Plays the seat's turn with card draws until `done`. */
    const playUntil = async (room: Room, seat: number, done: () => boolean) => {
      while (!done()) {
        const legal = legalActions(game.rules!, seat);
        const command = legal.find((c) => c.type === "drawTrainCard") ?? legal[0];
        assert.equal((await askRoom(room, command)).code, "ok");
      }
    };
    await playUntil(rd, 1, () => game.rules!.currentPlayer !== 1);
    await rd.leave(true);

    const tab = await Player.open(suite.browser, "dave", suite.baseUrl, { width: 1440, height: 900 });
    await tab.logIn("dave_async", TEST_PASSWORD);
    const row = tab.page.locator(".ttr-game", { hasText: "Letters" });
    await row.waitFor();
    assert.equal(await row.locator(".ttr-your-move").count(), 0, "carol's move first");
    // the tab goes to the background (as when the person switches to another tab)
    // (a string: a function would be compiled with helpers the page does not have)
    await tab.page.evaluate("Object.defineProperty(document, 'hidden', { configurable: true, get() { return true; } })");
    await playUntil(rc, 0, () => game.rules!.currentPlayer !== 0);
    await tab.page.waitForFunction(() => document.title.startsWith("▶ Your turn"));
    await row.locator(".ttr-your-move").waitFor();
    assert.equal(game.seats[1].username, "dave_async", "the seat is still dave's");
    await tab.shot("clock-06-lobby-alert.png", 0);
    assert.deepEqual(tab.errors, [], "no console errors");
  });
});
