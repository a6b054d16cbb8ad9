// The invitation a guest watching a game sees: they are watching as a guest, and may register to play. Its button
// leaves the game and opens the login / register form (the share link's code stays in the address: once registered,
// the lobby offers a seat in that game).
import { h } from "./dom.js";
import { msg } from "../i18n/i18n.js";

let banner: HTMLElement | null = null;

export function showGuestBanner(register: () => void): void {
  hideGuestBanner();
  const button = h("button", { type: "button", class: "ttr-btn small", id: "guest-register", text: msg("guest.register") });
  button.addEventListener("click", () => {
    hideGuestBanner();
    register();
  });
  banner = document.body.appendChild(h("div", { class: "ttr-guest-banner", id: "guest-banner", role: "note" }, h("span", { id: "guest-invite", text: msg("guest.invite") }), button));
}

export function hideGuestBanner(): void {
  banner?.remove();
  banner = null;
}
