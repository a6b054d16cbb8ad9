// sendChat: seated players only; the parse step made the text one visible line (shared-rules/protocol/chatText.ts)
// and bounded it; rate-limited here.
import { ERR } from "../../../../shared-rules/src/index.js";
import { SERVER_ERR } from "../serverErrors.js";
import type { Notifications } from "../../../../shared-rules/protocol/index.js";
import { requireSeat } from "./guards.js";
import { reply, type Handler } from "./types.js";

const CHAT_KEPT = 100;
const recentByUser = new WeakMap<object, Map<number, number[]>>();

/** Sliding window of message times per user, kept per room. */
function allowMessage(roomKey: object, userId: number, now: number, max: number, windowMs: number): boolean {
  let byUser = recentByUser.get(roomKey);
  if (!byUser) {
    byUser = new Map();
    recentByUser.set(roomKey, byUser);
  }
  const recent = (byUser.get(userId) ?? []).filter((t) => now - t < windowMs);
  if (recent.length >= max) {
    byUser.set(userId, recent);
    return false;
  }
  recent.push(now);
  byUser.set(userId, recent);
  return true;
}

export const sendChat: Handler<"sendChat"> = (host, client, { message }) => {
  const failure = requireSeat(host, client);
  const data = host.dataOf(client);
  if (failure || data.userId === null) return reply(failure ?? SERVER_ERR.notAPlayer);
  const { chatMaxMessages, chatWindowSeconds } = host.services.config;
  if (!allowMessage(host, data.userId, Date.now(), chatMaxMessages, chatWindowSeconds * 1000)) {
    return reply(SERVER_ERR.tooFast);
  }
  const line: Notifications["chat"] = { sender: data.username, message };
  const chat = host.session.record.chat;
  chat.push(line);
  if (chat.length > CHAT_KEPT) chat.splice(0, chat.length - CHAT_KEPT);
  host.publish([]);
  host.broadcast("chat", line);
  return reply(ERR.success);
};
