// Tunnels (Europe), a claim in two steps. buyRoute lays the route's cards on the table and turns the deck's top three
// cards face up (reshuffling the discard when the deck runs out); each revealed card of the colour laid, or a
// locomotive, demands one more card (paid with locomotives only: only revealed locomotives count). Nothing owed: the
// route is claimed at once. Otherwise the turn waits in stage `tunnelPending` for payTunnel (the extra cards, of the
// colour laid or locomotives) or declineTunnel (the laid cards go back to the hand). Either way the turn ends and the
// revealed cards are discarded.
import type { CardColor, GameEvent, GameState, Hand, PendingTunnel } from "../types.js";
import { ERR, type RulesErrorCode } from "../errors.js";
import { type GameMap } from "../map.js";
import { mapOf } from "../variants.js";
import { handCovers, paymentCards } from "../payment.js";
import { locomotivesAllowedOn } from "../rules/locomotivesOnlyOn.js";
import { endTurn } from "../turn.js";
import { refillEmptyFaceUpSlots, takeFromDeck } from "../trainCards.js";
import { discardFromHand, takeRoute } from "./claim.js";

/** The colour whose revealed cards count (with locomotives): `locomotive` when the route was laid with locomotives only. */
export function tunnelColor(routeLength: number, trainColor: CardColor, numberOfWilds: number): CardColor {
  return trainColor === "locomotive" || numberOfWilds >= routeLength ? "locomotive" : trainColor;
}

/** How many extra cards these revealed cards demand of a tunnel laid in `color`. */
export function extraOwed(color: CardColor, revealed: readonly CardColor[]): number {
  return revealed.filter((c) => c === "locomotive" || c === color).length;
}

/** The extra cards a payTunnel of `numberOfWilds` locomotives takes from the hand: paid like a route of `extra` cars. */
export function extraCards(color: CardColor, extra: number, numberOfWilds: number): Partial<Record<CardColor, number>> {
  return paymentCards({ length: extra }, color, numberOfWilds);
}

function revealedToDiscard(draft: GameState, revealed: readonly CardColor[]): void {
  draft.trainDiscard.push(...revealed);
}

/** buyRoute on a tunnel (checked): lay the cards, reveal, and either claim now or wait for the extra payment. */
export function layTunnel(
  draft: GameState,
  map: GameMap,
  player: number,
  cmd: { routeIndex: number; trainColor: CardColor; numberOfWilds: number },
  events: GameEvent[],
): void {
  const route = map.routes[cmd.routeIndex];
  const laid = paymentCards(route, cmd.trainColor, cmd.numberOfWilds);
  const me = draft.players[player];
  // The laid cards leave the hand for the table: they are public now, and the reveal must not reshuffle them.
  for (const [color, n] of Object.entries(laid) as [CardColor, number][]) me.hand[color] -= n;
  const revealed: CardColor[] = [];
  for (let i = 0; i < map.tunnelRevealCount; i++) {
    const card = takeFromDeck(draft, events);
    if (card === null) break;
    revealed.push(card);
  }
  const extra = extraOwed(tunnelColor(route.length, cmd.trainColor, cmd.numberOfWilds), revealed);
  events.push({ type: "tunnelRevealed", player, routeIndex: cmd.routeIndex, trainColor: cmd.trainColor, numberOfWilds: cmd.numberOfWilds, revealed: revealed.slice(), extra });
  if (extra > 0) {
    draft.tunnel = { routeIndex: cmd.routeIndex, trainColor: cmd.trainColor, numberOfWilds: cmd.numberOfWilds, revealed, extra };
    draft.turnStage = "tunnelPending";
    return;
  }
  for (const [color, n] of Object.entries(laid) as [CardColor, number][]) for (let i = 0; i < n; i++) draft.trainDiscard.push(color);
  revealedToDiscard(draft, revealed);
  takeRoute(draft, map, player, cmd.routeIndex, cmd.trainColor, cmd.numberOfWilds, events);
  refillEmptyFaceUpSlots(draft, events);
  endTurn(draft, events);
}

/** The pending tunnel (the turn stage guaranteed it). */
function pending(state: GameState): PendingTunnel {
  if (!state.tunnel) throw new Error("checked: the turn stage is tunnelPending");
  return state.tunnel;
}

/** payTunnel checks; the turn stage (tunnelPending) was checked before. */
export function checkPayTunnel(state: GameState, player: number, numberOfWilds: unknown): RulesErrorCode | null {
  return tunnelExtraError(mapOf(state), pending(state), state.players[player].hand, numberOfWilds);
}

/**
 * Whether `numberOfWilds` locomotives (the rest in the colour laid) may pay this pending tunnel's extra cards from
 * `hand`. The extra is part of the tunnel's payment, so a board allowing locomotives only on some route kinds
 * (locomotivesOnlyOn) allows them in the extra exactly when it allows them on tunnels: the Nordic Countries' and
 * Switzerland's rule sheets list tunnels, so there a locomotive may pay the extra as in Europe.
 */
export function tunnelExtraError(map: GameMap, t: PendingTunnel, hand: Hand, numberOfWilds: unknown): RulesErrorCode | null {
  const route = map.routes[t.routeIndex];
  const color = tunnelColor(route.length, t.trainColor, t.numberOfWilds);
  if (typeof numberOfWilds !== "number" || !Number.isInteger(numberOfWilds) || numberOfWilds < 0 || numberOfWilds > t.extra) {
    return ERR.invalidNumberOfWilds;
  }
  if (color === "locomotive" && numberOfWilds !== t.extra) return ERR.invalidNumberOfWilds;
  if (numberOfWilds > 0 && !locomotivesAllowedOn(map, route.kind)) return ERR.locomotiveNotAllowed;
  if (!handCovers(hand, extraCards(color, t.extra, numberOfWilds))) return ERR.notEnoughCards;
  return null;
}

export function applyPayTunnel(draft: GameState, player: number, numberOfWilds: number, events: GameEvent[]): void {
  const map = mapOf(draft);
  const t = pending(draft);
  const route = map.routes[t.routeIndex];
  const color = tunnelColor(route.length, t.trainColor, t.numberOfWilds);
  for (const [c, n] of Object.entries(paymentCards(route, t.trainColor, t.numberOfWilds)) as [CardColor, number][]) {
    for (let i = 0; i < n; i++) draft.trainDiscard.push(c);
  }
  discardFromHand(draft, player, extraCards(color, t.extra, numberOfWilds));
  revealedToDiscard(draft, t.revealed);
  draft.tunnel = null;
  events.push({ type: "tunnelPaid", player, routeIndex: t.routeIndex, extra: t.extra, numberOfWilds });
  takeRoute(draft, map, player, t.routeIndex, t.trainColor, t.numberOfWilds, events);
  refillEmptyFaceUpSlots(draft, events);
  endTurn(draft, events);
}

export function applyDeclineTunnel(draft: GameState, player: number, events: GameEvent[]): void {
  const map = mapOf(draft);
  const t = pending(draft);
  const me = draft.players[player];
  for (const [c, n] of Object.entries(paymentCards(map.routes[t.routeIndex], t.trainColor, t.numberOfWilds)) as [CardColor, number][]) me.hand[c] += n;
  revealedToDiscard(draft, t.revealed);
  draft.tunnel = null;
  events.push({ type: "tunnelDeclined", player, routeIndex: t.routeIndex });
  refillEmptyFaceUpSlots(draft, events);
  endTurn(draft, events);
}
