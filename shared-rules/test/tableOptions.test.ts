// The table options of the USA (1910, Mega Game, Big Cities) and of Europe (Europe 1912 Expanded, Mega Europe, Big
// Cities): each swaps the board's tickets, its opening deal, its ticket draw and its bonuses, as the expansions'
// rule sheets print them (data/ttr-usa-1910.json, data/ttr-europe-1912.json), and the original game is unchanged.
import assert from "node:assert/strict";
import {
  ERR,
  MAPS,
  applyCommand,
  mapOf,
  newGame,
  parseGameRecord,
  playerView,
  replayOptions,
  variantsOf,
  type GameState,
  type MapId,
  type NewGameOptions,
  type VariantId,
} from "../src/index.js";

const names = (map: MapId, variant: VariantId): string[] => {
  const board = mapOf({ map, variant });
  return board.tickets.map((t) => `${board.cities[t.a].name} – ${board.cities[t.b].name} ${t.points}${t.kind === "long" ? " long" : ""}`);
};

function started(options: NewGameOptions): GameState {
  const created = newGame(options);
  assert.ok(created.ok, created.ok ? "" : created.error.code);
  return created.state;
}

describe("table options of a board (variants)", () => {
  it("the USA offers 1910, Mega Game and Big Cities; Europe 1912, Mega Europe and Big Cities; the other boards none", () => {
    assert.deepEqual(variantsOf("usa"), ["1910", "mega", "bigCities"]);
    assert.deepEqual(variantsOf("europe"), ["1912", "mega", "bigCities"]);
    for (const map of ["nordic", "switzerland", "india"] as const) assert.deepEqual(variantsOf(map), []);
  });

  it("a table option the board does not have is refused with its own code, and nothing is dealt", () => {
    for (const [map, variant] of [["usa", "1912"], ["europe", "1910"], ["nordic", "mega"], ["usa", "megaGame"], ["usa", "__proto__"]] as const) {
      const created = newGame({ seed: 1, colors: ["red", "blue"], map, variant: variant as VariantId });
      assert.deepEqual(created, { ok: false, error: { code: ERR.unknownVariant } }, `${map} ${variant}`);
    }
  });

  it("the original game stays the default: no variant key in its state or view, its 30 (USA) and 46 (Europe) tickets", () => {
    const usa = started({ seed: 7, colors: ["red", "blue"] });
    assert.equal("variant" in usa, false);
    assert.equal("variant" in playerView(usa, 0), false);
    assert.equal(mapOf(usa), MAPS.usa);
    assert.equal(usa.ticketDeck.length + 6, 30);
    const europe = started({ seed: 7, colors: ["red", "blue"], map: "europe" });
    assert.equal(mapOf(europe), MAPS.europe);
  });

  describe("USA 1910", () => {
    it("1910: only the 35 tickets marked 1910, 3 dealt keep at least 2, the Globetrotter (15) instead of the longest path", () => {
      const board = mapOf({ map: "usa", variant: "1910" });
      assert.equal(board.tickets.length, 35);
      assert.ok(names("usa", "1910").includes("Las Vegas – Miami 21"));
      assert.ok(names("usa", "1910").includes("Los Angeles – Oklahoma City 9"));
      assert.ok(!names("usa", "1910").includes("Seattle – New York 22"), "no original ticket");
      assert.deepEqual(board.rules.endBonuses, [{ kind: "globetrotter", points: 15 }]);
      assert.deepEqual([board.initialTickets.deal, board.initialTickets.keepAtLeast, board.drawTickets.deal, board.drawTickets.keepAtLeast], [3, 2, 3, 1]);
      const state = started({ seed: 3, colors: ["red", "blue"], variant: "1910" });
      assert.equal(state.variant, "1910");
      assert.equal(playerView(state, 0).variant, "1910");
      for (const p of state.players) assert.equal(p.pendingTickets.length, 3);
      assert.equal(state.ticketDeck.length, 35 - 6);
    });

    it("Mega Game: all 69 tickets of the box (the 1910 ones, the reprinted originals and Mystery Train's four), both bonuses, 5 dealt keep at least 3, 4 drawn keep at least 1", () => {
      const board = mapOf({ map: "usa", variant: "mega" });
      assert.equal(board.tickets.length, 69);
      // the reprint's four lowered values and the four Mystery Train tickets
      for (const t of ["Seattle – New York 20", "Los Angeles – Miami 19", "Los Angeles – New York 20", "Sault St. Marie – Oklahoma City 8", "Boston – Washington 4", "Montreal – Chicago 7", "Vancouver – Portland 2", "Winnipeg – Omaha 6"]) {
        assert.ok(names("usa", "mega").includes(t), t);
      }
      assert.deepEqual(board.rules.endBonuses, [{ kind: "longestPath", points: 10 }, { kind: "globetrotter", points: 15 }]);
      let state = started({ seed: 5, colors: ["red", "blue", "green"], variant: "mega" });
      for (const p of state.players) assert.equal(p.pendingTickets.length, 5);
      const two = applyCommand(state, 0, { type: "selectDestinations", destinationsSelected: [0, 1] });
      assert.deepEqual(two, { ok: false, error: { code: ERR.haveToSelectMore } });
      for (let seat = 0; seat < 3; seat++) {
        const kept = applyCommand(state, seat, { type: "selectDestinations", destinationsSelected: [0, 1, 2] });
        assert.ok(kept.ok);
        state = kept.state;
      }
      const drawn = applyCommand(state, state.currentPlayer, { type: "getDestinations" });
      assert.ok(drawn.ok);
      const mine = drawn.state.players[state.currentPlayer].pendingTickets;
      assert.equal(mine.length, 4);
      assert.ok(applyCommand(drawn.state, state.currentPlayer, { type: "selectDestinations", destinationsSelected: [0] }).ok);
    });

    it("Big Cities: the 35 tickets with Chicago, Dallas, Houston, Los Angeles, Miami, New York or Seattle at an end, 4 dealt keep at least 2, 4 drawn, no bonus", () => {
      const board = mapOf({ map: "usa", variant: "bigCities" });
      const big = new Set(["Chicago", "Dallas", "Houston", "Los Angeles", "Miami", "New York", "Seattle"]);
      assert.equal(board.tickets.length, 35);
      for (const t of board.tickets) assert.ok(big.has(board.cities[t.a].name) || big.has(board.cities[t.b].name));
      assert.deepEqual(board.rules.endBonuses, []);
      assert.deepEqual([board.initialTickets.deal, board.initialTickets.keepAtLeast, board.drawTickets.deal], [4, 2, 4]);
      const state = started({ seed: 9, colors: ["red", "blue"], variant: "bigCities" });
      for (const p of state.players) assert.equal(p.pendingTickets.length, 4);
    });
  });

  describe("Europe 1912", () => {
    it("Europe Expanded: the 46 original tickets and its 19 new regular ones, one long ticket dealt with 3 regular", () => {
      const board = mapOf({ map: "europe", variant: "1912" });
      assert.equal(board.tickets.filter((t) => t.kind === "regular").length, 59);
      assert.equal(board.tickets.filter((t) => t.kind === "long").length, 6);
      assert.ok(names("europe", "1912").includes("Lisboa – Cadiz 2"));
      assert.deepEqual(board.rules.endBonuses, MAPS.europe.rules.endBonuses, "the European Express stays");
      const state = started({ seed: 11, colors: ["red", "blue"], map: "europe", variant: "1912" });
      for (const p of state.players) {
        assert.equal(p.pendingTickets.length, 4);
        assert.equal(p.pendingTickets.filter((id) => board.tickets[id].kind === "long").length, 1);
      }
    });

    it("Mega Europe: all 101 tickets (89 regular, 12 long), 2 long and 5 regular dealt, keep at least 3", () => {
      const board = mapOf({ map: "europe", variant: "mega" });
      assert.equal(board.tickets.filter((t) => t.kind === "regular").length, 89);
      assert.equal(board.tickets.filter((t) => t.kind === "long").length, 12);
      const state = started({ seed: 13, colors: ["red", "blue", "green", "yellow", "black"], map: "europe", variant: "mega" });
      for (const p of state.players) assert.equal(p.pendingTickets.filter((id) => board.tickets[id].kind === "long").length, 2);
      for (const p of state.players) assert.equal(p.pendingTickets.length, 7);
      assert.deepEqual(applyCommand(state, 0, { type: "selectDestinations", destinationsSelected: [0, 1] }), { ok: false, error: { code: ERR.haveToSelectMore } });
      assert.ok(applyCommand(state, 0, { type: "selectDestinations", destinationsSelected: [0, 1, 2] }).ok);
      assert.equal(state.ticketsOutOfGame?.length, 12 - 10, "the long tickets not dealt leave the game");
    });

    it("Big Cities of Europe: the 45 regular tickets touching one of its nine big cities, no long ticket, 5 dealt keep at least 2, 4 drawn", () => {
      const board = mapOf({ map: "europe", variant: "bigCities" });
      const big = new Set(["Angora", "Athina", "Berlin", "London", "Madrid", "Moskva", "Paris", "Roma", "Wien"]);
      assert.equal(board.tickets.length, 45);
      for (const t of board.tickets) {
        assert.equal(t.kind, "regular");
        assert.ok(big.has(board.cities[t.a].name) || big.has(board.cities[t.b].name));
      }
      const state = started({ seed: 17, colors: ["red", "blue"], map: "europe", variant: "bigCities" });
      for (const p of state.players) assert.equal(p.pendingTickets.length, 5);
      assert.equal(board.drawTickets.deal, 4);
    });
  });

  it("every variant's ticket can be completed on its board and names two different cities", () => {
    for (const map of ["usa", "europe"] as const) {
      for (const variant of variantsOf(map)) {
        for (const t of mapOf({ map, variant }).tickets) {
          assert.notEqual(t.a, t.b);
          assert.ok(t.points > 0);
        }
      }
    }
  });

  it("a game record keeps its variant: replayOptions deals the same game, and a record naming another board's option is refused", () => {
    const seats = [{ username: "a", color: "red", bot: null }, { username: "b", color: "blue", bot: null }] as const;
    const record = { format: "ttr-game-record", version: 1, gameId: "g", gameName: "n", seed: 21, seats, log: [], result: null, createdAt: "x", variant: "mega" };
    const parsed = parseGameRecord(record);
    assert.ok(parsed.ok);
    assert.deepEqual(replayOptions(parsed.record), { seed: 21, colors: ["red", "blue"], variant: "mega" });
    assert.equal(parseGameRecord({ ...record, variant: "1912" }).ok, false);
    assert.equal(parseGameRecord({ ...record, map: "nordic" }).ok, false);
  });
});
