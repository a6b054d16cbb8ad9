// The lobby's listing comes in bounded pages: with many waiting games a lobby client's
// first message stays small, paging reaches every game exactly once, a search narrows the listing, and the page a
// client looks at stays live.
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { LOBBY_MAX_PAGE_SIZE, LOBBY_PAGE_SIZE, type LobbyPage } from "../../shared-rules/protocol/index.js";
import { nextMessage, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import type { Listing } from "./lobbyWatch.js";

/** Waiting games listed: together far more than a page could carry (~300 bytes each on the wire). */
const GAMES = 150;
/** A lobby client's first message must stay below this, whatever the number of games. */
const FIRST_MESSAGE_BOUND_BYTES = 16 * 1024;

/** Sizes of the frames a colyseus.js room receives on the wire, from now on. */
function frameSizes(room: Room): number[] {
  const sizes: number[] = [];
  const socket = (room.connection.transport as unknown as { ws: { on(event: "message", listener: (data: Buffer) => void): void } }).ws;
  socket.on("message", (data) => sizes.push(data.byteLength));
  return sizes;
}

async function askPage(lobby: Room, request: object): Promise<LobbyPage<Listing>> {
  const answer = nextMessage<LobbyPage<Listing>>(lobby, "rooms", 20_000);
  lobby.send("page", request);
  return answer;
}

describe("server: lobby pages", function () {
  this.timeout(180_000);
  let ts: TestServer;
  let host: User;
  const games: Room[] = [];

  before(async () => {
    // One host may list them all; a game its host left closes after a second (the "leaving" case below).
    ts = await startServer({ maxWaitingGamesPerUser: 100_000, waitingIdleSeconds: 1 });
    host = await registerUser(ts, "flood1");
    for (let i = 0; i < GAMES; i++) {
      const room = await host.client.create("ttr", { gameName: `Flood game ${i}`, color: "red" });
      room.onMessage("*", () => {});
      games.push(room);
    }
  });

  after(async () => {
    await ts.server.shutdown(); // closes every game's connection
  });

  it("sends a newcomer one bounded page and the total, not every game", async () => {
    const lucy = await registerUser(ts, "lucy1");
    const lobby = await lucy.client.joinOrCreate("lobby");
    const sizes = frameSizes(lobby);
    const first = await nextMessage<LobbyPage<Listing>>(lobby, "rooms", 20_000);
    assert.equal(first.total, GAMES);
    assert.equal(first.rooms.length, LOBBY_PAGE_SIZE);
    assert.deepEqual(first.mine, [], "lucy sits in none of them");
    assert.ok(sizes.length > 0 && Math.max(...sizes) < FIRST_MESSAGE_BOUND_BYTES, `first message ${Math.max(...sizes)} bytes`);
    // The longest-waiting joinable games come first.
    assert.ok(first.rooms.every((r) => r.metadata.joinable));
    assert.deepEqual(first.rooms.map((r) => r.metadata.gameName), games.slice(0, LOBBY_PAGE_SIZE).map((_, i) => `Flood game ${i}`));
    await lobby.leave();
  });

  it("reaches every game exactly once by paging, at most LOBBY_MAX_PAGE_SIZE a page", async () => {
    const lobby = await (await registerUser(ts, "pager")).client.joinOrCreate("lobby");
    await nextMessage(lobby, "rooms", 20_000).catch(() => undefined);
    const seen: string[] = [];
    for (let offset = 0; ; ) {
      const page = await askPage(lobby, { offset, limit: 1000 });
      assert.equal(page.limit, LOBBY_MAX_PAGE_SIZE, "an oversized request is clamped");
      assert.equal(page.offset, offset);
      seen.push(...page.rooms.map((r) => r.roomId));
      offset += page.rooms.length;
      if (page.rooms.length === 0 || offset >= page.total) break;
    }
    assert.equal(seen.length, GAMES);
    assert.deepEqual(new Set(seen), new Set(games.map((g) => g.roomId)));
    await lobby.leave();
  });

  it("takes the first page's request from the join options", async () => {
    const lobby = await (await registerUser(ts, "joinopt")).client.joinOrCreate("lobby", { offset: GAMES - 5, limit: 10 });
    const first = await nextMessage<LobbyPage<Listing>>(lobby, "rooms", 20_000);
    assert.deepEqual(first.rooms.map((r) => r.roomId), games.slice(GAMES - 5).map((g) => g.roomId));
    await lobby.leave();
  });

  it("narrows the listing by a search, and shows the host its own games beside any page", async () => {
    const lobby = await host.client.joinOrCreate("lobby");
    const first = await nextMessage<LobbyPage<Listing>>(lobby, "rooms", 20_000);
    assert.equal(first.mine.length, 20, "the host's own games, bounded too");
    const found = await askPage(lobby, { offset: 0, search: "  flood GAME 14" });
    assert.equal(found.search, "flood GAME 14");
    assert.deepEqual(found.rooms.map((r) => r.metadata.gameName).sort(), ["Flood game 14", "Flood game 140", "Flood game 141", "Flood game 142", "Flood game 143", "Flood game 144", "Flood game 145", "Flood game 146", "Flood game 147", "Flood game 148", "Flood game 149"]);
    assert.equal(found.total, 11);
    const none = await askPage(lobby, { search: "nothing like this" });
    assert.equal(none.total, 0);
    assert.deepEqual(none.rooms, []);
    for (const garbage of [null, "x", { offset: -5, limit: 0, search: 7 }, { offset: 1.5 }]) {
      const page = await askPage(lobby, garbage as object);
      assert.ok(page.rooms.length >= 1 && page.rooms.length <= LOBBY_MAX_PAGE_SIZE, `a valid page for ${JSON.stringify(garbage)}`);
    }
    await lobby.leave();
  });

  it("keeps the page live: a change on it arrives, a game leaving it brings the next one in", async () => {
    const lobby = await (await registerUser(ts, "watch1")).client.joinOrCreate("lobby");
    let page = await nextMessage<LobbyPage<Listing>>(lobby, "rooms", 20_000);
    const listed = new Map(page.rooms.map((r) => [r.roomId, r]));
    lobby.onMessage("rooms", (p: LobbyPage<Listing>) => {
      page = p;
      listed.clear();
      for (const r of p.rooms) listed.set(r.roomId, r);
    });
    lobby.onMessage("+", ([roomId, listing]: [string, Listing]) => listed.set(roomId, listing));

    const joiner = await registerUser(ts, "joiner");
    const joined = await joiner.client.joinById(games[0].roomId, { color: "blue" });
    joined.onMessage("*", () => {});
    await until(() => listed.get(games[0].roomId)?.metadata.players.length === 2, "the second player on the listed game", 20_000);

    const leaving = games[1];
    await leaving.leave(); // the host leaves the waiting game it is alone in: it closes a second later
    await until(() => !listed.has(leaving.roomId), "the closed game gone from the page", 20_000);
    assert.equal(page.total, GAMES - 1);
    assert.equal(listed.size, LOBBY_PAGE_SIZE, "the next game moved up into the page");
    await joined.leave();
    await lobby.leave();
  });
});
