// A message handler (Command pattern): one per message type, given the parsed payload, answering one reply.
import type { Client } from "@colyseus/core";
import type { GameHost } from "../GameHost.js";
import type { MessagePayload, MessageType } from "../messageSchemas.js";

export type Reply = { description: string } & Record<string, unknown>;

/** Most handlers answer at once; one that writes files answers when the write is done. */
export type Handler<T extends MessageType> = (host: GameHost, client: Client, payload: MessagePayload<T>) => Reply | Promise<Reply>;

export type HandlerTable = { [T in MessageType]: Handler<T> };

export function reply(description: string, fields: Record<string, unknown> = {}): Reply {
  return { description, ...fields };
}
