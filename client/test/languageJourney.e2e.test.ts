// One person's whole language journey, in a browser: a first visit from a German browser (Accept-Language de-DE) is
// German from the login page to the game; in the middle of a game against a bot, the game menu's switch to Polish
// re-says every visible text at once (nothing English or German left) and the game goes on on the same connection (a
// move after the switch is accepted); after a logout, a login in a new English browser brings the account's Polish
// back; and a turn notice to that account arrives in Polish (subscribed from that browser's game menu through the
// stand-in push service, decrypted as the browser would). Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import type { Room } from "colyseus.js";
import { ask, registerUser, serverAt } from "../../test-kit/index.js";
import { playOneMove, rulesOf } from "../../server/test/autoplay.js";
import { BrowserSubscription, PushServiceStandIn } from "../../server/test/pushServiceKit.js";
import type { TurnNoticePayload } from "../../server/src/push/turnPush.js";
import { CATALOGS } from "../src/i18n/catalogs.js";
import { drawTwoCardsByClicks, launchBrowser, Player, serverRoom, startServerWithClient, untilOnServer } from "./browserKit.js";
import { englishLeft, pageLanguage, switchInGameMenu, wordsLeft } from "./languageMatrix.js";
import { noticeTexts } from "../../server/src/push/noticeTexts.js";

const USER = "reise_pl";
const PASSWORD = "secret-journey-1";
const WINDOW = { width: 1280, height: 800 };

/** A page script (a string: tsx's helpers do not exist in the page): the browser's push service is the stand-in's `subscription`. */
function fakePushManager(subscription: ReturnType<BrowserSubscription["toJSON"]>): string {
  return `(() => {
  let subscribed = false;
  const json = ${JSON.stringify(subscription)};
  const subscription = { endpoint: json.endpoint, toJSON: () => json, async unsubscribe() { subscribed = false; return true; } };
  PushManager.prototype.subscribe = async function () { subscribed = true; return subscription; };
  PushManager.prototype.getSubscription = async function () { return subscribed ? subscription : null; };
})();`;
}

/** A turn of two cards drawn by clicks, on the Board tab where the cards lie (a desktop opens on the Hand tab). */
async function drawByClicks(player: Player, roomId: string, seat: number): Promise<void> {
  const boardTab = await player.page.evaluate(() => (window as unknown as { __ttr: { point(n: string): unknown } }).__ttr.point("tab:board") !== null);
  if (boardTab) await player.click("tab:board");
  await drawTwoCardsByClicks(player, () => rulesOf(roomId), seat);
}

