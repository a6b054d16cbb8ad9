// Hard: medium plus ticket choice by feasibility (trains and turns left), blocking awareness (claims the
// routes whose loss would cost the most detour first, sooner when an opponent is nearby) and end-game
// timing (points and longest trail at the end, never triggering the last round while behind). It reads the board's
// rule options, never its name: locomotives limited to some route kinds mean fewer building turns (fewer tickets
// kept at the start), a bonus for the most tickets completed (the Globetrotter) means asking for more tickets late,
// and no longest-path bonus means the longest trail is worth nothing; mountain routes (their trains set aside, scoring at
// the end) count in a plan's trains and an end-game claim's points, and make the ticket choice stricter.
import { LAST_ROUND_AT_TRAINS, hasMountains, longestTrail, routePoints, type Command, type PlayerView } from "../../shared-rules/src/index.js";
import type { Difficulty } from "./strategy.js";
import { MediumBot, type Decision } from "./medium.js";
import { choosePayment, selectedTickets, type SelectCommand } from "./moves.js";
import { baseCost, bestPlan, colourNeeds, ownComponents, situationOf, ticketDone, ticketPath, type Situation, type TicketPlan } from "./planner.js";

/** The knobs of the hard strategy (defaults tuned with bench/bot-tournament.ts). */
export interface HardTuning {
  /** Turns a player needs per train on average (claims plus the draws paying for them). */
  turnsPerTrain: number;
  /** Ask for more tickets only with this many trains, and this many estimated turns left in the game. */
  moreTicketsTrains: number;
  moreTicketsTurns: number;
  /** Opponent trains at or below which the game may end any moment. */
  endgameTrains: number;
  /** Extra claim priority for a planned route next to an opponent's network (they may take it). */
  contestedBonus: number;
  /** Own lead (public points + own tickets) needed before knowingly triggering the last round. */
  triggerLead: number;
  /** Success chance of a ticket plan = base + slack / slackScale (clamped). */
  successBase: number;
  slackScale: number;
  /** Shortest route worth claiming for points alone (no open ticket). */
  pointsMinLength: number;
  /** Take a face-up locomotive when at least this many cards are missing (Infinity: never). */
  locomotiveDeficit: number;
  /** Ablation switches for tuning. */
  evTickets: boolean;
  detourClaims: boolean;
  endgameMode: boolean;
  routeBias: number;
  pointsWeight: number;
  /**
   * Claim priority per unit of inferred opponent interest in a planned route. (Pure blocking moves, claiming a
   * short route only to cut an opponent off, were measured too: they lost 20+ points of win rate against medium,
   * which simply re-plans around them, so hard only blocks by claiming its own contested routes first.)
   */
  threatWeight: number;
  /** Maps with stations: the least gain (ticket swing minus the unbuilt station's points) for an end-game station. */
  stationMinGain: number;
  /** Boards with locomotivesOnlyOn: a further factor on their turns per train (fewer turns build; fewer tickets kept). */
  restrictedLocomotiveFactor: number;
  /** Boards whose bonus counts completed tickets (the Globetrotter): ask for more tickets down to these. */
  countedMoreTicketsTrains: number;
  countedMoreTicketsTurns: number;
  /**
   * Boards whose bonus counts completed tickets: the turns-per-train factor (instead of restrictedLocomotiveFactor),
   * the success base (instead of successBase) and the locomotive deficit (instead of locomotiveDeficit). Measured on
   * Nordic Countries: keeping only sure tickets at the start and asking for more later completes more tickets than
   * medium (the Globetrotter), and a face-up locomotive counting as one card is worth taking for a ferry or tunnel.
   */
  countedTurnsFactor: number;
  countedSuccessBase: number;
  countedLocomotiveDeficit: number;
  /**
   * Boards with mountain routes (Legendary Asia): plans count the trains a mountain sets aside (the supply, so the
   * game, runs out sooner than the routes' lengths say), and the success base and the asking for more tickets are
   * stricter. Measured on Legendary Asia: the plans' trains alone took hard from 61.5 % to 65.3 % against medium, the
   * mountain points in end-game claims to 69.2 %, the stricter tickets to 72.6 % (1,000 games).
   */
  mountainTrains: boolean;
  mountainSuccessBase: number;
  mountainMoreTicketsTrains: number;
  mountainMoreTicketsTurns: number;
}

