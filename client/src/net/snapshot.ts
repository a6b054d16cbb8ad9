// Plain-data copies of the synced schema state, and the rules' PlayerView built from them (for hints only).
import type { PlayerView, Hand, CardColor, Phase, TurnStage, PlayerColor } from "../rules.js";
import { CARD_COLORS } from "../rules.js";

export interface TicketSnap { id: number; a: string; b: string; points: number; completed: boolean }

export interface PlayerSnap {
  userId: string;
  username: string;
  color: string;
  points: number;
  trainsLeft: number;
  handCount: number;
  ticketCount: number;
  pendingTicketCount: number;
  connected: boolean;
  isBot: boolean;
  /** Client UI (issue 13): epoch ms when a bot takes this dropped seat, -1 while a bot plays it, 0 otherwise. */
  takeoverAt: number;
  /** Only present in the owner's own state. */
  hand: Record<string, number> | null;
  tickets: TicketSnap[] | null;
  pendingTickets: TicketSnap[] | null;
}

export interface GameSnapshot {
  phase: string;
  gameName: string;
  host: string;
  players: PlayerSnap[];
  routeOwners: number[];
  faceUp: (string | null)[];
  deckCount: number;
  discardCount: number;
  ticketDeckCount: number;
  currentPlayer: number;
  turnStage: string;
  lastRound: boolean;
  cardsDrawnThisTurn: number;
  history: string[];
  stateVersion: number;
  spectatorCount: number;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the state arrives as reflected schema instances */
function list<T>(a: any, f: (x: any, i: number) => T): T[] {
  const out: T[] = [];
  if (a && typeof a.forEach === "function") a.forEach((x: any, i: number) => out.push(f(x, i)));
  return out;
}

function ticket(t: any): TicketSnap {
  return { id: Number(t.id), a: String(t.a), b: String(t.b), points: Number(t.points), completed: Boolean(t.completed) };
}

function player(p: any): PlayerSnap {
  const priv = p.private;
  let hand: Record<string, number> | null = null;
  if (priv?.hand) {
    hand = {};
    for (const colour of CARD_COLORS) hand[colour] = Number(priv.hand[colour] ?? 0);
    if (Object.keys(hand).length === 0 && (!priv.tickets || priv.tickets.length === 0) && (!priv.pendingTickets || priv.pendingTickets.length === 0)) hand = null;
  }
  return {
    userId: String(p.userId ?? ""),
    username: String(p.username ?? ""),
    color: String(p.color ?? ""),
    points: Number(p.points ?? 0),
    trainsLeft: Number(p.trainsLeft ?? 0),
    handCount: Number(p.handCount ?? 0),
    ticketCount: Number(p.ticketCount ?? 0),
    pendingTicketCount: Number(p.pendingTicketCount ?? 0),
    connected: Boolean(p.connected),
    isBot: Boolean(p.isBot),
    takeoverAt: Number(p.takeoverAt ?? 0),
    hand,
    tickets: hand ? list(priv.tickets, ticket) : null,
    pendingTickets: hand ? list(priv.pendingTickets, ticket) : null,
  };
}

export function snapshotOf(s: any): GameSnapshot {
  return {
    phase: String(s.phase ?? "waiting"),
    gameName: String(s.gameName ?? ""),
    host: String(s.host ?? ""),
    players: list(s.players, player),
    routeOwners: list(s.routes, (r) => Number(r.owner)),
    faceUp: list(s.faceUp, (c) => (c ? String(c) : null)),
    deckCount: Number(s.deckCount ?? 0),
    discardCount: Number(s.discardCount ?? 0),
    ticketDeckCount: Number(s.ticketDeckCount ?? 0),
    currentPlayer: Number(s.currentPlayer ?? -1),
    turnStage: String(s.turnStage ?? "start"),
    lastRound: Boolean(s.lastRound),
    cardsDrawnThisTurn: Number(s.cardsDrawnThisTurn ?? 0),
    history: list(s.history, (h) => String(h)),
    stateVersion: Number(s.stateVersion ?? 0),
    spectatorCount: Number(s.spectatorCount ?? 0),
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export function seatOf(snap: GameSnapshot, username: string | null): number | null {
  if (!username) return null;
  const i = snap.players.findIndex((p) => p.username.toLowerCase() === username.toLowerCase());
  return i >= 0 && snap.players[i].hand ? i : null;
}

const EMPTY_HAND: Hand = { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0, black: 0, white: 0, locomotive: 0 };

/** The rules' view of the game for `seat` (null = spectator), rebuilt from the synced state. */
export function playerViewOf(snap: GameSnapshot, seat: number | null): PlayerView {
  const owned = (i: number) => snap.routeOwners.flatMap((o, r) => (o === i ? [r] : []));
  const me = seat === null ? null : snap.players[seat];
  return {
    seat,
    phase: (snap.phase === "waiting" ? "choosingTickets" : snap.phase) as Phase,
    players: snap.players.map((p, i) => ({
      color: p.color as PlayerColor,
      trainsLeft: p.trainsLeft,
      handCount: p.handCount,
      ticketCount: p.ticketCount,
      pendingTicketCount: p.pendingTicketCount,
      routes: owned(i),
      routePoints: p.points,
    })),
    me: me?.hand
      ? {
          hand: { ...EMPTY_HAND, ...(me.hand as Partial<Record<CardColor, number>>) },
          tickets: (me.tickets ?? []).map((t) => t.id),
          pendingTickets: (me.pendingTickets ?? []).map((t) => t.id),
        }
      : null,
    faceUp: snap.faceUp.map((c) => (c ? (c as CardColor) : null)),
    trainDeckCount: snap.deckCount,
    trainDiscardCount: snap.discardCount,
    ticketDeckCount: snap.ticketDeckCount,
    routeOwners: snap.routeOwners,
    currentPlayer: snap.currentPlayer,
    turnStage: snap.turnStage as TurnStage,
    turnNumber: 0,
    lastRoundTriggeredBy: snap.lastRound ? snap.currentPlayer : -1,
    turnsLeft: snap.lastRound ? snap.players.length : -1,
    result: null,
  };
}
