// An account's figures per board (MapStatistics), summed from each ended game's figures (gameFigures.ts). An ended
// game never changes, so its figures are kept by game id once computed (a bounded cache): a profile costs one replay
// per game the first time any of its people's statistics is asked for, then only the sums. Nothing is stored apart
// from the game records, so nothing can drift from them, and games from before this code count like any other.
import type { MapStatistics } from "../../../shared-rules/protocol/index.js";
import { mapOfRecord, type GameRecord } from "../domain/records.js";
import type { GameStore } from "../storage/types.js";
import { gameFigures, type SeatFigures } from "./gameFigures.js";

/** The most ended games one account's statistics read (newest first): far above what a person plays; a bound on work. */
export const MAX_STATISTICS_GAMES = 2000;
/** Games whose figures are kept in memory (each a few numbers per seat). */
const CACHED_GAMES = 20_000;

const cache = new Map<string, { map: string; seats: SeatFigures[] }>();

async function figuresOf(games: GameStore, id: string): Promise<{ map: string; seats: SeatFigures[] } | null> {
  const known = cache.get(id);
  if (known) return known;
  const record: GameRecord | undefined = await games.load(id);
  if (!record || record.status !== "ended") return null;
  const figures = { map: mapOfRecord(record), seats: gameFigures(record) };
  if (cache.size >= CACHED_GAMES) cache.delete(cache.keys().next().value!);
  cache.set(id, figures);
  return figures;
}

function emptyFor(map: string): MapStatistics {
  return { map, games: 0, wins: 0, averageScore: 0, ticketsCompleted: 0, ticketsFailed: 0, ticketsCompletedPercent: 0, routePoints: 0, ticketPoints: 0, bonusPoints: 0, bonusesWon: 0, averageRouteLength: 0, faceUpDraws: 0, blindDraws: 0 };
}

/** Sums one board's seat figures into its line. */
export function summed(map: string, seats: readonly SeatFigures[]): MapStatistics {
  const line = emptyFor(map);
  let score = 0, routes = 0, trains = 0;
  for (const s of seats) {
    line.games += 1;
    if (s.won) line.wins += 1;
    score += s.score;
    line.ticketsCompleted += s.ticketsCompleted;
    line.ticketsFailed += s.ticketsFailed;
    line.routePoints += s.routePoints;
    line.ticketPoints += s.ticketPoints;
    line.bonusPoints += s.bonusPoints;
    if (s.bonusWon) line.bonusesWon += 1;
    routes += s.routesClaimed;
    trains += s.trainsOnRoutes;
    line.faceUpDraws += s.faceUpDraws;
    line.blindDraws += s.blindDraws;
  }
  const tickets = line.ticketsCompleted + line.ticketsFailed;
  line.averageScore = line.games === 0 ? 0 : Math.round((score / line.games) * 10) / 10;
  line.ticketsCompletedPercent = tickets === 0 ? 0 : Math.round((line.ticketsCompleted / tickets) * 100);
  line.averageRouteLength = routes === 0 ? 0 : Math.round((trains / routes) * 10) / 10;
  return line;
}

/** The account's lines per board (boards in the order first played, newest game first), and over all boards. */
export async function mapStatisticsOf(games: GameStore, userId: number): Promise<{ maps: MapStatistics[]; overall: MapStatistics }> {
  const finished = await games.finished({ userId, limit: MAX_STATISTICS_GAMES });
  const byMap = new Map<string, SeatFigures[]>();
  const all: SeatFigures[] = [];
  for (const game of finished) {
    const figures = await figuresOf(games, game.id);
    const mine = figures?.seats.find((s) => s.userId === userId);
    if (!figures || !mine) continue;
    byMap.set(figures.map, [...(byMap.get(figures.map) ?? []), mine]);
    all.push(mine);
  }
  return { maps: [...byMap].map(([map, seats]) => summed(map, seats)), overall: summed("all", all) };
}
