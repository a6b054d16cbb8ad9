// A profile's statistics per board, as Board Game Arena shows a player's per-game figures: one row per figure, one
// column per board played (and all boards together), from GET /api/players/:username/maps.
import type { MapStatistics, MapStatsAnswer } from "../../../shared-rules/protocol/index.js";
import { h } from "../ui/dom.js";
import { formatNumber, msg, type Message } from "../i18n/i18n.js";
import { mapNameMessage } from "./mapName.js";
import type { MapId } from "../rules.js";

type Figure = [Message, (s: MapStatistics) => Message | string];

const per = (value: number, games: number) => (games === 0 ? 0 : Math.round((value / games) * 10) / 10);

const FIGURES: Figure[] = [
  [msg("stats.games"), (s) => formatNumber(s.games)],
  [msg("stats.wins"), (s) => msg("stats.ofGames", { n: s.wins, percent: s.games === 0 ? 0 : Math.round((s.wins / s.games) * 100) })],
  [msg("stats.averageScore"), (s) => formatNumber(s.averageScore)],
  [msg("stats.ticketsCompleted"), (s) => msg("stats.tickets", { n: s.ticketsCompleted, percent: s.ticketsCompletedPercent })],
  [msg("stats.ticketsFailed"), (s) => msg("stats.tickets", { n: s.ticketsFailed, percent: s.ticketsCompleted + s.ticketsFailed === 0 ? 0 : 100 - s.ticketsCompletedPercent })],
  [msg("stats.routePoints"), (s) => formatNumber(per(s.routePoints, s.games))],
  [msg("stats.ticketPoints"), (s) => formatNumber(per(s.ticketPoints, s.games))],
  [msg("stats.bonusPoints"), (s) => formatNumber(per(s.bonusPoints, s.games))],
  [msg("stats.bonusesWon"), (s) => formatNumber(s.bonusesWon)],
  [msg("stats.averageRouteLength"), (s) => formatNumber(s.averageRouteLength)],
  [msg("stats.draws"), (s) => msg("stats.drawsSplit", { faceUp: s.faceUpDraws, blind: s.blindDraws })],
];

export function mapStatsTable(answer: MapStatsAnswer): HTMLElement {
  if (answer.maps.length === 0) return h("div", { class: "ttr-empty", id: "map-stats", text: msg("stats.none") });
  const columns = answer.maps.length > 1 ? [...answer.maps, answer.overall] : answer.maps;
  const head = h("tr", {}, h("th", { text: msg("stats.figure") }), ...columns.map((c) => h("th", { "data-map": c.map, text: c.map === "all" ? msg("stats.allBoards") : mapNameMessage(c.map as MapId) })));
  const body = h("tbody", {}, ...FIGURES.map(([name, value]) => h("tr", {}, h("td", { text: name }), ...columns.map((c) => h("td", { text: value(c) })))));
  return h("div", { class: "ttr-map-stats-wrap" }, h("table", { class: "ttr-table ttr-map-stats", id: "map-stats" }, h("thead", {}, head), body));
}
