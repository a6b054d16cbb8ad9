// Paying for a route (or a station): `length - numberOfWilds` cards of `trainColor` plus `numberOfWilds` locomotives.
// A coloured route needs its own colour, a gray one any single colour; all locomotives is always a valid colour
// choice; a ferry's payment holds at least its number of locomotives.
import { TRAIN_COLORS, type CardColor, type Hand, type TrainColor } from "./types.js";
import { ERR, type RulesErrorCode } from "./errors.js";
import type { MapRoute } from "./map.js";
import { isCardColor } from "./state.js";

export interface ClaimOption {
  trainColor: CardColor;
  numberOfWilds: number;
}

/** What a payment is for: a route, or a station (a gray "route" of its cost in cards, no locomotive required). */
export type Payable = Pick<MapRoute, "length" | "color" | "locomotives">;

/** What a station costs, as a payment: `cards` cards of any one colour, locomotives standing in. */
export function stationPayable(cards: number): Payable {
  return { length: cards, color: "gray", locomotives: 0 };
}

/**
 * The colour-and-wilds rules alone (no hand, no trains): ERR.invalidTrainColor / ERR.invalidNumberOfWilds, then
 * ERR.notEnoughLocomotives for a ferry paid with fewer locomotives than its symbols.
 */
export function paymentShapeError(route: Payable, trainColor: unknown, numberOfWilds: unknown): RulesErrorCode | null {
  if (!isCardColor(trainColor)) return ERR.invalidTrainColor;
  if (trainColor !== "locomotive" && route.color !== "gray" && trainColor !== route.color) return ERR.invalidTrainColor;
  if (typeof numberOfWilds !== "number" || !Number.isInteger(numberOfWilds)) return ERR.invalidNumberOfWilds;
  if (numberOfWilds < 0 || numberOfWilds > route.length) return ERR.invalidNumberOfWilds;
  if (trainColor === "locomotive" && numberOfWilds !== route.length) return ERR.invalidNumberOfWilds;
  if (numberOfWilds < route.locomotives) return ERR.notEnoughLocomotives;
  return null;
}

/** The cards a (shape-valid) payment takes from the hand. */
export function paymentCards(route: Pick<Payable, "length">, trainColor: CardColor, numberOfWilds: number): Partial<Record<CardColor, number>> {
  const colored = route.length - numberOfWilds;
  if (trainColor === "locomotive" || colored === 0) return { locomotive: route.length };
  return numberOfWilds === 0 ? { [trainColor]: colored } : { [trainColor]: colored, locomotive: numberOfWilds };
}

export function handCovers(hand: Hand, cards: Partial<Record<CardColor, number>>): boolean {
  for (const [color, n] of Object.entries(cards) as [CardColor, number][]) if (hand[color] < n) return false;
  return true;
}

/** The colours one could pay this route in (locomotive-only payment aside). */
export function routeColors(route: Pick<Payable, "color">): readonly TrainColor[] {
  return route.color === "gray" ? TRAIN_COLORS : [route.color];
}

/** Every distinct payable split for this hand: for each colour, the ferry's locomotives..length-1 wilds; plus all locomotives. */
export function payableOptions(route: Payable, hand: Hand): ClaimOption[] {
  const options: ClaimOption[] = [];
  for (const color of routeColors(route)) {
    for (let wilds = route.locomotives; wilds < route.length; wilds++) {
      if (hand[color] >= route.length - wilds && hand.locomotive >= wilds) options.push({ trainColor: color, numberOfWilds: wilds });
    }
  }
  if (hand.locomotive >= route.length) options.push({ trainColor: "locomotive", numberOfWilds: route.length });
  return options;
}

/** How many cards the best colour choice is short of paying the route (0 when payable); a ferry's locomotives first. */
export function cardsShort(route: Payable, hand: Hand): number {
  const locosShort = Math.max(0, route.locomotives - hand.locomotive);
  const spareLocos = Math.max(0, hand.locomotive - route.locomotives);
  const rest = route.length - route.locomotives;
  let best = route.length;
  for (const color of routeColors(route)) best = Math.min(best, locosShort + Math.max(0, rest - hand[color] - spareLocos));
  return best;
}
