// Drawing train cards (turn option 1) and the face-up row's rules.
import assert from "node:assert/strict";
import { ERR, type CardColor, type GameState, type RulesErrorCode } from "../src/index.js";
import { cardCount, ok, rejects, turnOf } from "./kit.js";

type Row = (CardColor | null)[];

/** Player 0's turn with this face-up row and deck (top = last) and discard. */
function table(faceUp: Row, trainDeck: CardColor[], trainDiscard: CardColor[] = []): GameState {
  const s = turnOf(0);
  s.faceUp = faceUp;
  s.trainDeck = trainDeck;
  s.trainDiscard = trainDiscard;
  return s;
}

const PLAIN: Row = ["red", "blue", "green", "white", "black"];
const deckOf = (n: number, c: CardColor = "orange"): CardColor[] => Array(n).fill(c);

describe("drawTrainCard", () => {
  it("takes a face-up card, refills the slot at once from the deck, and waits for the second card", () => {
    const s = table(PLAIN, ["yellow", "purple"]);
    const { state, events } = ok(s, 0, { type: "drawTrainCard", cardLocation: 1 });
    assert.equal(state.players[0].hand.blue, 1);
    assert.deepEqual(state.faceUp, ["red", "purple", "green", "white", "black"]);
    assert.equal(state.turnStage, "drewOneCard");
    assert.equal(state.currentPlayer, 0);
    assert.deepEqual(events, [
      { type: "cardDrawn", player: 0, source: "faceUp", slot: 1, color: "blue" },
      { type: "faceUpRefilled", slot: 1, color: "purple" },
    ]);
  });

  it("takes the top of the deck (the last element) for cardLocation 5", () => {
    const { state, events } = ok(table(PLAIN, ["yellow", "purple"]), 0, { type: "drawTrainCard", cardLocation: 5 });
    assert.equal(state.players[0].hand.purple, 1);
    assert.deepEqual(state.trainDeck, ["yellow"]);
    assert.deepEqual(events, [{ type: "cardDrawn", player: 0, source: "deck", color: "purple" }]);
  });

  it("ends the turn after the second card", () => {
    const s = ok(table(PLAIN, deckOf(10)), 0, { type: "drawTrainCard", cardLocation: 5 }).state;
    const { state, events } = ok(s, 0, { type: "drawTrainCard", cardLocation: 0 });
    assert.equal(state.currentPlayer, 1);
    assert.equal(state.turnStage, "start");
    assert.equal(state.turnNumber, s.turnNumber + 1);
    assert.deepEqual(events.at(-1), { type: "turnStarted", player: 1, lastRound: false });
  });

  it("a face-up locomotive taken as the first card is the whole turn", () => {
    const row: Row = ["locomotive", "red", "blue", "green", "white"];
    const { state } = ok(table(row, deckOf(10)), 0, { type: "drawTrainCard", cardLocation: 0 });
    assert.equal(state.players[0].hand.locomotive, 1);
    assert.equal(state.currentPlayer, 1);
  });

  it('a face-up locomotive may not be the second card ("wild card not allowed on draw again")', () => {
    const row: Row = ["locomotive", "red", "blue", "green", "white"];
    const s = ok(table(row, deckOf(10)), 0, { type: "drawTrainCard", cardLocation: 1 }).state;
    rejects(s, 0, { type: "drawTrainCard", cardLocation: 0 }, ERR.wildNotAllowedOnDrawAgain);
  });

  it("a blind locomotive from the deck is fine as the first card (the turn goes on) and as the second", () => {
    const s = table(PLAIN, ["locomotive", "locomotive"]);
    const first = ok(s, 0, { type: "drawTrainCard", cardLocation: 5 }).state;
    assert.equal(first.turnStage, "drewOneCard");
    const second = ok(first, 0, { type: "drawTrainCard", cardLocation: 5 }).state;
    assert.equal(second.players[0].hand.locomotive, 2);
    assert.equal(second.currentPlayer, 1);
  });

  const badLocations: [string, number, RulesErrorCode][] = [
    ["6 is no location", 6, ERR.invalidCardLocation],
    ["-1 is no location", -1, ERR.invalidCardLocation],
    ["2.5 is no location", 2.5, ERR.invalidCardLocation],
  ];
  for (const [rule, cardLocation, error] of badLocations) {
    it(`refuses: ${rule} ("${error}")`, () => rejects(table(PLAIN, deckOf(3)), 0, { type: "drawTrainCard", cardLocation }, error));
  }

  it('an empty face-up slot answers "no more cards to draw"', () => {
    rejects(table(["red", null, null, null, null], []), 0, { type: "drawTrainCard", cardLocation: 2 }, ERR.noMoreCards);
  });

  it('an empty deck with an empty discard answers "no more cards to draw"', () => {
    rejects(table(PLAIN, [], []), 0, { type: "drawTrainCard", cardLocation: 5 }, ERR.noMoreCards);
  });

  it("an empty deck is refilled by shuffling the discard (seeded, all cards kept)", () => {
    const s = turnOf(0);
    s.trainDiscard.push(...s.trainDeck.splice(0));
    const before = cardCount(s);
    const { state, events } = ok(s, 0, { type: "drawTrainCard", cardLocation: 5 });
    assert.deepEqual(events[0], { type: "deckReshuffled", size: s.trainDiscard.length });
    assert.equal(state.trainDiscard.length, 0);
    assert.equal(state.trainDeck.length, s.trainDiscard.length - 1);
    assert.equal(cardCount(state), before);
    assert.notDeepEqual(state.rng, s.rng, "the shuffle advanced the PRNG");
    assert.deepEqual(ok(s, 0, { type: "drawTrainCard", cardLocation: 5 }).state, state, "and is deterministic");
  });

  it("a refill from an empty deck and discard leaves the slot empty (null)", () => {
    const { state, events } = ok(table(PLAIN, ["red"]), 0, { type: "drawTrainCard", cardLocation: 5 });
    assert.equal(state.turnStage, "drewOneCard");
    const second = ok(state, 0, { type: "drawTrainCard", cardLocation: 3 });
    assert.equal(second.state.faceUp[3], null);
    assert.deepEqual(second.events[1], { type: "faceUpRefilled", slot: 3, color: null });
    assert.equal(events.length, 1);
  });

  it("ends the turn at once when no second card may be drawn (only face-up locomotives left)", () => {
    const row: Row = ["locomotive", "locomotive", "red", null, null];
    const { state } = ok(table(row, [], []), 0, { type: "drawTrainCard", cardLocation: 2 });
    assert.equal(state.currentPlayer, 1);
    assert.equal(state.turnStage, "start");
  });

  it("ends the turn at once when no card at all is left after the first", () => {
    const { state } = ok(table(["red", null, null, null, null], [], []), 0, { type: "drawTrainCard", cardLocation: 0 });
    assert.equal(state.currentPlayer, 1);
  });

  it("refuses other actions between the two draws", () => {
    const s = ok(table(PLAIN, deckOf(10)), 0, { type: "drawTrainCard", cardLocation: 5 }).state;
    rejects(s, 0, { type: "getDestinations" }, ERR.drawAgainNotAllowed);
    rejects(s, 0, { type: "buyRoute", routeIndex: 0, trainColor: "red", numberOfWilds: 0 }, ERR.mustDrawSecondCard);
    rejects(s, 0, { type: "pass" }, ERR.mustDrawSecondCard);
    rejects(s, 0, { type: "selectDestinations", destinationsSelected: [0] }, ERR.noTicketsToSelect);
  });

  it('refuses a draw out of turn ("not your turn")', () => {
    rejects(table(PLAIN, deckOf(3)), 1, { type: "drawTrainCard", cardLocation: 5 }, ERR.notYourTurn);
  });
});

