// The waiting room's refusals in the reader's language, chosen by the reply's code (the wire's description stays
// English for programs); an answer this table does not know is shown as the server wrote it.
import type { ReplyBase } from "../net/GameConnection.js";
import { msg, type Message, type MessageKey } from "../i18n/i18n.js";
import { replyMessage } from "../i18n/ruleReasons.js";

/** The codes a waiting room's requests (start, add/remove a bot, chat, leave, start and watch) can answer. */
const WAITING_REPLIES: Partial<Record<ReplyBase["code"], MessageKey>> = {
  gameFull: "waiting.reply.gameFull",
  gameAlreadyStarted: "waiting.reply.gameAlreadyStarted",
  insufficientPlayers: "waiting.reply.insufficientPlayers",
  tooManyPlayers: "waiting.reply.tooManyPlayers",
  notHost: "waiting.reply.notHost",
  notABot: "waiting.reply.notABot",
  notAPlayer: "waiting.reply.notAPlayer",
  wrongPhase: "waiting.reply.wrongPhase",
  tooFast: "waiting.reply.tooFast",
  timeout: "waiting.reply.timeout",
  notConnected: "waiting.reply.notConnected",
  serverError: "waiting.reply.serverError",
};

/** Null for a success. */
export function waitingReplyMessage(reply: ReplyBase): Message | string | null {
  if (reply.code === "ok") return null;
  const key = WAITING_REPLIES[reply.code];
  return key ? msg(key) : replyMessage(reply);
}
