// Friends across two server processes on one Redis (and one PostgreSQL): a request made through one process reaches
// the other's lobby live; a friend in the lobby of one process shows "in the lobby" to a friend on the other; an
// invitation sent on one process reaches the friend's lobby on the other and is listed there, and Join seats them at
// the table the first process hosts; a friends-only table hosted on one process is listed in the other's lobby to the
// host's friend only.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { SOCIAL_NOTICE, type FriendsAnswer, type SocialNotice } from "../../shared-rules/protocol/index.js";
import { get, post, registerUser, serverAt, startTestCluster, until, type TestCluster } from "../../test-kit/index.js";
import { watchLobby } from "./lobbyWatch.js";

describe("friends across two processes on Redis: notices, presence, invitations, friends-only listings", function () {
  this.timeout(300_000);
  let cluster: TestCluster | undefined;
  const rooms: Room[] = [];
  before(async () => {
    cluster = await startTestCluster("friends", 2, { SPECTATOR_DELAY_MOVES: "0" });
  });
  after(async () => {
    for (const room of rooms) if (room.connection.isOpen) await room.leave(true).catch(() => undefined);
    await cluster?.stop();
  });

  it("a request, a friend's presence, an invitation and a friends-only table, each across the two processes", async () => {
    const [a, b] = cluster!.processes.map((p) => serverAt(p.port));
    const ann = await registerUser(a!, "cl_ann"); // ann's HTTP and game on process A
    const ben = await registerUser(b!, "cl_ben"); // ben's lobby and HTTP on process B
    const cat = await registerUser(b!, "cl_cat"); // a stranger, on B
    const notices: SocialNotice[] = [];
    const benLobby = await ben.client.joinOrCreate("lobby");
    rooms.push(benLobby);
    benLobby.onMessage("*", () => undefined);
    benLobby.onMessage(SOCIAL_NOTICE, (n: SocialNotice) => notices.push(n));
    const benSees = watchLobby(benLobby);
    const catLobby = await cat.client.joinOrCreate("lobby");
    rooms.push(catLobby);
    catLobby.onMessage("*", () => undefined);
    const catSees = watchLobby(catLobby);

    assert.equal((await post(a!, "/api/friends/request", { username: "cl_ben" }, ann.token)).status, 200);
    await until(() => notices.some((n) => n.kind === "friendRequest" && n.from === "cl_ann"), "the request in ben's lobby on the other process", 30_000);
    assert.equal((await post(b!, "/api/friends/accept", { username: "cl_ann" }, ben.token)).body.changed, true);
    const annSees = (await get(a!, "/api/friends", ann.token)).body as unknown as FriendsAnswer;
    assert.deepEqual(annSees.friends, [{ username: "cl_ben", state: "lobby" }], "ben's lobby on B, seen from A");

    const table = await ann.client.create("ttr", { gameName: "Across", color: "red", visibility: "friends" });
    rooms.push(table);
    table.onMessage("*", () => undefined);
    await until(() => benSees.has(table.roomId), "the friends-only table in the friend's lobby on B", 30_000);
    let invited = await post(a!, "/api/friends/invite", { gameId: table.roomId, username: "cl_ben" }, ann.token);
    for (let i = 0; invited.status === 404 && i < 200; i++) {
      await new Promise((r) => setTimeout(r, 25));
      invited = await post(a!, "/api/friends/invite", { gameId: table.roomId, username: "cl_ben" }, ann.token);
    }
    assert.equal(invited.status, 200, JSON.stringify(invited.body));
    await until(() => notices.some((n) => n.kind === "invitation" && n.gameId === table.roomId), "the invitation in ben's lobby on B", 30_000);
    const listed = ((await get(b!, "/api/friends", ben.token)).body as unknown as FriendsAnswer).invitations;
    assert.deepEqual(listed.map((i) => [i.gameId, i.from]), [[table.roomId, "cl_ann"]]);
    const seat = await ben.client.joinById(table.roomId, { color: listed[0]!.availableColors[0] });
    rooms.push(seat);
    seat.onMessage("*", () => undefined);
    await assert.rejects(cat.client.joinById(table.roomId, { color: "green" }), /not found/i, "the stranger on B is refused");
    assert.ok(!catSees.has(table.roomId), "and never sees it listed");
  });
});

