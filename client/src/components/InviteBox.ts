// The waiting room's invitation: the game's code to type in a lobby and a share link /?join=<code>
// with a Copy button. A private game is joined only this way; a public one may be shared too.
import { h, setText } from "../ui/dom.js";
import { msg } from "../i18n/i18n.js";

export function inviteBox(gameId: string): HTMLElement {
  const link = `${location.origin}${location.pathname}?join=${encodeURIComponent(gameId)}`;
  const copy = h("button", { type: "button", class: "ttr-btn small secondary", id: "invite-copy", text: msg("invite.copy") });
  copy.addEventListener("click", () => {
    void navigator.clipboard?.writeText(link).then(
      () => setText(copy, msg("invite.copied")),
      () => setText(copy, msg("invite.copyByHand")),
    );
  });
  return h("div", { class: "ttr-row", id: "invite", style: "justify-content:flex-start;font-size:15px;color:#3b2f22;margin-top:8px" },
    h("span", { class: "ttr-invite-code" }, msg("invite.code"), " ", h("b", { id: "invite-code", style: "font-size:18px;letter-spacing:2px", text: gameId })),
    h("input", { id: "invite-link", class: "ttr-invite-link", readonly: true, value: link, "aria-label": msg("invite.link"), onfocus: (e: Event) => (e.target as HTMLInputElement).select() }),
    copy);
}
