// Europe's game around the new pieces (Europe rules): the opening deal (one long ticket and three regular ones,
// keep at least two of the four; the other long tickets leave the game unseen), route scoring up to length 8, and
// the rules "as in the USA game": the last round, double routes with 2–3 players, face-up locomotives, replay.
import assert from "node:assert/strict";
import {
  ERR,
  EUROPE_MAP,
  parseGameRecord,
  playerView,
  replay,
  replayOptions,
  routePoints,
  GAME_RECORD_FORMAT,
  GAME_RECORD_VERSION,
  type Command,
} from "../src/index.js";
import { SEAT_COLORS, giveRoutes, ok, opening, playRandomGame, rejects, routeId, turnOf } from "./kit.js";

const isLong = (t: number) => EUROPE_MAP.tickets[t].kind === "long";
const keep = (...destinationsSelected: number[]): Command => ({ type: "selectDestinations", destinationsSelected });

describe("Europe: the opening deal", () => {
  it("offers each player one long ticket and three regular ones; the undealt long tickets leave the game unseen", () => {
    for (const players of [2, 3, 4, 5]) {
      const s = opening(players, 7, "europe");
      for (const p of s.players) {
        assert.equal(p.pendingTickets.length, 4);
        assert.equal(p.pendingTickets.filter(isLong).length, 1, "one long ticket");
      }
      assert.equal(s.ticketsOutOfGame?.length, 6 - players);
      assert.ok(s.ticketsOutOfGame?.every(isLong));
      assert.ok(s.ticketDeck.every((t) => !isLong(t)), "the deck holds regular tickets only");
      assert.equal(s.ticketDeck.length, 40 - 3 * players);
      assert.equal(playerView(s, 0).ticketDeckCount, 40 - 3 * players);
      assert.ok(!("ticketsOutOfGame" in playerView(s, 0)), "nobody sees the tickets out of the game");
    }
  });

  it("each player keeps at least two of the four", () => {
    const s = opening(2, 7, "europe");
    rejects(s, 0, keep(3), ERR.haveToSelectMore);
    ok(s, 0, keep(0, 1));
    ok(s, 0, keep(1, 2, 3));
  });

  it("returned regular tickets go to the bottom of the deck; a returned long ticket leaves the game", () => {
    const s = opening(2, 7, "europe");
    const [long, a, b, c] = s.players[0].pendingTickets;
    const { state } = ok(s, 0, keep(1, 2));
    assert.deepEqual(state.players[0].tickets, [a, b]);
    assert.deepEqual(state.ticketDeck.slice(-1), [c]);
    assert.ok(state.ticketsOutOfGame?.includes(long));
  });

  it("a mid-game ticket draw offers three regular tickets, keep at least one", () => {
    const { state } = ok(turnOf(0, { map: "europe" }), 0, { type: "getDestinations" });
    assert.equal(state.players[0].pendingTickets.length, 3);
    assert.ok(state.players[0].pendingTickets.every((t) => !isLong(t)));
    rejects(state, 0, keep(), ERR.haveToSelectMore);
  });

  it("gives each player 45 trains, 3 stations, 4 cards; no station on any city; no tunnel pending", () => {
    const s = opening(3, 7, "europe");
    for (const p of s.players) {
      assert.deepEqual([p.trainsLeft, p.stationsLeft, p.stations?.length, Object.values(p.hand).reduce((x, y) => x + y, 0)], [45, 3, 0, 4]);
    }
    assert.ok(s.stationOwners?.every((o) => o === -1) && s.stationOwners.length === 47);
    assert.equal(s.tunnel, null);
    assert.equal(s.map, "europe");
  });
});

