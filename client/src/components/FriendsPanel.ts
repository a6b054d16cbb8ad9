// The lobby's friends panel: ask someone by username; the requests you got (accept, decline, block); the invitations
// to a table (Join seats you in its first free colour, in one tap); your friends and where each is (offline, in the
// lobby, waiting at a table with Join, playing with Watch), each with Remove and Block; the requests you sent; and
// the people you block (Unblock). It reads GET /api/friends again when the lobby says something changed (a request,
// an invitation, a new friend) and every little while (a friend's state changes without a notice).
import { h, setText, showStatus } from "../ui/dom.js";
import { msg, type Message } from "../i18n/i18n.js";
import { reasonMessage } from "../i18n/serverReasons.js";
import type { FriendEntry, FriendsAnswer, Invitation, SocialNotice } from "../../../shared-rules/protocol/index.js";
import { declineInvitation, fetchFriends, friendAction, type FriendAction } from "../net/friendsApi.js";
import { rememberBlocked } from "../net/blockedPeople.js";
import { net } from "../net/Net.js";
import type { PlayerColor } from "../rules.js";

/** How often the states are read again while the lobby shows (a friend starting a game sends no notice). */
const REFRESH_MS = 15_000;

const STATE_TEXT: Record<FriendEntry["state"], Message> = {
  offline: msg("friends.offline"),
  lobby: msg("friends.inLobby"),
  playing: msg("friends.playing"),
  waiting: msg("friends.waiting"),
};

export interface FriendsPanelActions {
  join(gameId: string, color: PlayerColor): void;
  watch(gameId: string): void;
  /** The game the person is looking at (the in-game friends list): a friend there gets no Join or Watch for it. */
  here?: string;
}

