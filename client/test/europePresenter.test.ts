// The client's Europe logic without a browser, over real rules states (shared-rules' test kit): the presenter names
// the game's own board, the payment modal's words for ferries, tunnels and stations, why a station cannot be built,
// what a pending tunnel owes, the route finder and the replay's lines on Europe. Each case says what a player sees.
import assert from "node:assert/strict";
import { EUROPE_MAP, applyCommand, playerView, ticketInfo, type GameState, type PlayerView } from "../../shared-rules/src/index.js";
import { giveRoutes, hand, opening, routeId, stackDeck, turnOf } from "../../shared-rules/test/kit.js";
import type { StartedSnapshot } from "../src/net/snapshot.js";
import { boardHint, claimableRoutes, describeRoute, presentGame, ticketCities, turnLine } from "../src/scenes/game/presenter.js";
import { stationBlocker, stationLine } from "../src/scenes/game/stationHints.js";
import { routeTarget, stationTarget } from "../src/components/payTargets.js";
import { extraText } from "../src/components/tunnelText.js";
import { completeRoute, routesToChoose } from "../src/input/cityCompletion.js";
import { describe as describeStep } from "../src/replay/timeline.js";

const map = EUROPE_MAP;

function snapshot(view: PlayerView): StartedSnapshot {
  const seat = (name: string) => ({ userId: name, username: name, color: "", connected: true, isBot: false, takeoverAt: 0, turnEndsAt: 0, reserveMs: 0 });
  return { view, seats: [seat("alice"), seat("bob")], gameName: "g", map: view.map, host: "alice", history: [], spectatorCount: 0, spectatorDelay: 0, ratingChanges: [] };
}

function play(s: GameState, seat: number, command: Parameters<typeof applyCommand>[2]): GameState {
  const r = applyCommand(s, seat, command);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.state;
}

