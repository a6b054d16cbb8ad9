// The account's own care through a real server, on both storage backends: a password change needs the current
// password, ends every other login of the account (its connections are told why and closed, its tokens refused) and
// keeps this one with a new token; the old password no longer logs in, the new one does, also after a restart on the
// same storage. Refused changes (wrong current password, a weak or equal new one, any other field) change nothing.
// The data download gives the account's details and games, never its password hash.
import assert from "node:assert/strict";
import { SESSION_END_CLOSE } from "../../shared-rules/protocol/index.js";
import { get, post, registerUser, startServer, startedGameOfTwo, type TestServer } from "../../test-kit/index.js";
import { playToEnd } from "./autoplay.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";

const NEW_PASSWORD = "a-new-secret-9";

for (const backend of DATABASE_BACKENDS) describe(`account care: password change and data download (${backend.name})`, function () {
  this.timeout(120_000);
  let ts: TestServer;
  let databaseUrl: string | undefined;
  before(async () => {
    databaseUrl = await backend.database();
    // the failed-change limit has its own test below: here every refusal must be answered for what it is
    ts = await startServer({ databaseUrl, loginMaxFailures: 1000, loginMaxFailuresPerAddress: 1000 });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("needs the current password, ends the connections of the login before it, and the new password is the one that logs in", async () => {
    const ann = await registerUser(ts, "care_ann");
    // two tabs of one browser share its login: both connections carry the token from before the change
    const tabs = await Promise.all([ann.client.joinOrCreate("lobby"), ann.client.joinOrCreate("lobby")]);
    for (const tab of tabs) tab.onMessage("*", () => undefined); // the listing: not what this test reads
    const closed = tabs.map((tab) => new Promise<number>((resolve) => tab.onLeave(resolve)));
    const changed = await post(ts, "/api/account/password", { currentPassword: ann.password, newPassword: NEW_PASSWORD }, ann.token);
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(typeof changed.body.token, "string");
    assert.deepEqual(await Promise.all(closed), [SESSION_END_CLOSE.passwordChanged, SESSION_END_CLOSE.passwordChanged], "each connection is told why");
    assert.equal((await get(ts, "/api/my-games", ann.token)).status, 401, "the token from before the change is refused");
    assert.equal((await get(ts, "/api/my-games", String(changed.body.token))).status, 200, "the new token works");
    assert.equal((await post(ts, "/auth/login", { username: "care_ann", password: ann.password })).status, 401, "the old password is refused");
    assert.equal((await post(ts, "/auth/login", { username: "care_ann", password: NEW_PASSWORD })).status, 200, "the new one logs in");
  });

  it("refuses a wrong current password, a weak, common or unchanged new one, other fields and no login, changing nothing", async () => {
    const bob = await registerUser(ts, "care_bob");
    const refusals: [unknown, number, RegExp][] = [
      [{ currentPassword: "wrong-password-1", newPassword: NEW_PASSWORD }, 403, /current password is wrong/],
      [{ currentPassword: bob.password, newPassword: "short" }, 400, /at least/],
      [{ currentPassword: bob.password, newPassword: "password123" }, 400, /too common/],
      [{ currentPassword: bob.password, newPassword: bob.password }, 400, /must differ/],
      [{ currentPassword: bob.password, newPassword: NEW_PASSWORD, confirmPassword: "something-else-1" }, 400, /do not match/],
      [{ currentPassword: bob.password, newPassword: NEW_PASSWORD, admin: true }, 400, /unknown field/],
      [{ currentPassword: [bob.password], newPassword: NEW_PASSWORD }, 400, /./],
      [{ newPassword: NEW_PASSWORD }, 400, /current password is required/],
      ["just a string", 400, /./],
    ];
    for (const [body, status, reason] of refusals) {
      const answer = await post(ts, "/api/account/password", body, bob.token);
      assert.equal(answer.status, status, JSON.stringify(body));
      assert.match(String(answer.body.reason), reason, JSON.stringify(body));
    }
    assert.equal((await post(ts, "/api/account/password", { currentPassword: bob.password, newPassword: NEW_PASSWORD })).status, 401);
    assert.equal((await post(ts, "/api/account/password", { currentPassword: bob.password, newPassword: NEW_PASSWORD }, "not-a-token")).status, 401);
    assert.equal((await get(ts, "/api/my-games", bob.token)).status, 200, "the login is untouched");
    assert.equal((await post(ts, "/auth/login", { username: "care_bob", password: bob.password })).status, 200, "the password is untouched");
  });

  it("keeps the new password across a restart on the same storage", async () => {
    const cat = await registerUser(ts, "care_cat");
    assert.equal((await post(ts, "/api/account/password", { currentPassword: cat.password, newPassword: NEW_PASSWORD }, cat.token)).status, 200);
    await ts.server.shutdown();
    ts = await startServer({ databaseUrl, dataDir: ts.dataDir, loginMaxFailures: 1000, loginMaxFailuresPerAddress: 1000 });
    assert.equal((await post(ts, "/auth/login", { username: "care_cat", password: cat.password })).status, 401);
    assert.equal((await post(ts, "/auth/login", { username: "care_cat", password: NEW_PASSWORD })).status, 200);
  });

  it("downloads the account's details, rating and games, never its password hash, and only with a login", async () => {
    const dan = await registerUser(ts, "care_dan");
    const eve = await registerUser(ts, "care_eve");
    const finished = await startedGameOfTwo(dan, eve, { gameName: "Care finished", seed: 7 }, [[0, 1], [0, 1]]);
    await playToEnd(finished.gameId, new Map([[0, finished.ra], [1, finished.rb]]));
    const playing = await startedGameOfTwo(dan, eve, { gameName: "Care playing", seed: 8 }, [[0, 1], [0, 1]]);
    const answer = await get(ts, "/api/account/data", dan.token);
    assert.equal(answer.status, 200);
    const data = answer.body as { account: Record<string, unknown>; finishedGames: { id: string; name: string; place: number }[]; gamesInProgress: { id: string }[] };
    assert.equal(data.account.username, "care_dan");
    assert.deepEqual(data.finishedGames.map((g) => [g.id, g.name]), [[finished.gameId, "Care finished"]]);
    assert.ok([1, 2].includes(data.finishedGames[0].place));
    assert.deepEqual(data.gamesInProgress.map((g) => g.id), [playing.gameId]);
    const text = JSON.stringify(answer.body);
    assert.ok(!text.includes("$2"), "no bcrypt hash");
    assert.ok(!/passwordHash|sessionVersion|token/i.test(text), "no secret field");
    assert.equal((await get(ts, "/api/account/data")).status, 401);
  });
});

describe("account care: failed password changes are limited like failed logins", function () {
  this.timeout(60_000);
  let ts: TestServer;
  before(async () => {
    ts = await startServer({ loginMaxFailures: 3 });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("answers 429 after the failures a login may have, even to the right password, and changes nothing", async () => {
    const fay = await registerUser(ts, "care_fay");
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await post(ts, "/api/account/password", { currentPassword: `guess-number-${i}`, newPassword: NEW_PASSWORD }, fay.token)).status, 403);
    }
    const limited = await post(ts, "/api/account/password", { currentPassword: fay.password, newPassword: NEW_PASSWORD }, fay.token);
    assert.equal(limited.status, 429);
    assert.equal((await post(ts, "/auth/login", { username: "care_fay", password: fay.password })).status, 200, "the password is unchanged");
  });
});
