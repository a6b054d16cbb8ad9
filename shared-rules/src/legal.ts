// The one legal-move list that feeds bots, client hints, the load generator and the fuzz tests. It works from a
// PlayerView alone (a bot or a browser only ever holds its own view); legalActions(state, p) goes through the view.
// It reads the board the view names: ferries list only payments with their locomotives, tunnels list the first step
// (the laid cards) and, while one is pending, its payments and the refusal; stations list every payable city.
import { DECK_LOCATION, type Command, type GameState, type Hand, type PlayerView } from "./types.js";
import { type GameMap } from "./map.js";
import { mapOf } from "./variants.js";
import { cardsShort, payableOptions, stationPayable, type ClaimOption } from "./payment.js";
import { twinRouteBlock } from "./state.js";
import { locomotivesAllowedOn } from "./rules/locomotivesOnlyOn.js";
import { standInRule } from "./rules/standIns.js";
import { trainsToClaim } from "./rules/mountains.js";
import { faceUpLocomotiveAllowedSecond } from "./rules/faceUpLocomotiveCountsAsOne.js";
import { minimumToKeep } from "./commands/destinations.js";
import { nextStationCost } from "./commands/buildStation.js";
import { tunnelExtraError } from "./commands/tunnel.js";
import { playerView } from "./view.js";

export type { ClaimOption } from "./payment.js";

/** Every subset of 0..n-1 with at least `min` members, smaller subsets first. */
function subsetsOfAtLeast(n: number, min: number): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << n; mask++) {
    const subset: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) subset.push(i);
    if (subset.length >= min) out.push(subset);
  }
  return out.sort((a, b) => a.length - b.length);
}

/** Why the seat cannot claim this route because of the turn or the board (not its cards), or null. */
function boardBlocker(view: PlayerView, map: GameMap, routeIndex: number): string | null {
  if (view.phase === "ended") return "the game is over";
  if (view.phase === "choosingTickets") return "choose your destination tickets first";
  if (view.seat === null || view.seat !== view.currentPlayer) return "not your turn";
  if (view.turnStage === "drewOneCard") return "finish drawing your train cards first";
  if (view.turnStage === "choosingTickets") return "choose your destination tickets first";
  if (view.turnStage === "tunnelPending") return "pay for your tunnel or decline it first";
  const route = Number.isInteger(routeIndex) ? map.routes[routeIndex] : undefined;
  if (!route) return "no such route";
  if (view.routeOwners[routeIndex] !== -1) return "already claimed";
  const twin = twinRouteBlock(view.routeOwners, view.players.length, view.seat, routeIndex, map);
  if (twin === "ownTwin") return "you own the other route of this double";
  if (twin === "twinLocked") return "the other route of this double is taken (only one may be claimed with 2–3 players)";
  const trains = view.players[view.seat].trainsLeft;
  if (trains < trainsToClaim(route)) return `too few trains (${trains} left, the route needs ${trainsToClaim(route)})`;
  return null;
}

/** A short sentence saying why the seat cannot claim this route right now, or null when it can. */
export function routeClaimBlocker(view: PlayerView, routeIndex: number): string | null {
  const map = mapOf(view);
  const blocker = boardBlocker(view, map, routeIndex);
  if (blocker !== null || !view.me) return blocker;
  const route = map.routes[routeIndex];
  const short = cardsShort(map, route, view.me.hand);
  if (short === 0) return null;
  if (!locomotivesAllowedOn(map, route.kind) && view.me.hand.locomotive > 0) {
    return `short ${short} card${short === 1 ? "" : "s"} (locomotives may not be paid on a ${route.kind} route on this map)`;
  }
  if (route.locomotives > view.me.hand.locomotive) {
    return `this ferry needs ${route.locomotives} locomotive${route.locomotives === 1 ? "" : "s"} (short ${short} card${short === 1 ? "" : "s"})`;
  }
  return `short ${short} card${short === 1 ? "" : "s"}`;
}

/** What a ferry or a tunnel asks of a claim, in a sentence for the claim dialog; null for a normal route. */
export function routeKindHint(view: Pick<PlayerView, "map">, routeIndex: number): string | null {
  const map = mapOf(view);
  const route = Number.isInteger(routeIndex) ? map.routes[routeIndex] : undefined;
  const standIn = route ? standInRule(map, route) : null;
  if (route && standIn?.replaces === "colored") return `any ${standIn.cardsEach} cards may stand in for each card of this route's colour`;
  if (route?.kind === "ferry") {
    const also = standIn ? ` (any ${standIn.cardsEach} cards may stand in for each)` : "";
    return `a ferry: the payment must hold ${route.locomotives} locomotive${route.locomotives === 1 ? "" : "s"}${also}`;
  }
  if (route?.kind === "tunnel" && map.tunnelRevealCount > 0) {
    return `a tunnel: ${map.tunnelRevealCount} cards are turned from the deck, and each of your colour or a locomotive costs one more card (you may then decline)`;
  }
  return null;
}

