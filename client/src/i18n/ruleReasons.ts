// Why the rules say no, in the reader's language. The rules' legal-move checks (shared-rules/src/legal.ts) word
// their reasons in English for every consumer (bots, logs, the load test); the client matches each known reason to a
// message, its numbers taken as values. An unknown reason (a newer rules version) is shown as the rules wrote it.
import { msg, t, type Message, type MessageKey } from "./i18n.js";
import { DESCRIPTIONS } from "../../../shared-rules/protocol/index.js";
import { serverText } from "../net/serverText.js";

const REASONS: ReadonlyArray<[RegExp, (found: RegExpExecArray) => Message]> = [
  [/^the game is over$/, () => msg("why.gameOver")],
  [/^choose your destination tickets first$/, () => msg("why.chooseTicketsFirst")],
  [/^not your turn$/, () => msg("why.notYourTurn")],
  [/^finish drawing your train cards first$/, () => msg("why.finishDrawing")],
  [/^pay for your tunnel or decline it first$/, () => msg("why.tunnelFirst")],
  [/^no such route$/, () => msg("why.noSuchRoute")],
  [/^already claimed$/, () => msg("why.alreadyClaimed")],
  [/^you own the other route of this double$/, () => msg("why.ownTwin")],
  [/^the other route of this double is taken/, () => msg("why.twinLocked")],
  [/^too few trains \((\d+) left, the route needs (\d+)\)$/, (f) => msg("why.tooFewTrains", { left: Number(f[1]), need: Number(f[2]) })],
  [/^this ferry needs (\d+) locomotives? \(short (\d+) cards?\)$/, (f) => msg("why.ferryShort", { locomotives: msg("why.locomotives", { count: Number(f[1]) }), count: Number(f[2]) })],
  // a board whose locomotives go only on some route kinds (Nordic Countries, Switzerland)
  [/^short (\d+) cards? \(locomotives may not be paid on an? \w+ route on this map\)$/, (f) => msg("mapsEnd.whyNoLocomotivesHere", { count: Number(f[1]) })],
  [/^short (\d+) cards?$/, (f) => msg("why.short", { count: Number(f[1]) })],
];

/** A rules reason as a message, or the rules' own words when it is not a known one. */
export function ruleReasonMessage(reason: string): Message | string {
  for (const [pattern, message] of REASONS) {
    const found = pattern.exec(reason);
    if (found) return message(found);
  }
  return reason;
}

/** A rules reason in the current language, now. */
export function ruleReason(reason: string): string {
  const message = ruleReasonMessage(reason);
  return typeof message === "string" ? message : t(message.key, message.values);
}

/**
 * Every reply code has a message `reply.<code>` (client/test/noEnglishLeft.test.ts checks the catalog has each one):
 * the rules', the server's and the client's own codes (shared-rules/protocol/replyCodes.ts).
 */
function replyKey(code: string): MessageKey | null {
  return code !== "ok" && Object.hasOwn(DESCRIPTIONS, code) ? (`reply.${code}` as MessageKey) : null;
}

/** A refusal from the server as a message, from its code; an unknown code (a newer server's) keeps its description. */
export function replyMessage(reply: { code: string; description: string }): Message | string {
  const key = replyKey(reply.code);
  return key ? msg(key) : serverText(reply.description);
}

/** A refusal from the server, from its code in the reader's language, in sentence case, now. */
export function replyText(reply: { code: string; description: string }): string {
  const key = replyKey(reply.code);
  const text = key ? t(key) : reply.description;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * A refusal that came as the server's description alone (a join or a create the server refused: colyseus.js hands
 * the client the thrown text, no code), in the reader's language: the code is the one whose description it is, or
 * starts with ("invalid input: unknown or malformed game options"). Any other text is shown as the server wrote it.
 */
export function describedRefusalText(text: string): string {
  const code = describedCode(text);
  return code ? replyText({ code, description: text }) : serverText(text);
}

/** The reply code whose description a refusal's text is, or starts with (its details after ": "); null for none. */
function describedCode(text: string): string | null {
  for (const [code, description] of Object.entries(DESCRIPTIONS)) {
    if (text === description || text.startsWith(`${description}: `)) return code;
  }
  return null;
}

/** describedRefusalText's message, to be said in any language (null: a text no code describes, shown as it came). */
export function describedRefusalMessage(text: string): Message | null {
  const key = replyKey(describedCode(text) ?? "ok");
  return key ? msg(key) : null;
}
