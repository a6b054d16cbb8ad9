// The client's only door into the rules library (its Facade, shared-rules/src/index). The client never decides
// anything: these helpers only explain what the server would accept (hints, modals, tooltips).
export {
  USA_MAP,
  routePoints,
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
  // the replay viewer rebuilds a finished game's states itself (the game is over: nothing is decided here)
  newGame,
  applyCommand,
  completedTickets,
  parseGameRecord,
  replayOptions,
} from "../../shared-rules/src/index.js";
// the double-route rule itself, so the board can fade a closed twin without a hover
export { twinRouteBlock } from "../../shared-rules/src/state.js";
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
