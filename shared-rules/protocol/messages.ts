// Every message of the `ttr` room: what a client sends (name → payload), what the server answers to it (same
// name → reply), and what the server pushes on its own (notifications). The server's zod schemas parse into these
// payload types, its handlers return these replies, and the client's `request()` is typed from them.
import { COMMAND_TYPES, type CardColor, type Command, type CommandType, type Difficulty, type GameResult, type PlayerScore, type TicketKind } from "../src/index.js";
import type { ReplyCode } from "./replyCodes.js";
import type { Suggestion } from "./suggestion.js";
import type { PlayAgainNotice } from "./playAgain.js";

type Empty = Record<string, never>;
/**
 * A game command may say at which position of the game it was sent: `at` is the game's `stateVersion` the sender was
 * shown (it grows by one with every move the game's log keeps). The server refuses a command whose `at` is not the
 * game's current version ("stale"), changing nothing, so a command sent again after a lost connection cannot apply
 * twice. Left out, the command is judged against whatever state it finds (bots, load tests and older clients).
 */
export interface Positioned {
  at?: number;
}
type PayloadOf<T extends CommandType> = Omit<Extract<Command, { type: T }>, "type"> & Positioned;

/** A ticket as the design's replies describe it. */
export interface TicketInfo {
  /** Position in the offer (what selectDestinations names). */
  index: number;
  id: number;
  cityIndex1: number;
  cityIndex2: number;
  start: string;
  end: string;
  points: number;
  /** "long" for a long ticket (Europe's opening offer); absent for a regular one. */
  kind?: TicketKind;
}

/** What a client sends, by message name. The turn commands are the rules' Command type minus its `type`. */
export interface Payloads {
  startGame: Empty;
  /** The host gives up their seat and starts a game of the others (bots, people), which they then watch. */
  startAndWatch: Empty;
  addAI: { difficulty: Difficulty };
  /** The seat index of the bot to take off the table (host, before the start). */
  removeAI: { playerId: number };
  leaveGame: Empty;
  drawTrainCard: PayloadOf<"drawTrainCard">;
  buyRoute: PayloadOf<"buyRoute">;
  getDestinations: PayloadOf<"getDestinations">;
  selectDestinations: PayloadOf<"selectDestinations">;
  pass: PayloadOf<"pass">;
  /** Europe: a station on a city. */
  buildStation: PayloadOf<"buildStation">;
  /** Europe: pay the extra cards a tunnel claim (a buyRoute) turned up. */
  payTunnel: PayloadOf<"payTunnel">;
  /** Europe: decline the tunnel and take the laid cards back (the turn ends). */
  declineTunnel: PayloadOf<"declineTunnel">;
  sendChat: { message: string };
  saveGameState: Empty;
  /**
   * Whether this connection's page is in front (the Page Visibility API). A seat with a connection in front gets no
   * push notice of its turn: its person is looking at the game. A connection that never says counts as in front.
   */
  visibility: { visible: boolean };
  /**
   * What the hard bot would play now for this seat (unrated games only: a person with bots). Answered from the
   * seat's own view, once per seat and position (asked again at the same position, the same answer).
   */
  suggestMove: Empty;
  /** After the end: propose a new game with the same people, bots and options, the seats turned by one. */
  playAgain: Empty;
  /** Accept or decline the play-again proposal of this ended game. */
  answerPlayAgain: { accept: boolean };
}

interface Seat {
  gameId: string;
  playerId: number;
}

/** What a success reply carries besides `code` and `description`, by message name. */
export interface ReplyFields {
  startGame: { gameId: string; initialTrainCards: CardColor[]; initialDestination: TicketInfo[] };
  startAndWatch: { gameId: string };
  addAI: Seat & { username: string };
  removeAI: Seat;
  leaveGame: { gameId: string };
  drawTrainCard: Seat & {
    /** The drawn card's colour ("" when none); only the drawer gets this reply. */
    cardDrawn: CardColor | "";
    availableTrainCards: { color: CardColor | ""; index: number }[];
    canDrawWild: boolean;
  };
  /**
   * On a tunnel that owes extra cards, the route is not bought yet: `tunnel` holds the revealed cards and the extra
   * owed (the same as the state's pending tunnel), and `routeIndexPurchased` is -1 until payTunnel.
   */
  buyRoute: Seat & {
    routeIndexPurchased: number;
    trainsLeft: number;
    pointTotals: { playerId: number; points: number }[];
    tunnel?: { routeIndex: number; revealed: CardColor[]; extra: number };
  };
  getDestinations: Seat & { destinationCards: TicketInfo[] };
  selectDestinations: Seat;
  pass: Seat;
  buildStation: Seat & { cityIndex: number; stationsLeft: number };
  payTunnel: Seat & { routeIndexPurchased: number; trainsLeft: number; pointTotals: { playerId: number; points: number }[] };
  declineTunnel: Seat & { routeIndex: number };
  sendChat: Empty;
  saveGameState: { gameId: string; path: string; snapshot: unknown };
  visibility: Empty;
  suggestMove: Seat & Suggestion;
  playAgain: Empty;
  answerPlayAgain: Empty;
}

export type MessageType = keyof Payloads;
export type TurnCommandType = CommandType;

