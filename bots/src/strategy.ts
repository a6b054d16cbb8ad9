// The Plugin interface every bot strategy implements. A bot sees exactly what its seat may see
// (a PlayerView) and the legal moves computed from it; it never touches the full game state.
import type { Command, Difficulty, PlayerView } from "../../shared-rules/src/index.js";

export { DIFFICULTIES, type Difficulty } from "../../shared-rules/src/index.js";

export interface BotStrategy {
  readonly difficulty: Difficulty;
  /** Picks one of `legal` (never empty when called). */
  chooseAction(view: PlayerView, legal: Command[]): Command;
}

/** Factory signature implemented by bots/src/index.ts: `createBot(difficulty, seed)`. */
export type BotFactory = (difficulty: Difficulty, seed: number) => BotStrategy;
