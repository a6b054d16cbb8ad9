// Why a station cannot be built on a city now (the player reads it before the server has to say no). Whether it can
// is the rules' legal-move list; the reasons only name what the view shows, in the order the rules check them
// (buildStation: city → stations left → city free → cards).
import { legalActionsFromView, mapById, stationOptions, type PlayerView } from "../../rules.js";
import { t } from "../../i18n/i18n.js";

export function stationBlocker(view: PlayerView, cityIndex: number): string | null {
  if (legalActionsFromView(view).some((c) => c.type === "buildStation" && c.cityIndex === cityIndex)) return null;
  const map = mapById(view.map);
  if (map.stations.perPlayer === 0) return t("why.noStationsMap");
  if (view.seat === null || !view.me) return t("why.spectatorsCannotBuild");
  if (view.phase !== "playing") return view.phase === "ended" ? t("why.gameOver") : t("why.chooseTicketsFirst");
  if (view.currentPlayer !== view.seat) return t("why.notYourTurn");
  if (view.turnStage !== "start") return t("why.finishAction");
  if ((view.players[view.seat]?.stationsLeft ?? 0) === 0) return t("why.noStationsLeft");
  const owner = view.stationOwners?.[cityIndex] ?? -1;
  if (owner !== -1) return owner === view.seat ? t("why.ownStationHere") : t("why.otherStationHere");
  if (stationOptions(view, view.me.hand).length === 0) return t("why.notEnoughOneColour");
  return t("why.notPossible");
}

/** The Board tab's line about stations: how many are left and what the next costs (maps with stations only). */
export function stationLine(view: PlayerView): string {
  const map = mapById(view.map);
  if (map.stations.perPlayer === 0 || view.seat === null) return "";
  const me = view.players[view.seat];
  const left = me?.stationsLeft ?? 0;
  if (left === 0) return t("hint.noStationsLeft");
  const cost = map.stations.cardsForStation[(me?.stations?.length ?? 0)] ?? 0;
  return t("hint.stations", { left, count: cost });
}
