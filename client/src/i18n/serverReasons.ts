// The server's account refusals come as plain English words (`reason`, e.g. "username is already taken"; the wire
// stays English for programs). The client says them in the reader's language: each known reason is matched to a
// message, its numbers taken as values. An unknown reason is shown as the server wrote it (sentence case).
import { msg, type Message, type MessageKey } from "./i18n.js";
import { serverText } from "../net/serverText.js";

/** Reason patterns of server/src/auth/credentials.ts, http/authRoutes.ts, http/accountCareRoutes.ts, http/rateLimits.ts, http/lookupLimit.ts and storage/types.ts. */
const REASONS: ReadonlyArray<[RegExp, MessageKey, ...string[]]> = [
  [/^username is required$/, "reason.usernameRequired"],
  [/^username must be (\d+) to (\d+) characters long$/, "reason.usernameLength", "min", "max"],
  [/^username may only contain letters, digits, _ and -$/, "reason.usernameCharacters"],
  [/^password is required$/, "reason.passwordRequired"],
  [/^password must be at least (\d+) characters long$/, "reason.passwordTooShort", "min"],
  [/^password must be at most (\d+) characters long$/, "reason.passwordTooLong", "max"],
  [/^password may only contain printable ASCII characters$/, "reason.passwordCharacters"],
  [/^password may not be only spaces$/, "reason.passwordSpaces"],
  [/^password is too common/, "reason.passwordCommon"],
  [/^the two passwords do not match$/, "reason.passwordsDiffer"],
  [/^email is not valid$/, "reason.emailInvalid"],
  [/^username is already taken$/, "reason.usernameTaken"],
  [/^email is already registered$/, "reason.emailTaken"],
  [/^unknown user or wrong password$/, "reason.wrongCredentials"],
  [/^too many failed logins/, "reason.tooManyLogins"],
  [/^the current password is wrong$/, "reason.currentPasswordWrong"],
  [/^current password is required$/, "reason.currentPasswordRequired"],
  [/^the new password must differ from the current one$/, "reason.passwordUnchanged"],
  [/^too many failed password changes/, "reason.tooManyPasswordChanges"],
  [/^too many registrations/, "reason.tooManyRegistrations"],
  [/^too many lookups of games that do not exist from here: try again in (\d+) minutes?$/, "reason.tooManyLookups", "count"],
  [/^the server could not register you/, "reason.registerFailed"],
  [/^the server could not log you in/, "reason.loginFailed"],
  // A seat refused: the table holds as many as its board allows (a 4th person at a Switzerland table)
  [/^game is full$/i, "code.full"],
];

/**
 * A server reason as a message in the reader's language, or the server's own words when it is not a known one; a
 * message already (the client's own words for an answer without a reason, net/api.ts) stays as it is.
 */
export function reasonMessage(reason: string | Message): Message | string {
  if (typeof reason !== "string") return reason;
  for (const [pattern, key, ...names] of REASONS) {
    const found = pattern.exec(reason);
    if (found) return msg(key, Object.fromEntries(names.map((name, i) => [name, /^\d+$/.test(found[i + 1]) ? Number(found[i + 1]) : found[i + 1]])));
  }
  return serverText(reason);
}
