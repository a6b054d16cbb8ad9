// A face-up row emptied when the deck and the discard ran dry fills again as soon as cards come
// back (a claim's payment), with the three-locomotive rule; drawing from the refilled slots works again.
import assert from "node:assert/strict";
import { type CardColor, type GameState } from "../src/index.js";
import { cardCount, ok, routeId, turnOf } from "./kit.js";

const ATL_NAS_GRAY1 = routeId("Atlanta", "Nashville");
const ATL_CHA_GRAY2 = routeId("Atlanta", "Charleston");

/** Player 0 to play with `mine` in hand; every other card in player 1's hand; deck, discard and face-up row empty. */
function dryTable(mine: Partial<Record<CardColor, number>>): GameState {
  const s = turnOf(0, { players: 3, hand: mine });
  const others = s.players[1].hand;
  for (const c of [...s.trainDeck, ...s.trainDiscard, ...s.faceUp]) if (c !== null) others[c]++;
  for (const p of [s.players[2]]) {
    for (const [c, n] of Object.entries(p.hand) as [CardColor, number][]) others[c] += n;
    p.hand = { ...p.hand, ...Object.fromEntries(Object.keys(p.hand).map((c) => [c, 0])) };
  }
  s.trainDeck = [];
  s.trainDiscard = [];
  s.faceUp = [null, null, null, null, null];
  assert.equal(cardCount(s), 110);
  return s;
}

describe("face-up row refill", () => {
  it("a claim's payment refills the emptied face-up slots", () => {
    const s = dryTable({ red: 2 });
    const { state, events } = ok(s, 0, { type: "buyRoute", routeIndex: ATL_CHA_GRAY2, trainColor: "red", numberOfWilds: 0 });
    assert.deepEqual(state.faceUp, ["red", "red", null, null, null]);
    assert.equal(state.trainDeck.length + state.trainDiscard.length, 0);
    assert.equal(events.filter((e) => e.type === "faceUpRefilled").length, 2);
    assert.equal(cardCount(state), 110);
  });

  it("the refilled slots can be drawn from (no more 'no more cards to draw')", () => {
    const s = dryTable({ blue: 1 });
    const claimed = ok(s, 0, { type: "buyRoute", routeIndex: ATL_NAS_GRAY1, trainColor: "blue", numberOfWilds: 0 }).state;
    assert.equal(claimed.faceUp[0], "blue");
    const drawer = claimed.currentPlayer;
    const { state } = ok(claimed, drawer, { type: "drawTrainCard", cardLocation: 0 });
    assert.equal(state.players[drawer].hand.blue, claimed.players[drawer].hand.blue + 1);
  });

  it("three locomotives coming back obey the reset rule", () => {
    const s = dryTable({ locomotive: 2, red: 0 });
    s.faceUp = ["locomotive", null, null, null, null];
    s.players[1].hand.locomotive--;
    assert.equal(cardCount(s), 110);
    const { state, events } = ok(s, 0, { type: "buyRoute", routeIndex: ATL_CHA_GRAY2, trainColor: "locomotive", numberOfWilds: 2 });
    // Three locomotives face up: all go to the discard and the row is dealt again (from those same three).
    assert.ok(events.some((e) => e.type === "faceUpReset"));
    assert.equal(cardCount(state), 110);
    const supply = state.trainDeck.length + state.trainDiscard.length;
    assert.ok(supply === 0 || state.faceUp.every((c) => c !== null), "no empty slot while cards remain");
  });
});
