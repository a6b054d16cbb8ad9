// Claiming a route (turn option 2): the checks in their order, payment, points, double routes.
import assert from "node:assert/strict";
import { ERR, type CardColor, type Command, type RulesErrorCode } from "../src/index.js";
import { giveRoutes, ok, rejects, routeId, ticketId, turnOf } from "./kit.js";

const ATL_MIA_BLUE5 = routeId("Atlanta", "Miami");
const ATL_NAS_GRAY1 = routeId("Atlanta", "Nashville");
const ATL_NO_ORANGE4 = routeId("Atlanta", "New Orleans", "orange");
const ATL_NO_YELLOW4 = routeId("Atlanta", "New Orleans", "yellow");
const ATL_RAL = [5, 6]; // the gray double Atlanta–Raleigh (length 2)

const buy = (routeIndex: number, trainColor: CardColor, numberOfWilds = 0): Command => ({ type: "buyRoute", routeIndex, trainColor, numberOfWilds });

describe("buyRoute: the checks, in order (the first failing one answers)", () => {
  const rich = { blue: 6, orange: 6, red: 6, locomotive: 6 };
  const cases: [string, () => ReturnType<typeof turnOf>, number, Command, RulesErrorCode][] = [
    ["out of turn", () => turnOf(0, { hand: rich }), 1, buy(ATL_MIA_BLUE5, "blue"), ERR.notYourTurn],
    ["route index past the end", () => turnOf(0, { hand: rich }), 0, buy(100, "blue"), ERR.invalidRoute],
    ["negative route index", () => turnOf(0, { hand: rich }), 0, buy(-1, "blue"), ERR.invalidRoute],
    ["fractional route index", () => turnOf(0, { hand: rich }), 0, buy(1.5, "blue"), ERR.invalidRoute],
    ["route owned by the other player", () => giveRoutes(turnOf(0, { hand: rich }), 1, [ATL_MIA_BLUE5]), 0, buy(ATL_MIA_BLUE5, "blue"), ERR.routeAlreadyClaimed],
    ["route owned by oneself", () => giveRoutes(turnOf(0, { hand: rich }), 0, [ATL_MIA_BLUE5]), 0, buy(ATL_MIA_BLUE5, "blue"), ERR.routeAlreadyClaimed],
    ["other colour on a coloured route", () => turnOf(0, { hand: rich }), 0, buy(ATL_MIA_BLUE5, "red"), ERR.invalidTrainColor],
    ["unknown colour", () => turnOf(0, { hand: rich }), 0, buy(ATL_MIA_BLUE5, "pink" as CardColor), ERR.invalidTrainColor],
    ["more wilds than the length", () => turnOf(0, { hand: rich }), 0, buy(ATL_MIA_BLUE5, "blue", 6), ERR.invalidNumberOfWilds],
    ["negative wilds", () => turnOf(0, { hand: rich }), 0, buy(ATL_MIA_BLUE5, "blue", -1), ERR.invalidNumberOfWilds],
    ["fractional wilds", () => turnOf(0, { hand: rich }), 0, buy(ATL_MIA_BLUE5, "blue", 0.5), ERR.invalidNumberOfWilds],
    ["locomotive colour but not all wilds", () => turnOf(0, { hand: rich }), 0, buy(ATL_MIA_BLUE5, "locomotive", 2), ERR.invalidNumberOfWilds],
    ["4 trains for a 5-route", () => turnOf(0, { hand: rich, trainsLeft: 4 }), 0, buy(ATL_MIA_BLUE5, "blue"), ERR.insufficientTrains],
    ["4 blue for a blue 5", () => turnOf(0, { hand: { blue: 4 } }), 0, buy(ATL_MIA_BLUE5, "blue"), ERR.notEnoughCards],
    ["3 blue + 1 wild for 5 with 2 wilds declared", () => turnOf(0, { hand: { blue: 3, locomotive: 1 } }), 0, buy(ATL_MIA_BLUE5, "blue", 2), ERR.notEnoughCards],
    ["too few locomotives for all-wild", () => turnOf(0, { hand: { locomotive: 4 } }), 0, buy(ATL_MIA_BLUE5, "locomotive", 5), ERR.notEnoughCards],
    // Order: the first failing check answers even when later ones would fail too.
    ["claimed AND wrong colour → claimed first", () => giveRoutes(turnOf(0), 1, [ATL_MIA_BLUE5]), 0, buy(ATL_MIA_BLUE5, "red"), ERR.routeAlreadyClaimed],
    ["wrong colour AND too few trains → colour first", () => turnOf(0, { trainsLeft: 1 }), 0, buy(ATL_MIA_BLUE5, "red"), ERR.invalidTrainColor],
    ["too few trains AND no cards → trains first", () => turnOf(0, { trainsLeft: 1 }), 0, buy(ATL_MIA_BLUE5, "blue"), ERR.insufficientTrains],
    ["twin taken (2 players) AND no cards → double rule first", () => giveRoutes(turnOf(0), 1, [ATL_NO_ORANGE4]), 0, buy(ATL_NO_YELLOW4, "yellow"), ERR.twinLockedFewPlayers],
  ];
  for (const [rule, build, player, command, error] of cases) {
    it(`${rule} → "${error}"`, () => rejects(build(), player, command, error));
  }
});

