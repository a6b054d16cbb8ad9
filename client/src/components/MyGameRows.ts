// "Your games" rows for the games the lobby's live listing does not hold: daily deals and private games (never
// listed), games off the current page, and your newest finished games. Each says what you can do in it: resume an
// unfinished one, watch a finished one's replay (today's daily deal only from tomorrow).
import type { MyFinishedGame, MyGame } from "../../../shared-rules/protocol/index.js";
import { PLAYER_GLYPH, playerStyle } from "../ui/theme.js";
import { h } from "../ui/dom.js";
import { replayLink } from "./GameHistoryList.js";
import { placeMessage } from "./ratingText.js";
import { playerChipText } from "./playerChip.js";
import { formatDay, msg, type Message } from "../i18n/i18n.js";

const STATUS_TEXT: Record<MyGame["status"], Message> = { waiting: msg("lobby.statusWaiting"), playing: msg("lobby.statusPlaying") };
/** Seats at a table (the five player colours). */
const MAX_PLAYERS = 5;

/** Resume when this tab is still in the game, Rejoin when it is not (the seat waits for its person). */
export function resumeLabel(connectedHere: boolean): Message {
  return msg(connectedHere ? "lobby.resume" : "lobby.rejoin");
}

/** A daily deal is named by its day, written the reader's way. */
function gameName(game: { daily?: string; gameName: string }): Message | string {
  return game.daily ? msg("lobby.dailyName", { day: formatDay(game.daily) }) : game.gameName;
}

export function unfinishedGameRow(game: MyGame, connectedHere: boolean, open: () => void): HTMLElement {
  const kind: Message[] = game.daily ? [msg("lobby.kindDaily")] : game.private ? [msg("lobby.kindPrivate")] : [];
  const facts = [...kind, STATUS_TEXT[game.status], msg("lobby.seats", { count: game.players.length, max: MAX_PLAYERS })];
  const players = h("div", { class: "players" },
    ...game.players.map((p) => h("span", { class: "ttr-chip" },
      h("span", { class: "ttr-swatch", style: `background:${playerStyle(p.color).css};color:${playerStyle(p.color).ink}`, text: PLAYER_GLYPH[p.color] ?? "" }),
      playerChipText(p.username, { bot: p.isBot }))));
  const resume = h("button", { class: "ttr-btn small", id: `open-${game.gameId}`, "data-room": game.gameId, text: resumeLabel(connectedHere) });
  resume.addEventListener("click", open);
  return h("div", { class: "ttr-game ttr-my-game", "data-room": game.gameId },
    h("div", {}, h("div", { class: "name", text: gameName(game) }),
      h("div", { class: "meta" }, ...facts.flatMap((fact, i) => (i === 0 ? [fact] : [" · ", fact])))),
    players, h("div", { class: "ttr-colors" }, resume));
}

export function finishedGameRow(game: MyFinishedGame): HTMLElement {
  const players = h("div", { class: "players" },
    ...[...game.players].sort((a, b) => a.place - b.place)
      .map((p) => h("span", { class: "ttr-chip", text: msg("player.score", { place: placeMessage(p.place), name: playerChipText(p.username, { bot: p.bot }), score: p.score }) })));
  return h("div", { class: "ttr-game ttr-my-game", "data-room": game.gameId },
    h("div", {}, h("div", { class: "name", text: gameName(game) }),
      h("div", { class: "meta", text: msg("lobby.finishedMeta", { place: placeMessage(game.place), count: game.score }) })),
    players, h("div", { class: "ttr-colors" }, game.replayable ? replayLink(game, msg("lobby.watchReplay")) : h("span", { class: "ttr-hint", style: "margin:0", text: msg("lobby.replayTomorrow") })));
}
