// Turn order, passing and the last round (the rules: "may pass", "after any turn that leaves a player with 2 or
// fewer trains, every player, that one included, gets exactly one more turn; then the game ends").
import assert from "node:assert/strict";
import { ERR, type Command, type GameEvent, type GameState } from "../src/index.js";
import { hand, ok, rejects, routeId, turnOf } from "./kit.js";

const drawTwo = (s: GameState, p: number): { state: GameState; events: GameEvent[] } => {
  const first = ok(s, p, { type: "drawTrainCard", cardLocation: 5 });
  const second = ok(first.state, p, { type: "drawTrainCard", cardLocation: 5 });
  return { state: second.state, events: [...first.events, ...second.events] };
};
const ATL_NAS = routeId("Atlanta", "Nashville"); // gray, 1
const ATL_CHA = routeId("Atlanta", "Charleston"); // gray, 2
const claim = (routeIndex: number): Command => ({ type: "buyRoute", routeIndex, trainColor: "red", numberOfWilds: 0 });

/** Nothing left to do for anybody: no cards anywhere, no tickets, empty hands. */
function stuck(players = 2): GameState {
  const s = turnOf(0, { players });
  s.trainDeck = [];
  s.trainDiscard = [];
  s.faceUp = [null, null, null, null, null];
  s.ticketDeck = [];
  for (const p of s.players) p.hand = hand();
  return s;
}

describe("turn order", () => {
  it("goes round the table from the current player and counts turns", () => {
    let s = turnOf(1, { players: 3 });
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(s.currentPlayer);
      s = drawTwo(s, s.currentPlayer).state;
    }
    assert.deepEqual(seen, [1, 2, 0, 1]);
    assert.equal(s.turnNumber, turnOf(1, { players: 3 }).turnNumber + 4);
  });
});

describe("pass", () => {
  it(`is refused while any other action is legal ("${ERR.cannotPass}")`, () => rejects(turnOf(0), 0, { type: "pass" }, ERR.cannotPass));

  it("is refused while only a ticket draw is possible", () => {
    const s = stuck();
    s.ticketDeck = [3];
    rejects(s, 0, { type: "pass" }, ERR.cannotPass);
  });

  it("is refused while only a route claim is possible", () => {
    const s = stuck();
    s.players[0].hand.red = 1;
    rejects(s, 0, { type: "pass" }, ERR.cannotPass);
  });

  it("is allowed with no card to draw, no payable route and no ticket left; the turn passes on", () => {
    const { state, events } = ok(stuck(), 0, { type: "pass" });
    assert.equal(state.currentPlayer, 1);
    assert.deepEqual(events[0], { type: "passed", player: 0 });
  });

  it("ends the game when every player has passed in a row (nobody can ever act again)", () => {
    let s = stuck(3);
    s = ok(s, 0, { type: "pass" }).state;
    s = ok(s, 1, { type: "pass" }).state;
    assert.equal(s.phase, "playing");
    const { state, events } = ok(s, 2, { type: "pass" });
    assert.equal(state.phase, "ended");
    assert.ok(state.result);
    assert.equal(events.at(-1)?.type, "gameEnded");
  });
});

describe("last round", () => {
  for (const [rule, trainsLeft, route, remaining] of [
    ["a claim leaving exactly 2 trains", 3, ATL_NAS, 2],
    ["a claim leaving 0 trains", 2, ATL_CHA, 0],
  ] as const) {
    it(`${rule} gives every player, the claimer included, exactly one more turn`, () => {
      let s = turnOf(0, { players: 3, hand: { red: 2 }, trainsLeft });
      const claimed = ok(s, 0, claim(route));
      s = claimed.state;
      assert.equal(s.players[0].trainsLeft, remaining);
      assert.equal(s.lastRoundTriggeredBy, 0);
      assert.deepEqual(claimed.events.slice(-2), [
        { type: "lastRoundStarted", player: 0 },
        { type: "turnStarted", player: 1, lastRound: true },
      ]);
      for (const p of [1, 2]) {
        const turn = drawTwo(s, p);
        s = turn.state;
        assert.equal(s.phase, "playing");
        assert.deepEqual(turn.events.at(-1), { type: "turnStarted", player: (p + 1) % 3, lastRound: true });
      }
      const last = drawTwo(s, 0);
      assert.equal(last.state.phase, "ended");
      assert.deepEqual(last.events.at(-1), { type: "gameEnded", result: last.state.result });
      assert.ok(last.state.result);
      rejects(last.state, 1, { type: "drawTrainCard", cardLocation: 5 }, ERR.gameOver);
    });
  }

  it("a claim leaving 3 trains does not start it", () => {
    const { state, events } = ok(turnOf(0, { hand: { red: 1 }, trainsLeft: 4 }), 0, claim(ATL_NAS));
    assert.equal(state.lastRoundTriggeredBy, -1);
    assert.ok(!events.some((e) => e.type === "lastRoundStarted"));
    assert.deepEqual(events.at(-1), { type: "turnStarted", player: 1, lastRound: false });
  });

  it("is started only once: another player dropping to 2 during it changes nothing", () => {
    let s = turnOf(0, { hand: { red: 1 }, trainsLeft: 3 });
    s = ok(s, 0, claim(ATL_NAS)).state;
    s.players[1].trainsLeft = 2;
    s.players[1].hand.red += 2;
    const { state, events } = ok(s, 1, claim(ATL_CHA));
    assert.equal(state.lastRoundTriggeredBy, 0);
    assert.ok(!events.some((e) => e.type === "lastRoundStarted"));
    assert.equal(state.phase, "playing");
    assert.equal(drawTwo(state, 0).state.phase, "ended");
  });
});
