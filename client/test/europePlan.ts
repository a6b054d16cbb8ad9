// What the Europe browser test decides from the in-process server's state (the rules' own GameState): which route to
// claim and how, what a tunnel's reveal will cost (the deck's top cards are known to the server), and one person's
// plan to complete a ticket only through a station (a path that borrows one other player's route). The clicks that
// carry these decisions out are in europeGame.e2e.test.ts; nothing here touches the browser.
import {
  EUROPE_MAP, claimOptions, playerView, stationOptions, twinRouteBlock,
  type CardColor, type ClaimOption, type GameState, type Hand, type MapRoute,
} from "../../shared-rules/src/index.js";

const map = EUROPE_MAP;

/**
 * The payments the buy modal can send with one colour click and no locomotive step: per colour, the fewest
 * locomotives (the modal's first step), the colour held most first; all locomotives only on a gray route.
 */
export function modalChoices(state: GameState, seat: number, routeId: number): ClaimOption[] {
  const options = claimOptions(playerView(state, seat), routeId);
  const coloured = options.filter((o) => o.trainColor !== "locomotive");
  if (coloured.length === 0) return map.routes[routeId].color === "gray" ? options.slice(0, 1) : [];
  const byColour = (c: CardColor) => coloured.filter((o) => o.trainColor === c).sort((a, b) => a.numberOfWilds - b.numberOfWilds)[0];
  const colours = [...new Set(coloured.map((o) => o.trainColor))].sort((a, b) => state.players[seat].hand[b] - state.players[seat].hand[a]);
  return colours.map(byColour);
}

export function modalChoice(state: GameState, seat: number, routeId: number): ClaimOption | null {
  return modalChoices(state, seat, routeId)[0] ?? null;
}

/** Extra cards a tunnel claim paid this way will owe, read from the deck's top cards (null when a reshuffle is due). */
export function predictedExtra(state: GameState, choice: ClaimOption): number | null {
  if (state.trainDeck.length < map.tunnelRevealCount) return null;
  const top = state.trainDeck.slice(-map.tunnelRevealCount);
  return top.filter((c) => c === "locomotive" || (choice.trainColor !== "locomotive" && c === choice.trainColor)).length;
}

/** Whether the hand left after laying `choice` for `route` still covers `extra` more cards of its colour. */
export function canPayAfter(hand: Hand, route: MapRoute, choice: ClaimOption, extra: number): boolean {
  const locoLeft = hand.locomotive - choice.numberOfWilds;
  if (choice.trainColor === "locomotive") return locoLeft >= extra;
  return hand[choice.trainColor] - (route.length - choice.numberOfWilds) + locoLeft >= extra;
}

/** A station payment the modal sends after its colour is picked: a colour (not all locomotives) when there is one. */
export function stationChoice(state: GameState, seat: number): ClaimOption | null {
  const options = stationOptions(playerView(state, seat), state.players[seat].hand);
  return options.filter((o) => o.trainColor !== "locomotive").sort((a, b) => a.numberOfWilds - b.numberOfWilds)[0] ?? options[0] ?? null;
}

/** Whether `seat` may still take route `id` (free, and not closed by the double-route rule). */
export function open(state: GameState, seat: number, id: number): boolean {
  return state.routeOwners[id] === -1 && twinRouteBlock(state.routeOwners, state.players.length, seat, id, map) === null;
}

/** Cheapest path (route ids) from a to b: own routes free, open routes cost their length, `banned` never used. */
function cheapest(state: GameState, seat: number, a: number, b: number, banned: ReadonlySet<number>): { cost: number; routes: number[] } | null {
  const n = map.cities.length;
  const cost = new Array<number>(n).fill(Infinity), via = new Array<number>(n).fill(-1), done = new Array<boolean>(n).fill(false);
  cost[a] = 0;
  for (;;) {
    let c = -1;
    for (let i = 0; i < n; i++) if (!done[i] && cost[i] < Infinity && (c < 0 || cost[i] < cost[c])) c = i;
    if (c < 0) break;
    done[c] = true;
    for (const r of map.routes) {
      if (banned.has(r.id) || (r.a !== c && r.b !== c)) continue;
      const step = state.routeOwners[r.id] === seat ? 0 : open(state, seat, r.id) ? r.length : Infinity;
      const o = r.a === c ? r.b : r.a;
      if (cost[c] + step < cost[o]) {
        cost[o] = cost[c] + step;
        via[o] = r.id;
      }
    }
  }
  if (cost[b] === Infinity) return null;
  const routes: number[] = [];
  for (let c = b; c !== a; ) {
    const r = map.routes[via[c]];
    routes.push(r.id);
    c = r.a === c ? r.b : r.a;
  }
  return { cost: cost[b], routes };
}

export interface StationPlan {
  ticketId: number;
  /** The route another player takes and the station borrows. */
  borrowed: number;
  /** The city the station stands on (an end of `borrowed`). */
  city: number;
  /** The routes the planning seat claims itself (the path without `borrowed`). */
  own: number[];
}

/**
 * A path for `ticketId` that must pass through `borrowed` (someone else's, or free for the other person to take),
 * the rest the seat's own or open to it. Null when there is none any more.
 */
export function planThrough(state: GameState, seat: number, ticketId: number, borrowed: number): StationPlan | null {
  const t = map.tickets[ticketId], r = map.routes[borrowed];
  const owner = state.routeOwners[borrowed];
  if (owner === seat) return null;
  const banned = new Set([borrowed, ...(r.double !== null ? [r.double] : [])]);
  let best: StationPlan | null = null, bestCost = Infinity;
  for (const [x, y] of [[r.a, r.b], [r.b, r.a]]) {
    const head = cheapest(state, seat, t.a, x, banned), tail = cheapest(state, seat, y, t.b, banned);
    if (!head || !tail) continue;
    const own = [...head.routes, ...tail.routes];
    if (new Set(own).size !== own.length) continue;
    if (head.cost + tail.cost < bestCost) {
      bestCost = head.cost + tail.cost;
      // the station stands where the seat's own part meets the borrowed route: either end works, x is on the head side
      best = { ticketId, borrowed, city: x, own };
    }
  }
  return best;
}

/** The first plan at the start: over the offered regular tickets, the cheapest path through one plain route. */
export function firstPlan(state: GameState, seat: number, offered: readonly number[]): StationPlan | null {
  let best: StationPlan | null = null, bestCost = Infinity;
  for (const ticketId of offered) {
    if (map.tickets[ticketId].kind !== "regular") continue;
    const t = map.tickets[ticketId];
    const path = cheapest(state, seat, t.a, t.b, new Set());
    for (const borrowed of path?.routes ?? []) {
      if (map.routes[borrowed].kind !== "normal") continue;
      const plan = planThrough(state, seat, ticketId, borrowed);
      if (!plan) continue;
      const cost = plan.own.reduce((s, id) => s + map.routes[id].length, 0) + plan.own.length * 2;
      if (cost < bestCost) {
        bestCost = cost;
        best = plan;
      }
    }
  }
  return best;
}
