// The client-side adapter: a PlayerView rebuilt from the server's schema tree must allow exactly the moves the
// rules allow that seat, so that load-test bots play the same game as server bots. Uses the server's own
// projection (GameSession + project) on seeded bot games.
import assert from "node:assert/strict";
import { legalActions, legalActionsFromView, PLAYER_COLORS, type Command } from "../../shared-rules/src/index.js";
import { createBot } from "../src/index.js";
import { playGame } from "../src/selfPlay.js";
import { viewFromSchema, type SchemaState } from "../src/viewFromSchema.js";
import { TtrState } from "../../server/src/schema/TtrState.js";
import { GameSession } from "../../server/src/room/GameSession.js";
import { project } from "../../server/src/room/project.js";

const key = (list: Command[]) => list.map((c) => JSON.stringify(c)).sort();

describe("viewFromSchema", () => {
  for (const players of [2, 5]) {
    it(`gives the same legal moves as the rules at every step of a seeded ${players}-player game`, () => {
      const log: { player: number; command: Command }[] = [];
      const seed = 40 + players;
      playGame({ seed, bots: PLAYER_COLORS.slice(0, players).map((_, i) => createBot("medium", i + 1)), onCommand: (player, command) => log.push({ player, command }) });
      const session = GameSession.create("view-test", "view test", seed);
      PLAYER_COLORS.slice(0, players).forEach((color, i) => session.join(i + 1, `p${i + 1}`, color));
      const state = new TtrState();
      const check = () => {
        project(state, session, () => true, 0);
        const rules = session.rules!;
        for (let seat = 0; seat < players; seat++) {
          const view = viewFromSchema(state as unknown as SchemaState, seat);
          assert.deepEqual(key(legalActionsFromView(view)), key(legalActions(rules, seat)), `seat ${seat} after ${rules.turnNumber} turns`);
          assert.deepEqual(view.me?.hand, rules.players[seat].hand);
          assert.deepEqual(view.routeOwners, rules.routeOwners);
        }
      };
      assert.ok(session.start().ok);
      check();
      for (const { player, command } of log) {
        assert.ok(session.apply(player, command).ok);
        if (session.rules!.phase !== "ended") check();
      }
    });
  }

  it("gives a spectator no hand and no moves", () => {
    const session = GameSession.create("view-test-2", "view test", 3);
    session.join(1, "p1", "red");
    session.join(2, "p2", "blue");
    assert.ok(session.start().ok);
    const state = new TtrState();
    project(state, session, () => true, 1);
    const view = viewFromSchema(state as unknown as SchemaState, null);
    assert.equal(view.me, null);
    assert.deepEqual(legalActionsFromView(view), []);
  });
});
