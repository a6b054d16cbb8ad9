// Tunnels (Europe rules): lay the cards, turn the deck's top three face up; each of the colour used, or a locomotive,
// demands one more card (paid with locomotives only, only locomotives count); pay or decline; either way the turn
// ends and the revealed cards are discarded; a refused or out-of-order command changes nothing.
import assert from "node:assert/strict";
import { ERR, legalActions, routeKindHint, type CardColor, type Command, type GameState, type Hand } from "../src/index.js";
import { cardCount, ok, rejects, routeId, stackDeck, turnOf } from "./kit.js";

const MAD_PAM_BLACK = routeId("Madrid", "Pamplona", "black", "europe"); // black tunnel 3
const PAR_ZUR = routeId("Paris", "Zürich", undefined, "europe"); // gray tunnel 3

const buy = (routeIndex: number, trainColor: CardColor, numberOfWilds = 0): Command => ({ type: "buyRoute", routeIndex, trainColor, numberOfWilds });
const pay = (numberOfWilds: number): Command => ({ type: "payTunnel", numberOfWilds });
const decline: Command = { type: "declineTunnel" };

/** Player 0's Europe turn with this hand and these cards on top of the deck (first drawn first). */
function europe(hand: Partial<Hand>, top: CardColor[]): GameState {
  return stackDeck(turnOf(0, { map: "europe", hand }), top);
}

describe("tunnels: how many extra cards the reveal demands", () => {
  const cases: [string, Partial<Hand>, number, CardColor, number, CardColor[], number][] = [
    ["no card of the colour, no locomotive: claimed at once", { black: 3 }, MAD_PAM_BLACK, "black", 0, ["red", "blue", "green"], 0],
    ["one card of the colour used", { black: 3 }, MAD_PAM_BLACK, "black", 0, ["black", "blue", "green"], 1],
    ["a locomotive counts too", { black: 3 }, MAD_PAM_BLACK, "black", 0, ["locomotive", "black", "green"], 2],
    ["all three match", { black: 3 }, MAD_PAM_BLACK, "black", 0, ["black", "black", "locomotive"], 3],
    ["colour + locomotive payment: the colour and locomotives count", { black: 2, locomotive: 1 }, MAD_PAM_BLACK, "black", 1, ["black", "white", "locomotive"], 2],
    ["a gray tunnel counts the colour chosen", { red: 3 }, PAR_ZUR, "red", 0, ["red", "black", "white"], 1],
    ["locomotives only: only revealed locomotives count", { locomotive: 3 }, PAR_ZUR, "locomotive", 3, ["red", "red", "locomotive"], 1],
    ["a coloured route paid all-wild: only locomotives count", { locomotive: 3 }, MAD_PAM_BLACK, "black", 3, ["black", "black", "white"], 0],
  ];
  for (const [rule, hand, route, color, wilds, top, extra] of cases) {
    it(`${rule} → ${extra}`, () => {
      const { state, events } = ok(europe(hand, top), 0, buy(route, color, wilds));
      const revealed = events.find((e) => e.type === "tunnelRevealed");
      assert.ok(revealed?.type === "tunnelRevealed");
      assert.deepEqual(revealed.revealed, top);
      assert.equal(revealed.extra, extra);
      assert.equal(cardCount(state), 110, "every card somewhere (the table counts)");
      if (extra === 0) {
        assert.equal(state.routeOwners[route], 0, "nothing owed: claimed at once");
        assert.equal(state.tunnel, null);
        assert.equal(state.currentPlayer, 1, "the turn ended");
        assert.deepEqual(state.trainDiscard.slice(-3), top, "the revealed cards are discarded");
      } else {
        assert.equal(state.turnStage, "tunnelPending");
        assert.deepEqual(state.tunnel, { routeIndex: route, trainColor: color, numberOfWilds: wilds, revealed: top, extra });
        assert.equal(state.routeOwners[route], -1, "not claimed yet");
        assert.equal(state.currentPlayer, 0, "the same player must decide");
      }
    });
  }
});

