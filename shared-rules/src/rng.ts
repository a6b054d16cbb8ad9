// Seeded randomness that lives inside the game state (boardgame.io's approach): the PRNG's internal state is
// plain numbers in GameState.rng, restored for each use and written back, so commands stay pure and replayable.
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

/**
 * A game's seed: 32 hex digits (128 random bits: the server's seeds, too many to search from one player's view), or
 * a safe integer (tests and old games; 2^31 of those can be searched in minutes).
 */
export type Seed = number | string;

const SEED_HEX = /^[0-9a-f]{32}$/;

export function isSeed(value: unknown): value is Seed {
  return Number.isSafeInteger(value) || (typeof value === "string" && SEED_HEX.test(value));
}

/** The initial PRNG state for a seed. A 128-bit seed is xoroshiro128+'s whole state, word for word. */
export function rngStateFromSeed(seed: Seed): number[] {
  if (typeof seed === "number") return [...xoroshiro128plus(seed).getState()];
  const words: number[] = [0, 8, 16, 24].map((at) => Number.parseInt(seed.slice(at, at + 8), 16) | 0);
  // The all-zero state would only ever produce zeros.
  if (!words.some((w) => w !== 0)) words[3] = 1;
  return [...xoroshiro128plusFromState(words).getState()];
}

/** A 32-bit number derived from a seed, for randomness outside the rules (e.g. the bots' own PRNGs). */
export function seedWord(seed: Seed): number {
  return typeof seed === "number" ? seed >>> 0 : Number.parseInt(seed.slice(0, 8), 16) >>> 0;
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
