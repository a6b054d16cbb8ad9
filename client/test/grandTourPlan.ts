// How the India browser game's two people play, as pure functions of the server's state, so that the test can play
// the same game ahead in the rules (with the server's own bots) and pick a seed where the first person completes a
// ticket as a Grand Tour: two paths of her routes between its cities that share no route. The browser test then
// clicks exactly the moves these functions pick (and checks each one the server logged against them), so the game
// in the browser is the one played here. The other person claims the longest route he can pay, never one of hers.
import { applyCommand, claimOptions, DECK_LOCATION, legalActions, mapById, newGame, playerView, seedWord, type CardColor, type Command, type GameMap, type GameState, type MapRoute, type NewGameOptions, type PlayerColor } from "../../shared-rules/src/index.js";
import { createBot, type Difficulty } from "../../bots/src/index.js";

/** A ticket and the routes of two route-disjoint paths between its cities (the fewest trains found). */
export interface TourPlan { ticketId: number; routes: number[]; trains: number }

/**
 * The cheapest Grand Tour of this ticket within `maxTrains`: two paths of plain routes that share no route (nor the
 * two tracks of a double, which one player cannot both own). A flow of two units from one city to the other, each
 * track carrying at most one, at the least cost in trains: two rounds of shortest paths (Bellman-Ford) over the
 * residual graph, where a track used one way may be taken back the other way at minus its cost.
 */
export function cheapestTour(map: GameMap, ticketId: number, maxTrains: number): TourPlan | null {
  const ticket = map.tickets[ticketId];
  if (ticket.kind !== "regular") return null;
  // one track of each double pair (the lower id), plain routes only
  const tracks = map.routes.filter((r) => r.kind === "normal" && (r.double === null || r.id < r.double));
  const flow = new Map<number, number>(tracks.map((r) => [r.id, 0])); // +1: used from a to b, -1: from b to a
  for (let unit = 0; unit < 2; unit++) {
    const dist = new Map<number, number>([[ticket.a, 0]]);
    const via = new Map<number, { route: MapRoute; from: number }>();
    for (let round = 0; round < map.cities.length; round++) {
      let changed = false;
      for (const r of tracks) {
        for (const [from, to, sign] of [[r.a, r.b, 1], [r.b, r.a, -1]] as const) {
          const f = flow.get(r.id)! * sign; // 1: already used this way, -1: used the other way (taking it back)
          if (f === 1 || !dist.has(from)) continue;
          const cost = f === -1 ? -r.length : r.length;
          const d = dist.get(from)! + cost;
          if (d < (dist.get(to) ?? Infinity)) {
            dist.set(to, d);
            via.set(to, { route: r, from });
            changed = true;
          }
        }
      }
      if (!changed) break;
    }
    if (!dist.has(ticket.b)) return null;
    for (let city = ticket.b; city !== ticket.a; ) {
      const step = via.get(city)!;
      flow.set(step.route.id, flow.get(step.route.id)! + (step.route.a === step.from ? 1 : -1));
      city = step.from;
    }
  }
  const routes = tracks.filter((r) => flow.get(r.id) !== 0).map((r) => r.id);
  const trains = trainsOf(map, routes);
  return trains <= maxTrains ? { ticketId, routes, trains } : null;
}

const trainsOf = (map: GameMap, routes: readonly number[]) => routes.reduce((n, id) => n + map.routes[id].length, 0);

/** The payment the buy-route modal starts with in `color`: that colour's option with the fewest locomotives, no stand-ins. */
function claimIn(s: GameState, seat: number, route: MapRoute, color?: CardColor): Command | null {
  const options = claimOptions(playerView(s, seat), route.id).filter((o) => !o.standIns && o.trainColor !== "locomotive" && (color === undefined || o.trainColor === color));
  if (options.length === 0) return null;
  const hand = s.players[seat].hand;
  // a grey route: the colour she holds most of, so the locomotives stay for later
  const pick = [...options].sort((p, q) => p.numberOfWilds - q.numberOfWilds || (hand[q.trainColor] ?? 0) - (hand[p.trainColor] ?? 0))[0];
  return { type: "buyRoute", routeIndex: route.id, trainColor: pick.trainColor, numberOfWilds: pick.numberOfWilds };
}

/** A draw: a face-up card of a colour still wanted (never a locomotive: it would end the draw), else the deck. */
function drawFor(s: GameState, wanted: ReadonlySet<string>): Command {
  const slot = s.faceUp.findIndex((c) => c !== null && c !== "locomotive" && wanted.has(c));
  if (slot >= 0) return { type: "drawTrainCard", cardLocation: slot };
  if (s.trainDeck.length + s.trainDiscard.length > 0) return { type: "drawTrainCard", cardLocation: DECK_LOCATION };
  const any = s.faceUp.findIndex((c) => c !== null && c !== "locomotive");
  return any >= 0 ? { type: "drawTrainCard", cardLocation: any } : { type: "getDestinations" };
}

