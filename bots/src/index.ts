// Factory for bots: the server, the tournament and the load generator all get their bots here.
import type { BotStrategy, Difficulty } from "./strategy.js";
import { EasyBot } from "./easy.js";
import { MediumBot } from "./medium.js";
import { HardBot } from "./hard.js";

export type { BotStrategy, Difficulty } from "./strategy.js";
export { DIFFICULTIES } from "./strategy.js";
export { EasyBot } from "./easy.js";
export { MediumBot } from "./medium.js";
export { HardBot } from "./hard.js";

const STRATEGIES: Record<Difficulty, new (seed: number) => BotStrategy> = {
  easy: EasyBot,
  medium: MediumBot,
  hard: HardBot,
};

/** A bot of the given difficulty; the same seed and the same views always give the same moves. */
export function createBot(difficulty: Difficulty, seed: number): BotStrategy {
  const Strategy = STRATEGIES[difficulty] ?? STRATEGIES.easy;
  return new Strategy(seed);
}
