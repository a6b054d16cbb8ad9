// What every way of claiming shares (a plain route, a tunnel paid at once or after its extra cards): paying from
// the hand into the discard, and taking the route with its trains, points and completed tickets.
import type { CardColor, GameEvent, GameState } from "../types.js";
import { routePoints, type GameMap } from "../map.js";
import { completedTickets } from "../network.js";
import { trainsToClaim } from "../rules/mountains.js";

/** Moves cards from the player's hand to the discard pile. */
export function discardFromHand(draft: GameState, player: number, cards: Partial<Record<CardColor, number>>): void {
  const me = draft.players[player];
  for (const [color, n] of Object.entries(cards) as [CardColor, number][]) {
    me.hand[color] -= n;
    for (let i = 0; i < n; i++) draft.trainDiscard.push(color);
  }
}

/** The route becomes the player's (trains, points, owner), with its events; the payment was made before. */
export function takeRoute(draft: GameState, map: GameMap, player: number, routeIndex: number, trainColor: CardColor, numberOfWilds: number, events: GameEvent[]): void {
  const route = map.routes[routeIndex];
  const me = draft.players[player];
  const completedBefore = completedTickets(me.tickets, me.routes, map);
  const points = routePoints(route.length, map);
  // on a mountain route, one more train per mountain space leaves the supply (rules/mountains.ts)
  me.trainsLeft -= trainsToClaim(route);
  me.routes.push(routeIndex);
  me.routePoints += points;
  draft.routeOwners[routeIndex] = player;
  events.push({ type: "routeClaimed", player, routeIndex, trainColor, numberOfWilds, points });
  for (const ticketId of completedTickets(me.tickets, me.routes, map)) {
    if (!completedBefore.includes(ticketId)) events.push({ type: "ticketCompleted", player, ticketId });
  }
}
