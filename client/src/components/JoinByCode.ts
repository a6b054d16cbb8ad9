// "Join by code" in the lobby: a game's code typed in (any case), or a share link /?join=<code>, finds
// the game and offers its free colours (and Spectate) in a small dialog.
import { h, setText, showStatus } from "../ui/dom.js";
import { msg, onLanguageChange, say, type Message } from "../i18n/i18n.js";
import { playerChipText } from "./playerChip.js";
import { PLAYER_COLOR_ORDER } from "../ui/theme.js";
import { joinColorButton } from "./joinColorButton.js";
import { lookupGame, type FoundGame } from "../net/gameLookup.js";
import type { PlayerColor } from "../rules.js";

export type CodeJoin = { spectator: true } | { spectator: false; color: PlayerColor };

/** Runs the join; answers the error in plain words, or null once the game is opened. */
type OnJoin = (gameId: string, join: CodeJoin) => Promise<string | null>;

function openJoinDialog(game: FoundGame, onJoin: OnJoin): void {
  const error = h("div", { class: "ttr-error", id: "code-join-error" });
  const close = () => backdrop.remove();
  const act = (join: CodeJoin) => void onJoin(game.gameId, join).then((err) => (err ? setText(error, err) : close()));
  const colors = h("div", { class: "ttr-colors" });
  if (game.status === "waiting") {
    for (const c of PLAYER_COLOR_ORDER.filter((c) => game.availableColors.includes(c))) {
      colors.append(joinColorButton(`code-join-${c}`, c, () => act({ spectator: false, color: c })));
    }
  }
  const spectate = h("button", { type: "button", class: "ttr-btn small secondary", id: "code-spectate", text: msg("lobby.spectate") });
  spectate.addEventListener("click", () => act({ spectator: true }));
  const cancel = h("button", { type: "button", class: "ttr-btn secondary", id: "code-cancel", text: msg("create.cancel") });
  cancel.addEventListener("click", close);
  // The names (bots marked in the reader's language) as one list value, said again at a language change while the
  // dialog is open.
  const names = game.players.map((p) => playerChipText(p.username, { bot: p.isBot }));
  const playersLine = (): Message => {
    const said = names.map((n) => (typeof n === "string" ? n : say(n)));
    return said.length ? msg("code.players", { players: said.join(", ") }) : msg("code.noPlayers");
  };
  const playersElement = h("div", { style: "font-size:15px;color:#3b2f22;margin:6px 0", text: playersLine() });
  const stopLanguage = onLanguageChange(() => (playersElement.isConnected ? setText(playersElement, playersLine()) : stopLanguage()));
  const state: Message = game.status === "waiting" ? msg(game.availableColors.length ? "code.pickColor" : "code.full") : msg("code.started");
  const panel = h("div", { class: "ttr-panel ttr-modal ttr-dialog wide", id: "code-join", role: "dialog", "aria-labelledby": "code-join-heading" },
    h("h2", { id: "code-join-heading", text: game.gameName }),
    h("div", { style: "font-size:15px;color:#3b2f22", text: msg(game.private ? "code.privateGame" : "code.game", { id: game.gameId, host: game.host }) }),
    playersElement,
    h("div", { class: "ttr-field" }, h("label", { text: state }), colors),
    error,
    h("div", { class: "ttr-row" }, cancel, spectate));
  const backdrop = h("div", { class: "ttr-backdrop", id: "code-join-backdrop" }, panel);
  backdrop.addEventListener("keydown", (e) => {
    if ((e as KeyboardEvent).key === "Escape") close();
  });
  document.body.append(backdrop);
}

/** The lobby's code field. A share link's code (/?join=<code>) is taken from the address once and looked up at once. */
export function joinByCodeBar(onJoin: OnJoin): HTMLElement {
  const input = h("input", { class: "ttr-lobby-search ttr-join-code", id: "join-code", placeholder: msg("code.placeholder", { example: "K7QMZ-P4XHN-2RTYB" }), maxlength: "64", autocomplete: "off", spellcheck: "false", "aria-label": msg("code.label") });
  const go = h("button", { type: "submit", class: "ttr-btn small", id: "join-code-go", text: msg("code.go") });
  const error = h("span", { class: "ttr-error", id: "join-code-error", style: "min-height:0" });
  const find = async (code: string) => {
    setText(error, "");
    const found = await lookupGame(code);
    if (found.ok) openJoinDialog(found.game, onJoin);
    else setText(error, found.reason);
  };
  const form = h("form", { class: "ttr-row", id: "join-code-form", style: "justify-content:flex-start;margin-top:8px" }, input, go, error);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    void find(input.value);
  });
  const params = new URLSearchParams(location.search);
  const shared = params.get("join");
  if (shared) {
    params.delete("join");
    history.replaceState(null, "", `${location.pathname}${params.size ? `?${params}` : ""}${location.hash}`);
    input.value = shared;
    void find(shared).catch(() => showStatus(msg("code.sharedFailed"), "error", 5000));
  }
  return form;
}
