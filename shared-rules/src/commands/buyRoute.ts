// BuyRoute: claim one route. The checks run in a fixed order (Chain of Responsibility), the first failing one
// answers: route index → unclaimed → double-route rules → colour → wilds → ferry locomotives → trains → cards.
// A tunnel is claimed in two steps: the cards are laid and the deck's top cards turned (commands/tunnel.ts).
import type { CardColor, GameEvent, GameState } from "../types.js";
import { ERR, type RulesErrorCode } from "../errors.js";
import { mapOf } from "../variants.js";
import { handCovers, paymentShapeError, routePaymentCards, type StandIns } from "../payment.js";
import { twinRouteBlock } from "../state.js";
import { endTurn } from "../turn.js";
import { refillEmptyFaceUpSlots } from "../trainCards.js";
import { discardFromHand, takeRoute } from "./claim.js";
import { layTunnel } from "./tunnel.js";
import { trainsToClaim } from "../rules/mountains.js";

interface BuyRouteArgs {
  routeIndex: unknown;
  trainColor: unknown;
  numberOfWilds: unknown;
  standIns?: unknown;
}

/** Route-specific checks; phase, turn and turn stage were checked before. */
export function checkBuyRoute(state: GameState, player: number, cmd: BuyRouteArgs): RulesErrorCode | null {
  const map = mapOf(state);
  const { routeIndex } = cmd;
  if (typeof routeIndex !== "number" || !Number.isInteger(routeIndex) || routeIndex < 0 || routeIndex >= map.routes.length) {
    return ERR.invalidRoute;
  }
  if (state.routeOwners[routeIndex] !== -1) return ERR.routeAlreadyClaimed;
  const twin = twinRouteBlock(state.routeOwners, state.players.length, player, routeIndex, map);
  if (twin === "ownTwin") return ERR.ownTwinRoute;
  if (twin === "twinLocked") return ERR.twinLockedFewPlayers;
  const route = map.routes[routeIndex];
  const shape = paymentShapeError(map, route, cmd.trainColor, cmd.numberOfWilds, cmd.standIns);
  if (shape !== null) return shape;
  const me = state.players[player];
  if (me.trainsLeft < trainsToClaim(route)) return ERR.insufficientTrains;
  const payment = { trainColor: cmd.trainColor as CardColor, numberOfWilds: cmd.numberOfWilds as number, standIns: cmd.standIns as StandIns | undefined };
  if (!handCovers(me.hand, routePaymentCards(map, route, payment))) return ERR.notEnoughCards;
  return null;
}

export function applyBuyRoute(
  draft: GameState,
  player: number,
  cmd: { routeIndex: number; trainColor: CardColor; numberOfWilds: number; standIns?: StandIns },
  events: GameEvent[],
): void {
  const map = mapOf(draft);
  const route = map.routes[cmd.routeIndex];
  if (route.kind === "tunnel" && map.tunnelRevealCount > 0) {
    layTunnel(draft, map, player, cmd, events);
    return;
  }
  discardFromHand(draft, player, routePaymentCards(map, route, cmd));
  takeRoute(draft, map, player, cmd.routeIndex, cmd.trainColor, cmd.numberOfWilds, events);
  // The payment may be the first cards back in the supply since the face-up row ran dry.
  refillEmptyFaceUpSlots(draft, events);
  endTurn(draft, events);
}
