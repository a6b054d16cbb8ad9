// applyCommandInPlace against applyCommand: the same states, events and refusals over whole random games of both
// maps, written into the one state it was given, with only the acting player's object replaced.
import assert from "node:assert/strict";
import { applyCommand, applyCommandInPlace, newGame, type Command, type GameState, type MapId } from "../src/index.js";
import { SEAT_COLORS, playRandomGame } from "./kit.js";

/** Commands that are wrong in most states (a wrong seat, slot, route, tunnel step or ticket). */
function probes(s: GameState, player: number): [number, Command][] {
  const other = (player + 1) % s.players.length;
  return [
    [player, { type: "drawTrainCard", cardLocation: 9 }],
    [player, { type: "buyRoute", routeIndex: 0, trainColor: "locomotive", numberOfWilds: 0 }],
    [player, { type: "selectDestinations", destinationsSelected: [7] }],
    [player, { type: "payTunnel", numberOfWilds: 0 }],
    [player, { type: "buildStation", cityIndex: 0, trainColor: "red", numberOfWilds: 0 }],
    [other, { type: "drawTrainCard", cardLocation: 5 }],
    [other, { type: "pass" }],
  ];
}

function ownedStart(seed: number, players: number, map: MapId): GameState {
  const start = newGame({ seed, colors: SEAT_COLORS.slice(0, players), ...(map === "usa" ? {} : { map }) });
  assert.ok(start.ok);
  return start.state;
}

describe("applyCommandInPlace", () => {
  for (const map of ["usa", "europe"] as const) {
    for (const players of [2, 3, 4, 5]) {
      for (const style of ["uniform", "byType"] as const) {
        it(`plays a ${players}-player ${map} game (${style}) to the very states and events of applyCommand, in one state`, () => {
          const seed = 41 + players * 7 + (style === "byType" ? 1 : 0);
          const owned = ownedStart(seed, players, map);
          let refusals = 0;
          playRandomGame(
            seed,
            players,
            (_before, player, command, after, events) => {
              for (const [seat, probe] of probes(owned, player)) {
                const copied = applyCommand(owned, seat, probe);
                if (copied.ok) continue;
                const untouched = JSON.stringify(owned);
                const refused = applyCommandInPlace(owned, seat, probe);
                assert.deepEqual(refused, copied, "refused with the same error");
                assert.equal(JSON.stringify(owned), untouched, "a refused command leaves the state as it was");
                refusals++;
              }
              const playersBefore = owned.players.slice();
              const r = applyCommandInPlace(owned, player, command);
              assert.ok(r.ok, `${JSON.stringify(command)} refused in place`);
              assert.equal(r.state, owned, "the new state is the one given");
              assert.deepEqual(r.events, events);
              assert.deepEqual(owned, after);
              owned.players.forEach((p, i) => {
                if (i === player) assert.notEqual(p, playersBefore[i], "the acting player's object is replaced");
                else assert.equal(p, playersBefore[i], "other players keep their objects");
              });
            },
            style,
            20_000,
            map,
          );
          assert.equal(owned.phase, "ended");
          assert.ok(refusals > 0);
        });
      }
    }
  }
});
