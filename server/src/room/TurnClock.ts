// The turn clock (issue 14 item 7): how long each person's seat has for the turn it must play, kept in the game record
// (record.clock) so a restored game goes on with the same deadlines. A turn's count starts when the seat has to act
// (its turn begins, or the opening ticket choice); a real-time seat that runs past the turn time uses its reserve, and
// when turn time and reserve are gone (async: the turn time) the seat is overdue: the bot plays that turn for it,
// and the person has the next one. Bot seats have no clock.
import { seatsToAct } from "./BotDriver.js";
import type { GameState } from "../../../shared-rules/src/index.js";
import { DEFAULT_TIME_CONTROL, type TimeControl } from "../../../shared-rules/protocol/index.js";
import type { GameRecord, TurnClockRecord } from "../domain/records.js";
import type { ServerConfig } from "../config.js";

/** setTimeout takes at most 2^31-1 ms (~24.8 days); a longer wait is armed again when this one ends. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The create options that choose the clock; the lengths only in test mode (ALLOW_TEST_SEED), like the seed. */
export interface ClockOptions {
  timeControl?: TimeControl;
  turnSeconds?: number;
  reserveSeconds?: number;
}

/** A new game's clock, from the form's choice and the server's settings. */
export function newClockRecord(options: ClockOptions, config: ServerConfig): TurnClockRecord {
  const mode = options.timeControl ?? DEFAULT_TIME_CONTROL;
  const test = config.allowTestSeed;
  const turnSeconds =
    test && options.turnSeconds !== undefined ? options.turnSeconds : mode === "async" ? config.asyncTurnHours * 3600 : config.turnSeconds;
  const reserveSeconds = mode === "async" ? 0 : test && options.reserveSeconds !== undefined ? options.reserveSeconds : config.turnReserveSeconds;
  return { mode, turnMs: turnSeconds * 1000, reserveMs: reserveSeconds * 1000, reserveLeft: [], since: [], turn: "" };
}

/** Which turn the seats that must act are in: a change starts a new count for them. */
function turnOf(rules: GameState): string {
  return rules.phase === "playing" ? `turn ${rules.turnNumber}` : rules.phase;
}

export class TurnClock {
  private timer: NodeJS.Timeout | undefined;
  private disposed = false;

  constructor(
    private readonly record: GameRecord,
    /** Called when a seat's time runs out, so the bot is scheduled and the change shown. */
    private readonly onOverdue: () => void,
    private readonly now: () => number = Date.now,
  ) {
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
   * Call after every change, before it is saved: a seat whose turn ended is charged what it used of its reserve,
   * a seat that must act now starts its count. Changes nothing while the same seats are in the same turn.
   */
  observe(rules: GameState | null): void {
    const clock = this.record.clock;
    if (!clock || !rules || this.disposed) return;
    const now = this.now();
    const seats = this.record.seats;
    if (clock.since.length !== seats.length) {
      clock.since = seats.map(() => 0);
      clock.reserveLeft = seats.map(() => clock.reserveMs);
    }
    const turn = turnOf(rules);
    const acting = new Set(rules.phase === "ended" ? [] : seatsToAct(rules).filter((s) => seats[s]?.userId !== null));
    for (let seat = 0; seat < seats.length; seat++) {
      const since = clock.since[seat];
      if (since > 0 && (!acting.has(seat) || turn !== clock.turn)) {
        const over = now - since - clock.turnMs;
        if (over > 0) clock.reserveLeft[seat] = Math.max(0, clock.reserveLeft[seat] - over);
        clock.since[seat] = 0;
      }
      if (acting.has(seat) && clock.since[seat] === 0) clock.since[seat] = now;
    }
    clock.turn = turn;
    this.arm();
  }

  /** Epoch ms when the seat's turn time ends (its reserve starts counting), 0 when it is not on the clock. */
  turnEndsAt(seat: number): number {
    const clock = this.record.clock;
    const since = clock?.since[seat] ?? 0;
    return clock && since > 0 ? since + clock.turnMs : 0;
  }

  /** The seat's reserve as it was when its current turn started (the client counts it down after turnEndsAt). */
  reserveLeft(seat: number): number {
    return this.record.clock?.reserveLeft[seat] ?? 0;
  }

  /** The seat must act and its time is up: the bot plays this turn for it. */
  isOverdue(seat: number): boolean {
    const ends = this.turnEndsAt(seat);
    return ends > 0 && this.now() >= ends + this.reserveLeft(seat);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
  }

  /** One timer, for the next seat whose time runs out. */
  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const clock = this.record.clock;
    if (!clock || this.disposed) return;
    let next = Infinity;
    clock.since.forEach((_, seat) => {
      const ends = this.turnEndsAt(seat);
      if (ends > 0 && !this.isOverdue(seat)) next = Math.min(next, ends + this.reserveLeft(seat));
    });
    if (next === Infinity) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.disposed) return;
      if (clock.since.some((_, seat) => this.isOverdue(seat))) this.onOverdue();
      this.arm();
    }, Math.min(MAX_TIMER_MS, Math.max(0, next - this.now())));
  }
}
