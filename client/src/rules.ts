// The client's only door into the rules library (its Facade, shared-rules/src/index). The client never decides
// anything: these helpers only explain what the server would accept (hints, modals, tooltips).
export {
  USA_MAP,
  routePoints,
  // how every screen names a route, a ticket or two cities ("Denver – Omaha")
  routeName,
  ticketInfo,
  cityPairName,
  legalActionsFromView,
  routeClaimBlocker,
  claimOptions,
  ERR,
  CARD_COLORS,
  MIN_PLAYERS,
  MAX_PLAYERS,
  DIFFICULTIES,
  minimumToKeep,
  ticketProgress,
  // the double-route rule itself, so the board can fade a closed twin without a hover
  twinRouteBlock,
  // the replay viewer rebuilds a finished game's states itself (the game is over: nothing is decided here)
  newGame,
  applyCommand,
  completedTickets,
  parseGameRecord,
  replayOptions,
} from "../../shared-rules/src/index.js";
export type {
  CardColor,
  Hand,
  PlayerView,
  PublicPlayerView,
  Phase,
  TurnStage,
  PlayerColor,
  PlayerScore,
  GameResult,
  Difficulty,
  TicketProgress,
  GameState,
  GameEvent,
  LoggedCommand,
  GameRecordFile,
} from "../../shared-rules/src/index.js";
