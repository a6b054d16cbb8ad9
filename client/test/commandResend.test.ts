// What the client does with its one unanswered turn command once it is back in the game (client/src/net/
// commandResend.ts), on real rules states: sent again only where its seat must still act at the position it was sent
// at; dropped once the game moved on (the move was saved after all) or the turn is another seat's; sent again at most
// once. The position goes with a command only while its seat alone must act (not during the opening ticket choice).
import assert from "node:assert/strict";
import { applyCommand, legalActions, newGame, playerView, type GameState } from "../../shared-rules/src/index.js";
import { CommandResend, positionFor, type UnansweredCommand } from "../src/net/commandResend.js";

const ME = 1;
const OTHER = 0;

function ok(result: ReturnType<typeof newGame>): GameState {
  assert.ok(result.ok);
  return result.state;
}

/** A two-seat game past the opening ticket choice: seat ME to play (the seed decides who starts). */
function gameInPlay(): GameState {
  let state = ok(newGame({ seed: 77, colors: ["red", "blue"] }));
  for (const seat of [0, 1]) {
    const choose = legalActions(state, seat).find((c) => c.type === "selectDestinations");
    assert.ok(choose);
    state = ok(applyCommand(state, seat, choose));
  }
  assert.equal(state.phase, "playing");
  assert.equal(state.currentPlayer, ME);
  return state;
}

const draw: UnansweredCommand = { type: "drawTrainCard", payload: { cardLocation: 5, at: 9 }, at: 9 };

describe("client: the unanswered command after a reconnection", () => {
  it("sends a position only while the seat alone must act", () => {
    const opening = ok(newGame({ seed: 77, colors: ["red", "blue"] }));
    assert.equal(positionFor(playerView(opening, 0), 0, 1), undefined, "every seat chooses its tickets at once");
    const inPlay = gameInPlay();
    assert.equal(positionFor(playerView(inPlay, ME), ME, 3), 3);
    assert.equal(positionFor(playerView(inPlay, OTHER), OTHER, 3), undefined, "not this seat's turn");
    assert.equal(positionFor(null, null, 3), undefined);
  });

  it("sends it again when the seat must still act at the same position, and only once", () => {
    const view = playerView(gameInPlay(), ME);
    const resend = new CommandResend();
    resend.sent(draw);
    assert.deepEqual(resend.decide(view, ME, 9), { action: "resend", command: draw });
    assert.equal(resend.decide(view, ME, 9), null, "nothing is left to send a second time");
  });

  it("drops it when the game moved on, or the turn is another seat's", () => {
    const view = playerView(gameInPlay(), ME);
    const resend = new CommandResend();
    resend.sent(draw);
    assert.deepEqual(resend.decide(view, ME, 10), { action: "drop" }, "the move was saved after all");
    resend.sent(draw);
    assert.deepEqual(resend.decide(playerView(gameInPlay(), OTHER), OTHER, 9), { action: "drop" });
  });

  it("sends an opening choice (no position) again only while the seat must still choose", () => {
    const opening = ok(newGame({ seed: 77, colors: ["red", "blue"] }));
    const choose = legalActions(opening, 0).find((c) => c.type === "selectDestinations")!;
    const command: UnansweredCommand = { type: "selectDestinations", payload: { destinationsSelected: [0, 1] }, at: undefined };
    const resend = new CommandResend();
    resend.sent(command);
    assert.equal(resend.decide(playerView(opening, 0), 0, 1)?.action, "resend");
    resend.sent(command);
    const chosen = ok(applyCommand(opening, 0, choose));
    assert.equal(resend.decide(playerView(chosen, 0), 0, 2)?.action, "drop", "the choice was saved: the seat has nothing to choose");
  });

  it("forgets a command once it is answered", () => {
    const resend = new CommandResend();
    resend.sent(draw);
    resend.answered();
    assert.equal(resend.decide(playerView(gameInPlay(), ME), ME, 9), null);
  });
});
