// What the scenes show of a game, from one decoded state: the game itself is the rules' PlayerView (through the wire
// contract's one converter, viewFromWire); beside it only what the rules do not know: who sits at the table (names,
// connections, a bot's takeover, the turn clock), the history as messages, the watchers and the game's name and host.
import { isLessonId, mapOf, type LessonId, type VariantId, type MapId, type PlayerView } from "../rules.js";
import { historyMessage } from "../i18n/historyMessages.js";
import { msg, type Message } from "../i18n/i18n.js";
import { readHistoryCode, viewFromWire, type WireList, type WirePlayer, type WireRatingChange, type WireState } from "../../../shared-rules/protocol/index.js";
import { playerName } from "../i18n/playerName.js";

/** One seat as the room knows it: the person (or bot) in it and their connection, not their cards. */
export interface SeatInfo {
  userId: string;
  username: string;
  /** The colour chosen at the table (the waiting room shows it before there is a game). */
  color: string;
  connected: boolean;
  isBot: boolean;
  /** Epoch ms when a bot takes this dropped seat, -1 while a bot plays it, 0 otherwise. */
  takeoverAt: number;
  /** Turn clock: epoch ms when the seat's turn time ends, 0 when it is not on the clock. */
  turnEndsAt: number;
  /** Turn clock: the reserve beyond turnEndsAt, in ms. */
  reserveMs: number;
}

export interface GameSnapshot {
  /** The game as the rules show it to this client's seat; null while the room waits for its host to start. */
  view: PlayerView | null;
  seats: SeatInfo[];
  gameName: string;
  /** The board's id, known before the game starts (the waiting room names it). */
  map: MapId;
  /** The board's table option; absent: the original game. */
  variant?: VariantId;
  /** The lesson this game is (its steps show beside the board), or null. */
  lesson?: LessonId | null;
  /**
   * How many events of each kind of the history each seat made (ticketsKept: its ticket choices, the opening's
   * included; tunnelPaid, tunnelDeclined…): a lesson's steps read them.
   */
  historyCounts?: Record<string, number[]>;
  /** The hosting player's username. */
  host: string;
  /** The public events as messages (said in the reader's language), with the seats' names. */
  history: Message[];
  spectatorCount: number;
  /** Moves this (spectator's) state is behind the game; 0 = live. */
  spectatorDelay: number;
  /** Each rated person's rating before → after, once the ended game has been rated (else empty). */
  ratingChanges: WireRatingChange[];
}

function historyCountsBySeat(history: WireList<number> | null | undefined): Record<string, number[]> {
  const counts: Record<string, number[]> = {};
  history?.forEach((value) => {
    const entry = readHistoryCode(value);
    const bySeat = (counts[entry.kind] ??= []);
    bySeat[entry.player] = (bySeat[entry.player] ?? 0) + 1;
  });
  return counts;
}

/** A snapshot of a started game: its view is there. */
export type StartedSnapshot = GameSnapshot & { view: PlayerView };

export function isStarted(s: GameSnapshot | null | undefined): s is StartedSnapshot {
  return Boolean(s?.view);
}

function list<T, U>(items: WireList<T> | null | undefined, f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  items?.forEach((x, i) => out.push(f(x, i)));
  return out;
}

function seatInfo(p: WirePlayer): SeatInfo {
  return {
    userId: p.userId ?? "",
    username: p.username ?? "",
    color: p.color ?? "",
    connected: Boolean(p.connected),
    isBot: Boolean(p.isBot),
    takeoverAt: Number(p.takeoverAt ?? 0),
    turnEndsAt: Number(p.turnEndsAt ?? 0),
    reserveMs: Number(p.reserveMs ?? 0),
  };
}

/** The snapshot of a decoded state as `seat` sees it (null: a spectator, or before the server sent the seat). */
export function snapshotOf(s: WireState, seat: number | null): GameSnapshot {
  const seats = list(s.players, seatInfo);
  // A delayed spectator's clocks are the turn times of N moves ago: counting down to those would be wrong, so none.
  if (seat === null && (s.spectatorDelay ?? 0) > 0) for (const info of seats) info.turnEndsAt = 0;
  // The history arrives as event codes: the lines are written here, with the names of the seats.
  const nameOf = (i: number) => (seats[i]?.username ? playerName(seats[i].username) : msg("history.player", { n: i + 1 }));
  // the lines name routes and cities of the game's own board
  const map = mapOf({ map: s.map, variant: s.variant });
  return {
    view: viewFromWire(s, seat),
    seats,
    gameName: s.gameName ?? "",
    map: map.id,
    ...(map.variant !== null ? { variant: map.variant } : {}),
    lesson: isLessonId(s.lesson) ? s.lesson : null,
    historyCounts: historyCountsBySeat(s.history),
    host: s.host ?? "",
    history: list(s.history, (h) => historyMessage(h, nameOf, map)),
    spectatorCount: s.spectatorCount ?? 0,
    spectatorDelay: s.spectatorDelay ?? 0,
    ratingChanges: list(s.ratingChanges, (c) => ({ seat: c.seat, before: c.before, after: c.after })),
  };
}
