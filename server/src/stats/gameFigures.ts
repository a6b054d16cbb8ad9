// One ended game's figures per seat, as Board Game Arena keeps them per game, read from the stored record alone: the
// log is replayed with the rules (shared-rules `replay`), so the figures are right for every game ever stored, also
// those played before statistics existed. Pure: the same record gives the same figures.
import { mapById, replay, type GameState } from "../../../shared-rules/src/index.js";
import { mapOfRecord, rulesOptionsOf, type GameRecord } from "../domain/records.js";

/** The face-down deck's place among the draw locations (0–4 are the face-up slots). */
const DECK = 5;

export interface SeatFigures {
  userId: number;
  won: boolean;
  score: number;
  ticketsCompleted: number;
  ticketsFailed: number;
  routePoints: number;
  /** Tickets' net points (completed minus failed). */
  ticketPoints: number;
  /** Everything else the board scores at the end: the longest path, its other bonuses, stations, mountains. */
  bonusPoints: number;
  /** Won the longest path or another end bonus of the board. */
  bonusWon: boolean;
  routesClaimed: number;
  /** Train cars laid on claimed routes (the sum of their lengths). */
  trainsOnRoutes: number;
  faceUpDraws: number;
  blindDraws: number;
}

/** The figures of each person's seat in an ended game (bots have none); empty for any other game. */
export function gameFigures(record: GameRecord): SeatFigures[] {
  if (record.status !== "ended" || !record.result) return [];
  const replayed = replay(rulesOptionsOf(record), record.log);
  if (!replayed.ok) return [];
  const end: GameState = replayed.state;
  const routes = mapById(mapOfRecord(record)).routes;
  const result = end.result ?? record.result;
  return record.seats.flatMap((seat, index): SeatFigures[] => {
    const score = result.scores.find((s) => s.playerIndex === index);
    if (seat.userId === null || !score) return [];
    const claimed = end.routeOwners.flatMap((owner, route) => (owner === index ? [routes[route]?.length ?? 0] : []));
    const draws = record.log.filter((entry) => entry.player === index && entry.command.type === "drawTrainCard");
    const blind = draws.filter((entry) => entry.command.type === "drawTrainCard" && entry.command.cardLocation === DECK).length;
    return [{
      userId: seat.userId,
      won: result.ranking[0] === index,
      score: score.total,
      ticketsCompleted: score.ticketsWon.length,
      ticketsFailed: score.ticketsLost.length,
      routePoints: score.routePoints,
      ticketPoints: score.ticketPoints,
      bonusPoints: score.total - score.routePoints - score.ticketPoints,
      bonusWon: score.longestRouteRecipient || (score.endBonuses ?? []).some((b) => b.points > 0),
      routesClaimed: claimed.length,
      trainsOnRoutes: claimed.reduce((a, b) => a + b, 0),
      faceUpDraws: draws.length - blind,
      blindDraws: blind,
    }];
  });
}
