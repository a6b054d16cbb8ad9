// A finished game as a downloadable file: everything `replay` needs to rebuild every state
// (seed, seat colours, command log) plus who sat where and the result. The server writes it, the replay viewer reads
// it (from the server or from a file the user picks), so the reader checks a file's shape before trusting it.
import type { GameResult, LoggedCommand, NewGameOptions, PlayerColor } from "./types.js";
import { COMMAND_TYPES, PLAYER_COLORS } from "./types.js";
import { DIFFICULTIES, type Difficulty } from "./difficulty.js";
import { isSeed, type Seed } from "./rng.js";
import { isMapId, type MapId } from "./map.js";
import { isVariantOf, type VariantId } from "./variants.js";

export const GAME_RECORD_FORMAT = "ttr-game-record";
export const GAME_RECORD_VERSION = 1;

export interface GameRecordSeat {
  username: string;
  color: PlayerColor;
  /** The bot's level for a bot seat, null for a person. */
  bot: Difficulty | null;
}

export interface GameRecordFile {
  format: typeof GAME_RECORD_FORMAT;
  version: typeof GAME_RECORD_VERSION;
  gameId: string;
  gameName: string;
  seed: Seed;
  /** The board; absent in records of USA games from before maps (and then "usa"). */
  map?: MapId;
  /** Trains each player started with, when fewer than the board's (test-mode games only). */
  trainsPerPlayer?: number;
  /** The board's table option; absent: the original game. */
  variant?: VariantId;
  /** In turn order: seat i is player i in the rules. */
  seats: GameRecordSeat[];
  log: LoggedCommand[];
  result: GameResult | null;
  createdAt: string;
}

/** The options `replay` / `newGame` need to rebuild this game. */
export function replayOptions(record: Pick<GameRecordFile, "seed" | "seats" | "map" | "trainsPerPlayer" | "variant">): NewGameOptions {
  const options: NewGameOptions = { seed: record.seed, colors: record.seats.map((s) => s.color) };
  if (record.map !== undefined && record.map !== "usa") options.map = record.map;
  if (record.trainsPerPlayer !== undefined) options.trainsPerPlayer = record.trainsPerPlayer;
  if (record.variant !== undefined) options.variant = record.variant;
  return options;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function isSeat(x: unknown): x is GameRecordSeat {
  return (
    isObject(x) &&
    typeof x.username === "string" &&
    (PLAYER_COLORS as readonly unknown[]).includes(x.color) &&
    (x.bot === null || (DIFFICULTIES as readonly unknown[]).includes(x.bot))
  );
}

function isLogged(x: unknown): x is LoggedCommand {
  // The command's fields are checked by the rules when it is applied; only the envelope is checked here.
  return isObject(x) && Number.isInteger(x.player) && isObject(x.command) && (COMMAND_TYPES as readonly unknown[]).includes(x.command.type);
}

/** The record when `data` has the file's shape, else why not (for a file the user picked). */
export function parseGameRecord(data: unknown): { ok: true; record: GameRecordFile } | { ok: false; reason: string } {
  if (!isObject(data) || data.format !== GAME_RECORD_FORMAT) return { ok: false, reason: "not a Ticket to Ride game record" };
  if (data.version !== GAME_RECORD_VERSION) return { ok: false, reason: `record version ${String(data.version)} is not supported` };
  if (!isSeed(data.seed)) return { ok: false, reason: "the record has no valid seed" };
  if (data.map !== undefined && !isMapId(data.map)) return { ok: false, reason: "the record names a map this version does not have" };
  if (data.trainsPerPlayer !== undefined && !(Number.isInteger(data.trainsPerPlayer) && Number(data.trainsPerPlayer) >= 1)) {
    return { ok: false, reason: "the record's trains per player are malformed" };
  }
  if (data.variant !== undefined && !isVariantOf(isMapId(data.map) ? data.map : "usa", data.variant)) {
    return { ok: false, reason: "the record names a table option its board does not have" };
  }
  if (!Array.isArray(data.seats) || !data.seats.every(isSeat)) return { ok: false, reason: "the record's seats are malformed" };
  if (!Array.isArray(data.log) || !data.log.every(isLogged)) return { ok: false, reason: "the record's command log is malformed" };
  if (typeof data.gameId !== "string" || typeof data.gameName !== "string" || typeof data.createdAt !== "string") {
    return { ok: false, reason: "the record's game id, name or date is missing" };
  }
  if (data.result !== null && !isObject(data.result)) return { ok: false, reason: "the record's result is malformed" };
  return { ok: true, record: data as unknown as GameRecordFile };
}
