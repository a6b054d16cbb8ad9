// Set-up rules (the rules' "Set-up") and the opening ticket choice.
import assert from "node:assert/strict";
import { ERR, USA_MAP, newGame, replayOptions, routePoints, cityIndex, type PlayerColor, type RulesErrorCode } from "../src/index.js";
import { SEAT_COLORS, cardCount, ok, opening, rejects } from "./kit.js";

describe("map data", () => {
  it("has the USA map's 36 cities, 100 routes (22 double pairs), 30 tickets", () => {
    assert.equal(USA_MAP.cities.length, 36);
    assert.equal(USA_MAP.routes.length, 100);
    assert.equal(USA_MAP.tickets.length, 30);
    const doubles = USA_MAP.routes.filter((r) => r.double !== null);
    assert.equal(doubles.length, 44);
    for (const r of doubles) {
      const twin = USA_MAP.routes[r.double!];
      assert.equal(twin.double, r.id, "twins point at each other");
      assert.deepEqual([twin.a, twin.b, twin.length], [r.a, r.b, r.length]);
    }
    assert.equal(USA_MAP.routes.reduce((n, r) => n + r.length, 0), 309);
  });

  const points: [number, number][] = [[1, 1], [2, 2], [3, 4], [4, 7], [5, 10], [6, 15]];
  for (const [length, expected] of points) {
    it(`a route of length ${length} scores ${expected} (scoring table)`, () => assert.equal(routePoints(length), expected));
  }

  it("cityIndex finds cities by name and answers -1 otherwise", () => {
    assert.equal(USA_MAP.cities[cityIndex("Saint Louis")].name, "Saint Louis");
    assert.equal(cityIndex("Atlantis"), -1);
  });
});

describe("newGame", () => {
  const bad: [string, PlayerColor[], RulesErrorCode][] = [
    ["one player is too few", ["red"], ERR.insufficientPlayers],
    ["no players", [], ERR.insufficientPlayers],
    ["six players are too many", [...SEAT_COLORS, "red"], ERR.tooManyPlayers],
    ["two players may not share a colour", ["red", "red"], ERR.duplicateColor],
    ["only the five train colours exist", ["red", "purple" as PlayerColor], ERR.invalidInput],
  ];
  for (const [rule, colors, error] of bad) {
    it(`refuses: ${rule} ("${error}")`, () => {
      const r = newGame({ seed: 1, colors });
      assert.equal(r.ok, false);
      if (!r.ok) assert.equal(r.error.code, error);
    });
  }
  it("deals fewer trains each when asked (a short game for tests), never more than the board's, and replays them", () => {
    const short = newGame({ seed: 3, colors: ["red", "blue"], map: "nordic", trainsPerPlayer: 7 });
    assert.ok(short.ok);
    assert.deepEqual(short.state.players.map((p) => p.trainsLeft), [7, 7]);
    for (const trains of [0, 41, 2.5]) {
      const refused = newGame({ seed: 3, colors: ["red", "blue"], map: "nordic", trainsPerPlayer: trains });
      assert.equal(refused.ok ? "ok" : refused.error.code, ERR.invalidInput, `${trains} trains`);
    }
    assert.deepEqual(replayOptions({ seed: 3, seats: [{ username: "a", color: "red", bot: null }], map: "nordic", trainsPerPlayer: 7 }).trainsPerPlayer, 7);
  });

  it("refuses a seed that is not an integer", () => {
    const r = newGame({ seed: 1.5, colors: ["red", "blue"] });
    assert.ok(!r.ok && r.error.code === ERR.invalidInput);
  });

  for (let players = 2; players <= 5; players++) {
    it(`deals ${players} players 45 trains, 4 cards, 3 offered tickets; 5 face-up; 110 cards in all`, () => {
      const s = opening(players, 7);
      assert.equal(s.phase, "choosingTickets");
      for (const p of s.players) {
        assert.equal(p.trainsLeft, 45);
        assert.equal(Object.values(p.hand).reduce((a, b) => a + b, 0), 4);
        assert.equal(p.pendingTickets.length, 3);
        assert.deepEqual(p.tickets, []);
      }
      assert.equal(s.faceUp.length, 5);
      assert.ok(s.faceUp.every((c) => c !== null));
      assert.ok(s.faceUp.filter((c) => c === "locomotive").length < 3 || s.trainDiscard.length >= 15, "reset rule applied");
      assert.equal(cardCount(s), 110);
      assert.equal(s.ticketDeck.length + 3 * players, 30);
      assert.ok(s.currentPlayer >= 0 && s.currentPlayer < players);
    });
  }

  it("is deterministic: the same seed gives the same game, other seeds other games", () => {
    assert.deepEqual(opening(4, 42), opening(4, 42));
    assert.notDeepEqual(opening(4, 42).trainDeck, opening(4, 43).trainDeck);
  });

  it("draws the first player with the seeded RNG (every seat gets to start for some seed)", () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 60; seed++) firsts.add(opening(3, seed).currentPlayer);
    assert.deepEqual([...firsts].sort(), [0, 1, 2]);
  });
});

