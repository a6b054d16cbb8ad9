// Server-side request forgery through Web Push, attacked through a real server: a subscription's endpoint is where
// the server connects when that person's turn starts, so an attacker subscribes endpoints that mean this machine
// in every spelling parsers disagree on (`https://127.0.0.1;.push.example.org/x` is a public name to WHATWG URL and
// 127.0.0.1 to Node's url.parse), then lets their turn start with the page hidden. Real TCP listeners on the
// loopback addresses (port 443, where the reported forgery connected, and another port) must see no connection.
// Each run waits for the turn's push attempts to be settled (refused, or delivered to the stand-in), never a time.
// Runs with `npm start`'s push defaults, and again with the tests' stand-in push service switched on, to show the
// stand-in's exception (exactly its host and port) opens nothing else on 127.0.0.1.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { ask, post, registerUser, startServer, startedGameOfTwo, type TestServer, type User } from "../../test-kit/index.js";
import { playOneMove, rulesOf } from "./autoplay.js";
import { LoopbackListeners } from "./loopbackListenerKit.js";
import { takeMachineLock, type MachineLock } from "../../test-kit/machineLock.js";
import { BrowserSubscription, PushServiceStandIn } from "./pushServiceKit.js";

/** Endpoints that mean this machine; `port` is a loopback listener's other port. */
function hostileEndpoints(port: number): string[] {
  const confusing = [";", "'", '"', "{", "}", "`", "\\", "%2f", "%", "@", "#", "?", "\t", "\n", "|", "^"];
  return [
    ...confusing.flatMap((c) => [`https://127.0.0.1${c}.push.example.org/x`, `https://127.0.0.2${c}.push.example.org/x`]),
    `https://127.0.0.1;.push.example.org:${port}/x`,
    "https://127%2e0%2e0%2e1/x",
    "https://push.example.org@127.0.0.1/x",
    `https://push.example.org@127.0.0.1:${port}/x`,
    ...["2130706433", "0177.0.0.1", "0x7f.0.0.1", "127.1", "[::ffff:127.0.0.1]", "[::1]", "127.0.0.1.", "localhost.", "localhost", "127.0.0.1", "127.0.0.2"]
      .flatMap((host) => [`https://${host}/x`, `https://${host}:${port}/x`]),
  ];
}

const METRICS_TOKEN = "push-forgery-metrics-token";

const SETUPS = [
  { name: "npm start's push defaults", standIn: false },
  { name: "the tests' stand-in push service on 127.0.0.1", standIn: true },
];

