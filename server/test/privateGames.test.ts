// Private games: created with `private: true`, never listed in the lobby (first page, search, live
// updates), their id is a short code; GET /api/games/:code finds them for a share link or a typed code, and joining
// by that code seats a player. A restart keeps them private.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import type { LobbyPage } from "../../shared-rules/protocol/index.js";
import type { Listing } from "./lobbyWatch.js";
import { get, nextMessage, registerUser, startServer, tempDataDir, until, type TestServer } from "../../test-kit/index.js";

describe("server: private games", function () {
  this.timeout(60_000);
  let ts: TestServer;
  let dataDir: string;
  let lobby: Room | null;
  const listed = new Set<string>();
  const rooms: Room[] = [];

  before(async () => {
    dataDir = await tempDataDir();
    ts = await startServer({ dataDir });
    lobby = await new Client(ts.wsUrl).joinOrCreate("lobby");
    lobby.onMessage("rooms", (page: LobbyPage<Listing>) => page.rooms.forEach((r) => listed.add(r.roomId)));
    lobby.onMessage("+", ([roomId]: [string]) => listed.add(roomId));
  });

  after(async () => {
    await Promise.all(rooms.map((r) => r.leave(true).catch(() => {})));
    await lobby?.leave(true).catch(() => {});
    await ts?.server.shutdown();
  });

  it("is not listed, has a short code for an id, and is found and joined by that code", async () => {
    const host = await registerUser(ts, "hidden_host");
    const friend = await registerUser(ts, "friend");
    // a public game created after it shows that the lobby's updates went out meanwhile
    const secret = await host.client.create("ttr", { gameName: "Secret club", color: "red", private: true });
    const open = await host.client.create("ttr", { gameName: "Open house", color: "blue" });
    rooms.push(secret, open);
    assert.match(secret.roomId, /^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await until(() => listed.has(open.roomId), "the public game in the lobby");
    assert.equal(listed.has(secret.roomId), false, "the private game is never sent to the lobby");

    // a fresh lobby client, and a search for the game's name, do not see it either
    const other = await new Client(ts.wsUrl).joinOrCreate("lobby");
    const first = await nextMessage<LobbyPage<Listing>>(other, "rooms");
    assert.deepEqual(first.rooms.map((r) => r.roomId), [open.roomId]);
    other.send("page", { search: "Secret" });
    assert.deepEqual((await nextMessage<LobbyPage<Listing>>(other, "rooms")).rooms, []);
    await other.leave(true);

    const found = await get(ts, `/api/games/${secret.roomId}`);
    assert.equal(found.status, 200);
    assert.equal(found.body.gameName, "Secret club");
    assert.equal(found.body.private, true);
    assert.equal(found.body.host, "hidden_host");
    assert.ok((found.body.availableColors as string[]).includes("green"));
    assert.equal((await get(ts, "/api/games/ZZZZZZ")).status, 404);
    // as people type or read it out: any case, spaces or hyphens anywhere, or none
    for (const typed of [secret.roomId.toLowerCase(), ` ${secret.roomId.replaceAll("-", " ")} `, secret.roomId.replaceAll("-", "").toLowerCase(), `-${secret.roomId}-`]) {
      const answer = await get(ts, `/api/games/${encodeURIComponent(typed)}`);
      assert.equal(answer.status, 200, `"${typed}" finds the game`);
      assert.equal(answer.body.gameId, secret.roomId, "and answers the code as it is");
    }
    assert.equal((await get(ts, `/api/games/${open.roomId}`)).body.private, false);

    const joined = await friend.client.joinById(secret.roomId, { color: "green" });
    rooms.push(joined);
    await until(() => ((joined.state as { players?: unknown[] }).players?.length ?? 0) === 2, "two players in the private game");
    assert.equal(listed.has(secret.roomId), false, "still unlisted after a join");
    const record = ts.server.services.games.get(secret.roomId);
    assert.equal(record?.private, true);
  });

  it("stays private after a restart", async () => {
    const secretId = rooms[0].roomId;
    await Promise.all(rooms.map((r) => r.leave(false).catch(() => {})));
    rooms.length = 0;
    await lobby?.leave(true);
    lobby = null;
    await ts.server.shutdown();
    ts = await startServer({ dataDir, port: ts.port });
    const again = await new Client(ts.wsUrl).joinOrCreate("lobby");
    const page = await nextMessage<LobbyPage<Listing>>(again, "rooms");
    assert.equal((await get(ts, `/api/games/${secretId}`)).body.private, true, "brought back");
    assert.equal(page.rooms.some((r) => r.roomId === secretId), false);
    assert.ok(page.rooms.some((r) => r.metadata.gameName === "Open house"), "the public one is listed again");
    await again.leave(true);
  });
});
