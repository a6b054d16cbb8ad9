// The map as a graph the planners can search: city indices, adjacency lists and twin links, built once per map
// from the rules' registry (Plugin pattern: the bots read whichever map the game is played on).
import { mapById, mapOf, trainsToClaim, type GameMap, type MapId, type VariantId, type RouteColor, type RouteKind } from "../../shared-rules/src/index.js";

export interface BoardRoute {
  id: number;
  a: number;
  b: number;
  length: number;
  color: RouteColor;
  /** Id of the twin route of a double, or -1. */
  twin: number;
  kind: RouteKind;
  /** Locomotives a ferry's payment must hold; 0 otherwise. */
  locomotives: number;
  /** Trains a claim takes from the supply: its length plus its mountain spaces (rule mountains; Legendary Asia). */
  trains: number;
}

export interface BoardTicket {
  id: number;
  a: number;
  b: number;
  points: number;
  /** The cities that complete it from `a`: `[b]`, or a country ticket's every destination (any one will do). */
  targets: number[];
}

export interface Board {
  /** The rules' map this board was built from (scoring, twins, stations read it). */
  map: GameMap;
  cityCount: number;
  routes: BoardRoute[];
  tickets: BoardTicket[];
  /** Route ids touching each city. */
  adjacency: number[][];
}

export function buildBoard(map: GameMap): Board {
  const routes = map.routes.map((r, id) => ({
    id,
    a: r.a,
    b: r.b,
    length: r.length,
    color: r.color,
    twin: typeof r.double === "number" ? r.double : -1,
    kind: r.kind,
    locomotives: r.locomotives,
    trains: trainsToClaim(r),
  }));
  const tickets = map.tickets.map((t, id) => ({ id, a: t.a, b: t.b, points: t.points, targets: t.destinations ? t.destinations.map((d) => d.to) : [t.b] }));
  const adjacency: number[][] = map.cities.map(() => []);
  for (const r of routes) {
    adjacency[r.a].push(r.id);
    adjacency[r.b].push(r.id);
  }
  return { map, cityCount: map.cities.length, routes, tickets, adjacency };
}

// One board per map and table option: a variant's tickets are other tickets under the same ids.
const boards = new Map<GameMap, Board>();

/** The board a game is played on (a view, or a map id alone: `undefined` is the USA, as a view from before maps). */
export function boardOf(game: MapId | undefined | { map?: MapId; variant?: VariantId }): Board {
  const map = typeof game === "object" ? mapOf(game) : mapById(game);
  let board = boards.get(map);
  if (!board) {
    board = buildBoard(map);
    boards.set(map, board);
  }
  return board;
}

/** The USA board. */
export function usa(): Board {
  return boardOf("usa");
}
