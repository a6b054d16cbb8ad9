// The person's moves in the big-game browser tests (bigGames.e2e.test.ts), as a pure function of what her seat sees:
// the test turns each into clicks, and scripts/find-big-game-deals.ts plays the same moves in-process against the
// server's own bot to find a seeded deal where the game shows what the test checks. Her aim, in order: a mountain
// route (boards with mountains), then the routes of her cheapest open ticket, then the longest route she can pay;
// otherwise two cards from the deck. She keeps the fewest tickets allowed, the cheapest, and never asks for more.
import { claimOptions, DECK_LOCATION, mapOf, trainsToClaim, type ClaimOption, type Command, type GameMap, type PlayerView } from "../../shared-rules/src/index.js";
import type { BotStrategy } from "../../bots/src/index.js";
import { boardOf } from "../../bots/src/board.js";
import { BLOCKED, cheapestPath } from "../../bots/src/planner.js";

/** A claim as the payment modal makes it: the route, then the colour picked on a gray route (fewest locomotives). */
export interface PersonClaim { kind: "claim"; routeId: number; choice: ClaimOption }
export type PersonMove = PersonClaim | { kind: "keep"; indices: number[] } | { kind: "draw" };

/**
 * Her cheapest connection between two cities over free and own routes, in trains (the bots' path search), listed from
 * `to` back to `from`; null when cut off.
 */
function cheapestRoutes(view: PlayerView, from: number, to: number): number[] | null {
  const board = boardOf(view);
  const cost = (id: number) => {
    const owner = view.routeOwners[id];
    return owner === view.seat ? 0 : owner !== -1 ? BLOCKED : board.routes[id]!.trains;
  };
  return cheapestPath(board, from, to, cost)?.routes.reverse() ?? null;
}

/** The modal's payment for a route: no stand-ins, the fewest locomotives, a colour before locomotives alone. */
function payment(view: PlayerView, routeId: number): ClaimOption | null {
  const options = claimOptions(view, routeId).filter((o) => !o.standIns);
  options.sort((x, y) => Number(x.trainColor === "locomotive") - Number(y.trainColor === "locomotive") || x.numberOfWilds - y.numberOfWilds);
  return options[0] ?? null;
}

function claimable(view: PlayerView, map: GameMap, routeId: number): PersonClaim | null {
  const trains = view.players[view.seat!]!.trainsLeft;
  if (view.routeOwners[routeId] !== -1 || trainsToClaim(map.routes[routeId]!) > trains) return null;
  const choice = payment(view, routeId);
  return choice ? { kind: "claim", routeId, choice } : null;
}

/** The free routes still missing for each open ticket, cheapest ticket first. */
function ticketPlans(view: PlayerView, map: GameMap): number[][] {
  const tickets = view.me?.tickets ?? [];
  const plans = tickets
    .map((id) => cheapestRoutes(view, map.tickets[id]!.a, map.tickets[id]!.b))
    .filter((p): p is number[] => p !== null)
    .map((p) => p.filter((rid) => view.routeOwners[rid] === -1))
    .filter((p) => p.length > 0);
  const trainsOf = (p: number[]) => p.reduce((n, rid) => n + trainsToClaim(map.routes[rid]!), 0);
  return plans.sort((x, y) => trainsOf(x) - trainsOf(y));
}

export function personMove(view: PlayerView): PersonMove {
  const map = mapOf(view);
  const me = view.me!;
  if (me.pendingTickets.length > 0) {
    // keep the fewest allowed, the cheapest to join
    const keep = view.phase === "choosingTickets" ? map.initialTickets.keepAtLeast : map.drawTickets.keepAtLeast;
    const cost = (id: number) => cheapestRoutes(view, map.tickets[id]!.a, map.tickets[id]!.b)?.reduce((n, rid) => n + trainsToClaim(map.routes[rid]!), 0) ?? 1000;
    const order = me.pendingTickets.map((id, i) => ({ i, c: cost(id) })).sort((x, y) => x.c - y.c || x.i - y.i);
    return { kind: "keep", indices: order.slice(0, keep).map((o) => o.i).sort((a, b) => a - b) };
  }
  const mine = (rid: number) => view.routeOwners[rid] === view.seat;
  const mountains = map.routes.map((r, id) => ({ r, id })).filter(({ r }) => r.mountains > 0);
  if (mountains.length > 0 && !mountains.some(({ id }) => mine(id))) {
    const best = mountains.map(({ id }) => claimable(view, map, id)).filter((c): c is PersonClaim => c !== null);
    best.sort((x, y) => map.routes[y.routeId]!.mountains - map.routes[x.routeId]!.mountains || x.routeId - y.routeId);
    return best[0] ?? { kind: "draw" };
  }
  const plans = ticketPlans(view, map);
  for (const plan of plans.slice(0, 1)) {
    for (const rid of plan) {
      const claim = claimable(view, map, rid);
      if (claim) return claim;
    }
  }
  if (plans.length === 0) {
    const longest = map.routes.map((_, id) => claimable(view, map, id)).filter((c): c is PersonClaim => c !== null);
    longest.sort((x, y) => trainsToClaim(map.routes[y.routeId]!) - trainsToClaim(map.routes[x.routeId]!) || x.routeId - y.routeId);
    if (longest[0]) return longest[0];
  }
  return { kind: "draw" };
}

/** The person as a bot, for the deal finder: the same moves as commands (cards always from the deck). */
export class ScriptedPerson implements BotStrategy {
  readonly difficulty = "easy" as const;
  chooseAction(view: PlayerView, legal: Command[]): Command {
    const move = view.turnStage === "drewOneCard" ? ({ kind: "draw" } as const) : personMove(view);
    let command: Command;
    if (move.kind === "keep") command = { type: "selectDestinations", destinationsSelected: move.indices };
    else if (move.kind === "claim") command = { type: "buyRoute", routeIndex: move.routeId, trainColor: move.choice.trainColor, numberOfWilds: move.choice.numberOfWilds } ;
    else command = { type: "drawTrainCard", cardLocation: DECK_LOCATION };
    const key = (c: Command) => JSON.stringify(Object.entries(c).sort(([a], [b]) => a.localeCompare(b)));
    const same = legal.find((c) => key(c) === key(command));
    if (!same) throw new Error(`the person's move is not legal: ${JSON.stringify(command)}`);
    return same;
  }
}
