// Adapter: rebuilds the rules' PlayerView from the synced @colyseus/schema state on a client, so a
// client-side bot (the load generator) plays with exactly the same strategy code as the server's bots.
// Typed structurally, so it needs no import of the server's schema classes.
import type { CardColor, Hand, Phase, PlayerColor, PlayerView, TurnStage } from "../../shared-rules/src/index.js";
import { CARD_COLORS } from "../../shared-rules/src/index.js";
import { emptyHand } from "./planner.js";

interface Each<T> {
  forEach(fn: (value: T, key: never) => void): void;
  readonly length?: number;
}

export interface SchemaTicket { id: number }
export interface SchemaPlayer {
  username?: string;
  color: string;
  points: number;
  trainsLeft: number;
  handCount: number;
  ticketCount: number;
  pendingTicketCount: number;
  private?: { hand: Partial<Record<CardColor, number>>; tickets: Each<SchemaTicket>; pendingTickets: Each<SchemaTicket> } | null;
}
export interface SchemaState {
  phase: string;
  players: Each<SchemaPlayer>;
  routes: Each<{ owner: number }>;
  faceUp: Each<string>;
  deckCount: number;
  discardCount: number;
  ticketDeckCount: number;
  currentPlayer: number;
  turnStage: string;
  lastRound: boolean;
}

function toArray<T>(items: Each<T>): T[] {
  const out: T[] = [];
  items.forEach((v) => out.push(v));
  return out;
}

const PHASES: readonly Phase[] = ["choosingTickets", "playing", "ended"];
const STAGES: readonly TurnStage[] = ["start", "drewOneCard", "choosingTickets"];

/**
 * The view of `seat` as far as the schema tells it. Not synced, so approximated: `turnNumber` (0),
 * who triggered the last round (reported as the current player) and how many turns remain (one round).
 */
export function viewFromSchema(state: SchemaState, seat: number | null): PlayerView {
  const players = toArray(state.players);
  const routeOwners = toArray(state.routes).map((r) => r.owner);
  const routesOf = (i: number) => routeOwners.flatMap((o, rid) => (o === i ? [rid] : []));
  const mine = seat === null ? undefined : players[seat]?.private ?? undefined;
  let me: PlayerView["me"] = null;
  if (seat !== null) {
    const hand: Hand = emptyHand();
    if (mine) for (const colour of CARD_COLORS) hand[colour] = Number(mine.hand[colour] ?? 0);
    me = {
      hand,
      tickets: mine ? toArray(mine.tickets).map((t) => t.id) : [],
      pendingTickets: mine ? toArray(mine.pendingTickets).map((t) => t.id) : [],
    };
  }
  return {
    seat,
    phase: PHASES.includes(state.phase as Phase) ? (state.phase as Phase) : "choosingTickets",
    players: players.map((p, i) => ({
      color: p.color as PlayerColor,
      trainsLeft: p.trainsLeft,
      handCount: p.handCount,
      ticketCount: p.ticketCount,
      pendingTicketCount: p.pendingTicketCount,
      routes: routesOf(i),
      routePoints: p.points,
    })),
    me,
    faceUp: toArray(state.faceUp).map((c) => (c === "" ? null : (c as CardColor))),
    trainDeckCount: state.deckCount,
    trainDiscardCount: state.discardCount,
    ticketDeckCount: state.ticketDeckCount,
    routeOwners,
    currentPlayer: state.currentPlayer,
    turnStage: STAGES.includes(state.turnStage as TurnStage) ? (state.turnStage as TurnStage) : "start",
    turnNumber: 0,
    lastRoundTriggeredBy: state.lastRound ? state.currentPlayer : -1,
    turnsLeft: state.lastRound ? players.length : -1,
    result: null,
  };
}
