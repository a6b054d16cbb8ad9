// Only the language on screen is loaded: English (the reference, and the fallback for a missing key) ships with the
// page; each other catalog (about 18 KB brotli apiece) is its own chunk, fetched when that language is first wanted.
// The first board's code is smaller by the four catalogs an English player never reads (docs/PERFORMANCE.md,
// "The first board's code").
import type { Language } from "../../../shared-rules/protocol/index.js";
import type { Catalog } from "./catalogs.js";
import en from "./locales/en.js";

export const ENGLISH: Catalog = en;

type Other = Exclude<Language, "en">;
const CHUNKS: Readonly<Record<Other, () => Promise<{ default: Catalog }>>> = {
  fr: () => import("./locales/fr.js"),
  de: () => import("./locales/de.js"),
  es: () => import("./locales/es.js"),
  pl: () => import("./locales/pl.js"),
};

const fetching = new Map<Language, Promise<Catalog>>();

/** The catalog of `language`, fetched once (a failed fetch is forgotten, so a later choice tries again). */
export function fetchCatalog(language: Language): Promise<Catalog> {
  if (language === "en") return Promise.resolve(ENGLISH);
  let pending = fetching.get(language);
  if (!pending) {
    pending = CHUNKS[language]().then((m) => m.default);
    pending.catch(() => fetching.delete(language));
    fetching.set(language, pending);
  }
  return pending;
}
