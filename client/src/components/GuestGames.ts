// The public games as a visitor without an account sees them: the lobby's live listing (the lobby room lets anyone
// in, net.joinLobby without a token), the games being played each with *Watch*. Games still waiting for players are
// an invitation to sit down, which needs an account: the list says so rather than offering a seat the server refuses.
// Watching keeps every rule of a spectator (the delay, no hand or ticket on the wire): it is the server's spectate door.
import { h, setText, showOverlay } from "../ui/dom.js";
import { msg } from "../i18n/i18n.js";
import { net, type Listing } from "../net/Net.js";
import { PLAYER_GLYPH, playerStyle } from "../ui/theme.js";
import { boardNameMessage } from "./variantName.js";
import { playerChipText } from "./playerChip.js";

/** Shows the list over the login view; `watch` is pressed with a game's id, `back` returns to the login form. */
export function showGuestGames(watch: (roomId: string) => void, back: () => void): () => void {
  const list = h("div", { class: "ttr-lobby-list", id: "guest-games-list" }, h("div", { class: "ttr-empty", text: msg("lobby.connecting") }));
  const backButton = h("button", { type: "button", class: "ttr-btn secondary", id: "guest-games-back", text: msg("guestGames.back") });
  backButton.addEventListener("click", back);
  const panel = h("div", { class: "ttr-panel ttr-lobby", id: "guest-games", role: "region", "aria-labelledby": "guest-games-heading" },
    h("div", { class: "ttr-lobby-head" }, h("h2", { id: "guest-games-heading", text: msg("guestGames.heading") }), backButton),
    h("p", { class: "ttr-hint", id: "guest-games-intro", text: msg("guestGames.intro") }),
    list);
  const remove = showOverlay(panel);
  const render = () => {
    const playing = net.rooms.filter((r) => r.metadata?.status === "playing");
    list.replaceChildren(...(playing.length ? playing.map((r) => row(r, watch)) : [h("div", { class: "ttr-empty", id: "guest-games-none", text: msg("guestGames.none") })]));
  };
  const off = net.on("rooms", render);
  net.joinLobby().then(render, () => setText(list, msg("lobby.openFailed", { error: "" })));
  return () => {
    off();
    remove();
    // the listing was an anonymous visitor's: a login afterwards opens its own
    void net.leaveLobby();
  };
}

function row(r: Listing, watch: (roomId: string) => void): HTMLElement {
  const m = r.metadata!;
  const players = h("div", { class: "players" },
    ...m.players.map((p) => h("span", { class: "ttr-chip" },
      h("span", { class: "ttr-swatch", style: `background:${playerStyle(p.color).css};color:${playerStyle(p.color).ink}`, text: PLAYER_GLYPH[p.color] ?? "" }), playerChipText(p.username, { bot: p.isBot, host: p.username === m.host }))));
  const button = h("button", { type: "button", class: "ttr-btn small", id: `guest-watch-${r.roomId}`, text: msg("guestGames.watch") });
  button.addEventListener("click", () => watch(r.roomId));
  return h("div", { class: "ttr-game", "data-room": r.roomId },
    h("div", {}, h("div", { class: "name", text: m.gameName }), h("div", { class: "meta" }, boardNameMessage(m.map, m.variant)), h("div", { class: "meta" }, msg("lobby.watching", { count: m.spectators ?? 0 }))),
    players, h("div", { class: "ttr-colors" }, button));
}
