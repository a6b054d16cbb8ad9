// A whole game on each board of the second wave (Nordic Countries, Switzerland, India) through a real room, created
// by the existing create path with only the map's id: a person (moves from the rules' legal list, sent over the wire
// as any client sends them, stand-in cards included) and bots of two levels. The table holds as many seats as its
// board allows (a Swiss table refuses a fourth), and at the end every client's view, the end bonuses and country
// tickets included, is the rules' own.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { mapById, playerView, type GameState, type MapId } from "../../shared-rules/src/index.js";
import { viewFromWire, type WireState } from "../../shared-rules/protocol/index.js";
import { ask, get, registerUser, startServer, until, type TestServer, type User } from "../../test-kit/index.js";
import { playToEnd, rulesOf, serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- colyseus.js decodes the state by reflection: untyped */

describe("server: a whole game on each new board through a real room", function () {
  this.timeout(300_000);
  let ts: TestServer;
  let alice: User;

  before(async () => {
    ts = await startServer();
    alice = await registerUser(ts, "alice");
  });

  after(async () => {
    await ts.server.shutdown();
  });

  for (const id of ["nordic", "switzerland", "india"] as MapId[]) {
    const map = mapById(id);
    it(`${map.name}: created with its id, seats at most ${map.maxPlayers}, plays to the end, every view the rules' own`, async () => {
      const room: Room = await alice.client.create("ttr", { gameName: map.name, color: "red", seed: 20 + id.length, map: id });
      const gameId = room.roomId;
      const spectator = await new Client(ts.wsUrl).joinById(gameId, { spectator: true });
      for (const r of [room, spectator]) r.onMessage("*", () => {});
      const levels = ["hard", "medium", "easy"];
      for (let seat = 1; seat < map.maxPlayers; seat++) assert.equal((await ask(room, "addAI", { difficulty: levels[(seat - 1) % 3] })).code, "ok");
      const full = await ask(room, "addAI", { difficulty: "easy" });
      assert.equal(full.code, "gameFull", `a table on ${map.name} seats ${map.maxPlayers}`);
      const listing = await get(ts, `/api/games/${gameId}`);
      assert.equal((listing.body as any).map, id);
      assert.equal((listing.body as any).maxPlayers, map.maxPlayers);

      assert.equal((await ask(room, "startGame")).code, "ok");
      const rules0 = rulesOf(gameId);
      assert.equal(rules0.players[0].pendingTickets.length, map.initialTickets.deal, "the board's opening deal");
      await playToEnd(gameId, new Map([[0, room]]));

      const rules = rulesOf(gameId) as GameState;
      const version = serverRoom(gameId).game.version;
      await until(() => [room, spectator].every((r) => (r.state as WireState).stateVersion === version), "every client at the end", 30_000);
      assert.deepEqual(viewFromWire(room.state as WireState, 0), playerView(rules, 0), "the person's view");
      assert.deepEqual(viewFromWire(spectator.state as WireState, null), playerView(rules, null), "the spectator's view");
      const result = rules.result!;
      for (const s of result.scores) {
        const bonuses = (s.endBonuses ?? []).reduce((n, b) => n + b.points, 0) + (s.endBonuses ? 0 : s.longestPathBonus);
        assert.equal(s.total, s.routePoints + s.ticketPoints + bonuses, "the total adds up the board's bonuses");
      }
      room.leave();
      spectator.leave();
    });
  }
});
