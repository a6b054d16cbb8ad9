// What the lobby lists for each game room (Colyseus room metadata, pushed live by LobbyRoom).
// `players[].username` lets a client pick out "your games"; `joinable` marks the ones a newcomer can join.
import type { LessonId, MapId, PlayerColor, VariantId } from "../src/index.js";
import type { HistoryGame } from "./ratings.js";

export type LobbyStatus = "waiting" | "playing" | "ended";

export interface LobbyMetadata {
  gameName: string;
  /** The board the game is played on (absent in listings from servers before maps: "usa"). */
  map?: MapId;
  /** The board's table option (absent: the original game). */
  variant?: VariantId;
  host: string;
  players: { username: string; color: PlayerColor; isBot: boolean }[];
  availableColors: PlayerColor[];
  status: LobbyStatus;
  spectators: number;
  maxPlayers: number;
  /** waiting and not full */
  joinable: boolean;
  /**
   * Async games only: "async", and while it is played the usernames whose move it is, so "your
   * games" shows where it is your move even when this tab is not in the game. Absent for real-time games.
   */
  timeControl?: "async";
  toMove?: string[];
}

// The listing comes in bounded pages (thousands of waiting games must not make one huge first message): on joining,
// and whenever it asks with `page`, a client gets `rooms` = one LobbyPage; afterwards the lobby keeps that page live:
// `+` [roomId, listing] when a game on it (or one of the client's own) changes, a whole new `rooms` page when games
// enter or leave it or the total changes.

/** Games per page when the client does not say, and the most it may ask for. */
export const LOBBY_PAGE_SIZE = 20;
export const LOBBY_MAX_PAGE_SIZE = 50;
/** The client's own games ("your games", found by username) sent beside every page, at most. */
export const LOBBY_MINE_LIMIT = 20;
/** Longest search text (matched against game names, hosts and player names, ignoring case). */
export const LOBBY_SEARCH_MAX_LENGTH = 40;

/** Client → lobby `page`: which part of the listing to show. Missing fields keep their defaults (0, 20, ""). */
export interface LobbyPageRequest {
  offset?: number;
  limit?: number;
  search?: string;
  /** Only the games on this board; absent or "": every board. */
  map?: MapId | "";
}

/**
 * Lobby → client `rooms`. `rooms`: the page, joinable games first (the longest-waiting first), then full waiting
 * games, games in progress (newest first), finished ones. `total`: games matching `search` in all. `mine`: the
 * client's own games wherever they are in the order (logged-in clients only).
 */
export interface LobbyPage<Listing> {
  rooms: Listing[];
  mine: Listing[];
  total: number;
  offset: number;
  limit: number;
  search: string;
  /** The board the page is filtered to ("" every board). */
  map: MapId | "";
}

/** One unfinished game you sit in, wherever it is (listed or not: private games and daily deals never are). */
export interface MyGame {
  gameId: string;
  gameName: string;
  status: "waiting" | "playing";
  players: { username: string; color: PlayerColor; isBot: boolean; playerOrder: number }[];
  yourSeat: number;
  private?: boolean;
  /** The UTC day of a daily deal (the lobby does not list those). */
  daily?: string;
  /** The lesson this game is (a guided game, unlisted): the lobby's lesson buttons open it again where it stopped. */
  lesson?: LessonId;
}

/** A recently finished game of yours, and whether its replay can be watched yet (a daily deal's from the next day). */
export type MyFinishedGame = HistoryGame & { replayable: boolean };

/**
 * GET /api/my-games: every game you are in, so the lobby can offer what you can do in each: the unfinished ones to
 * resume (also unlisted ones, and after a restart), and the newest finished ones to watch again.
 */
export interface MyGamesAnswer {
  description: "success";
  games: MyGame[];
  finished: MyFinishedGame[];
}
