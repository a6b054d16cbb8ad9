// End-of-game scoring (a Visitor over each player's network): route points, tickets won and lost (through the
// player's stations too, on maps with stations; a country ticket by its best destination joined), unbuilt stations,
// the board's end bonuses (rules/endBonuses.ts: the longest path for everyone tied for the longest trail, stations
// never counting for it; the Globetrotter; the Grand Tour), and the ranking.
import type { GameResult, GameState, PlayerScore } from "./types.js";
import { routePoints, type GameMap } from "./map.js";
import { mapOf } from "./variants.js";
import { longestTrail } from "./longestTrail.js";
import { ranking } from "./ranking.js";
import { bestStationUse } from "./stationUse.js";
import { cityGroups } from "./network.js";
import { ticketOutcome } from "./rules/countryTickets.js";
import { grandTours } from "./rules/grandTour.js";
import { endBonuses, hasLongestPath, onlyLongestPath } from "./rules/endBonuses.js";
import { largestNetworkCities } from "./rules/asianExplorer.js";
import { hasMountains, mountainPoints } from "./rules/mountains.js";

export { longestTrail } from "./longestTrail.js";
export { ticketCompleted } from "./network.js";

/** Who owns each route, from the players' own lists (for a caller that passes players only). */
function ownersOf(players: GameState["players"], routeCount: number): number[] {
  const owners = new Array<number>(routeCount).fill(-1);
  players.forEach((p, i) => p.routes.forEach((r) => (owners[r] = i)));
  return owners;
}

/** The final scores; `board` is the state's own map unless given (the rule tests score small synthetic boards). */
export function scoreGame(state: Pick<GameState, "players"> & Partial<Pick<GameState, "map" | "routeOwners">>, board?: GameMap): GameResult {
  const map = board ?? mapOf(state);
  const routeOwners = state.routeOwners ?? ownersOf(state.players, map.routes.length);
  const partial = state.players.map((p, playerIndex) => {
    const stationRoutes =
      p.stations === undefined ? null : bestStationUse(map, routeOwners, playerIndex, p.stations, p.tickets, p.routes);
    const borrowed = (stationRoutes ?? []).flatMap((s) => (s.routeIndex === null ? [] : [s.routeIndex]));
    const groups = cityGroups([...p.routes, ...borrowed], map);
    const outcomes = p.tickets.map((ticketId) => ({ ticketId, ...ticketOutcome(map, ticketId, groups) }));
    const ticketsWon = outcomes.filter((o) => o.completed).map((o) => o.ticketId);
    const ticketsLost = outcomes.filter((o) => !o.completed).map((o) => o.ticketId);
    // Won points first, then lost ones, as the sum was always made.
    const ticketPoints =
      outcomes.reduce((s, o) => s + (o.completed ? o.points : 0), 0) + outcomes.reduce((s, o) => s + (o.completed ? 0 : o.points), 0);
    const trail = longestTrail(p.routes, map);
    const countryTickets = outcomes
      .filter((o) => map.tickets[o.ticketId]?.kind === "country")
      .map((o) => ({ ticketId: o.ticketId, to: o.scoredTo, points: o.points }));
    const tours = map.rules.endBonuses.some((b) => b.kind === "grandTour")
      ? grandTours(map, p.routes, outcomes.filter((o) => o.completed).map((o) => ({ ticketId: o.ticketId, to: o.scoredTo })))
      : [];
    return {
      playerIndex,
      routePoints: p.routes.reduce((s, r) => s + routePoints(map.routes[r].length, map), 0),
      ticketsWon,
      ticketsLost,
      ticketPoints,
      longestPath: trail.length,
      longestPathRoutes: trail.routes,
      stations: stationRoutes === null ? null : { stationPoints: (p.stationsLeft ?? 0) * map.stations.pointsPerUnbuilt, stationRoutes },
      countryTickets,
      tours,
    };
  });
  const bonuses = endBonuses(
    map,
    partial.map((p, i) => ({
      longestPath: p.longestPath,
      ticketsCompleted: p.ticketsWon.length,
      grandTours: p.tours.length,
      networkCities: map.rules.endBonuses.some((b) => b.kind === "asianExplorer") ? largestNetworkCities(map, state.players[i]!.routes) : 0,
    })),
  );
  const mapHasCountryTickets = map.tickets.some((t) => t.kind === "country");
  const scores: PlayerScore[] = partial.map(({ stations, countryTickets, tours, ...p }, i) => {
    const won = bonuses[i]!;
    const longestBonus = won.filter((b) => b.kind === "longestPath").reduce((s, b) => s + b.points, 0);
    const recipient = hasLongestPath(map) && won.some((b) => b.kind === "longestPath" && b.points > 0);
    const bonusTotal = won.reduce((s, b) => s + b.points, 0);
    const score: PlayerScore = { ...p, longestPathBonus: longestBonus, longestRouteRecipient: recipient, total: p.routePoints + p.ticketPoints + bonusTotal };
    // The later rules' fields only on boards that have them, so a USA or Europe result keeps exactly its old shape.
    if (!onlyLongestPath(map)) score.endBonuses = won;
    if (mapHasCountryTickets) score.countryTickets = countryTickets;
    if (tours.length > 0 || map.rules.endBonuses.some((b) => b.kind === "grandTour")) score.grandTours = tours;
    if (map.rules.endBonuses.some((b) => b.kind === "asianExplorer")) score.networkCities = largestNetworkCities(map, state.players[i]!.routes);
    // Mountain trains score at the end, on boards with mountains only (rules/mountains.ts).
    if (hasMountains(map)) {
      score.mountainPoints = mountainPoints(map, state.players[i]!.routes);
      score.total += score.mountainPoints;
    }
    // Station fields only on maps with stations, so a USA result keeps exactly its old shape.
    if (stations !== null) {
      score.total += stations.stationPoints;
      score.stationPoints = stations.stationPoints;
      score.stationRoutes = stations.stationRoutes;
    }
    return score;
  });
  return { scores, ranking: ranking(scores) };
}
