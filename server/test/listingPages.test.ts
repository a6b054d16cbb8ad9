// The lobby listing's order, search and request parsing (server/src/lobby/listingPages.ts), without a server.
import assert from "node:assert/strict";
import { LOBBY_MAX_PAGE_SIZE, LOBBY_MINE_LIMIT, LOBBY_PAGE_SIZE, LOBBY_SEARCH_MAX_LENGTH, type LobbyMetadata } from "../../shared-rules/protocol/index.js";
import { compareListings, gamesOf, matchesMap, matchesSearch, pageViewOf, type GameListing } from "../src/lobby/listingPages.js";

function game(roomId: string, minute: number, status: LobbyMetadata["status"], joinable: boolean, players = ["host"]): GameListing {
  return {
    roomId,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
    metadata: {
      gameName: `Game ${roomId}`,
      host: players[0],
      players: players.map((username) => ({ username, color: "red", isBot: false })),
      availableColors: [],
      status,
      spectators: 0,
      maxPlayers: 5,
      joinable,
    },
  };
}

describe("lobby listing pages", () => {
  it("orders joinable games (oldest first), full waiting games, games in progress and finished ones (newest first)", () => {
    const listings = [
      game("ended-old", 1, "ended", false),
      game("playing-old", 2, "playing", false),
      game("joinable-new", 9, "waiting", true),
      game("full", 3, "waiting", false),
      game("playing-new", 8, "playing", false),
      game("joinable-old", 4, "waiting", true),
      game("ended-new", 7, "ended", false),
    ];
    assert.deepEqual(listings.sort(compareListings).map((l) => l.roomId), ["joinable-old", "joinable-new", "full", "playing-new", "playing-old", "ended-new", "ended-old"]);
  });

  it("orders by creation time given as a string too (the Redis driver's listings)", () => {
    const a = { ...game("a", 5, "waiting", true), createdAt: new Date(Date.UTC(2026, 0, 1, 0, 5)).toISOString() };
    const b = { ...game("b", 6, "waiting", true), createdAt: new Date(Date.UTC(2026, 0, 1, 0, 6)).toISOString() };
    assert.deepEqual([b, a].sort(compareListings).map((l) => l.roomId), ["a", "b"]);
  });

  it("searches names, hosts and players, ignoring case", () => {
    const g = game("x", 1, "waiting", true, ["Alice", "bobby"]);
    for (const text of ["game X", "ALI", "obb", ""]) assert.ok(matchesSearch(g, text), text);
    assert.ok(!matchesSearch(g, "carol"));
  });

  it("filters by board: only that board's games, a listing without a map being the USA's", () => {
    const usa = game("usa", 1, "waiting", true);
    const swiss = { ...game("swiss", 2, "waiting", true), metadata: { ...game("swiss", 2, "waiting", true).metadata, map: "switzerland" as const } };
    assert.deepEqual([usa, swiss].filter((l) => matchesMap(l, "switzerland")).map((l) => l.roomId), ["swiss"]);
    assert.deepEqual([usa, swiss].filter((l) => matchesMap(l, "usa")).map((l) => l.roomId), ["usa"]);
    assert.deepEqual([usa, swiss].filter((l) => matchesMap(l, "")).map((l) => l.roomId), ["usa", "swiss"]);
  });

  it("finds a user's own games, bounded", () => {
    const many = Array.from({ length: LOBBY_MINE_LIMIT + 5 }, (_, i) => game(`g${i}`, i, "playing", false, ["host", "Dana"]));
    assert.equal(gamesOf(many, "dana").length, LOBBY_MINE_LIMIT);
    assert.deepEqual(gamesOf(many, null), []);
    assert.deepEqual(gamesOf(many, "nobody"), []);
  });

  it("turns any page request into a valid view", () => {
    assert.deepEqual(pageViewOf(undefined), { offset: 0, limit: LOBBY_PAGE_SIZE, search: "", map: "" });
    assert.deepEqual(pageViewOf({ offset: -3, limit: 10_000, search: "  hi ", map: "india" }), { offset: 0, limit: LOBBY_MAX_PAGE_SIZE, search: "hi", map: "india" });
    assert.deepEqual(pageViewOf({ offset: 2.5, limit: "9", search: { toString: 1 }, map: "atlantis" }), { offset: 0, limit: LOBBY_PAGE_SIZE, search: "", map: "" });
    assert.equal(pageViewOf({ search: "x".repeat(1000) }).search.length, LOBBY_SEARCH_MAX_LENGTH);
    assert.equal(pageViewOf({ limit: 0 }).limit, 1);
  });
});
