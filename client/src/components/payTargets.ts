// What the payment modal (BuyRouteModal) is paying for: a route of the game's map, or the player's next station.
// Both are "N cards of one colour, locomotives stand in"; only the words and the colour rule differ.
import { routeName, routePoints, type GameMap, type RouteColor } from "../rules.js";
import { cardStyle } from "../ui/theme.js";

export interface PayTarget {
  title: string;
  subtitle: string;
  /** What else the player should know before paying (a ferry's locomotives, a tunnel's extra cards); may be "". */
  note: string;
  /** Cards to pay. */
  length: number;
  /** The colour asked for; gray = any one colour. */
  color: RouteColor;
}

export function routeTarget(map: GameMap, routeId: number): PayTarget {
  const route = map.routes[routeId];
  const pts = routePoints(route.length, map);
  const kind = route.kind === "ferry" ? "Ferry" : route.kind === "tunnel" ? "Tunnel" : route.color === "gray" ? "Gray route" : "";
  const colour = route.color === "gray" ? `${kind}: pay with any ONE colour` : `${cardStyle(route.color).label} ${kind ? kind.toLowerCase() : "route"}`;
  const note = route.kind === "ferry"
    ? `A ferry: at least ${route.locomotives} of the cards must be locomotive${route.locomotives > 1 ? "s" : ""}.`
    : route.kind === "tunnel"
      ? `A tunnel: after you lay these cards, the top ${map.tunnelRevealCount} cards of the deck are turned. Each one of your colour (or a locomotive) costs one more card; you may then pay or take your cards back.`
      : "";
  return {
    title: `Claim ${routeName(map, routeId)}`,
    subtitle: `${colour} · ${route.length} car${route.length > 1 ? "s" : ""} · ${pts} point${pts > 1 ? "s" : ""}`,
    note,
    length: route.length,
    color: route.color,
  };
}

/** The player's next station on `cityIndex`: `built` stations already built (its cost grows with each). */
export function stationTarget(map: GameMap, cityIndex: number, built: number): PayTarget {
  const cost = map.stations.cardsForStation[built] ?? 0;
  const left = map.stations.perPlayer - built;
  return {
    title: `Build a station in ${map.cities[cityIndex]?.name ?? "?"}`,
    subtitle: `Station ${built + 1} of ${map.stations.perPlayer}: ${cost} card${cost > 1 ? "s" : ""} of any ONE colour`,
    note: `At the end it lets you use one route of another player into this city for your tickets. Each station you do not build is worth ${map.stations.pointsPerUnbuilt} points (${left} left).`,
    length: cost,
    color: "gray",
  };
}
