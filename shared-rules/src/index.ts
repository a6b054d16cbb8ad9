// The Facade of the rules: the only module the server, the client and the bots import.
// Everything here is pure: no I/O, no clock, no Math.random.
export * from "./types.js";
export { ERR } from "./errors.js";
// The modules below are implemented by the rules engine (issue 2):
//   map.ts        USA_MAP (cities, routes with city indices, tickets), routePoints(length), cityIndex(name)
//   setup.ts      newGame(options): ApplyResult                     ("insufficient number of players", …)
//   apply.ts      checkCommand(state, player, command): RulesError | null
//                 applyCommand(state, player, command): ApplyResult  (never mutates `state`)
//   legal.ts      legalActionsFromView(view: PlayerView): Command[]   (view.seat is the acting player; a bot or
//                   the client only ever holds its own view, so legality hints are computed from it)
//                 legalActions(state, player): Command[]  = legalActionsFromView(playerView(state, player))
//                 routeClaimBlocker(view, routeIndex): string | null   (why a route cannot be claimed now)
//                 claimOptions(view, routeIndex): {trainColor, numberOfWilds}[]  (every payable colour/wild split)
//   view.ts       playerView(state, seat | null): PlayerView
//   scoring.ts    scoreGame(state): GameResult; longestTrail(routeIds): {length, routes};
//                 ticketCompleted(routeIds, ticketId): boolean
//   replay.ts     replay(options, log: LoggedCommand[]): ApplyResult
