// Medium: keeps the cheapest tickets, plans the cheapest network for them (Dijkstra over own and
// unclaimed routes), draws the colours that plan needs and claims along it. Hard extends this class.
import type { Command, PlayerView, TrainColor } from "../../shared-rules/src/index.js";
import { DECK_LOCATION } from "../../shared-rules/src/index.js";
import type { BotStrategy, Difficulty } from "./strategy.js";
import { boardOf, usa, type Board } from "./board.js";
import { BotRandom } from "./rng.js";
import { LegalMoves, choosePayment, selectedTickets, type SelectCommand } from "./moves.js";
import { safely } from "./fallback.js";
import { colourNeeds, planTickets, routeUse, situationOf, type Situation, type TicketPlan } from "./planner.js";

/** Medium asks for more tickets only with this many trains left and all its tickets done. */
const MEDIUM_MORE_TICKETS_TRAINS = 20;
/** Without tickets to work on, claim routes at least this long (shorter ones only near the end). */
const POINT_MODE_MIN_LENGTH = 3;

export interface Decision {
  view: PlayerView;
  moves: LegalMoves;
  sit: Situation;
  plan: TicketPlan;
}

export class MediumBot implements BotStrategy {
  readonly difficulty: Difficulty = "medium";
  protected readonly random: BotRandom;
  /** The board of the game being decided (set from the view: one bot object may meet only one map, but need not). */
  protected board: Board = usa();

  constructor(seed: number) {
    this.random = new BotRandom(seed);
  }

  chooseAction(view: PlayerView, legal: Command[]): Command {
    this.board = boardOf(view);
    return safely(legal, () => this.decide(view, new LegalMoves(legal)));
  }

  protected decide(view: PlayerView, moves: LegalMoves): Command | null {
    if (view.turnStage === "tunnelPending") return this.resolveTunnel(moves);
    const sit = this.situation(view);
    if (moves.selects.length > 0) return this.chooseTickets(sit, view, moves.selects);
    const plan = this.plan(sit);
    const d: Decision = { view, moves, sit, plan };
    if (view.turnStage === "drewOneCard") return this.drawCard(d, true);
    return this.claimForPlan(d) ?? this.stationForPlan(d) ?? this.idleMove(d) ?? this.drawCard(d, false);
  }

  /**
   * A tunnel's reveal asked for more: pay with the fewest locomotives when the hand can (the cards are laid and the
   * turn is spent either way, so the route is worth its extra), else decline.
   */
  protected resolveTunnel(moves: LegalMoves): Command | null {
    if (moves.tunnelPays.length === 0) return moves.declineTunnel;
    return moves.tunnelPays.reduce((a, b) => (b.numberOfWilds < a.numberOfWilds ? b : a));
  }

  /**
   * Maps with stations: the plan uses another player's route for a ticket it cannot reach otherwise (cheaply); build
   * the station at one of its ends, paid like a route, when the seat has none there yet.
   */
  protected stationForPlan(d: Decision): Command | null {
    if (d.moves.stations.size === 0) return null;
    const own = d.sit.stations?.own ?? [];
    for (const rid of d.plan.borrowed) {
      const r = this.board.routes[rid];
      if (own.includes(r.a) || own.includes(r.b)) continue;
      const city = [r.a, r.b].find((c) => d.moves.stations.has(c));
      if (city === undefined) continue;
      const options = d.moves.stations.get(city) ?? [];
      const cards = this.board.map.stations.cardsForStation[own.length] ?? 1;
      return choosePayment(options, cards, d.sit.hand, colourNeeds(d.sit, d.plan.routes).need);
    }
    return null;
  }

  protected situation(view: PlayerView): Situation {
    return situationOf(this.board, view);
  }

  protected plan(sit: Situation): TicketPlan {
    return planTickets(sit, sit.tickets, "points");
  }

