// The per-seat view and the legal-move list computed from it.
import assert from "node:assert/strict";
import {
  applyCommand,
  checkCommand,
  claimOptions,
  legalActions,
  legalActionsFromView,
  playerView,
  routeClaimBlocker,
  type Command,
} from "../src/index.js";
import { giveRoutes, ok, opening, playRandomGame, routeId, started, turnOf } from "./kit.js";

const ATL_MIA_BLUE5 = routeId("Atlanta", "Miami");
const ATL_NAS_GRAY1 = routeId("Atlanta", "Nashville");

describe("playerView", () => {
  it("shows a seat its own hand, tickets and offer, and only counts of everybody else's", () => {
    const s = opening(3, 2);
    const v = playerView(s, 1);
    assert.deepEqual(v.me, { hand: s.players[1].hand, tickets: [], pendingTickets: s.players[1].pendingTickets });
    assert.deepEqual(v.players.map((p) => [p.handCount, p.pendingTicketCount]), [[4, 3], [4, 3], [4, 3]]);
    const hidden = ["trainDeck", "trainDiscard", "ticketDeck", "rng", "seed"];
    assert.deepEqual(Object.keys(v).filter((k) => hidden.includes(k)), []);
    assert.ok(v.players.every((p) => !("hand" in p) && !("tickets" in p) && !("pendingTickets" in p)));
    assert.equal(v.trainDeckCount, s.trainDeck.length);
    assert.equal(v.ticketDeckCount, s.ticketDeck.length);
  });

  it("gives a spectator (seat null) no private part at all", () => {
    const v = playerView(started(2), null);
    assert.equal(v.seat, null);
    assert.equal(v.me, null);
    assert.deepEqual(legalActionsFromView(v), []);
  });

  it("does not share arrays with the state", () => {
    const s = started(2);
    const v = playerView(s, 0);
    v.routeOwners[0] = 1;
    v.me!.hand.red = 99;
    assert.equal(s.routeOwners[0], -1);
    assert.notEqual(s.players[0].hand.red, 99);
  });
});

describe("legalActions", () => {
  it("offers every opening ticket subset of at least two to each seat at once", () => {
    const s = opening(2);
    for (const seat of [0, 1]) {
      const sets = legalActions(s, seat).map((a) => (a.type === "selectDestinations" ? a.destinationsSelected : []));
      assert.deepEqual(sets, [[0, 1], [0, 2], [1, 2], [0, 1, 2]]);
    }
  });

  it("offers nothing to a seat whose turn it is not", () => assert.deepEqual(legalActions(turnOf(0), 1), []));

  it("offers every subset of at least one after a ticket draw", () => {
    const s = ok(turnOf(0), 0, { type: "getDestinations" }).state;
    assert.equal(legalActions(s, 0).length, 7);
  });

  it("offers no face-up locomotive as the second card", () => {
    const s = turnOf(0);
    s.faceUp = ["locomotive", "red", "blue", "green", "white"];
    const after = ok(s, 0, { type: "drawTrainCard", cardLocation: 1 }).state;
    const slots = legalActions(after, 0).map((a) => (a.type === "drawTrainCard" ? a.cardLocation : -1));
    assert.ok(!slots.includes(0));
    assert.ok(slots.includes(5));
  });

  it("offers a ticket draw only while tickets remain", () => {
    const s = turnOf(0);
    assert.ok(legalActions(s, 0).some((a) => a.type === "getDestinations"));
    s.ticketDeck = [];
    assert.ok(!legalActions(s, 0).some((a) => a.type === "getDestinations"));
  });

  it("lists every colour/wild split the hand can pay", () => {
    const s = turnOf(0, { hand: { blue: 4, locomotive: 2, red: 1 } });
    const splits = legalActions(s, 0)
      .filter((a): a is Extract<Command, { type: "buyRoute" }> => a.type === "buyRoute" && a.routeIndex === ATL_MIA_BLUE5)
      .map((a) => [a.trainColor, a.numberOfWilds]);
    assert.deepEqual(splits, [["blue", 1], ["blue", 2]]);
    const gray = claimOptions(playerView(s, 0), ATL_NAS_GRAY1).map((o) => [o.trainColor, o.numberOfWilds]);
    assert.deepEqual(gray, [["red", 0], ["blue", 0], ["locomotive", 1]]);
  });

  it("contains pass only when nothing else is legal", () => {
    assert.ok(!legalActions(turnOf(0), 0).some((a) => a.type === "pass"));
  });

  it("matches the rules exactly: every listed action applies, and the view gives the same list", () => {
    playRandomGame(5, 3, (before, player) => {
      const actions = legalActions(before, player);
      assert.deepEqual(legalActionsFromView(playerView(before, player)), actions);
      for (const a of actions) assert.equal(checkCommand(before, player, a), null, JSON.stringify(a));
    });
  });

  it("leaves out only what the rules refuse: every claim not listed is refused", () => {
    const s = turnOf(0, { hand: { blue: 3, red: 2, locomotive: 1 } });
    const listed = new Set(legalActions(s, 0).map((a) => JSON.stringify(a)));
    for (let routeIndex = 0; routeIndex < 100; routeIndex++) {
      for (const trainColor of ["red", "blue", "green", "locomotive"] as const) {
        for (let numberOfWilds = 0; numberOfWilds <= 2; numberOfWilds++) {
          const cmd: Command = { type: "buyRoute", routeIndex, trainColor, numberOfWilds };
          if (listed.has(JSON.stringify(cmd))) continue;
          const r = applyCommand(s, 0, cmd);
          // Not listed: either refused, or an equivalent all-wild payment listed under "locomotive".
          if (r.ok) assert.ok(listed.has(JSON.stringify({ ...cmd, trainColor: "locomotive" })), JSON.stringify(cmd));
        }
      }
    }
  });
});

