// The language switch (login page, lobby): each language named in its own words, so anyone finds theirs whatever
// language the page is in (no flag or globe icon: a flag is a country, not a language). Picking one re-renders the page at once (no reload) and keeps the choice.
import { LANGUAGES, type Language } from "../../../shared-rules/protocol/index.js";
import { currentLanguage, msg, onLanguageChange } from "../i18n/i18n.js";
import { h } from "../ui/dom.js";
import { chooseLanguage } from "../ui/languageSetting.js";

/** Endonyms: not translated, on purpose. */
const LANGUAGE_NAME: Record<Language, string> = { en: "English", fr: "Français", de: "Deutsch", es: "Español", pl: "Polski" };

export function languageSwitch(id: string): HTMLElement {
  const select = h("select", { id, class: "ttr-select ttr-language-select", "aria-label": msg("language.label") },
    ...LANGUAGES.map((l) => h("option", { value: l, lang: l, text: LANGUAGE_NAME[l] })));
  select.value = currentLanguage();
  select.addEventListener("change", () => chooseLanguage(select.value as Language));
  // Another switch (or a login bringing the account's language) changed it: show the language in use.
  const stop = onLanguageChange((language) => {
    if (!select.isConnected) return stop();
    select.value = language;
  });
  return h("div", { class: "ttr-language" }, select);
}
