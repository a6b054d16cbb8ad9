// Small helpers over the state shapes: the drafts commands write (a copy of what they change, or the state itself
// when its holder gives it up), hands, and the double-route rule shared by the checks and the legal-move list.
import { CARD_COLORS, type CardColor, type GameState, type Hand, type PlayerState } from "./types.js";
import { USA_MAP, type GameMap } from "./map.js";

export function emptyHand(): Hand {
  return { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0, black: 0, white: 0, locomotive: 0 };
}

export function handSize(hand: Hand): number {
  let n = 0;
  for (const c of CARD_COLORS) n += hand[c];
  return n;
}

function clonePlayer(p: PlayerState): PlayerState {
  const copy: PlayerState = {
    color: p.color,
    trainsLeft: p.trainsLeft,
    hand: { ...p.hand },
    tickets: p.tickets.slice(),
    pendingTickets: p.pendingTickets.slice(),
    routes: p.routes.slice(),
    routePoints: p.routePoints,
  };
  // Station fields exist only on maps with stations: a USA player keeps exactly its old shape.
  if (p.stations !== undefined) {
    copy.stationsLeft = p.stationsLeft;
    copy.stations = p.stations.slice();
  }
  return copy;
}

/** The parts of a state one command may write: everything else of the state it makes is shared with its input. */
export interface DraftParts {
  /** The only player whose own state (hand, tickets, routes, trains) the command changes. */
  player: number;
  /** Deck, discard and face-up row (a draw, or a claim's payment refilling an empty row). */
  trainSupply: boolean;
  /** The ticket deck, and the tickets out of the game (a long ticket returned at the start leaves it). */
  ticketDeck: boolean;
  routeOwners: boolean;
  /** The station owner of each city (a station built). */
  stationOwners?: boolean;
}

/**
 * A copy of the state that a command may mutate in the parts it names; the rest is shared with `s` (copy on write).
 * A command used to copy everything, and each copy lives until the game's next command (seconds at human pace), so
 * what it copied needlessly (four other players, a hundred route owners) reached the old generation of every server
 * process only to die there. `rng` is always shared: it is replaced, never written (shuffleInPlace returns a new
 * one), and `result` is immutable once set. A write to a part not named would change an earlier state: the rules'
 * tests apply every command of random games to deeply frozen states, where such a write throws.
 */
export function draftOf(s: GameState, parts: DraftParts): GameState {
  return {
    ...s,
    players: s.players.map((p, i) => (i === parts.player ? clonePlayer(p) : p)),
    trainDeck: parts.trainSupply ? s.trainDeck.slice() : s.trainDeck,
    trainDiscard: parts.trainSupply ? s.trainDiscard.slice() : s.trainDiscard,
    faceUp: parts.trainSupply ? s.faceUp.slice() : s.faceUp,
    ticketDeck: parts.ticketDeck ? s.ticketDeck.slice() : s.ticketDeck,
    routeOwners: parts.routeOwners ? s.routeOwners.slice() : s.routeOwners,
    // Present only on maps that have them, so a USA state keeps exactly its old shape.
    ...(s.stationOwners !== undefined ? { stationOwners: parts.stationOwners ? s.stationOwners.slice() : s.stationOwners } : {}),
    ...(s.ticketsOutOfGame !== undefined ? { ticketsOutOfGame: parts.ticketDeck ? s.ticketsOutOfGame.slice() : s.ticketsOutOfGame } : {}),
  };
}

/**
 * The draft of a state its holder gives up (applyCommandInPlace): the state itself, written in place. Only the acting
 * player's object is replaced, by a shallow copy whose hand and lists are still written in place: holders tell an
 * unchanged player by its object (the room's projection skips players whose object it has written before), and the
 * new object is all that changes for them.
 */
export function ownedDraftOf(s: GameState, player: number): GameState {
  s.players[player] = { ...s.players[player] };
  return s;
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
  map: GameMap = USA_MAP,
): "ownTwin" | "twinLocked" | null {
  const twin = map.routes[routeIndex].double;
  if (twin === null || routeOwners[twin] === -1) return null;
  if (routeOwners[twin] === player) return "ownTwin";
  if (playerCount < map.doubleRoutesBothUsableFromPlayers) return "twinLocked";
  return null;
}
