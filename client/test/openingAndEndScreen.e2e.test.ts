// Browser end-to-end: two players in two Chromium contexts register, create and join a game, start it, choose
// tickets, draw cards (face-up and deck), claim a route by clicking it on the canvas and through the buy modal,
// and see each other's boards update; a third context spectates and sees no hand. Any console error fails.
// Needs `npm run build` first (the root test script does it) and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import type { GameServer } from "../../server/src/createGameServer.js";
import { USA_MAP } from "../../shared-rules/src/index.js";
import { PASSWORD_RULE } from "../../shared-rules/protocol/index.js";
import { dropConnections, launchBrowser, Player, PUBLIC_DIR, startServerWithClient } from "./browserKit.js";

type Info = Record<string, unknown> & { seat: number | null; currentPlayer: number; hand: Record<string, number> | null; routeOwners: number[] };

/** An unclaimed route this hand can pay for, shortest first, with the colour to use. */
function payableRoute(info: Info): { id: number; color: string } | null {
  const hand = info.hand ?? {};
  const loco = hand.locomotive ?? 0;
  const candidates = USA_MAP.routes.filter((r) => info.routeOwners[r.id] === -1 && (r.double === null || info.routeOwners[r.double] === -1)).sort((a, b) => a.length - b.length);
  for (const r of candidates) {
    const colors = r.color === "gray" ? Object.keys(hand).filter((c) => c !== "locomotive") : [r.color];
    const best = colors.filter((c) => (hand[c] ?? 0) > 0 && (hand[c] ?? 0) + loco >= r.length).sort((a, b) => (hand[b] ?? 0) - (hand[a] ?? 0))[0];
    if (best) return { id: r.id, color: best };
  }
  return null;
}

const t0 = Date.now();
/** E2E_TRACE=1 prints how long each step took (the steps wait on a software-rendered WebGL canvas). */
function trace(step: string): void {
  if (process.env.E2E_TRACE) console.log(`    [${((Date.now() - t0) / 1000).toFixed(1)} s] ${step}`);
}

