// The turn clock: how long each person's seat has for the turn it must play (a relaxed game has none: nobody is
// hurried while connected; a dropped seat is SeatPresence's). A turn's count starts
// when the seat has to act (its turn begins, or the opening ticket choice); a real-time seat that runs past the turn
// time uses its reserve, and when turn time and reserve are gone (async: the turn time) the seat is overdue: the bot
// plays that turn for it, and the person has the next one. Bot seats have no clock.
// Durable data only: the settings and the start time in the record's meta, and the time of each logged command. The
// counts are derived from them, live after each change and by a replay of the log when a game is restored, so a
// restored game goes on with the same wall-clock deadlines and the clock adds nothing to the log per turn.
import { seatsToAct } from "./BotDriver.js";
import { replay, type GameState } from "../../../shared-rules/src/index.js";
import { DEFAULT_TIME_CONTROL, type TimeControl } from "../../../shared-rules/protocol/index.js";
import { rulesOptionsOf, type GameRecord, type TurnClockRecord } from "../domain/records.js";
import type { ServerConfig } from "../config.js";

/** setTimeout takes at most 2^31-1 ms (~24.8 days); a longer wait is armed again when this one ends. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The create options that choose the clock; the lengths only in test mode (ALLOW_TEST_SEED), like the seed. */
export interface ClockOptions {
  timeControl?: TimeControl;
  turnSeconds?: number;
  reserveSeconds?: number;
}

/**
 * A new game's clock, from the form's choice and the server's settings. No choice: relaxed for a learner (`newPlayer`:
 * one of the host's first NEW_PLAYER_RELAXED_GAMES games), else the default, which the start may still relax
 * (settleDefaultClock). The lengths are kept for every mode, so a relaxed default that ends up real-time has them.
 */
export function newClockRecord(options: ClockOptions, config: ServerConfig, newPlayer = false): TurnClockRecord {
  const chosen = options.timeControl;
  const mode = chosen ?? (newPlayer ? "relaxed" : DEFAULT_TIME_CONTROL);
  const test = config.allowTestSeed;
  const turnSeconds =
    test && options.turnSeconds !== undefined ? options.turnSeconds : mode === "async" ? config.asyncTurnHours * 3600 : config.turnSeconds;
  const reserveSeconds = mode === "async" ? 0 : test && options.reserveSeconds !== undefined ? options.reserveSeconds : config.turnReserveSeconds;
  return { mode, turnMs: turnSeconds * 1000, reserveMs: reserveSeconds * 1000, ...(chosen === undefined ? { defaulted: true as const } : {}) };
}

/** At the start: a game whose clock nobody chose and that has a bot at the table is played on the relaxed clock. */
export function settleDefaultClock(record: GameRecord): void {
  const clock = record.clock;
  if (clock?.defaulted && clock.startedAt === undefined && record.seats.some((s) => s.bot !== null)) clock.mode = "relaxed";
}

/** A seat's warning before a bot plays its turn: `takeoverAt` is when (epoch ms). */
export type TakeoverWarning = (seat: number, takeoverAt: number) => void;

/** Which turn the seats that must act are in: a change starts a new count for them. */
function turnOf(rules: GameState): string {
  return rules.phase === "playing" ? `turn ${rules.turnNumber}` : rules.phase;
}

/** Where each seat stands: derived, never stored. */
interface SeatCounts {
  /** Per seat: epoch ms when its current count started; 0 when it has nothing to do. */
  since: number[];
  /** Per seat: reserve left, in ms. */
  reserveLeft: number[];
  /** The turn the counts belong to ("choosingTickets", "turn 12"): a new turn starts a new count. */
  turn: string;
  /** Per seat: its current count's running out has been told (onOverdue), so it is not timed again. */
  told: boolean[];
  /** Per seat: its person was warned before this count runs out (onWarning). */
  warned: boolean[];
}

