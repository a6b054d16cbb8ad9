// The second wave's rules through whole commands on the real boards (the plug-ins themselves are tested on synthetic
// boards in test/rules/): Nordic Countries (locomotives only on tunnels and ferries, face-up locomotives as one card,
// three cards per ferry locomotive, four per card on Murmansk – Lieksa, unkept tickets out of the game, the
// Globetrotter), Switzerland (country tickets, unkept tickets out, longest path) and India (4 tickets dealt, the Grand
// Tour beside the longest path).
import assert from "node:assert/strict";
import { INDIA_MAP, NORDIC_MAP, SWITZERLAND_MAP, applyCommand, legalActions, mapById, newGame, ticketProgress, type CardColor, type GameState, type MapId } from "../src/index.js";
import { ok, opening, rejects, routeId, stackDeck, turnOf } from "./kit.js";

const boden = () => routeId("Boden", "Umeå", "red", "nordic");
const ferry = () => routeId("Bergen", "Stavanger", "purple", "nordic");
const murmansk = () => routeId("Lieksa", "Murmansk", "gray", "nordic");

describe("Nordic Countries through commands", () => {
  it("refuses a locomotive on a plain route, and lists no such payment", () => {
    const s = turnOf(0, { map: "nordic", hand: { red: 2, locomotive: 3 } });
    rejects(s, 0, { type: "buyRoute", routeIndex: boden(), trainColor: "red", numberOfWilds: 1 }, "locomotiveNotAllowed");
    rejects(s, 0, { type: "buyRoute", routeIndex: boden(), trainColor: "locomotive", numberOfWilds: 3 }, "locomotiveNotAllowed");
    assert.ok(!legalActions(s, 0).some((c) => c.type === "buyRoute" && c.routeIndex === boden()));
  });

  it("claims a ferry with three cards standing in for its locomotive, all of them discarded", () => {
    const s = turnOf(0, { map: "nordic", hand: { purple: 1, blue: 2, green: 1 } });
    assert.ok(legalActions(s, 0).some((c) => c.type === "buyRoute" && c.routeIndex === ferry() && c.standIns !== undefined));
    const { state } = ok(s, 0, { type: "buyRoute", routeIndex: ferry(), trainColor: "purple", numberOfWilds: 0, standIns: { blue: 2, green: 1 } });
    assert.deepEqual(state.players[0].routes, [ferry()]);
    assert.equal(state.players[0].hand.blue + state.players[0].hand.green + state.players[0].hand.purple, 0);
    assert.equal(state.trainDiscard.length, s.trainDiscard.length + 4);
  });

  it("claims Murmansk – Lieksa with four cards standing in for each card of its colour", () => {
    const s = turnOf(0, { map: "nordic", hand: { red: 8, blue: 4 } });
    const { state } = ok(s, 0, { type: "buyRoute", routeIndex: murmansk(), trainColor: "red", numberOfWilds: 0, standIns: { blue: 4 } });
    assert.equal(state.players[0].routePoints, 27);
    rejects(s, 0, { type: "buyRoute", routeIndex: murmansk(), trainColor: "red", numberOfWilds: 0, standIns: { blue: 3 } }, "invalidStandIns");
  });

  it("lets a face-up locomotive be one of two cards, and the second", () => {
    const s: GameState = { ...turnOf(0, { map: "nordic" }), faceUp: ["locomotive", "locomotive", "red", "blue", "green"] };
    const first = ok(s, 0, { type: "drawTrainCard", cardLocation: 0 }).state;
    assert.equal(first.turnStage, "drewOneCard");
    assert.equal(first.currentPlayer, 0);
    const faceUpLoco = first.faceUp.findIndex((c) => c === "locomotive");
    if (faceUpLoco >= 0) assert.equal(ok(first, 0, { type: "drawTrainCard", cardLocation: faceUpLoco }).state.currentPlayer, 1);
  });

  it("deals five tickets, keep at least two; the ones not kept leave the game", () => {
    const s = opening(2, 3, "nordic");
    assert.equal(s.players[0].pendingTickets.length, 5);
    rejects(s, 0, { type: "selectDestinations", destinationsSelected: [0] }, "haveToSelectMore");
    const returned = s.players[0].pendingTickets.slice(2);
    const { state } = ok(s, 0, { type: "selectDestinations", destinationsSelected: [0, 1] });
    assert.deepEqual(state.ticketsOutOfGame, returned);
    assert.equal(state.ticketDeck.length, s.ticketDeck.length);
  });

  it("seats two or three players, with 40 trains each, and has no longest-path bonus but the Globetrotter", () => {
    assert.equal(newGame({ seed: 1, colors: ["red", "blue", "green", "yellow"], map: "nordic" }).ok, false);
    assert.equal(opening(3, 1, "nordic").players[2].trainsLeft, 40);
    assert.deepEqual(NORDIC_MAP.rules.endBonuses, [{ kind: "globetrotter", points: 10 }]);
    assert.equal(NORDIC_MAP.routeScoring[9], 27);
  });
});

