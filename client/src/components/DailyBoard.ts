// Today's daily deal leaderboard: each account's score of the day (one game each), best first.
import type { DailyAnswer } from "../../../shared-rules/protocol/index.js";
import { h } from "../ui/dom.js";
import { formatDay, formatNumber, msg } from "../i18n/i18n.js";

export function dailyBoard(daily: DailyAnswer, me: string | null): HTMLElement {
  if (daily.scores.length === 0) return h("div", { class: "ttr-empty", text: msg("ratings.noDaily", { day: formatDay(daily.day) }) });
  const body = h("tbody");
  daily.scores.forEach((row, i) => {
    const mine = row.username.toLowerCase() === me?.toLowerCase();
    body.append(h("tr", { class: mine ? "mine" : undefined }, h("td", { text: formatNumber(i + 1) }), h("td", { text: row.username }), h("td", { text: formatNumber(row.score) })));
  });
  return h("table", { class: "ttr-table", id: "daily-board" },
    h("thead", {}, h("tr", {}, h("th", { text: msg("ratings.rank") }), h("th", { text: msg("end.player") }), h("th", { text: msg("ratings.score") }))), body);
}
