// Ferries (Europe rules: "gray routes with locomotive symbols: the payment holds at least that many locomotives"):
// the check, the payment, and the hints and legal moves built on it.
import assert from "node:assert/strict";
import { ERR, claimOptions, legalActions, playerView, routeClaimBlocker, type CardColor, type Command, type Hand, type RulesErrorCode } from "../src/index.js";
import { ok, rejects, routeId, turnOf } from "./kit.js";

const E = (a: string, b: string) => routeId(a, b, undefined, "europe");
const AMS_LON = E("Amsterdam", "London"); // gray ferry 2, 2 locomotives
const PAL_SMY = E("Palermo", "Smyrna"); // gray ferry 6, 2 locomotives (a length-6 route: 15 points)
const ATH_SMY = E("Athina", "Smyrna"); // gray ferry 2, 1 locomotive

const buy = (routeIndex: number, trainColor: CardColor, numberOfWilds = 0): Command => ({ type: "buyRoute", routeIndex, trainColor, numberOfWilds });
const europe = (hand: Partial<Hand>) => turnOf(0, { map: "europe", hand });

describe("ferries: the payment holds at least the ferry's locomotives", () => {
  const cases: [string, number, Partial<Hand>, Command, RulesErrorCode | null][] = [
    ["2-locomotive ferry paid with 2 colour cards", AMS_LON, { red: 2, locomotive: 2 }, buy(AMS_LON, "red", 0), ERR.notEnoughLocomotives],
    ["2-locomotive ferry paid with 1 colour + 1 locomotive", AMS_LON, { red: 2, locomotive: 2 }, buy(AMS_LON, "red", 1), ERR.notEnoughLocomotives],
    ["2-locomotive ferry paid with 2 locomotives", AMS_LON, { locomotive: 2 }, buy(AMS_LON, "locomotive", 2), null],
    ["1-locomotive ferry paid with 1 colour + 1 locomotive", ATH_SMY, { blue: 1, locomotive: 1 }, buy(ATH_SMY, "blue", 1), null],
    ["1-locomotive ferry paid with no locomotive", ATH_SMY, { blue: 2 }, buy(ATH_SMY, "blue", 0), ERR.notEnoughLocomotives],
    ["6-long 2-locomotive ferry: 4 colour + 2 locomotives", PAL_SMY, { green: 4, locomotive: 2 }, buy(PAL_SMY, "green", 2), null],
    ["locomotives declared but not held", PAL_SMY, { green: 6, locomotive: 1 }, buy(PAL_SMY, "green", 2), ERR.notEnoughCards],
  ];
  for (const [rule, , hand, command, error] of cases) {
    it(`${rule} → ${error ?? "claimed"}`, () => {
      const s = europe(hand);
      if (error !== null) rejects(s, 0, command, error);
      else ok(s, 0, command);
    });
  }

  it("scores a length-6 ferry 15 points and spends its locomotives into the discard", () => {
    const { state, events } = ok(europe({ green: 4, locomotive: 2 }), 0, buy(PAL_SMY, "green", 2));
    assert.equal(state.players[0].routePoints, 15);
    assert.deepEqual(state.trainDiscard.slice(-6).sort(), ["green", "green", "green", "green", "locomotive", "locomotive"]);
    assert.equal(events[0].type, "routeClaimed");
  });

  it("claimOptions and the legal moves list only payments with enough locomotives", () => {
    const view = playerView(europe({ red: 3, blue: 1, locomotive: 2 }), 0);
    assert.deepEqual(claimOptions(view, AMS_LON), [{ trainColor: "locomotive", numberOfWilds: 2 }]);
    const athSmy = claimOptions(view, ATH_SMY);
    assert.ok(athSmy.length > 0 && athSmy.every((o) => o.numberOfWilds >= 1));
    const moves = legalActions(europe({ red: 3, blue: 1, locomotive: 2 }), 0).filter((c) => c.type === "buyRoute" && c.routeIndex === AMS_LON);
    assert.deepEqual(moves, [{ type: "buyRoute", routeIndex: AMS_LON, trainColor: "locomotive", numberOfWilds: 2 }]);
  });

  it("routeClaimBlocker says a ferry needs locomotives", () => {
    const view = playerView(europe({ red: 5 }), 0);
    assert.equal(routeClaimBlocker(view, AMS_LON), "this ferry needs 2 locomotives (short 2 cards)");
    assert.equal(routeClaimBlocker(playerView(europe({ red: 1, locomotive: 1 }), 0), ATH_SMY), null);
  });
});
