// The languages the game is written in, as the server stores an account's choice and the client picks a catalog.
// One list, so that a language the client offers is always one the account can keep.

export const LANGUAGES = ["en", "fr", "de", "es", "pl"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a first visit whose browser prefers none of ours. */
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(x: unknown): x is Language {
  return typeof x === "string" && (LANGUAGES as readonly string[]).includes(x);
}
