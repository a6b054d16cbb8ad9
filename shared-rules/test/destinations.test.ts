// Drawing destination tickets during play (turn option 3).
import assert from "node:assert/strict";
import { ERR, type Command, type RulesErrorCode } from "../src/index.js";
import { giveRoutes, ok, rejects, routeId, ticketId, turnOf } from "./kit.js";

const get: Command = { type: "getDestinations" };
const select = (...destinationsSelected: number[]): Command => ({ type: "selectDestinations", destinationsSelected });

describe("getDestinations / selectDestinations", () => {
  it("offers the top three tickets and waits for the choice", () => {
    const s = turnOf(0);
    const { state, events } = ok(s, 0, get);
    assert.deepEqual(state.players[0].pendingTickets, s.ticketDeck.slice(0, 3));
    assert.deepEqual(state.ticketDeck, s.ticketDeck.slice(3));
    assert.equal(state.turnStage, "choosingTickets");
    assert.equal(state.currentPlayer, 0);
    assert.deepEqual(events, [{ type: "ticketsOffered", player: 0, count: 3, ticketIds: s.ticketDeck.slice(0, 3) }]);
  });

  it("offers fewer when fewer remain, and the player must then keep at least one", () => {
    const s = turnOf(0);
    s.ticketDeck = [4, 9];
    const offered = ok(s, 0, get).state;
    assert.deepEqual(offered.players[0].pendingTickets, [4, 9]);
    rejects(offered, 0, select(), ERR.haveToSelectMore);
    rejects(offered, 0, select(2), ERR.notAValidIndex);
    assert.deepEqual(ok(offered, 0, select(1)).state.ticketDeck, [4]);
  });

  it('refuses when no ticket is left ("no destination tickets left")', () => {
    const s = turnOf(0);
    s.ticketDeck = [];
    rejects(s, 0, get, ERR.noTicketsLeft);
  });

  it("keeping one is enough during play; returned tickets go to the bottom; the turn ends", () => {
    const s = ok(turnOf(0), 0, get).state;
    const offered = s.players[0].pendingTickets;
    const { state, events } = ok(s, 0, select(1));
    assert.deepEqual(state.players[0].tickets, [offered[1]]);
    assert.deepEqual(state.ticketDeck.slice(-2), [offered[0], offered[2]]);
    assert.equal(state.currentPlayer, 1);
    assert.deepEqual(events[0], { type: "ticketsKept", player: 0, kept: 1, returned: 2 });
  });

  const badSelections: [string, number[], RulesErrorCode][] = [
    ["none kept", [], ERR.haveToSelectMore],
    ["index 3", [3], ERR.notAValidIndex],
    ["repeated index", [1, 1], ERR.notAValidIndex],
    ["four indexes", [0, 1, 2, 2], ERR.notAValidIndex],
  ];
  for (const [rule, selected, error] of badSelections) {
    it(`refuses: ${rule} ("${error}")`, () => rejects(ok(turnOf(0), 0, get).state, 0, select(...selected), error));
  }

  const meanwhile: [string, Command][] = [
    ["a card draw", { type: "drawTrainCard", cardLocation: 5 }],
    ["a claim", { type: "buyRoute", routeIndex: 0, trainColor: "red", numberOfWilds: 0 }],
    ["another ticket draw", get],
    ["a pass", { type: "pass" }],
  ];
  for (const [what, command] of meanwhile) {
    it(`refuses ${what} while the tickets are being chosen ("${ERR.mustSelectTickets}")`, () =>
      rejects(ok(turnOf(0), 0, get).state, 0, command, ERR.mustSelectTickets));
  }

  it('refuses a ticket draw or choice out of turn ("not your turn")', () => {
    rejects(turnOf(0), 1, get, ERR.notYourTurn);
    rejects(ok(turnOf(0), 0, get).state, 1, select(0), ERR.notYourTurn);
  });

  it("refuses a choice when nothing was offered", () => rejects(turnOf(0), 0, select(0), ERR.noTicketsToSelect));

  it("announces a kept ticket that the player's routes already complete", () => {
    const denElp = ticketId("Denver", "El Paso");
    const s = giveRoutes(turnOf(0), 0, [routeId("Denver", "Santa Fe"), routeId("El Paso", "Santa Fe")]);
    s.ticketDeck = [denElp, ...s.ticketDeck.filter((t) => t !== denElp)];
    const offered = ok(s, 0, get).state;
    const { events } = ok(offered, 0, select(0, 1, 2));
    assert.deepEqual(events.filter((e) => e.type === "ticketCompleted"), [{ type: "ticketCompleted", player: 0, ticketId: denElp }]);
  });
});
