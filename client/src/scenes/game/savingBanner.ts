// The banner the game shows while the server cannot save the game (its database is down, its disk is full): the
// game is frozen meanwhile (no move is shown until it is saved), so the player is told why, and what became of the
// move they sent. Every text is here, in one place (messages: the banner follows a language change).
import type { SavingState } from "../../net/GameConnection.js";
import { h } from "../../ui/dom.js";
import { msg } from "../../i18n/i18n.js";

export const SAVING_TEXTS = {
  title: msg("saving.title"),
  moveWaiting: msg("saving.moveWaiting"),
  gameWaiting: msg("saving.gameWaiting"),
  moveLost: msg("saving.moveLost"),
  resumed: msg("saving.resumed"),
} as const;

let banner: HTMLElement | null = null;
let hideTimer: ReturnType<typeof setTimeout> | null = null;

/** Shows (or updates, or takes down) the banner for what the game connection said of saving. */
export function showSavingBanner(state: SavingState, moveWaiting: boolean): void {
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = null;
  banner ??= document.body.appendChild(h("div", { class: "ttr-saving-banner", role: "alert" }));
  banner.replaceChildren();
  if (state === "paused") {
    banner.className = "ttr-saving-banner paused";
    banner.append(h("strong", { text: SAVING_TEXTS.title }), h("span", { text: moveWaiting ? SAVING_TEXTS.moveWaiting : SAVING_TEXTS.gameWaiting }));
    return;
  }
  banner.className = `ttr-saving-banner ${state}`;
  banner.append(h("span", { text: state === "moveLost" ? SAVING_TEXTS.moveLost : SAVING_TEXTS.resumed }));
  hideTimer = setTimeout(hideSavingBanner, state === "moveLost" ? 8000 : 3000);
}

/** The game scene closes: no banner outlives it. */
export function hideSavingBanner(): void {
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = null;
  banner?.remove();
  banner = null;
}
