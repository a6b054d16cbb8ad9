// Paying for a route (or a station): `length - numberOfWilds` cards of `trainColor` plus `numberOfWilds` locomotives.
// A coloured route needs its own colour, a gray one any single colour; all locomotives is always a valid colour
// choice; a ferry's payment holds at least its number of locomotives. The board's rule plug-ins (rules/) may forbid
// locomotives on some route kinds and let groups of any cards (`standIns`) stand in for some of the cards.
import { TRAIN_COLORS, type CardColor, type Hand, type TrainColor } from "./types.js";
import { ERR, type RulesErrorCode } from "./errors.js";
import type { GameMap, MapRoute } from "./map.js";
import { isCardColor } from "./state.js";
import { locomotivesAllowedOn } from "./rules/locomotivesOnlyOn.js";
import { pickStandIns, standInCount, standInRule, type StandIns } from "./rules/standIns.js";

export type { StandIns } from "./rules/standIns.js";

export interface ClaimOption {
  trainColor: CardColor;
  numberOfWilds: number;
  /** Cards paid as stand-ins (maps whose plug-ins allow them); absent when none. */
  standIns?: StandIns;
}

/** What a payment is for: a route, or a station (a gray "route" of its cost in cards, no kind, no locomotive required). */
export type Payable = Pick<MapRoute, "length" | "color" | "locomotives"> & Partial<Pick<MapRoute, "kind" | "anyCardsPerColoredCard">>;

/** What a station costs, as a payment: `cards` cards of any one colour, locomotives standing in. */
export function stationPayable(cards: number): Payable {
  return { length: cards, color: "gray", locomotives: 0 };
}

/** How many of the route's cards the stand-ins replace (0 without stand-ins); null when the stand-ins are not valid. */
function standInSlots(map: GameMap, route: Payable, standIns: unknown): { slots: number; replacesLocomotive: boolean } | null {
  const count = standInCount(standIns);
  if (count === null) return null;
  if (count === 0) return { slots: 0, replacesLocomotive: false };
  const rule = route.kind === "tunnel" ? null : standInRule(map, route);
  if (rule === null || count % rule.cardsEach !== 0 || count / rule.cardsEach > rule.most) return null;
  return { slots: count / rule.cardsEach, replacesLocomotive: rule.replaces === "locomotive" };
}

/**
 * The colour-and-wilds rules alone (no hand, no trains): ERR.invalidTrainColor / ERR.invalidNumberOfWilds, then
 * ERR.invalidStandIns, ERR.locomotiveNotAllowed (the board's locomotivesOnlyOn), ERR.notEnoughLocomotives for a
 * ferry paid with fewer locomotives (and stand-ins for them) than its symbols.
 */
export function paymentShapeError(map: GameMap, route: Payable, trainColor: unknown, numberOfWilds: unknown, standIns?: unknown): RulesErrorCode | null {
  if (!isCardColor(trainColor)) return ERR.invalidTrainColor;
  if (trainColor !== "locomotive" && route.color !== "gray" && trainColor !== route.color) return ERR.invalidTrainColor;
  if (typeof numberOfWilds !== "number" || !Number.isInteger(numberOfWilds)) return ERR.invalidNumberOfWilds;
  if (numberOfWilds < 0 || numberOfWilds > route.length) return ERR.invalidNumberOfWilds;
  const standing = standInSlots(map, route, standIns);
  if (standing === null) return ERR.invalidStandIns;
  const colored = route.length - numberOfWilds - standing.slots;
  if (colored < 0) return ERR.invalidStandIns;
  if (trainColor === "locomotive" && colored !== 0) return ERR.invalidNumberOfWilds;
  if (numberOfWilds > 0 && !locomotivesAllowedOn(map, route.kind)) return ERR.locomotiveNotAllowed;
  if (numberOfWilds + (standing.replacesLocomotive ? standing.slots : 0) < route.locomotives) return ERR.notEnoughLocomotives;
  return null;
}

/** The cards a (shape-valid) payment without stand-ins takes from the hand. */
export function paymentCards(route: Pick<Payable, "length">, trainColor: CardColor, numberOfWilds: number): Partial<Record<CardColor, number>> {
  const colored = route.length - numberOfWilds;
  if (trainColor === "locomotive" || colored === 0) return { locomotive: route.length };
  return numberOfWilds === 0 ? { [trainColor]: colored } : { [trainColor]: colored, locomotive: numberOfWilds };
}

