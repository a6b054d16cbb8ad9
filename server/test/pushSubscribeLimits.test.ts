// What one caller can make the subscribe endpoint cost: POST /api/push/subscribe and /unsubscribe are counted per
// address and per account (429 past either), and the embedded store writes only the caller's own file, so one
// account's subscribe leaves every other account's data untouched.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import path from "node:path";
import { post, registerUser, startServer, tempDataDir, type TestServer } from "../../test-kit/index.js";
import { LowdbPushStore } from "../src/storage/lowdbPushStore.js";
import { BrowserSubscription } from "./pushServiceKit.js";

let serial = 0;
/** A subscription of a real push service's shape (nothing is sent in this suite). */
const browser = () => new BrowserSubscription(`https://updates.push.services.mozilla.com/wpush/v2/browser-${(serial += 1)}`).toJSON();

describe("push: the subscribe endpoint's bounds", function () {
  this.timeout(60_000);
  let ts: TestServer;

  afterEach(async () => {
    await ts?.server.shutdown();
  });

  it("answers 429 past the calls one account may make, and past those one address may make whatever the account", async () => {
    ts = await startServer({ pushSubscribeMaxPerAccount: 3, pushSubscribeMaxPerAddress: 6 });
    const [ann, bob, cat] = [await registerUser(ts, "annie"), await registerUser(ts, "bobby"), await registerUser(ts, "catty")];
    const mine = browser();
    for (let i = 0; i < 2; i++) assert.equal((await post(ts, "/api/push/subscribe", i === 0 ? mine : browser(), ann.token)).status, 200);
    // unsubscribes write the store too: they count
    assert.equal((await post(ts, "/api/push/unsubscribe", { endpoint: mine.endpoint }, ann.token)).status, 200);
    const overAccount = await post(ts, "/api/push/subscribe", browser(), ann.token);
    assert.equal(overAccount.status, 429);
    assert.match(String(overAccount.body.reason), /for this account/);
    assert.equal((await post(ts, "/api/push/unsubscribe", { endpoint: mine.endpoint }, ann.token)).status, 429);
    // another account from the same address still has its own allowance, up to the address's
    assert.equal((await post(ts, "/api/push/subscribe", browser(), bob.token)).status, 200);
    const overAddress = await post(ts, "/api/push/subscribe", browser(), cat.token);
    assert.equal(overAddress.status, 429);
    assert.match(String(overAddress.body.reason), /from this address/);
    // (ann's three, ann's two refused ones, bob's one: six from this address; cat's was the seventh)
    assert.equal((await ts.server.services.pushSubscriptions.forUser(ann.userId)).length, 1);
    assert.equal((await ts.server.services.pushSubscriptions.forUser(cat.userId)).length, 0);
    // calls without a valid token count against the address too (they are answered 429, not 401, past it)
    assert.equal((await post(ts, "/api/push/subscribe", browser(), "not-a-token")).status, 429);
  });

  it("one account's subscribe rewrites only that account's file: others' files are not touched, and it holds one record more", async () => {
    ts = await startServer();
    const ann = await registerUser(ts, "annie");
    const bob = await registerUser(ts, "bobby");
    for (let i = 0; i < 5; i++) assert.equal((await post(ts, "/api/push/subscribe", browser(), bob.token)).status, 200);
    const bobsFile = LowdbPushStore.fileOf(ts.dataDir, bob.userId);
    const annsFile = LowdbPushStore.fileOf(ts.dataDir, ann.userId);
    const bobsBefore = { stat: await fs.stat(bobsFile), text: await fs.readFile(bobsFile, "utf8") };
    assert.equal((await post(ts, "/api/push/subscribe", browser(), ann.token)).status, 200);
    const annsOne = await fs.stat(annsFile);
    assert.equal((await post(ts, "/api/push/subscribe", browser(), ann.token)).status, 200);
    const bobsAfter = await fs.stat(bobsFile);
    assert.equal(bobsAfter.ino, bobsBefore.stat.ino, "bob's file was not replaced");
    assert.equal(bobsAfter.mtimeMs, bobsBefore.stat.mtimeMs, "bob's file was not written");
    assert.equal(await fs.readFile(bobsFile, "utf8"), bobsBefore.text);
    const annsTwo = JSON.parse(await fs.readFile(annsFile, "utf8")) as { subscriptions: unknown[] };
    assert.equal(annsTwo.subscriptions.length, 2, "ann's file holds ann's two and nobody else's");
    const oneRecord = (await fs.stat(annsFile)).size - annsOne.size;
    assert.ok(oneRecord > 0 && oneRecord < 400, `the second subscribe grew ann's file by one record (${oneRecord} bytes), not by everyone's`);
  });
});

describe("push: the embedded store's files", () => {
  it("a store kept in one file by an earlier version is split into per-account files on open, nothing lost", async () => {
    const dir = await tempDataDir();
    const entry = (userId: number, n: number) => ({ userId, endpoint: `https://push.example.org/${n}`, keys: { p256dh: `k${n}`, auth: `a${n}` } });
    await fs.writeFile(path.join(dir, "push-subscriptions.json"), JSON.stringify({ subscriptions: [entry(1, 1), entry(2, 2), entry(1, 3)] }));
    const store = await LowdbPushStore.open(dir);
    assert.deepEqual(await store.forUser(1), [entry(1, 1), entry(1, 3)]);
    assert.deepEqual(await store.forUser(2), [entry(2, 2)]);
    await store.close();
    await assert.rejects(fs.stat(path.join(dir, "push-subscriptions.json")), /ENOENT/);
    const reopened = await LowdbPushStore.open(dir);
    assert.deepEqual(await reopened.forUser(1), [entry(1, 1), entry(1, 3)]);
    // the endpoint moving to another account rewrites both files concerned, and survives a restart
    await reopened.save(2, entry(2, 1));
    const again = await LowdbPushStore.open(dir);
    assert.deepEqual(await again.forUser(1), [entry(1, 3)]);
    assert.deepEqual(await again.forUser(2), [entry(2, 2), entry(2, 1)]);
  });
});
