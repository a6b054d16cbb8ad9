// Why a station cannot be built on a city now (the player reads it before the server has to say no). Whether it can
// is the rules' legal-move list; the reasons only name what the view shows, in the order the rules check them
// (buildStation: city → stations left → city free → cards). Said in the reader's language.
import { legalActionsFromView, mapOf, stationOptions, type PlayerView } from "../../rules.js";
import { t, type MessageKey } from "../../i18n/i18n.js";

function blockerKey(view: PlayerView, cityIndex: number): MessageKey | null {
  if (legalActionsFromView(view).some((c) => c.type === "buildStation" && c.cityIndex === cityIndex)) return null;
  const map = mapOf(view);
  if (map.stations.perPlayer === 0) return "station.noStationsOnMap";
  if (view.seat === null || !view.me) return "station.spectators";
  if (view.phase !== "playing") return view.phase === "ended" ? "station.gameOver" : "station.ticketsFirst";
  if (view.currentPlayer !== view.seat) return "station.notYourTurn";
  if (view.turnStage !== "start") return "station.finishAction";
  if ((view.players[view.seat]?.stationsLeft ?? 0) === 0) return "station.noneLeft";
  const owner = view.stationOwners?.[cityIndex] ?? -1;
  if (owner !== -1) return owner === view.seat ? "station.yoursHere" : "station.othersHere";
  if (stationOptions(view, view.me.hand).length === 0) return "station.notEnoughCards";
  return "station.notNow";
}

/** Null when a station can be built on `cityIndex` now; else why not, in words. */
export function stationBlocker(view: PlayerView, cityIndex: number): string | null {
  const key = blockerKey(view, cityIndex);
  return key ? t(key) : null;
}

/** The Board tab's line about stations: how many are left and what the next costs (maps with stations only). */
export function stationLine(view: PlayerView): string {
  const map = mapOf(view);
  if (map.stations.perPlayer === 0 || view.seat === null) return "";
  const me = view.players[view.seat];
  const left = me?.stationsLeft ?? 0;
  if (left === 0) return t("station.noStationsLeft");
  const cost = map.stations.cardsForStation[(me?.stations?.length ?? 0)] ?? 0;
  return t("station.line", { left, count: cost });
}
