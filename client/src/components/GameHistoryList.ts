// One account's finished games, newest first: date, players with their scores, the account's place and score, and a
// replay link (/?replay=<gameId>, the replay viewer; today's daily deal only from tomorrow).
import type { HistoryGame } from "../../../shared-rules/protocol/index.js";
import { h } from "../ui/dom.js";
import { placeMessage } from "./ratingText.js";
import { playerChipText } from "./playerChip.js";
import { formatDateTime, formatDay, msg, type Message } from "../i18n/i18n.js";

/** Today's daily deal cannot be replayed before the day is over (its deal is the one others still play). */
export function replayLink(game: Pick<HistoryGame, "gameId" | "daily">, label: Message = msg("lobby.replay")): HTMLElement {
  if (game.daily !== undefined && game.daily >= new Date().toISOString().slice(0, 10)) {
    return h("span", { class: "ttr-hint", style: "margin:0", text: msg("lobby.replayTomorrow") });
  }
  return h("a", { class: "ttr-btn small secondary", href: `/?replay=${encodeURIComponent(game.gameId)}`, id: `replay-${game.gameId}`, text: label });
}

/** `whose`: the profile's username, or null for the reader's own games. */
export function gameHistoryList(games: readonly HistoryGame[], whose: string | null): HTMLElement {
  if (games.length === 0) return h("div", { class: "ttr-empty", text: whose === null ? msg("ratings.youNoGames") : msg("ratings.theyNoGames", { name: whose }) });
  return h("div", { class: "ttr-history", id: "game-history" },
    ...games.map((game) => {
      const players = [...game.players]
        .sort((a, b) => a.place - b.place)
        .map((p) => h("span", { class: "ttr-chip", text: msg("player.score", { place: placeMessage(p.place), name: playerChipText(p.username, { bot: p.bot }), score: p.score }) }));
      return h("div", { class: "ttr-game ttr-history-game", "data-game": game.gameId },
        h("div", {},
          h("div", { class: "name", text: game.daily ? msg("lobby.dailyName", { day: formatDay(game.daily) }) : game.gameName }),
          h("div", { class: "meta", text: formatDateTime(game.endedAt) })),
        h("div", { class: "ttr-place", text: msg("ratings.placeScore", { place: placeMessage(game.place), count: game.score }) }),
        h("div", { class: "players" }, ...players),
        replayLink(game));
    }));
}
