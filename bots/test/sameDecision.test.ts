// Load-test bots and server bots make the same decision from the same state: a server bot reads the
// rules' playerView; a load-test bot reads the synced state through the wire contract's viewFromWire. Fed through
// the server's own projection (Game + project) and the decoded-JSON form of the schema, two bots of the
// same difficulty and seed must choose the same command at every step of seeded games, for every difficulty.
import assert from "node:assert/strict";
import { legalActionsFromView, mustAct, playerView, MAP_IDS, PLAYER_COLORS, type GameState } from "../../shared-rules/src/index.js";
import { viewFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import { createBot } from "../src/index.js";
import { DIFFICULTIES } from "../src/strategy.js";
import { TtrState } from "../../server/src/schema/TtrState.js";
import { Game } from "../../server/src/game/Game.js";
import { project } from "../../server/src/room/project.js";

const MAX_STEPS = 3000;

describe("load-test bots and server bots decide alike", () => {
  for (const map of MAP_IDS) for (const difficulty of DIFFICULTIES) {
    for (const players of [2, 4]) {
      it(`${map}, ${difficulty}, ${players} players: the same command from viewFromWire(wire) as from playerView(rules), every step`, () => {
        const seed = 700 + players;
        const game = Game.create(`same-${difficulty}-${players}`, "same decision", seed, map);
        PLAYER_COLORS.slice(0, players).forEach((color, i) => game.join(i + 1, `p${i + 1}`, color));
        assert.ok(game.start().ok);
        const serverBots = PLAYER_COLORS.slice(0, players).map((_, i) => createBot(difficulty, seed + i));
        const wireBots = PLAYER_COLORS.slice(0, players).map((_, i) => createBot(difficulty, seed + i));
        const schema = new TtrState();
        let steps = 0;
        while ((game.rules as GameState).phase !== "ended") {
          assert.ok(++steps < MAX_STEPS, "the game ends");
          const rules = game.rules as GameState;
          project(schema, game, () => true, 0);
          const wire = schema.toJSON() as WireState;
          const seat = rules.players.findIndex((_, i) => mustAct(playerView(rules, i), i));
          const fromRules = playerView(rules, seat);
          const fromWire = viewFromWire(wire, seat);
          assert.ok(fromWire);
          const mine = serverBots[seat].chooseAction(fromRules, legalActionsFromView(fromRules));
          const theirs = wireBots[seat].chooseAction(fromWire, legalActionsFromView(fromWire));
          assert.deepEqual(theirs, mine, `step ${steps}, seat ${seat}`);
          assert.ok(game.apply(seat, mine).ok);
        }
      });
    }
  }
});
