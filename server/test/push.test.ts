// Turn notices through Web Push, end to end with the real `web-push` code path: a local stand-in push service
// (pushServiceKit.ts) receives the requests, checks their VAPID signature and decrypts them with the subscription's
// own keys. A subscription gets a notice when its turn starts in an async game while its person is away or the
// game's page is in the background, none while they look at that game; a subscription the push service says is gone
// is forgotten. The subscription store's contract runs on both backends; the routes refuse what is not a
// subscription of a public https push service.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import type { Room } from "colyseus.js";
import { ask, get, post, registerUser, startServer, startedGameOfTwo, tempDataDir, type TestServer, type User } from "../../test-kit/index.js";
import { LowdbPushStore } from "../src/storage/lowdbPushStore.js";
import { LowdbUserStore } from "../src/storage/lowdbUserStore.js";
import { openPostgres } from "../src/storage/open.js";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionStore } from "../src/storage/pushStore.js";
import type { UserStore } from "../src/storage/types.js";
import { resolveVapidKeys } from "../src/push/vapidKeys.js";
import { loadConfig } from "../src/config.js";
import type { TurnNoticePayload } from "../src/push/turnPush.js";
import { playOneMove, rulesOf } from "./autoplay.js";
import { freshDatabase } from "./postgresKit.js";
import { BrowserSubscription, PushServiceStandIn, checkVapid } from "./pushServiceKit.js";

/** The server's storage for the end-to-end runs: its own files, or a fresh PostgreSQL database. */
const SERVERS: { name: string; config(): Promise<{ databaseUrl?: string }> }[] = [
  { name: "embedded storage", config: async () => ({}) },
  { name: "PostgreSQL", config: async () => ({ databaseUrl: await freshDatabase() }) },
];

