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

  it("one account's subscribe writes only that account's data: no other file in DATA_DIR is touched, and it grows by one record", async () => {
    ts = await startServer();
    const ann = await registerUser(ts, "annie");
    const bob = await registerUser(ts, "bobby");
    for (let i = 0; i < 5; i++) assert.equal((await post(ts, "/api/push/subscribe", browser(), bob.token)).status, 200);
    assert.equal((await post(ts, "/api/push/subscribe", browser(), ann.token)).status, 200);
    const before = await filesIn(ts.dataDir);
    assert.equal((await post(ts, "/api/push/subscribe", browser(), ann.token)).status, 200);
    const after = await filesIn(ts.dataDir);
    const changed = [...after].filter(([file, state]) => before.get(file) !== state).map(([file]) => file);
    const annsFile = path.join(ts.dataDir, "push-subscriptions", `${ann.userId}.json`);
    assert.deepEqual(changed, [annsFile], "only ann's own file was written (bob's five subscriptions were not rewritten)");
    const grownBy = Number(after.get(annsFile)!.split(":")[2]) - Number(before.get(annsFile)!.split(":")[2]);
    assert.ok(grownBy > 0 && grownBy < 400, `ann's second subscribe grew her file by one record (${grownBy} bytes), not by everyone's`);
    assert.equal((await ts.server.services.pushSubscriptions.forUser(bob.userId)).length, 5);
  });
});

/** Every file under `dir`, with its inode, modification time and size: "ino:mtime:size" (a replaced file changes inode). */
async function filesIn(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.stat(file);
    files.set(file, `${stat.ino}:${stat.mtimeMs}:${stat.size}`);
  }
  return files;
}

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