describe("routeClaimBlocker", () => {
  const cases: [string, () => ReturnType<typeof turnOf>, number, number, string | null][] = [
    ["claimable", () => turnOf(0, { hand: { blue: 5 } }), 0, ATL_MIA_BLUE5, null],
    ["someone else's turn", () => turnOf(0, { hand: { blue: 5 } }), 1, ATL_MIA_BLUE5, "not your turn"],
    ["already claimed", () => giveRoutes(turnOf(0, { hand: { blue: 5 } }), 1, [ATL_MIA_BLUE5]), 0, ATL_MIA_BLUE5, "already claimed"],
    ["twin taken, 2 players", () => giveRoutes(turnOf(0, { hand: { red: 2 } }), 1, [5]), 0, 6, "the other route of this double is taken (only one may be claimed with 2–3 players)"],
    ["own twin", () => giveRoutes(turnOf(0, { players: 4, hand: { red: 2 } }), 0, [5]), 0, 6, "you own the other route of this double"],
    ["short of cards", () => turnOf(0, { hand: { blue: 2, locomotive: 1 } }), 0, ATL_MIA_BLUE5, "short 2 cards"],
    ["short of one card", () => turnOf(0, { hand: { blue: 4 } }), 0, ATL_MIA_BLUE5, "short 1 card"],
    ["too few trains", () => turnOf(0, { hand: { blue: 5 }, trainsLeft: 3 }), 0, ATL_MIA_BLUE5, "too few trains (3 left, the route needs 5)"],
    ["mid-draw", () => ok(turnOf(0, { hand: { blue: 5 } }), 0, { type: "drawTrainCard", cardLocation: 5 }).state, 0, ATL_MIA_BLUE5, "finish drawing your train cards first"],
    ["choosing tickets", () => ok(turnOf(0, { hand: { blue: 5 } }), 0, { type: "getDestinations" }).state, 0, ATL_MIA_BLUE5, "choose your destination tickets first"],
    ["no such route", () => turnOf(0), 0, 100, "no such route"],
  ];
  for (const [rule, build, seat, route, expected] of cases) {
    it(`${rule} → ${expected === null ? "null" : `"${expected}"`}`, () => {
      const view = playerView(build(), seat);
      assert.equal(routeClaimBlocker(view, route), expected);
      assert.equal(claimOptions(view, route).length > 0, expected === null, "claimOptions agrees");
    });
  }
});
