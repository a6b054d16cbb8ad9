// Stand-in cards: groups of any cards paid in place of one card a route needs (a ferry's locomotive, a coloured
// card). Which plug-in lets a route take them is asked here, so payment.ts knows the rule, not the board.
import type { GameMap, MapRoute } from "../map.js";
import { TRAIN_COLORS, type Hand, type TrainColor } from "../types.js";
import { ferryStandIns } from "./ferryAnyCardsPerLocomotive.js";
import { coloredCardStandIns } from "./anyCardsPerColoredCard.js";

/** `cardsEach` cards of any colours stand in for one card of the kind `replaces`, for at most `most` of them. */
export interface StandInRule {
  replaces: "locomotive" | "colored";
  cardsEach: number;
  most: number;
}

/** The cards paid as stand-ins, by colour (never locomotives: a stand-in is there for want of one). */
export type StandIns = Partial<Record<TrainColor, number>>;

export type StandInPayable = Pick<MapRoute, "kind" | "locomotives" | "anyCardsPerColoredCard" | "length">;

/** The stand-in rule for this route, or null when its cards must be the real ones. */
export function standInRule(map: GameMap, route: Partial<StandInPayable>): StandInRule | null {
  if (route.kind === undefined || route.length === undefined) return null;
  const full = { kind: route.kind, locomotives: route.locomotives ?? 0, anyCardsPerColoredCard: route.anyCardsPerColoredCard ?? 0, length: route.length };
  return coloredCardStandIns(full) ?? ferryStandIns(map, full);
}

/** The number of stand-in cards, or null when `standIns` is not a valid bundle of train-colour counts. */
export function standInCount(standIns: unknown): number | null {
  if (standIns === undefined) return 0;
  if (typeof standIns !== "object" || standIns === null || Array.isArray(standIns)) return null;
  let n = 0;
  for (const [color, count] of Object.entries(standIns)) {
    if (!(TRAIN_COLORS as readonly string[]).includes(color)) return null;
    if (typeof count !== "number" || !Number.isInteger(count) || count < 0 || count > 45) return null;
    n += count;
  }
  return n;
}

/**
 * One way to pick `count` stand-in cards from what the hand has left after the main payment: the colours held most
 * first, so that the cards a player keeps for other routes are the ones it has few of. Null when the hand lacks them.
 */
export function pickStandIns(left: Hand, count: number): StandIns | null {
  const colors = TRAIN_COLORS.filter((c) => left[c] > 0).sort((x, y) => left[y] - left[x] || TRAIN_COLORS.indexOf(x) - TRAIN_COLORS.indexOf(y));
  const out: StandIns = {};
  let need = count;
  for (const c of colors) {
    if (need === 0) break;
    const take = Math.min(need, left[c]);
    out[c] = take;
    need -= take;
  }
  return need === 0 ? out : null;
}
