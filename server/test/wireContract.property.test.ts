// The wire contract's property: for seeded random 2–5 player games played to the end through a real
// server and real colyseus.js clients, after EVERY command, every seat's client and a spectator's client read
// exactly the rules' playerView through viewFromWire — from the live decoded schema and from its toJSON().
// @colyseus/testing's ColyseusTestServer wraps our own server (its boot() would listen on a fixed port): the
// server-side room comes from its getRoomById.
import assert from "node:assert/strict";
import { ColyseusTestServer } from "@colyseus/testing";
import type { Room } from "colyseus.js";
import { MAX_PLAYERS, playerView, type Command, type GameState, type MapId } from "../../shared-rules/src/index.js";
import { seatFromWire, viewFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import type { TtrRoom } from "../src/room/TtrRoom.js";
import { ask, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";

const GAMES: { players: number; seed: number; map?: MapId }[] = [
  { players: 2, seed: 9101 },
  { players: 3, seed: 9202 },
  { players: 4, seed: 9303 },
  { players: 5, seed: 9404 },
  // Europe: stations, the pending tunnel (its reveal, paid or declined) and the end's station routes on the wire
  { players: 2, seed: 9505, map: "europe" },
  { players: 4, seed: 9606, map: "europe" },
];

describe("wire contract: viewFromWire(decoded state) = playerView(rules state), after every command", function () {
  this.timeout(600_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer();
  });
  after(async () => {
    await ts.server.shutdown();
  });

  for (const { players, seed, map = "usa" } of GAMES) {
    it(`a seeded ${players}-player random ${map} game (seed ${seed}), every seat and a spectator`, async () => {
      const { log } = playRandomGame(seed, players, undefined, "uniform", 20_000, map);
      const users = await Promise.all(SEAT_COLORS.slice(0, players).map((_, i) => registerUser(ts, `wire${map.slice(0, 2)}${players}p${i}`)));
      const host = await users[0].client.create("ttr", { gameName: `wire ${players}`, color: SEAT_COLORS[0], seed, map });
      const seats: Room[] = [host];
      for (let i = 1; i < players; i++) seats.push(await users[i].client.joinById(host.roomId, { color: SEAT_COLORS[i] }));
      const spectator = await users[0].client.joinById(host.roomId, { spectator: true });
      const serverRoom = new ColyseusTestServer(ts.server.gameServer).getRoomById(host.roomId) as unknown as TtrRoom;
      const session = serverRoom.game;

      const checkAll = async (what: string) => {
        const rules = session.rules as GameState;
        await until(
          () => [...seats, spectator].every((r) => (r.state as WireState).stateVersion === session.version),
          `every client at version ${session.version}`,
          30_000,
        );
        const clients: [Room, number | null][] = [...seats.map((r, i): [Room, number] => [r, i]), [spectator, null]];
        for (const [room, seat] of clients) {
          const state = room.state as WireState;
          assert.equal(seatFromWire(state), seat, `${what}: the server tells seat ${seat} its seat`);
          const expected = playerView(rules, seat);
          assert.deepEqual(viewFromWire(state, seat), expected, `${what}: live view of seat ${seat}`);
          const json = (room.state as unknown as { toJSON(): WireState }).toJSON();
          assert.deepEqual(viewFromWire(json, seat), expected, `${what}: toJSON view of seat ${seat}`);
        }
      };

      // The host starts a table of up to four; the fifth person sitting down started a full one already.
      if (players < MAX_PLAYERS) assert.equal((await ask(host, "startGame")).code, "ok");
      await until(() => session.rules !== null, "the game started", 30_000);
      await checkAll("after the start");
      for (const [n, { player, command }] of log.entries()) {
        const { type, ...payload } = command as Command;
        const answer = await ask(seats[player], type, payload);
        assert.equal(answer.code, "ok", `command ${n} ${JSON.stringify(command)}: ${answer.description}`);
        await checkAll(`after command ${n} (${type} by seat ${player})`);
        // Now and then a seat's connection drops and comes back with its token: the fresh full state must read
        // the same (the seat's private part reaches the new connection).
        if (n % 40 === 20) {
          const seat = n % players;
          const token = seats[seat].reconnectionToken;
          await seats[seat].leave(false);
          // With its token (same session), or, as a reloaded page does when the token has expired, by id.
          seats[seat] = n % 80 === 20 ? await users[seat].client.reconnect(token) : await users[seat].client.joinById(host.roomId, {});
          seats[seat].onMessage("*", () => undefined);
          await checkAll(`after seat ${seat} reconnected at command ${n}`);
        }
      }
      assert.equal((session.rules as GameState).phase, "ended");
      if (map === "europe") {
        // the random games must have shown what Europe adds: a station and a tunnel reveal
        assert.ok(log.some((l) => l.command.type === "buildStation"), "a station was built");
        assert.ok(log.some((l) => l.command.type === "payTunnel" || l.command.type === "declineTunnel"), "a tunnel was resolved");
      }
      await Promise.all([...seats, spectator].map((r) => r.leave(true)));
    });
  }
});