export class TurnClock {
  private timer: NodeJS.Timeout | undefined;
  /** Epoch ms the armed timer is due at (Infinity: none armed). */
  private timerDue = Infinity;
  private disposed = false;
  private readonly counts: SeatCounts = { since: [], reserveLeft: [], turn: "", told: [], warned: [] };
  /** Log entries already counted: a change with a new command is timed by that command. */
  private counted = 0;
  /** Epoch ms saving paused at (GameMaster), null otherwise: no time runs out while the game cannot go on. */
  private pausedAt: number | null = null;

  constructor(
    private readonly record: GameRecord,
    /** Called when a seat's time runs out, so the bot is scheduled and the change shown. */
    private readonly onOverdue: () => void,
    private readonly now: () => number = Date.now,
    /** Told `warningMs` before a seat's time runs out (at once when its whole count is shorter). */
    private readonly warning: { ms: number; onWarning: TakeoverWarning } | null = null,
  ) {
    this.rebuild();
    this.arm();
  }

  get mode(): TimeControl | null {
    return this.record.clock?.mode ?? null;
  }

  /** Async games: a person who leaves keeps the seat (no bot after RECONNECT_SECONDS); only the clock hands it over. */
  get keepsSeats(): boolean {
    return this.mode === "async";
  }

  /**
   * Call after every change: a seat whose turn ended is charged what it used of its reserve, a seat that must act now
   * starts its count. Changes nothing while the same seats are in the same turn.
   */
  observe(rules: GameState | null): void {
    const clock = this.record.clock;
    if (!clock || !rules || this.disposed) return;
    const log = this.record.log;
    // Timed by the newest command when there is one, so that a restored game derives the very same counts.
    let at = log.length > this.counted ? (log[log.length - 1].at ?? this.now()) : this.now();
    if (clock.startedAt === undefined) {
      clock.startedAt = this.now();
      at = clock.startedAt;
    }
    this.counted = log.length;
    this.count(rules, at);
    this.arm();
  }

  /** A restored game: its log replayed with the commands' times (the rules are pure: the very same states). */
  private rebuild(): void {
    const clock = this.record.clock;
    if (!clock || clock.startedAt === undefined || this.record.status !== "playing") return;
    const startedAt = clock.startedAt;
    const replayed = replay(rulesOptionsOf(this.record), this.record.log,
      (state, entry) => this.count(state, entry?.at ?? startedAt));
    if (replayed.ok) this.counted = this.record.log.length;
  }

  private count(rules: GameState, at: number): void {
    const clock = this.record.clock!;
    const counts = this.counts;
    const seats = this.record.seats;
    if (counts.since.length !== seats.length) {
      counts.since = seats.map(() => 0);
      counts.reserveLeft = seats.map(() => clock.reserveMs);
      counts.told = seats.map(() => false);
      counts.warned = seats.map(() => false);
    }
    const turn = turnOf(rules);
    // Relaxed: nobody's time runs while they are connected (a dropped seat is SeatPresence's to hand over).
    const timed = rules.phase !== "ended" && clock.mode !== "relaxed";
    const acting = new Set(timed ? seatsToAct(rules).filter((s) => seats[s]?.userId !== null) : []);
    for (let seat = 0; seat < seats.length; seat++) {
      const since = counts.since[seat];
      if (since > 0 && (!acting.has(seat) || turn !== counts.turn)) {
        const over = at - since - clock.turnMs;
        if (over > 0) counts.reserveLeft[seat] = Math.max(0, counts.reserveLeft[seat] - over);
        counts.since[seat] = 0;
        counts.told[seat] = false;
        counts.warned[seat] = false;
      }
      if (acting.has(seat) && counts.since[seat] === 0) counts.since[seat] = at;
    }
    counts.turn = turn;
  }

