// Rule plug-in ferryAnyCardsPerLocomotive (Nordic Countries: 3): on a ferry, any that many cards may stand in for
// each locomotive the ferry needs. The stand-in cards are named in the payment (payment.ts's `standIns`).
import type { GameMap, MapRoute } from "../map.js";
import type { StandInRule } from "./standIns.js";

export function ferryStandIns(map: GameMap, route: Pick<MapRoute, "kind" | "locomotives">): StandInRule | null {
  const each = map.rules.ferryAnyCardsPerLocomotive;
  if (each <= 0 || route.kind !== "ferry" || route.locomotives <= 0) return null;
  return { replaces: "locomotive", cardsEach: each, most: route.locomotives };
}