describe("browser client (headless Chromium e2e)", function () {
  this.timeout(900_000); // a whole opening in three browsers; minutes on a loaded 2-core machine
  let server: GameServer;
  let quickBotServer: GameServer | undefined;
  let baseUrl = "";
  let browser: Browser;
  const players: Player[] = [];

  before(async function () {
    if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) throw new Error("public/index.html is missing: run `npm run build` first");
    // A reconnection window long enough for a loaded machine: the drop/reload steps expect the seat untouched.
    ({ server, baseUrl } = await startServerWithClient());
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.shutdown();
    await quickBotServer?.shutdown();
  });

  it("plays the opening of a game in two browsers while a third spectates", async () => {
    const alice = await Player.open(browser, "alice", `${baseUrl}/?seed=42`);
    const bob = await Player.open(browser, "bob", baseUrl);
    players.push(alice, bob);
    await alice.scene("Login");
    await alice.shot("01-login.png");
    trace("01-login.png");

    // the password rule is on screen under its field before anyone gets it wrong
    const hint = await alice.page.$eval("#register-password-hint", (e) => ({ text: e.textContent ?? "", shown: (e as HTMLElement).offsetHeight > 0 }));
    assert.equal(hint.text, PASSWORD_RULE);
    assert.ok(hint.shown, "the password rule is visible");

    // a refused registration shows the server's reason in red beside the field (Chromium itself logs the 400
    // answer as a failed resource load; that one expected line is not the client's error)
    const errorsBefore = alice.errors.length;
    await alice.page.fill("#register-username", "alice_e2e");
    await alice.page.fill("#register-password", "abc");
    await alice.page.fill("#register-confirm", "abc");
    await alice.page.press("#register-confirm", "Enter");
    await alice.page.waitForFunction(() => (document.querySelector("#register-password-error")?.textContent ?? "") !== "");
    const color = await alice.page.$eval("#register-password-error", (e) => getComputedStyle(e).color);
    assert.equal(color, "rgb(192, 32, 26)");
    await alice.shot("02-register-error.png");
    trace("02-register-error.png");
    const expected = alice.errors.splice(errorsBefore);
    assert.ok(expected.every((e) => /status of 400/.test(e)), expected.join("\n"));

    await alice.register("alice_e2e", "secret-1");
    await bob.scene("Login");
    await bob.register("bob_e2e", "secret-2");
    // the session survives a reload (token kept in localStorage)
    await bob.page.reload();
    await bob.scene("Lobby");

    // alice creates a game as red; it shows up live in bob's lobby with its free colours
    await alice.page.click("#create-game");
    await alice.page.fill("#create-title", "E2E Express");
    await alice.page.click("#create-color-red");
    await alice.shot("03-create-game.png");
    trace("03-create-game.png");
    await alice.page.press("#create-title", "Enter");
    await alice.scene("WaitingRoom");
    const joinBlue = bob.page.locator("button[id^='join-'][id$='-blue']");
    await joinBlue.waitFor({ timeout: 60000 });
    assert.equal(await bob.page.locator("button[id^='join-'][id$='-red']").count(), 0, "red is taken");
    await bob.shot("04-lobby.png");
    trace("04-lobby.png");
    await joinBlue.click();
    await bob.scene("WaitingRoom");
    await alice.page.waitForFunction(() => document.querySelectorAll("#waiting-players li").length === 2);
    await alice.page.waitForSelector("#start-game:not([disabled])");
    await alice.shot("05-waiting-room.png");
    trace("05-waiting-room.png");
    await alice.page.click("#start-game");

    // everybody picks opening tickets at once through the destination modal
    for (const p of [alice, bob]) {
      await p.scene("Game");
      await p.waitInfo("i.modal === 'destinations'");
    }
    await alice.hover("modal:ticket:0");
    await alice.shot("06-choose-tickets.png");
    trace("06-choose-tickets.png");
    for (const p of [alice, bob]) {
      await p.click("modal:ticket:0");
      await p.click("modal:ticket:1");
      await p.click("modal:confirm");
    }
    for (const p of [alice, bob]) await p.waitInfo("i.phase === 'playing' && i.modal === null && i.ticketCount >= 2");
    // a reload drops bob's connection; he comes back to the same seat with the same hand (client.reconnect)
    const bobBefore = (await bob.info()) as Info;
    await bob.page.reload();
    await bob.scene("Game");
    await bob.waitInfo(`i.phase === 'playing' && i.seat === ${bobBefore.seat} && i.ticketCount >= 2`);
    assert.deepEqual(((await bob.info()) as Info).hand, bobBefore.hand);
    await alice.shot("07-board-hand-tab.png");
    trace("07-board-hand-tab.png");

    // the player to move takes a face-up card, then the top of the deck
    const first = ((await alice.info()) as Info).currentPlayer === ((await alice.info()) as Info).seat ? alice : bob;
    const second = first === alice ? bob : alice;
    await first.click("tab:board");
    await first.waitInfo("i.tab === 'board'");
    await first.shot("08-board-tab.png");
    trace("08-board-tab.png");
    const before = (await first.info()) as Info;
    const total = (h: Record<string, number> | null) => Object.values(h ?? {}).reduce((a, b) => a + b, 0);
    const slot = (before.faceUp as (string | null)[]).findIndex((c) => c && c !== "locomotive");
    assert.ok(slot >= 0, "a non-locomotive face-up card");
    await first.click(`faceUp:${slot}`);
    await first.waitInfo(`i.turnStage === 'drewOneCard'`);
    await first.click("deck");
    await first.waitInfo(`i.currentPlayer !== ${before.seat}`);
    assert.equal(total(((await first.info()) as Info).hand), total(before.hand) + 2);

    // players alternate (drawing from the deck) until the one to move can pay for a route, then claim it by
    // clicking it on the map and confirming in the buy modal
    let mover = second;
    let claim: { id: number; color: string } | null = null;
    for (let turn = 0; turn < 12; turn++) {
      const info = (await mover.info()) as Info;
      claim = payableRoute(info);
      if (claim) break;
      await mover.click("tab:board");
      await mover.click("deck");
      await mover.waitInfo("i.turnStage === 'drewOneCard'");
      await mover.click("deck");
      await mover.waitInfo(`i.currentPlayer !== ${info.seat}`);
      mover = mover === alice ? bob : alice;
    }
    assert.ok(claim, "someone could pay for a route");
    const other = mover === alice ? bob : alice;
    const moverSeat = ((await mover.info()) as Info).seat;
    await mover.hover(`route:${claim.id}`);
    await mover.shot("09-route-tooltip.png");
    trace("09-route-tooltip.png");
    await mover.click(`route:${claim.id}`);
    await mover.waitInfo("i.modal === 'buyRoute'");
    if (USA_MAP.routes[claim.id].color === "gray") await mover.click(`modal:color:${claim.color}`);
    await mover.shot("10-buy-route-modal.png");
    trace("10-buy-route-modal.png");
    await mover.click("modal:confirm");
    await mover.waitInfo(`i.routeOwners[${claim.id}] === ${moverSeat} && i.modal === null`);
    // the other browser's board shows the claim
    await other.waitInfo(`i.routeOwners[${claim.id}] === ${moverSeat}`);
    await mover.shot("11-route-claimed.png");
    trace("11-route-claimed.png");
    await other.click("tab:board");
    await other.shot("12-opponent-sees-claim.png");
    trace("12-opponent-sees-claim.png");

    // the next player draws destination tickets mid-game: the modal asks to keep at least one (Enter confirms)
    const drawer = other;
    await drawer.waitInfo(`i.currentPlayer === i.seat`);
    const ticketsBefore = Number(((await drawer.info()) as Info).ticketCount);
    await drawer.click("tab:board");
    await drawer.click("ticketDeck");
    await drawer.waitInfo("i.modal === 'destinations'");
    await drawer.click("modal:ticket:1");
    await drawer.page.keyboard.press("Enter");
    await drawer.waitInfo(`i.modal === null && i.ticketCount === ${ticketsBefore + 1} && i.currentPlayer !== i.seat`);

    // the network drops under bob: the page says so, reconnects by itself and keeps his seat
    const roomId = String(((await bob.info()) as Info).roomId);
    const bobHand = ((await bob.info()) as Info).hand;
    dropConnections(roomId, "bob_e2e");
    await bob.waitInfo("i.connection === 'reconnecting'");
    await bob.page.waitForSelector(".ttr-status");
    await bob.shot("12b-reconnecting.png", 0);
    trace("12b-reconnecting.png");
    await bob.waitInfo("i.connection === 'connected'", 90000);
    assert.deepEqual(((await bob.info()) as Info).hand, bobHand);

    // a third person spectates: the board and public counts, never a hand
    const carol = await Player.open(browser, "carol", baseUrl);
    players.push(carol);
    await carol.scene("Login");
    await carol.register("carol_e2e", "secret-3");
    const spectate = carol.page.locator("button[id^='spectate-']").first();
    await spectate.waitFor();
    await spectate.click();
    await carol.scene("Game");
    await carol.waitInfo(`i.spectator === true && i.routeOwners && i.routeOwners[${claim.id}] === ${moverSeat}`);
    const seen = (await carol.info()) as Info & { players: { hasPrivate: boolean; handCount: number }[] };
    assert.equal(seen.hand, null);
    assert.ok(seen.players.every((p) => !p.hasPrivate), "the spectator's state holds no player's hand or tickets");
    assert.ok(seen.players.every((p) => p.handCount > 0), "the public card counts are shown");
    await carol.click("tab:hand");
    await carol.shot("13-spectator.png");
    trace("13-spectator.png");
    await alice.click("menu");
    await alice.page.fill("#chat-input", "Good luck, Bob!");
    await alice.page.press("#chat-input", "Enter");
    await bob.waitInfo("i.chat.some((c) => c.message === 'Good luck, Bob!' && c.sender === 'alice_e2e')");
    await alice.waitInfo("i.chat.length > 0");
    await alice.shot("14-history-chat.png");
    trace("14-history-chat.png");

    const errors = players.flatMap((p) => p.errors);
    assert.deepEqual(errors, [], "no console errors");
    await carol.context.close();
  });

  it("shows a spectator the end screen with the breakdown when a game finishes", async () => {
    // dave opens a game against a bot, keeps his tickets and drops; after the reconnection window a bot plays his
    // seat, the two bots finish the game, and erin (spectating) gets the end screen. Its own server hands a dropped
    // seat to a bot after 2 s (Colyseus' matchmaker is one per process: the first server goes first).
    await server.shutdown();
    // (bots without a pause between moves: erin watches for the end, not the moves)
    const quick = await startServerWithClient({ reconnectSeconds: 2, botDelayMs: 0 });
    quickBotServer = quick.server;
    const baseUrl = quick.baseUrl;
    const dave = await Player.open(browser, "dave", `${baseUrl}/?seed=7`);
    const erin = await Player.open(browser, "erin", baseUrl);
    await dave.scene("Login");
    await dave.register("dave_e2e", "secret-4");
    await dave.createGame("Bots to the end", "green");
    await dave.page.click("#add-bot");
    await dave.page.waitForSelector("#start-game:not([disabled])");
    await dave.page.click("#start-game");
    await dave.scene("Game");
    await dave.waitInfo("i.modal === 'destinations'");
    await dave.click("modal:ticket:0");
    await dave.click("modal:ticket:2");
    await dave.click("modal:confirm");
    await dave.waitInfo("i.phase === 'playing'");
    await erin.scene("Login");
    await erin.register("erin_e2e", "secret-5");
    const row = erin.page.locator(".ttr-game", { hasText: "Bots to the end" });
    await row.locator("button[id^='spectate-']").click();
    await erin.scene("Game");
    trace("erin in Game");
    await dave.context.close();
    await erin.scene("GameOver", 200000);
    await erin.page.waitForFunction(() => Boolean((window as unknown as { __ttr: { info(): { result?: unknown } } }).__ttr.info().result));
    const info = (await erin.info()) as { result: { username: string; points: number; breakdown: { longestPathRoutes: number[] } }[] };
    assert.equal(info.result.length, 2);
    assert.ok(info.result.some((r) => r.breakdown.longestPathRoutes.length > 0), "a longest path to highlight");
    await erin.shot("15-game-over.png");
    trace("15-game-over.png");
    assert.deepEqual(erin.errors, [], "no console errors");
    await erin.context.close();
  });
});
