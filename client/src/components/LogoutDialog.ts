// The lobby's logout asks first, like the game menu's (LogoutConfirm.ts): on a phone a logout button is easily hit
// by a slip of the thumb, and a person with games going should know that their seats wait for them.
import { h } from "../ui/dom.js";
import { msg } from "../i18n/i18n.js";

/** What logging out from the lobby does to the person's games (the server keeps a dropped seat; see LogoutConfirm). */
export const LOBBY_LOGOUT_NOTE = msg("logout.note");

/** Opens the question over the lobby; `onLogout` runs on "Log out". Returns a function that closes it. */
export function openLogoutDialog(onLogout: () => void): () => void {
  const cancel = h("button", { type: "button", class: "ttr-btn secondary", id: "logout-cancel", text: msg("create.cancel") });
  const confirm = h("button", { type: "button", class: "ttr-btn", id: "logout-confirm", text: msg("logout.confirm") });
  const panel = h("div", { class: "ttr-panel ttr-modal ttr-dialog", id: "logout-dialog", role: "alertdialog", "aria-modal": "true",
    "aria-labelledby": "logout-heading", "aria-describedby": "logout-note" },
  h("h2", { id: "logout-heading", text: msg("logout.heading") }),
  h("p", { id: "logout-note", class: "ttr-dialog-text", text: LOBBY_LOGOUT_NOTE }),
  h("div", { class: "ttr-row" }, cancel, confirm));
  const backdrop = h("div", { class: "ttr-backdrop", id: "logout-backdrop" }, panel);
  const close = () => backdrop.remove();
  cancel.addEventListener("click", close);
  confirm.addEventListener("click", () => {
    close();
    onLogout();
  });
  backdrop.addEventListener("keydown", (e) => {
    if ((e as KeyboardEvent).key === "Escape") close();
  });
  document.body.append(backdrop);
  // Cancel first: Enter or a second tap on the same spot keeps the session.
  cancel.focus();
  return close;
}
