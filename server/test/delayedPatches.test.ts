// A delayed game's spectators are sent the game room's own shared patches, held back (room/spectatorDelay/
// DelayedPatches.ts); a spectator who joins gets a checkpoint the room's encoder wrote earlier and the patches released
// since, in one message. Checked with the real encoder and decoder over whole bot games: every state a spectator
// decodes, whether they watched from the start or joined at any move, is the room's tree (without the seats' private
// parts) as it was at the newest version released, and never newer.
import assert from "node:assert/strict";
import { SchemaSerializer, type Serializer } from "@colyseus/core";
import { Reflection, type Decoder } from "@colyseus/schema";
import { PLAYER_COLORS, type Command } from "../../shared-rules/src/index.js";
import { createBot } from "../../bots/src/index.js";
import { playGame } from "../../bots/src/selfPlay.js";
import { TtrState } from "../src/schema/TtrState.js";
import { handshakeOf, leanSerializer, tapSharedPatches } from "../src/colyseusInternals/leanSerializer.js";
import { Game } from "../src/game/Game.js";
import { project } from "../src/room/project.js";
import { DelayedPatches } from "../src/room/spectatorDelay/DelayedPatches.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded states are untyped */

/** The tree as a spectator may know it: everything but the seats' private parts. */
function publicJson(state: any): string {
  const json = state.toJSON();
  for (const player of json.players ?? []) delete player.private;
  return JSON.stringify(json);
}

function decode(decoder: Decoder, message: Buffer): void {
  decoder.decode(message, { offset: 1 });
}

function commandsOf(seed: number, players: number): { player: number; command: Command }[] {
  const log: { player: number; command: Command }[] = [];
  playGame({ seed, bots: PLAYER_COLORS.slice(0, players).map((_, i) => createBot("medium", seed * 10 + i)), onCommand: (player, command) => log.push({ player, command }) });
  return log;
}

describe("server: a delayed game's spectators decode the game room's own patches", function () {
  this.timeout(120_000);

  for (const { seed, players, delay } of [
    { seed: 71, players: 5, delay: 5 },
    { seed: 72, players: 2, delay: 1 },
    { seed: 73, players: 3, delay: 12 },
  ]) {
    it(`gives every spectator the room's tree as it was ${delay} moves back (${players} players, seed ${seed})`, () => {
      const game = Game.create("g", "delayed", seed);
      PLAYER_COLORS.slice(0, players).forEach((color, i) => game.join(i + 1, `player${i + 1}`, color));
      const state = new TtrState();
      const serializer = leanSerializer(new SchemaSerializer<TtrState>()) as Serializer<unknown>;
      serializer.reset(state);
      const patches = new DelayedPatches();
      /** The public tree at each version, as the room held it right after patching it. */
      const trees = new Map<number, string>();
      const fullState = tapSharedPatches(serializer, (patch) => {
        patches.record(patch, game.version, fullState);
        trees.set(game.version, publicJson(state));
      });
      const handshake = handshakeOf(serializer);
      const newSpectator = () => Reflection.decode(handshake, { offset: 0 }) as Decoder;
      const show = () => {
        project(state, game, () => true, 1);
        serializer.applyPatches([], state);
      };

      show();
      const early = newSpectator();
      decode(early, patches.joinState());
      assert.equal(game.start().ok, true);
      show();

      const log = commandsOf(seed, players);
      let joins = 0;
      log.forEach(({ player, command }, move) => {
        const applied = game.apply(player, command);
        assert.equal(applied.ok, true, `move ${move + 1}`);
        show();
        const allowed = game.record.status === "ended" ? game.version : Math.max(1, game.version - delay);
        const released = patches.release(allowed);
        if (released) decode(early, released);
        const shown = patches.shownVersion;
        assert.ok(shown <= allowed, `move ${move + 1}: version ${shown} released while ${allowed} may be seen`);
        assert.equal(publicJson(early.state), trees.get(shown), `the early spectator at move ${move + 1}`);
        if (move % 7 === 3 || game.record.status === "ended") {
          const late = newSpectator();
          decode(late, patches.joinState());
          assert.equal(publicJson(late.state), trees.get(shown), `a spectator joining at move ${move + 1}`);
          joins += 1;
        }
      });
      assert.equal(game.record.status, "ended");
      assert.ok(joins > 10);
      assert.equal(patches.heldBack, 0, "everything is released at the end");
      // Nothing private ever went into the recorded bytes: the decoded players have no private part.
      for (const p of (early.state as any).players) assert.equal(p.private, undefined);
    });
  }
});
