// The waiting room's "Invite friends": each friend with an Invite button; the friend gets a notice in the lobby and on
// their devices, with Join. Lists nothing (and says so) for someone with no friends yet.
import { h, setText } from "../ui/dom.js";
import { msg } from "../i18n/i18n.js";
import { reasonMessage } from "../i18n/serverReasons.js";
import { fetchFriends, inviteFriend } from "../net/friendsApi.js";
import { net } from "../net/Net.js";

export function friendInvites(gameId: string): HTMLElement {
  const list = h("div", { class: "ttr-colors", id: "friend-invites-list" });
  const note = h("div", { class: "ttr-hint", id: "friend-invites-note", role: "status" });
  const box = h("div", { class: "ttr-friend-invites", id: "friend-invites" }, h("span", { text: msg("friends.inviteHeading") }), list, note);
  const token = net.login?.token ?? "";
  void fetchFriends(token).then((answer) => {
    const friends = answer?.friends ?? [];
    if (friends.length === 0) return setText(note, msg("friends.noneToInvite"));
    list.replaceChildren(...friends.map((f) => {
      const b = h("button", { type: "button", class: "ttr-btn small secondary", id: `invite-friend-${f.username}`, text: msg("friends.invite", { name: f.username }) });
      b.addEventListener("click", () => {
        b.disabled = true;
        void inviteFriend(gameId, f.username, token).then((result) => {
          setText(note, result.ok ? msg("friends.invited", { name: f.username }) : result.reason ? reasonMessage(result.reason) : msg("friends.failed"));
          if (!result.ok) b.disabled = false;
        });
      });
      return b;
    }));
  });
  return box;
}