  /** Epoch ms when the seat's turn time ends (its reserve starts counting), 0 when it is not on the clock. */
  turnEndsAt(seat: number): number {
    const clock = this.record.clock;
    const since = this.counts.since[seat] ?? 0;
    return clock && since > 0 ? since + clock.turnMs : 0;
  }

  /** The seat's reserve as it was when its current turn started (the client counts it down after turnEndsAt). */
  reserveLeft(seat: number): number {
    return this.record.clock ? (this.counts.reserveLeft[seat] ?? 0) : 0;
  }

  /** Epoch ms when the seat's time (turn and reserve) runs out and a bot plays its turn, 0 when it is not on the clock. */
  takeoverAt(seat: number): number {
    const ends = this.turnEndsAt(seat);
    return ends > 0 ? ends + this.reserveLeft(seat) : 0;
  }

  /** When the seat is warned: warningMs before its takeover, or when its count started if that is later. */
  private warnAt(seat: number): number {
    return Math.max(this.counts.since[seat], this.takeoverAt(seat) - (this.warning?.ms ?? 0));
  }

  /** The seat must act and its time is up: the bot plays this turn for it. */
  isOverdue(seat: number): boolean {
    if (this.pausedAt !== null) return false;
    const ends = this.turnEndsAt(seat);
    return ends > 0 && this.now() >= ends + this.reserveLeft(seat);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
  }

  /** Saving is paused: nobody can see the game move, so no seat's time runs out until resume(). */
  pause(): void {
    if (this.pausedAt !== null || this.disposed) return;
    this.pausedAt = this.now();
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerDue = Infinity;
  }

  /**
   * Saving resumed: every running count gets back the time it ran while paused (its start moves later). In memory
   * only: a game restored after a restart derives its counts from the log's times again (down time counts there).
   */
  resume(): void {
    const pausedAt = this.pausedAt;
    if (pausedAt === null) return;
    this.pausedAt = null;
    const now = this.now();
    this.counts.since.forEach((since, seat) => {
      if (since > 0) this.counts.since[seat] = since + (now - Math.max(since, pausedAt));
    });
    this.arm();
  }

  /**
   * One timer, for the next seat whose time runs out and has not been told. "Told" is kept, never re-read from the
   * time: a timer may fire a millisecond early and the time moves on between two reads, so a seat that read "not yet"
   * in the timer may read "overdue" here; it is timed again (at once) until the timer itself tells of it.
   */
  private arm(): void {
    const clock = this.record.clock;
    let next = Infinity;
    if (clock && !this.disposed && this.pausedAt === null) {
      this.counts.since.forEach((since, seat) => {
        if (since > 0 && !this.counts.told[seat]) next = Math.min(next, this.takeoverAt(seat));
        if (since > 0 && !this.counts.told[seat] && this.warning && !this.counts.warned[seat]) next = Math.min(next, this.warnAt(seat));
      });
    }
    // A timer already due no later than the next deadline is kept: it finds nobody overdue yet and arms again for
    // what is due then. Most commands move the deadline later (a new turn), and re-arming on each of them cost a
    // Timeout, its closure and a timer list per command (CPU profile of the full-speed step).
    if (next !== Infinity && this.timer !== undefined && this.timerDue <= next) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.timerDue = Infinity;
    if (next === Infinity) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, next - this.now()));
    this.timerDue = this.now() + delay;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerDue = Infinity;
      if (this.disposed) return;
      let ranOut = false;
      const now = this.now();
      this.counts.since.forEach((since, seat) => {
        if (since === 0 || this.counts.told[seat]) return;
        if (this.warning && !this.counts.warned[seat] && now >= this.warnAt(seat)) {
          this.counts.warned[seat] = true;
          this.warning.onWarning(seat, this.takeoverAt(seat));
        }
        if (!this.isOverdue(seat)) return;
        this.counts.told[seat] = true;
        ranOut = true;
      });
      if (ranOut) this.onOverdue();
      this.arm();
    }, delay);
  }
}
