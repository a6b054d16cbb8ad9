// End scoring (the rules' "End scoring"): route points, tickets won/lost, the longest-path bonus to everyone tied,
// and the ranking: points, then completed tickets, then the longest-path holder.
import assert from "node:assert/strict";
import { USA_MAP, scoreGame, ticketCompleted, type GameState } from "../src/index.js";
import { giveRoutes, routeId, started, ticketId } from "./kit.js";

const R = routeId;
const DEN_SF = R("Denver", "Santa Fe"); // 2
const SF_ELP = R("El Paso", "Santa Fe"); // 2
const DEN_ELP = ticketId("Denver", "El Paso"); // 4 points
const KC_HOU = ticketId("Kansas City", "Houston"); // 5 points

/** A 3-player game in play with no tickets held and no routes, to be given exactly what a case needs. */
function blank(): GameState {
  const s = structuredClone(started(3, 11));
  for (const p of s.players) {
    s.ticketDeck.push(...p.tickets);
    p.tickets = [];
  }
  return s;
}

function withTickets(s: GameState, player: number, tickets: number[]): GameState {
  s.players[player].tickets = tickets;
  s.ticketDeck = s.ticketDeck.filter((t) => !tickets.includes(t));
  return s;
}

describe("ticketCompleted", () => {
  it("is true when the player's routes connect the two cities, through any number of routes", () => {
    assert.equal(ticketCompleted([DEN_SF, SF_ELP], DEN_ELP), true);
    assert.equal(ticketCompleted([DEN_SF], DEN_ELP), false);
    assert.equal(ticketCompleted([], DEN_ELP), false);
    assert.equal(ticketCompleted([DEN_SF, SF_ELP], 99), false);
  });
});

describe("scoreGame", () => {
  it("adds completed tickets, subtracts the others, and sums route points", () => {
    let s = withTickets(blank(), 0, [DEN_ELP, KC_HOU]);
    s = giveRoutes(s, 0, [DEN_SF, SF_ELP]);
    const me = scoreGame(s).scores[0];
    assert.deepEqual(me.ticketsWon, [DEN_ELP]);
    assert.deepEqual(me.ticketsLost, [KC_HOU]);
    assert.equal(me.ticketPoints, 4 - 5);
    assert.equal(me.routePoints, 4);
    assert.equal(me.longestPath, 4);
    assert.equal(me.total, 4 + (4 - 5) + 10);
  });

  it("gives the longest-path bonus of 10 to the sole holder only", () => {
    let s = giveRoutes(blank(), 0, [R("Atlanta", "Miami")]);
    s = giveRoutes(s, 1, [R("Calgary", "Vancouver")]);
    const { scores } = scoreGame(s);
    assert.deepEqual(scores.map((x) => x.longestPathBonus), [10, 0, 0]);
    assert.deepEqual(scores.map((x) => x.longestRouteRecipient), [true, false, false]);
    assert.deepEqual(scores[0].longestPathRoutes, [R("Atlanta", "Miami")]);
  });

  it("gives the bonus to every player tied for the longest path", () => {
    let s = giveRoutes(blank(), 0, [R("Atlanta", "Miami"), R("Atlanta", "Nashville")]); // 5 + 1
    s = giveRoutes(s, 1, [R("Calgary", "Winnipeg")]); // 6
    s = giveRoutes(s, 2, [R("Calgary", "Vancouver")]); // 3
    const { scores } = scoreGame(s);
    assert.deepEqual(scores.map((x) => x.longestPath), [6, 6, 3]);
    assert.deepEqual(scores.map((x) => x.longestPathBonus), [10, 10, 0]);
  });

  it("gives no bonus when nobody has a route", () => {
    assert.deepEqual(scoreGame(blank()).scores.map((x) => x.longestPathBonus), [0, 0, 0]);
  });

  it("ranks by points", () => {
    let s = giveRoutes(blank(), 1, [R("Calgary", "Winnipeg")]); // 15 + 10
    s = giveRoutes(s, 2, [R("Atlanta", "Miami")]); // 10
    assert.deepEqual(scoreGame(s).ranking, [1, 2, 0]);
  });

  it("breaks a points tie by the number of completed tickets", () => {
    let s = giveRoutes(blank(), 0, [R("Calgary", "Vancouver")]); // 4, no ticket
    s = withTickets(s, 1, [DEN_ELP, KC_HOU]); // +4 −5
    s = giveRoutes(s, 1, [DEN_SF, SF_ELP, R("Atlanta", "Nashville")]); // 2 + 2 + 1
    s = giveRoutes(s, 2, [R("Miami", "New Orleans")]); // 15 + the bonus
    const { scores, ranking } = scoreGame(s);
    assert.deepEqual(scores.map((x) => x.total), [4, 4, 25]);
    assert.deepEqual(scores.map((x) => x.ticketsWon.length), [0, 1, 0]);
    assert.deepEqual(ranking, [2, 1, 0]);
  });

  it("breaks a points-and-tickets tie by the longest-path holder", () => {
    // Player 0: 10 + 10 + 4 + 1 = 25 on separate short networks; player 1: 15 + the bonus = 25.
    let s = giveRoutes(blank(), 0, [R("Atlanta", "Miami"), R("Denver", "Phoenix"), R("Calgary", "Vancouver"), 25]);
    s = giveRoutes(s, 1, [R("Miami", "New Orleans")]);
    const { scores, ranking } = scoreGame(s);
    assert.deepEqual(scores.map((x) => x.total), [25, 25, 0]);
    assert.deepEqual(scores.map((x) => x.longestRouteRecipient), [false, true, false]);
    assert.deepEqual(ranking, [1, 0, 2]);
  });

  it("recomputes route points from the routes (the map's scoring table)", () => {
    const s = giveRoutes(blank(), 2, [R("Calgary", "Winnipeg"), R("Atlanta", "Miami")]);
    s.players[2].routePoints = 999; // the result must not trust the running total
    assert.equal(scoreGame(s).scores[2].routePoints, USA_MAP.routeScoring[6] + USA_MAP.routeScoring[5]);
  });
});
