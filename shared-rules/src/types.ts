// The data shapes of the game. Every state here is plain JSON-serialisable data so that it can be
// persisted, replayed, diffed and sent over the wire as it is.

import type { Seed } from "./rng.js";
import type { RulesErrorCode } from "./errors.js";
import type { EndBonusKind, MapId } from "./map.js";
import type { VariantId } from "./variants.js";

export type { Seed, MapId };

/** Colours a train card can have. `locomotive` is the wild card. */
export type TrainColor = "red" | "orange" | "yellow" | "green" | "blue" | "purple" | "black" | "white";
export type CardColor = TrainColor | "locomotive";
/** A route is one train colour, or gray (any single colour). */
export type RouteColor = TrainColor | "gray";
/** The colours of the plastic trains a player can pick. */
export type PlayerColor = "red" | "blue" | "green" | "yellow" | "black";

export const TRAIN_COLORS: readonly TrainColor[] = ["red", "orange", "yellow", "green", "blue", "purple", "black", "white"];
export const CARD_COLORS: readonly CardColor[] = [...TRAIN_COLORS, "locomotive"];
export const PLAYER_COLORS: readonly PlayerColor[] = ["red", "blue", "green", "yellow", "black"];

/** Count of cards per colour. Every key is always present. */
export type Hand = Record<CardColor, number>;

/** Face-up slot 0–4; 5 = the top of the face-down deck (the original design's `cardLocation`). */
export type CardLocation = 0 | 1 | 2 | 3 | 4 | 5;
export const DECK_LOCATION = 5;

// ---------------------------------------------------------------------------------------------
// Commands: what a player asks for. Names and fields follow the original design's API.

export type Command =
  | { type: "drawTrainCard"; cardLocation: number }
  | { type: "buyRoute"; routeIndex: number; trainColor: CardColor; numberOfWilds: number; standIns?: Partial<Record<TrainColor, number>> }
  | { type: "getDestinations" }
  | { type: "selectDestinations"; destinationsSelected: number[] }
  | { type: "pass" }
  // Europe: a station on a city (its cost in cards of one colour, `locomotive` = all wilds, as for a route)
  | { type: "buildStation"; cityIndex: number; trainColor: CardColor; numberOfWilds: number }
  // Europe: the second step of a tunnel claimed with buyRoute: pay the extra cards (`numberOfWilds` of them
  // locomotives, the rest of the colour laid down), or decline and take the laid cards back
  | { type: "payTunnel"; numberOfWilds: number }
  | { type: "declineTunnel" };

export type CommandType = Command["type"];

/** Every command type, in the design's order: the one list each boundary checks a command's type against. */
export const COMMAND_TYPES: readonly CommandType[] = [
  "drawTrainCard",
  "buyRoute",
  "getDestinations",
  "selectDestinations",
  "pass",
  "buildStation",
  "payTunnel",
  "declineTunnel",
];

/** A command together with the seat that sent it: the unit of the replay log. */
export interface LoggedCommand {
  player: number;
  command: Command;
  /** Epoch ms when the server applied it (the turn clock is derived from these); the rules never read it. */
  at?: number;
  /**
   * "bot": a bot made this move for a person's seat (it took the seat over after a drop, or played a turn whose time
   * ran out); absent when the seat's own player made it, and on every command of a bot's seat. Ratings count it; the
   * rules never read it.
   */
  by?: "bot";
}

// ---------------------------------------------------------------------------------------------
// Errors are values: a stable code (protocol/replyCodes.ts gives each the design's description sent beside it).

export interface RulesError {
  code: RulesErrorCode;
}

// ---------------------------------------------------------------------------------------------
// State

/** `choosingTickets`: everybody picks their opening tickets at once; `playing`: turns; `ended`: scored. */
export type Phase = "choosingTickets" | "playing" | "ended";

/**
 * Where the current player is inside a turn (State pattern for the two-step card draw):
 * `start` nothing done yet; `drewOneCard` took one non-wild card and may take a second;
 * `choosingTickets` drew destination tickets and must keep some before the turn ends;
 * `tunnelPending` claimed a tunnel that owes extra cards (`GameState.tunnel`): only payTunnel or declineTunnel.
 */
export type TurnStage = "start" | "drewOneCard" | "choosingTickets" | "tunnelPending";

