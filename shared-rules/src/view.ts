// What one seat (or a spectator) may see: other players' hands, tickets and offers become counts, the decks'
// order and the PRNG state disappear.
import type { GameState, PlayerView } from "./types.js";
import { handSize } from "./state.js";

/** What only `seat` may see of its own player (hand, tickets, offered tickets); null for a spectator. */
export function ownPart(state: GameState, seat: number | null): PlayerView["me"] {
  const mine = seat !== null && seat >= 0 && seat < state.players.length ? state.players[seat] : null;
  return mine ? { hand: { ...mine.hand }, tickets: mine.tickets.slice(), pendingTickets: mine.pendingTickets.slice() } : null;
}

export function playerView(state: GameState, seat: number | null): PlayerView {
  const mine = seat !== null && seat >= 0 && seat < state.players.length ? state.players[seat] : null;
  return {
    map: state.map,
    ...(state.variant !== undefined ? { variant: state.variant } : {}),
    seat: mine ? seat : null,
    phase: state.phase,
    players: state.players.map((p) => ({
      color: p.color,
      trainsLeft: p.trainsLeft,
      handCount: handSize(p.hand),
      ticketCount: p.tickets.length,
      pendingTicketCount: p.pendingTickets.length,
      routes: p.routes.slice(),
      routePoints: p.routePoints,
      ...(p.stations ? { stationsLeft: p.stationsLeft ?? 0, stations: p.stations.slice() } : {}),
    })),
    me: ownPart(state, seat),
    faceUp: state.faceUp.slice(),
    trainDeckCount: state.trainDeck.length,
    trainDiscardCount: state.trainDiscard.length,
    ticketDeckCount: state.ticketDeck.length,
    routeOwners: state.routeOwners.slice(),
    currentPlayer: state.currentPlayer,
    turnStage: state.turnStage,
    turnNumber: state.turnNumber,
    lastRoundTriggeredBy: state.lastRoundTriggeredBy,
    turnsLeft: state.turnsLeft,
    result: state.result,
    // maps with stations and tunnels only, so a USA view keeps its shape
    ...(state.stationOwners ? { stationOwners: state.stationOwners.slice() } : {}),
    ...(state.tunnel !== undefined ? { tunnel: state.tunnel === null ? null : { ...state.tunnel, revealed: state.tunnel.revealed.slice() } } : {}),
  };
}