describe("tunnels: paying the extra or declining", () => {
  const pending = () => ok(europe({ black: 4, locomotive: 2, red: 1 }, ["black", "locomotive", "green"]), 0, buy(MAD_PAM_BLACK, "black")).state;

  it("laying the cards takes them out of the hand, in public", () => {
    const s = pending();
    assert.deepEqual([s.players[0].hand.black, s.players[0].hand.locomotive], [1, 2]);
    assert.equal(s.tunnel?.extra, 2);
  });

  it("paying claims the route, discards the laid, extra and revealed cards, scores, and ends the turn", () => {
    const { state, events } = ok(pending(), 0, pay(1));
    const me = state.players[0];
    assert.deepEqual([me.hand.black, me.hand.locomotive, me.hand.red], [0, 1, 1]);
    assert.equal(state.routeOwners[MAD_PAM_BLACK], 0);
    assert.equal(me.routePoints, 4);
    assert.equal(me.trainsLeft, 42);
    assert.equal(state.tunnel, null);
    assert.equal(state.currentPlayer, 1);
    assert.deepEqual(state.trainDiscard.slice(-8).sort(), ["black", "black", "black", "black", "green", "locomotive", "locomotive", "black"].sort());
    assert.deepEqual(events.slice(0, 2).map((e) => e.type), ["tunnelPaid", "routeClaimed"]);
    assert.equal(cardCount(state), 110);
  });

  it("declining gives the laid cards back, discards the revealed ones, claims nothing, and ends the turn", () => {
    const before = pending();
    const { state, events } = ok(before, 0, decline);
    assert.deepEqual([state.players[0].hand.black, state.players[0].hand.locomotive], [4, 2]);
    assert.equal(state.routeOwners[MAD_PAM_BLACK], -1);
    assert.equal(state.players[0].trainsLeft, 45);
    assert.deepEqual(state.trainDiscard.slice(-3), ["black", "locomotive", "green"]);
    assert.equal(state.currentPlayer, 1);
    assert.equal(events[0].type, "tunnelDeclined");
    assert.equal(cardCount(state), 110);
  });

  const refusals: [string, () => GameState, number, Command, (typeof ERR)[keyof typeof ERR]][] = [
    ["paying more locomotives than owed", pending, 0, pay(3), ERR.invalidNumberOfWilds],
    ["paying with cards not held (2 black, 1 left)", pending, 0, pay(0), ERR.notEnoughCards],
    ["drawing a card while the tunnel waits", pending, 0, { type: "drawTrainCard", cardLocation: 5 }, ERR.mustResolveTunnel],
    ["claiming another route while the tunnel waits", pending, 0, buy(PAR_ZUR, "red"), ERR.mustResolveTunnel],
    ["another player paying", pending, 1, pay(1), ERR.notYourTurn],
    ["paying with no tunnel pending", () => turnOf(0, { map: "europe" }), 0, pay(0), ERR.noTunnelPending],
    ["declining with no tunnel pending", () => turnOf(0, { map: "europe" }), 0, decline, ERR.noTunnelPending],
    [
      "locomotive-only tunnel: the extra must be locomotives",
      () => ok(europe({ locomotive: 5, red: 3 }, ["locomotive", "red", "red"]), 0, buy(PAR_ZUR, "locomotive", 3)).state,
      0,
      pay(0),
      ERR.invalidNumberOfWilds,
    ],
  ];
  for (const [rule, build, player, command, error] of refusals) {
    it(`refuses ${rule} ("${error}"), changing nothing`, () => rejects(build(), player, command, error));
  }

  it("lists the ways to pay and the refusal as the only legal moves", () => {
    assert.deepEqual(legalActions(pending(), 0), [pay(1), pay(2), decline]);
    const broke = ok(europe({ black: 3 }, ["black", "red", "red"]), 0, buy(MAD_PAM_BLACK, "black")).state;
    assert.deepEqual(legalActions(broke, 0), [decline], "nothing left to pay with: only declining");
  });
});

describe("tunnels: the claim hint", () => {
  it("warns that a tunnel may cost more, and says nothing for a normal route or on the USA", () => {
    assert.match(routeKindHint({ map: "europe" }, MAD_PAM_BLACK) ?? "", /^a tunnel: 3 cards are turned/);
    assert.equal(routeKindHint({ map: "europe" }, routeId("Dieppe", "Paris", undefined, "europe")), null);
    assert.equal(routeKindHint({ map: "usa" }, 0), null);
    assert.equal(routeKindHint({ map: "europe" }, routeId("Amsterdam", "London", undefined, "europe")), "a ferry: the payment must hold 2 locomotives");
  });
});

describe("tunnels: the reveal and the deck", () => {
  it("reshuffles the discard when the deck runs out mid-reveal, and reveals what there is", () => {
    let s = europe({ black: 3 }, ["red"]);
    // Leave one card in the deck; the rest of it goes to the discard.
    s = { ...s, trainDiscard: [...s.trainDiscard, ...s.trainDeck.slice(0, -1)], trainDeck: s.trainDeck.slice(-1) };
    const { state, events } = ok(s, 0, buy(MAD_PAM_BLACK, "black"));
    const types = events.map((e) => e.type);
    assert.ok(types.indexOf("deckReshuffled") < types.indexOf("tunnelRevealed"));
    const revealed = events.find((e) => e.type === "tunnelRevealed");
    assert.ok(revealed?.type === "tunnelRevealed" && revealed.revealed.length === 3 && revealed.revealed[0] === "red");
    assert.equal(cardCount(state), 110);
  });

  it("with neither deck nor discard, reveals nothing and claims at once", () => {
    const s = { ...europe({ black: 3 }, []), trainDeck: [], trainDiscard: [] };
    const base = cardCount(s);
    const { state, events } = ok(s, 0, buy(MAD_PAM_BLACK, "black"));
    const revealed = events.find((e) => e.type === "tunnelRevealed");
    assert.ok(revealed?.type === "tunnelRevealed" && revealed.revealed.length === 0 && revealed.extra === 0);
    assert.equal(state.routeOwners[MAD_PAM_BLACK], 0);
    assert.equal(cardCount(state), base);
  });
});
