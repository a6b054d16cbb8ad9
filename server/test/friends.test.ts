// Friends and blocks through a real server, on both storage backends: ask by username, accept, decline, remove; the
// request reaches the other's lobby live; each friend's state (offline, in the lobby, waiting at a table with Join,
// playing with Watch); blocks (no way to learn you are blocked, nor whether a name exists); the bounds of the lists
// and the rate limits; the lists kept across a restart.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { SOCIAL_NOTICE, type FriendsAnswer, type SocialNotice } from "../../shared-rules/protocol/index.js";
import { ask, get, post, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { MAX_OUTGOING_REQUESTS } from "../src/social/socialStore.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";
import { watchLobby } from "./lobbyWatch.js";

async function friendsOf(ts: TestServer, user: User): Promise<FriendsAnswer> {
  const answer = await get(ts, "/api/friends", user.token);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as unknown as FriendsAnswer;
}

/** A lobby connection that keeps every friends notice it gets. */
async function inLobby(user: User): Promise<{ room: Room; notices: SocialNotice[] }> {
  const room = await user.client.joinOrCreate("lobby");
  const notices: SocialNotice[] = [];
  room.onMessage("*", () => undefined);
  room.onMessage(SOCIAL_NOTICE, (notice: SocialNotice) => notices.push(notice));
  return { room, notices };
}

/** Asks again until `predicate` holds: the listing a friend's state is read from reaches the matchmaker on its own. */
async function eventually(predicate: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!(await predicate())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const act = (ts: TestServer, user: User, action: string, username: string) => post(ts, `/api/friends/${action}`, { username }, user.token);

for (const backend of DATABASE_BACKENDS) describe(`friends: requests, states and blocks (${backend.name})`, function () {
  this.timeout(120_000);
  let ts: TestServer;
  let databaseUrl: string | undefined;
  before(async () => {
    databaseUrl = await backend.database();
    ts = await startServer({ databaseUrl, friendChangesMaxPerAccount: 1000, friendChangesMaxPerAddress: 5000 });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("asks by username, the request reaches the other's lobby live, accepting makes both friends, and removing ends it", async () => {
    const ann = await registerUser(ts, "fr_ann");
    const bob = await registerUser(ts, "fr_bob");
    const bobLobby = await inLobby(bob);
    const asked = await act(ts, ann, "request", "FR_BOB"); // usernames compare case-insensitively
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    assert.equal(asked.body.outcome, "requested");
    await until(() => bobLobby.notices.some((n) => n.kind === "friendRequest" && n.from === "fr_ann"), "the request in bob's lobby");
    assert.deepEqual((await friendsOf(ts, bob)).incoming, ["fr_ann"]);
    assert.deepEqual((await friendsOf(ts, ann)).outgoing, ["fr_bob"]);
    assert.equal((await act(ts, bob, "accept", "fr_ann")).body.changed, true);
    await until(() => bobLobby.notices.some((n) => n.kind === "friendsChanged"), "bob told his friends changed");
    const annSees = await friendsOf(ts, ann);
    assert.deepEqual(annSees.friends, [{ username: "fr_bob", state: "lobby" }], "bob is in the lobby");
    assert.deepEqual(annSees.outgoing, []);
    assert.deepEqual((await friendsOf(ts, bob)).friends, [{ username: "fr_ann", state: "offline" }]);
    assert.equal((await act(ts, ann, "remove", "fr_bob")).body.changed, true);
    assert.deepEqual((await friendsOf(ts, bob)).friends, []);
    await bobLobby.room.leave();
  });

  it("declines, and two requests to each other make friends at once", async () => {
    const cat = await registerUser(ts, "fr_cat");
    const dan = await registerUser(ts, "fr_dan");
    await act(ts, cat, "request", "fr_dan");
    assert.equal((await act(ts, dan, "decline", "fr_cat")).body.changed, true);
    assert.deepEqual((await friendsOf(ts, dan)).incoming, []);
    assert.deepEqual((await friendsOf(ts, cat)).outgoing, []);
    await act(ts, cat, "request", "fr_dan");
    assert.equal((await act(ts, dan, "request", "fr_cat")).body.outcome, "requested");
    assert.deepEqual((await friendsOf(ts, cat)).friends.map((f) => f.username), ["fr_dan"]);
  });

  it("shows a friend waiting at a table with Join and playing a game with Watch", async () => {
    const eve = await registerUser(ts, "fr_eve");
    const fay = await registerUser(ts, "fr_fay");
    const gus = await registerUser(ts, "fr_gus");
    await act(ts, eve, "request", "fr_fay");
    await act(ts, fay, "accept", "fr_eve");
    const table = await fay.client.create("ttr", { gameName: "Fay's table", color: "red" });
    table.onMessage("*", () => undefined);
    await eventually(async () => (await friendsOf(ts, eve)).friends[0]?.state === "waiting", "fay waiting");
    assert.deepEqual((await friendsOf(ts, eve)).friends, [{ username: "fr_fay", state: "waiting", gameId: table.roomId, gameName: "Fay's table", canJoin: true, availableColors: ["blue", "green", "yellow", "black"] }]);
    const gusSeat = await gus.client.joinById(table.roomId, { color: "blue" });
    gusSeat.onMessage("*", () => undefined);
    assert.equal((await ask(table, "startGame")).code, "ok");
    await eventually(async () => (await friendsOf(ts, eve)).friends[0]?.state === "playing", "fay playing");
    assert.deepEqual((await friendsOf(ts, eve)).friends, [{ username: "fr_fay", state: "playing", gameId: table.roomId, gameName: "Fay's table", canWatch: true }]);
    await Promise.all([table.leave(), gusSeat.leave()]);
  });

  it("a blocked person's request answers as any other and reaches nobody; neither can befriend the other; unblocking undoes it", async () => {
    const hal = await registerUser(ts, "fr_hal");
    const ivy = await registerUser(ts, "fr_ivy");
    await act(ts, hal, "request", "fr_ivy");
    await act(ts, ivy, "accept", "fr_hal");
    const ivyLobby = await inLobby(ivy);
    assert.deepEqual((await act(ts, ivy, "block", "fr_hal")).body, { description: "success", changed: true });
    assert.deepEqual((await friendsOf(ts, ivy)).blocked, ["fr_hal"]);
    assert.deepEqual((await friendsOf(ts, hal)).friends, [], "a block ends the friendship");
    const toBlocker = await act(ts, hal, "request", "fr_ivy");
    const toNobody = await act(ts, hal, "request", "fr_nobody_at_all");
    const toSomebody = await act(ts, hal, "request", "fr_ann");
    assert.deepEqual([toBlocker.status, toBlocker.body], [toSomebody.status, toSomebody.body], "as a request to somebody who does not block you");
    assert.deepEqual([toNobody.status, toNobody.body], [toSomebody.status, toSomebody.body], "as a request to a name that exists");
    assert.deepEqual((await friendsOf(ts, ivy)).incoming, [], "the blocker never sees it");
    // A later notice proves the lobby had time to deliver anything sent before it.
    await act(ts, ivy, "unblock", "fr_nobody_at_all");
    await act(ts, (await registerUser(ts, "fr_jon")), "request", "fr_ivy");
    await until(() => ivyLobby.notices.some((n) => n.kind === "friendRequest" && n.from === "fr_jon"), "a later request");
    assert.ok(!ivyLobby.notices.some((n) => n.kind === "friendRequest" && n.from === "fr_hal"), "nothing of hal reached ivy");
    assert.equal((await act(ts, ivy, "accept", "fr_hal")).body.changed, false, "nothing to accept");
    assert.equal((await act(ts, ivy, "request", "fr_hal")).status, 409, "the blocker is told to unblock first");
    assert.equal((await act(ts, ivy, "unblock", "fr_hal")).body.changed, true);
    assert.deepEqual((await friendsOf(ts, ivy)).incoming, ["fr_hal", "fr_jon"], "hal's request shows again once unblocked");
    await ivyLobby.room.leave();
  });

  it("refuses a blocked person at the blocker's table with the answer a missing game gives", async () => {
    const kim = await registerUser(ts, "fr_kim");
    const lee = await registerUser(ts, "fr_lee");
    await act(ts, kim, "block", "fr_lee");
    const table = await kim.client.create("ttr", { gameName: "Kim's table", color: "red" });
    table.onMessage("*", () => undefined);
    await assert.rejects(lee.client.joinById(table.roomId, { color: "blue" }), /not found/i);
    await assert.rejects(lee.client.joinById(table.roomId, { spectator: true }), /not found/i);
    const leeTable = await lee.client.create("ttr", { gameName: "Lee's table", color: "red" });
    leeTable.onMessage("*", () => undefined);
    await assert.rejects(kim.client.joinById(leeTable.roomId, { color: "blue" }), /not found/i, "nor the blocker at the blocked one's");
    await Promise.all([table.leave(), leeTable.leave()]);
  });

  it("lists neither one's tables to the other while a block lasts, and the blocker sees them again once it unblocks", async () => {
    const nat = await registerUser(ts, "fr_bk_nat");
    const oli = await registerUser(ts, "fr_bk_oli");
    const pam = await registerUser(ts, "fr_bk_pam");
    await act(ts, nat, "block", "fr_bk_oli");
    const natTable = await nat.client.create("ttr", { gameName: "Nat's table", color: "red" });
    const oliTable = await oli.client.create("ttr", { gameName: "Oli's table", color: "red" });
    const natLobby = await nat.client.joinOrCreate("lobby");
    const natSees = watchLobby(natLobby);
    const oliLobby = await oli.client.joinOrCreate("lobby");
    const oliSees = watchLobby(oliLobby);
    // A table opened after both shows on both pages: anything about the earlier two has arrived by then.
    const pamTable = await pam.client.create("ttr", { gameName: "Pam's table", color: "red" });
    for (const room of [natTable, oliTable, pamTable, natLobby, oliLobby]) room.onMessage("*", () => undefined);
    await until(() => natSees.has(pamTable.roomId) && oliSees.has(pamTable.roomId), "both see a third person's table");
    assert.ok(!natSees.has(oliTable.roomId), "the blocker is not offered the blocked one's table");
    assert.ok(!oliSees.has(natTable.roomId), "the blocked one is not offered the blocker's table");
    assert.ok(natSees.has(natTable.roomId) && oliSees.has(oliTable.roomId), "each still sees its own");

    assert.equal((await act(ts, nat, "unblock", "fr_bk_oli")).body.changed, true);
    await until(() => natSees.has(oliTable.roomId), "listed again to the one who unblocked");
    await Promise.all([natTable.leave(), oliTable.leave(), pamTable.leave(), natLobby.leave(), oliLobby.leave()]);
  });

  it("bounds the unanswered requests one account sends", async () => {
    const mia = await registerUser(ts, "fr_mia");
    const names: string[] = [];
    for (let i = 0; i <= MAX_OUTGOING_REQUESTS; i++) names.push((await registerUser(ts, `fr_m${i}`)).username);
    for (const name of names.slice(0, MAX_OUTGOING_REQUESTS)) assert.equal((await act(ts, mia, "request", name)).status, 200);
    assert.equal((await act(ts, mia, "request", names[MAX_OUTGOING_REQUESTS]!)).status, 409);
    assert.equal((await friendsOf(ts, mia)).outgoing.length, MAX_OUTGOING_REQUESTS);
  });

  it("refuses malformed bodies, unknown fields and prototype keys, and no login, changing nothing", async () => {
    const ned = await registerUser(ts, "fr_ned");
    const routes = ["request", "accept", "decline", "remove", "block", "unblock"];
    const bodies: unknown[] = [{}, { username: 7 }, { username: ["fr_ann"] }, { username: "fr_ann", extra: 1 }, "just text", { username: "x".repeat(41) }];
    for (const route of routes) {
      for (const body of bodies) assert.equal((await post(ts, `/api/friends/${route}`, body, ned.token)).status, 400, `${route} ${JSON.stringify(body)}`);
      const hidden = await post(ts, `/api/friends/${route}`, '{"username":"fr_ann","__proto__":{"admin":true}}', ned.token);
      assert.equal(hidden.status, 400, `${route} with a prototype key`);
      assert.equal((await post(ts, `/api/friends/${route}`, { username: "fr_ann" })).status, 401);
    }
    assert.equal((await post(ts, "/api/friends/invite", { gameId: "X", username: "fr_ann", more: true }, ned.token)).status, 400);
    assert.equal((await post(ts, "/api/friends/invite", '{"gameId":"X","username":"fr_ann","constructor":{"prototype":{}}}', ned.token)).status, 400);
    assert.equal((await post(ts, "/api/friends/invitations/decline", { gameId: 5 }, ned.token)).status, 400);
    assert.equal((await get(ts, "/api/friends")).status, 401);
    const nedSees = await friendsOf(ts, ned);
    assert.deepEqual([nedSees.friends, nedSees.incoming, nedSees.outgoing, nedSees.blocked], [[], [], [], []]);
  });

  it("keeps friends, requests and blocks across a restart on the same storage", async () => {
    const oli = await registerUser(ts, "fr_oli");
    const pam = await registerUser(ts, "fr_pam");
    await registerUser(ts, "fr_quin");
    await registerUser(ts, "fr_ray");
    await act(ts, oli, "request", "fr_pam");
    await act(ts, pam, "accept", "fr_oli");
    await act(ts, oli, "request", "fr_quin");
    await act(ts, oli, "block", "fr_ray");
    await ts.server.shutdown();
    ts = await startServer({ databaseUrl, dataDir: ts.dataDir, friendChangesMaxPerAccount: 1000, friendChangesMaxPerAddress: 5000 });
    const again = { ...oli, token: (await post(ts, "/auth/login", { username: "fr_oli", password: oli.password })).body.token as string };
    const seen = await friendsOf(ts, again);
    assert.deepEqual([seen.friends.map((f) => f.username), seen.outgoing, seen.blocked], [["fr_pam"], ["fr_quin"], ["fr_ray"]]);
  });
});

describe("friends: the rate limit of friend-list changes", function () {
  this.timeout(60_000);
  let ts: TestServer;
  before(async () => {
    ts = await startServer({ friendChangesMaxPerAccount: 3, friendChangesMaxPerAddress: 1000 });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("answers 429 past the account's changes in the window, and stores nothing more", async () => {
    const sam = await registerUser(ts, "rl_sam");
    const targets = await Promise.all(["rl_t1", "rl_t2", "rl_t3", "rl_t4"].map((name) => registerUser(ts, name)));
    const statuses: number[] = [];
    for (const target of targets) statuses.push((await act(ts, sam, "request", target.username)).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.equal((await friendsOf(ts, sam)).outgoing.length, 3);
  });
});
