// Which language the client speaks: the person's own choice (kept in localStorage, and with their account once
// logged in), else the first of the browser's preferred languages we have, else English.
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "../../../shared-rules/protocol/index.js";

export const LANGUAGE_STORAGE_KEY = "ttr.language";

/** The first of `preferred` (BCP 47 tags such as "de-DE", "pl") that we have, by its primary language; else English. */
export function preferredLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode without storage: the choice lasts for this page only
  }
}

/** The language of this page load. */
export function startingLanguage(): Language {
  return storedLanguage() ?? preferredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? DEFAULT_LANGUAGE]);
}

export { LANGUAGES };
