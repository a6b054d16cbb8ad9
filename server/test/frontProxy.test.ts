// Several processes behind one origin: deploy/nginx.conf itself (its example addresses replaced by loopback ones,
// scripts/infra/nginx.ts) runs in front of two processes whose PUBLIC_ADDRESS is a path on the proxy (/p1, /p2). A
// client that only knows the proxy's address registers, matchmakes, plays a whole seeded game and reconnects after a
// drop, every room connection going through the proxy to the process that holds the room; and the per-process paths
// carry nothing but room WebSockets (no /metrics, no admin, no API by path).
import assert from "node:assert/strict";
import http from "node:http";
import type { Room } from "colyseus.js";
import { freePort } from "../../scripts/infra/redis.js";
import { startNginx, type RunningNginx } from "../../scripts/infra/nginx.js";
import type { WireState } from "../../shared-rules/protocol/index.js";
import { clientFor, registerUser, serverAt, sleep, startTestCluster, until, type TestCluster } from "../../test-kit/index.js";
import { askOnce, connectedSeat, MirroredGame } from "./mirroredGame.js";

/** How often a Colyseus process publishes its room count, which the matchmaker reads to place a new room (Stats.js). */
const COLYSEUS_STATS_INTERVAL_MS = 1100;

/** Failed game lookups allowed per client address here: small, to see each address counted on its own. */
const LOOKUP_BOUND = 3;

/** GET through the proxy from a given loopback address (Linux routes all of 127/8 to lo), optionally with headers. */
function statusFrom(localAddress: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress, headers }, (res) => {
      res.resume();
      res.once("end", () => resolve(res.statusCode ?? 0));
    });
    request.once("error", reject);
  });
}

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
      // One proxy of ours in front: the per-address bounds count the address nginx saw (X-Forwarded-For).
      TRUST_PROXY_HOPS: "1",
      LOOKUP_MAX_FAILURES_PER_ADDRESS: String(LOOKUP_BOUND),
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
    // The reconnect is honoured once the room has seen the drop (its onLeave opens the reconnection): as a real client
    // retries, the test waits for that, which Ann sees as Ben disconnected.
    await until(() => connectedSeat(seats[0]!, 1) === false, "Ann sees Ben disconnected", 60_000);
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
    const paths: string[] = [];
    // The matchmaker puts a new room on the process with the fewest rooms, as each process last published its count
    // to Redis; Colyseus publishes at most once a second, so creates closer together may all see stale counts and
    // pick the same process. Spaced by that second, a few creates reach both.
    for (let i = 0; i < 6 && new Set(paths).size < 2; i++) {
      if (i > 0) await sleep(COLYSEUS_STATS_INTERVAL_MS);
      const host = await registerUser(serverAt(proxy!.url), `proxyhost${i}`);
      const room = await host.client.create("ttr", { gameName: `Spread ${i}`, color: "red" });
      rooms.push(room);
      paths.push(/\/(p[12])\//.exec(socketUrlOf(room))![1]!);
    }
    assert.deepEqual([...new Set(paths)].sort(), ["p1", "p2"], `games were created at ${paths.join(", ")}`);
  });

  it("serves nothing but room WebSockets at a process's path, and no /metrics to the public", async () => {
    const status = async (route: string) => (await fetch(`${proxy!.url}${route}`)).status;
    assert.equal(await status("/healthz"), 200, "the API answers through the proxy");
    for (const route of ["/p1/healthz", "/p2/api/leaderboard", "/p1/metrics", "/metrics"]) assert.equal(await status(route), 404, route);
    // A lobby (any process) through the proxy's root.
    const lobby = await clientFor(serverAt(proxy!.url)).joinOrCreate("lobby");
    lobby.onMessage("*", () => {});
    rooms.push(lobby);
    assert.match(socketUrlOf(lobby), new RegExp(`^ws://127\\.0\\.0\\.1:${proxy!.port}/p[12]/`));
  });

  it("counts each client's own address behind the proxy (TRUST_PROXY_HOPS=1), and a forged X-Forwarded-For changes nothing", async () => {
    const unknownGame = `${proxy!.url}/api/games/NO-SUCH-GAME`;
    for (let i = 0; i < LOOKUP_BOUND; i++) assert.equal(await statusFrom("127.0.0.2", unknownGame), 404);
    assert.equal(await statusFrom("127.0.0.2", unknownGame), 429, "127.0.0.2 used its failed lookups up");
    assert.equal(await statusFrom("127.0.0.2", unknownGame, { "x-forwarded-for": "198.51.100.7" }), 429, "writing another address into the header does not help");
    assert.equal(await statusFrom("127.0.0.3", unknownGame), 404, "another client behind the same proxy has its own budget");
  });
});
