// The options a client hands the `ttr` room through each of its doors: create a game, play the daily deal, join a
// game (or come back to one's seat), watch one. The client sends exactly these; the server's zod schemas
// (server/src/room/messageSchemas.ts) are checked against them when it compiles.
import type { LessonId, MapId, PlayerColor, VariantId } from "../src/index.js";
import type { TimeControl } from "./timeControl.js";

/** The longest game name, in characters after trimming (the lobby lists it). */
export const GAME_NAME_MAX_LENGTH = 40;

/** `client.create("ttr", …)`: a new game, with its creator seated in their colour. */
export interface CreateGameOptions {
  /** 1–GAME_NAME_MAX_LENGTH visible characters (trimmed, NFC). */
  gameName: string;
  color: PlayerColor;
  /** The board (`MAP_IDS`); absent = "usa". */
  map?: MapId;
  /** One of the board's table options (`variantsOf(map)`: USA 1910, Europe 1912 decks); absent = the original game. */
  variant?: VariantId;
  /** Not listed in the lobby: joined by its short code or a share link. */
  private?: boolean;
  /** Spectators see the game some moves behind. Absent: on for public games, off for private ones. */
  spectatorDelay?: boolean;
  /** The turn clock; absent = real-time. */
  timeControl?: TimeControl;
  /** Test mode only (ALLOW_TEST_SEED): a reproducible deal. */
  seed?: number;
  /** Test mode only, like the seed: a short clock instead of the server's settings. */
  turnSeconds?: number;
  reserveSeconds?: number;
  /** Test mode only, like the seed: fewer trains each (1 to the board's count), for a short whole game. */
  trainsPerPlayer?: number;
}

/** `client.create("ttr", …)` for today's daily deal: the server seats bots beside the player and starts it. */
export interface DailyDealOptions {
  daily: true;
  color: PlayerColor;
}

/**
 * `client.create("ttr", …)` for a lesson (a guided game): the server deals the lesson's fixed short deal, seats the
 * scripted lesson bot beside the player and starts it; unlisted, unrated, no clock.
 */
export interface LessonOptions {
  lesson: LessonId;
  color: PlayerColor;
}

/**
 * `client.joinById(gameId, …)` for a player: the colour asked for, needed for a new seat and ignored when the person
 * comes back to the seat they hold.
 */
export interface JoinGameOptions {
  color?: PlayerColor;
}

/** `client.joinById(gameId, …)` to watch (see joinAsSpectator: a delayed game sends its spectators elsewhere). */
export interface SpectateOptions {
  spectator: true;
}

/** Every option any door takes: the server refuses options with any other key. */
export type RoomOptionKey = keyof CreateGameOptions | keyof DailyDealOptions | keyof LessonOptions | keyof JoinGameOptions | keyof SpectateOptions;