/** The panel and its disposer (stops the refreshes and the notice listener). */
export function friendsPanel(actions: FriendsPanelActions): { element: HTMLElement; dispose(): void } {
  const name = h("input", { class: "ttr-input", id: "friend-name", maxlength: "20", autocomplete: "off", placeholder: msg("friends.namePlaceholder"), "aria-label": msg("friends.namePlaceholder") });
  const ask = h("button", { type: "submit", class: "ttr-btn small", id: "friend-ask", text: msg("friends.ask") });
  const form = h("form", { class: "ttr-row ttr-friend-ask", id: "friend-ask-form", novalidate: true }, name, ask);
  const lists = h("div", { class: "ttr-friend-lists", id: "friend-lists" });
  const element = h("section", { class: "ttr-friends", id: "friends-panel", "aria-labelledby": "friends-heading" },
    h("h3", { id: "friends-heading", text: msg("friends.heading") }), form, lists);

  const token = () => net.login?.token ?? "";
  let disposed = false;
  const refresh = async () => {
    const answer = await fetchFriends(token());
    if (disposed || !answer) return;
    rememberBlocked(answer.blocked);
    lists.replaceChildren(...render(answer));
  };
  const change = (action: FriendAction, username: string, done?: Message) => {
    void friendAction(action, username, token()).then((result) => {
      if (!result.ok) showStatus(result.reason ? reasonMessage(result.reason) : msg("friends.failed"), "error", 5000);
      else if (done) showStatus(done, "info", 3000);
      void refresh();
    });
  };
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const username = name.value.trim();
    if (!username) return;
    name.value = "";
    change("request", username, msg("friends.asked", { name: username }));
  });

  const button = (id: string, text: Message, onClick: () => void, secondary = true) => {
    const b = h("button", { type: "button", class: secondary ? "ttr-btn small secondary" : "ttr-btn small", id, text });
    b.addEventListener("click", onClick);
    return b;
  };
  const row = (id: string, words: (Node | string | Message)[], ...buttons: HTMLElement[]) =>
    h("div", { class: "ttr-friend", id }, h("span", { class: "ttr-friend-words" }, ...words), h("span", { class: "ttr-colors" }, ...buttons));

  const invitationRow = (i: Invitation) => {
    const color = i.availableColors[0];
    return row(`invitation-${i.gameId}`, [msg("friends.invitation", { name: i.from, game: i.gameName })],
      ...(color ? [button(`invitation-join-${i.gameId}`, msg("friends.join"), () => actions.join(i.gameId, color), false)] : []),
      button(`invitation-decline-${i.gameId}`, msg("friends.decline"), () => void declineInvitation(i.gameId, token()).then(refresh)));
  };
  const friendRow = (f: FriendEntry) => {
    const where: (string | Message)[] = [h("b", { text: f.username }) as unknown as string, " · ", STATE_TEXT[f.state]];
    if (f.gameName) where.push(" · ", f.gameName);
    const go: HTMLElement[] = [];
    const color = f.availableColors?.[0];
    // (in a game's friends list, a friend at this very game: nothing to join or watch)
    const elsewhere = f.gameId !== undefined && f.gameId !== actions.here;
    if (f.canJoin && elsewhere && color) go.push(button(`friend-join-${f.username}`, msg("friends.join"), () => actions.join(f.gameId!, color), false));
    if (f.canWatch && elsewhere) go.push(button(`friend-watch-${f.username}`, msg("friends.watch"), () => actions.watch(f.gameId!)));
    return h("div", { class: `ttr-friend ttr-friend-${f.state}`, id: `friend-${f.username}` },
      h("span", { class: "ttr-friend-dot", "aria-hidden": "true" }),
      h("span", { class: "ttr-friend-words" }, ...where),
      h("span", { class: "ttr-colors" }, ...go,
        button(`friend-remove-${f.username}`, msg("friends.remove"), () => change("remove", f.username)),
        button(`friend-block-${f.username}`, msg("friends.block"), () => change("block", f.username))));
  };

  function render(a: FriendsAnswer): HTMLElement[] {
    const section = (title: Message, items: HTMLElement[]) => (items.length ? [h("div", { class: "ttr-section", text: title }), ...items] : []);
    return [
      ...section(msg("friends.invitations"), a.invitations.map(invitationRow)),
      ...section(msg("friends.requests"), a.incoming.map((n) => row(`request-${n}`, [msg("friends.wouldLike", { name: n })],
        button(`request-accept-${n}`, msg("friends.accept"), () => change("accept", n), false),
        button(`request-decline-${n}`, msg("friends.decline"), () => change("decline", n)),
        button(`request-block-${n}`, msg("friends.block"), () => change("block", n))))),
      h("div", { class: "ttr-section", text: msg("friends.yourFriends") }),
      ...(a.friends.length ? a.friends.map(friendRow) : [h("div", { class: "ttr-empty", id: "friends-none", text: msg("friends.none") })]),
      ...section(msg("friends.sent"), a.outgoing.map((n) => row(`sent-${n}`, [n], button(`sent-withdraw-${n}`, msg("friends.withdraw"), () => change("remove", n))))),
      ...(a.blocked.length
        ? [h("details", { class: "ttr-friend-blocked", id: "friends-blocked" },
            h("summary", { text: msg("friends.blocked", { count: a.blocked.length }) }),
            ...a.blocked.map((n) => row(`blocked-${n}`, [n], button(`unblock-${n}`, msg("friends.unblock"), () => change("unblock", n)))))]
        : []),
    ];
  }

  const onNotice = (notice: SocialNotice) => {
    if (notice.kind === "friendRequest") showStatus(msg("friends.requestArrived", { name: notice.from }), "info", 5000);
    if (notice.kind === "invitation") showStatus(msg("friends.invitationArrived", { name: notice.from, game: notice.gameName }), "info", 5000);
    void refresh();
  };
  const off = net.on("social", onNotice);
  const timer = window.setInterval(() => void refresh(), REFRESH_MS);
  setText(lists, msg("friends.loading"));
  void refresh();
  return {
    element,
    dispose() {
      disposed = true;
      off();
      window.clearInterval(timer);
    },
  };
}
