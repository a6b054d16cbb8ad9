// What both game stores keep beside a game's command log, and how they tell that it changed.
import type { ChatLine, GameRecord } from "../domain/records.js";

/** The record without its command log: seed, seats, settings, chat, result, times. */
export type GameMeta = Omit<GameRecord, "log">;

export function metaOf(record: GameRecord): GameMeta {
  const { log: _log, ...meta } = record;
  return meta;
}

/**
 * What a save compares with the last one written to know whether anything but the log changed (null: nothing written
 * yet). updatedAt is left out: it changes on every save and is no news by itself. The chat is compared by its length
 * and its newest line, the object itself, not turned into JSON on every save (a full chat made each save ~10× dearer):
 * lines are only appended, the oldest dropped past a limit, so a new line is always a new last object, even when the
 * length stays the same and its words repeat the line before.
 */
export interface MetaStamp {
  /** The record without its log, chat and updatedAt, as JSON. */
  fields: string;
  chatLength: number;
  lastChatLine: ChatLine | undefined;
}

export function metaStamp(recordOrMeta: GameRecord | GameMeta): MetaStamp {
  const { log: _log, updatedAt: _updatedAt, chat, ...fields } = recordOrMeta as GameRecord;
  return { fields: JSON.stringify(fields), chatLength: chat.length, lastChatLine: chat[chat.length - 1] };
}

export function sameMeta(written: MetaStamp | null, now: MetaStamp): boolean {
  return written !== null && written.fields === now.fields && written.chatLength === now.chatLength && written.lastChatLine === now.lastChatLine;
}