export interface ReplyBase {
  code: ReplyCode;
  description: string;
}

/** One reply: a success with its fields, or a failure with only its code and description (and maybe a reason). */
export type Reply<T extends MessageType> =
  | (ReplyBase & { code: "ok" } & ReplyFields[T])
  | (ReplyBase & { code: Exclude<ReplyCode, "ok">; reason?: string });

/** Every message name, each with the fields of its payload and of its success reply (for docs and checks). */
export const MESSAGES: { [T in MessageType]: { payload: Record<keyof Payloads[T], true>; reply: Record<keyof ReplyFields[T], true> } } = {
  startGame: { payload: {}, reply: { gameId: true, initialTrainCards: true, initialDestination: true } },
  startAndWatch: { payload: {}, reply: { gameId: true } },
  addAI: { payload: { difficulty: true }, reply: { gameId: true, playerId: true, username: true } },
  removeAI: { payload: { playerId: true }, reply: { gameId: true, playerId: true } },
  leaveGame: { payload: {}, reply: { gameId: true } },
  drawTrainCard: {
    payload: { cardLocation: true, at: true },
    reply: { gameId: true, playerId: true, cardDrawn: true, availableTrainCards: true, canDrawWild: true },
  },
  buyRoute: {
    payload: { routeIndex: true, trainColor: true, numberOfWilds: true, standIns: true, at: true },
    reply: { gameId: true, playerId: true, routeIndexPurchased: true, trainsLeft: true, pointTotals: true, tunnel: true },
  },
  getDestinations: { payload: { at: true }, reply: { gameId: true, playerId: true, destinationCards: true } },
  selectDestinations: { payload: { destinationsSelected: true, at: true }, reply: { gameId: true, playerId: true } },
  pass: { payload: { at: true }, reply: { gameId: true, playerId: true } },
  buildStation: {
    payload: { cityIndex: true, trainColor: true, numberOfWilds: true, at: true },
    reply: { gameId: true, playerId: true, cityIndex: true, stationsLeft: true },
  },
  payTunnel: {
    payload: { numberOfWilds: true, at: true },
    reply: { gameId: true, playerId: true, routeIndexPurchased: true, trainsLeft: true, pointTotals: true },
  },
  declineTunnel: { payload: { at: true }, reply: { gameId: true, playerId: true, routeIndex: true } },
  sendChat: { payload: { message: true }, reply: {} },
  saveGameState: { payload: {}, reply: { gameId: true, path: true, snapshot: true } },
  visibility: { payload: { visible: true }, reply: {} },
  suggestMove: { payload: {}, reply: { gameId: true, playerId: true, command: true, reason: true } },
  playAgain: { payload: {}, reply: {} },
  answerPlayAgain: { payload: { accept: true }, reply: {} },
};

export const MESSAGE_TYPES = Object.keys(MESSAGES) as MessageType[];

/** The commands a seat plays during the game: each is one rules Command. */
export const TURN_COMMANDS: readonly TurnCommandType[] = COMMAND_TYPES;

/** One seat's final line, as gameEnded names it. */
export interface EndedPlayer {
  playerIndex: number;
  username: string;
  points: number;
  longestRouteRecipient: boolean;
  breakdown: Omit<PlayerScore, "playerIndex" | "longestRouteRecipient" | "total">;
}

/** What the server pushes without being asked, by message name. */
export interface Notifications {
  chat: { sender: string; message: string };
  turnStarted: { playerId: number; lastRound: boolean };
  notifyDestinationRouteCompleted: { gameId: string; playerId: number; route: { id: number; start: string; end: string; points: number } };
  /** `ranking` is the rules' final order (winner first); every screen naming a winner uses it. */
  gameEnded: { gameId: string; players: EndedPlayer[]; ranking: GameResult["ranking"] };
  /**
   * The server cannot save this game now (`paused`: its database is down or its disk is full), or can again. While
   * paused nothing of the game changes on screen: a move sent meanwhile waits, unanswered, and goes through (its
   * reply, then the new state) once saving resumes; if the server restarts meanwhile it never happened.
   */
  saving: { paused: boolean };
  /**
   * Sent to a seat on the clock TAKEOVER_WARNING_SECONDS before its time runs out (or when its turn starts, if the
   * turn is shorter): at `takeoverAt` (epoch ms) a bot plays this turn for it.
   */
  takeoverWarning: { playerId: number; takeoverAt: number };
  /** A play-again proposal as it stands (also sent by the lobby to the proposal's people there). */
  playAgainProposal: PlayAgainNotice;
}

export type NotificationType = keyof Notifications;
export const NOTIFICATIONS: { [T in NotificationType]: Record<keyof Notifications[T], true> } = {
  chat: { sender: true, message: true },
  turnStarted: { playerId: true, lastRound: true },
  notifyDestinationRouteCompleted: { gameId: true, playerId: true, route: true },
  gameEnded: { gameId: true, players: true, ranking: true },
  saving: { paused: true },
  takeoverWarning: { playerId: true, takeoverAt: true },
  playAgainProposal: { gameId: true, by: true, seats: true, expiresAt: true, newGameId: true, lapsed: true },
};
