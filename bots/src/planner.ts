// Shared planning helpers: which routes a seat may still use, cheapest connections (Dijkstra over
// own + unclaimed routes), a Steiner-like plan for a set of tickets, colour needs and ticket status.
import type { CardColor, Hand, PlayerView, TrainColor } from "../../shared-rules/src/index.js";
import { TRAIN_COLORS, cityGroups, emptyHand, locomotivesAllowedOn, routePoints, twinRouteBlock } from "../../shared-rules/src/index.js";
import type { Board, BoardTicket } from "./board.js";

export { emptyHand };

/** Planning cost of a route the seat cannot use. */
export const BLOCKED = Number.POSITIVE_INFINITY;

export type RouteUse = "own" | "free" | "blocked";

/** What the planners need from a view, computed once per decision. */
export interface Situation {
  board: Board;
  seat: number;
  playerCount: number;
  owners: readonly number[];
  trainsLeft: number;
  hand: Hand;
  tickets: readonly number[];
  /** Planning cost added per route (a claim costs a turn); default 0.25. */
  routeBias?: number;
  /** Planning discount per point a route scores (prefers long, high-scoring routes); default 0. */
  pointsWeight?: number;
  /** Count the trains a mountain route sets aside in a plan's trains (hard; medium counts its length only). */
  mountainTrains?: boolean;
  /** Maps with stations: what the seat may still do with them (absent on maps without: nothing is borrowed). */
  stations?: StationSituation;
}

/** A seat's stations: how many are left, and which cities already hold one of its own. */
export interface StationSituation {
  left: number;
  own: readonly number[];
}

/**
 * Planning cost of using another player's route through a station: cards for the station and the 4 points an unbuilt
 * one scores, so only a ticket with no cheaper way round borrows.
 */
export const STATION_BORROW_COST = 12;

export function situationOf(board: Board, view: PlayerView): Situation {
  const seat = view.seat ?? 0;
  return {
    board,
    seat,
    playerCount: view.players.length,
    owners: view.routeOwners,
    trainsLeft: view.players[seat]?.trainsLeft ?? 0,
    hand: view.me?.hand ?? emptyHand(),
    tickets: view.me?.tickets ?? [],
    ...(view.stationOwners ? { stations: { left: view.players[seat]?.stationsLeft ?? 0, own: view.players[seat]?.stations ?? [] } } : {}),
  };
}

/** Double routes as the rules judge them (nobody owns both twins; few players may claim only one). */
export function routeUse(sit: Situation, routeId: number): RouteUse {
  const owner = sit.owners[routeId];
  if (owner === sit.seat) return "own";
  if (owner !== -1) return "blocked";
  return twinRouteBlock(sit.owners, sit.playerCount, sit.seat, routeId, sit.board.map) === null ? "free" : "blocked";
}

/** Whether the seat could use this other player's route through a station (one it has at an end, or one to build). */
export function borrowable(sit: Situation, routeId: number): boolean {
  const st = sit.stations;
  const owner = sit.owners[routeId];
  if (!st || owner === -1 || owner === sit.seat) return false;
  const r = sit.board.routes[routeId];
  return st.left > 0 || st.own.includes(r.a) || st.own.includes(r.b);
}

/** Edge cost for path search: 0 for own or already-planned routes, the length for free ones. */
export type CostFn = (routeId: number) => number;

export function baseCost(sit: Situation, planned?: ReadonlySet<number>, excluded?: number): CostFn {
  return (id) => {
    if (id === excluded) return BLOCKED;
    const use = routeUse(sit, id);
    if (use === "own") return 0;
    if (use === "blocked") return borrowable(sit, id) ? (planned?.has(id) ? 0 : STATION_BORROW_COST) : BLOCKED;
    if (planned?.has(id)) return 0;
    // A bias per route prefers fewer, longer routes (more points per train, fewer turns).
    const r = sit.board.routes[id];
    return Math.max(0.05, r.length + (sit.routeBias ?? 0.25) - (sit.pointsWeight ?? 0) * (routePoints(r.length, sit.board.map) - r.length));
  };
}

export interface PathResult {
  cost: number;
  /** Route ids along the path, own and planned ones included. */
  routes: number[];
}

/** Dijkstra from `from` to `to` (36 cities: a linear-scan priority queue is fastest). */
export function cheapestPath(board: Board, from: number, to: number, cost: CostFn): PathResult | null {
  const n = board.cityCount;
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const via = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i] < best) { best = dist[i]; u = i; }
    if (u < 0) return null;
    if (u === to) break;
    done[u] = 1;
    for (const rid of board.adjacency[u]) {
      const c = cost(rid);
      if (c === BLOCKED) continue;
      const r = board.routes[rid];
      const v = r.a === u ? r.b : r.a;
      if (!done[v] && best + c < dist[v]) { dist[v] = best + c; via[v] = rid; }
    }
  }
  const routes: number[] = [];
  for (let c = to; c !== from; ) {
    const rid = via[c];
    routes.push(rid);
    const r = board.routes[rid];
    c = r.a === c ? r.b : r.a;
  }
  return { cost: dist[to], routes: routes.reverse() };
}

/** City → connected group over the seat's own routes plus `extra` (the rules' union–find). */
export function ownComponents(sit: Situation, extra: readonly number[] = []): readonly number[] {
  const routes: number[] = [];
  sit.owners.forEach((o, rid) => {
    if (o === sit.seat) routes.push(rid);
  });
  return cityGroups([...routes, ...extra], sit.board.map);
}

