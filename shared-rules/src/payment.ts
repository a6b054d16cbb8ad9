// Paying for a route: `length - numberOfWilds` cards of `trainColor` plus `numberOfWilds` locomotives. A coloured
// route needs its own colour, a gray one any single colour; all locomotives is always a valid colour choice.
import { TRAIN_COLORS, type CardColor, type Hand, type TrainColor } from "./types.js";
import { ERR, type RulesErrorCode } from "./errors.js";
import type { MapRoute } from "./map.js";
import { isCardColor } from "./state.js";

export interface ClaimOption {
  trainColor: CardColor;
  numberOfWilds: number;
}

/** The colour-and-wilds rules alone (no hand, no trains): ERR.invalidTrainColor / ERR.invalidNumberOfWilds. */
export function paymentShapeError(route: MapRoute, trainColor: unknown, numberOfWilds: unknown): RulesErrorCode | null {
  if (!isCardColor(trainColor)) return ERR.invalidTrainColor;
  if (trainColor !== "locomotive" && route.color !== "gray" && trainColor !== route.color) return ERR.invalidTrainColor;
  if (typeof numberOfWilds !== "number" || !Number.isInteger(numberOfWilds)) return ERR.invalidNumberOfWilds;
  if (numberOfWilds < 0 || numberOfWilds > route.length) return ERR.invalidNumberOfWilds;
  if (trainColor === "locomotive" && numberOfWilds !== route.length) return ERR.invalidNumberOfWilds;
  return null;
}

/** The cards a (shape-valid) payment takes from the hand. */
export function paymentCards(route: MapRoute, trainColor: CardColor, numberOfWilds: number): Partial<Record<CardColor, number>> {
  const colored = route.length - numberOfWilds;
  if (trainColor === "locomotive" || colored === 0) return { locomotive: route.length };
  return numberOfWilds === 0 ? { [trainColor]: colored } : { [trainColor]: colored, locomotive: numberOfWilds };
}

export function handCovers(hand: Hand, cards: Partial<Record<CardColor, number>>): boolean {
  for (const [color, n] of Object.entries(cards) as [CardColor, number][]) if (hand[color] < n) return false;
  return true;
}

/** The colours one could pay this route in (locomotive-only payment aside). */
export function routeColors(route: MapRoute): readonly TrainColor[] {
  return route.color === "gray" ? TRAIN_COLORS : [route.color];
}

/** Every distinct payable split for this hand: for each colour, 0..length-1 wilds; plus all locomotives. */
export function payableOptions(route: MapRoute, hand: Hand): ClaimOption[] {
  const options: ClaimOption[] = [];
  for (const color of routeColors(route)) {
    for (let wilds = 0; wilds < route.length; wilds++) {
      if (hand[color] >= route.length - wilds && hand.locomotive >= wilds) options.push({ trainColor: color, numberOfWilds: wilds });
    }
  }
  if (hand.locomotive >= route.length) options.push({ trainColor: "locomotive", numberOfWilds: route.length });
  return options;
}

/** How many cards the best colour choice is short of paying the route (0 when payable). */
export function cardsShort(route: MapRoute, hand: Hand): number {
  let best = route.length;
  for (const color of routeColors(route)) best = Math.min(best, Math.max(0, route.length - hand[color] - hand.locomotive));
  return best;
}
