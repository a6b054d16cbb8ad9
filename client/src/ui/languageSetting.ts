// The language on screen and who chose it: the browser's preference on a first visit, the person's choice (this
// browser's localStorage and their account), and the account's choice at a login in a browser that never saw it.
import { applyLanguage, currentLanguage, msg } from "../i18n/i18n.js";
import { showStatus } from "./dom.js";
import { LANGUAGE_STORAGE_KEY, startingLanguage, storedLanguage, storeLanguage } from "../i18n/languageChoice.js";
import { saveAccountLanguage } from "../net/accountLanguage.js";
import { loadLogin } from "../net/login.js";
import { isLanguage, type Language } from "../../../shared-rules/protocol/index.js";

/**
 * At page load, before anything is drawn (resolved once the language's catalog is there). Then the page follows a
 * language picked in another tab of this browser: the choice is the browser's (localStorage), so two tabs never
 * speak two languages, and whatever view this tab shows (the end screen, a replay, a modal) is said again in place.
 */
export async function startLanguage(): Promise<void> {
  window.addEventListener("storage", (event) => {
    if (event.key === LANGUAGE_STORAGE_KEY && isLanguage(event.newValue) && event.newValue !== currentLanguage()) switchTo(event.newValue);
  });
  // a catalog that cannot come (offline before the service worker kept it) leaves the page in English
  await applyLanguage(startingLanguage()).catch(() => undefined);
}

/** The words switch once the language's catalog is there; a catalog that cannot come is said, the words stay. */
function switchTo(language: Language): void {
  applyLanguage(language).catch((error: unknown) => showStatus(msg("loading.failed", { error: String(error) }), "error"));
}

/** The person picked a language: the page switches at once, and this browser and their account keep it. */
export function chooseLanguage(language: Language): void {
  storeLanguage(language);
  switchTo(language);
  const login = loadLogin();
  if (login) void saveAccountLanguage(login.token, language);
}

/**
 * Just logged in: an account that chose a language brings it to this browser; an account that never chose takes the
 * choice this browser already made (not a mere browser default, which is no choice of the person's).
 */
export function adoptAccountLanguage(accountLanguage: Language | null, token: string): void {
  if (accountLanguage) {
    storeLanguage(accountLanguage);
    if (accountLanguage !== currentLanguage()) switchTo(accountLanguage);
    return;
  }
  const chosenHere = storedLanguage();
  if (chosenHere) void saveAccountLanguage(token, chosenHere);
}
