// Waiting on a colyseus.js room: the next message of a type, a request and its reply, a condition on the synced
// state, the connection's end; and a log of everything a client received.
import type { Room } from "colyseus.js";
import { DESCRIPTIONS, type ReplyBase, type ReplyCode } from "../shared-rules/protocol/index.js";

/** Resolves with the next message of that type (rejects after `timeoutMs`). */
export function nextMessage<T = Record<string, unknown>>(room: Room, type: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unbind();
      reject(new Error(`no "${type}" message within ${timeoutMs} ms`));
    }, timeoutMs);
    const unbind = room.onMessage(type, (message: T) => {
      clearTimeout(timer);
      unbind();
      resolve(message);
    });
  });
}

/** Sends a message and waits for its reply (a message of the same type). */
export async function ask<T = Record<string, unknown>>(room: Room, type: string, payload?: unknown): Promise<T & ReplyBase> {
  const reply = nextMessage<T & ReplyBase>(room, type);
  room.send(type, payload);
  return reply;
}

/**
 * For assert.rejects: a matchmaking refusal (a Colyseus ServerError, which carries no code) whose message starts with
 * the description of `code` (some add a detail after it).
 */
export function refusedWith(code: ReplyCode): (error: Error) => boolean {
  return (error) => error.message.startsWith(DESCRIPTIONS[code]);
}

/** Keeps every message a client receives, to search them for leaks. */
export function recordMessages(room: Room): { type: string | number; message: unknown }[] {
  const log: { type: string | number; message: unknown }[] = [];
  // Wraps the dispatcher: colyseus.js calls "*" handlers only for types without their own handler.
  const target = room as unknown as { dispatchMessage(type: string | number, message: unknown): void };
  const original = target.dispatchMessage.bind(room);
  target.dispatchMessage = (type, message) => {
    log.push({ type, message });
    original(type, message);
  };
  room.onMessage("*", () => {});
  return log;
}

/** Waits until `predicate` holds, polling (for state patches that arrive asynchronously). */
export async function until(predicate: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** `promise`, or a rejection naming `what` when it has not settled within `timeoutMs`. */
export async function within<T>(promise: Promise<T>, what: string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: still waiting`)), timeoutMs)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves with the close code when the room's connection closes (the server dropped the client). */
export function whenDropped(room: Room, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`client was not dropped within ${timeoutMs} ms`)), timeoutMs);
    room.onLeave((code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
