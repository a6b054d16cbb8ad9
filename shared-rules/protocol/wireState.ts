// The synced state's shape: what every client decodes from the room. The server's @colyseus/schema classes
// (server/src/schema/TtrState.ts) implement these interfaces, and a client reads either the live decoded schema
// objects or their toJSON() through the same types, so a field is named and typed here once.
import type { CardColor, LessonId, MapId, Phase, PlayerColor, TurnStage } from "../src/index.js";
import type { TimeControl } from "./timeControl.js";

/** Anything listed on the wire: an ArraySchema on the server and a live client, a plain array after toJSON(). */
export interface WireList<T> {
  readonly length: number;
  forEach(callback: (value: T, index: number) => void): void;
}

/** The room's phase: the rules' phase, or `waiting` before the host starts the game. */
export type WirePhase = "waiting" | Phase;

/**
 * What only the seat's own client receives (behind @view on the server). The hand is its nine card counts, fields of
 * this part itself: a nested object per hand was one more change-tracked schema object per seat on the server.
 */
export interface WirePrivate extends Record<CardColor, number> {
  /** This client's seat index, sent by the server (never guessed from usernames). */
  seat: number;
  /**
   * Ticket ids (indices into the map's ticket list): the cities and points are in the map every client has, and
   * whether a ticket is completed follows from the seat's public routes.
   */
  tickets: WireList<number>;
  pendingTickets: WireList<number>;
}

export interface WirePlayer {
  userId: string;
  username: string;
  color: PlayerColor | "";
  /** Display score: route points during the game, the final total once it has ended. */
  points: number;
  routePoints: number;
  trainsLeft: number;
  handCount: number;
  ticketCount: number;
  pendingTicketCount: number;
  /** Route ids owned, in the order claimed. */
  routes: WireList<number>;
  connected: boolean;
  /** While a dropped seat waits for its person: epoch ms when a bot takes it over; -1 while a bot plays it; 0 otherwise. */
  takeoverAt: number;
  /** Turn clock: epoch ms when this seat's turn time ends (then its reserve counts down); 0 when it is not on the clock. */
  turnEndsAt: number;
  /** Turn clock: the seat's reserve in ms, as it was when its current turn started (0 in async games). */
  reserveMs: number;
  isBot: boolean;
  /** Stations not built yet (maps with stations; absent or -1 elsewhere). */
  stationsLeft?: number;
  /** City indices of the stations built, in order (maps with stations). */
  stations?: WireList<number>;
  /** Present only in the state its own seat decodes. */
  private?: WirePrivate | null;
}

export interface WireScore {
  playerIndex: number;
  routePoints: number;
  ticketsWon: WireList<number>;
  ticketsLost: WireList<number>;
  ticketPoints: number;
  longestPath: number;
  longestPathBonus: number;
  longestRouteRecipient: boolean;
  longestPathRoutes: WireList<number>;
  total: number;
  /** Maps with stations: points for stations not built. */
  stationPoints?: number;
  /** Maps with stations: each station's city and the route it let its owner use (-1: none), in the order built. */
  stationCities?: WireList<number>;
  stationRouteIndexes?: WireList<number>;
  /** Boards with other end bonuses than the longest path: each bonus's kind and points, in the board's order. */
  endBonusKinds?: WireList<string>;
  endBonusPoints?: WireList<number>;
  /** Boards with country tickets: each country ticket held, the destination that scored (-1: none), its points. */
  countryTicketIds?: WireList<number>;
  countryTicketTo?: WireList<number>;
  countryTicketPoints?: WireList<number>;
  /** Boards with the Grand Tour: each tour's ticket, how many routes its two paths have, and those routes in a row. */
  grandTourTickets?: WireList<number>;
  grandTourRouteCounts?: WireList<number>;
  grandTourRoutes?: WireList<number>;
  /** Boards with mountain routes: the set-aside trains' points (-1 or absent elsewhere). */
  mountainPoints?: number;
  /** Boards with the Asian Explorer: the cities of the largest network (-1 or absent elsewhere). */
  networkCities?: number;
}

/** A tunnel claim waiting for its extra payment (all public). */
export interface WireTunnel {
  routeIndex: number;
  trainColor: CardColor;
  numberOfWilds: number;
  revealed: WireList<CardColor>;
  extra: number;
}

export interface WireResult {
  scores: WireList<WireScore>;
  /** Seats from winner to last, as the rules rank them (ties broken by tickets, then the longest path). */
  ranking: WireList<number>;
}

/** How one person's rating changed with the game's end (ratings shown rounded, as the leaderboard shows them). */
export interface WireRatingChange {
  seat: number;
  before: number;
  after: number;
}

export interface WireState {
  /** The board ("" or absent: a USA game from before maps). */
  map?: MapId | "";
  /** The board's table option ("" or absent: the original game). */
  variant?: string;
  /** The lesson this game is ("" or absent: not a lesson); the client shows the lesson's steps beside the board. */
  lesson?: LessonId | "";
  phase: WirePhase;
  gameName: string;
  host: string;
  players: WireList<WirePlayer>;
  /** Seat owning each route (by route index), -1 unclaimed: plain numbers, not one object per route. */
  routeOwners: WireList<number>;
  /** Five card colours ("" for an empty slot). */
  faceUp: WireList<CardColor | "">;
  deckCount: number;
  discardCount: number;
  ticketDeckCount: number;
  currentPlayer: number;
  turnStage: TurnStage;
  turnNumber: number;
  /** Seat whose turn started the last round, -1 before. */
  lastRoundTriggeredBy: number;
  /** Turns still to play in the last round, -1 before it. */
  turnsLeft: number;
  /** Set once the game has ended. */
  result?: WireResult | null;
  /**
   * Each rated person's change, filled once the ended game has been through the ratings (a moment after the end);
   * empty for an unrated game (fewer than two people who played their own seats) and before. Optional: older states.
   */
  ratingChanges?: WireList<WireRatingChange>;
  /** Maps with stations: the seat owning the station on each city, -1 none. */
  stationOwners?: WireList<number>;
  /** Maps with tunnels: the pending tunnel claim, or null / routeIndex -1 when there is none. */
  tunnel?: WireTunnel | null;
  /** Public events, one code each (shared-rules/protocol/history.ts: historyText turns a code into a line). */
  history: WireList<number>;
  stateVersion: number;
  spectatorCount: number;
  /** While a game's spectators are held back: how many moves behind the game they are (players see it too); 0 = live. */
  spectatorDelay: number;
  /** The turn clock chosen at creation; "" for a game without one (created before clocks). */
  timeControl: TimeControl | "";
}
