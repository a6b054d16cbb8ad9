// "Your games" rows for the games the lobby's live listing does not hold: daily deals and private games (never
// listed), games off the current page, and your newest finished games. Each says what you can do in it: resume an
// unfinished one, watch a finished one's replay (today's daily deal only from tomorrow).
import type { MyFinishedGame, MyGame } from "../../../shared-rules/protocol/index.js";
import { PLAYER_GLYPH, playerStyle } from "../ui/theme.js";
import { h } from "../ui/dom.js";
import { replayLink } from "./GameHistoryList.js";
import { placeText } from "./ratingText.js";

const STATUS_TEXT: Record<MyGame["status"], string> = { waiting: "waiting for players", playing: "in progress" };

/** Resume when this tab is still in the game, Rejoin when it is not (the seat waits for its person). */
export function resumeLabel(connectedHere: boolean): string {
  return connectedHere ? "Resume" : "Rejoin";
}

export function unfinishedGameRow(game: MyGame, connectedHere: boolean, open: () => void): HTMLElement {
  const kind = game.daily ? "daily deal · " : game.private ? "private · " : "";
  const players = h("div", { class: "players" },
    ...game.players.map((p) => h("span", { class: "ttr-chip" },
      h("span", { class: "ttr-swatch", style: `background:${playerStyle(p.color).css};color:${playerStyle(p.color).ink}`, text: PLAYER_GLYPH[p.color] ?? "" }),
      `${p.username}${p.isBot ? " (bot)" : ""}`)));
  const resume = h("button", { class: "ttr-btn small", id: `open-${game.gameId}`, "data-room": game.gameId, text: resumeLabel(connectedHere) });
  resume.addEventListener("click", open);
  return h("div", { class: "ttr-game ttr-my-game", "data-room": game.gameId },
    h("div", {}, h("div", { class: "name", text: game.daily ? `Daily deal ${game.daily}` : game.gameName }),
      h("div", { class: "meta", text: `${kind}${STATUS_TEXT[game.status]} · ${game.players.length}/5 players` })),
    players, h("div", { class: "ttr-colors" }, resume));
}

export function finishedGameRow(game: MyFinishedGame): HTMLElement {
  const players = h("div", { class: "players" },
    ...[...game.players].sort((a, b) => a.place - b.place)
      .map((p) => h("span", { class: "ttr-chip" }, `${placeText(p.place)} ${p.username}${p.bot ? " (bot)" : ""} · ${p.score}`)));
  return h("div", { class: "ttr-game ttr-my-game", "data-room": game.gameId },
    h("div", {}, h("div", { class: "name", text: game.daily ? `Daily deal ${game.daily}` : game.gameName }),
      h("div", { class: "meta", text: `finished · you came ${placeText(game.place)} with ${game.score} points` })),
    players, h("div", { class: "ttr-colors" }, game.replayable ? replayLink(game, "Watch replay") : h("span", { class: "ttr-hint", style: "margin:0", text: "replay tomorrow (UTC)" })));
}
