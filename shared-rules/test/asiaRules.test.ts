// Legendary Asia through whole commands on its real board: its published counts (39 cities, 30 regular and 6 long
// tickets, 45 trains, 2–5 players, doubles only with 4–5), the opening deal (one long and three regular tickets,
// keep at least 2, those not kept discarded out of the game, while tickets returned later go under the deck),
// ferries needing their locomotives. Mountains and the Asian Explorer: test/rules/mountains.test.ts, asianExplorer.test.ts.
import assert from "node:assert/strict";
import { ASIA_MAP, ERR, applyCommand } from "../src/index.js";
import { ok, opening, rejects, routeId, started, turnOf } from "./kit.js";

describe("Legendary Asia", () => {
  it("has the published counts: 39 cities, 30 regular and 6 long tickets, 45 trains each, 2–5 players", () => {
    assert.equal(ASIA_MAP.cities.length, 39);
    assert.equal(ASIA_MAP.tickets.filter((t) => t.kind === "regular").length, 30);
    assert.equal(ASIA_MAP.tickets.filter((t) => t.kind === "long").length, 6);
    assert.equal(ASIA_MAP.trainsPerPlayer, 45);
    assert.deepEqual([ASIA_MAP.minPlayers, ASIA_MAP.maxPlayers, ASIA_MAP.doubleRoutesBothUsableFromPlayers], [2, 5, 4]);
    assert.equal(ASIA_MAP.routes.filter((r) => r.mountains > 0).length, 30);
    assert.equal(ASIA_MAP.routes.filter((r) => r.kind === "ferry").length, 15);
  });

  it("deals one long and three regular tickets; keeping fewer than 2 is refused", () => {
    const s = opening(3, 5, "asia");
    for (const p of s.players) {
      assert.equal(p.pendingTickets.length, 4);
      assert.equal(p.pendingTickets.filter((t) => ASIA_MAP.tickets[t].kind === "long").length, 1);
    }
    rejects(s, 0, { type: "selectDestinations", destinationsSelected: [0] }, ERR.haveToSelectMore);
  });

  it("discards the opening tickets not kept (out of the game, not under the deck)", () => {
    const s = opening(2, 7, "asia");
    const offered = s.players[0].pendingTickets;
    const { state } = ok(s, 0, { type: "selectDestinations", destinationsSelected: [0, 1] });
    assert.deepEqual(state.players[0].tickets, offered.slice(0, 2));
    for (const t of offered.slice(2)) {
      assert.ok(state.ticketsOutOfGame?.includes(t), `ticket ${t} leaves the game`);
      assert.ok(!state.ticketDeck.includes(t), `ticket ${t} is not under the deck`);
    }
  });

  it("puts tickets returned later under the deck, as the base game does", () => {
    let s = started(2, 9, "asia");
    const seat = s.currentPlayer;
    s = ok(s, seat, { type: "getDestinations" }).state;
    const offered = s.players[seat].pendingTickets;
    const { state } = ok(s, seat, { type: "selectDestinations", destinationsSelected: [0] });
    assert.deepEqual(state.ticketDeck.slice(-2), offered.slice(1));
  });

  it("closes the second route of a double below 4 players", () => {
    const red = routeId("Moscow", "Perm", "red", "asia");
    const gray = routeId("Moscow", "Perm", "gray", "asia");
    let s = turnOf(0, { map: "asia", hand: { red: 3 } });
    s = ok(s, 0, { type: "buyRoute", routeIndex: red, trainColor: "red", numberOfWilds: 0 }).state;
    const other = s.currentPlayer;
    const answer = applyCommand({ ...s, players: s.players.map((p, i) => (i === other ? { ...p, hand: { ...p.hand, blue: 3 } } : p)) }, other, { type: "buyRoute", routeIndex: gray, trainColor: "blue", numberOfWilds: 0 });
    assert.deepEqual(answer, { ok: false, error: { code: ERR.twinLockedFewPlayers } });
  });
});
