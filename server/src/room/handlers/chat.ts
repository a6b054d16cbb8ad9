// sendChat: seated players only; the parse step made the text one visible line (shared-rules/protocol/chatText.ts)
// and bounded it; rate-limited here.
import { CHANGED } from "../../game/GameMaster.js";
import { dataOf } from "../roomPort.js";
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

export const sendChat: Handler<"sendChat"> = (master, client, { message }) => {
  const failure = requireSeat(master, client);
  const data = dataOf(client);
  if (failure || data.userId === null) return reply(failure ?? SERVER_ERR.notAPlayer);
  const { chatMaxMessages, chatWindowSeconds } = master.services.config;
  if (!allowMessage(master, data.userId, Date.now(), chatMaxMessages, chatWindowSeconds * 1000)) {
    return reply(SERVER_ERR.tooFast);
  }
  const line: Notifications["chat"] = { sender: data.username, message };
  const chat = master.game.record.chat;
  master.commit(() => {
    chat.push(line);
    if (chat.length > CHAT_KEPT) chat.splice(0, chat.length - CHAT_KEPT);
    return CHANGED;
  });
  master.broadcast("chat", line);
  return reply("ok");
};
