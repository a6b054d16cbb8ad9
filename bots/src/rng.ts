// A bot's own seeded randomness (pure-rand), so a bot's choices are reproducible from its seed and
// never touch Math.random or the game's PRNG.
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

export class BotRandom {
  private readonly rng: ReturnType<typeof xoroshiro128plus>;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed | 0);
  }

  /** Integer in [from, to]. */
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  /** Float in [0, 1). */
  float(): number {
    return uniformInt(this.rng, 0, 0x3fffffff) / 0x40000000;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }
}
