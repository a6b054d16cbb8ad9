/// <reference types="vite/client" />
import { currentLanguage, onLanguageChange } from "../i18n/i18n.js";
import type { Language } from "../../../shared-rules/protocol/index.js";

// Registers the service worker (client/sw/sw.js, written into the build by client/build/serviceWorkerPlugin.ts):
// it makes the client installable, starts it offline to the login page, and shows turn notices. Only in a built
// client (the dev server has no worker file) and where the browser has service workers (https or localhost).
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // After the first paint: the worker's install downloads the whole build, which must not slow the start down.
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("./sw.js", { scope: "./" }).catch((error: unknown) => {
      console.warn(`The app cannot work offline here: ${String(error)}`);
    });
    void tellWorkerLanguage(currentLanguage());
    onLanguageChange((language) => void tellWorkerLanguage(language));
  });
}

/** The worker's own few words (a notice it could not read, the offline answer) follow the page's language. */
async function tellWorkerLanguage(language: Language): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ kind: "language", language });
}

/** The worker that serves this page, once it is active (push subscriptions are made through it). */
export async function activeWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  return navigator.serviceWorker.ready;
}
