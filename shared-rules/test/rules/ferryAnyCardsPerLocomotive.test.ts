// Rule plug-in ferryAnyCardsPerLocomotive: on a ferry, any N cards stand in for each locomotive it needs.
import assert from "node:assert/strict";
import { ERR } from "../../src/index.js";
import { handCovers, paymentShapeError, payableOptions, routePaymentCards } from "../../src/payment.js";
import { hand, syntheticMap } from "./syntheticBoard.js";

const routes = [
  { a: "A", b: "B", length: 3, color: "gray", kind: "ferry", locomotives: 2 },
  { a: "B", b: "C", length: 2, color: "red" },
];
const nordicLike = syntheticMap({ cities: 3, routes, rules: { ferryAnyCardsPerLocomotive: 3, locomotivesOnlyOn: ["tunnel", "ferry"] } });
const base = syntheticMap({ cities: 3, routes });

describe("rule ferryAnyCardsPerLocomotive", () => {
  const ferry = nordicLike.routes[0]!;

  it("accepts any three cards in place of each locomotive the ferry needs", () => {
    assert.equal(paymentShapeError(nordicLike, ferry, "red", 1, { blue: 2, green: 1 }), null);
    assert.equal(paymentShapeError(nordicLike, ferry, "red", 0, { blue: 6 }), null);
    assert.deepEqual(routePaymentCards(nordicLike, ferry, { trainColor: "red", numberOfWilds: 1, standIns: { blue: 2, green: 1 } }), {
      red: 1,
      locomotive: 1,
      blue: 2,
      green: 1,
    });
    // The stand-ins may be of the colour paid too: then the hand must hold them all.
    const cards = routePaymentCards(nordicLike, ferry, { trainColor: "red", numberOfWilds: 1, standIns: { red: 3 } });
    assert.deepEqual(cards, { red: 4, locomotive: 1 });
    assert.equal(handCovers(hand({ red: 3, locomotive: 1 }), cards), false);
  });

  it("refuses stand-ins that are not whole groups, more groups than locomotives, or stand-ins without the locomotives' count", () => {
    assert.equal(paymentShapeError(nordicLike, ferry, "red", 1, { blue: 2 }), ERR.invalidStandIns);
    assert.equal(paymentShapeError(nordicLike, ferry, "red", 0, { blue: 9 }), ERR.invalidStandIns);
    assert.equal(paymentShapeError(nordicLike, ferry, "red", 0, { blue: 3 }), ERR.notEnoughLocomotives);
    assert.equal(paymentShapeError(nordicLike, ferry, "red", 0, { locomotive: 3 }), ERR.invalidStandIns);
    assert.equal(paymentShapeError(nordicLike, ferry, "red", 0, { blue: -3 }), ERR.invalidStandIns);
    assert.equal(paymentShapeError(nordicLike, ferry, "red", 0, "lots"), ERR.invalidStandIns);
  });

  it("is off on other routes and on boards without it", () => {
    assert.equal(paymentShapeError(nordicLike, nordicLike.routes[1]!, "red", 0, { blue: 3 }), ERR.invalidStandIns);
    assert.equal(paymentShapeError(base, base.routes[0]!, "red", 1, { blue: 3 }), ERR.invalidStandIns);
  });

  it("lists a stand-in payment a hand without locomotives can make, and only what the hand holds", () => {
    const cards = hand({ red: 1, blue: 4, green: 3 });
    const options = payableOptions(nordicLike, ferry, cards);
    assert.ok(options.some((o) => o.trainColor === "red" && o.numberOfWilds === 0 && o.standIns?.blue === 4 && o.standIns.green === 2), JSON.stringify(options));
    for (const o of options) {
      assert.equal(paymentShapeError(nordicLike, ferry, o.trainColor, o.numberOfWilds, o.standIns), null);
      assert.ok(handCovers(cards, routePaymentCards(nordicLike, ferry, o)));
    }
    assert.deepEqual(payableOptions(base, base.routes[0]!, hand({ red: 1, blue: 4, green: 3 })), []);
  });
});
