// What the payment modal (BuyRouteModal) is paying for: a route of the game's map, or the player's next station.
// Both are "N cards of one colour, locomotives stand in"; only the words and the colour rule differ. The words are
// said in the reader's language when the target is made (a modal lives for one choice). Also the words of a payment
// ("3 × Orange + 1 × Locomotive") and of the ways to pay, one list joined by the language's "or".
import { locomotivesAllowedOn, routeName, routePoints, standInRule, type ClaimOption, type GameMap, type RouteColor, type StandIns, type StandInRule } from "../rules.js";
import { currentLanguage, msg, say, t, tIn, type Message } from "../i18n/i18n.js";
import type { Language } from "../../../shared-rules/protocol/index.js";
import { cardNameMessage } from "./cardName.js";

export interface PayTarget {
  title: string;
  subtitle: string;
  /** What else the player should know before paying (a ferry's locomotives, a tunnel's extra cards); may be "". */
  note: string;
  /** Cards to pay. */
  length: number;
  /** The colour asked for; gray = any one colour. */
  color: RouteColor;
  /** Whether the board lets a locomotive be paid here (Nordic Countries, Switzerland: not on a plain route). */
  locomotivesAllowed: boolean;
  /** Groups of any cards the board lets stand in for this route's cards (a Nordic ferry, Murmansk – Lieksa), or null. */
  standIn: StandInRule | null;
}

/** "Gray route: pay with any ONE colour", "Red tunnel"…: the route's kind and colour in one message. */
function routeKindMessage(kind: "route" | "ferry" | "tunnel", color: RouteColor): Message {
  if (color === "gray") return msg(kind === "ferry" ? "pay.grayFerry" : kind === "tunnel" ? "pay.grayTunnel" : "pay.grayRoute");
  return msg(kind === "ferry" ? "pay.colouredFerry" : kind === "tunnel" ? "pay.colouredTunnel" : "pay.colouredRoute", { color: cardNameMessage(color) });
}

export function routeTarget(map: GameMap, routeId: number): PayTarget {
  const route = map.routes[routeId];
  const kind = route.kind === "ferry" ? "ferry" : route.kind === "tunnel" ? "tunnel" : "route";
  const note = route.kind === "ferry"
    ? t("pay.ferryNote", { count: route.locomotives })
    : route.kind === "tunnel" ? t("pay.tunnelNote", { count: map.tunnelRevealCount }) : "";
  return {
    title: t("pay.claimTitle", { route: routeName(map, routeId) }),
    subtitle: t("pay.facts", { kind: routeKindMessage(kind, route.color), cars: msg("pay.cars", { count: route.length }), points: msg("pay.points", { count: routePoints(route.length, map) }) }),
    note,
    length: route.length,
    color: route.color,
    locomotivesAllowed: locomotivesAllowedOn(map, route.kind),
    standIn: route.kind === "tunnel" ? null : standInRule(map, route),
  };
}

/** The player's next station on `cityIndex`: `built` stations already built (its cost grows with each). */
export function stationTarget(map: GameMap, cityIndex: number, built: number): PayTarget {
  const cost = map.stations.cardsForStation[built] ?? 0;
  const left = map.stations.perPlayer - built;
  return {
    title: t("pay.stationTitle", { city: map.cities[cityIndex]?.name ?? "?" }),
    subtitle: t("pay.stationFacts", { number: built + 1, total: map.stations.perPlayer, count: cost }),
    note: t("pay.stationNote", { count: map.stations.pointsPerUnbuilt, left }),
    length: cost,
    color: "gray",
    locomotivesAllowed: true,
    standIn: null,
  };
}

/**
 * "2 × Orange + 1 × Locomotive": `length` cards of `color`, `wilds` of them locomotives (all locomotives: one part);
 * with stand-ins (`standIns`, `slots` cards of the route they replace), "… + 3 × Blue in place of 1 card".
 */
export function paymentMessage(color: ClaimOption["trainColor"], length: number, wilds: number, standIns?: StandIns, slots = 0): Message {
  const standing = Object.entries(standIns ?? {}).filter(([, n]) => (n ?? 0) > 0).map(([c, n]) => say(msg("pay.cards", { count: n ?? 0, card: cardNameMessage(c) })));
  if (slots === 0 || standing.length === 0) return plainPayment(color, length, wilds);
  const main = length - slots > 0 ? plainPayment(color, length - slots, wilds) : null;
  const standInWords = msg("pay.standInCards", { cards: new Intl.ListFormat(currentLanguage(), { type: "conjunction" }).format(standing), count: slots });
  return main ? msg("pay.cardsAndLocomotives", { cards: main, locomotives: standInWords }) : standInWords;
}

/** `length` cards of `color`, `wilds` of them locomotives (all locomotives: one part). */
function plainPayment(color: ClaimOption["trainColor"], length: number, wilds: number): Message {
  const own = length - wilds;
  if (color === "locomotive" || own === 0) return msg("pay.cards", { count: length, card: cardNameMessage("locomotive") });
  const cards = msg("pay.cards", { count: own, card: cardNameMessage(color) });
  return wilds > 0 ? msg("pay.cardsAndLocomotives", { cards, locomotives: msg("pay.cards", { count: wilds, card: cardNameMessage("locomotive") }) }) : cards;
}

/** How many of a route's cards a payment's stand-ins replace (groups of `cardsEach`). */
export function standInSlots(o: Pick<ClaimOption, "standIns">, rule: StandInRule | null): number {
  if (!rule || !o.standIns) return 0;
  const cards = Object.values(o.standIns).reduce<number>((n, c) => n + (c ?? 0), 0);
  return Math.floor(cards / rule.cardsEach);
}

/** One way to pay a route of `length` cards, in words (`rule`: the route's stand-in rule, when it has one). */
export function paymentWords(o: ClaimOption, length: number, rule: StandInRule | null = null): string {
  return say(paymentMessage(o.trainColor, length, o.numberOfWilds, o.standIns, standInSlots(o, rule)));
}

/**
 * "Pay with 1 × Yellow, 1 × Pink or 1 × Red (or 2 more ways).": the first `shown` ways spelt out, joined by the
 * language's "or" (Intl.ListFormat), and the rest counted in brackets: one sentence, not "…, or 2 other ways" as if a
 * count were a way to pay.
 */
export function payWithText(ways: readonly string[], shown: number, language: Language = currentLanguage()): string {
  const more = ways.length - shown;
  const options = new Intl.ListFormat(language, { type: "disjunction" }).format(more > 0 ? ways.slice(0, shown) : ways);
  return more > 0 ? tIn(language, "pay.withMore", { options, count: more }) : tIn(language, "pay.with", { options });
}
