// Every room encodes full states (joins, reconnections) and patches into shared buffers (colyseusInternals/leanSerializer.ts):
// people arriving in several games at the same moment must each get their own game, with their own private part, and
// a patch still waiting on a socket must not change when another room encodes its own.
import assert from "node:assert/strict";
import { ClientState, SchemaSerializer, type Client as ServerClient } from "@colyseus/core";
import { Decoder } from "@colyseus/schema";
import { Client, type Room } from "colyseus.js";
import { registerUser, startServer, startedGameOfTwo, until, type TestServer, type User } from "../../test-kit/index.js";
import { serverRoom } from "./autoplay.js";
import { TtrState } from "../src/schema/TtrState.js";
import { leanSerializer } from "../src/colyseusInternals/leanSerializer.js";

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
    ts = await startServer();
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

describe("server: patches of many rooms through one shared buffer", () => {
  /** A joined connection that keeps what it is sent, as a socket that cannot write yet keeps it. */
  const queuedSocket = () => ({ state: ClientState.JOINED, view: undefined, queued: [] as Buffer[], raw(bytes: Buffer) { this.queued.push(bytes); } });

  it("leaves each room's queued patch as it was encoded, after other rooms encode theirs", () => {
    const rooms = ["First game", "Second game"].map((name) => {
      const state = new TtrState();
      const serializer = leanSerializer(new SchemaSerializer<TtrState>());
      serializer.reset(state);
      const decoder = new Decoder(new TtrState());
      decoder.decode(serializer.getFullState(), { offset: 1 });
      const socket = queuedSocket();
      return { name, state, serializer, decoder, socket };
    });
    for (const room of rooms) {
      room.state.gameName = room.name;
      room.state.deckCount = room.name.length;
      assert.equal(room.serializer.applyPatches([room.socket as unknown as ServerClient], room.state), true);
    }
    // Only now do the sockets write: each must still hold its own room's bytes.
    for (const room of rooms) {
      assert.equal(room.socket.queued.length, 1);
      room.decoder.decode(room.socket.queued[0], { offset: 1 });
      assert.equal(room.decoder.state.gameName, room.name);
      assert.equal(room.decoder.state.deckCount, room.name.length);
    }
  });
});
