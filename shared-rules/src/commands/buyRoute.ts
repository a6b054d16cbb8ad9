// BuyRoute: claim one route. The checks run in a fixed order (Chain of Responsibility), the first failing one
// answers: route index → unclaimed → double-route rules → colour → wilds → trains → cards.
import type { CardColor, GameEvent, GameState } from "../types.js";
import { ERR, type RulesErrorCode } from "../errors.js";
import { USA_MAP, routePoints } from "../map.js";
import { handCovers, paymentCards, paymentShapeError } from "../payment.js";
import { twinRouteBlock } from "../state.js";
import { completedTickets } from "../network.js";
import { endTurn } from "../turn.js";
import { refillEmptyFaceUpSlots } from "../trainCards.js";

interface BuyRouteArgs {
  routeIndex: unknown;
  trainColor: unknown;
  numberOfWilds: unknown;
}

/** Route-specific checks; phase, turn and turn stage were checked before. */
export function checkBuyRoute(state: GameState, player: number, cmd: BuyRouteArgs): RulesErrorCode | null {
  const { routeIndex } = cmd;
  if (typeof routeIndex !== "number" || !Number.isInteger(routeIndex) || routeIndex < 0 || routeIndex >= USA_MAP.routes.length) {
    return ERR.invalidRoute;
  }
  if (state.routeOwners[routeIndex] !== -1) return ERR.routeAlreadyClaimed;
  const twin = twinRouteBlock(state.routeOwners, state.players.length, player, routeIndex);
  if (twin === "ownTwin") return ERR.ownTwinRoute;
  if (twin === "twinLocked") return ERR.twinLockedFewPlayers;
  const route = USA_MAP.routes[routeIndex];
  const shape = paymentShapeError(route, cmd.trainColor, cmd.numberOfWilds);
  if (shape !== null) return shape;
  const me = state.players[player];
  if (me.trainsLeft < route.length) return ERR.insufficientTrains;
  if (!handCovers(me.hand, paymentCards(route, cmd.trainColor as CardColor, cmd.numberOfWilds as number))) return ERR.notEnoughCards;
  return null;
}

export function applyBuyRoute(
  draft: GameState,
  player: number,
  cmd: { routeIndex: number; trainColor: CardColor; numberOfWilds: number },
  events: GameEvent[],
): void {
  const route = USA_MAP.routes[cmd.routeIndex];
  const me = draft.players[player];
  const completedBefore = completedTickets(me.tickets, me.routes);
  for (const [color, n] of Object.entries(paymentCards(route, cmd.trainColor, cmd.numberOfWilds)) as [CardColor, number][]) {
    me.hand[color] -= n;
    for (let i = 0; i < n; i++) draft.trainDiscard.push(color);
  }
  const points = routePoints(route.length);
  me.trainsLeft -= route.length;
  me.routes.push(cmd.routeIndex);
  me.routePoints += points;
  draft.routeOwners[cmd.routeIndex] = player;
  events.push({ type: "routeClaimed", player, routeIndex: cmd.routeIndex, trainColor: cmd.trainColor, numberOfWilds: cmd.numberOfWilds, points });
  for (const ticketId of completedTickets(me.tickets, me.routes)) {
    if (!completedBefore.includes(ticketId)) events.push({ type: "ticketCompleted", player, ticketId });
  }
  // The payment may be the first cards back in the supply since the face-up row ran dry.
  refillEmptyFaceUpSlots(draft, events);
  endTurn(draft, events);
}
