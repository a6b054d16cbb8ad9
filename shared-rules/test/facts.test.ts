// The rule facts the other parts import: each says which rule it names, and the final ranking's
// tie-breaks are checked on their own, table-driven, and on a whole seeded game that ends on a points tie.
import assert from "node:assert/strict";
import {
  activeSeat,
  doubleRoutesBothUsable,
  LAST_ROUND_AT_TRAINS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  minimumToKeep,
  mustAct,
  playerView,
  ranking,
  scoreGame,
  type PlayerScore,
} from "../src/index.js";
import { opening, playRandomGame, started } from "./kit.js";

type Line = Pick<PlayerScore, "playerIndex" | "total" | "ticketsWon" | "longestRouteRecipient">;
const line = (playerIndex: number, total: number, tickets: number, longest = false): Line => ({
  playerIndex,
  total,
  ticketsWon: Array.from({ length: tickets }, (_, i) => i),
  longestRouteRecipient: longest,
});

describe("rule facts", () => {
  it("2–5 players; both routes of a double from 4 players; the last round at 2 trains or fewer", () => {
    assert.equal(MIN_PLAYERS, 2);
    assert.equal(MAX_PLAYERS, 5);
    assert.deepEqual([2, 3, 4, 5].map(doubleRoutesBothUsable), [false, false, true, true]);
    assert.equal(LAST_ROUND_AT_TRAINS, 2);
  });

  it("keep at least 2 of the opening tickets and 1 of a later draw, never more than offered", () => {
    assert.equal(minimumToKeep("choosingTickets", 3), 2);
    assert.equal(minimumToKeep("playing", 3), 1);
    assert.equal(minimumToKeep("choosingTickets", 1), 1);
  });

  it("who must act: everybody with tickets to choose in the opening, then only the current player", () => {
    const s = opening(3, 5);
    assert.equal(activeSeat(playerView(s, null)), null);
    assert.deepEqual([0, 1, 2].map((seat) => mustAct(playerView(s, seat), seat)), [true, true, true]);
    const p = started(3, 5);
    const view = playerView(p, null);
    assert.equal(activeSeat(view), p.currentPlayer);
    assert.deepEqual([0, 1, 2].map((seat) => mustAct(view, seat)), [0, 1, 2].map((seat) => seat === p.currentPlayer));
    assert.equal(mustAct(view, null), false, "a spectator never acts");
  });

  describe("ranking (winner first)", () => {
    const table: [string, Line[], number[]][] = [
      ["most points wins", [line(0, 50, 0), line(1, 60, 0)], [1, 0]],
      ["a points tie goes to more completed tickets", [line(0, 50, 1), line(1, 50, 2)], [1, 0]],
      ["then to the longest-path holder", [line(0, 50, 2), line(1, 50, 2, true)], [1, 0]],
      ["then to the earlier seat", [line(0, 50, 2, true), line(1, 50, 2, true)], [0, 1]],
      ["ties are broken within a larger table", [line(0, 40, 0), line(1, 70, 1), line(2, 70, 3), line(3, 10, 5)], [2, 1, 0, 3]],
    ];
    for (const [rule, scores, expected] of table) it(rule, () => assert.deepEqual(ranking(scores), expected));

    it("is the order scoreGame reports, on a seeded game that ends on a points tie (seed 575, 2 players)", () => {
      const { state } = playRandomGame(575, 2);
      const result = scoreGame(state);
      assert.equal(result.scores[0].total, result.scores[1].total);
      assert.deepEqual(result.ranking, ranking(result.scores));
      assert.deepEqual(result.ranking, [1, 0], "seat 1 completed more tickets");
    });
  });
});
