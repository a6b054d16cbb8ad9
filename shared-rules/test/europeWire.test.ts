// The wire contract for Europe's new public facts (protocol/wireState.ts → viewFromWire → the rules' PlayerView):
// a wire state built the way the server projects one (plain arrays, as toJSON() gives them) reads back as exactly the
// view the rules give each seat, tunnel pending, stations built and the end result's station choices included; and
// every new event has its history line on the right map.
import assert from "node:assert/strict";
import { EUROPE_MAP, handSize, playerView, type GameEvent, type GameState } from "../src/index.js";
import { historyCode, historyText, viewFromWire, type WireState } from "../protocol/index.js";
import { playRandomGame } from "./kit.js";

/** What a server projecting `s` would send to `seat` (each seat's private part only in its own state). */
function wireOf(s: GameState, seat: number | null): WireState {
  return {
    map: s.map,
    phase: s.phase,
    gameName: "g",
    host: "h",
    players: s.players.map((p, i) => ({
      userId: `u${i}`,
      username: `p${i}`,
      color: p.color,
      points: p.routePoints,
      routePoints: p.routePoints,
      trainsLeft: p.trainsLeft,
      handCount: handSize(p.hand),
      ticketCount: p.tickets.length,
      pendingTicketCount: p.pendingTickets.length,
      routes: p.routes,
      connected: true,
      takeoverAt: 0,
      turnEndsAt: 0,
      reserveMs: 0,
      isBot: false,
      stationsLeft: p.stationsLeft,
      stations: p.stations,
      private: i === seat ? { seat: i, ...p.hand, tickets: p.tickets, pendingTickets: p.pendingTickets } : null,
    })),
    routeOwners: s.routeOwners,
    faceUp: s.faceUp.map((c) => c ?? ""),
    deckCount: s.trainDeck.length,
    discardCount: s.trainDiscard.length,
    ticketDeckCount: s.ticketDeck.length,
    currentPlayer: s.currentPlayer,
    turnStage: s.turnStage,
    turnNumber: s.turnNumber,
    lastRoundTriggeredBy: s.lastRoundTriggeredBy,
    turnsLeft: s.turnsLeft,
    result: s.result && {
      scores: s.result.scores.map((sc) => ({
        ...sc,
        stationCities: sc.stationRoutes?.map((u) => u.cityIndex),
        stationRouteIndexes: sc.stationRoutes?.map((u) => u.routeIndex ?? -1),
      })),
      ranking: s.result.ranking,
    },
    stationOwners: s.stationOwners,
    tunnel: s.tunnel ?? null,
    history: [],
    stateVersion: 0,
    spectatorCount: 0,
    spectatorDelay: 0,
    timeControl: "",
  };
}

describe("Europe on the wire: viewFromWire gives the rules' view", () => {
  it("for every seat and a spectator, after every action of a random game (tunnels and stations included)", () => {
    let tunnels = 0;
    playRandomGame(
      77,
      3,
      (_before, _player, _command, after) => {
        if (after.tunnel) tunnels++;
        for (const seat of [0, 1, 2, null]) assert.deepEqual(viewFromWire(wireOf(after, seat), seat), playerView(after, seat));
      },
      "byType",
      20_000,
      "europe",
    );
    assert.ok(tunnels > 0, "the game had a pending tunnel to check");
  });
});

describe("Europe's history lines", () => {
  const name = (seat: number) => `P${seat}`;
  const line = (e: GameEvent) => historyText(historyCode(e) ?? -1, name, EUROPE_MAP);
  const madPam = EUROPE_MAP.routes.findIndex((r) => r.kind === "tunnel" && r.color === "black");
  it("names the city of a station and the route of a tunnel, with the extra cards", () => {
    assert.equal(line({ type: "stationBuilt", player: 1, cityIndex: 0, trainColor: "red", numberOfWilds: 0 }), "P1 built a station in Amsterdam.");
    assert.equal(line({ type: "tunnelRevealed", player: 0, routeIndex: madPam, trainColor: "black", numberOfWilds: 0, revealed: ["black", "red", "red"], extra: 1 }), "P0's tunnel Madrid–Pamplona needs 1 extra card.");
    assert.equal(line({ type: "tunnelRevealed", player: 0, routeIndex: madPam, trainColor: "black", numberOfWilds: 0, revealed: [], extra: 0 }), "P0 dug through the tunnel Madrid–Pamplona: no extra cards.");
    assert.equal(line({ type: "tunnelPaid", player: 2, routeIndex: madPam, extra: 2, numberOfWilds: 1 }), "P2 paid 2 extra cards for the tunnel Madrid–Pamplona.");
    assert.equal(line({ type: "tunnelDeclined", player: 2, routeIndex: madPam }), "P2 gave up the tunnel Madrid–Pamplona.");
  });
});
