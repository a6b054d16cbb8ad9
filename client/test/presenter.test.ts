// The game view's presenter, without a browser, over real states: a game is played through the server's
// Game (the rules), projected by the server's own projection step into the synced schema, cut down to what
// one seat receives (its own private part only), and read back through the client's snapshotOf (the rules' view
// through viewFromWire, and the table).
// What the presenter says is checked against the rules' own legal-move list, not against hand-written lists.
import assert from "node:assert/strict";
import { USA_MAP, legalActions, legalActionsFromView, minimumToKeep, playerView, ticketCompleted, ticketProgress, type Command } from "../../shared-rules/src/index.js";
import { createBot } from "../../bots/src/index.js";
import { historyCode, type WireState } from "../../shared-rules/protocol/index.js";
import { Game } from "../../server/src/game/Game.js";
import { project } from "../../server/src/room/project.js";
import { TtrState } from "../../server/src/schema/TtrState.js";
import { isStarted, snapshotOf } from "../src/net/snapshot.js";
import { presentGame, routeTip, slotTip, ticketCities, type Seen } from "../src/scenes/game/presenter.js";

/** A two-player game (alice, bob) through the server's session, with the history the room would keep. */
class Table {
  readonly session: Game;
  readonly history: number[] = [];

  constructor(seed = 4242) {
    this.session = Game.create("g1", "presenter test", seed);
    this.session.join(1, "alice", "red");
    this.session.join(2, "bob", "blue");
    this.record(this.session.start());
  }

  play(seat: number, command: Command): void {
    this.record(this.session.apply(seat, command));
  }

  /** What `seat` (null: a spectator) sees, as the presenter's input. */
  seen(seat: number | null): Seen {
    const state = new TtrState();
    project(state, this.session, () => true, 0);
    const json = state.toJSON() as unknown as WireState & { players: Array<{ private?: unknown }> };
    json.players.forEach((p, i) => {
      if (i !== seat) delete p.private; // the server's @view filter: only one's own part arrives
    });
    Object.assign(json, { history: [...this.history] });
    const s = snapshotOf(json, seat);
    assert.ok(isStarted(s), "the game has started");
    return { s, spectator: seat === null };
  }

  /** The routes the rules let `seat` claim now. */
  legalClaims(seat: number): number[] {
    const rules = this.session.rules;
    assert.ok(rules);
    return [...new Set(legalActions(rules, seat).flatMap((c) => (c.type === "buyRoute" ? [c.routeIndex] : [])))].sort((a, b) => a - b);
  }

  private record(r: { ok: boolean; events?: readonly Parameters<typeof historyCode>[0][] }): void {
    assert.ok(r.ok);
    for (const e of r.events ?? []) {
      const code = historyCode(e);
      if (code !== null) this.history.push(code);
    }
  }
}

/** Both players keep all three opening tickets; the seed decides who moves first. */
function started(seed?: number): { t: Table; mover: number; other: number; moverName: string } {
  const t = new Table(seed);
  t.play(0, { type: "selectDestinations", destinationsSelected: [0, 1, 2] });
  t.play(1, { type: "selectDestinations", destinationsSelected: [0, 1, 2] });
  const mover = t.session.rules?.currentPlayer ?? -1;
  return { t, mover, other: 1 - mover, moverName: t.session.seats[mover].username };
}

