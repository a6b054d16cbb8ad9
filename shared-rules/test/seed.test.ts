// The seed space: a 128-bit seed is the PRNG's whole state, so every bit changes the game, and the
// same seed always gives the same game.
import assert from "node:assert/strict";
import { isSeed, newGame, seedWord, type GameState } from "../src/index.js";
import { rngStateFromSeed } from "../src/rng.js";

const SEED = "0123456789abcdef0fedcba987654321";

function dealt(seed: string | number): GameState {
  const result = newGame({ seed, colors: ["red", "blue", "green"] });
  assert.ok(result.ok);
  return result.state;
}

/** What a game's randomness decided: the deck order, the face-up row, the offers and the first player. */
function deal(state: GameState): string {
  return JSON.stringify([state.trainDeck, state.faceUp, state.players.map((p) => [p.hand, p.pendingTickets]), state.ticketDeck, state.currentPlayer]);
}

describe("seeds: 128 bits, deterministic", () => {
  it("takes 32 hex digits or a safe integer, and nothing else", () => {
    for (const good of [SEED, 0, 42, 2 ** 53 - 1]) assert.ok(isSeed(good), String(good));
    for (const bad of ["", "xyz", SEED.toUpperCase(), SEED.slice(1), `${SEED}0`, 1.5, -0.5, NaN, null, {}, 2 ** 53]) {
      assert.equal(isSeed(bad), false, String(bad));
      assert.equal(newGame({ seed: bad as never, colors: ["red", "blue"] }).ok, false);
    }
  });

  it("the same 128-bit seed deals the same game", () => {
    assert.equal(deal(dealt(SEED)), deal(dealt(SEED)));
    assert.equal(dealt(SEED).seed, SEED);
  });

  it("each of the 128 bits is part of the PRNG state (the seed space is 2^128)", () => {
    const base = rngStateFromSeed(SEED);
    const states = new Set<string>([JSON.stringify(base)]);
    for (let bit = 0; bit < 128; bit++) {
      const digits = SEED.split("");
      const at = Math.floor(bit / 4);
      digits[at] = (Number.parseInt(digits[at], 16) ^ (1 << bit % 4)).toString(16);
      states.add(JSON.stringify(rngStateFromSeed(digits.join(""))));
    }
    assert.equal(states.size, 129, "flipping any single bit gives a different PRNG state");
  });

  it("seeds one bit apart deal different games", () => {
    const flipped = `${SEED.slice(0, 31)}0`;
    assert.notEqual(deal(dealt(SEED)), deal(dealt(flipped)));
  });

  it("the all-zero seed still shuffles", () => {
    const state = dealt("0".repeat(32));
    assert.ok(state.faceUp.every((c) => c !== null));
  });

  it("integer seeds deal as before (old games and tests replay unchanged)", () => {
    assert.equal(deal(dealt(7)), deal(dealt(7)));
    assert.deepEqual(rngStateFromSeed(7), rngStateFromSeed(7));
  });

  it("seedWord gives a 32-bit number for the bots", () => {
    assert.equal(seedWord(SEED), 0x01234567);
    assert.equal(seedWord(5), 5);
  });
});
