// Rule plug-in anyCardsPerColoredCard (Nordic Countries' Murmansk – Lieksa: 4): on a route that names it, any that
// many cards may stand in for one card of the route's colour.
import type { MapRoute } from "../map.js";
import type { StandInRule } from "./standIns.js";

export function coloredCardStandIns(route: Pick<MapRoute, "anyCardsPerColoredCard" | "length" | "locomotives">): StandInRule | null {
  const each = route.anyCardsPerColoredCard;
  if (each <= 0) return null;
  return { replaces: "colored", cardsEach: each, most: route.length - route.locomotives };
}
