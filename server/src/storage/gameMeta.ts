// What both game stores keep beside a game's command log, and how they tell that it changed.
import type { GameRecord } from "../domain/records.js";

/** The record without its command log: seed, seats, settings, chat, result, times. */
export type GameMeta = Omit<GameRecord, "log">;

export function metaOf(record: GameRecord): GameMeta {
  const { log: _log, ...meta } = record;
  return meta;
}

/**
 * What a save compares with the last one written to know whether anything but the log changed. updatedAt is left
 * out: it changes on every save and is no news by itself.
 */
export function metaFingerprint(recordOrMeta: GameRecord | GameMeta): string {
  const { log: _log, updatedAt: _updatedAt, ...rest } = recordOrMeta as GameRecord;
  return JSON.stringify(rest);
}
