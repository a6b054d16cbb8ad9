// The five catalogs, one file per language. English is the reference: its keys are the message keys, and
// client/test/catalogs.test.ts keeps every other catalog in step with it (keys, {{values}}, plural forms).
// The client itself imports only types from here (it loads a language's catalog when it is chosen:
// catalogLoading.ts); tests and scripts import all five, which makes each known to i18n (tIn) at once.
import { LANGUAGES, type Language } from "../../../shared-rules/protocol/index.js";
import { addCatalog } from "./i18n.js";
import en from "./locales/en.js";
import fr from "./locales/fr.js";
import de from "./locales/de.js";
import es from "./locales/es.js";
import pl from "./locales/pl.js";

export type Catalog = Readonly<Record<string, string>>;

/** Plural and ordinal suffixes i18next adds to a key (Intl.PluralRules categories). */
type PluralSuffix = `_${"ordinal_" | ""}${"zero" | "one" | "two" | "few" | "many" | "other"}`;
type Base<K> = K extends `${infer B}${PluralSuffix}` ? B : K;

/** A key the client may ask for: an English key, with a plural key's forms named once by their base. */
export type MessageKey = Base<keyof typeof en>;

export const CATALOGS: Readonly<Record<Language, Catalog>> = { en, fr, de, es, pl };

for (const language of LANGUAGES) addCatalog(language, CATALOGS[language]);
