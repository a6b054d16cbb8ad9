// Seeded randomness that lives inside the game state (boardgame.io's approach): the PRNG's internal state is
// plain numbers in GameState.rng, restored for each use and written back, so commands stay pure and replayable.
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

/** The initial PRNG state for a seed. */
export function rngStateFromSeed(seed: number): number[] {
  return [...xoroshiro128plus(seed).getState()];
}

/** A uniformly random integer in [from, to]; returns it with the PRNG state that follows. */
export function randomInt(rng: readonly number[], from: number, to: number): { value: number; rng: number[] } {
  const gen = xoroshiro128plusFromState(rng);
  const value = uniformInt(gen, from, to);
  return { value, rng: [...gen.getState()] };
}

/** Fisher–Yates shuffle of `items` in place; returns the PRNG state that follows. */
export function shuffleInPlace<T>(items: T[], rng: readonly number[]): number[] {
  const gen = xoroshiro128plusFromState(rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return [...gen.getState()];
}