describe("buyRoute: paying and scoring", () => {
  it("pays length-wilds coloured cards plus wilds, into the discard; scores; spends trains; ends the turn", () => {
    const s = turnOf(0, { hand: { blue: 4, locomotive: 2, red: 1 } });
    const { state, events } = ok(s, 0, buy(ATL_MIA_BLUE5, "blue", 1));
    const me = state.players[0];
    assert.deepEqual([me.hand.blue, me.hand.locomotive, me.hand.red], [0, 1, 1]);
    assert.deepEqual(state.trainDiscard.slice(-5).sort(), ["blue", "blue", "blue", "blue", "locomotive"]);
    assert.equal(me.trainsLeft, 40);
    assert.equal(me.routePoints, 10);
    assert.deepEqual(me.routes, [ATL_MIA_BLUE5]);
    assert.equal(state.routeOwners[ATL_MIA_BLUE5], 0);
    assert.equal(state.currentPlayer, 1);
    assert.deepEqual(events[0], { type: "routeClaimed", player: 0, routeIndex: ATL_MIA_BLUE5, trainColor: "blue", numberOfWilds: 1, points: 10 });
  });

  it("a coloured route may be paid with locomotives only", () => {
    const { state } = ok(turnOf(0, { hand: { locomotive: 5 } }), 0, buy(ATL_MIA_BLUE5, "locomotive", 5));
    assert.equal(state.players[0].hand.locomotive, 0);
  });

  it("a coloured route may name its own colour with all wilds", () => {
    const { state } = ok(turnOf(0, { hand: { locomotive: 5 } }), 0, buy(ATL_MIA_BLUE5, "blue", 5));
    assert.equal(state.players[0].hand.locomotive, 0);
  });

  for (const color of ["red", "purple", "white"] as const) {
    it(`a gray route takes any one colour (${color})`, () => {
      const { state } = ok(turnOf(0, { hand: { [color]: 1 } }), 0, buy(ATL_NAS_GRAY1, color));
      assert.equal(state.players[0].hand[color], 0);
    });
  }

  const points: [string, number, CardColor, number][] = [
    ["length 1 → 1", ATL_NAS_GRAY1, "red", 1],
    ["length 2 → 2", routeId("Atlanta", "Charleston"), "red", 2],
    ["length 3 → 4", routeId("Chicago", "Duluth"), "red", 4],
    ["length 4 → 7", ATL_NO_ORANGE4, "orange", 7],
    ["length 5 → 10", ATL_MIA_BLUE5, "blue", 10],
    ["length 6 → 15", routeId("Miami", "New Orleans"), "red", 15],
  ];
  for (const [rule, routeIndex, color, expected] of points) {
    it(`points: ${rule}`, () => {
      const { state } = ok(turnOf(0, { hand: { [color]: 6 } }), 0, buy(routeIndex, color));
      assert.equal(state.players[0].routePoints, expected);
    });
  }

  it("announces each ticket the claim completes, and only newly completed ones", () => {
    const denElp = ticketId("Denver", "El Paso");
    const kcHou = ticketId("Kansas City", "Houston");
    let s = giveRoutes(turnOf(0, { hand: { red: 6, green: 6 } }), 0, [routeId("Denver", "Santa Fe")]);
    s.ticketDeck = s.ticketDeck.filter((t) => t !== denElp && t !== kcHou);
    s.players[0].tickets = [kcHou, denElp];
    const first = ok(s, 0, buy(routeId("El Paso", "Santa Fe"), "red"));
    assert.deepEqual(first.events.filter((e) => e.type === "ticketCompleted"), [{ type: "ticketCompleted", player: 0, ticketId: denElp }]);
    s = first.state;
    s.currentPlayer = 0;
    const second = ok(s, 0, buy(routeId("El Paso", "Phoenix"), "green"));
    assert.deepEqual(second.events.filter((e) => e.type === "ticketCompleted"), [], "Denver–El Paso is not announced again");
  });
});

describe("double routes", () => {
  for (const players of [2, 3]) {
    it(`${players} players: once one route of a double is claimed, the other is closed to everybody`, () => {
      const s = giveRoutes(turnOf(0, { players, hand: { red: 2 } }), 1, [ATL_RAL[0]]);
      rejects(s, 0, buy(ATL_RAL[1], "red"), ERR.twinLockedFewPlayers);
    });
  }
  for (const players of [4, 5]) {
    it(`${players} players: another player may claim the twin`, () => {
      const s = giveRoutes(turnOf(0, { players, hand: { red: 2 } }), 1, [ATL_RAL[0]]);
      ok(s, 0, buy(ATL_RAL[1], "red"));
    });
  }
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: nobody may own both routes of a double`, () => {
      const s = giveRoutes(turnOf(0, { players, hand: { red: 2 } }), 0, [ATL_RAL[0]]);
      rejects(s, 0, buy(ATL_RAL[1], "red"), ERR.ownTwinRoute);
    });
  }
});
