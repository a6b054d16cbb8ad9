// A game as its delayed spectators see it: the rules replayed from the seed and the live game's command log, up to
// N moves behind the players (all of them once the game is over). The rules are deterministic, so replaying the same
// commands gives the very state the players saw then; each step only applies the commands it moves past. The
// spectators themselves are sent the game room's patches (DelayedPatches); this is what the lobby listing and
// GET /api/games/:id read, and what a restored game's room is shown its last moves from.
import type { ArraySchema } from "@colyseus/schema";
import { applyCommandInPlace, newGame, replay, type GameEvent, type GameState } from "../../../../shared-rules/src/index.js";
import type { Game } from "../../game/Game.js";
import { rulesOptionsOf } from "../../domain/records.js";
import type { ProjectedGame } from "../project.js";
import { appendHistory } from "../../game/historyList.js";

/** Whether a game's spectators are kept behind: a delay was chosen and a person plays (nobody to tip off in an all-bot game). */
export function isDelayed(live: Game): boolean {
  return (live.record.spectatorDelay ?? 0) > 0 && live.seats.some((seat) => seat.userId !== null);
}

export class DelayedGame implements ProjectedGame {
  private state: GameState | null = null;
  /** Commands of the live log applied to `state`. */
  private applied = 0;
  /**
   * The synced histories that follow the moves shown (a restored game room's, while its last moves are shown again),
   * with the entries each has received: they get the events of the moves shown, never of newer ones.
   */
  private readonly histories = new Map<ArraySchema<number>, number>();

  constructor(private readonly live: Game) {}

  /** Keeps `history` the list of the moves shown: filled now with those shown so far (a replay), then at each step. */
  followHistory(history: ArraySchema<number>): void {
    let added = 0;
    if (this.state) {
      const shownSoFar = replay({ seed: this.live.record.seed, colors: this.live.seats.map((s) => s.color) }, this.live.record.log.slice(0, this.applied));
      if (!shownSoFar.ok) throw new Error(`game ${this.live.record.id} does not replay: ${shownSoFar.error.code}`);
      added = appendHistory(history, shownSoFar.events, 0);
    }
    this.histories.set(history, added);
  }

  unfollowHistory(history: ArraySchema<number>): void {
    this.histories.delete(history);
  }

  get rules(): GameState | null {
    return this.state;
  }

  get seats(): Game["seats"] {
    return this.live.seats;
  }

  /** Name and status (the status is read only before the start, when nothing is delayed). */
  get record(): Game["record"] {
    return this.live.record;
  }

  hostName(): string {
    return this.live.hostName();
  }

  /** Like Game.version, for the moves shown. */
  get version(): number {
    return this.applied + (this.state ? 1 : 0);
  }

  /** Moves the shown state is behind the live one right now. */
  get movesBehind(): number {
    return this.live.record.log.length - this.applied;
  }

  /** The commands the spectators may see now: all but the newest N of a delayed game that is still on. */
  private shownTarget(): number {
    const log = this.live.record.log.length;
    if (this.live.record.status === "ended" || !isDelayed(this.live)) return log;
    return Math.max(0, log - (this.live.record.spectatorDelay ?? 0));
  }

  /** How many entries `history` (followed) has received. */
  historyAdded(history: ArraySchema<number>): number {
    return this.histories.get(history) ?? 0;
  }

  /**
   * Moves the shown state forward to what may be seen now (or `beyond` moves further, up to the live game: a restored
   * game's room is shown its last moves one by one); answers whether it changed.
   */
  catchUp(beyond = 0): boolean {
    if (!this.live.started) return false;
    const before = this.version;
    if (!this.state) {
      const start = newGame(rulesOptionsOf(this.live.record));
      if (!start.ok) throw new Error(`game ${this.live.record.id} does not start again: ${start.error.code}`);
      this.show(start.state, start.events);
    }
    const log = this.live.record.log;
    const target = Math.min(log.length, Math.max(this.shownTarget(), this.applied) + beyond);
    while (this.applied < target) {
      const { player, command } = log[this.applied];
      // the shown state is this game's alone, and readers take from it at once (see Game.apply)
      const next = applyCommandInPlace(this.state!, player, command);
      if (!next.ok) throw new Error(`game ${this.live.record.id} does not replay at move ${this.applied + 1}: ${next.error.code}`);
      this.applied += 1;
      this.show(next.state, next.events);
    }
    return this.version !== before;
  }

  private show(state: GameState, events: readonly GameEvent[]): void {
    this.state = state;
    for (const [history, added] of this.histories) this.histories.set(history, appendHistory(history, events, added));
  }
}
