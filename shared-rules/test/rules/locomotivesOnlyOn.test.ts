// Rule plug-in locomotivesOnlyOn: locomotives may be paid only on the route kinds the board lists.
import assert from "node:assert/strict";
import { ERR } from "../../src/index.js";
import { paymentShapeError, payableOptions } from "../../src/payment.js";
import { locomotivesAllowedOn } from "../../src/rules/locomotivesOnlyOn.js";
import { tunnelExtraError } from "../../src/commands/tunnel.js";
import { hand, syntheticMap } from "./syntheticBoard.js";

const routes = [
  { a: "A", b: "B", length: 2, color: "red" },
  { a: "B", b: "C", length: 2, color: "gray", kind: "tunnel" },
  { a: "C", b: "D", length: 2, color: "gray", kind: "ferry", locomotives: 1 },
];
const nordicLike = syntheticMap({ cities: 4, routes, rules: { locomotivesOnlyOn: ["tunnel", "ferry"] } });
const swissLike = syntheticMap({ cities: 4, routes: routes.slice(0, 2), rules: { locomotivesOnlyOn: ["tunnel"] } });
const base = syntheticMap({ cities: 4, routes });

describe("rule locomotivesOnlyOn", () => {
  it("refuses a locomotive in the payment of a route of a kind the board does not list", () => {
    const plain = nordicLike.routes[0]!;
    assert.equal(paymentShapeError(nordicLike, plain, "red", 1), ERR.locomotiveNotAllowed);
    assert.equal(paymentShapeError(nordicLike, plain, "locomotive", 2), ERR.locomotiveNotAllowed);
    assert.equal(paymentShapeError(nordicLike, plain, "red", 0), null);
  });

  it("accepts locomotives on the listed kinds (a tunnel; a ferry, whose locomotives are still required)", () => {
    assert.equal(paymentShapeError(nordicLike, nordicLike.routes[1]!, "blue", 1), null);
    assert.equal(paymentShapeError(nordicLike, nordicLike.routes[2]!, "blue", 1), null);
    assert.equal(paymentShapeError(nordicLike, nordicLike.routes[2]!, "blue", 0), ERR.notEnoughLocomotives);
    assert.equal(paymentShapeError(swissLike, swissLike.routes[1]!, "locomotive", 2), null);
  });

  it("lists no payment with a locomotive on a plain route, and still lists them on a tunnel", () => {
    const cards = hand({ red: 1, blue: 1, locomotive: 3 });
    assert.deepEqual(payableOptions(nordicLike, nordicLike.routes[0]!, cards), []);
    assert.deepEqual(payableOptions(base, base.routes[0]!, cards), [
      { trainColor: "red", numberOfWilds: 1 },
      { trainColor: "locomotive", numberOfWilds: 2 },
    ]);
    assert.ok(payableOptions(swissLike, swissLike.routes[1]!, cards).some((o) => o.numberOfWilds > 0));
  });

  it("is off when the board does not name it: locomotives go everywhere, and a station (no kind) always takes them", () => {
    assert.equal(locomotivesAllowedOn(base, "normal"), true);
    assert.equal(paymentShapeError(base, base.routes[0]!, "red", 1), null);
    assert.equal(locomotivesAllowedOn(nordicLike, undefined), true);
  });
});

describe("rule locomotivesOnlyOn: a tunnel's extra cards", () => {
  // The extra is part of the tunnel's payment: locomotives may pay it exactly where they may pay the tunnel.
  const tunnelRoutes = [{ a: "A", b: "B", length: 2, color: "red", kind: "tunnel" }, { a: "B", b: "C", length: 2, color: "gray", kind: "ferry", locomotives: 1 }];
  const tunnelsTakeThem = syntheticMap({ cities: 3, routes: tunnelRoutes, rules: { locomotivesOnlyOn: ["tunnel", "ferry"] } });
  const ferriesOnly = syntheticMap({ cities: 3, routes: tunnelRoutes, rules: { locomotivesOnlyOn: ["ferry"] } });
  const owed = { routeIndex: 0, trainColor: "red" as const, numberOfWilds: 0, revealed: ["red", "locomotive", "blue"] as const, extra: 2 };
  const cards = hand({ red: 1, locomotive: 2 });

  it("may be paid with locomotives where the board lists tunnels (Nordic Countries, Switzerland)", () => {
    assert.equal(tunnelExtraError(tunnelsTakeThem, { ...owed, revealed: [...owed.revealed] }, cards, 2), null);
    assert.equal(tunnelExtraError(tunnelsTakeThem, { ...owed, revealed: [...owed.revealed] }, cards, 1), null);
  });

  it("refuses locomotives in the extra where the board does not list tunnels, and still takes the colour laid", () => {
    const t = { ...owed, revealed: [...owed.revealed] };
    assert.equal(tunnelExtraError(ferriesOnly, t, cards, 1), ERR.locomotiveNotAllowed);
    assert.equal(tunnelExtraError(ferriesOnly, t, cards, 2), ERR.locomotiveNotAllowed);
    assert.equal(tunnelExtraError(ferriesOnly, t, hand({ red: 2, locomotive: 2 }), 0), null);
    assert.equal(tunnelExtraError(ferriesOnly, t, cards, 0), ERR.notEnoughCards, "one red for two owed, and the locomotives may not help");
  });
});
