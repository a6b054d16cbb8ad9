// Every answer a reply can carry: a stable machine `code` (what programs compare) beside the design's English
// `description` (what people read). The code is the source: the rules and the server answer a code, and DESCRIPTIONS
// below is the one place that words it. The rules' codes come from shared-rules' ERR; the server and the client add
// their own.
import type { RulesErrorCode } from "../src/index.js";

type Codes<K extends string> = { readonly [C in K]: C };

function codes<K extends string>(...names: K[]): Codes<K> {
  return Object.fromEntries(names.map((name) => [name, name])) as Codes<K>;
}

/** Answers the server gives on its own (the rules' answers are ERR; a few codes are both). */
export const SERVER_ERR = codes(
  "invalidInput",
  "serverError",
  "gameFull",
  "gameAlreadyStarted",
  "insufficientPlayers",
  "wrongPhase",
  "colorTaken",
  "notHost",
  "notABot",
  "notAPlayer",
  "loginRequired",
  "reconnectLoginRequired",
  "alreadyConnected",
  "tooFast",
  "gameNotFound",
  "tooManyWaitingGames",
  "tooManyLiveGames",
  "tooManyGamesStarted",
  "dailyDealUnfinished",
  "dailyDealPlayed",
  "stale",
  "ratedGame",
  "gameAlreadyOpen",
  "reconnectionClosed",
  "gameNotOver",
  "playAgainPending",
  "noPlayAgain",
);

/** Answers a client may produce itself when the server cannot be asked. */
export const CLIENT_ERR = codes("timeout", "notConnected", "movedOn");

export type ServerErrorCode = keyof typeof SERVER_ERR;
export type ClientErrorCode = keyof typeof CLIENT_ERR;

/** `ok` for every success, else the name of the error. */
export type ReplyCode = "ok" | RulesErrorCode | ServerErrorCode | ClientErrorCode;

/** The description of every code: the design's exact words where the design names the answer. */
export const DESCRIPTIONS: Readonly<Record<ReplyCode, string>> = {
  ok: "success",

  // the design's words
  notYourTurn: "not your turn",
  invalidRoute: "invalid route location",
  insufficientTrains: "insufficient trains",
  invalidTrainColor: "invalid train color",
  noMoreCards: "no more cards to draw",
  drawAgainNotAllowed: "draw again not allowed",
  wildNotAllowedOnDrawAgain: "wild card not allowed on draw again",
  haveToSelectMore: "have to select more",
  notAValidIndex: "not a valid index",
  insufficientPlayers: "insufficient number of players",
  gameFull: "game is full",
  gameAlreadyStarted: "game already started",
  serverError: "server error",
  invalidInput: "invalid input",

  // the rules' answers the design does not name
  routeAlreadyClaimed: "route already claimed",
  notEnoughCards: "not enough cards",
  invalidNumberOfWilds: "invalid number of wilds",
  ownTwinRoute: "you already own the other route of this double",
  twinLockedFewPlayers: "only one route of a double may be claimed in 2- and 3-player games",
  wrongPhase: "not allowed in this phase of the game",
  mustDrawSecondCard: "take your second train card first",
  mustSelectTickets: "choose your destination tickets first",
  noTicketsLeft: "no destination tickets left",
  noTicketsToSelect: "no destination tickets to choose from",
  cannotPass: "you can only pass when you have no legal action",
  gameOver: "the game is over",
  invalidCardLocation: "invalid card location",
  tooManyPlayers: "too many players",
  duplicateColor: "each player needs a different colour",
  notEnoughLocomotives: "a ferry needs that many locomotives in the payment",
  invalidCity: "invalid city",
  cityHasStation: "a station already stands on this city",
  noStationsLeft: "you have no station left to build",
  mustResolveTunnel: "pay the tunnel's extra cards or decline it first",
  noTunnelPending: "there is no tunnel claim to pay for",
  unknownMap: "no such map",
  locomotiveNotAllowed: "locomotives may not be paid on this kind of route on this map",
  invalidStandIns: "those cards may not stand in for this route's cards",
  unknownVariant: "this board has no such table option",

  // the server's own
  colorTaken: "color is already taken",
  notHost: "only the host can do that",
  notABot: "that seat is not a bot",
  notAPlayer: "you are not a player in this game",
  loginRequired: "log in to play",
  reconnectLoginRequired: "log in as this seat's player to reconnect",
  alreadyConnected: "you are already connected to this game",
  tooFast: "you are sending messages too fast",
  gameNotFound: "game not found",
  tooManyWaitingGames: "you already have the most waiting games open; start or leave one first",
  tooManyLiveGames: "you already take part in the most games at once; finish or leave one first",
  tooManyGamesStarted: "you have started the most games allowed in an hour; try again later",
  dailyDealUnfinished: "you are already playing a daily deal: finish that one first",
  dailyDealPlayed: "you have played today's daily deal: the next one is dealt at midnight UTC",
  stale: "the game has moved on since this command was sent: nothing was changed",
  ratedGame: "suggestions are only given in games that count for nothing (you with bots): not in a rated game or the daily deal",
  // a stored game asked for while a room (in any process) holds it; the wire adds ": <game id>"
  gameAlreadyOpen: "game is already open",
  reconnectionClosed: "the reconnection window has closed",
  gameNotOver: "the game is not over yet",
  playAgainPending: "a new game has been proposed already: answer it, or wait for it",
  noPlayAgain: "there is no new game proposed here to answer",

  // the client's own
  timeout: "the server did not answer in time",
  notConnected: "not connected to the game",
  movedOn: "the connection was lost before the answer came, and the game has moved on since: the move was saved, or the game went on without it",
};

/** What startGame and startAndWatch answer when they worked, in the design's words (code `ok`). */
export const GAME_HAS_STARTED = "game has started";