export const HARD_TUNING: HardTuning = {
  turnsPerTrain: 0.8,
  moreTicketsTrains: 12,
  moreTicketsTurns: 8,
  endgameTrains: 5,
  contestedBonus: 3,
  triggerLead: 5,
  successBase: 0.4,
  slackScale: 12,
  pointsMinLength: 4,
  locomotiveDeficit: Number.POSITIVE_INFINITY,
  evTickets: true,
  detourClaims: true,
  endgameMode: true,
  routeBias: 0.5,
  pointsWeight: 1,
  threatWeight: 1,
  stationMinGain: 4,
  restrictedLocomotiveFactor: 0.7,
  countedMoreTicketsTrains: 5,
  countedMoreTicketsTurns: 2,
  countedTurnsFactor: 0.5,
  countedSuccessBase: 0.6,
  countedLocomotiveDeficit: 1,
  mountainTrains: true,
  mountainSuccessBase: 0.3,
  mountainMoreTicketsTrains: 16,
  mountainMoreTicketsTurns: 10,
};


export class HardBot extends MediumBot {
  override readonly difficulty: Difficulty = "hard";
  private readonly tune: HardTuning;

  constructor(seed: number, tuning: Partial<HardTuning> = {}) {
    super(seed);
    this.tune = { ...HARD_TUNING, ...tuning };
  }

  protected override plan(sit: Situation): TicketPlan {
    return bestPlan(sit, sit.tickets);
  }

  protected override decide(view: PlayerView, moves: Decision["moves"]): Command | null {
    const d = this.decision(view, moves);
    if (!d || moves.selects.length > 0 || view.turnStage !== "start") return super.decide(view, moves);
    if (this.tune.endgameMode && this.endgame(d)) {
      return this.endgameStation(d) ?? this.endgameClaim(d) ?? this.claimForPlan(d) ?? this.stationForPlan(d) ?? this.drawCard(d, false);
    }
    return this.claimForPlan(d) ?? this.stationForPlan(d) ?? this.idleMove(d) ?? this.drawCard(d, false);
  }

  private decision(view: PlayerView, moves: Decision["moves"]): Decision | null {
    if (view.me === null || view.seat === null) return null;
    const sit = this.situation(view);
    return { view, moves, sit, plan: this.plan(sit) };
  }

  protected override situation(view: PlayerView): Situation {
    return { ...situationOf(this.board, view), routeBias: this.tune.routeBias, pointsWeight: this.tune.pointsWeight, mountainTrains: this.tune.mountainTrains };
  }

  /** Estimated turns each player still gets: the player with the fewest trains ends the game. */
  private turnsLeft(view: PlayerView): number {
    if (view.lastRoundTriggeredBy >= 0) return Math.max(0, Math.ceil(view.turnsLeft / view.players.length));
    const fewest = Math.min(...view.players.map((p) => p.trainsLeft));
    return Math.max(1, Math.round(fewest * this.turnsPerTrain()));
  }

  /**
   * Turns per train, for this board: where locomotives may pay only some route kinds (locomotivesOnlyOn), a drawn
   * locomotive does not help the plain routes most plans are made of, so fewer of the turns left really build.
   */
  private turnsPerTrain(): number {
    const map = this.board.map;
    if (map.rules.locomotivesOnlyOn === null) return this.tune.turnsPerTrain;
    const cards = Object.values(map.trainCards).reduce((a, b) => a + b, 0);
    const factor = this.countsTickets() ? this.tune.countedTurnsFactor : this.tune.restrictedLocomotiveFactor;
    return this.tune.turnsPerTrain * (1 - (map.trainCards.locomotive ?? 0) / cards) * factor;
  }

  /** Whether the board's bonus counts completed tickets (the Globetrotter) rather than rewarding a long trail. */
  private countsTickets(): boolean {
    return this.board.map.rules.endBonuses.some((b) => b.kind === "globetrotter");
  }

  /**
   * The ticket tuning for this board: a Globetrotter's board first (one more ticket is worth asking for), then a
   * board with mountain routes (their trains leave the supply on top of the routes' lengths: stricter), else the base.
   */
  private ticketTuning(): { successBase: number; moreTicketsTrains: number; moreTicketsTurns: number } {
    const t = this.tune;
    if (this.countsTickets()) return { successBase: t.countedSuccessBase, moreTicketsTrains: t.countedMoreTicketsTrains, moreTicketsTurns: t.countedMoreTicketsTurns };
    if (hasMountains(this.board.map)) return { successBase: t.mountainSuccessBase, moreTicketsTrains: t.mountainMoreTicketsTrains, moreTicketsTurns: t.mountainMoreTicketsTurns };
    return { successBase: t.successBase, moreTicketsTrains: t.moreTicketsTrains, moreTicketsTurns: t.moreTicketsTurns };
  }

  /** Chance the plan gets finished, from its slack in trains and in turns. */
  private successChance(sit: Situation, plan: TicketPlan, turns: number): number {
    if (plan.open.length === 0) return 1;
    const { totalDeficit } = colourNeeds(sit, plan.routes);
    const turnsNeeded = plan.routes.length + Math.ceil(totalDeficit / 2);
    const slack = Math.min(sit.trainsLeft - plan.trains, (turns - turnsNeeded) * 2);
    const base = this.ticketTuning().successBase;
    return Math.min(0.97, Math.max(0.03, base + slack / this.tune.slackScale));
  }