describe("client: Europe in the presenter and the modals", () => {
  it("the opening offer names Europe's tickets, marks the long one and asks to keep 2 of 4", () => {
    const s = opening(2, 5, "europe");
    const p = presentGame({ s: snapshot(playerView(s, 0)), spectator: false });
    assert.equal(p.pending.length, 4);
    assert.equal(p.keepAtLeast, 2);
    assert.equal(p.pending.filter((t) => t.long).length, 1, "one long ticket, marked");
    for (const t of p.pending) {
      assert.equal(t.name, ticketInfo(map, t.id).name, "named from the Europe map");
      assert.equal(ticketCities(t, map).length, 2, "both cities found on the Europe board");
    }
  });

  it("a ferry's and a tunnel's tooltip and payment modal say what they cost", () => {
    const ferry = routeId("Amsterdam", "London", undefined, "europe");
    const tunnel = routeId("Angora", "Smyrna", undefined, "europe");
    assert.match(describeRoute(ferry, map).body, /ferry: at least 2 locomotives/);
    assert.match(describeRoute(tunnel, map).body, /tunnel: 3 cards are turned/);
    assert.equal(describeRoute(ferry, map).title, "Amsterdam – London");
    assert.match(routeTarget(map, ferry).note, /at least 2 of the cards must be locomotives/);
    assert.match(routeTarget(map, tunnel).note, /top 3 cards of the deck are turned/);
    assert.equal(routeTarget(map, routeId("Paris", "Marseille", undefined, "europe")).note, "", "a plain route has no note");
  });

  it("the claimable glow honours a ferry's locomotives (the rules' claimOptions)", () => {
    const ferry = routeId("Amsterdam", "London", undefined, "europe");
    const without = turnOf(0, { map: "europe", hand: { red: 6, locomotive: 1 } });
    assert.ok(!claimableRoutes(playerView(without, 0)).includes(ferry), "one locomotive does not pay a 2-locomotive ferry");
    const withTwo = turnOf(0, { map: "europe", hand: { locomotive: 2 } });
    assert.ok(claimableRoutes(playerView(withTwo, 0)).includes(ferry));
  });

  it("a station costs 1, 2, then 3 cards; the modal and the board hint say so", () => {
    assert.match(stationTarget(map, 3, 0).subtitle, /Station 1 of 3: 1 card of any ONE colour/);
    assert.match(stationTarget(map, 3, 2).subtitle, /Station 3 of 3: 3 cards/);
    assert.equal(stationTarget(map, 3, 1).length, 2);
    const s = turnOf(0, { map: "europe", hand: { red: 3 } });
    assert.match(stationLine(playerView(s, 0)), /3 left · the next costs 1 card/);
    assert.match(boardHint(snapshot(playerView(s, 0))), /click a city to build a station/);
  });

  it("why a station cannot be built: not your turn, a station already there, no cards; null when it can", () => {
    const paris = map.cities.findIndex((c) => c.name === "Paris");
    let s = turnOf(0, { map: "europe", hand: { red: 3 } });
    assert.equal(stationBlocker(playerView(s, 0), paris), null);
    assert.equal(stationBlocker(playerView(s, 1), paris), "not your turn");
    s = play(s, 0, { type: "buildStation", cityIndex: paris, trainColor: "red", numberOfWilds: 0 });
    const bobTurn = structuredClone(s);
    bobTurn.players[1].hand = hand({ blue: 2 });
    assert.equal(stationBlocker(playerView(bobTurn, 1), paris), "another player's station is here");
    const broke = turnOf(0, { map: "europe", hand: {} });
    assert.equal(stationBlocker(playerView(broke, 0), paris), "not enough cards of one colour");
  });

  it("a pending tunnel: the turn line, what is owed, and each way to pay", () => {
    const tunnel = routeId("Angora", "Smyrna", undefined, "europe");
    let s = turnOf(0, { map: "europe", hand: { orange: 5, locomotive: 1 } });
    s = stackDeck(s, ["orange", "locomotive", "blue"]);
    s = play(s, 0, { type: "buyRoute", routeIndex: tunnel, trainColor: "orange", numberOfWilds: 0 });
    assert.equal(s.turnStage, "tunnelPending");
    assert.equal(s.tunnel?.extra, 2);
    assert.equal(turnLine(snapshot(playerView(s, 0))), "Your turn — pay for the tunnel or decline");
    assert.equal(turnLine(snapshot(playerView(s, 1))), "alice is deciding on a tunnel");
    assert.equal(extraText(s.tunnel!, 0), "2 × Orange");
    assert.equal(extraText(s.tunnel!, 1), "1 × Orange + 1 × Locomotive");
  });

  it("the ticket meter counts a station: another player's route into it joins the ticket", () => {
    // a ticket a–b with a city m between them: alice owns a–m and has a station on m, bob owns m–b
    const joins = (x: number, y: number) => map.routes.find((r) => (r.a === x && r.b === y) || (r.a === y && r.b === x));
    let found: { ticket: number; mine: number; bobs: number; m: number } | null = null;
    for (const t of map.tickets) {
      for (let m = 0; m < map.cities.length && !found; m++) {
        const r1 = joins(t.a, m), r2 = joins(m, t.b);
        if (r1 && r2) found = { ticket: t.id, mine: r1.id, bobs: r2.id, m };
      }
      if (found) break;
    }
    assert.ok(found, "a ticket two routes long");
    let s = turnOf(0, { map: "europe", hand: { red: 1 } });
    s = play(s, 0, { type: "buildStation", cityIndex: found.m, trainColor: "red", numberOfWilds: 0 });
    s = giveRoutes(giveRoutes(s, 0, [found.mine]), 1, [found.bobs]);
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, tickets: [found!.ticket] } : p)) };
    const p = presentGame({ s: snapshot(playerView(s, 0)), spectator: false });
    assert.equal(p.progress[0]?.status, "done", JSON.stringify(p.progress));
    assert.equal(p.progress[0]?.trainsNeeded, 0);
  });

  it("keyboard play finds Europe's routes by their cities", () => {
    const found = completeRoute("par mars", map);
    assert.ok(found.candidates.some((c) => c.label === "Paris – Marseille"), JSON.stringify(found.candidates.map((c) => c.label)));
    const c = found.candidates.find((x) => x.label === "Paris – Marseille")!;
    assert.equal(routesToChoose(c, new Array<number>(map.routes.length).fill(-1), map).length, c.routeIds.length === 2 && map.routes[c.routeIds[0]].color !== map.routes[c.routeIds[1]].color ? 2 : 1);
  });

  it("the replay tells stations and tunnels in words", () => {
    const paris = map.cities.findIndex((c) => c.name === "Paris");
    const name = (i: number) => ["alice", "bob"][i];
    assert.equal(describeStep([{ type: "stationBuilt", player: 0, cityIndex: paris, trainColor: "red", numberOfWilds: 0 }], name, map), "alice builds a station in Paris");
    const tunnel = routeId("Angora", "Smyrna", undefined, "europe");
    assert.equal(
      describeStep([{ type: "tunnelRevealed", player: 1, routeIndex: tunnel, trainColor: "orange", numberOfWilds: 0, revealed: ["orange", "blue", "red"], extra: 1 }], name, map),
      "bob tries the tunnel Angora – Smyrna: Orange, Blue, Red turned, 1 more owed",
    );
  });
});
