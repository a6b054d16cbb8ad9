// A message handler (Command pattern): one per message type, given the parsed payload, answering one reply in the
// wire contract's shape (shared-rules/protocol/messages.ts): a machine `code` beside the design's `description`.
import type { Client } from "@colyseus/core";
import type { GameMaster } from "../../game/GameMaster.js";
import type { MessagePayload, MessageType } from "../messageSchemas.js";
import { DESCRIPTIONS, GAME_HAS_STARTED, type ReplyBase, type ReplyCode, type ReplyFields } from "../../../../shared-rules/protocol/index.js";

export type Reply = ReplyBase & Record<string, unknown>;

/** Most handlers answer at once; one that writes files answers when the write is done. */
export type Handler<T extends MessageType> = (master: GameMaster<Client>, client: Client, payload: MessagePayload<T>) => Reply | Promise<Reply>;

export type HandlerTable = { [T in MessageType]: Handler<T> };

/** A reply of any kind: its code, that code's description (replyCodes.ts), and the message's fields. */
export function reply(code: ReplyCode, fields: ReplyFields[MessageType] | Record<string, unknown> = {}): Reply {
  return { code, description: DESCRIPTIONS[code], ...fields };
}

/** The success of startGame and startAndWatch, which the design words "game has started". */
export function startedReply(fields: ReplyFields["startGame" | "startAndWatch"] | Record<string, unknown>): Reply {
  return { code: "ok", description: GAME_HAS_STARTED, ...fields };
}
