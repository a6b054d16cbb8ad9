// The end screen's and the replay's breakdown of one final score, read from the board's rule options (never its
// name): the route points, each ticket as it scored (a country ticket by the destination that counted, or the lowest
// lost), the board's end bonuses in its order (the longest path, the Globetrotter, the Grand Tour with its tickets
// and their two paths), the stations not built, and the total. Pure (no Phaser): the unit tests check that the parts
// add up to the server's total on every board.
import { cityPairName, ticketInfo, type EndBonusKind, type GameMap, type PlayerScore } from "../../rules.js";

/** One ticket as it scored: its name (a country ticket: the destination that counted, or the lowest lost). */
export interface ScoredTicket {
  ticketId: number;
  /** "Zürich – Italia" */
  name: string;
  /** Points won (positive) or lost (negative). */
  points: number;
  completed: boolean;
  /** A country ticket: how it was settled ("best" joined, or "lowest" lost); null for a pair ticket. */
  country: "best" | "lowest" | null;
}

/** One Grand Tour: the ticket, and the routes of its two paths that share no route (drawn on the board). */
export interface ScoredTour {
  ticketId: number;
  name: string;
  routes: number[];
}

/** One end bonus of the board for one player. */
export interface ScoredBonus {
  kind: EndBonusKind;
  points: number;
  /**
   * The longest path: its length in cars; the Globetrotter: tickets completed; the Grand Tour: how many tours; the
   * Asian Explorer: the cities of the largest network.
   */
  count: number;
}

export interface ScoreBreakdown {
  playerIndex: number;
  routePoints: number;
  tickets: ScoredTicket[];
  ticketsWonPoints: number;
  /** Negative (or 0). */
  ticketsLostPoints: number;
  /** One per bonus of the board, in its order. */
  bonuses: ScoredBonus[];
  tours: ScoredTour[];
  /** Maps with stations: points for the stations not built; null elsewhere. */
  stationPoints: number | null;
  /** Boards with mountain routes: the set-aside trains' points; null elsewhere. */
  mountainPoints: number | null;
  total: number;
}

/** The board's end bonuses, in its order (the base game's: the longest path alone). */
export function bonusKinds(map: GameMap): EndBonusKind[] {
  return map.rules.endBonuses.map((b) => b.kind);
}

/** A ticket's points and name as they scored for this player. */
function scoredTicket(map: GameMap, score: PlayerScore, ticketId: number, completed: boolean): ScoredTicket {
  const ticket = map.tickets[ticketId];
  const country = ticket?.kind === "country" ? score.countryTickets?.find((c) => c.ticketId === ticketId) : undefined;
  if (ticket?.destinations && country) {
    // the lowest destination is what a country ticket joined to none loses
    const lowest = ticket.destinations.reduce((x, y) => (y.points < x.points ? y : x));
    const to = country.to ?? lowest.to;
    return { ticketId, name: cityPairName(map, ticket.a, to), points: country.points, completed, country: country.to === null ? "lowest" : "best" };
  }
  const info = ticketInfo(map, ticketId);
  return { ticketId, name: info.name, points: completed ? info.points : -info.points, completed, country: null };
}

/** The breakdown of one final score on this board. */
export function scoreBreakdown(map: GameMap, score: PlayerScore): ScoreBreakdown {
  const tickets = [
    ...score.ticketsWon.map((id) => scoredTicket(map, score, id, true)),
    ...score.ticketsLost.map((id) => scoredTicket(map, score, id, false)),
  ];
  const won = score.endBonuses;
  const tours = (score.grandTours ?? []).map((tour) => ({ ticketId: tour.ticketId, name: ticketInfo(map, tour.ticketId).name, routes: tour.routes }));
  const bonuses = bonusKinds(map).map((kind, i): ScoredBonus => {
    // the base game's boards send no endBonuses: their one bonus is the longest path's
    const points = won ? (won[i]?.points ?? 0) : score.longestRouteRecipient ? score.longestPathBonus : 0;
    const count =
      kind === "longestPath" ? score.longestPath : kind === "globetrotter" ? score.ticketsWon.length : kind === "asianExplorer" ? (score.networkCities ?? 0) : tours.length;
    return { kind, points, count };
  });
  return {
    playerIndex: score.playerIndex,
    routePoints: score.routePoints,
    tickets,
    ticketsWonPoints: tickets.filter((x) => x.completed).reduce((s, x) => s + x.points, 0),
    ticketsLostPoints: tickets.filter((x) => !x.completed).reduce((s, x) => s + x.points, 0),
    bonuses,
    tours,
    stationPoints: score.stationPoints ?? null,
    mountainPoints: score.mountainPoints ?? null,
    total: score.total,
  };
}

/** The parts added up (the unit tests check it equals the server's total). */
export function partsSum(b: ScoreBreakdown): number {
  return b.routePoints + b.ticketsWonPoints + b.ticketsLostPoints + b.bonuses.reduce((s, x) => s + x.points, 0) + (b.stationPoints ?? 0) + (b.mountainPoints ?? 0);
}

/** Who won a bonus of the board (every player tied for it scores), by player index. */
export function bonusWinners(all: readonly ScoreBreakdown[], kind: EndBonusKind): number[] {
  return all.filter((b) => b.bonuses.some((x) => x.kind === kind && x.points > 0)).map((b) => b.playerIndex);
}
