// A message handler (Command pattern): one per message type, given the parsed payload, answering one reply in the
// wire contract's shape (shared-rules/protocol/messages.ts): a machine `code` beside the design's `description`.
import type { Client } from "@colyseus/core";
import type { GameHost } from "../GameHost.js";
import type { MessagePayload, MessageType } from "../messageSchemas.js";
import { codeOf, type ReplyBase, type ReplyFields } from "../../../../shared-rules/protocol/index.js";

export type Reply = ReplyBase & Record<string, unknown>;

/** Most handlers answer at once; one that writes files answers when the write is done. */
export type Handler<T extends MessageType> = (host: GameHost, client: Client, payload: MessagePayload<T>) => Reply | Promise<Reply>;

export type HandlerTable = { [T in MessageType]: Handler<T> };

/** A reply of any kind: its code follows from the description (every answer has one, see replyCodes.ts). */
export function reply(description: string, fields: ReplyFields[MessageType] | Record<string, unknown> = {}): Reply {
  return { code: codeOf(description), description, ...fields };
}