for (const setup of SETUPS) describe(`push: no request reaches this machine, whatever the endpoint says (${setup.name})`, function () {
  this.timeout(120_000);
  let listeners: LoopbackListeners;
  let service: PushServiceStandIn | undefined;
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let game: { ra: Room; rb: Room; gameId: string };
  let endpoints: string[];
  const standInPath = "/push/bobby";
  let delivered = 0;

  /** Bobby plays his turn if it is his, then alice plays until his next turn starts (his page is hidden: a push). */
  async function bobbysNextTurn(): Promise<void> {
    while (rulesOf(game.gameId).currentPlayer === 1) await playOneMove(game.gameId, new Map([[1, game.rb]]));
    while (rulesOf(game.gameId).currentPlayer !== 1) await playOneMove(game.gameId, new Map([[0, game.ra]]));
  }

  /** The turn's push attempts, all settled: the stand-in's notice arrived (when it is subscribed), then none pending. */
  async function pushesSettled(): Promise<void> {
    const subscribed = await ts.server.services.pushSubscriptions.forUser(bobby.userId);
    if (service && subscribed.some((s) => s.endpoint === `${service!.origin}${standInPath}`)) await service.nth(standInPath, (delivered += 1));
    await ts.server.services.turnPush!.idle();
  }

  // Port 443 of the loopback addresses is the machine's: one suite at a time binds it (push.ssrf and pushDestination
  // run side by side under mocha --parallel). Waiting for the other suite's release may take its whole run.
  let port443: MachineLock | undefined;
  before(async function () {
    this.timeout(600_000);
    port443 = await takeMachineLock("loopback-port-443");
  });
  before(async function () {
    try {
      // Port 443 needs root, as on the test machines; 127.0.0.2 is loopback too on Linux.
      listeners = await LoopbackListeners.start([{ host: "127.0.0.1", port: 443 }, { host: "127.0.0.2", port: 443 }, { host: "::1", port: 443 }, { host: "127.0.0.1", port: 0 }]);
    } catch (error) {
      console.warn(`      (cannot listen on the loopback addresses' port 443: ${String(error)})`);
      this.skip();
    }
    endpoints = hostileEndpoints(listeners.portOf(3));
    service = setup.standIn ? await PushServiceStandIn.start() : undefined;
    ts = await startServer({
      // (with the stand-in, the metrics are served too: an operator sees the refusals there)
      ...(service ? { pushTestServiceCert: service.certFile, pushTestServiceOrigin: service.origin, metricsToken: METRICS_TOKEN } : {}),
      // Dozens of subscribe calls from one account and address: the rate limits are another suite's (pushSubscribeLimits).
      pushSubscribeMaxPerAccount: 10_000,
      pushSubscribeMaxPerAddress: 10_000,
    });
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
    if (service) assert.equal((await post(ts, "/api/push/subscribe", new BrowserSubscription(`${service.origin}${standInPath}`).toJSON(), bobby.token)).status, 200);
    game = await startedGameOfTwo(alice, bobby, { gameName: "Forged", seed: 11, timeControl: "async" }, [[0, 1], [0, 1]]);
    assert.equal((await ask(game.rb, "visibility", { visible: false })).code, "ok");
  });

  after(async () => {
    await ts?.server.shutdown();
    await service?.stop();
    await listeners?.stop();
    port443?.release();
  });

  it("refuses every such endpoint at subscribe time", async () => {
    const accepted: string[] = [];
    for (const endpoint of endpoints) {
      const answer = await post(ts, "/api/push/subscribe", { ...new BrowserSubscription("https://x").toJSON(), endpoint }, bobby.token);
      if (answer.status !== 400) accepted.push(`${JSON.stringify(endpoint)} → ${answer.status}`);
    }
    // A turn, in case any was kept: it must reach nothing either.
    await bobbysNextTurn();
    await pushesSettled();
    assert.deepEqual(listeners.seen, [], "no connection reached a loopback listener");
    assert.deepEqual(accepted, []);
    const kept = (await ts.server.services.pushSubscriptions.forUser(bobby.userId)).map((s) => s.endpoint);
    assert.deepEqual(kept, service ? [`${service.origin}${standInPath}`] : []);
  });

  it("connects nowhere for such endpoints already in the store (kept by an earlier version), and forgets them", async () => {
    const push = ts.server.services.turnPush!;
    const store = ts.server.services.pushSubscriptions;
    // The store keeps 10 per account: a batch per turn, the stand-in's subscription beside it.
    for (let first = 0; first < endpoints.length; first += 9) {
      const batch = endpoints.slice(first, first + 9);
      for (const endpoint of batch) await store.save(bobby.userId, { endpoint, keys: new BrowserSubscription("https://x").toJSON().keys });
      await bobbysNextTurn();
      await pushesSettled();
      assert.deepEqual(listeners.seen, [], `no connection reached a loopback listener (${batch.map((e) => JSON.stringify(e)).join(" ")})`);
      // (the subscribe test before kept none, so every refusal so far is of this test's batches)
      assert.equal(push.outcomes.refused, first + batch.length, "each one was tried and refused before connecting");
      const kept = (await store.forUser(bobby.userId)).map((s) => s.endpoint);
      assert.deepEqual(kept, service ? [`${service.origin}${standInPath}`] : [], "refused endpoints are forgotten");
    }
    assert.equal(push.outcomes.delivered, service ? delivered : 0, "only the stand-in was ever sent to");
    if (service) {
      const metrics = await (await fetch(`${ts.httpUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      assert.match(metrics, new RegExp(`^ttr_push_requests_total\\{outcome="refused"[^}]*\\} ${endpoints.length}$`, "m"));
      assert.match(metrics, new RegExp(`^ttr_push_requests_total\\{outcome="delivered"[^}]*\\} ${delivered}$`, "m"));
    }
  });
});
