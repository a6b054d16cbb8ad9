// What the server keeps about a game and its seats, independent of where it is kept: the storage backends
// (server/src/storage) read and write these, the rooms (server/src/room) build and replay them.
import { replayOptions, type Difficulty, type GameResult, type LoggedCommand, type MapId, type NewGameOptions, type PlayerColor, type Seed, type VariantId, type LessonId } from "../../../shared-rules/src/index.js";
import type { TimeControl, WireRatingChange } from "../../../shared-rules/protocol/index.js";

export type { Difficulty } from "../../../shared-rules/src/index.js";

export type GameStatus = "waiting" | "playing" | "ended" | "abandoned";

/** A game that is still going on (restored at start-up); the others are read on demand. */
export function isUnfinished(status: GameStatus): boolean {
  return status === "waiting" || status === "playing";
}

export interface SeatRecord {
  /** Account id of the person in this seat; null for a bot seat. */
  userId: number | null;
  username: string;
  color: PlayerColor;
  /** Set for bot seats. */
  bot: Difficulty | null;
}

export interface ChatLine {
  sender: string;
  message: string;
}

/**
 * A game's turn clock: its settings, fixed at creation, and when the game started. Where each seat
 * stands (its current count, its reserve) is derived from these and the times of the logged commands, so the clock
 * adds nothing to the log per turn and a restored game goes on with the same wall-clock deadlines.
 */
export interface TurnClockRecord {
  mode: TimeControl;
  turnMs: number;
  /** Each person's reserve at the start (0 in async games). */
  reserveMs: number;
  /** Epoch ms when the game started (set then): the opening ticket choice counts from it. */
  startedAt?: number;
  /**
   * The creator chose no clock: the server chose `mode`, and the start may still turn it relaxed (a game started
   * with bots: TurnClock's settleDefaultClock).
   */
  defaulted?: true;
}

export interface GameRecord {
  id: string;
  gameName: string;
  hostUserId: number;
  seed: Seed;
  status: GameStatus;
  /** In turn order: seat i is player index i in the rules. */
  seats: SeatRecord[];
  log: LoggedCommand[];
  chat: ChatLine[];
  result: GameResult | null;
  createdAt: string;
  updatedAt: string;
  /** Not listed in the lobby; people join it by its id, a short code. Absent = public. */
  private?: boolean;
  /** Moves the spectators see the game behind the players, fixed at creation. Absent = 0, live. */
  spectatorDelay?: number;
  /** PROCESS_NAME of the process that hosts the game; with several processes, the one that restores it. */
  owner?: string;
  /**
   * Set once an ended game's result has been through the ratings: it changed them, or the game had
   * fewer than two people who played their own seat (ratings/finalOrder.ts). An ended game without it is rated at the
   * next start (see ratings/ratingKeeper.ts).
   */
  rated?: boolean;
  /** What the ratings made of it, set with `rated`: each rated seat's rating before → after (rounded). */
  ratingChanges?: WireRatingChange[];
  /** The UTC day (YYYY-MM-DD) of a daily deal game; absent for any other game. */
  daily?: string;
  /** The turn clock; absent on games created before it (they have none). */
  clock?: TurnClockRecord;
  /** The board, fixed at creation; absent = "usa" (every game stored before maps was a USA game). */
  map?: MapId;
  /** The lesson this game is (server/src/game/lessonGame.ts); absent for any other game. */
  lesson?: LessonId;
  /** Trains each player starts with when fewer than the board's: a lesson's short game, or a test (ALLOW_TEST_SEED). */
  trainsPerPlayer?: number;
  /** The board's table option, fixed at creation; absent = the original game. */
  variant?: VariantId;
}

/** The board a stored game is played on. */
export function mapOfRecord(record: Pick<GameRecord, "map">): MapId {
  return record.map ?? "usa";
}

/** What the rules need to deal this game again (newGame) or replay its log: seed, seat colours, board. */
export function rulesOptionsOf(record: Pick<GameRecord, "seed" | "seats" | "map" | "trainsPerPlayer" | "variant">): NewGameOptions {
  return replayOptions(record);
}
