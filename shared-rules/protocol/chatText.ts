// A chat message as everybody sees it: one line of visible text. The server sends and keeps only this form, and the
// clients draw what they receive through it too (chat kept from before it), so no message can start a new line that
// looks like somebody else's, nor reorder or hide its text with invisible characters.

/** The longest chat message, in UTF-16 code units, after normalising. */
export const CHAT_MAX_LENGTH = 300;

/**
 * Removed outright: every format character (bidi embeddings, overrides, isolates and marks, the Arabic letter mark,
 * zero-width space and joiners, word joiner, byte order mark, soft hyphen, tags…), the combining grapheme joiner and
 * the Hangul fillers (both draw nothing), and unpaired surrogates (not text; PostgreSQL's jsonb refuses them).
 */
const INVISIBLE = /[\p{Cf}\p{Cs}\u034F\u115F\u1160\u3164\uFFA0]/gu;

/** Each run of control characters (C0, C1: newlines, tabs, NEL…) and spaces of any kind, line separators included. */
const BREAKS_AND_SPACES = /[\p{Cc}\p{Z}\s]+/gu;

/**
 * Combining marks stacked past this many on one character draw over the lines above and below (it is enough for
 * every script's real clusters in NFC).
 */
export const MAX_STACKED_MARKS = 4;
const MARK_PILE = new RegExp(`(\\p{M}{${MAX_STACKED_MARKS}})\\p{M}+`, "gu");

/**
 * NFC, then every run of combining marks cut to MAX_STACKED_MARKS: the one rule for text shown to others (chat lines,
 * game names), so that no text drawn in the lobby or the chat can pile marks over its neighbours.
 */
export function boundStackedMarks(raw: string): string {
  return raw.normalize("NFC").replace(MARK_PILE, "$1");
}

/** The one-line, visible form of a chat message: "" when nothing visible is left (refused as empty). */
export function normaliseChatText(raw: string): string {
  return boundStackedMarks(raw.replace(INVISIBLE, "")).replace(BREAKS_AND_SPACES, " ").trim();
}
