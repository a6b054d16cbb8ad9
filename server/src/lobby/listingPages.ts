// The lobby listing's order, search and pages: pure functions over the listings the lobby room keeps.
import {
  LOBBY_MAX_PAGE_SIZE,
  LOBBY_MINE_LIMIT,
  LOBBY_PAGE_SIZE,
  LOBBY_SEARCH_MAX_LENGTH,
  type LobbyMetadata,
  type LobbyPage,
  type LobbyPageRequest,
} from "../../../shared-rules/protocol/index.js";
import { isMapId, type MapId } from "../../../shared-rules/src/index.js";

/** One listed game as the matchmaker describes it (Colyseus' room cache entry; `createdAt` is a string over Redis). */
export interface GameListing {
  roomId: string;
  createdAt?: Date | string;
  metadata: LobbyMetadata;
}

/** Which part of the listing a client looks at: always valid, whatever it asked. */
export interface PageView {
  offset: number;
  limit: number;
  search: string;
  /** Only the games on this board ("" every board). */
  map: MapId | "";
}

export const FIRST_PAGE: PageView = { offset: 0, limit: LOBBY_PAGE_SIZE, search: "", map: "" };

/** A client's `page` request made safe: numbers clamped, search trimmed and bounded, a map one of the boards; anything malformed → defaults. */
export function pageViewOf(request: unknown): PageView {
  const asked = (request && typeof request === "object" ? request : {}) as LobbyPageRequest;
  const whole = (value: unknown, fallback: number, min: number, max: number) =>
    typeof value === "number" && Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;
  const search = typeof asked.search === "string" ? asked.search.normalize("NFC").trim().slice(0, LOBBY_SEARCH_MAX_LENGTH) : "";
  return {
    offset: whole(asked.offset, 0, 0, Number.MAX_SAFE_INTEGER),
    limit: whole(asked.limit, LOBBY_PAGE_SIZE, 1, LOBBY_MAX_PAGE_SIZE),
    search,
    map: isMapId(asked.map) ? asked.map : "",
  };
}

/** Joinable games first (someone can play now), then full waiting games, games in progress, finished games. */
function rank(m: LobbyMetadata): number {
  if (m.status === "waiting") return m.joinable ? 0 : 1;
  return m.status === "playing" ? 2 : 3;
}

const createdMs = (l: GameListing) => (l.createdAt === undefined ? 0 : new Date(l.createdAt).getTime() || 0);

/**
 * The listing's one order. Waiting games: the longest-waiting first, so they fill up and start (a newcomer flooding
 * games does not push the others off the first page). Games in progress and finished: the newest first.
 */
export function compareListings(a: GameListing, b: GameListing): number {
  const byRank = rank(a.metadata) - rank(b.metadata);
  if (byRank !== 0) return byRank;
  const byAge = a.metadata.status === "waiting" ? createdMs(a) - createdMs(b) : createdMs(b) - createdMs(a);
  if (byAge !== 0) return byAge;
  return a.roomId < b.roomId ? -1 : a.roomId > b.roomId ? 1 : 0;
}

/** Whether a game matches a search text: in its name, its host's or a player's name, ignoring case. */
export function matchesSearch(listing: GameListing, search: string): boolean {
  if (search === "") return true;
  const needle = search.toLowerCase();
  const m = listing.metadata;
  return [m.gameName, m.host, ...m.players.map((p) => p.username)].some((text) => text.toLowerCase().includes(needle));
}

/** Whether a game is on the board a page is filtered to (a listing without a map is the USA's). */
export function matchesMap(listing: GameListing, map: MapId | ""): boolean {
  return map === "" || (listing.metadata.map ?? "usa") === map;
}

/** The games a user sits in, in listing order, at most LOBBY_MINE_LIMIT. */
export function gamesOf(ordered: readonly GameListing[], username: string | null): GameListing[] {
  if (username === null) return [];
  const me = username.toLowerCase();
  const mine: GameListing[] = [];
  for (const listing of ordered) {
    if (listing.metadata.players.some((p) => p.username.toLowerCase() === me)) mine.push(listing);
    if (mine.length === LOBBY_MINE_LIMIT) break;
  }
  return mine;
}

/** One page of the already ordered and searched listing, with the user's own games beside it. */
export function pageOf(matching: readonly GameListing[], view: PageView, mine: GameListing[]): LobbyPage<GameListing> {
  return {
    rooms: matching.slice(view.offset, view.offset + view.limit),
    mine,
    total: matching.length,
    offset: view.offset,
    limit: view.limit,
    search: view.search,
    map: view.map,
  };
}
