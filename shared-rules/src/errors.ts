// Every error string the rules can answer. The first block is the original design's wording, kept exactly;
// the second covers cases the design does not name.
export const ERR = {
  success: "success",
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
  invalidInput: "invalid input",
} as const;

export type ErrorDescription = (typeof ERR)[keyof typeof ERR];
