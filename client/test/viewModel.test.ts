// The client's pure layer, without a browser: the synced state read into a snapshot (the rules' PlayerView through
// the wire contract, seat sent by the server, hidden hands; beside it only the table: names, connections, clocks),
// and what the view tells the player from the legal-move list.
import assert from "node:assert/strict";
import { USA_MAP, routeClaimBlocker, claimOptions } from "../../shared-rules/src/index.js";
import { seatFromWire, viewFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import type { PlayerView } from "../../shared-rules/src/index.js";
import { isStarted, snapshotOf, type StartedSnapshot } from "../src/net/snapshot.js";
import { blockedTwins, boardHint, claimableRoutes, drawBlocker, pointsShown, seatStatus, tickerLine, turnLine } from "../src/scenes/game/presenter.js";
import { countdownText } from "../src/components/turnCountdown.js";

/** What colyseus.js decodes for a 2-player game, seen by `viewer` (its own private part only). */
function decodedState(viewer: "alice" | "bob" | null, overrides: Record<string, unknown> = {}): WireState {
  // The hand decodes as nine numeric fields of the private part, one per card colour; tickets as their ids.
  const hand = (counts: Record<string, number>) => ({ red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0, black: 0, white: 0, locomotive: 0, ...counts });
  const player = (username: string, seat: number, color: string, counts: Record<string, number>) => ({
    userId: username, username, color, points: 0, routePoints: 0, routes: [] as number[], trainsLeft: 45, handCount: 4, ticketCount: 2, pendingTicketCount: 0, connected: true, takeoverAt: 0, turnEndsAt: 0, reserveMs: 0, isBot: false,
    private: viewer === username ? { seat, ...hand(counts), tickets: [0], pendingTickets: [] } : undefined,
  });
  return {
    phase: "playing", gameName: "t", host: "alice",
    players: [player("alice", 0, "red", { red: 2, blue: 1, locomotive: 1 }), player("bob", 1, "blue", { green: 4 })],
    routeOwners: USA_MAP.routes.map(() => -1),
    faceUp: ["red", "locomotive", "blue", "green", "white"],
    deckCount: 96, discardCount: 0, ticketDeckCount: 26, currentPlayer: 0, turnStage: "start", turnNumber: 0, lastRoundTriggeredBy: -1,
    turnsLeft: -1, history: [0 /* history code: the game started, seat 0 plays first */], stateVersion: 3, spectatorCount: 0, spectatorDelay: 0,
    timeControl: "realtime",
    ...overrides,
  } as WireState;
}

/** The view as the client reads it (never null here: the game is under way). */
function viewOf(state: WireState, seat: number | null): PlayerView {
  const view = viewFromWire(state, seat);
  assert.ok(view);
  return view;
}

/** The snapshot `seat` (null: a spectator) takes of a state of a started game. */
function started(state: WireState, seat: number | null): StartedSnapshot {
  const s = snapshotOf(state, seat);
  assert.ok(isStarted(s));
  return s;
}

const shortGray = USA_MAP.routes.find((r) => r.color === "gray" && r.length === 2 && r.double === null)!;

describe("client view model (no browser)", () => {
  it("finds the own seat only where the private part arrived, and hides other hands", () => {
    const s = started(decodedState("bob"), 1);
    assert.equal(seatFromWire(decodedState("bob")), 1, "the server tells bob his seat");
    assert.equal(seatFromWire(decodedState(null)), null, "a spectator has none");
    assert.deepEqual(s.view.me?.hand.green, 4, "bob's own hand");
    assert.deepEqual(s.view.me?.tickets, [0]);
    assert.deepEqual(s.view.faceUp, ["red", "locomotive", "blue", "green", "white"]);
    assert.deepEqual(s.seats.map((p) => p.username), ["alice", "bob"], "the table beside the view");
    const spectator = started(decodedState(null), null);
    assert.equal(spectator.view.seat, null);
    assert.equal(spectator.view.me, null, "a spectator holds no hand or tickets");
    assert.equal(snapshotOf(decodedState("alice", { phase: "waiting" }), 0).view, null, "no game (view) before the start");
  });

  it("rebuilds the rules' PlayerView, so the rules can explain why a route cannot be claimed", () => {
    const view = viewOf(decodedState("alice"), 0);
    assert.equal(view.me?.hand.red, 2);
    assert.equal(routeClaimBlocker(view, shortGray.id), null, "2 red pay a 2-car gray route");
    assert.ok(claimOptions(view, shortGray.id).some((o) => o.trainColor === "red" && o.numberOfWilds === 0));
    assert.equal(routeClaimBlocker(viewOf(decodedState("bob"), 1), shortGray.id), "not your turn");
    const owners = USA_MAP.routes.map((r) => (r.id === shortGray.id ? 1 : -1));
    const claimed = decodedState("alice", { routeOwners: owners });
    claimed.players.forEach((p, i) => {
      if (i === 1) (p.routes as number[]).push(shortGray.id);
    });
    assert.equal(routeClaimBlocker(viewOf(claimed, 0), shortGray.id), "already claimed");
    assert.deepEqual(viewOf(claimed, 0).players[1].routes, [shortGray.id]);
  });

  it("says whose turn it is and why a card cannot be drawn", () => {
    const alice = started(decodedState("alice"), 0);
    assert.equal(turnLine(alice), "Your turn!");
    assert.equal(turnLine(started(decodedState(null), null)), "alice's turn");
    assert.match(boardHint(alice), /take 2 train cards/);
    assert.equal(drawBlocker(alice.view, 1), null, "a face-up locomotive as the first card");
    const second = viewOf(decodedState("alice", { turnStage: "drewOneCard" }), 0);
    assert.equal(drawBlocker(second, 1), "a face-up locomotive cannot be your second card");
    assert.equal(drawBlocker(second, 5), null);
    assert.equal(drawBlocker(viewOf(decodedState("bob"), 1), 5), "not your turn");
    assert.equal(drawBlocker(viewOf(decodedState("bob"), null), 5), "spectators cannot draw");
  });

  it("lists the routes payable right now, and fades the closed twin of a taken double", () => {
    const claimable = claimableRoutes(viewOf(decodedState("alice"), 0));
    assert.ok(claimable.includes(shortGray.id), "2 red pay a 2-car gray route");
    assert.ok(claimable.every((id) => USA_MAP.routes[id].length <= 3), "2 red + 1 locomotive pay at most 3 cars");
    assert.deepEqual(claimableRoutes(viewOf(decodedState("bob"), 1)), [], "not bob's turn");
    const double = USA_MAP.routes.find((r) => r.double !== null)!;
    const owners = USA_MAP.routes.map((r) => (r.id === double.id ? 1 : -1));
    const takenState = decodedState("alice", { routeOwners: owners });
    const taken = viewOf(takenState, 0);
    assert.deepEqual(blockedTwins(taken.routeOwners, 2, 0), [double.double], "2 players: the twin is closed");
    assert.deepEqual(blockedTwins(taken.routeOwners, 4, 0), [], "4 players: both routes of a double are usable");
    assert.deepEqual(blockedTwins(taken.routeOwners, 4, 1), [double.double], "nobody claims both routes of a double");
    assert.ok(!claimableRoutes(viewOf(takenState, 0)).includes(double.double!));
  });

  it("scores a player box with the route points during the game and the final total once it has ended", () => {
    const playing = decodedState("alice");
    (playing.players as unknown as { routePoints: number }[])[1].routePoints = 7;
    assert.equal(pointsShown(viewOf(playing, 0), 1), 7);
    const score = (seat: number, total: number) => ({
      playerIndex: seat, routePoints: 7, ticketsWon: [], ticketsLost: [], ticketPoints: 0, longestPath: 0, longestPathBonus: 0, longestRouteRecipient: false, longestPathRoutes: [], total,
    });
    const ended = decodedState("alice", { phase: "ended", result: { scores: [score(0, 3), score(1, 25)], ranking: [1, 0] } });
    (ended.players as unknown as { routePoints: number }[])[1].routePoints = 7;
    assert.equal(pointsShown(viewOf(ended, 0), 1), 25, "tickets and the longest path counted");
  });

  it("shows the newest history line in the ticker, shortened to fit", () => {
    assert.equal(tickerLine([]), "");
    assert.equal(tickerLine(["a", "alice claimed Boston – Montréal"]), "alice claimed Boston – Montréal");
    const long = tickerLine(["x".repeat(100)]);
    assert.equal(long.length, 72);
    assert.ok(long.endsWith("…"));
  });

  it("counts a dropped seat down to the bot's takeover", () => {
    const now = 1_000_000;
    assert.equal(seatStatus({ connected: false, takeoverAt: now + 45_000, pendingTicketCount: 0 }, true, "playing", now), "disconnected — bot in 0:45");
    assert.equal(seatStatus({ connected: false, takeoverAt: now + 61_200, pendingTicketCount: 0 }, false, "playing", now), "disconnected — bot in 1:02");
    assert.equal(seatStatus({ connected: false, takeoverAt: -1, pendingTicketCount: 0 }, false, "playing", now), "disconnected — a bot plays");
    assert.equal(seatStatus({ connected: true, takeoverAt: 0, pendingTicketCount: 0 }, true, "playing", now), "▶ playing now");
  });

  it("counts the turn clock down: turn time, then the reserve, then time's up", () => {
    const now = 5_000_000;
    const cases: [string, { turnEndsAt: number; reserveMs: number }, string][] = [
      ["not on the clock", { turnEndsAt: 0, reserveMs: 300_000 }, ""],
      ["real-time turn", { turnEndsAt: now + 125_000, reserveMs: 300_000 }, "2:05 left"],
      ["a part second rounds up", { turnEndsAt: now + 400, reserveMs: 0 }, "0:01 left"],
      ["over the turn time: the reserve counts", { turnEndsAt: now - 48_000, reserveMs: 300_000 }, "reserve 4:12"],
      ["reserve gone too", { turnEndsAt: now - 1000, reserveMs: 1000 }, "time's up"],
      ["async: hours and minutes", { turnEndsAt: now + 24 * 3600_000 - 30_000, reserveMs: 0 }, "23h 59m left"],
    ];
    for (const [what, seat, expected] of cases) assert.equal(countdownText(seat, now), expected, what);
  });

  it("shows a delayed spectator no turn clock (theirs is N moves old), and the players theirs", () => {
    const clocked = (delay: number) => decodedState(null, { spectatorDelay: delay });
    const withClock = (state: WireState) => {
      (state.players as unknown as { turnEndsAt: number }[])[0].turnEndsAt = 5_000_000;
      return state;
    };
    assert.deepEqual(started(withClock(clocked(5)), null).seats.map((p) => p.turnEndsAt), [0, 0], "a delayed spectator");
    assert.equal(started(withClock(clocked(0)), null).seats[0].turnEndsAt, 5_000_000, "a live spectator");
    const player = decodedState("alice", { spectatorDelay: 5 });
    assert.equal(started(withClock(player), 0).seats[0].turnEndsAt, 5_000_000, "a player of a delayed game");
  });
});
