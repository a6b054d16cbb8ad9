// Stations (Europe rules): three per player; the first costs one card, the second two of one colour, the third three
// (locomotives stand in); one per city; at the end each lets its owner use one route of another player into its
// city for tickets (the best choice made for them, and shown); each station not built is worth 4 points.
import assert from "node:assert/strict";
import { ERR, EUROPE_MAP, cityIndex, legalActions, scoreGame, type CardColor, type Command, type GameState, type Hand, type RulesErrorCode } from "../src/index.js";
import { cardCount, giveRoutes, ok, rejects, routeId, ticketId, turnOf } from "./kit.js";

const city = (name: string) => cityIndex(name, EUROPE_MAP);
const E = (a: string, b: string, color?: Parameters<typeof routeId>[2]) => routeId(a, b, color, "europe");
const build = (cityName: string, trainColor: CardColor, numberOfWilds = 0): Command => ({ type: "buildStation", cityIndex: city(cityName), trainColor, numberOfWilds });

const europe = (hand: Partial<Hand>, players = 2): GameState => turnOf(0, { map: "europe", hand, players });
/** The same game with player 0 having built stations already (cards not spent: only the count matters here). */
function withStations(s: GameState, player: number, cities: string[]): GameState {
  const t = structuredClone(s);
  for (const name of cities) {
    t.stationOwners![city(name)] = player;
    t.players[player].stations!.push(city(name));
    t.players[player].stationsLeft! -= 1;
  }
  return t;
}

describe("stations: building one", () => {
  it("the first costs one card, into the discard; the station is the player's and the turn ends", () => {
    const { state, events } = ok(europe({ red: 1 }), 0, build("Paris", "red"));
    assert.equal(state.stationOwners![city("Paris")], 0);
    assert.deepEqual(state.players[0].stations, [city("Paris")]);
    assert.equal(state.players[0].stationsLeft, 2);
    assert.equal(state.players[0].hand.red, 0);
    assert.equal(state.trainDiscard.at(-1), "red");
    assert.equal(state.currentPlayer, 1);
    assert.deepEqual(events[0], { type: "stationBuilt", player: 0, cityIndex: city("Paris"), trainColor: "red", numberOfWilds: 0 });
    assert.equal(cardCount(state), 110);
  });

  const cases: [string, () => GameState, Command, RulesErrorCode | null][] = [
    ["the second costs two of one colour", () => withStations(europe({ red: 2 }), 0, ["Paris"]), build("Wien", "red"), null],
    ["the second with one card", () => withStations(europe({ red: 1 }), 0, ["Paris"]), build("Wien", "red"), ERR.notEnoughCards],
    ["the third costs three, locomotives standing in", () => withStations(europe({ blue: 1, locomotive: 2 }), 0, ["Paris", "Roma"]), build("Wien", "blue", 2), null],
    ["the third paid with locomotives only", () => withStations(europe({ locomotive: 3 }), 0, ["Paris", "Roma"]), build("Wien", "locomotive", 3), null],
    ["two colours do not mix", () => withStations(europe({ red: 1, blue: 1 }), 0, ["Paris"]), build("Wien", "red"), ERR.notEnoughCards],
    ["a fourth station", () => withStations(europe({ red: 4 }), 0, ["Paris", "Roma", "Wien"]), build("Berlin", "red"), ERR.noStationsLeft],
    ["a city with a station of another player", () => withStations(europe({ red: 2 }), 1, ["Paris"]), build("Paris", "red"), ERR.cityHasStation],
    ["a city with one's own station", () => withStations(europe({ red: 2 }), 0, ["Paris"]), build("Paris", "red"), ERR.cityHasStation],
    ["a city index past the map", () => europe({ red: 1 }), { type: "buildStation", cityIndex: 47, trainColor: "red", numberOfWilds: 0 }, ERR.invalidCity],
    ["an unknown colour", () => europe({ red: 1 }), { type: "buildStation", cityIndex: 0, trainColor: "pink" as CardColor, numberOfWilds: 0 }, ERR.invalidTrainColor],
    ["more wilds than the cost", () => europe({ locomotive: 3 }), build("Paris", "red", 2), ERR.invalidNumberOfWilds],
    ["on the USA map (no stations)", () => turnOf(0, { hand: { red: 1 } }), { type: "buildStation", cityIndex: 0, trainColor: "red", numberOfWilds: 0 }, ERR.noStationsLeft],
    ["mid-draw", () => ok(europe({ red: 1 }), 0, { type: "drawTrainCard", cardLocation: 5 }).state, build("Paris", "red"), ERR.mustDrawSecondCard],
  ];
  for (const [rule, setup, command, error] of cases) {
    it(`${rule} → ${error ?? "built"}`, () => {
      if (error === null) ok(setup(), 0, command);
      else rejects(setup(), 0, command, error);
    });
  }

  it("the legal moves list every free city with every way to pay the next station", () => {
    const s = withStations(europe({ red: 1, locomotive: 1 }), 1, ["Paris"]);
    const stations = legalActions(s, 0).filter((c) => c.type === "buildStation");
    assert.equal(stations.length, 46 * 2, "46 free cities × (1 red, 1 locomotive)");
    assert.ok(!stations.some((c) => c.type === "buildStation" && c.cityIndex === city("Paris")));
  });
});

