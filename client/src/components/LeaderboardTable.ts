// The rated accounts, best first; a click on a name shows that account's profile beside it.
import type { LeaderboardRow } from "../../../shared-rules/protocol/index.js";
import { h } from "../ui/dom.js";
import { ratingText } from "./ratingText.js";

export function leaderboardTable(rows: readonly LeaderboardRow[], me: string | null, open: (username: string) => void): HTMLElement {
  if (rows.length === 0) return h("div", { class: "ttr-empty", text: "Nobody is rated yet: finish a game with another person." });
  const table = h("table", { class: "ttr-table", id: "leaderboard" },
    h("thead", {}, h("tr", {}, h("th", { text: "#" }), h("th", { text: "Player" }), h("th", { text: "Rating" }), h("th", { text: "Games" }))));
  const body = h("tbody");
  rows.forEach((row, i) => {
    const name = h("button", { class: "ttr-link", "data-player": row.username, text: row.username });
    name.addEventListener("click", () => open(row.username));
    const mine = row.username.toLowerCase() === me?.toLowerCase();
    body.append(h("tr", { class: mine ? "mine" : undefined }, h("td", { text: String(i + 1) }), h("td", {}, name), h("td", { text: ratingText(row) }), h("td", { text: String(row.games) })));
  });
  table.append(body);
  return table;
}
