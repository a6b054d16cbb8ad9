// Purity and determinism (the rules: "leaving the input state untouched"; "the same seed and the same command list
// replay to the identical state").
import assert from "node:assert/strict";
import { ERR, applyCommand, replay, type Command, type GameState } from "../src/index.js";
import { SEAT_COLORS, playRandomGame } from "./kit.js";

describe("replay", () => {
  for (const players of [2, 5]) {
    it(`replays a whole ${players}-player game to the identical state and events`, () => {
      const events: unknown[] = [];
      const { state, log } = playRandomGame(17 + players, players, (_b, _p, _c, _a, e) => events.push(...e));
      const r = replay({ seed: 17 + players, colors: SEAT_COLORS.slice(0, players) }, log);
      assert.ok(r.ok);
      if (!r.ok) return;
      assert.deepEqual(r.state, state);
      assert.equal(r.state.phase, "ended");
      assert.deepEqual(r.events.slice(-events.length), events);
      assert.deepEqual(JSON.parse(JSON.stringify(r.state)), state, "the state survives JSON as it is");
    });
  }

  it("answers the first failing command's error unchanged", () => {
    const r = replay({ seed: 1, colors: ["red", "blue"] }, [{ player: 0, command: { type: "drawTrainCard", cardLocation: 5 } }]);
    assert.ok(!r.ok && r.error.code === ERR.drawAgainNotAllowed);
  });

  it("a different seed gives a different game from the same start", () => {
    const a = replay({ seed: 1, colors: ["red", "blue"] }, []);
    const b = replay({ seed: 2, colors: ["red", "blue"] }, []);
    assert.ok(a.ok && b.ok);
    if (a.ok && b.ok) assert.notDeepEqual(a.state.trainDeck, b.state.trainDeck);
  });
});

describe("purity", () => {
  it("never changes the input state, for legal and illegal commands alike, over a whole game", () => {
    const illegal: Command[] = [
      { type: "buyRoute", routeIndex: 0, trainColor: "locomotive", numberOfWilds: 0 },
      { type: "drawTrainCard", cardLocation: 9 },
      { type: "selectDestinations", destinationsSelected: [7] },
      { type: "pass" },
    ];
    playRandomGame(23, 4, (before: GameState, player) => {
      const frozen = JSON.stringify(before);
      for (const cmd of illegal) applyCommand(before, player, cmd);
      applyCommand(before, (player + 1) % 4, { type: "drawTrainCard", cardLocation: 5 });
      assert.equal(JSON.stringify(before), frozen);
    });
  });

  it("works on deeply frozen states (no hidden writes)", () => {
    const deepFreeze = <T>(x: T): T => {
      if (x && typeof x === "object") {
        for (const v of Object.values(x)) deepFreeze(v);
        Object.freeze(x);
      }
      return x;
    };
    // Commands copy only the parts they write (draftOf): a write to any other part throws on a frozen input.
    for (const players of [2, 3, 4, 5]) {
      for (const style of ["uniform", "byType"] as const) {
        playRandomGame(29 + players, players, (before, player, command) => {
          const r = applyCommand(deepFreeze(structuredClone(before)), player, command);
          assert.ok(r.ok);
        }, style);
      }
    }
  });
});
