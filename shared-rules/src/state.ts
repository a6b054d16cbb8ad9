// Small helpers over the state shapes: copying (commands work on a private copy, never on their input),
// hands, and the double-route rule shared by the checks and the legal-move list.
import { CARD_COLORS, type CardColor, type GameState, type Hand, type PlayerState } from "./types.js";
import { USA_MAP } from "./map.js";

export function emptyHand(): Hand {
  return { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0, black: 0, white: 0, locomotive: 0 };
}

export function handSize(hand: Hand): number {
  let n = 0;
  for (const c of CARD_COLORS) n += hand[c];
  return n;
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    color: p.color,
    trainsLeft: p.trainsLeft,
    hand: { ...p.hand },
    tickets: p.tickets.slice(),
    pendingTickets: p.pendingTickets.slice(),
    routes: p.routes.slice(),
    routePoints: p.routePoints,
  };
}

/**
 * A deep copy of the state that commands may mutate. Written by hand rather than structuredClone because it runs
 * once per command and the bench plays millions of them; `result` is immutable once set, so it is shared.
 */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    rng: s.rng.slice(),
    players: s.players.map(clonePlayer),
    trainDeck: s.trainDeck.slice(),
    trainDiscard: s.trainDiscard.slice(),
    faceUp: s.faceUp.slice(),
    ticketDeck: s.ticketDeck.slice(),
    routeOwners: s.routeOwners.slice(),
  };
}

export function isCardColor(x: unknown): x is CardColor {
  return typeof x === "string" && (CARD_COLORS as readonly string[]).includes(x);
}

/**
 * Why the double-route rule forbids `player` to claim `routeIndex`, or null when it does not:
 * nobody owns both routes of a pair, and with fewer than 4 players only one of the pair can be claimed at all.
 */
export function twinRouteBlock(
  routeOwners: readonly number[],
  playerCount: number,
  player: number,
  routeIndex: number,
): "ownTwin" | "twinLocked" | null {
  const twin = USA_MAP.routes[routeIndex].double;
  if (twin === null || routeOwners[twin] === -1) return null;
  if (routeOwners[twin] === player) return "ownTwin";
  if (playerCount < USA_MAP.doubleRoutesBothUsableFromPlayers) return "twinLocked";
  return null;
}
