// The map as a graph the planners can search: city indices, adjacency lists and twin links, built once
// from the rules' USA_MAP (Plugin-friendly: any map of the same shape works).
import { USA_MAP } from "../../shared-rules/src/index.js";
import type { RouteColor } from "../../shared-rules/src/index.js";

type CityRef = number | string;
interface MapLike {
  cities: readonly ({ name: string } | string)[];
  routes: readonly { a: CityRef; b: CityRef; length: number; color: string; double?: number | null }[];
  tickets: readonly { a: CityRef; b: CityRef; points: number }[];
}

export interface BoardRoute {
  id: number;
  a: number;
  b: number;
  length: number;
  color: RouteColor;
  /** Id of the twin route of a double, or -1. */
  twin: number;
}

export interface BoardTicket {
  id: number;
  a: number;
  b: number;
  points: number;
}

export interface Board {
  cityCount: number;
  routes: BoardRoute[];
  tickets: BoardTicket[];
  /** Route ids touching each city. */
  adjacency: number[][];
}

export function buildBoard(map: MapLike): Board {
  const names = map.cities.map((c) => (typeof c === "string" ? c : c.name));
  const index = new Map(names.map((n, i) => [n, i] as const));
  const city = (ref: CityRef): number => {
    if (typeof ref === "number") return ref;
    const i = index.get(ref);
    if (i === undefined) throw new Error(`unknown city ${ref}`);
    return i;
  };
  const routes = map.routes.map((r, id) => ({
    id,
    a: city(r.a),
    b: city(r.b),
    length: r.length,
    color: r.color as RouteColor,
    twin: typeof r.double === "number" ? r.double : -1,
  }));
  const tickets = map.tickets.map((t, id) => ({ id, a: city(t.a), b: city(t.b), points: t.points }));
  const adjacency: number[][] = names.map(() => []);
  for (const r of routes) {
    adjacency[r.a].push(r.id);
    adjacency[r.b].push(r.id);
  }
  return { cityCount: names.length, routes, tickets, adjacency };
}

let usaBoard: Board | null = null;

/** The USA board, built on first use. */
export function usa(): Board {
  if (!usaBoard) usaBoard = buildBoard(USA_MAP as unknown as MapLike);
  return usaBoard;
}
