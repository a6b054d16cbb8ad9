// What reaches a player besides the board, in a browser (issue 28, items 4 and 5): the effects and turn chime
// switches are separate and remembered by the browser across a reload; the game page tells the server whether it is
// in front, which decides whether a turn notice is pushed (server/test/push.test.ts sends them); "Notify me" hands
// the browser's subscription to the server and takes it back, the service worker shows a pushed notice, and a
// notice's link opens its game.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { matchMaker } from "@colyseus/core";
import type { TtrRoom } from "../../server/src/room/TtrRoom.js";
import { Player, serverAndBrowser } from "./browserKit.js";

/** The page's visibility as the browser would report it after a tab switch (headless pages are always "visible"). */
async function pretendVisibility(p: Player, state: "hidden" | "visible"): Promise<void> {
  // A string script: tsx's helpers (its __name for named functions) would not exist in the page.
  await p.page.evaluate(`(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => ${JSON.stringify(state)} });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => ${JSON.stringify(state === "hidden")} });
    document.dispatchEvent(new Event("visibilitychange"));
  })()`);
}

/** The game of this name, as the server holds it (the server runs in this process). */
async function serverRoom(gameName: string): Promise<TtrRoom> {
  const listings = await matchMaker.query({ name: "ttr" });
  const room = listings.map((l) => matchMaker.getLocalRoomById(l.roomId) as TtrRoom).find((r) => r.game.record.gameName === gameName);
  assert.ok(room, `no game named ${gameName}`);
  return room;
}

/** Whether the server takes the person's connection to the game as looking at it (`hidden` unset on it). */
async function serverSeesHidden(gameName: string): Promise<boolean | undefined> {
  return ((await serverRoom(gameName)).clients[0]?.userData as { hidden?: boolean } | undefined)?.hidden;
}

