// The client's words: i18next with one catalog per language (./locales), plurals by the language's Intl plural rules
// (a key's forms are `key_one`, `key_few`, `key_many`, `key_other`…; ordinals `key_ordinal_one`…), numbers and dates
// through Intl. A text is one key with named values ("Games {{first}}–{{last}} of {{total}}"), never glued pieces.
// Changing the language re-renders what is on screen at once: DOM texts made with `msg` follow by themselves
// (ui/dom.ts), and every other view listens with `onLanguageChange`. Only English ships with the page; another
// language's catalog is fetched when it is chosen, and the switch happens once it is there (./catalogLoading.ts).
import i18next from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../shared-rules/protocol/index.js";
import type { Catalog, MessageKey } from "./catalogs.js";
import { ENGLISH, fetchCatalog } from "./catalogLoading.js";

export type { MessageKey } from "./catalogs.js";
/** Named values of a message; a value may itself be a message (a map's name inside "{{map}} (tunnels…)"). */
export type MessageValues = Record<string, string | number | boolean | Message>;

/** A text still to be said: the key and its values, turned into words in whatever language is current. */
export interface Message {
  readonly key: MessageKey;
  readonly values?: MessageValues;
}

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: ENGLISH } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // English is in the bundle: ready at once (main.ts waits for another language's catalog before the first paint).
  initAsync: false,
  // Flat keys with dots in them ("lobby.create"), no namespaces in the key.
  keySeparator: false,
  nsSeparator: false,
  // Texts go into textContent and Phaser texts, never into HTML: nothing to escape.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} as Parameters<typeof i18n.init>[0]);

// "{{color, lowercase}}": a word that is a title on its own ("Red" under a card) inside a sentence ("took a red card").
i18n.services.formatter?.add("lowercase", (value, lng) => String(value).toLocaleLowerCase(lng ?? undefined));

const listeners = new Set<(language: Language) => void>();

/** The words of `key` in the current language, its `{{values}}` filled in (`count` picks the plural form). */
export function t(key: MessageKey, values?: MessageValues): string {
  const filled: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(values ?? {})) filled[name] = typeof value === "object" ? say(value) : value;
  return i18n.t(key, filled) as string;
}

/** The words of `key` in a given language, whatever language is on screen (tests, and texts for someone else). */
export function tIn(language: Language, key: MessageKey, values?: MessageValues): string {
  const filled: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(values ?? {})) filled[name] = typeof value === "object" ? tIn(language, value.key, value.values) : value;
  return i18n.getFixedT(language)(key, filled) as string;
}

/** A text to be said later (and again after every language change): see `h`'s `text` in ui/dom.ts. */
export function msg(key: MessageKey, values?: MessageValues): Message {
  return values ? { key, values } : { key };
}

export function say(message: Message): string {
  return t(message.key, message.values);
}

export function currentLanguage(): Language {
  return (i18n.language as Language) ?? DEFAULT_LANGUAGE;
}

/** Makes `catalog` the words of `language` (a fetched catalog; tests and scripts that import every catalog). */
export function addCatalog(language: Language, catalog: Catalog): void {
  if (!i18n.hasResourceBundle(language, "translation")) i18n.addResourceBundle(language, "translation", catalog);
}

/** The language last asked for: a slower catalog that arrives after a later choice does not switch back. */
let wanted: Language | null = null;

/**
 * Switches the words of the whole client once `language`'s catalog is there (at once for a loaded one); the
 * listeners re-render what is on screen. A catalog that cannot be fetched leaves the words as they are.
 */
export async function applyLanguage(language: Language): Promise<void> {
  wanted = language;
  if (!i18n.hasResourceBundle(language, "translation")) addCatalog(language, await fetchCatalog(language));
  if (wanted !== language) return;
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.title = t("app.title");
  for (const listener of [...listeners]) listener(language);
}

/** Runs `listener` after each language change; returns the function that stops it. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number as the current language writes it (1 234,5 in French, 1.234,5 in German). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLanguage(), options).format(value);
}

/** A day (YYYY-MM-DD, a UTC day such as a daily deal's) as the current language writes it. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/** A moment (ISO time) as the current language writes a date and time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium", timeStyle: "short" }).format(date);
}