export function ticketDone(sit: Situation, comps: readonly number[], ticketId: number): boolean {
  const t = sit.board.tickets[ticketId];
  return t.targets.some((to) => comps[t.a] === comps[to]);
}

/** The cheapest path completing a ticket: to its one city, or to the cheapest of a country ticket's destinations. */
export function ticketPath(board: Board, ticket: BoardTicket, cost: CostFn): PathResult | null {
  let best: PathResult | null = null;
  for (const to of ticket.targets) {
    const path = cheapestPath(board, ticket.a, to, cost);
    if (path && (!best || path.cost < best.cost)) best = path;
  }
  return best;
}

export interface TicketPlan {
  /** Free routes still to claim, in the order they were planned. */
  routes: number[];
  /** Trains the plan still needs. */
  trains: number;
  completed: number[];
  open: number[];
  unreachable: number[];
  /** Other players' routes the plan uses through a station (maps with stations only). */
  borrowed: number[];
}

/**
 * Greedy Steiner approximation: connect tickets one at a time, letting later tickets reuse earlier
 * plans for free. `order` decides which ticket is planned first.
 */
export function planTickets(sit: Situation, ticketIds: readonly number[], order: "points" | "cheapest" = "points", excluded = -1): TicketPlan {
  const comps = ownComponents(sit);
  const completed: number[] = [];
  let open: number[] = [];
  for (const id of ticketIds) (ticketDone(sit, comps, id) ? completed : open).push(id);
  const tickets = sit.board.tickets;
  if (order === "points") open.sort((x, y) => tickets[y].points - tickets[x].points || x - y);
  else {
    const alone = new Map(open.map((id) => [id, ticketPath(sit.board, tickets[id], baseCost(sit, undefined, excluded))?.cost ?? BLOCKED]));
    open = [...open].sort((x, y) => (alone.get(x) ?? 0) - (alone.get(y) ?? 0) || x - y);
  }
  const planned = new Set<number>();
  const order_: number[] = [];
  const borrowed: number[] = [];
  const unreachable: number[] = [];
  const reachable: number[] = [];
  for (const id of open) {
    const t = tickets[id];
    const path = ticketPath(sit.board, t, baseCost(sit, planned, excluded));
    if (!path) { unreachable.push(id); continue; }
    reachable.push(id);
    for (const rid of path.routes) {
      const use = routeUse(sit, rid);
      if (use === "free" && !planned.has(rid)) { planned.add(rid); order_.push(rid); }
      else if (use === "blocked" && !planned.has(rid)) { planned.add(rid); borrowed.push(rid); }
    }
  }
  let trains = 0;
  for (const rid of order_) trains += sit.mountainTrains ? sit.board.routes[rid].trains : sit.board.routes[rid].length;
  return { routes: order_, trains, completed, open: reachable, unreachable, borrowed };
}

/** Cheaper of the two planning orders. */
export function bestPlan(sit: Situation, ticketIds: readonly number[], excluded = -1): TicketPlan {
  const a = planTickets(sit, ticketIds, "points", excluded);
  const b = planTickets(sit, ticketIds, "cheapest", excluded);
  if (b.unreachable.length < a.unreachable.length) return b;
  if (b.unreachable.length > a.unreachable.length) return a;
  return b.trains < a.trains ? b : a;
}

/**
 * Cards still missing per colour to claim `routes`: coloured routes need their colour; gray routes are
 * assigned, longest first, to the colour with the largest spare count.
 */
export function colourNeeds(sit: Situation, routes: readonly number[]): { need: Record<TrainColor, number>; deficit: Record<TrainColor, number>; totalDeficit: number; locomotives: number } {
  const need = Object.fromEntries(TRAIN_COLORS.map((c) => [c, 0])) as Record<TrainColor, number>;
  const grays: number[] = [];
  // A ferry's locomotives can only be paid with locomotives; the rest of it is an ordinary gray route.
  let locomotives = 0;
  // Cards that spare locomotives could stand in for (maps that allow locomotives only on some route kinds).
  let wildable = 0;
  for (const rid of routes) {
    const r = sit.board.routes[rid];
    locomotives += r.locomotives;
    if (locomotivesAllowedOn(sit.board.map, r.kind)) wildable += r.length - r.locomotives;
    if (r.color === "gray") grays.push(r.length - r.locomotives);
    else need[r.color] += r.length - r.locomotives;
  }
  grays.sort((x, y) => y - x);
  for (const len of grays) {
    let bestColour: TrainColor = TRAIN_COLORS[0];
    let bestSpare = Number.NEGATIVE_INFINITY;
    for (const c of TRAIN_COLORS) {
      const spare = sit.hand[c] - need[c];
      if (spare > bestSpare) { bestSpare = spare; bestColour = c; }
    }
    need[bestColour] += len;
  }
  const deficit = Object.fromEntries(TRAIN_COLORS.map((c) => [c, Math.max(0, need[c] - sit.hand[c])])) as Record<TrainColor, number>;
  let colourDeficit = 0;
  for (const c of TRAIN_COLORS) colourDeficit += deficit[c];
  // Spare locomotives make up missing colour cards only on the routes that may take them.
  const spare = Math.max(0, sit.hand.locomotive - locomotives);
  const totalDeficit = colourDeficit + Math.max(0, locomotives - sit.hand.locomotive) - Math.min(spare, colourDeficit, wildable);
  return { need, deficit, totalDeficit, locomotives };
}

/** Cards of `colour` the player holds (locomotives excluded). */
export function handCount(hand: Hand, colour: CardColor): number {
  return hand[colour] ?? 0;
}