describe("stations: at the end of the game", () => {
  /** A 2-player Europe game with no tickets held and no routes, to be given exactly what a case needs. */
  function blank(): GameState {
    const s = structuredClone(europe({}));
    s.players.forEach((p) => (p.tickets = []));
    return s;
  }
  function withTickets(s: GameState, player: number, tickets: number[]): GameState {
    const t = structuredClone(s);
    t.players[player].tickets = tickets;
    t.ticketDeck = t.ticketDeck.filter((id) => !tickets.includes(id));
    return t;
  }
  const PAR_WIE = ticketId("Paris", "Wien", "europe"); // 8
  const PAR_FRA = E("Frankfurt", "Paris", "white"); // 3
  const FRA_MUN = E("Frankfurt", "München"); // 2
  const MUN_WIE = E("München", "Wien"); // 3

  it("a station lets its owner use another player's route into its city, and the result names it", () => {
    let s = withTickets(blank(), 0, [PAR_WIE]);
    s = giveRoutes(s, 0, [PAR_FRA, MUN_WIE]);
    s = giveRoutes(s, 1, [FRA_MUN]);
    const without = scoreGame(s).scores[0];
    assert.equal(without.ticketPoints, -8);
    s = withStations(s, 0, ["München"]);
    const me = scoreGame(s).scores[0];
    assert.equal(me.ticketPoints, 8);
    assert.deepEqual(me.ticketsWon, [PAR_WIE]);
    assert.deepEqual(me.stationRoutes, [{ cityIndex: city("München"), routeIndex: FRA_MUN }]);
    assert.equal(me.stationPoints, 8, "two stations not built: 4 points each");
  });

  it("a station helps only through a route into its own city, and only one route per station", () => {
    let s = withTickets(blank(), 0, [PAR_WIE]);
    s = giveRoutes(s, 1, [PAR_FRA, FRA_MUN]);
    s = giveRoutes(s, 0, [MUN_WIE]);
    // One station at Frankfurt could borrow Paris–Frankfurt or Frankfurt–München, not both.
    assert.equal(scoreGame(withStations(s, 0, ["Frankfurt"])).scores[0].ticketPoints, -8);
    // Stations at Paris and München borrow one each: connected.
    const both = scoreGame(withStations(s, 0, ["Paris", "München"])).scores[0];
    assert.equal(both.ticketPoints, 8);
    assert.deepEqual(both.stationRoutes, [
      { cityIndex: city("Paris"), routeIndex: PAR_FRA },
      { cityIndex: city("München"), routeIndex: FRA_MUN },
    ]);
  });

  it("a station that helps no ticket borrows nothing (null), and never counts for the longest path", () => {
    let s = blank();
    s = giveRoutes(s, 0, [PAR_FRA]);
    s = giveRoutes(s, 1, [FRA_MUN, MUN_WIE]);
    s = withStations(s, 0, ["Frankfurt"]);
    const [me, other] = scoreGame(s).scores;
    assert.deepEqual(me.stationRoutes, [{ cityIndex: city("Frankfurt"), routeIndex: null }]);
    assert.equal(me.longestPath, 3, "only the player's own route");
    assert.equal(other.longestPath, 5);
    assert.equal(other.longestPathBonus, 10, "the European Express");
    assert.equal(me.longestPathBonus, 0);
  });

  it("each unbuilt station is worth 4 points in the total", () => {
    const s = withStations(blank(), 1, ["Roma"]);
    const [p0, p1] = scoreGame(s).scores;
    assert.deepEqual([p0.stationPoints, p1.stationPoints], [12, 8]);
    assert.equal(p0.total, 12);
    assert.equal(p1.total, 8);
  });
});