describe("face-up locomotive reset", () => {
  it("a third face-up locomotive discards all five and deals five new", () => {
    const row: Row = ["locomotive", "locomotive", "red", "blue", "green"];
    const deck: CardColor[] = [...deckOf(5, "white"), "locomotive"];
    const { state, events } = ok(table(row, deck), 0, { type: "drawTrainCard", cardLocation: 2 });
    assert.deepEqual(state.faceUp, deckOf(5, "white"));
    assert.deepEqual([...state.trainDiscard].sort(), ["blue", "green", "locomotive", "locomotive", "locomotive"]);
    assert.deepEqual(events.at(-1), { type: "faceUpReset", faceUp: deckOf(5, "white") });
  });

  it("two face-up locomotives are left alone", () => {
    const row: Row = ["locomotive", "red", "red", "blue", "green"];
    const { state } = ok(table(row, ["locomotive"]), 0, { type: "drawTrainCard", cardLocation: 1 });
    assert.deepEqual(state.faceUp, ["locomotive", "locomotive", "red", "blue", "green"]);
  });

  it("stops after three resets in a row and leaves the locomotives face up", () => {
    const row: Row = ["locomotive", "locomotive", "red", "blue", "green"];
    const deck: CardColor[] = [...deckOf(15, "locomotive"), "locomotive"];
    const { state, events } = ok(table(row, deck), 0, { type: "drawTrainCard", cardLocation: 2 });
    assert.equal(events.filter((e) => e.type === "faceUpReset").length, 3);
    assert.deepEqual(state.faceUp, deckOf(5, "locomotive"));
    assert.equal(state.trainDeck.length, 0);
  });

  it("a reset that empties the deck shuffles the discard (the discarded row included) back in", () => {
    const row: Row = ["locomotive", "locomotive", "red", "blue", "green"];
    const s = table(row, ["white", "locomotive"], deckOf(8, "purple"));
    const { state, events } = ok(s, 0, { type: "drawTrainCard", cardLocation: 2 });
    assert.ok(events.some((e) => e.type === "deckReshuffled"));
    assert.equal(state.faceUp.filter((c) => c !== null).length, 5);
    assert.equal(cardCount(state), cardCount(s));
  });
});