describe("game presenter over real states (no browser)", () => {
  it("at the start, offers each seat its tickets and closes the board", () => {
    const t = new Table();
    const alice = presentGame(t.seen(0));
    assert.equal(alice.turn, "Everybody chooses destination tickets…");
    assert.equal(alice.hint, "Choose your destination tickets to begin.");
    assert.equal(alice.pending.length, 3);
    assert.equal(alice.keepAtLeast, minimumToKeep("choosingTickets", 3), "the rules' opening minimum");
    assert.deepEqual(alice.claimable, []);
    assert.equal(slotTip(t.seen(0).s.view, 5).action, "Cannot draw: choose your destination tickets first");
    assert.deepEqual(presentGame(t.seen(null)).pending, [], "a spectator is offered nothing");
  });

  it("glows exactly the routes the rules let the mover claim, and explains the rest", () => {
    const { t, mover, other, moverName } = started();
    const me = presentGame(t.seen(mover));
    assert.equal(me.turn, "Your turn!");
    assert.ok(me.myMove);
    assert.deepEqual([...me.claimable].sort((a, b) => a - b), t.legalClaims(mover));
    assert.match(me.ticker, /^Last: /, "the newest history line");
    const them = presentGame(t.seen(other));
    assert.equal(them.turn, `${moverName}'s turn`);
    assert.ok(!them.myMove);
    assert.deepEqual(them.claimable, []);
    assert.equal(them.hint, `Waiting for ${moverName}…`);
    const route = USA_MAP.routes[0].id;
    assert.deepEqual(routeTip(t.seen(other), route).action, "Cannot claim: not your turn");
    assert.ok(!routeTip(t.seen(other), route).ok);
    assert.equal(routeTip(t.seen(null), route).action, "Cannot claim: spectators cannot claim routes");
    for (const id of me.claimable) assert.ok(routeTip(t.seen(mover), id).ok, `route ${id} invites a click`);
  });

  it("shows the seat's own hand and ticket meters, and hides them from others", () => {
    const { t, mover } = started();
    const mine = presentGame(t.seen(mover));
    const rules = t.session.rules;
    assert.ok(rules && mine.hand && mine.tickets);
    const own = rules.players[mover];
    assert.deepEqual(mine.tickets.map((k) => k.id), own.tickets);
    assert.deepEqual(mine.progress, ticketProgress(rules.routeOwners, 2, mover, own.tickets));
    for (const [color, n] of Object.entries(own.hand)) assert.equal(mine.hand[color], n, color);
    const watcher = presentGame(t.seen(null));
    assert.equal(watcher.hand, null);
    assert.equal(watcher.tickets, null);
    assert.deepEqual(ticketCities(mine.tickets[0]).map((i) => USA_MAP.cities[i].name), [mine.tickets[0].a, mine.tickets[0].b]);
  });

  it("marks a held ticket completed exactly when the seat's own routes join its cities (ids on the wire)", () => {
    // A whole game of two medium bots through the session, seen by each seat after every move.
    const t = new Table();
    const bots = [createBot("medium", 71), createBot("medium", 72)];
    let completedSeen = 0;
    for (let moves = 0; t.session.rules && t.session.rules.phase !== "ended" && moves < 2000; moves++) {
      const rules = t.session.rules;
      const seat = rules.phase === "choosingTickets" ? rules.players.findIndex((p) => p.pendingTickets.length > 0) : rules.currentPlayer;
      const view = playerView(rules, seat);
      t.play(seat, bots[seat].chooseAction(view, legalActionsFromView(view)));
      const after = t.session.rules!;
      const mine = presentGame(t.seen(seat));
      const own = after.players[seat];
      assert.deepEqual(mine.tickets?.map((k) => [k.id, k.a, k.b, k.points]), own.tickets.map((id) => {
        const ticket = USA_MAP.tickets[id];
        return [id, USA_MAP.cities[ticket.a].name, USA_MAP.cities[ticket.b].name, ticket.points];
      }));
      assert.deepEqual(mine.tickets?.map((k) => k.completed), own.tickets.map((id) => ticketCompleted(own.routes, id)));
      completedSeen += mine.tickets?.filter((k) => k.completed).length ?? 0;
    }
    assert.equal(t.session.rules?.phase, "ended");
    assert.ok(completedSeen > 0, "some ticket was completed during the game");
  });

  it("after one card, asks for a second and refuses a face-up locomotive", () => {
    // Seed 5 deals a locomotive face up (slot 1); a card from the deck leaves the row as it was.
    const { t, mover } = started(5);
    t.play(mover, { type: "drawTrainCard", cardLocation: 5 });
    const { view } = t.seen(mover).s;
    assert.equal(presentGame(t.seen(mover)).turn, "Your turn — take one more train card");
    const loco = view.faceUp.indexOf("locomotive");
    assert.ok(loco >= 0, `a face-up locomotive to refuse (row: ${view.faceUp.join(", ")})`);
    assert.equal(slotTip(view, loco).action, "Cannot draw: a face-up locomotive cannot be your second card");
    assert.ok(!legalActionsFromView(view).some((c) => c.type === "drawTrainCard" && c.cardLocation === loco), "the rules agree");
    const other = view.faceUp.findIndex((c) => c !== null && c !== "locomotive");
    assert.equal(slotTip(view, other).action, "Click to take it", "another face-up colour may be the second card");
    assert.equal(slotTip(view, 5).action, "Click to take it");
  });

  it("fades the twin of a double route once it is taken (2 players)", () => {
    const { t, mover, other, moverName } = started();
    // Both draw two cards from the deck each turn until the first mover can claim a double route.
    for (let turn = 0; turn < 40; turn++) {
      const double = t.legalClaims(mover).find((id) => USA_MAP.routes[id].double !== null);
      if (double !== undefined) {
        const rules = t.session.rules;
        assert.ok(rules);
        const claim = legalActions(rules, mover).find((c) => c.type === "buyRoute" && c.routeIndex === double);
        assert.ok(claim);
        t.play(mover, claim);
        const twin = USA_MAP.routes[double].double;
        assert.ok(twin !== null);
        assert.ok(presentGame(t.seen(other)).blocked.includes(twin), "the twin is closed to the other player");
        assert.ok(presentGame(t.seen(mover)).blocked.includes(twin), "and to the owner of its twin");
        assert.match(routeTip(t.seen(other), double).body, new RegExp(`Claimed by ${moverName}`));
        assert.match(presentGame(t.seen(other)).ticker, new RegExp(moverName), "the ticker tells the claim");
        return;
      }
      for (const seat of [mover, other]) {
        t.play(seat, { type: "drawTrainCard", cardLocation: 5 });
        t.play(seat, { type: "drawTrainCard", cardLocation: 5 });
      }
    }
    assert.fail("alice never could claim a double route");
  });
});
