// Plain-data copies of the synced state for the scenes to display (names, connection, history, ticket cities).
// The game itself, as the rules see it, is read through the wire contract's viewFromWire (GameConnection.view).
import { CARD_COLORS, USA_MAP, completedTickets } from "../rules.js";
import { historyText, type WireList, type WirePlayer, type WireState } from "../../../shared-rules/protocol/index.js";

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
  /** Turn clock (issue 14 item 7): epoch ms when the seat's turn time ends, 0 when it is not on the clock. */
  turnEndsAt: number;
  /** Turn clock: the reserve beyond turnEndsAt, in ms. */
  reserveMs: number;
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
  /** Moves this (spectator's) state is behind the game; 0 = live. */
  spectatorDelay: number;
  /** "realtime", "async", or "" for a game without a clock. */
  timeControl: string;
}

function list<T, U>(items: WireList<T> | null | undefined, f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  items?.forEach((x, i) => out.push(f(x, i)));
  return out;
}

/** A ticket the seat holds, named from the map; completed when the seat's routes already join its cities. */
function ticket(id: number, done: ReadonlySet<number>): TicketSnap {
  const t = USA_MAP.tickets[id];
  return { id, a: USA_MAP.cities[t?.a]?.name ?? "?", b: USA_MAP.cities[t?.b]?.name ?? "?", points: t?.points ?? 0, completed: done.has(id) };
}

function player(p: WirePlayer): PlayerSnap {
  const priv = p.private ?? null;
  const kept = priv ? list(priv.tickets, Number) : null;
  const offered = priv ? list(priv.pendingTickets, Number) : null;
  const done = new Set(completedTickets([...(kept ?? []), ...(offered ?? [])], list(p.routes, Number)));
  let hand: Record<string, number> | null = null;
  if (priv) {
    hand = {};
    for (const colour of CARD_COLORS) hand[colour] = Number(priv[colour] ?? 0);
  }
  return {
    userId: p.userId ?? "",
    username: p.username ?? "",
    color: p.color ?? "",
    points: p.points ?? 0,
    trainsLeft: p.trainsLeft ?? 0,
    handCount: p.handCount ?? 0,
    ticketCount: p.ticketCount ?? 0,
    pendingTicketCount: p.pendingTicketCount ?? 0,
    connected: Boolean(p.connected),
    isBot: Boolean(p.isBot),
    takeoverAt: Number(p.takeoverAt ?? 0),
    turnEndsAt: Number(p.turnEndsAt ?? 0),
    reserveMs: Number(p.reserveMs ?? 0),
    hand,
    tickets: kept?.map((id) => ticket(id, done)) ?? null,
    pendingTickets: offered?.map((id) => ticket(id, done)) ?? null,
  };
}

export function snapshotOf(s: WireState): GameSnapshot {
  // The history arrives as event codes: the lines are written here, with the names of the seats.
  const names = list(s.players, (p) => p.username ?? "");
  const nameOf = (seat: number) => names[seat] || `Player ${seat + 1}`;
  return {
    phase: s.phase ?? "waiting",
    gameName: s.gameName ?? "",
    host: s.host ?? "",
    players: list(s.players, player),
    routeOwners: list(s.routeOwners, (owner) => owner),
    faceUp: list(s.faceUp, (c) => c || null),
    deckCount: s.deckCount ?? 0,
    discardCount: s.discardCount ?? 0,
    ticketDeckCount: s.ticketDeckCount ?? 0,
    currentPlayer: s.currentPlayer ?? -1,
    turnStage: s.turnStage ?? "start",
    lastRound: (s.lastRoundTriggeredBy ?? -1) >= 0,
    cardsDrawnThisTurn: s.turnStage === "drewOneCard" ? 1 : 0,
    history: list(s.history, (h) => historyText(h, nameOf)),
    stateVersion: s.stateVersion ?? 0,
    spectatorCount: s.spectatorCount ?? 0,
    spectatorDelay: s.spectatorDelay ?? 0,
    timeControl: s.timeControl ?? "",
  };
}
