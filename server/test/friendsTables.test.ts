// Friends-only tables and invitations through a real server, on both storage backends. A stranger is refused at every
// door of a friends-only table (join by name, joinById to sit or to watch, a reconnection it was never given) and
// never sees it listed; the host's friend sees it, and sees it appear live once befriended. An invitation from a
// waiting table reaches the friend's lobby and list, Join (its free colour) seats them, and it expires once the table
// starts; only friends can be invited, and what one account holds is bounded.
import assert from "node:assert/strict";
import { LocalPresence } from "@colyseus/core";
import { SOCIAL_NOTICE, type FriendsAnswer, type SocialNotice } from "../../shared-rules/protocol/index.js";
import { ask, clientFor, get, post, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { Invitations, MAX_INVITATIONS_HELD } from "../src/social/invitations.js";
import { DATABASE_BACKENDS } from "./postgresKit.js";
import { watchLobby } from "./lobbyWatch.js";

const act = (ts: TestServer, user: User, action: string, username: string) => post(ts, `/api/friends/${action}`, { username }, user.token);

async function befriend(ts: TestServer, a: User, b: User): Promise<void> {
  assert.equal((await act(ts, a, "request", b.username)).status, 200);
  assert.equal((await act(ts, b, "accept", a.username)).body.changed, true);
}

async function friendsOf(ts: TestServer, user: User): Promise<FriendsAnswer> {
  return (await get(ts, "/api/friends", user.token)).body as unknown as FriendsAnswer;
}

for (const backend of DATABASE_BACKENDS) describe(`friends-only tables and invitations (${backend.name})`, function () {
  this.timeout(120_000);
  let ts: TestServer;
  before(async () => {
    ts = await startServer({ databaseUrl: await backend.database() });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("refuses a stranger at every door and lists the table to the host's friends only, live as they become friends", async () => {
    const host = await registerUser(ts, "ft_host");
    const pal = await registerUser(ts, "ft_pal");
    const stranger = await registerUser(ts, "ft_stranger");
    await befriend(ts, host, pal);
    const table = await host.client.create("ttr", { gameName: "Friends only", color: "red", visibility: "friends" });
    table.onMessage("*", () => undefined);

    const strangerLobby = await stranger.client.joinOrCreate("lobby");
    strangerLobby.onMessage("*", () => undefined);
    const strangerSees = watchLobby(strangerLobby);
    const palLobby = await pal.client.joinOrCreate("lobby");
    const palSees = watchLobby(palLobby);
    await until(() => palSees.has(table.roomId), "the friend sees the table listed");
    assert.equal(palSees.get(table.roomId)?.metadata.friendsOnly, true);
    assert.ok(!strangerSees.has(table.roomId), "the stranger's lobby does not list it");
    const anonymous = await clientFor(ts).joinOrCreate("lobby");
    const anonymousSees = watchLobby(anonymous);

    await assert.rejects(stranger.client.join("ttr", { color: "blue" }), /not found|no rooms found/i, "join by name");
    await assert.rejects(stranger.client.joinById(table.roomId, { color: "blue" }), /not found/i, "joinById to sit");
    await assert.rejects(stranger.client.joinById(table.roomId, { spectator: true }), /not found/i, "joinById to watch");
    await assert.rejects(clientFor(ts).joinById(table.roomId, { spectator: true }), /not found/i, "watching without a login");
    await assert.rejects(stranger.client.reconnect(`${table.roomId}:not-a-reconnection-token`), "a reconnection it was never given");
    assert.equal((await get(ts, `/api/games/${table.roomId}`, stranger.token)).status, 404, "looked up by its code");
    assert.equal((await get(ts, `/api/games/${table.roomId}`, pal.token)).status, 200, "the friend finds it by its code");

    // Becoming the host's friend shows it at once, and opens the door.
    await befriend(ts, stranger, host);
    await until(() => strangerSees.has(table.roomId), "listed once befriended");
    assert.ok(!anonymousSees.has(table.roomId), "never to an anonymous visitor");
    const palSeat = await pal.client.joinById(table.roomId, { color: "blue" });
    palSeat.onMessage("*", () => undefined);
    await Promise.all([palSeat.leave(), table.leave(), strangerLobby.leave(), palLobby.leave(), anonymous.leave()]);
  });

  it("invites a friend from a waiting table: the notice, the list, Join seats them in a free colour, and it expires when the table starts", async () => {
    const host = await registerUser(ts, "inv_host");
    const guest = await registerUser(ts, "inv_guest");
    const other = await registerUser(ts, "inv_other");
    await befriend(ts, host, guest);
    const table = await host.client.create("ttr", { gameName: "Come and play", color: "red" });
    table.onMessage("*", () => undefined);
    assert.equal((await ask(table, "addAI", { difficulty: "easy" })).code, "ok");
    const lobby = await guest.client.joinOrCreate("lobby");
    lobby.onMessage("*", () => undefined);
    const notices: SocialNotice[] = [];
    lobby.onMessage(SOCIAL_NOTICE, (n: SocialNotice) => notices.push(n));
    // The invitation is judged from the table's listing, which reaches the matchmaker on its own: asked until it has.
    let invited = await post(ts, "/api/friends/invite", { gameId: table.roomId, username: "inv_guest" }, host.token);
    for (let i = 0; invited.status === 404 && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 20));
      invited = await post(ts, "/api/friends/invite", { gameId: table.roomId, username: "inv_guest" }, host.token);
    }
    assert.equal(invited.status, 200, JSON.stringify(invited.body));
    await until(() => notices.some((n) => n.kind === "invitation" && n.gameId === table.roomId), "the invitation in the guest's lobby");
    const notice = notices.find((n) => n.kind === "invitation");
    assert.deepEqual(notice, { kind: "invitation", gameId: table.roomId, gameName: "Come and play", from: "inv_host", availableColors: (notice as { availableColors: string[] }).availableColors });
    const listed = (await friendsOf(ts, guest)).invitations;
    assert.equal(listed.length, 1);
    assert.equal(listed[0]!.from, "inv_host");
    assert.ok(!listed[0]!.availableColors.includes("red"), "the host's colour is taken");

    assert.equal((await post(ts, "/api/friends/invite", { gameId: table.roomId, username: "inv_other" }, host.token)).status, 400, "only friends");
    assert.equal((await post(ts, "/api/friends/invite", { gameId: table.roomId, username: "inv_guest" }, other.token)).status, 404, "only from one's own table");

    const seat = await guest.client.joinById(table.roomId, { color: listed[0]!.availableColors[0] });
    seat.onMessage("*", () => undefined);
    assert.equal((await ask(table, "startGame")).code, "ok");
    for (let i = 0; (await friendsOf(ts, guest)).invitations.length > 0 && i < 200; i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual((await friendsOf(ts, guest)).invitations, [], "the table started: the invitation is gone");
    await Promise.all([seat.leave(), table.leave(), lobby.leave()]);
  });
});

describe("invitations: what one account holds", () => {
  it(`keeps at most ${MAX_INVITATIONS_HELD}, dropping the oldest`, async () => {
    const presence = new LocalPresence();
    const invitations = new Invitations(() => presence);
    for (let i = 0; i < MAX_INVITATIONS_HELD + 5; i++) await invitations.add(7, `GAME${i}`, "someone", "a table");
    assert.equal(await presence.hlen("ttr:invitations:7"), MAX_INVITATIONS_HELD);
    assert.equal(await presence.hget("ttr:invitations:7", "GAME0"), null, "the oldest went");
    assert.notEqual(await presence.hget("ttr:invitations:7", `GAME${MAX_INVITATIONS_HELD + 4}`), null);
  });
});

describe("invitations: the rate limit", function () {
  this.timeout(60_000);
  let ts: TestServer;
  before(async () => {
    ts = await startServer({ invitationsMaxPerAccount: 2 });
  });
  after(async () => {
    await ts.server.shutdown();
  });

  it("answers 429 past the account's invitations in the window", async () => {
    const flooder = await registerUser(ts, "inv_flood");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(ts, "/api/friends/invite", { gameId: "NOPE", username: "whoever" }, flooder.token)).status);
    assert.deepEqual(statuses, [404, 404, 429]);
  });
});
