// Accounts, as the server and the client both state them: the password rule (the server enforces it in
// server/src/auth/credentials.ts, the login form says it before anyone gets it wrong), and how the server tells a
// connection that its login session ended.

/** Shortest password accepted (counted in characters; printable ASCII only). */
export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt ignores the bytes after the 72nd. */
export const MAX_PASSWORD_LENGTH = 72;
/** The rule in plain words, as the form shows it under the password field. */
export const PASSWORD_RULE = `Password: at least ${MIN_PASSWORD_LENGTH} characters, not only spaces, and not a common password.`;

/** Why the server ended a connection's login session. */
export type SessionEnd = "loggedOut" | "signedInElsewhere" | "passwordChanged" | "accountDeleted";

/**
 * The WebSocket close codes of a connection (lobby or game) whose login session ended: logged out, the same account
 * signed in somewhere else, or its password changed (in another login). Such a connection does not come back by itself: its seat stays, for the new login to
 * rejoin.
 */
export const SESSION_END_CLOSE: Record<SessionEnd, number> = { loggedOut: 4401, signedInElsewhere: 4409, passwordChanged: 4410, accountDeleted: 4411 };

/** What a client shows when its session ended. */
export const SESSION_END_TEXT: Record<SessionEnd, string> = {
  loggedOut: "You logged out (in another tab or window). Log in again to play.",
  signedInElsewhere: "You signed in somewhere else. Log in again here to play here.",
  passwordChanged: "Your password was changed. Log in again with the new one to play here.",
  accountDeleted: "This account was deleted.",
};

/** The session end a close code stands for, or null for any other close. */
export function sessionEndOf(closeCode: number): SessionEnd | null {
  for (const [end, code] of Object.entries(SESSION_END_CLOSE) as [SessionEnd, number][]) if (code === closeCode) return end;
  return null;
}

/**
 * The name served for a deleted account's seat (finished games' records and histories, a live game's seat a bot now
 * plays, the lobby's listings): "~" is outside the username pattern, so no account can be called so, and the client
 * shows its own words for it (i18n/playerName.ts). The account's old name is never served again.
 */
export const DELETED_PLAYER_NAME = "~deleted";