/** The cards a (shape-valid) payment takes from the hand, its stand-ins included. */
export function routePaymentCards(map: GameMap, route: Payable, payment: ClaimOption): Partial<Record<CardColor, number>> {
  const slots = standInSlots(map, route, payment.standIns)?.slots ?? 0;
  const cards: Partial<Record<CardColor, number>> = slots === 0 ? paymentCards(route, payment.trainColor, payment.numberOfWilds) : {};
  if (slots > 0) {
    const colored = route.length - payment.numberOfWilds - slots;
    if (colored > 0 && payment.trainColor !== "locomotive") cards[payment.trainColor] = colored;
    if (payment.numberOfWilds > 0) cards.locomotive = payment.numberOfWilds;
    for (const [color, n] of Object.entries(payment.standIns ?? {}) as [TrainColor, number][]) if (n > 0) cards[color] = (cards[color] ?? 0) + n;
  }
  return cards;
}

export function handCovers(hand: Hand, cards: Partial<Record<CardColor, number>>): boolean {
  for (const [color, n] of Object.entries(cards) as [CardColor, number][]) if (hand[color] < n) return false;
  return true;
}

/** The colours one could pay this route in (locomotive-only payment aside). */
export function routeColors(route: Pick<Payable, "color">): readonly TrainColor[] {
  return route.color === "gray" ? TRAIN_COLORS : [route.color];
}

/**
 * Every distinct payable split for this hand: for each colour, the ferry's locomotives..length-1 wilds; plus all
 * locomotives. Where the board allows stand-ins, one choice of stand-in cards per colour, wilds and number of groups
 * (the colours the hand holds most of), after the splits without them.
 */
export function payableOptions(map: GameMap, route: Payable, hand: Hand): ClaimOption[] {
  const options: ClaimOption[] = [];
  const wildsAllowed = locomotivesAllowedOn(map, route.kind);
  for (const color of routeColors(route)) {
    for (let wilds = route.locomotives; wilds < route.length; wilds++) {
      if (wilds > 0 && !wildsAllowed) break;
      if (hand[color] >= route.length - wilds && hand.locomotive >= wilds) options.push({ trainColor: color, numberOfWilds: wilds });
    }
  }
  if (wildsAllowed && hand.locomotive >= route.length) options.push({ trainColor: "locomotive", numberOfWilds: route.length });
  const rule = route.kind === "tunnel" ? null : standInRule(map, route);
  if (rule === null) return options;
  for (let slots = 1; slots <= rule.most; slots++) {
    const minWilds = Math.max(0, route.locomotives - (rule.replaces === "locomotive" ? slots : 0));
    const maxWilds = wildsAllowed ? route.length - slots : 0;
    for (let wilds = minWilds; wilds <= maxWilds; wilds++) {
      const colored = route.length - wilds - slots;
      for (const color of colored === 0 ? (["locomotive"] as const) : routeColors(route)) {
        const left = { ...hand, locomotive: hand.locomotive - wilds };
        if (color !== "locomotive") left[color] -= colored;
        if (left.locomotive < 0 || (color !== "locomotive" && left[color] < 0)) continue;
        const standIns = pickStandIns(left, slots * rule.cardsEach);
        if (standIns !== null) options.push({ trainColor: color, numberOfWilds: wilds, standIns });
      }
    }
  }
  return options;
}

/** How many cards the best colour choice is short of paying the route (0 when payable); a ferry's locomotives first. */
export function cardsShort(map: GameMap, route: Payable, hand: Hand): number {
  if (payableOptions(map, route, hand).length > 0) return 0;
  const wildsAllowed = locomotivesAllowedOn(map, route.kind);
  const locomotives = wildsAllowed ? hand.locomotive : 0;
  const locosShort = Math.max(0, route.locomotives - locomotives);
  const spareLocos = Math.max(0, locomotives - route.locomotives);
  const rest = route.length - route.locomotives;
  let best = route.length;
  for (const color of routeColors(route)) best = Math.min(best, locosShort + Math.max(0, rest - hand[color] - spareLocos));
  return Math.max(1, best);
}
