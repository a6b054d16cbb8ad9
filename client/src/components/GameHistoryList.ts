// One account's finished games, newest first: date, players with their scores, the account's place and score, and a
// replay link (/?replay=<gameId>, the replay viewer; today's daily deal only from tomorrow).
import type { HistoryGame } from "../../../shared-rules/protocol/index.js";
import { h } from "../ui/dom.js";
import { placeText } from "./ratingText.js";
import { msg, type Message } from "../i18n/i18n.js";

function dateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** Today's daily deal cannot be replayed before the day is over (its deal is the one others still play). */
export function replayLink(game: Pick<HistoryGame, "gameId" | "daily">, label: Message = msg("lobby.replay")): HTMLElement {
  if (game.daily !== undefined && game.daily >= new Date().toISOString().slice(0, 10)) {
    return h("span", { class: "ttr-hint", style: "margin:0", text: msg("lobby.replayTomorrow") });
  }
  return h("a", { class: "ttr-btn small secondary", href: `/?replay=${encodeURIComponent(game.gameId)}`, id: `replay-${game.gameId}`, text: label });
}

export function gameHistoryList(games: readonly HistoryGame[], whose: string): HTMLElement {
  if (games.length === 0) return h("div", { class: "ttr-empty", text: `${whose} finished no game yet.` });
  return h("div", { class: "ttr-history", id: "game-history" },
    ...games.map((game) => {
      const players = [...game.players]
        .sort((a, b) => a.place - b.place)
        .map((p) => h("span", { class: "ttr-chip" }, `${placeText(p.place)} ${p.username}${p.bot ? " (bot)" : ""} · ${p.score}`));
      return h("div", { class: "ttr-game ttr-history-game", "data-game": game.gameId },
        h("div", {},
          h("div", { class: "name", text: game.daily ? `Daily deal ${game.daily}` : game.gameName }),
          h("div", { class: "meta", text: dateText(game.endedAt) })),
        h("div", { class: "ttr-place", text: `${placeText(game.place)} · ${game.score} pts` }),
        h("div", { class: "players" }, ...players),
        replayLink(game));
    }));
}