describe("languages: one person's journey from German to Polish, across browsers and into a turn notice (headless Chromium)", function () {
  this.timeout(900_000);
  let browser: Browser;
  let baseUrl: string;
  let service: PushServiceStandIn;
  let stop: () => Promise<void>;
  const rooms: Room[] = [];

  before(async () => {
    service = await PushServiceStandIn.start();
    const started = await startServerWithClient({ pushTestServiceCert: service.certFile, pushTestServiceOrigin: service.origin, turnSeconds: 3600 });
    baseUrl = started.baseUrl;
    browser = await launchBrowser();
    stop = async () => {
      await browser.close();
      await started.server.shutdown();
      await service.stop();
    };
  });
  after(async () => {
    await Promise.all(rooms.filter((r) => r.connection.isOpen).map((r) => r.leave(true).catch(() => undefined)));
    await stop?.();
  });

  it("German at the first visit, Polish from the game menu mid-game, Polish again in a new English browser and in a turn notice", async () => {
    // A first visit from a German browser: German, before anyone chose.
    const german = await Player.open(browser, "german", baseUrl, WINDOW, 1, false, "de-DE");
    const page = german.page;
    await german.scene("Login");
    assert.equal(await pageLanguage(page), "de");
    assert.equal(await page.textContent("#login-heading"), CATALOGS.de["login.heading"]);
    assert.deepEqual(await englishLeft(page, "de", []), [], "the login page is all German");
    await german.register(USER, PASSWORD);
    assert.equal(await page.textContent("#lobby h2"), CATALOGS.de["lobby.heading"]);
    assert.deepEqual(await englishLeft(page, "de", [USER]), [], "the lobby is all German");

    // A game against a bot, in German.
    await german.playAgainstBot("Reise", "green");
    await german.waitInfo("i.modal === 'destinations'");
    await german.click("modal:ticket:0");
    await german.click("modal:ticket:1");
    await german.click("modal:confirm");
    await german.waitInfo("i.phase === 'playing' && i.modal === null");
    const { roomId, seat } = (await german.info()) as { roomId: string; seat: number };
    const names = [USER, "Reise", ...rulesOf(roomId).players.map((_, i) => serverRoom(roomId).game.seats[i]?.username ?? "")];
    assert.deepEqual(await englishLeft(page, "de", names), [], "the game is all German");

    // The switch to Polish from the game menu: the same page and the same connection, every text at once.
    const sessionOf = () => serverRoom(roomId).clients.find((c) => (c.auth as { username?: string } | undefined)?.username === USER)?.sessionId;
    const session = sessionOf();
    assert.ok(session, "the person's connection to the game");
    await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/account/language") && r.status() === 200);
    assert.equal(await switchInGameMenu(german, "pl"), true, "the game menu has a language switch");
    await saved;
    assert.equal(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage), true, "no reload");
    assert.deepEqual(await englishLeft(page, "pl", names), [], "no English left after the switch");
    assert.deepEqual(await wordsLeft(page, "pl", "de", names), [], "no German left after the switch");

    // The game goes on: a move of the person's after the switch is accepted, on the same connection.
    const movesBefore = serverRoom(roomId).game.record.log.length;
    await untilOnServer(() => rulesOf(roomId).currentPlayer === seat && rulesOf(roomId).turnStage === "start", 240_000);
    await german.waitInfo("i.currentPlayer === i.seat && i.turnStage === 'start'");
    await drawByClicks(german, roomId, seat);
    await untilOnServer(() => serverRoom(roomId).game.record.log.slice(movesBefore).some((e) => e.player === seat && e.by !== "bot"));
    assert.equal(sessionOf(), session, "the same connection");

    // Logout (from the lobby), then a new English browser: English until the login, the account's Polish after it.
    await german.click("menu");
    await german.waitInfo("i.menuOpen === true");
    await german.click("menu:lobby");
    await german.scene("Lobby");
    await page.click("#logout");
    await page.click("#logout-confirm");
    await german.scene("Login");
    await german.context.close();

    const phone = new BrowserSubscription(`${service.origin}/push/reise-pl`);
    const english = await Player.open(browser, "english", baseUrl, WINDOW, 1, false, "en-US");
    await english.context.grantPermissions(["notifications"], { origin: baseUrl });
    await english.context.addInitScript({ content: fakePushManager(phone.toJSON()) });
    await english.page.reload();
    await english.scene("Login");
    assert.equal(await pageLanguage(english.page), "en");
    await english.logIn(USER, PASSWORD);
    await english.page.waitForFunction(() => document.documentElement.lang === "pl");
    assert.equal(await english.page.textContent("#lobby h2"), CATALOGS.pl["lobby.heading"]);
    assert.deepEqual(await englishLeft(english.page, "pl", [USER]), [], "the lobby is all Polish");

    // A turn notice: an async game with another person, joined from this browser, notices asked for in its menu;
    // then the person goes away and the other plays until it is their turn.
    const host = await registerUser(serverAt(baseUrl), "reise_host");
    const hostRoom = await host.client.create("ttr", { gameName: "Pociąg nocny", color: "red", seed: 11, timeControl: "async" });
    hostRoom.onMessage("*", () => undefined);
    rooms.push(hostRoom);
    await english.page.click(`#join-${hostRoom.roomId}-blue`);
    await english.scene("WaitingRoom");
    await untilOnServer(() => serverRoom(hostRoom.roomId).game.seats.length === 2);
    assert.equal((await ask(hostRoom, "startGame")).code, "ok");
    await english.waitInfo("i.scene === 'Game' && i.modal === 'destinations'");
    await english.click("modal:ticket:0");
    await english.click("modal:ticket:1");
    await english.click("modal:confirm");
    assert.equal((await ask(hostRoom, "selectDestinations", { destinationsSelected: [0, 1] })).code, "ok");
    await english.waitInfo("i.phase === 'playing' && i.modal === null");
    await english.click("menu");
    await english.click("menu:notify");
    await english.waitInfo("i.sound.notify === true");
    const guestSeat = 1;
    // The browser's own turn first, if the deal gave it the first one (a notice comes when a turn starts).
    if (rulesOf(hostRoom.roomId).currentPlayer === guestSeat) {
      await english.click("menu");
      await english.waitInfo("i.menuOpen === false");
      await drawByClicks(english, hostRoom.roomId, guestSeat);
      await untilOnServer(() => rulesOf(hostRoom.roomId).currentPlayer !== guestSeat);
    }
    await english.context.close();
    await untilOnServer(() => !serverRoom(hostRoom.roomId).clients.some((c) => (c.auth as { username?: string } | undefined)?.username === USER));
    while (rulesOf(hostRoom.roomId).currentPlayer !== guestSeat) await playOneMove(hostRoom.roomId, new Map([[0, hostRoom]]));

    const delivery = await service.nth("/push/reise-pl", 1);
    const notice = JSON.parse(phone.decrypt(delivery.body)) as TurnNoticePayload;
    const polish = noticeTexts("pl");
    assert.deepEqual({ title: notice.title, body: notice.body }, { title: polish.title, body: polish.body("Pociąg nocny") }, "the notice is Polish");
    assert.notEqual(notice.title, noticeTexts("en").title);
    assert.deepEqual([...german.errors, ...english.errors], []);
  });
});
