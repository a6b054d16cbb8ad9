// Every error the rules can answer, by its stable machine code: what programs compare. The rules return only the
// code; the design's English description of each code lives in one table beside the wire contract
// (shared-rules/protocol/replyCodes.ts, DESCRIPTIONS).

const RULES_ERROR_CODES = [
  // named by the original design
  "notYourTurn",
  "invalidRoute",
  "insufficientTrains",
  "invalidTrainColor",
  "noMoreCards",
  "drawAgainNotAllowed",
  "wildNotAllowedOnDrawAgain",
  "haveToSelectMore",
  "notAValidIndex",
  "insufficientPlayers",
  // cases the design does not name
  "routeAlreadyClaimed",
  "notEnoughCards",
  "invalidNumberOfWilds",
  "ownTwinRoute",
  "twinLockedFewPlayers",
  "wrongPhase",
  "mustDrawSecondCard",
  "mustSelectTickets",
  "noTicketsLeft",
  "noTicketsToSelect",
  "cannotPass",
  "gameOver",
  "invalidCardLocation",
  "tooManyPlayers",
  "duplicateColor",
  "invalidInput",
  // maps with ferries, tunnels and stations (Europe)
  "notEnoughLocomotives",
  "invalidCity",
  "cityHasStation",
  "noStationsLeft",
  "mustResolveTunnel",
  "noTunnelPending",
  "unknownMap",
  // the table options of a board (variants.ts)
  "unknownVariant",
  // the rule plug-ins of later maps (rules/)
  "locomotiveNotAllowed",
  "invalidStandIns",
] as const;

export type RulesErrorCode = (typeof RULES_ERROR_CODES)[number];

/** Each code under its own name, so a misspelt one fails to compile: `ERR.notYourTurn === "notYourTurn"`. */
export const ERR = Object.fromEntries(RULES_ERROR_CODES.map((code) => [code, code])) as { readonly [C in RulesErrorCode]: C };