export interface PlayerState {
  color: PlayerColor;
  trainsLeft: number;
  hand: Hand;
  /** Ticket ids (indices into the map's ticket list) the player keeps. */
  tickets: number[];
  /** Ticket ids offered and not yet chosen (empty unless choosing). */
  pendingTickets: number[];
  /** Route ids the player owns, in the order claimed. */
  routes: number[];
  /** Points from claimed routes only (tickets and longest path count at the end). */
  routePoints: number;
  /** Stations not built yet (maps with stations only; absent on the USA). */
  stationsLeft?: number;
  /** City indices of the stations built, in the order built (maps with stations only). */
  stations?: number[];
}

/**
 * A tunnel claim waiting for its extra payment (turn stage `tunnelPending`). Everything here is public: the laid
 * cards (taken from the hand, held on the table until paid or taken back) and the cards turned from the deck.
 */
export interface PendingTunnel {
  routeIndex: number;
  /** The payment laid down, as buyRoute named it. */
  trainColor: CardColor;
  numberOfWilds: number;
  /** The cards turned from the deck (fewer when the deck and the discard ran out); discarded when the turn ends. */
  revealed: CardColor[];
  /** Extra cards owed: revealed cards of the colour laid, or locomotives (only those when laid with locomotives only). */
  extra: number;
}

export interface GameState {
  /** The board this game is played on. */
  map: MapId;
  /** The board's table option (USA 1910, Europe 1912 decks); absent: the original game. */
  variant?: VariantId;
  seed: Seed;
  /** The seeded PRNG's internal state: the game carries its own randomness, so commands stay pure. */
  rng: number[];
  phase: Phase;
  players: PlayerState[];
  /** Face-down train deck; the top card is the LAST element. */
  trainDeck: CardColor[];
  trainDiscard: CardColor[];
  /** The five face-up cards; null only when no card was left to fill the slot. */
  faceUp: (CardColor | null)[];
  /** Ticket ids; the top of the deck is the FIRST element, returned tickets go to the end. */
  ticketDeck: number[];
  /** Owner (player index) of each route id, -1 when unclaimed. */
  routeOwners: number[];
  currentPlayer: number;
  turnStage: TurnStage;
  /** Incremented after each completed turn (not during the opening ticket choice). */
  turnNumber: number;
  /** The player whose turn left them with ≤ 2 trains, or -1; every player then has one more turn. */
  lastRoundTriggeredBy: number;
  /** How many turns are still to be played once the last round started; -1 before. */
  turnsLeft: number;
  /** Set when the game has ended. */
  result: GameResult | null;
  /**
   * Passes in a row since the last other action (absent = 0). When every player has passed in a row nobody can
   * ever act again, so the game ends there instead of looping (a rule the design leaves open).
   */
  consecutivePasses?: number;
  /** Seat owning the station on each city, -1 none (maps with stations only; absent on the USA). */
  stationOwners?: number[];
  /** The tunnel claim waiting for its extra payment; null or absent otherwise (maps with tunnels only). */
  tunnel?: PendingTunnel | null;
  /**
   * Tickets out of the game (Europe: the long tickets not dealt, and a long ticket returned at the start). SECRET:
   * nobody sees them; kept so that every ticket stays accounted for. Absent on the USA.
   */
  ticketsOutOfGame?: number[];
}

// ---------------------------------------------------------------------------------------------
// Events: what happened, for history lines, notifications and animations.
// Fields marked SECRET are known only to `player`; the server must not broadcast them.

export type GameEvent =
  | { type: "gameStarted"; firstPlayer: number }
  | { type: "cardDrawn"; player: number; source: "faceUp"; slot: number; color: CardColor }
  | { type: "cardDrawn"; player: number; source: "deck"; /** SECRET */ color: CardColor }
  | { type: "faceUpRefilled"; slot: number; color: CardColor | null }
  | { type: "faceUpReset"; faceUp: (CardColor | null)[] }
  | { type: "deckReshuffled"; size: number }
  | { type: "routeClaimed"; player: number; routeIndex: number; trainColor: CardColor; numberOfWilds: number; points: number }
  | { type: "ticketCompleted"; player: number; /** SECRET until the end */ ticketId: number }
  | { type: "ticketsOffered"; player: number; count: number; /** SECRET */ ticketIds: number[] }
  | { type: "ticketsKept"; player: number; kept: number; returned: number }
  | { type: "passed"; player: number }
  | { type: "lastRoundStarted"; player: number }
  | { type: "turnStarted"; player: number; lastRound: boolean }
  // Europe
  | { type: "stationBuilt"; player: number; cityIndex: number; trainColor: CardColor; numberOfWilds: number }
  | {
      type: "tunnelRevealed";
      player: number;
      routeIndex: number;
      trainColor: CardColor;
      numberOfWilds: number;
      revealed: CardColor[];
      /** Extra cards owed; 0 means the route was claimed at once (a routeClaimed event follows). */
      extra: number;
    }
  | { type: "tunnelPaid"; player: number; routeIndex: number; extra: number; numberOfWilds: number }
  | { type: "tunnelDeclined"; player: number; routeIndex: number }
  | { type: "gameEnded"; result: GameResult };

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: RulesError };

