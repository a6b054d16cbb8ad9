// The banner the game shows while the server cannot save the game (its database is down, its disk is full): the
// game is frozen meanwhile (no move is shown until it is saved), so the player is told why, and what became of the
// move they sent: it waits, or (the server restarted meanwhile and the client got back in) it was sent again by
// itself, was saved after all, or could not be played (net/commandResend.ts). Its texts are messages: the banner
// follows a language change.
import type { SavingState } from "../../net/GameConnection.js";
import { msg, type MessageKey } from "../../i18n/i18n.js";
import { h } from "../../ui/dom.js";

/** What each outcome after saving says, and how long it stays (a move that did not happen stays longest). */
const OUTCOMES: Record<Exclude<SavingState, "paused">, { key: MessageKey; ms: number }> = {
  resumed: { key: "saving.resumed", ms: 3000 },
  resent: { key: "saving.resent", ms: 5000 },
  alreadySaved: { key: "saving.alreadySaved", ms: 5000 },
  notPlayed: { key: "saving.notPlayed", ms: 8000 },
};

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
    banner.append(h("strong", { text: msg("saving.title") }), h("span", { text: msg(moveWaiting ? "saving.moveWaiting" : "saving.gameWaiting") }));
    return;
  }
  const outcome = OUTCOMES[state];
  banner.className = `ttr-saving-banner ${state}`;
  banner.append(h("span", { text: msg(outcome.key) }));
  hideTimer = setTimeout(hideSavingBanner, outcome.ms);
}

/** The game scene closes: no banner outlives it. */
export function hideSavingBanner(): void {
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = null;
  banner?.remove();
  banner = null;
}