/**
 * Every colour/wild split the seat can pay this route with right now ([] when it cannot claim it). For a tunnel
 * these are the cards laid down; the extra it may cost is known only once the deck's top cards are turned.
 */
export function claimOptions(view: PlayerView, routeIndex: number): ClaimOption[] {
  const map = mapOf(view);
  if (boardBlocker(view, map, routeIndex) !== null || !view.me) return [];
  return payableOptions(map, map.routes[routeIndex], view.me.hand);
}

/** Every way the seat can pay its next station (same shape as a route's options), or [] when it has none left. */
export function stationOptions(view: PlayerView, hand: Hand): ClaimOption[] {
  const map = mapOf(view);
  const me = view.seat === null ? undefined : view.players[view.seat];
  const cost = me ? nextStationCost(map, me.stations?.length ?? 0, me.stationsLeft ?? 0) : null;
  return cost === null ? [] : payableOptions(map, stationPayable(cost), hand);
}

/** Every way the seat can pay the pending tunnel's extra cards (as payTunnel's `numberOfWilds`). */
export function tunnelPayments(view: PlayerView, hand: Hand): number[] {
  const t = view.tunnel;
  if (!t) return [];
  const map = mapOf(view);
  const out: number[] = [];
  for (let wilds = 0; wilds <= t.extra; wilds++) if (tunnelExtraError(map, t, hand, wilds) === null) out.push(wilds);
  return out;
}

function drawActions(view: PlayerView, map: GameMap, secondCard: boolean): Command[] {
  const out: Command[] = [];
  const locomotiveSecond = faceUpLocomotiveAllowedSecond(map);
  view.faceUp.forEach((card, slot) => {
    if (card !== null && !(secondCard && card === "locomotive" && !locomotiveSecond)) out.push({ type: "drawTrainCard", cardLocation: slot });
  });
  if (view.trainDeckCount + view.trainDiscardCount > 0) out.push({ type: "drawTrainCard", cardLocation: DECK_LOCATION });
  return out;
}

/** Every legal command for the view's seat; `pass` appears only when nothing else is legal on the seat's turn. */
export function legalActionsFromView(view: PlayerView): Command[] {
  const me = view.me;
  if (view.seat === null || me === null || view.phase === "ended") return [];
  const map = mapOf(view);
  const selections = (): Command[] =>
    subsetsOfAtLeast(me.pendingTickets.length, minimumToKeep(view.phase, me.pendingTickets.length, map)).map((s) => ({
      type: "selectDestinations",
      destinationsSelected: s,
    }));
  if (view.phase === "choosingTickets") return me.pendingTickets.length > 0 ? selections() : [];
  if (view.seat !== view.currentPlayer) return [];
  if (view.turnStage === "choosingTickets") return selections();
  if (view.turnStage === "drewOneCard") return drawActions(view, map, true);
  if (view.turnStage === "tunnelPending") {
    // Declining is always possible; paying needs the cards.
    return [...tunnelPayments(view, me.hand).map((numberOfWilds): Command => ({ type: "payTunnel", numberOfWilds })), { type: "declineTunnel" }];
  }

  const actions = drawActions(view, map, false);
  if (view.ticketDeckCount > 0) actions.push({ type: "getDestinations" });
  for (let routeIndex = 0; routeIndex < map.routes.length; routeIndex++) {
    for (const o of claimOptions(view, routeIndex)) actions.push({ type: "buyRoute", routeIndex, ...o });
  }
  // Stations come last, so the USA's list (which has none) is what it always was.
  const stationPays = view.stationOwners ? stationOptions(view, me.hand) : [];
  if (stationPays.length > 0 && view.stationOwners) {
    view.stationOwners.forEach((owner, cityIndex) => {
      if (owner === -1) for (const o of stationPays) actions.push({ type: "buildStation", cityIndex, ...o });
    });
  }
  if (actions.length === 0) actions.push({ type: "pass" });
  return actions;
}

export function legalActions(state: GameState, player: number): Command[] {
  return legalActionsFromView(playerView(state, player));
}
