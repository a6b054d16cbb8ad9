// The client's only door into the rules library (its Facade, shared-rules/src/index). The client never decides
// anything: these helpers only explain what the server would accept (hints, modals, tooltips).
export {
  // who must act now: the client's own resend decides by it (net/commandResend.ts)
  mustAct,
  USA_MAP,
  MAP_IDS,
  MAPS,
  // every screen reads the game's own board, with its table option: mapOf(view)
  mapById,
  mapOf,
  variantsOf,
  // the trains set aside on mountain routes, shown in the player box (Legendary Asia)
  hasMountains,
  mountainTrains,
  isVariantOf,
  isMapId,
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
  // the meter on the game's own board, stations counted
  ticketProgressOfView,
  // Europe: ways to pay the next station / the pending tunnel's extra cards
  stationOptions,
  tunnelPayments,
  // the board's plug-ins the payment modal and the tooltips show: stand-in cards (Nordic's ferries, Murmansk – Lieksa)
  // and where a locomotive may be paid
  standInRule,
  locomotivesAllowedOn,
  // the double-route rule itself, so the board can fade a closed twin without a hover
  twinRouteBlock,
  // the replay viewer rebuilds a finished game's states itself (the game is over: nothing is decided here)
  newGame,
  applyCommand,
  completedTickets,
  parseGameRecord,
  replayOptions,
  // the lessons: which games are lessons, and their fixed deals
  isLessonId,
  LESSON_IDS,
} from "../../shared-rules/src/index.js";
export type {
  Command,
  LessonId,
  CardColor,
  VariantId,
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
  GameMap,
  RouteColor,
  MapId,
  MapRoute,
  MapTicket,
  PendingTunnel,
  StationUse,
  ClaimOption,
  EndBonusKind,
  RouteKind,
  RuleOptions,
  StandIns,
  StandInRule,
} from "../../shared-rules/src/index.js";
