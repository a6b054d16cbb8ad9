// Plays one bot-only game in-process through the rules: the harness of the tests and the tournament.
import { applyCommand, legalActionsFromView, newGame, playerView, PLAYER_COLORS } from "../../shared-rules/src/index.js";
import type { Command, GameResult, GameState, MapId, VariantId } from "../../shared-rules/src/index.js";
import type { BotStrategy } from "./strategy.js";

/** A game that has not ended after this many commands counts as stuck. */
export const MAX_COMMANDS = 5000;

export interface SelfPlayResult {
  state: GameState;
  result: GameResult | null;
  commands: number;
  /** First rules error a bot's command produced, if any (a bot must never produce one). */
  error: string | null;
  /** Slowest single decision, in ms (only measured when `timed`). */
  slowestMs: number;
  decisionMs: number;
  decisions: number;
}

export interface SelfPlayOptions {
  seed: number;
  bots: BotStrategy[];
  /** The board; "usa" when absent. */
  map?: MapId;
  /** One of the board's table options; the original game when absent. */
  variant?: VariantId;
  /** Test mode: fewer trains each (a short game), as the server's create option trainsPerPlayer. */
  trainsPerPlayer?: number;
  timed?: boolean;
  /** When timed, every decision's duration in ms is appended here. */
  decisionTimes?: number[];
  /** Called after each applied command (tests check invariants here). */
  onCommand?: (player: number, command: Command, legal: Command[], state: GameState) => void;
}

export function playGame(options: SelfPlayOptions): SelfPlayResult {
  const { bots, timed = false } = options;
  const created = newGame({ seed: options.seed, colors: PLAYER_COLORS.slice(0, bots.length), ...(options.map && options.map !== "usa" ? { map: options.map } : {}), ...(options.variant ? { variant: options.variant } : {}), ...(options.trainsPerPlayer ? { trainsPerPlayer: options.trainsPerPlayer } : {}) });
  if (!created.ok) throw new Error(`newGame: ${created.error.code}`);
  let state = created.state;
  const out: SelfPlayResult = { state, result: null, commands: 0, error: null, slowestMs: 0, decisionMs: 0, decisions: 0 };
  while (state.phase !== "ended" && out.commands < MAX_COMMANDS) {
    const seats = state.phase === "choosingTickets" ? bots.map((_, i) => i) : [state.currentPlayer];
    let acted = false;
    for (const seat of seats) {
      const view = playerView(state, seat);
      const legal = legalActionsFromView(view);
      if (legal.length === 0) continue;
      const t0 = timed ? performance.now() : 0;
      const command = bots[seat].chooseAction(view, legal);
      if (timed) {
        const ms = performance.now() - t0;
        out.decisionMs += ms;
        out.slowestMs = Math.max(out.slowestMs, ms);
        options.decisionTimes?.push(ms);
      }
      out.decisions++;
      const applied = applyCommand(state, seat, command);
      out.commands++;
      if (!applied.ok) {
        out.error = `seat ${seat} ${JSON.stringify(command)}: ${applied.error.code}`;
        out.state = state;
        return out;
      }
      state = applied.state;
      acted = true;
      options.onCommand?.(seat, command, legal, state);
      if (state.phase !== "choosingTickets" && seats.length > 1) break;
    }
    if (!acted) {
      out.error = `nobody can act in phase ${state.phase}`;
      break;
    }
  }
  out.state = state;
  out.result = state.result;
  return out;
}