describe("Switzerland and India through commands", () => {
  it("Switzerland: country tickets are in the deck and read with their destinations; locomotives only on tunnels", () => {
    const countries = SWITZERLAND_MAP.tickets.filter((t) => t.kind === "country");
    assert.ok(countries.length > 0);
    for (const t of countries) assert.ok((t.destinations?.length ?? 0) >= 2);
    const s = opening(2, 5, "switzerland");
    const all = [...s.ticketDeck, ...s.players.flatMap((p) => p.pendingTickets)];
    assert.equal(all.length, SWITZERLAND_MAP.tickets.length);
    assert.deepEqual(SWITZERLAND_MAP.rules.locomotivesOnlyOn, ["tunnel"]);
    assert.equal(newGame({ seed: 1, colors: ["red", "blue", "green", "yellow"], map: "switzerland" }).ok, false);
  });

  it("India: four tickets dealt (keep two), three drawn (keep one); the returned ones go under the deck; two bonuses", () => {
    const s = opening(4, 2, "india");
    assert.equal(s.players[0].pendingTickets.length, 4);
    const { state } = ok(s, 0, { type: "selectDestinations", destinationsSelected: [0, 1] });
    assert.deepEqual(state.ticketDeck.slice(-2), s.players[0].pendingTickets.slice(2));
    assert.deepEqual(INDIA_MAP.rules.endBonuses.map((b) => b.kind), ["longestPath", "grandTour"]);
    assert.equal(applyCommand(s, 0, { type: "getDestinations" }).ok, false);
  });
});

describe("Switzerland: the ticket meter knows country tickets", () => {
  /** Route ids of a shortest path (by route count) between two cities of the board. */
  function pathBetween(from: number, to: number): number[] {
    const via = new Map<number, number>([[from, -1]]);
    const queue = [from];
    while (queue.length > 0) {
      const city = queue.shift()!;
      SWITZERLAND_MAP.routes.forEach((r, id) => {
        const next = r.a === city ? r.b : r.b === city ? r.a : -1;
        if (next >= 0 && !via.has(next)) {
          via.set(next, id);
          queue.push(next);
        }
      });
    }
    const out: number[] = [];
    for (let city = to; city !== from; ) {
      const id = via.get(city)!;
      out.push(id);
      const r = SWITZERLAND_MAP.routes[id];
      city = r.a === city ? r.b : r.a;
    }
    return out;
  }

  it("counts a country ticket done when a destination other than its best-paid one is joined", () => {
    const id = SWITZERLAND_MAP.tickets.findIndex((t) => t.kind === "country" && t.destinations!.some((d) => d.to !== t.b));
    const ticket = SWITZERLAND_MAP.tickets[id];
    const other = ticket.destinations!.find((d) => d.to !== ticket.b && !pathBetween(ticket.a, d.to).some((r) => [SWITZERLAND_MAP.routes[r].a, SWITZERLAND_MAP.routes[r].b].includes(ticket.b)))!;
    const owners = SWITZERLAND_MAP.routes.map(() => -1);
    for (const r of pathBetween(ticket.a, other.to)) owners[r] = 0;
    const [progress] = ticketProgress(owners, 2, 0, [id], { map: "switzerland" });
    assert.equal(progress.status, "done");
    assert.equal(progress.trainsNeeded, 0);
  });
});

describe("a tunnel's extra cards where locomotives go only on some route kinds", () => {
  // Both rule sheets list tunnels among the routes a locomotive may pay, and a tunnel's extra is paid "in the colour
  // used or with locomotives" as in Europe: a locomotive may pay the extra, and a revealed locomotive still counts.
  const cases: [string, MapId, number, CardColor][] = [
    ["Nordic Countries (Bergen – Oslo, blue tunnel 4)", "nordic", routeId("Bergen", "Oslo", "blue", "nordic"), "blue"],
    ["Switzerland (Baden – Basel, red tunnel 3)", "switzerland", routeId("Baden", "Basel", "red", "switzerland"), "red"],
  ];
  for (const [board, map, route, color] of cases) {
    it(`${board}: the extra may be paid with locomotives`, () => {
      const length = mapById(map).routes[route]!.length;
      const s = stackDeck(turnOf(0, { map, hand: { [color]: length, locomotive: 2 } }), [color, "locomotive", color === "red" ? "blue" : "red"]);
      const laid = ok(s, 0, { type: "buyRoute", routeIndex: route, trainColor: color, numberOfWilds: 0 }).state;
      assert.equal(laid.tunnel?.extra, 2, "the colour laid and a locomotive each demand one more card");
      assert.deepEqual(legalActions(laid, 0), [{ type: "payTunnel", numberOfWilds: 2 }, { type: "declineTunnel" }], "the locomotives are the only way to pay");
      const { state } = ok(laid, 0, { type: "payTunnel", numberOfWilds: 2 });
      assert.equal(state.routeOwners[route], 0);
      assert.equal(state.players[0].hand.locomotive, 0);
    });
  }
});

