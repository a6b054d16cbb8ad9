// The live game's rules state, written in place (Game.apply → applyCommandInPlace): a command that throws half-way
// through the rules leaves the game exactly as it was before it, and the game goes on.
import assert from "node:assert/strict";
import { legalActions, type Command } from "../../shared-rules/src/index.js";
import { Game } from "../src/game/Game.js";

/** A 2-seat game past the opening ticket choice, its first player to move. */
function playing(): Game {
  const game = Game.create("g1", "in place", 7);
  game.join(1, "alice", "red");
  game.join(2, "bobby", "blue");
  assert.ok(game.start().ok);
  for (const seat of [0, 1]) assert.ok(game.apply(seat, legalActions(game.rules!, seat)[0]).ok);
  assert.equal(game.rules!.phase, "playing");
  return game;
}

describe("the game's rules state", () => {
  it("is rebuilt from the log when the rules throw half-way through a command", () => {
    const game = playing();
    const seat = game.rules!.currentPlayer;
    const draw: Command = { type: "drawTrainCard", cardLocation: 5 };
    const before = JSON.stringify(game.rules);
    const logged = game.record.log.length;
    // The draw takes the deck's top card, then writes the hand, which (frozen) throws: a bug half-way.
    Object.freeze(game.rules!.players[seat].hand);
    assert.throws(() => game.apply(seat, draw), TypeError);
    assert.equal(JSON.stringify(game.rules), before, "the deck keeps the card the draw had taken");
    assert.equal(game.record.log.length, logged, "nothing logged");
    const again = game.apply(seat, draw);
    assert.ok(again.ok, "the game goes on");
    assert.equal(game.record.log.length, logged + 1);
    assert.equal(game.rules!.trainDeck.length, JSON.parse(before).trainDeck.length - 1);
  });

  it("answers the state it holds, a new object only for the player who acted", () => {
    const game = playing();
    const rules = game.rules!;
    const seat = rules.currentPlayer;
    const [mine, theirs] = [rules.players[seat], rules.players[1 - seat]];
    const result = game.apply(seat, { type: "drawTrainCard", cardLocation: 5 });
    assert.ok(result.ok);
    assert.equal(game.rules, rules);
    assert.notEqual(rules.players[seat], mine, "the projection sees the acting player changed");
    assert.equal(rules.players[1 - seat], theirs, "and the other one not");
  });
});