// ---------------------------------------------------------------------------------------------
// End of game

export interface PlayerScore {
  playerIndex: number;
  routePoints: number;
  ticketsWon: number[];
  ticketsLost: number[];
  ticketPoints: number;
  longestPath: number;
  longestPathBonus: number;
  longestRouteRecipient: boolean;
  /** Route ids forming one longest trail, for highlighting on the map. */
  longestPathRoutes: number[];
  total: number;
  /** Points for stations not built (maps with stations only). */
  stationPoints?: number;
  /**
   * Each station built, in the order built, with the route of another player it let its owner use for tickets (null
   * when none helped). The rules choose the combination that scores best for the owner (maps with stations only).
   */
  stationRoutes?: StationUse[];
  /** Boards with other end bonuses than the longest path: each bonus of the board, its points (0 when not won). */
  endBonuses?: { kind: EndBonusKind; points: number }[];
  /** Boards with country tickets: each such ticket, the destination that scored (null: none, the lowest lost). */
  countryTickets?: { ticketId: number; to: number | null; points: number }[];
  /** Boards with mountain routes: the points of the trains set aside on them (rules/mountains.ts). */
  mountainPoints?: number;
  /** Boards with the Asian Explorer: the cities the player's largest connected network touches. */
  networkCities?: number;
  /** Boards with the Grand Tour bonus: each completed ticket joined by two route-disjoint paths, with their routes. */
  grandTours?: { ticketId: number; routes: number[] }[];
}

export interface StationUse {
  cityIndex: number;
  routeIndex: number | null;
}

export interface GameResult {
  /** One entry per player, in seat order. */
  scores: PlayerScore[];
  /** Player indices from winner to last (points, then completed tickets, then longest path). */
  ranking: number[];
}

// ---------------------------------------------------------------------------------------------
// What one seat (or a spectator, seat null) may know.

export interface PublicPlayerView {
  color: PlayerColor;
  trainsLeft: number;
  handCount: number;
  ticketCount: number;
  pendingTicketCount: number;
  routes: number[];
  routePoints: number;
  /** Maps with stations only. */
  stationsLeft?: number;
  stations?: number[];
}

export interface PlayerView {
  /** The board of the game. */
  map: MapId;
  /** The board's table option; absent: the original game. */
  variant?: VariantId;
  seat: number | null;
  phase: Phase;
  players: PublicPlayerView[];
  /** Present when seat is not null. */
  me: { hand: Hand; tickets: number[]; pendingTickets: number[] } | null;
  faceUp: (CardColor | null)[];
  trainDeckCount: number;
  trainDiscardCount: number;
  ticketDeckCount: number;
  routeOwners: number[];
  currentPlayer: number;
  turnStage: TurnStage;
  turnNumber: number;
  lastRoundTriggeredBy: number;
  turnsLeft: number;
  result: GameResult | null;
  /** Seat owning the station on each city, -1 none (maps with stations only). */
  stationOwners?: number[];
  /** The pending tunnel claim, all public (maps with tunnels only). */
  tunnel?: PendingTunnel | null;
}

export interface NewGameOptions {
  /** 32 hex digits (128 bits) in play; a safe integer in tests. */
  seed: Seed;
  /** One colour per seat, in seating order; 2–5 entries. */
  colors: PlayerColor[];
  /** The board; "usa" when absent. */
  map?: MapId;
  /**
   * Trains each player starts with, 1 to the board's own count; the board's count when absent. Fewer are asked
   * for by a lesson's short game (tutorial/lessons.ts) and by tests (a short whole game; test mode only).
   */
  trainsPerPlayer?: number;
  /** One of the board's table options (variants.ts); the original game when absent. */
  variant?: VariantId;
}
