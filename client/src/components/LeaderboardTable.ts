// The rated accounts, best first; a click on a name shows that account's profile beside it.
import type { LeaderboardRow } from "../../../shared-rules/protocol/index.js";
import { h } from "../ui/dom.js";
import { ratingMessage } from "./ratingText.js";
import { formatNumber, msg } from "../i18n/i18n.js";

export function leaderboardTable(rows: readonly LeaderboardRow[], me: string | null, open: (username: string) => void): HTMLElement {
  if (rows.length === 0) return h("div", { class: "ttr-empty", text: msg("ratings.nobodyRated") });
  const table = h("table", { class: "ttr-table", id: "leaderboard" },
    h("thead", {}, h("tr", {}, h("th", { text: msg("ratings.rank") }), h("th", { text: msg("end.player") }), h("th", { text: msg("end.rating") }), h("th", { text: msg("ratings.games") }))));
  const body = h("tbody");
  rows.forEach((row, i) => {
    const name = h("button", { class: "ttr-link", "data-player": row.username, text: row.username });
    name.addEventListener("click", () => open(row.username));
    const mine = row.username.toLowerCase() === me?.toLowerCase();
    body.append(h("tr", { class: mine ? "mine" : undefined }, h("td", { text: formatNumber(i + 1) }), h("td", {}, name), h("td", { text: ratingMessage(row) }), h("td", { text: formatNumber(row.games) })));
  });
  table.append(body);
  return table;
}
