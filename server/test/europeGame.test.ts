// A whole Europe game through real rooms: two people (a script that looks for ferries, tunnels and stations) and a
// medium bot, a spectator watching. Out-of-order tunnel commands are refused and change nothing; a tunnel is
// declined and one paid, a ferry claimed, a station built; the end's station points and station routes reach every
// client as the rules scored them; the listing names the map, and the game rates its two people like a USA game.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { EUROPE_MAP, playerView, type GameState } from "../../shared-rules/src/index.js";
import { historyText, viewFromWire, type ProfileAnswer, type WireState } from "../../shared-rules/protocol/index.js";
import { ask, get, registerUser, sleep, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { rulesOf, serverRoom } from "./autoplay.js";
import { emptyTally, playEuropeMove, type EuropeTally } from "./europePerson.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- colyseus.js decodes the state by reflection: untyped */

/** A deal where the script and the bot pay a tunnel and a station lends a route at the end (found by playing it). */
const SEED = 4713;

describe("server: a whole Europe game over the wire (two people, a bot, a spectator)", function () {
  this.timeout(180_000);
  let ts: TestServer;
  let alice: User;
  let bobby: User;
  let ra: Room;
  let rb: Room;
  let spectator: Room;
  let gameId: string;
  const tally: EuropeTally = emptyTally();
  /** Refusals seen while a tunnel was pending or none was: [what, code]. */
  const refusals: [string, string][] = [];

  before(async () => {
    ts = await startServer();
    alice = await registerUser(ts, "alice");
    bobby = await registerUser(ts, "bobby");
    ra = await alice.client.create("ttr", { gameName: "Europe", color: "red", seed: SEED, map: "europe" });
    gameId = ra.roomId;
    rb = await bobby.client.joinById(gameId, { color: "blue" });
    spectator = await new Client(ts.wsUrl).joinById(gameId, { spectator: true });
    for (const r of [ra, rb, spectator]) r.onMessage("*", () => {});
    assert.equal((await ask(ra, "addAI", { difficulty: "medium" })).code, "ok");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("names the map in the state and the listing before the start, with Europe's board sizes", async () => {
    await until(() => (spectator.state as any).map === "europe", "the spectator's state names europe");
    const listing = await get(ts, `/api/games/${gameId}`);
    assert.equal(listing.status, 200);
    assert.equal((listing.body as any).map, "europe");
    const s = spectator.state as any;
    assert.equal(s.routeOwners.length, EUROPE_MAP.routes.length);
    assert.equal(s.stationOwners.length, EUROPE_MAP.cities.length);
    assert.equal(s.tunnel.routeIndex, -1);
  });

  it("deals Europe's opening: one long and three regular tickets to each person, the long one marked in the reply", async () => {
    const reply = await ask<any>(ra, "startGame");
    assert.equal(reply.code, "ok");
    assert.deepEqual(reply.initialDestination.map((t: any) => t.kind ?? "regular").sort(), ["long", "regular", "regular", "regular"]);
    const rules = rulesOf(gameId);
    for (const seat of [0, 1]) {
      const offered = rules.players[seat].pendingTickets.map((t) => EUROPE_MAP.tickets[t].kind);
      assert.deepEqual([...offered].sort(), ["long", "regular", "regular", "regular"]);
    }
  });

  it("refuses tunnel commands out of order without changing anything, then plays to the end", async () => {
    const rooms = new Map([[0, ra], [1, rb]]);
    const refuse = async (room: Room, what: string, type: string, payload: unknown) => {
      const version = serverRoom(gameId).game.version;
      const answer = await ask(room, type, payload);
      assert.notEqual(answer.code, "ok", `${what} is refused`);
      assert.equal(serverRoom(gameId).game.version, version, `${what} changes nothing`);
      refusals.push([what, answer.code]);
    };
    let checkedIdle = false;
    let checkedPending = false;
    const before = async (rules: GameState, seat: number, room: Room): Promise<boolean> => {
      if (rules.phase !== "playing" || rules.currentPlayer !== seat) return true;
      const other = rooms.get(1 - seat) as Room;
      if (!checkedIdle && rules.turnStage === "start") {
        checkedIdle = true;
        await refuse(room, "payTunnel with none pending", "payTunnel", { numberOfWilds: 0 });
        await refuse(room, "declineTunnel with none pending", "declineTunnel", {});
      }
      if (!checkedPending && rules.turnStage === "tunnelPending") {
        checkedPending = true;
        await refuse(room, "a draw while the tunnel is pending", "drawTrainCard", { cardLocation: 5 });
        await refuse(room, "a station while the tunnel is pending", "buildStation", { cityIndex: 0, trainColor: "locomotive", numberOfWilds: 1 });
        await refuse(other, "the other person's decline", "declineTunnel", {});
        await refuse(other, "the other person's payment", "payTunnel", { numberOfWilds: 0 });
        await refuse(room, "an unpayable number of locomotives", "payTunnel", { numberOfWilds: 40 });
        await refuse(room, "a malformed payment", "payTunnel", { numberOfWilds: "all" });
      }
      return true;
    };
    let moves = 0;
    while (rulesOf(gameId).phase !== "ended") {
      if (!(await playEuropeMove(gameId, rooms, tally, before))) await sleep(5);
      else moves += 1;
      assert.ok(moves < 3000, "the game ends");
    }
    assert.ok(checkedIdle && checkedPending, "both refusal checks ran");
    const codes = Object.fromEntries(refusals);
    assert.equal(codes["payTunnel with none pending"], "noTunnelPending");
    assert.equal(codes["declineTunnel with none pending"], "noTunnelPending");
    assert.equal(codes["a draw while the tunnel is pending"], "mustResolveTunnel");
    assert.equal(codes["a station while the tunnel is pending"], "mustResolveTunnel");
    assert.equal(codes["the other person's decline"], "notYourTurn");
    assert.equal(codes["a malformed payment"], "invalidInput");
  });

  it("saw a tunnel declined, a tunnel paid, a ferry and a station (the people's and the bot's moves)", () => {
    const log = serverRoom(gameId).game.record.log.map((l) => l.command);
    assert.ok(tally.tunnelsDeclined > 0, "a person declined a tunnel");
    assert.ok(tally.stations > 0, "a person built a station");
    assert.ok(log.some((c) => c.type === "payTunnel"), "a tunnel paid");
    assert.ok(log.some((c) => c.type === "buyRoute" && EUROPE_MAP.routes[c.routeIndex].kind === "ferry"), "a ferry claimed");
  });

  it("shows every client the end as the rules scored it, station points and station routes included", async () => {
    const rules = rulesOf(gameId) as GameState;
    const version = serverRoom(gameId).game.version;
    await until(() => [ra, rb, spectator].every((r) => (r.state as WireState).stateVersion === version), "every client at the end", 30_000);
    for (const [room, seat] of [[ra, 0], [rb, 1], [spectator, null]] as const) {
      assert.deepEqual(viewFromWire(room.state as WireState, seat), playerView(rules, seat), `seat ${seat}'s view`);
    }
    const result = rules.result!;
    const wire = (spectator.state as any).result;
    result.scores.forEach((score, i) => {
      assert.equal(wire.scores[i].stationPoints, score.stationPoints);
      assert.equal(score.stationPoints, 4 * (rules.players[i].stationsLeft ?? 0), "4 points per station not built");
      assert.deepEqual([...wire.scores[i].stationCities], (score.stationRoutes ?? []).map((u) => u.cityIndex));
      assert.deepEqual([...wire.scores[i].stationRouteIndexes], (score.stationRoutes ?? []).map((u) => u.routeIndex ?? -1));
    });
    assert.ok(result.scores.some((s) => (s.stationRoutes ?? []).some((u) => u.routeIndex !== null)), "a station lent its owner a route");
  });

  it("writes Europe's history lines: a station built, tunnels revealed, paid and declined", () => {
    const names = ["alice", "bobby", "Bot"];
    const lines = [...(spectator.state as any).history].map((code: number) => historyText(code, (p) => names[p] ?? "?", EUROPE_MAP));
    assert.ok(lines.some((l) => l.includes("built a station")), "a station line");
    assert.ok(lines.some((l) => l.includes("paid") && l.includes("tunnel")), "a paid tunnel line");
    assert.ok(lines.some((l) => l.includes("gave up the tunnel")), "a declined tunnel line");
  });

  it("rates the two people once each, as a USA game would", async () => {
    for (const user of [alice, bobby]) {
      let profile: ProfileAnswer | null = null;
      const started = Date.now();
      while (profile?.rating?.games !== 1) {
        assert.ok(Date.now() - started < 60_000, `${user.username} is rated`);
        await sleep(50);
        profile = (await get(ts, "/api/my-profile", user.token)).body as unknown as ProfileAnswer;
      }
      assert.equal(profile.games.filter((g) => g.gameId === gameId).length, 1, "the game is in the history once");
    }
    const board = (await get(ts, "/api/leaderboard")).body as any;
    for (const name of ["alice", "bobby"]) assert.equal(board.players.filter((p: any) => p.username === name).length, 1, `${name} has one rating`);
  });
});