/** The touring person's move at the start of her turn or after one card: a route of her tour she can pay, else a card it wants. */
export function tourMove(s: GameState, seat: number, tour: TourPlan): Command {
  const map = mapById(s.map);
  const open = tour.routes.filter((id) => s.routeOwners[id] === -1);
  if (s.turnStage === "start") {
    for (const id of open) {
      const claim = claimIn(s, seat, map.routes[id]);
      if (claim) return claim;
    }
  }
  const hand = s.players[seat].hand;
  const wanted = new Set(open.map((id) => map.routes[id]).filter((r) => r.color !== "gray" && (hand[r.color] ?? 0) < r.length).map((r) => r.color));
  return drawFor(s, wanted);
}

/** The other person's move: the longest route he can pay that is not on her tour, else a card from the deck. */
export function otherMove(s: GameState, seat: number, tour: TourPlan): Command {
  const map = mapById(s.map);
  if (s.turnStage === "start") {
    const trains = s.players[seat].trainsLeft;
    const routes = map.routes.filter((r) => r.length <= trains && !tour.routes.includes(r.id)).sort((a, b) => b.length - a.length);
    for (const r of routes) {
      const claim = claimIn(s, seat, r);
      if (claim) return claim;
    }
  }
  return drawFor(s, new Set());
}

/** The opening: the tour's ticket and the first other offered one (she), the first two (he). */
export function openingKeep(s: GameState, seat: number, tour: TourPlan | null): Command {
  // the offer's places, not ticket ids
  const tourAt = tour ? s.players[seat].pendingTickets.indexOf(tour.ticketId) : -1;
  return { type: "selectDestinations", destinationsSelected: tourAt >= 0 ? [tourAt, tourAt === 0 ? 1 : 0] : [0, 1] };
}

/** The table: the two people in seats 0 and 1, a bot in seat 2. */
export interface Table { seed: number; colors: PlayerColor[]; trains: number; bot: Difficulty }

/** The tour she aims at on this deal: the cheapest among her offered tickets that her trains allow. */
export function tourOfDeal(start: GameState, trains: number): TourPlan | null {
  const map = mapById(start.map);
  const tours = start.players[0].pendingTickets.map((id) => cheapestTour(map, id, trains)).filter((t): t is TourPlan => t !== null);
  return tours.sort((a, b) => a.trains - b.trains)[0] ?? null;
}

/** The whole game played ahead: the final state, or null when it stalls. The bot is the server's (same seed word). */
export function playAhead(table: Table): { end: GameState; tour: TourPlan } | null {
  const options: NewGameOptions = { seed: table.seed, colors: table.colors, map: "india", trainsPerPlayer: table.trains };
  const started = newGame(options);
  if (!started.ok) return null;
  let s = started.state;
  const tour = tourOfDeal(s, table.trains);
  if (!tour) return null;
  const bot = createBot(table.bot, (seedWord(table.seed) + 2 * 7919) >>> 0);
  const moveOf = (seat: number): Command =>
    s.phase === "choosingTickets" ? (seat === 2 ? bot.chooseAction(playerView(s, 2), legalActions(s, 2)) : openingKeep(s, seat, seat === 0 ? tour : null))
      : seat === 0 ? tourMove(s, 0, tour) : seat === 1 ? otherMove(s, 1, tour) : bot.chooseAction(playerView(s, 2), legalActions(s, 2));
  for (let step = 0; step < 400 && s.phase !== "ended"; step++) {
    const seat = s.phase === "choosingTickets" ? s.players.findIndex((p) => p.pendingTickets.length > 0) : s.currentPlayer;
    const r = applyCommand(s, seat, moveOf(seat));
    if (!r.ok) return null;
    s = r.state;
  }
  return s.phase === "ended" ? { end: s, tour } : null;
}

/** Whether seat 0 ended with a Grand Tour bonus. */
export function scoredGrandTour(end: GameState): boolean {
  return (end.result?.scores[0]?.grandTours ?? []).length > 0;
}

/** The first seed from `from` whose game, played ahead, gives her a Grand Tour (`tries` seeds at most). */
export function grandTourSeed(table: Omit<Table, "seed">, from: number, tries = 200): number | null {
  for (let seed = from; seed < from + tries; seed++) {
    const played = playAhead({ ...table, seed });
    if (played && scoredGrandTour(played.end)) return seed;
  }
  return null;
}
