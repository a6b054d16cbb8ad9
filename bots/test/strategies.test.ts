// Each strategy plays seeded games to the end: every command legal, deterministic per seed, never stuck.
import assert from "node:assert/strict";
import { createBot, DIFFICULTIES, type Difficulty } from "../src/index.js";
import { playGame, MAX_COMMANDS } from "../src/selfPlay.js";
import { legalActionsFromView, newGame, playerView, PLAYER_COLORS } from "../../shared-rules/src/index.js";
import type { Command } from "../../shared-rules/src/index.js";

const SEEDS = [1, 2, 3, 17, 99, 2024];
const key = (c: Command) => JSON.stringify(c);

describe("bot strategies", function () {
  // Whole games played by the bots: fixed CPU work (the hard bot plans), a few seconds alone, past mocha's 20 s
  // default with the test files side by side on a busy machine. The games are the same; only the bound moves.
  this.timeout(300_000);
  for (const difficulty of DIFFICULTIES) {
    describe(difficulty, () => {
      it("plays only legal moves to the end of 2- to 5-player games", () => {
        for (const seed of SEEDS) {
          const players = 2 + (seed % 4);
          const bots = Array.from({ length: players }, (_, i) => createBot(difficulty, seed * 10 + i));
          const game = playGame({
            seed,
            bots,
            onCommand: (_p, command, legal) => assert.ok(legal.some((l) => key(l) === key(command)), `illegal ${key(command)}`),
          });
          assert.equal(game.error, null, `seed ${seed}: ${game.error}`);
          assert.equal(game.state.phase, "ended", `seed ${seed} stuck after ${game.commands} commands`);
          assert.ok(game.commands < MAX_COMMANDS);
        }
      });

      it("is deterministic for a given seed", () => {
        const run = () => {
          const log: string[] = [];
          playGame({
            seed: 7,
            bots: [createBot(difficulty, 11), createBot(difficulty, 12), createBot(difficulty, 13)],
            onCommand: (p, c) => log.push(`${p}:${key(c)}`),
          });
          return log;
        };
        assert.deepEqual(run(), run());
      });
    });
  }

  it("mixed tables of all difficulties finish without errors", () => {
    const mix: Difficulty[] = ["easy", "medium", "hard", "hard", "medium"];
    for (const seed of [5, 6, 8]) {
      const game = playGame({ seed, bots: mix.map((d, i) => createBot(d, seed + i)) });
      assert.equal(game.error, null);
      assert.ok(game.result, "game ended with a result");
    }
  });

  it("falls back to a legal move when handed a view it cannot plan on", () => {
    const created = newGame({ seed: 3, colors: PLAYER_COLORS.slice(0, 2) });
    assert.ok(created.ok);
    const view = playerView(created.state, 0);
    const legal = legalActionsFromView(view);
    for (const d of DIFFICULTIES) {
      const broken = { ...view, routeOwners: [] as number[], me: view.me && { ...view.me, tickets: [999] } };
      const move = createBot(d, 1).chooseAction(broken, legal);
      assert.ok(legal.includes(move));
    }
  });

  it("chooses pass when pass is the only legal move", () => {
    const created = newGame({ seed: 4, colors: PLAYER_COLORS.slice(0, 2) });
    assert.ok(created.ok);
    const view = playerView(created.state, 0);
    const pass: Command = { type: "pass" };
    for (const d of DIFFICULTIES) assert.equal(createBot(d, 1).chooseAction(view, [pass]), pass);
  });

  it("createBot falls back to easy for an unknown difficulty", () => {
    assert.equal(createBot("nonsense" as Difficulty, 1).difficulty, "easy");
  });
});