  /** Keep the fewest tickets allowed, choosing the set whose joint plan needs the fewest trains. */
  protected chooseTickets(sit: Situation, view: PlayerView, selects: SelectCommand[]): Command {
    const pending = view.me?.pendingTickets ?? [];
    const fewest = Math.min(...selects.map((s) => s.destinationsSelected.length));
    let best = selects[0];
    let bestCost = Number.POSITIVE_INFINITY;
    for (const s of selects) {
      if (s.destinationsSelected.length !== fewest) continue;
      const plan = planTickets(sit, [...sit.tickets, ...selectedTickets(s, pending)], "points");
      const cost = plan.trains + plan.unreachable.length * 100;
      if (cost < bestCost) { bestCost = cost; best = s; }
    }
    return best;
  }

  /** Claim the longest affordable route of the plan. */
  protected claimForPlan(d: Decision): Command | null {
    let best = -1;
    for (const rid of d.plan.routes) {
      if (d.moves.canBuy(rid) && (best < 0 || this.board.routes[rid].length > this.board.routes[best].length)) best = rid;
    }
    return best < 0 ? null : this.pay(d, best);
  }

  protected pay(d: Decision, routeId: number): Command {
    const rest = d.plan.routes.filter((r) => r !== routeId);
    const { need } = colourNeeds(d.sit, rest);
    return choosePayment(d.moves.buys.get(routeId) ?? [], this.board.routes[routeId].length, d.sit.hand, need);
  }

  /** No open ticket: more tickets early on, otherwise points from long routes. */
  protected idleMove(d: Decision): Command | null {
    if (d.plan.open.length > 0) return null;
    if (d.moves.getDestinations && d.sit.trainsLeft >= MEDIUM_MORE_TICKETS_TRAINS && d.view.ticketDeckCount > 0) return d.moves.getDestinations;
    return this.claimForPoints(d, POINT_MODE_MIN_LENGTH);
  }

  protected claimForPoints(d: Decision, minLength: number): Command | null {
    let best = -1;
    for (const rid of d.moves.buys.keys()) {
      const len = this.board.routes[rid].length;
      if (len < Math.min(minLength, d.sit.trainsLeft)) continue;
      if (best < 0 || len > this.board.routes[best].length) best = rid;
    }
    return best < 0 ? null : this.pay(d, best);
  }

  /** Routes worth collecting cards for: the plan, or without one the longest routes still open to us. */
  protected targetRoutes(d: Decision): number[] {
    if (d.plan.routes.length > 0) return d.plan.routes;
    const free: number[] = [];
    for (const r of this.board.routes) {
      if (r.length <= d.sit.trainsLeft && routeUse(d.sit, r.id) === "free") free.push(r.id);
    }
    free.sort((x, y) => this.board.routes[y].length - this.board.routes[x].length || x - y);
    return free.slice(0, 3);
  }

  /** Take a face-up card of the colour most missing, else a locomotive if allowed, else the deck. */
  protected drawCard(d: Decision, second: boolean): Command | null {
    const { deficit, totalDeficit, locomotives } = colourNeeds(d.sit, this.targetRoutes(d));
    // A planned ferry needs locomotives and nothing else pays them: a face-up one is worth the whole draw.
    if (!second && locomotives > d.sit.hand.locomotive) {
      const slot = d.view.faceUp.findIndex((c, i) => c === "locomotive" && d.moves.draws.has(i));
      if (slot >= 0) return d.moves.draws.get(slot) ?? null;
    }
    let bestSlot = -1;
    let bestScore = 0;
    d.view.faceUp.forEach((c, slot) => {
      if (!c || c === "locomotive" || !d.moves.draws.has(slot)) return;
      const score = deficit[c as TrainColor];
      if (score > bestScore) { bestScore = score; bestSlot = slot; }
    });
    if (bestSlot >= 0) return d.moves.draws.get(bestSlot) ?? null;
    if (!second && this.takesFaceUpLocomotive(d, totalDeficit)) {
      const slot = d.view.faceUp.findIndex((c, i) => c === "locomotive" && d.moves.draws.has(i));
      if (slot >= 0) return d.moves.draws.get(slot) ?? null;
    }
    return d.moves.draws.get(DECK_LOCATION) ?? d.moves.draws.values().next().value ?? null;
  }

  protected takesFaceUpLocomotive(_d: Decision, _totalDeficit: number): boolean {
    return false;
  }
}
