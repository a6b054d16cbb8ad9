// The Facade of the rules: the only module the server, the client and the bots import.
// Everything here is pure: no I/O, no clock, no Math.random.
export * from "./types.js";
export { ERR, type RulesErrorCode } from "./errors.js";
//   map.ts        the boards (cities, routes with kinds, tickets, rule options) read from data/ttr-*.json, the map
//                 registry (MAPS, mapById) and the names of cities, routes and tickets
//   setup.ts      newGame(options): a shuffled, dealt game in the opening ticket choice
//   apply.ts      checkCommand / applyCommand (never mutates its input; commands/ holds one handler per command) and
//                 applyCommandInPlace (the same, written into a state its only holder gives up)
//   legal.ts      the legal-move list, from a PlayerView alone; claim hints for the client
//   view.ts       playerView: what one seat (or a spectator) may see
//   scoring.ts    end scoring; longestTrail.ts and network.ts hold the graph searches
//   replay.ts     seed + command log → state
export { USA_MAP, EUROPE_MAP, NORDIC_MAP, SWITZERLAND_MAP, INDIA_MAP, ASIA_MAP, MAPS, MAP_IDS, mapById, isMapId, routePoints, cityIndex, cityPairName, routeName, ticketInfo } from "./map.js";
//   variants.ts   the table options of a board (USA 1910, Europe 1912 decks): mapOf(game) is the board a game plays
export { VARIANT_IDS, variantsOf, isVariantId, isVariantOf, mapWithVariant, mapOf, type VariantId } from "./variants.js";
export type { GameMap, MapCity, MapRoute, MapTicket, NamedTicket, RouteKind, TicketKind, StationRules, OpeningTickets, EndBonusRule, EndBonusKind, TicketDestination, RuleOptions } from "./map.js";
export type { StandIns } from "./payment.js";
// which payments a board's plug-ins allow, for the client's payment modal to offer (it decides nothing)
export { standInRule, type StandInRule } from "./rules/standIns.js";
export { locomotivesAllowedOn } from "./rules/locomotivesOnlyOn.js";
// the trains a player set aside on mountain routes (Legendary Asia), for the player box; the Asian Explorer's count
export { hasMountains, mountainTrains, trainsToClaim } from "./rules/mountains.js";
export { largestNetworkCities } from "./rules/asianExplorer.js";
export { newGame } from "./setup.js";
export { checkCommand, applyCommand, applyCommandInPlace } from "./apply.js";
export { legalActionsFromView, legalActions, routeClaimBlocker, claimOptions, stationOptions, tunnelPayments, routeKindHint } from "./legal.js";
export type { ClaimOption } from "./legal.js";
// the cards a payment takes (a route's, a station's, a pending tunnel's laid cards) and a tunnel's extra cards
export { paymentCards } from "./payment.js";
export { extraCards, extraOwed, tunnelColor } from "./commands/tunnel.js";
export { ownPart, playerView } from "./view.js";
export { scoreGame, longestTrail, ticketCompleted } from "./scoring.js";
export { cityGroups, completedTickets } from "./network.js";
export { ticketProgress, ticketProgressOfView, type TicketProgress, type TicketStatus, type StationBoard } from "./ticketProgress.js";
//   facts.ts      the rule facts the other parts need (player limits, thresholds, whose move, the final ranking)
export {
  MIN_PLAYERS,
  MAX_PLAYERS,
  DOUBLE_ROUTES_BOTH_USABLE_FROM_PLAYERS,
  LAST_ROUND_AT_TRAINS,
  doubleRoutesBothUsable,
  activeSeat,
  mustAct,
  ranking,
  minimumToKeep,
  handSize,
  twinRouteBlock,
} from "./facts.js";
export { emptyHand } from "./state.js";
export type { TrailResult } from "./longestTrail.js";
export { replay } from "./replay.js";
//   gameRecord.ts a finished game as a file (seed, seats, log, result) for downloads and the replay viewer
export { parseGameRecord, replayOptions, GAME_RECORD_FORMAT, GAME_RECORD_VERSION } from "./gameRecord.js";
export type { GameRecordFile, GameRecordSeat } from "./gameRecord.js";
export { DIFFICULTIES, type Difficulty } from "./difficulty.js";
export { isSeed, seedWord } from "./rng.js";
export { LESSON_IDS, LESSON_DEALS, isLessonId, type LessonId, type LessonDeal } from "./tutorial/lessons.js";
