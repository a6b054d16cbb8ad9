// What the game view says of each rule plug-in, from the boards' own switches and the rules' own answers: a route's
// tooltip (no locomotives on a Nordic or Swiss plain route; any 3 cards for each locomotive of a Nordic ferry; any 4
// cards for each card on Murmansk – Lieksa), why a claim is refused when only locomotives would pay for a plain
// route, the turn hints where a face-up locomotive counts as one card, the server's refusals of those payments, and
// a country ticket in the hand named by the destination its meter aims at.
import assert from "node:assert/strict";
import { applyCommand, mapById, newGame, playerView, routeClaimBlocker, ticketProgress, type GameState, type MapId } from "../../shared-rules/src/index.js";
import { SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { describeRoute } from "../src/scenes/game/presenter.js";
import { aimedTicket, faceUpLocomotiveHint, returnedTicketsLeave } from "../src/scenes/game/ruleHints.js";
import { replyText, ruleReason } from "../src/i18n/ruleReasons.js";
import { t } from "../src/i18n/i18n.js";

/** The index of the first route of this board matching `test`. */
function routeWhere(id: MapId, test: (r: ReturnType<typeof mapById>["routes"][number]) => boolean): number {
  const found = mapById(id).routes.findIndex(test);
  assert.ok(found >= 0);
  return found;
}

/** A two-player game on this board past the opening tickets (each seat keeps its first two), seat 0 to move. */
function playing(id: MapId): GameState {
  const start = newGame({ seed: 5, colors: SEAT_COLORS.slice(0, 2), map: id });
  assert.ok(start.ok);
  let state = start.state;
  for (const seat of [0, 1]) {
    const r = applyCommand(state, seat, { type: "selectDestinations", destinationsSelected: [0, 1] });
    assert.ok(r.ok, `seat ${seat} keeps two tickets`);
    state = r.state;
  }
  assert.equal(state.phase, "playing");
  return state;
}

describe("client: the rule plug-ins explained while playing", () => {
  it("a route's tooltip says where locomotives may not go and which cards may stand in, from the board's switches", () => {
    const plain = (id: MapId) => routeWhere(id, (r) => r.kind === "normal" && !r.anyCardsPerColoredCard);
    assert.ok(describeRoute(plain("nordic"), mapById("nordic")).body.includes(t("mapsEnd.locosOnlyTunnelsFerries")));
    assert.ok(describeRoute(plain("switzerland"), mapById("switzerland")).body.includes(t("mapsEnd.locosOnlyTunnels")));
    const nordicFerry = describeRoute(routeWhere("nordic", (r) => r.kind === "ferry"), mapById("nordic")).body;
    assert.ok(nordicFerry.includes(t("mapsEnd.ferryStandIns", { count: 3 })), nordicFerry);
    assert.ok(!nordicFerry.includes(t("mapsEnd.locosOnlyTunnelsFerries")), "a ferry takes locomotives");
    const murmansk = describeRoute(routeWhere("nordic", (r) => (r.anyCardsPerColoredCard ?? 0) > 0), mapById("nordic"));
    assert.match(murmansk.title, /Murmansk|Lieksa/);
    assert.ok(murmansk.body.includes(t("mapsEnd.coloredStandIns", { count: 4 })), murmansk.body);
    // the USA, Europe and India: none of these plug-ins
    for (const id of ["usa", "europe", "india"] as const) {
      const bodies = mapById(id).routes.map((r) => describeRoute(r.id, mapById(id)).body).join("\n");
      for (const key of ["mapsEnd.locosOnlyTunnels", "mapsEnd.locosOnlyTunnelsFerries"] as const) assert.ok(!bodies.includes(t(key)), `${id}: ${key}`);
      assert.ok(!bodies.includes(t("mapsEnd.ferryStandIns", { count: 3 })), id);
    }
  });

  it("a plain route on Nordic Countries refused with locomotives in hand says why, in words", () => {
    const state = playing("nordic");
    const seat = state.currentPlayer;
    const route = routeWhere("nordic", (r) => r.kind === "normal" && r.length === 2 && r.color !== "gray" && !r.anyCardsPerColoredCard);
    state.players[seat]!.hand = { ...state.players[seat]!.hand, red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0, black: 0, white: 0, locomotive: 6 };
    const why = routeClaimBlocker(playerView(state, seat), route);
    assert.ok(why !== null);
    assert.equal(ruleReason(why), t("mapsEnd.whyNoLocomotivesHere", { count: 2 }));
    assert.equal(replyText({ code: "locomotiveNotAllowed", description: "x" }), capital(t("reply.locomotiveNotAllowed")));
    assert.equal(replyText({ code: "invalidStandIns", description: "x" }), capital(t("reply.invalidStandIns")));
  });

  it("the turn hints say a face-up locomotive counts as one card where it does; tickets not kept leave the game there", () => {
    for (const id of ["nordic", "switzerland"] as const) {
      assert.equal(faceUpLocomotiveHint(mapById(id), "start"), t("mapsEnd.hintYourTurn"));
      assert.equal(faceUpLocomotiveHint(mapById(id), "secondCard"), t("mapsEnd.hintSecondCard"));
      assert.equal(returnedTicketsLeave(mapById(id)), true);
    }
    for (const id of ["usa", "europe", "india"] as const) {
      assert.equal(faceUpLocomotiveHint(mapById(id), "start"), null);
      assert.equal(returnedTicketsLeave(mapById(id)), false);
    }
  });

  it("a country ticket in the hand is named by the destination its meter aims at, with that destination's points", () => {
    const map = mapById("switzerland");
    const ticketId = map.tickets.findIndex((x) => x.kind === "country");
    const ticket = map.tickets[ticketId]!;
    const [progress] = ticketProgress(map.routes.map(() => -1), 2, 0, [ticketId], { map: "switzerland" });
    assert.ok(progress?.to !== undefined && progress.status === "possible");
    const line = { id: ticketId, name: "?", a: map.cities[ticket.a]!.name, b: "?", points: 0, completed: false, long: false };
    const aimed = aimedTicket(map, line, progress);
    const to = map.cities[progress.to]!.name;
    assert.equal(aimed.name, t("mapsEnd.countryAim", { from: line.a, to }));
    assert.equal(aimed.b, to);
    assert.equal(aimed.points, ticket.destinations!.find((d) => d.to === progress.to)!.points);
    // a pair ticket keeps its name
    const pair = { ...line, id: map.tickets.findIndex((x) => x.kind !== "country"), name: "A – B" };
    assert.equal(aimedTicket(map, pair, undefined), pair);
  });
});

function capital(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