async function until(predicate: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; !(await predicate()); i++) {
    if (i > 3000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sound = (p: Player) => p.info().then((i) => i.sound as { effects: boolean; chime: boolean });

describe("sound and notice switches in the game view", function () {
  this.timeout(600_000);
  const suite = serverAndBrowser();

  it("effects and the turn chime switch separately, and the browser remembers both", async () => {
    const alice = await Player.open(suite.browser, "alice", suite.baseUrl, { width: 1440, height: 900 });
    await alice.scene("Login");
    await alice.register("alice_sound", "secret-1");
    await alice.playAgainstBot("Quiet please", "red");
    await alice.waitInfo("i.modal === 'destinations'");
    await alice.click("modal:ticket:0");
    await alice.click("modal:ticket:1");
    await alice.click("modal:confirm");
    await alice.waitInfo("i.phase === 'playing' && i.modal === null", 120_000);
    assert.deepEqual(await sound(alice), { effects: false, chime: false, notify: false }, "both off at first");

    await alice.click("menu");
    await alice.click("menu:effects");
    await alice.waitInfo("i.sound.effects === true");
    assert.equal((await sound(alice)).chime, false, "the chime did not change with the effects");
    await alice.click("toggle:chime");
    await alice.waitInfo("i.sound.chime === true");
    await alice.click("menu:effects");
    await alice.waitInfo("i.sound.effects === false");
    assert.equal((await sound(alice)).chime, true, "the effects did not change the chime");
    await alice.shot("sound-switches-menu.png");

    await alice.page.reload();
    await alice.scene("Game");
    await alice.waitInfo("i.sound !== undefined");
    assert.deepEqual(await sound(alice), { effects: false, chime: true, notify: false }, "remembered across a reload");
    assert.deepEqual(alice.errors, []);
  });

  it("tells the server when the game page goes to the background and comes back; a notice's link opens its game", async () => {
    const bob = await Player.open(suite.browser, "bob", suite.baseUrl, { width: 1440, height: 900 });
    await bob.scene("Login");
    await bob.register("bob_sees", "secret-1");
    await bob.playAgainstBot("Looking", "blue");
    await until(async () => (await serverSeesHidden("Looking")) === undefined, "bob's connection in front");
    await pretendVisibility(bob, "hidden");
    await until(async () => (await serverSeesHidden("Looking")) === true, "bob's page hidden, as the server sees it");
    await pretendVisibility(bob, "visible");
    await until(async () => (await serverSeesHidden("Looking")) === undefined, "bob's page in front again");
    assert.deepEqual(bob.errors, []);

    // A notice's click with no window of the app open: a new one on that game (?turn=<gameId>).
    const gameId = (await serverRoom("Looking")).roomId;
    await bob.page.close();
    await until(async () => (await serverRoom("Looking")).clients.length === 0, "bob's window gone, as the server sees it");
    const opened = await bob.context.newPage();
    await opened.goto(`${suite.baseUrl}/?turn=${gameId}`);
    await opened.waitForFunction((id) => {
      const hook = (window as unknown as { __ttr?: { scenes(): string[]; info(): { roomId?: string } } }).__ttr;
      return Boolean(hook?.scenes().includes("Game") && hook.info().roomId === id);
    }, gameId, { timeout: 90_000 });
    assert.equal(new URL(opened.url()).searchParams.has("turn"), false, "the link is taken off the address bar");
  });

  it("Notify me subscribes this browser and hands the subscription to the server; the worker shows a pushed notice", async () => {
    const carol = await Player.open(suite.browser, "carol", suite.baseUrl, { width: 1440, height: 900 });
    // Headless Chromium reaches no real push service: the page's PushManager hands out a stand-in subscription (its
    // endpoint names a public push service, as a real one would). Permission is granted as a person's click would.
    await carol.context.grantPermissions(["notifications"], { origin: suite.baseUrl });
    await carol.context.addInitScript({ content: FAKE_PUSH_MANAGER });
    await carol.page.reload();
    await carol.scene("Login");
    await carol.register("carol_notes", "secret-1");
    await carol.playAgainstBot("Notes", "green");
    const userId = Number(await carol.page.evaluate(() => (JSON.parse(localStorage.getItem("ttr.session") ?? "{}") as { userId?: string }).userId));
    const stored = () => suite.server.services.pushSubscriptions.forUser(userId).then((subs) => subs.map((x) => x.endpoint));

    await carol.click("menu");
    await carol.click("menu:notify");
    await carol.waitInfo("i.sound.notify === true");
    assert.deepEqual(await stored(), [FAKE_ENDPOINT]);

    // What the push service would deliver, handed to the worker as its push event: it shows the notice.
    const worker = carol.context.serviceWorkers()[0] ?? (await carol.context.waitForEvent("serviceworker"));
    const shown = (await worker.evaluate(`(async () => {
      const notice = { kind: "yourTurn", gameId: "G1", title: "Your move", body: "It is your turn in Notes." };
      // Until the worker shows it, however slow the machine (the test's timeout bounds the wait); the push is handed
      // again now and then, in case the first came before the worker listened (one tag: a second notice replaces it).
      for (let i = 0; ; i++) {
        if (i % 50 === 0) self.dispatchEvent(new PushEvent("push", { data: JSON.stringify(notice) }));
        const shown = await self.registration.getNotifications();
        if (shown.length > 0) return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
        await new Promise((r) => setTimeout(r, 20));
      }
    })()`)) as unknown;
    assert.deepEqual(shown, [{ title: "Your move", body: "It is your turn in Notes.", tag: "turn-G1" }]);

    await carol.click("menu:notify");
    await carol.waitInfo("i.sound.notify === false");
    assert.deepEqual(await stored(), []);
    assert.deepEqual(carol.errors, []);
  });
});

const FAKE_ENDPOINT = "https://push.example.org/wpush/v2/carol-browser";
/** A page script (a string: tsx's helpers do not exist in the page) standing in for the browser's push service. */
const FAKE_PUSH_MANAGER = `(() => {
  let subscribed = false;
  const subscription = {
    endpoint: ${JSON.stringify(FAKE_ENDPOINT)},
    toJSON() {
      return { endpoint: this.endpoint, expirationTime: null,
        keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM", auth: "tBHItJI5svbpez7KI4CCXg" } };
    },
    async unsubscribe() { subscribed = false; return true; },
  };
  PushManager.prototype.subscribe = async function () { subscribed = true; return subscription; };
  PushManager.prototype.getSubscription = async function () { return subscribed ? subscription : null; };
})();`;
