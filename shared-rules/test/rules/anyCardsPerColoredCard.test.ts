// Rule plug-in anyCardsPerColoredCard (a route's own key): any N cards stand in for one card of the route's colour.
import assert from "node:assert/strict";
import { ERR } from "../../src/index.js";
import { paymentShapeError, payableOptions, routePaymentCards } from "../../src/payment.js";
import { hand, syntheticMap } from "./syntheticBoard.js";

const board = syntheticMap({
  cities: 3,
  routes: [
    { a: "A", b: "B", length: 3, color: "gray", anyCardsPerColoredCard: 4 },
    { a: "B", b: "C", length: 3, color: "gray" },
  ],
  rules: { locomotivesOnlyOn: ["tunnel", "ferry"] },
});
const long = board.routes[0]!;

describe("rule anyCardsPerColoredCard", () => {
  it("accepts any four cards in place of each card of the route's colour, even all of them", () => {
    assert.equal(paymentShapeError(board, long, "red", 0, { blue: 2, green: 2 }), null);
    assert.deepEqual(routePaymentCards(board, long, { trainColor: "red", numberOfWilds: 0, standIns: { blue: 2, green: 2 } }), { red: 2, blue: 2, green: 2 });
    assert.equal(paymentShapeError(board, long, "locomotive", 0, { blue: 12 }), null);
    assert.deepEqual(routePaymentCards(board, long, { trainColor: "locomotive", numberOfWilds: 0, standIns: { blue: 12 } }), { blue: 12 });
  });

  it("refuses a partial group and more groups than the route has cards; the board's locomotive rule still holds", () => {
    assert.equal(paymentShapeError(board, long, "red", 0, { blue: 3 }), ERR.invalidStandIns);
    assert.equal(paymentShapeError(board, long, "red", 0, { blue: 16 }), ERR.invalidStandIns);
    assert.equal(paymentShapeError(board, long, "red", 1, { blue: 4 }), ERR.locomotiveNotAllowed);
  });

  it("is off on a route that does not name it", () => {
    assert.equal(paymentShapeError(board, board.routes[1]!, "red", 0, { blue: 4 }), ERR.invalidStandIns);
  });

  it("lists a payment with stand-ins when the colour alone falls short", () => {
    const options = payableOptions(board, long, hand({ red: 2, blue: 5 }));
    assert.ok(options.some((o) => o.trainColor === "red" && o.standIns?.blue === 4), JSON.stringify(options));
    for (const o of options) assert.equal(paymentShapeError(board, long, o.trainColor, o.numberOfWilds, o.standIns), null);
  });
});
