// Plays the seats a bot controls (bot seats, and dropped seats taken over): when such a seat must act, it waits
// BOT_DELAY_MS, asks the strategy for one of the legal moves of that seat's own view, and sends it through the
// same command path as people.
import { legalActions, mustAct, playerView, seedWord, type Command, type Difficulty, type GameState, type Seed } from "../../../shared-rules/src/index.js";
import type { PlayResult } from "./Game.js";
import type { BotFactory, BotStrategy } from "../../../bots/src/strategy.js";
import { errorField, log } from "../monitoring/log.js";

export interface BotSeats {
  rules(): GameState | null;
  /** The difficulty playing this seat now, or null when a person plays it. */
  botFor(seat: number): Difficulty | null;
  run(seat: number, command: Command): PlayResult;
  /** Grows with every applied command. */
  version(): number;
  /** Whether the bots wait for now (a game of bots only that nobody watches): no move is made until it is false. */
  paused(): boolean;
}

/**
 * Seats that must act now: everybody still choosing opening tickets, or the current player. Asked two or three times
 * per command (turn clock, bots, listing): it reads the few turn facts mustAct needs straight from the state instead
 * of building a whole spectator's view for them.
 */
export function seatsToAct(rules: GameState | null): number[] {
  if (!rules) return [];
  const facts = {
    phase: rules.phase,
    currentPlayer: rules.currentPlayer,
    turnStage: rules.turnStage,
    players: rules.players.map((p) => ({ pendingTicketCount: p.pendingTickets.length })),
  };
  const seats: number[] = [];
  for (let seat = 0; seat < rules.players.length; seat++) if (mustAct(facts, seat)) seats.push(seat);
  return seats;
}

export class BotDriver {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly strategies = new Map<string, BotStrategy>();
  /** Seats whose moves were all refused, with the game version it happened at: not retried until it changes. */
  private readonly stuck = new Map<number, number>();
  private disposed = false;
  /** Saving is paused (GameMaster): a bot's move could not be shown, so bots wait until it resumes. */
  private paused = false;

  constructor(
    private readonly seats: BotSeats,
    private readonly createBot: BotFactory,
    private readonly delayMs: number,
    private readonly seed: Seed,
  ) {}

  /** Call after every change, and when the bots may go on after a pause: starts a timer for each bot seat that must act and has none. */
  schedule(): void {
    if (this.disposed || this.paused || this.seats.paused()) return;
    for (const seat of seatsToAct(this.seats.rules())) {
      if (this.timers.has(seat) || this.seats.botFor(seat) === null) continue;
      if (this.stuck.get(seat) === this.seats.version()) continue;
      this.timers.set(
        seat,
        setTimeout(() => {
          this.timers.delete(seat);
          this.act(seat);
          this.schedule();
        }, this.delayMs),
      );
    }
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimers();
  }

  /** No bot moves until resume(): the moves already waiting to be timed are dropped (resume times them again). */
  pause(): void {
    this.paused = true;
    this.clearTimers();
  }

  resume(): void {
    this.paused = false;
    this.schedule();
  }

  private clearTimers(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private strategyFor(seat: number, difficulty: Difficulty): BotStrategy {
    const key = `${seat}:${difficulty}`;
    let strategy = this.strategies.get(key);
    if (!strategy) {
      strategy = this.createBot(difficulty, (seedWord(this.seed) + seat * 7919) >>> 0);
      this.strategies.set(key, strategy);
    }
    return strategy;
  }

  private act(seat: number): void {
    if (this.disposed || this.paused || this.seats.paused()) return;
    const rules = this.seats.rules();
    const difficulty = this.seats.botFor(seat);
    // The situation may have changed during the delay (the person came back, the game ended).
    if (!rules || difficulty === null || !seatsToAct(rules).includes(seat)) return;
    const legal = legalActions(rules, seat);
    if (legal.length === 0) return;
    let command: Command;
    try {
      command = this.strategyFor(seat, difficulty).chooseAction(playerView(rules, seat), legal);
    } catch (error) {
      log.error({ seat, err: errorField(error) }, "a bot failed, playing its first legal move");
      command = legal[0];
    }
    const result = this.seats.run(seat, command);
    if (result.ok) return;
    log.error({ seat, code: result.error.code }, "a bot's move was refused, playing the first legal move instead");
    if (!this.seats.run(seat, legal[0]).ok) {
      log.error({ seat }, "the rules refuse even their own first legal move; the bot waits for a change");
      this.stuck.set(seat, this.seats.version());
    }
  }
}
