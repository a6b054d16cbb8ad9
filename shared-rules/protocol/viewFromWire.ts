// The one converter from the decoded wire state to the rules' PlayerView. The client, the bots' live adapter and
// the load test all read the game through it, so the view a browser or a remote bot holds is exactly the view the
// rules would hand that seat (a property test through a real server checks this after every command).
import { CARD_COLORS, emptyHand, mapOf, type CardColor, type EndBonusKind, type GameMap, type GameResult, type Hand, type PendingTunnel, type PlayerScore, type PlayerView } from "../src/index.js";
import type { WireList, WireResult, WireScore, WireState, WireTunnel } from "./wireState.js";

function arrayOf<T>(list: WireList<T> | null | undefined): T[] {
  const out: T[] = [];
  list?.forEach((value) => out.push(value));
  return out;
}

/** A score's station fields (maps with stations only: absent on the wire, absent in the view). */
function stationScore(s: WireScore): Pick<PlayerScore, "stationPoints" | "stationRoutes"> {
  if (s.stationPoints === undefined || s.stationPoints < 0) return {};
  const routes = arrayOf(s.stationRouteIndexes);
  return {
    stationPoints: s.stationPoints,
    stationRoutes: arrayOf(s.stationCities).map((cityIndex, i) => ({ cityIndex, routeIndex: (routes[i] ?? -1) < 0 ? null : routes[i] })),
  };
}

/** The later boards' score fields, present exactly when the rules' scoring gives them on this board. */
function ruleScore(s: WireScore, map: GameMap): Pick<PlayerScore, "endBonuses" | "countryTickets" | "grandTours"> {
  const out: Pick<PlayerScore, "endBonuses" | "countryTickets" | "grandTours"> = {};
  if (map.rules.endBonuses.some((b) => b.kind !== "longestPath")) {
    const points = arrayOf(s.endBonusPoints);
    out.endBonuses = arrayOf(s.endBonusKinds).map((kind, i) => ({ kind: kind as EndBonusKind, points: points[i] ?? 0 }));
  }
  if (map.tickets.some((t) => t.kind === "country")) {
    const to = arrayOf(s.countryTicketTo);
    const points = arrayOf(s.countryTicketPoints);
    out.countryTickets = arrayOf(s.countryTicketIds).map((ticketId, i) => ({ ticketId, to: (to[i] ?? -1) < 0 ? null : to[i]!, points: points[i] ?? 0 }));
  }
  if (map.rules.endBonuses.some((b) => b.kind === "grandTour")) {
    const counts = arrayOf(s.grandTourRouteCounts);
    const routes = arrayOf(s.grandTourRoutes);
    let at = 0;
    out.grandTours = arrayOf(s.grandTourTickets).map((ticketId, i) => {
      const these = routes.slice(at, at + (counts[i] ?? 0));
      at += counts[i] ?? 0;
      return { ticketId, routes: these };
    });
  }
  return out;
}

function tunnelOf(t: WireTunnel | null | undefined): PendingTunnel | null {
  if (!t || t.routeIndex < 0) return null;
  return { routeIndex: t.routeIndex, trainColor: t.trainColor, numberOfWilds: t.numberOfWilds, revealed: arrayOf(t.revealed), extra: t.extra };
}

function resultOf(result: WireResult | null | undefined, map: GameMap): GameResult | null {
  if (!result || result.scores.length === 0) return null;
  return {
    scores: arrayOf(result.scores).map((s) => ({
      ...stationScore(s),
      playerIndex: s.playerIndex,
      routePoints: s.routePoints,
      ticketsWon: arrayOf(s.ticketsWon),
      ticketsLost: arrayOf(s.ticketsLost),
      ticketPoints: s.ticketPoints,
      longestPath: s.longestPath,
      longestPathBonus: s.longestPathBonus,
      longestRouteRecipient: s.longestRouteRecipient,
      longestPathRoutes: arrayOf(s.longestPathRoutes),
      total: s.total,
      ...ruleScore(s, map),
      ...(s.mountainPoints !== undefined && s.mountainPoints >= 0 ? { mountainPoints: s.mountainPoints } : {}),
      ...(s.networkCities !== undefined && s.networkCities >= 0 ? { networkCities: s.networkCities } : {}),
    })),
    ranking: arrayOf(result.ranking),
  };
}

/** The seat this client sits in, as the server told it (null for a spectator or before the private part arrives). */
export function seatFromWire(state: WireState): number | null {
  let seat: number | null = null;
  state.players.forEach((p) => {
    if (p.private && typeof p.private.seat === "number" && p.private.seat >= 0) seat = p.private.seat;
  });
  return seat;
}

/** The seat's own hand and tickets, or null when this client has not received them (spectators never do). */
function privateOf(state: WireState, seat: number | null): PlayerView["me"] {
  if (seat === null) return null;
  const mine = arrayOf(state.players)[seat]?.private;
  if (!mine) return null;
  const hand: Hand = emptyHand();
  for (const color of CARD_COLORS) hand[color] = Number(mine[color] ?? 0);
  return {
    hand,
    tickets: arrayOf(mine.tickets).map(Number),
    pendingTickets: arrayOf(mine.pendingTickets).map(Number),
  };
}

/**
 * The rules' view of the game for `seat` (null = spectator) from a decoded state, live schema objects or their
 * toJSON(). Null while the room is still waiting for its host to start (there is no game to view yet).
 */
export function viewFromWire(state: WireState, seat: number | null): PlayerView | null {
  if (state.phase === "waiting") return null;
  const players = arrayOf(state.players);
  const validSeat = seat !== null && seat >= 0 && seat < players.length ? seat : null;
  const map = mapOf({ map: state.map, variant: state.variant });
  const stations = map.stations.perPlayer > 0;
  return {
    map: map.id,
    ...(map.variant !== null ? { variant: map.variant } : {}),
    seat: validSeat,
    phase: state.phase,
    players: players.map((p) => ({
      color: p.color as PlayerView["players"][number]["color"],
      trainsLeft: p.trainsLeft,
      handCount: p.handCount,
      ticketCount: p.ticketCount,
      pendingTicketCount: p.pendingTicketCount,
      routes: arrayOf(p.routes),
      routePoints: p.routePoints,
      ...(stations ? { stationsLeft: p.stationsLeft ?? 0, stations: arrayOf(p.stations) } : {}),
    })),
    me: privateOf(state, validSeat),
    faceUp: arrayOf(state.faceUp).map((c) => (c === "" ? null : (c as CardColor))),
    trainDeckCount: state.deckCount,
    trainDiscardCount: state.discardCount,
    ticketDeckCount: state.ticketDeckCount,
    routeOwners: arrayOf(state.routeOwners),
    currentPlayer: state.currentPlayer,
    turnStage: state.turnStage,
    turnNumber: state.turnNumber,
    lastRoundTriggeredBy: state.lastRoundTriggeredBy,
    turnsLeft: state.turnsLeft,
    result: resultOf(state.result, map),
    ...(stations ? { stationOwners: arrayOf(state.stationOwners) } : {}),
    ...(map.tunnelRevealCount > 0 ? { tunnel: tunnelOf(state.tunnel) } : {}),
  };
}
