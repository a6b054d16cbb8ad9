// Rooms the server opens by itself: a stored game brought back after a restart, a delayed game's spectators' mirror.
// Their options (which game to restore or follow) must never be something a client can ask for: a client's create
// with such an option would open a second room on a live game. Colyseus hands onCreate whatever options reached it,
// from a client or from the server, so the server's own opening carries a single-use ticket of 128 random bits that
// only this process knows, and a room reads its server-only options through openedByServer(), never from the raw
// options.
import crypto from "node:crypto";
import { matchMaker } from "@colyseus/core";

const TICKET_KEY = "serverTicket";
const pending = new Map<string, Record<string, string>>();

/** Opens a room of `roomName` in this process with options only the server can give. */
export async function openByServer(roomName: string, options: Record<string, string>): ReturnType<typeof matchMaker.handleCreateRoom> {
  const ticket = crypto.randomBytes(16).toString("hex");
  pending.set(ticket, { ...options });
  try {
    return await matchMaker.handleCreateRoom(roomName, { [TICKET_KEY]: ticket });
  } finally {
    pending.delete(ticket);
  }
}

/**
 * The server-only options of a room being opened by openByServer, or null for any other create (a client's). The
 * ticket is read as an own property and used once.
 */
export function openedByServer(options: unknown): Readonly<Record<string, string>> | null {
  if (options === null || typeof options !== "object" || !Object.hasOwn(options, TICKET_KEY)) return null;
  const ticket = (options as Record<string, unknown>)[TICKET_KEY];
  if (typeof ticket !== "string") return null;
  const found = pending.get(ticket);
  pending.delete(ticket);
  return found ?? null;
}
