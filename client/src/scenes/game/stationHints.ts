// Why a station cannot be built on a city now (the player reads it before the server has to say no). Whether it can
// is the rules' legal-move list; the reasons only name what the view shows, in the order the rules check them
// (buildStation: city → stations left → city free → cards).
import { legalActionsFromView, mapById, stationOptions, type PlayerView } from "../../rules.js";

export function stationBlocker(view: PlayerView, cityIndex: number): string | null {
  if (legalActionsFromView(view).some((c) => c.type === "buildStation" && c.cityIndex === cityIndex)) return null;
  const map = mapById(view.map);
  if (map.stations.perPlayer === 0) return "this map has no stations";
  if (view.seat === null || !view.me) return "spectators cannot build";
  if (view.phase !== "playing") return view.phase === "ended" ? "the game is over" : "choose your destination tickets first";
  if (view.currentPlayer !== view.seat) return "not your turn";
  if (view.turnStage !== "start") return "finish this turn's action first";
  if ((view.players[view.seat]?.stationsLeft ?? 0) === 0) return "you have no stations left";
  const owner = view.stationOwners?.[cityIndex] ?? -1;
  if (owner !== -1) return owner === view.seat ? "you already have a station here" : "another player's station is here";
  if (stationOptions(view, view.me.hand).length === 0) return "not enough cards of one colour";
  return "not possible right now";
}

/** The Board tab's line about stations: how many are left and what the next costs (maps with stations only). */
export function stationLine(view: PlayerView): string {
  const map = mapById(view.map);
  if (map.stations.perPlayer === 0 || view.seat === null) return "";
  const me = view.players[view.seat];
  const left = me?.stationsLeft ?? 0;
  if (left === 0) return "No stations left.";
  const cost = map.stations.cardsForStation[(me?.stations?.length ?? 0)] ?? 0;
  return `Stations: ${left} left · the next costs ${cost} card${cost > 1 ? "s" : ""} of one colour · click a city to build one.`;
}
