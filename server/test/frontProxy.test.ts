// Several processes behind one origin: deploy/nginx.conf itself (its example addresses replaced by loopback ones,
// scripts/infra/nginx.ts) runs in front of two processes whose PUBLIC_ADDRESS is a path on the proxy (/p1, /p2). A
// client that only knows the proxy's address registers, matchmakes, plays a whole seeded game and reconnects after a
// drop, every room connection going through the proxy to the process that holds the room; and the per-process paths
// carry nothing but room WebSockets (no /metrics, no admin, no API by path).
import assert from "node:assert/strict";
import type { Room } from "colyseus.js";
import { freePort } from "../../scripts/infra/redis.js";
import { startNginx, type RunningNginx } from "../../scripts/infra/nginx.js";
import type { WireState } from "../../shared-rules/protocol/index.js";
import { clientFor, registerUser, serverAt, startTestCluster, until, type TestCluster } from "../../test-kit/index.js";
import { askOnce, MirroredGame } from "./mirroredGame.js";

/** The URL a room's WebSocket was opened on (colyseus.js keeps it on its transport's socket). */
function socketUrlOf(room: Room): string {
  return (room.connection as unknown as { transport: { ws: { url: string } } }).transport.ws.url;
}

describe("server: several processes behind one nginx front proxy (deploy/nginx.conf)", function () {
  this.timeout(300_000);
  let cluster: TestCluster | undefined;
  let proxy: RunningNginx | undefined;
  const rooms: Room[] = [];

  before(async () => {
    // The proxy's port first: each process's PUBLIC_ADDRESS names it.
    const proxyPort = await freePort();
    cluster = await startTestCluster("proxy", 2, (i) => ({
      PUBLIC_ADDRESS: `127.0.0.1:${proxyPort}/p${i + 1}`,
      RECONNECT_SECONDS: "600",
      SPECTATOR_DELAY_MOVES: "0",
    }));
    proxy = await startNginx(
      cluster.processes.map((p) => `127.0.0.1:${p.port}`),
      proxyPort,
    );
  });

  after(async () => {
    for (const room of rooms) if (room.connection.isOpen) void room.leave(true).catch(() => {});
    await proxy?.stop();
    await cluster?.stop();
  });

  it("plays a whole game through the proxy alone, a player's reconnect included, each room reached at its process's path", async () => {
    const front = serverAt(proxy!.url);
    const ann = await registerUser(front, "proxyann");
    const ben = await registerUser(front, "proxyben");
    const game = new MirroredGame(20261126, ["red", "blue"]);
    const seats: Room[] = [await ann.client.create("ttr", { gameName: "Behind nginx", color: "red", seed: game.seed })];
    seats.push(await ben.client.joinById(seats[0]!.roomId, { color: "blue" }));
    rooms.push(...seats);
    for (const room of seats) room.onMessage("*", () => {});
    const path = new RegExp(`^ws://127\\.0\\.0\\.1:${proxy!.port}/p[12]/`);
    for (const room of seats) assert.match(socketUrlOf(room), path, "the room's socket goes through the proxy, at its process's path");
    assert.equal((await askOnce(seats[0]!, "startGame", {})).code, "ok");
    const roomOf = (seat: number) => seats[seat]!;
    for (let i = 0; i < 15; i++) await game.playOne(roomOf);

    // Ben's connection drops; colyseus.js does not reconnect by itself: he does, with his token, through the proxy.
    const token = seats[1]!.reconnectionToken;
    await seats[1]!.leave(false);
    seats[1] = await ben.client.reconnect(token);
    seats[1].onMessage("*", () => {});
    rooms.push(seats[1]);
    assert.match(socketUrlOf(seats[1]), path);
    await until(() => game.seenBy(seats[1]!, 1) === game.expectedFor(1), "Ben sees the acknowledged state again", 60_000);

    while (await game.playOne(roomOf));
    assert.ok(game.ended);
    await until(() => seats.every((r) => (r.state as unknown as WireState).phase === "ended"), "both players see the end", 60_000);
  });

  it("reaches both processes through their paths: games made through the proxy land on each", async () => {
    const paths = new Set<string>();
    // The matchmaker puts a new room on the process with the fewest; a few creates reach both.
    for (let i = 0; i < 6 && paths.size < 2; i++) {
      const host = await registerUser(serverAt(proxy!.url), `proxyhost${i}`);
      const room = await host.client.create("ttr", { gameName: `Spread ${i}`, color: "red" });
      rooms.push(room);
      paths.add(/\/(p[12])\//.exec(socketUrlOf(room))![1]!);
    }
    assert.deepEqual([...paths].sort(), ["p1", "p2"]);
  });

  it("serves nothing but room WebSockets at a process's path, and no /metrics to the public", async () => {
    const status = async (route: string) => (await fetch(`${proxy!.url}${route}`)).status;
    assert.equal(await status("/healthz"), 200, "the API answers through the proxy");
    for (const route of ["/p1/healthz", "/p2/api/leaderboard", "/p1/metrics", "/metrics"]) assert.equal(await status(route), 404, route);
    // A lobby (any process) through the proxy's root.
    const lobby = await clientFor(serverAt(proxy!.url)).joinOrCreate("lobby");
    rooms.push(lobby);
    assert.match(socketUrlOf(lobby), new RegExp(`^ws://127\\.0\\.0\\.1:${proxy!.port}/p[12]/`));
  });
});