  /** Keep the set of tickets with the best expected points (a failed ticket costs its points). */
  protected override chooseTickets(sit: Situation, view: PlayerView, selects: SelectCommand[]): Command {
    if (!this.tune.evTickets) return super.chooseTickets(sit, view, selects);
    const pending = view.me?.pendingTickets ?? [];
    const turns = view.phase === "choosingTickets" ? Math.round(sit.trainsLeft * this.turnsPerTrain()) : this.turnsLeft(view);
    let best = selects[0];
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const s of selects) {
      const tickets = [...sit.tickets, ...selectedTickets(s, pending)];
      const plan = bestPlan(sit, tickets);
      const p = this.successChance(sit, plan, turns);
      let value = 0;
      for (const id of plan.open) value += this.board.tickets[id].points * (2 * p - 1);
      for (const id of plan.completed) value += this.board.tickets[id].points;
      for (const id of plan.unreachable) value -= this.board.tickets[id].points;
      // Trains on routes score anyway; a tie goes to the plan that leaves more trains free.
      value -= plan.trains * 0.05;
      if (value > bestValue) { bestValue = value; best = s; }
    }
    return best;
  }

  /** Claim the planned route whose loss would hurt most: detour cost, contested ends, then length. */
  protected override claimForPlan(d: Decision): Command | null {
    if (!this.tune.detourClaims) return super.claimForPlan(d);
    const candidates = d.plan.routes.filter((rid) => d.moves.canBuy(rid) && this.safeToTrigger(d, rid));
    if (candidates.length === 0) return null;
    const rivals = this.rivalCities(d);
    const threats = this.tune.threatWeight > 0 ? this.threats(d) : new Map<number, number>();
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const rid of candidates) {
      const r = this.board.routes[rid];
      const without = bestPlan(d.sit, d.sit.tickets, rid);
      const detour = without.unreachable.length > d.plan.unreachable.length ? 30 : Math.max(0, without.trains - d.plan.trains);
      const contested = rivals.has(r.a) || rivals.has(r.b) ? this.tune.contestedBonus : 0;
      const score = detour * 2 + contested + r.length + this.tune.threatWeight * (threats.get(rid) ?? 0);
      if (score > bestScore) { bestScore = score; best = rid; }
    }
    return this.pay(d, best);
  }

  private threatCache: { key: string; threats: Map<number, number> } | null = null;

  /**
   * Free routes opponents probably want, inferred from public information only: for every ticket of the map,
   * the opponent's cheapest connection (their routes free, others' blocked); the more of it they already own,
   * the likelier they hold that ticket, and its missing routes are weighted by that and by the ticket's points.
   * Cached until a route changes hands.
   */
  private threats(d: Decision): Map<number, number> {
    const key = d.sit.owners.join(",");
    if (this.threatCache?.key === key) return this.threatCache.threats;
    const threats = new Map<number, number>();
    d.view.players.forEach((p, o) => {
      if (o === d.sit.seat || p.routes.length === 0) return;
      const theirs: Situation = { ...d.sit, seat: o, trainsLeft: p.trainsLeft, tickets: [] };
      const cost = baseCost(theirs);
      for (const t of this.board.tickets) {
        const path = ticketPath(this.board, t, cost);
        if (!path || path.routes.length === 0) continue;
        const owned = path.routes.filter((rid) => d.sit.owners[rid] === o).length;
        const missing = path.routes.filter((rid) => d.sit.owners[rid] === -1);
        if (owned === 0 || missing.length === 0) continue;
        const weight = (owned / path.routes.length) * (t.points / 10);
        for (const rid of missing) threats.set(rid, (threats.get(rid) ?? 0) + weight);
      }
    });
    this.threatCache = { key, threats };
    return threats;
  }

  /** Cities touched by an opponent's routes. */
  private rivalCities(d: Decision): Set<number> {
    const cities = new Set<number>();
    d.sit.owners.forEach((o, rid) => {
      if (o >= 0 && o !== d.sit.seat) { cities.add(this.board.routes[rid].a); cities.add(this.board.routes[rid].b); }
    });
    return cities;
  }

  protected override idleMove(d: Decision): Command | null {
    if (d.plan.open.length > 0) return null;
    const turns = this.turnsLeft(d.view);
    // Where the most tickets completed wins a bonus (the Globetrotter), one more ticket is worth asking for later.
    const { moreTicketsTrains, moreTicketsTurns } = this.ticketTuning();
    if (d.moves.getDestinations && d.sit.trainsLeft >= moreTicketsTrains && turns >= moreTicketsTurns && d.view.ticketDeckCount > 0) {
      return d.moves.getDestinations;
    }
    return this.endgameClaim(d, this.tune.pointsMinLength);
  }

  protected override takesFaceUpLocomotive(_d: Decision, totalDeficit: number): boolean {
    return totalDeficit >= (this.countsTickets() ? this.tune.countedLocomotiveDeficit : this.tune.locomotiveDeficit);
  }

  private endgame(d: Decision): boolean {
    if (d.view.lastRoundTriggeredBy >= 0) return true;
    return d.view.players.some((p, i) => i !== d.sit.seat && p.trainsLeft <= this.tune.endgameTrains);
  }

  /**
   * Best immediate points: route points, tickets it completes, and longest-trail growth; never a claim
   * that triggers the last round while behind.
   */
  private endgameClaim(d: Decision, minLength = 1): Command | null {
    const own: number[] = [];
    d.sit.owners.forEach((o, rid) => { if (o === d.sit.seat) own.push(rid); });
    const map = this.board.map;
    const scoresTrail = map.rules.endBonuses.some((b) => b.kind === "longestPath");
    const trailNow = scoresTrail ? longestTrail(own, map).length : 0;
    const ownCities = new Set(own.flatMap((rid) => [this.board.routes[rid].a, this.board.routes[rid].b]));
    const comps = ownComponents(d.sit);
    const open = d.sit.tickets.filter((t) => !ticketDone(d.sit, comps, t));
    let best = -1;
    let bestValue = 0;
    for (const rid of d.moves.buys.keys()) {
      const r = this.board.routes[rid];
      if (r.length < Math.min(minLength, d.sit.trainsLeft) || !this.safeToTrigger(d, rid)) continue;
      // a mountain route's set-aside trains score at the end too (rule mountains)
      let value = routePoints(r.length, map) + (r.trains - r.length) * map.rules.mountainTrainPoints;
      if (open.length > 0) {
        const after = ownComponents(d.sit, [rid]);
        for (const t of open) if (ticketDone(d.sit, after, t)) value += 2 * this.board.tickets[t].points;
      }
      // Only a route touching the network can lengthen its longest trail, and only where a bonus rewards it.
      if (scoresTrail && (ownCities.has(r.a) || ownCities.has(r.b))) {
        value += Math.max(0, longestTrail([...own, rid], map).length - trailNow) * 0.3;
      }
      if (d.plan.routes.includes(rid)) value += 1;
      if (value > bestValue) { bestValue = value; best = rid; }
    }
    return best < 0 ? null : this.pay(d, best);
  }

  /**
   * Maps with stations, near the end: a station on a free city whose borrowed route (another player's, into that
   * city) completes an open ticket now, when the ticket's swing (lost → won) beats the points the station would have
   * kept unbuilt by at least `stationMinGain`.
   */
  private endgameStation(d: Decision): Command | null {
    if (d.moves.stations.size === 0) return null;
    const comps = ownComponents(d.sit);
    const open = d.sit.tickets.filter((t) => !ticketDone(d.sit, comps, t));
    if (open.length === 0) return null;
    let bestCity = -1;
    let bestValue = this.tune.stationMinGain;
    for (const city of d.moves.stations.keys()) {
      for (const rid of this.board.adjacency[city]) {
        const owner = d.sit.owners[rid];
        if (owner === -1 || owner === d.sit.seat) continue;
        const after = ownComponents(d.sit, [rid]);
        let value = -this.board.map.stations.pointsPerUnbuilt;
        for (const t of open) if (ticketDone(d.sit, after, t)) value += 2 * this.board.tickets[t].points;
        if (value > bestValue) { bestValue = value; bestCity = city; }
      }
    }
    if (bestCity < 0) return null;
    const built = d.sit.stations?.own.length ?? 0;
    return choosePayment(d.moves.stations.get(bestCity) ?? [], this.board.map.stations.cardsForStation[built] ?? 1, d.sit.hand, colourNeeds(d.sit, d.plan.routes).need);
  }

  /** A claim leaving ≤ 2 trains ends the game: only when ahead or with nothing left to finish. */
  private safeToTrigger(d: Decision, routeId: number): boolean {
    if (d.view.lastRoundTriggeredBy >= 0) return true;
    if (d.sit.trainsLeft - this.board.routes[routeId].trains > LAST_ROUND_AT_TRAINS) return true;
    const me = d.view.players[d.sit.seat];
    const after = ownComponents(d.sit, [routeId]);
    let mine = me.routePoints + routePoints(this.board.routes[routeId].length, this.board.map);
    for (const t of d.sit.tickets) mine += (ticketDone(d.sit, after, t) ? 1 : -1) * this.board.tickets[t].points;
    const rival = Math.max(...d.view.players.map((p, i) => (i === d.sit.seat ? Number.NEGATIVE_INFINITY : p.routePoints)));
    return mine >= rival + this.tune.triggerLead || d.plan.open.length === 0;
  }
}