describe("opening ticket choice (every player at once, keep at least 2)", () => {
  const cases: [string, number[], RulesErrorCode][] = [
    ["keeping one is too few", [1], ERR.haveToSelectMore],
    ["keeping none is too few", [], ERR.haveToSelectMore],
    ["index 3 is outside the offer", [0, 3], ERR.notAValidIndex],
    ["negative index", [-1, 0], ERR.notAValidIndex],
    ["repeated index", [0, 0], ERR.notAValidIndex],
    ["fractional index", [0, 1.5], ERR.notAValidIndex],
  ];
  for (const [rule, selected, error] of cases) {
    it(`refuses: ${rule} ("${error}")`, () => rejects(opening(), 0, { type: "selectDestinations", destinationsSelected: selected }, error));
  }

  it("keeps the chosen tickets, returns the rest to the bottom of the ticket deck", () => {
    const s = opening();
    const offered = s.players[1].pendingTickets;
    const { state } = ok(s, 1, { type: "selectDestinations", destinationsSelected: [2, 0] });
    assert.deepEqual(state.players[1].tickets, [offered[0], offered[2]]);
    assert.deepEqual(state.players[1].pendingTickets, []);
    assert.deepEqual(state.ticketDeck, [...s.ticketDeck, offered[1]]);
  });

  it("lets players choose in any order, not only the first player", () => {
    const s = opening(3, 5);
    const other = (s.currentPlayer + 2) % 3;
    const { state, events } = ok(s, other, { type: "selectDestinations", destinationsSelected: [0, 1] });
    assert.equal(state.phase, "choosingTickets");
    assert.deepEqual(events.map((e) => e.type), ["ticketsKept"]);
  });

  it("starts play when the last player has chosen: gameStarted then turnStarted for the first player", () => {
    let s = opening(2, 3);
    s = ok(s, 1, { type: "selectDestinations", destinationsSelected: [0, 1] }).state;
    const { state, events } = ok(s, 0, { type: "selectDestinations", destinationsSelected: [0, 1, 2] });
    assert.equal(state.phase, "playing");
    assert.equal(state.turnStage, "start");
    assert.deepEqual(events.slice(-2), [
      { type: "gameStarted", firstPlayer: s.currentPlayer },
      { type: "turnStarted", player: s.currentPlayer, lastRound: false },
    ]);
  });

  it("refuses a second choice from a player who has already chosen", () => {
    const s = ok(opening(), 0, { type: "selectDestinations", destinationsSelected: [0, 1] }).state;
    rejects(s, 0, { type: "selectDestinations", destinationsSelected: [0, 1] }, ERR.noTicketsToSelect);
  });

  const otherCommands: [string, Parameters<typeof rejects>[2], RulesErrorCode][] = [
    ["drawing a card (nobody may draw yet)", { type: "drawTrainCard", cardLocation: 5 }, ERR.drawAgainNotAllowed],
    ["claiming a route", { type: "buyRoute", routeIndex: 0, trainColor: "red", numberOfWilds: 0 }, ERR.wrongPhase],
    ["drawing tickets", { type: "getDestinations" }, ERR.wrongPhase],
    ["passing", { type: "pass" }, ERR.wrongPhase],
  ];
  for (const [what, command, error] of otherCommands) {
    it(`refuses ${what} during the opening choice ("${error}")`, () => rejects(opening(), 0, command, error));
  }

  it("refuses an unknown seat or command shape as invalid input", () => {
    rejects(opening(), 2, { type: "selectDestinations", destinationsSelected: [0, 1] }, ERR.invalidInput);
    rejects(opening(), 0, { type: "fly" } as never, ERR.invalidInput);
    rejects(opening(), 0, { type: "selectDestinations", destinationsSelected: "0,1" } as never, ERR.invalidInput);
  });
});
