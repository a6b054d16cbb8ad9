// Every room encodes full states (joins, reconnections) into one shared buffer (schema/leanSerializer.ts): people
// arriving in several games at the same moment must each get their own game, with their own private part.
import assert from "node:assert/strict";
import { Client, type Room } from "colyseus.js";
import { registerUser, startServer, startedGameOfTwo, until, type TestServer, type User } from "./helpers.js";
import { serverRoom } from "./autoplay.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

/** What anyone at the table sees, as the server holds it or as a client decoded it. */
const publicPart = (state: any) =>
  JSON.stringify({
    gameName: state.gameName,
    faceUp: [...state.faceUp],
    deckCount: state.deckCount,
    players: [...state.players].map((p: any) => [p.name, p.color, p.trainsLeft]),
  });
const privatePart = (room: Room, seat: number) => JSON.stringify((room.state as any).players[seat].private?.toJSON());

describe("server: full states of many rooms through one shared buffer", function () {
  this.timeout(60_000);
  let ts: TestServer;
  const games: { ra: Room; rb: Room; gameId: string; b: User }[] = [];

  before(async () => {
    ts = await startServer(30090);
    for (const [i, seed] of [11, 12, 13].entries()) {
      const a = await registerUser(ts, `shared${i}a`);
      const b = await registerUser(ts, `shared${i}b`);
      games.push({ ...(await startedGameOfTwo(a, b, { gameName: `Shared ${i}`, seed }, [[0, 1], [1, 2]])), b });
    }
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("gives spectators joining three games at once each their own game", async () => {
    const spectators = await Promise.all(games.map((g) => new Client(ts.wsUrl).joinById(g.gameId, { spectator: true })));
    spectators.forEach((s) => s.onMessage("*", () => {}));
    await until(() => spectators.every((s) => (s.state as any).players?.length === 2), "every spectator's state");
    const seen = spectators.map((s) => publicPart(s.state));
    assert.equal(new Set(seen).size, 3, "three different games");
    spectators.forEach((s, i) => assert.equal(seen[i], publicPart(serverRoom(games[i].gameId).state)));
    spectators.forEach((s) => assert.equal((s.state as any).players[1].private, undefined, "no private part for a spectator"));
    await Promise.all(spectators.map((s) => s.leave()));
  });

  it("gives players reconnecting to three games at once each their own hand", async () => {
    const before = games.map((g) => privatePart(g.rb, 1));
    assert.equal(new Set(before).size, 3);
    const tokens = games.map((g) => g.rb.reconnectionToken);
    await Promise.all(games.map((g) => g.rb.leave(false)));
    const back = await Promise.all(games.map((g, i) => g.b.client.reconnect(tokens[i])));
    back.forEach((r) => r.onMessage("*", () => {}));
    await until(() => back.every((r) => (r.state as any).players?.[1]?.private !== undefined), "every private part");
    back.forEach((r, i) => {
      assert.equal(privatePart(r, 1), before[i]);
      assert.equal(publicPart(r.state), publicPart(serverRoom(games[i].gameId).state));
      assert.equal((r.state as any).players[0].private, undefined, "nothing of the opponent's");
    });
  });
});
