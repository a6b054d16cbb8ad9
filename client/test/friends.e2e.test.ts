// Browser test: two people (two browser contexts: a desktop and a phone) become friends through the lobby's friends
// panel; one opens a table with a bot and invites the other from the waiting room; the invitation arrives in the
// other's lobby and as a push notice through the stand-in push service (decrypted as the browser would), one tap on
// Join seats them in a free colour, and the short game (`?trains=1`: the last round comes after the first turn) is
// played by clicks to the end screen, where Ann proposes Play again, Ben accepts, and the second game starts with the
// seats turned by one. Screenshots of the friends list and of an invitation, desktop and phone.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { matchMaker } from "@colyseus/core";
import type { GameState } from "../../shared-rules/src/index.js";
import type { TurnNoticePayload } from "../../server/src/push/turnPush.js";
import type { GameServer } from "../../server/src/createGameServer.js";
import { BrowserSubscription, PushServiceStandIn } from "../../server/test/pushServiceKit.js";
import { drawTwoCardsByClicks, launchBrowser, Player, serverRoom, startServerWithClient, untilOnServer } from "./browserKit.js";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = "friendly-trains-4";

describe("friends in the browser: befriend, invite from a waiting table, Join in one tap, a short game, Play again", function () {
  this.timeout(300_000);
  let browser: Browser;
  let server: GameServer;
  let baseUrl: string;
  let service: PushServiceStandIn;

  before(async () => {
    service = await PushServiceStandIn.start();
    ({ server, baseUrl } = await startServerWithClient({ pushTestServiceCert: service.certFile, pushTestServiceOrigin: service.origin, reconnectSeconds: 600 }));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.shutdown();
    await service?.stop();
  });

  it("two people become friends, one invites the other, Join seats them, they play to the end, and Play again turns the seats", async () => {
    const ann = await Player.open(browser, "ann", `${baseUrl}/?seed=5&trains=1`, DESKTOP);
    const ben = await Player.open(browser, "ben", baseUrl, PHONE, 2, true);
    await ann.scene("Login");
    await ann.register("ann_friend", PASSWORD);
    await ben.scene("Login");
    await ben.register("ben_friend", PASSWORD);
    // Ben's phone allowed notices: its subscription, as the browser's push manager would have sent it.
    const benId = (await server.services.users.byUsername("ben_friend"))!.id;
    const phone = new BrowserSubscription(`${service.origin}/push/ben-phone`);
    await server.services.pushSubscriptions.save(benId, phone.toJSON());

    // Ann asks Ben by username; the request reaches Ben's lobby live, and he accepts it there.
    await ann.page.fill("#friend-name", "ben_friend");
    await ann.page.click("#friend-ask");
    await ann.page.waitForSelector("#sent-ben_friend");
    await ben.page.waitForSelector("#request-accept-ann_friend");
    // a phone shows the lobby as one column: the panel is scrolled to, as a person would
    await ben.page.locator("#friends-panel").scrollIntoViewIfNeeded();
    await ben.shot("friends-request-phone.png");
    await ben.page.tap("#request-accept-ann_friend");
    await ann.page.waitForSelector("#friend-ben_friend.ttr-friend-lobby", { timeout: 60_000 });
    await ben.page.waitForSelector("#friend-ann_friend");
    await ann.shot("friends-list-desktop.png");
    const request = JSON.parse(phone.decrypt((await service.nth("/push/ben-phone", 1)).body)) as TurnNoticePayload;
    assert.equal(request.kind, "friendRequest");
    assert.match(request.body, /ann_friend/);

    // Ann opens a table with a bot and invites Ben from its waiting room.
    await ann.createGame("Among friends", "red");
    await ann.page.click("#add-bot");
    await ann.page.click("#invite-friend-ben_friend");
    await ann.page.waitForSelector("#friend-invites-note:has-text('ben_friend')");
    await ann.shot("friends-invite-desktop.png");
    const table = (await matchMaker.query({ name: "ttr" })).find((r) => (r.metadata as { players?: { username: string }[] } | undefined)?.players?.some((p) => p.username === "ann_friend"));
    const gameId = table!.roomId;
    // The invitation: in Ben's lobby with Join, and on his phone as a notice naming the table.
    await ben.page.waitForSelector(`#invitation-join-${gameId}`);
    await ben.page.locator("#friends-panel").scrollIntoViewIfNeeded();
    await ben.shot("friends-invitation-phone.png");
    const invitation = JSON.parse(phone.decrypt((await service.nth("/push/ben-phone", 2)).body)) as TurnNoticePayload;
    assert.deepEqual([invitation.kind, invitation.gameId], ["invitation", gameId]);
    assert.match(invitation.body, /Among friends/);
    // One tap seats him in a free colour.
    await ben.page.tap(`#invitation-join-${gameId}`);
    await ben.scene("WaitingRoom");
    const game = serverRoom(gameId).game;
    await untilOnServer(() => game.seats.some((s) => s.username === "ben_friend"));
    assert.notEqual(game.seats.find((s) => s.username === "ben_friend")!.color, "red", "a free colour");

    await ann.page.waitForSelector("#start-game:not([disabled])");
    await ann.page.click("#start-game");
    await Promise.all([ann.scene("Game"), ben.scene("Game")]);
    await untilOnServer(() => game.rules !== undefined && game.rules !== null);
    const rules = (): GameState => game.rules!;
    const people = [ann, ben].map((p) => ({ p, seat: game.seats.findIndex((s) => s.username === (p === ann ? "ann_friend" : "ben_friend")) }));
    for (const { p } of people) {
      await p.waitInfo("i.modal === 'destinations'");
      await p.click("modal:ticket:0");
      await p.click("modal:ticket:1");
      await p.click("modal:confirm");
    }
    await untilOnServer(() => rules().phase === "playing");
    // One train each: the last round begins after the first turn; each person draws two cards on their turns.
    for (let turn = 0; turn < 20 && rules().phase === "playing"; turn++) {
      const turnNow = rules().turnNumber;
      const mover = people.find((x) => x.seat === rules().currentPlayer);
      if (mover) {
        await mover.p.waitInfo("i.scene === 'Game' && i.currentPlayer === i.seat && i.turnStage === 'start' && i.modal === null");
        if (mover.p === ben) {
          // the phone shows the cards on its board tab
          await ben.click("tab:board").catch(() => undefined);
        }
        await drawTwoCardsByClicks(mover.p, rules, mover.seat, mover.p === ben ? (name) => ben.tap(name) : undefined);
      }
      await untilOnServer(() => rules().phase !== "playing" || rules().turnNumber !== turnNow);
    }
    assert.equal(rules().phase, "ended");
    await Promise.all([ann.scene("GameOver"), ben.scene("GameOver")]);
    // Play again: Ann proposes on her end screen, Ben accepts on his phone, and both are taken into the new game,
    // seated one further round the table (the first player of the old game plays last), the bot with them.
    await ann.page.click("#play-again");
    await ben.page.waitForSelector("#play-again-accept");
    await ben.page.tap("#play-again-accept");
    await ann.waitInfo(`i.scene === 'Game' && i.roomId !== '${gameId}'`);
    await ben.waitInfo(`i.scene === 'Game' && i.roomId !== '${gameId}'`);
    const next = String((await ann.info()).roomId);
    assert.equal(String((await ben.info()).roomId), next, "both in the same new game");
    const seatsOf = (seats: readonly { username: string; bot: unknown }[]) => seats.map((s) => [s.username, s.bot !== null]);
    const before = seatsOf(game.seats);
    assert.deepEqual(seatsOf(serverRoom(next).game.seats), [...before.slice(1), before[0]], "the seats turned by one");
    assert.deepEqual([...ann.errors, ...ben.errors], []);
  });
});
