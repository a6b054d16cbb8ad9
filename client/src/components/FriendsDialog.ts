// The friends list during a game (the phone's menu drawer has its Friends button): the lobby's friends panel in a
// dialog over the board, so that a friend's state, Join and Watch are a tap away without leaving the game. Join or
// Watch opens that table (this game's connection stays, as going to the lobby keeps it); Close comes back to the board.
import { h } from "../ui/dom.js";
import { msg } from "../i18n/i18n.js";
import { friendsPanel, type FriendsPanelActions } from "./FriendsPanel.js";

/**
 * Opens the dialog; returns a function that closes it. `here`: the game shown now (no Join or Watch for it);
 * `closed`: told whenever it closes.
 */
export function openFriendsDialog(actions: FriendsPanelActions, here: string, closed: () => void): () => void {
  let close = () => undefined as void;
  const go = (act: () => void) => () => {
    close();
    act();
  };
  const panel = friendsPanel({
    join: (gameId, color) => go(() => actions.join(gameId, color))(),
    watch: (gameId) => go(() => actions.watch(gameId))(),
    here,
  });
  const closeButton = h("button", { type: "button", class: "ttr-btn secondary", id: "friends-dialog-close", text: msg("friendsDialog.close") });
  const dialog = h("div", { class: "ttr-panel ttr-modal ttr-dialog ttr-friends-dialog", id: "friends-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "friends-heading" },
    panel.element, h("div", { class: "ttr-row" }, closeButton));
  const backdrop = h("div", { class: "ttr-backdrop ttr-friends-backdrop", id: "friends-backdrop" }, dialog);
  close = () => {
    panel.dispose();
    backdrop.remove();
    closed();
  };
  closeButton.addEventListener("click", close);
  // a tap beside the dialog closes it, as the drawer's own shade does
  backdrop.addEventListener("click", (e) => e.target === backdrop && close());
  backdrop.addEventListener("keydown", (e) => {
    if ((e as KeyboardEvent).key !== "Escape") return;
    e.stopPropagation(); // the game's keys do not see it (the drawer stays open)
    close();
  });
  document.body.append(backdrop);
  closeButton.focus();
  return close;
}
