// Why the rules say no, in the reader's language. The rules' legal-move checks (shared-rules/src/legal.ts) word
// their reasons in English for every consumer (bots, logs, the load test); the client matches each known reason to a
// message, its numbers taken as values. An unknown reason (a newer rules version) is shown as the rules wrote it.
import { msg, t, type Message, type MessageKey } from "./i18n.js";

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
  [/^short (\d+) cards? \(locomotives may not be paid on a (?:normal|tunnel|ferry) route on this map\)$/, (f) => msg("why.shortNoLocomotives", { count: Number(f[1]) })],
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

/** Each reply code the client words itself (the rest keep the server's description). */
const REPLY_KEYS: Readonly<Record<string, MessageKey>> = Object.fromEntries(([
  "notYourTurn", "invalidRoute", "insufficientTrains", "invalidTrainColor", "noMoreCards", "drawAgainNotAllowed", "wildNotAllowedOnDrawAgain",
  "haveToSelectMore", "notAValidIndex", "routeAlreadyClaimed", "notEnoughCards", "invalidNumberOfWilds", "ownTwinRoute", "twinLockedFewPlayers",
  "wrongPhase", "mustDrawSecondCard", "mustSelectTickets", "noTicketsLeft", "noTicketsToSelect", "cannotPass", "gameOver", "invalidCardLocation",
  "invalidInput", "notEnoughLocomotives", "invalidCity", "cityHasStation", "noStationsLeft", "mustResolveTunnel", "noTunnelPending", "serverError",
  "notAPlayer", "tooFast", "timeout", "notConnected", "locomotiveNotAllowed", "invalidStandIns",
] as const).map((code) => [code, `reply.${code}` as MessageKey]));

/** A refusal from the server, from its code in the reader's language; an unknown code keeps the server's words. */
export function replyText(reply: { code: string; description: string }): string {
  const key = REPLY_KEYS[reply.code];
  const text = key ? t(key) : reply.description;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