for (const storage of SERVERS) describe(`push: turn notices through a stand-in push service (${storage.name})`, function () {
  this.timeout(120_000);
  let service: PushServiceStandIn;
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let ra: Room;
  let rb: Room;
  let gameId: string;
  let publicKey: string;
  const phone = () => new BrowserSubscription(`${service.origin}/push/bobby-phone`);
  let bobbysPhone: BrowserSubscription;

  /** Alice plays until the turn is bobby's (bobby plays his own turn first when it is his). */
  async function untilBobbysTurn(game = { gameId, ra, rb }): Promise<void> {
    while (rulesOf(game.gameId).currentPlayer === 1) await playOneMove(game.gameId, new Map([[1, game.rb]]));
    while (rulesOf(game.gameId).currentPlayer !== 1) await playOneMove(game.gameId, new Map([[0, game.ra]]));
  }

  /** Bobby's notice `count`, checked as the push service and his browser would, decrypted. */
  async function notice(count: number): Promise<TurnNoticePayload> {
    const delivery = await service.nth("/push/bobby-phone", count);
    const claims = checkVapid(delivery, publicKey, service.origin);
    assert.equal(claims.sub, ts.config.vapidSubject);
    assert.equal(delivery.headers["content-encoding"], "aes128gcm");
    assert.ok(Number(delivery.headers.ttl) > 0, "a TTL: a notice past the turn's time is not worth keeping");
    return JSON.parse(bobbysPhone.decrypt(delivery.body)) as TurnNoticePayload;
  }

  before(async () => {
    service = await PushServiceStandIn.start();
    ts = await startServer({ pushTestServiceCert: service.certFile, pushTestServiceOrigin: service.origin, ...(await storage.config()) });
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
    publicKey = (await get(ts, "/api/push/key")).body.publicKey as string;
    bobbysPhone = phone();
    const subscribed = await post(ts, "/api/push/subscribe", bobbysPhone.toJSON(), bobby.token);
    assert.equal(subscribed.status, 200, JSON.stringify(subscribed.body));
    // Alice keeps the game in front the whole time: her subscription must never hear of her turns.
    assert.equal((await post(ts, "/api/push/subscribe", new BrowserSubscription(`${service.origin}/push/alice-laptop`).toJSON(), alice.token)).status, 200);
    ({ ra, rb, gameId } = await startedGameOfTwo(alice, bobby, { gameName: "By mail", seed: 11, timeControl: "async" }, [[0, 1], [0, 1]]));
  });

  after(async () => {
    await ts?.server.shutdown();
    await service?.stop();
  });

  it("serves the VAPID public key generated into DATA_DIR", async () => {
    const kept = JSON.parse(await fs.readFile(path.join(ts.dataDir, "vapid-keys.json"), "utf8")) as { publicKey: string };
    assert.equal(publicKey, kept.publicKey);
  });

  it("a person away from an async game gets a signed, encrypted notice when their turn starts", async () => {
    await rb.leave(true);
    await untilBobbysTurn();
    const payload = await notice(1);
    assert.deepEqual(payload, { kind: "yourTurn", gameId, title: "Your move", body: "It is your turn in “By mail”." });
  });

  it("none while the person looks at that game; one again once its page is in the background", async () => {
    rb = await bobby.client.joinById(gameId, {});
    rb.onMessage("*", () => {});
    // Looking at the game (a connection that never said otherwise counts as in front): his next turn is not pushed.
    await untilBobbysTurn();
    // The page goes to the background: the turn after that is pushed.
    assert.equal((await ask(rb, "visibility", { visible: false })).code, "ok");
    await untilBobbysTurn();
    await notice(2);
    await ts.server.services.turnPush!.idle();
    assert.equal(service.to("/push/bobby-phone").length, 2, "the turn he was looking at sent nothing");
  });

  it("a page back in front stops the notices again", async () => {
    assert.equal((await ask(rb, "visibility", { visible: true })).code, "ok");
    await untilBobbysTurn();
    // A marker after that turn: a second subscription that answers 410, which the push service's "gone" forgets.
    const gone = new BrowserSubscription(`${service.origin}/push/bobby-gone`);
    service.answers.set("/push/bobby-gone", 410);
    assert.equal((await post(ts, "/api/push/subscribe", gone.toJSON(), bobby.token)).status, 200);
    assert.equal((await ask(rb, "visibility", { visible: false })).code, "ok");
    await untilBobbysTurn();
    await service.nth("/push/bobby-gone", 1);
    await ts.server.services.turnPush!.idle();
    assert.equal(service.to("/push/bobby-phone").length, 3, "one notice per turn not looked at, none for the turn in front");
    const left = await ts.server.services.pushSubscriptions.forUser(bobby.userId);
    assert.deepEqual(left.map((s) => s.endpoint), [bobbysPhone.endpoint], "the gone subscription is forgotten");
  });

  it("a real-time game's turn is pushed while its tab is in the background, kept no longer than the turn's time", async () => {
    const live = await startedGameOfTwo(alice, bobby, { gameName: "Live", seed: 12 }, [[0, 1], [0, 1]]);
    assert.equal((await ask(live.rb, "visibility", { visible: false })).code, "ok");
    await untilBobbysTurn(live);
    const delivery = await service.nth("/push/bobby-phone", 4);
    assert.deepEqual(JSON.parse(bobbysPhone.decrypt(delivery.body)), { kind: "yourTurn", gameId: live.gameId, title: "Your move", body: "It is your turn in “Live”." });
    assert.equal(Number(delivery.headers.ttl), ts.config.turnSeconds + ts.config.turnReserveSeconds);
    await Promise.all([live.ra.leave(), live.rb.leave()]);
  });

  it("a person whose game page stays in front is never told, whatever their turns", async () => {
    await ts.server.services.turnPush!.idle();
    assert.ok(service.to("/push/bobby-phone").length > 0 && rulesOf(gameId).turnNumber > 4, "alice has had turns");
    assert.deepEqual(service.to("/push/alice-laptop"), []);
  });

  it("subscribes only logged-in people with a subscription of an https push service; unsubscribes only one's own", async () => {
    const good = new BrowserSubscription(`${service.origin}/push/alice`).toJSON();
    assert.equal((await post(ts, "/api/push/subscribe", good)).status, 401);
    const refused = [
      { ...good, endpoint: "http://push.example.org/x" },
      { ...good, endpoint: `${service.origin.replace(/\d+$/, (port) => String(Number(port) + 1))}/x` }, // the stand-in's host, another port
      { ...good, endpoint: "https://localhost/x" },
      { ...good, endpoint: "https://10.1.2.3/x" },
      { ...good, endpoint: "https://user:pw@push.example.org/x" },
      { ...good, endpoint: "not a url" },
      { ...good, endpoint: `https://push.example.org/${"x".repeat(2000)}` },
      { ...good, keys: { p256dh: "not base64!", auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, extra: 1 },
      { endpoint: good.endpoint },
      [],
      "null",
    ];
    for (const body of refused) {
      assert.equal((await post(ts, "/api/push/subscribe", body, alice.token)).status, 400, JSON.stringify(body).slice(0, 80));
    }
    assert.equal((await post(ts, "/api/push/subscribe", `{"endpoint":"${good.endpoint}","keys":{"__proto__":{"p256dh":"a"}}}`, alice.token)).status, 400);
    assert.equal((await post(ts, "/api/push/subscribe", good, alice.token)).status, 200);
    const others = await post(ts, "/api/push/unsubscribe", { endpoint: bobbysPhone.endpoint }, alice.token);
    assert.deepEqual(others.body, { description: "success", removed: false });
    const own = await post(ts, "/api/push/unsubscribe", { endpoint: good.endpoint }, alice.token);
    assert.deepEqual(own.body, { description: "success", removed: true });
  });
});

describe("push: VAPID keys", () => {
  it("are generated once into DATA_DIR and kept across restarts; configured ones win", async () => {
    const dir = await tempDataDir();
    const first = await resolveVapidKeys({}, dir);
    assert.deepEqual(await resolveVapidKeys({}, dir), first);
    assert.equal(Buffer.from(first.publicKey, "base64url").length, 65, "an uncompressed P-256 point");
    const configured = { publicKey: Buffer.alloc(65, 4).toString("base64url"), privateKey: Buffer.alloc(32, 7).toString("base64url") };
    assert.deepEqual(await resolveVapidKeys(configured, dir), configured);
    await assert.rejects(resolveVapidKeys({ ...configured, privateKey: "short" }, dir), /VAPID_PRIVATE_KEY must be/);
    await assert.rejects(resolveVapidKeys({ ...configured, publicKey: "not base64!" }, dir), /VAPID_PUBLIC_KEY must be/);
  });
});

describe("push: settings", () => {
  it("refuse half a VAPID key pair, and a contact that is neither mailto: nor https:", () => {
    assert.throws(() => loadConfig({ VAPID_PUBLIC_KEY: "BKey" }), /both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    assert.throws(() => loadConfig({ VAPID_PRIVATE_KEY: "key" }), /both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    assert.throws(() => loadConfig({ VAPID_SUBJECT: "admin@example.org" }), /VAPID_SUBJECT must be/);
    assert.equal(loadConfig({ VAPID_SUBJECT: "https://example.org/contact" }).vapidSubject, "https://example.org/contact");
  });

  it("take the tests' stand-in push service whole (certificate and exactly one https://127.0.0.1:<port>) or not at all", () => {
    assert.throws(() => loadConfig({ PUSH_TEST_SERVICE_CERT: "/tmp/cert.pem" }), /both PUSH_TEST_SERVICE_CERT and PUSH_TEST_SERVICE_ORIGIN/);
    assert.throws(() => loadConfig({ PUSH_TEST_SERVICE_ORIGIN: "https://127.0.0.1:4443" }), /both PUSH_TEST_SERVICE_CERT and PUSH_TEST_SERVICE_ORIGIN/);
    for (const origin of ["https://127.0.0.1", "https://10.0.0.1:4443", "http://127.0.0.1:4443", "https://127.0.0.1:4443/path", "https://localhost:4443"]) {
      assert.throws(() => loadConfig({ PUSH_TEST_SERVICE_CERT: "/tmp/cert.pem", PUSH_TEST_SERVICE_ORIGIN: origin }), /PUSH_TEST_SERVICE_ORIGIN must be/, origin);
    }
    assert.equal(loadConfig({ PUSH_TEST_SERVICE_CERT: "/tmp/cert.pem", PUSH_TEST_SERVICE_ORIGIN: "https://127.0.0.1:4443" }).pushTestServiceOrigin, "https://127.0.0.1:4443");
  });
});

interface PushBackend {
  name: string;
  /** Opens the stores on `place`; opening the same place again is a restart. */
  open(place: string): Promise<{ users: UserStore; push: PushSubscriptionStore; close(): Promise<void> }>;
  place(): Promise<string>;
}

const BACKENDS: PushBackend[] = [
  {
    name: "embedded (lowdb)",
    async open(dir) {
      const users = await LowdbUserStore.open(dir);
      const push = await LowdbPushStore.open(dir);
      return { users, push, close: async () => (await push.close(), await users.close()) };
    },
    place: tempDataDir,
  },
  {
    name: "PostgreSQL",
    async open(url) {
      const stores = await openPostgres(url);
      return { users: stores.users, push: stores.push, close: () => stores.close() };
    },
    place: freshDatabase,
  },
];

const subscription = (endpoint: string, key = "BKey") => ({ endpoint, keys: { p256dh: key, auth: "auth" } });

for (const backend of BACKENDS) {
  describe(`push subscription store contract: ${backend.name}`, function () {
    this.timeout(60_000);

    it("keeps subscriptions across a restart; an endpoint is one browser, owned by whoever subscribed it last", async () => {
      const place = await backend.place();
      const first = await backend.open(place);
      const ann = await first.users.create("ann", "h", null);
      const bob = await first.users.create("bob", "h", null);
      await first.push.save(ann.id, subscription("https://push.example.org/1"));
      await first.push.save(ann.id, subscription("https://push.example.org/2"));
      await first.push.save(bob.id, subscription("https://push.example.org/3"));
      // the same browser again, with new keys, now logged in as bob: it moves to him
      await first.push.save(bob.id, subscription("https://push.example.org/1", "BNew"));
      await first.close();
      const again = await backend.open(place);
      assert.deepEqual(await again.push.forUser(ann.id), [{ userId: ann.id, ...subscription("https://push.example.org/2") }]);
      assert.deepEqual(
        (await again.push.forUser(bob.id)).map((s) => [s.endpoint, s.keys.p256dh]).sort(),
        [["https://push.example.org/1", "BNew"], ["https://push.example.org/3", "BKey"]],
      );
      await again.close();
    });

    it("removes an endpoint for its owner only, or whoever's it is when no owner is named", async () => {
      const stores = await backend.open(await backend.place());
      const ann = await stores.users.create("ann", "h", null);
      const bob = await stores.users.create("bob", "h", null);
      await stores.push.save(ann.id, subscription("https://push.example.org/a"));
      assert.equal(await stores.push.remove("https://push.example.org/a", bob.id), false);
      assert.equal((await stores.push.forUser(ann.id)).length, 1);
      assert.equal(await stores.push.remove("https://push.example.org/a"), true);
      assert.deepEqual(await stores.push.forUser(ann.id), []);
      assert.equal(await stores.push.remove("https://push.example.org/a", ann.id), false);
      await stores.close();
    });

    it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} browsers per account, dropping the oldest`, async () => {
      const stores = await backend.open(await backend.place());
      const ann = await stores.users.create("ann", "h", null);
      for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS_PER_USER + 3; i++) await stores.push.save(ann.id, subscription(`https://push.example.org/${i}`));
      const kept = (await stores.push.forUser(ann.id)).map((s) => s.endpoint);
      assert.equal(kept.length, MAX_PUSH_SUBSCRIPTIONS_PER_USER);
      assert.ok(!kept.includes("https://push.example.org/0") && kept.includes(`https://push.example.org/${MAX_PUSH_SUBSCRIPTIONS_PER_USER + 2}`));
      await stores.close();
    });
  });
}