describe("Europe: scoring and the rules as in the USA game", () => {
  it("scores route lengths 1–4, 6 and 8 as 1, 2, 4, 7, 15, 21", () => {
    assert.deepEqual([1, 2, 3, 4, 6, 8].map((n) => routePoints(n, EUROPE_MAP)), [1, 2, 4, 7, 15, 21]);
    const STO_PET = routeId("Petrograd", "Stockholm", undefined, "europe");
    const s = giveRoutes(turnOf(0, { map: "europe" }), 0, [STO_PET]);
    assert.equal(s.players[0].routePoints, 21);
  });

  it("a turn that leaves its player at 2 trains or fewer starts the last round", () => {
    const s = turnOf(0, { map: "europe", hand: { purple: 1 }, trainsLeft: 3 });
    const { state, events } = ok(s, 0, { type: "buyRoute", routeIndex: routeId("Dieppe", "Paris", undefined, "europe"), trainColor: "purple", numberOfWilds: 0 });
    assert.equal(state.lastRoundTriggeredBy, 0);
    assert.ok(events.some((e) => e.type === "lastRoundStarted"));
  });

  it("with 2–3 players only one route of a double can be claimed; with 4 both (by different players)", () => {
    const red = routeId("Bruxelles", "Paris", "red", "europe");
    const yellow = routeId("Bruxelles", "Paris", "yellow", "europe");
    const buyYellow: Command = { type: "buyRoute", routeIndex: yellow, trainColor: "yellow", numberOfWilds: 0 };
    rejects(giveRoutes(turnOf(0, { map: "europe", hand: { yellow: 2 } }), 1, [red]), 0, buyYellow, ERR.twinLockedFewPlayers);
    ok(giveRoutes(turnOf(0, { map: "europe", hand: { yellow: 2 }, players: 4 }), 1, [red]), 0, buyYellow);
    rejects(giveRoutes(turnOf(0, { map: "europe", hand: { yellow: 2 }, players: 4 }), 0, [red]), 0, buyYellow, ERR.ownTwinRoute);
  });

  it("a face-up locomotive is a whole turn, and may not be the second card", () => {
    const s = { ...turnOf(0, { map: "europe" }), faceUp: ["locomotive", "red", "blue", "green", "white"] as ("locomotive" | "red" | "blue" | "green" | "white")[] };
    const { state } = ok(s, 0, { type: "drawTrainCard", cardLocation: 0 });
    assert.equal(state.currentPlayer, 1);
    const second = ok(s, 0, { type: "drawTrainCard", cardLocation: 1 }).state;
    rejects({ ...second, faceUp: ["locomotive", ...second.faceUp.slice(1)] }, 0, { type: "drawTrainCard", cardLocation: 0 }, ERR.wildNotAllowedOnDrawAgain);
  });
});

describe("Europe: replay and game records", () => {
  it("replays a whole random Europe game to the identical state, from a record naming the map", () => {
    const { state, log } = playRandomGame(41, 3, undefined, "byType", 20_000, "europe");
    const record = {
      format: GAME_RECORD_FORMAT,
      version: GAME_RECORD_VERSION,
      gameId: "g",
      gameName: "Europe",
      seed: 41,
      map: "europe",
      seats: SEAT_COLORS.slice(0, 3).map((color, i) => ({ username: `p${i}`, color, bot: null })),
      log,
      result: state.result,
      createdAt: "2026-11-26T00:00:00.000Z",
    };
    const parsed = parseGameRecord(JSON.parse(JSON.stringify(record)));
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    assert.deepEqual(replayOptions(parsed.record), { seed: 41, colors: SEAT_COLORS.slice(0, 3), map: "europe" });
    const r = replay(replayOptions(parsed.record), parsed.record.log);
    assert.ok(r.ok);
    if (r.ok) assert.deepEqual(r.state, state);
  });

  it("refuses a record naming a map this version lacks", () => {
    const r = parseGameRecord({ format: GAME_RECORD_FORMAT, version: GAME_RECORD_VERSION, seed: 1, map: "mars", seats: [], log: [], gameId: "", gameName: "", createdAt: "", result: null });
    assert.ok(!r.ok);
  });
});
