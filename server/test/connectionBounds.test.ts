// The per-address connection bound behind a trusted proxy (TRUST_PROXY_HOPS: the TCP peer is the proxy, so requests
// in flight and WebSockets count by the forwarded client address), and the load shedding near the process's
// open-file limit (a server process run under prlimit with a low limit).
import assert from "node:assert/strict";
import http from "node:http";
import net from "node:net";
import WebSocket from "ws";
import { Client, type Room } from "colyseus.js";
import { startServer, startServerProcess, type TestServer, type TestServerProcess } from "../../test-kit/index.js";

/** GET from the test's proxy: `forwardedFor` is the X-Forwarded-For the proxy would send; a fresh connection each. */
function statusVia(port: number, path: string, forwardedFor?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent: false, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      res.once("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.once("error", reject);
  });
}

/** A request through the proxy whose body never completes: in flight until its deadline or until destroyed. */
function heldRequest(port: number, forwardedFor: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.on("error", () => undefined);
      socket.write(`POST /auth/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${forwardedFor}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a`);
      resolve(socket);
    });
    socket.once("error", reject);
  });
}

/** Opens a room WebSocket for a seat reservation, as the proxy would pass it on for `forwardedFor`: its status. */
function upgradeStatus(wsUrl: string, reservation: SeatReservation, forwardedFor: string): Promise<{ status: number; socket: WebSocket }> {
  return new Promise((resolve, reject) => {
    const url = `${wsUrl}/${reservation.room.processId}/${reservation.room.roomId}?sessionId=${reservation.sessionId}`;
    const socket = new WebSocket(url, { headers: { "x-forwarded-for": forwardedFor } });
    socket.once("open", () => resolve({ status: 101, socket }));
    socket.once("unexpected-response", (_req, res) => {
      resolve({ status: res.statusCode ?? 0, socket });
      res.resume();
    });
    socket.once("error", (error) => reject(error));
  });
}

interface SeatReservation {
  sessionId: string;
  room: { roomId: string; processId: string };
}

async function lobbyReservation(httpUrl: string, forwardedFor: string): Promise<SeatReservation> {
  const res = await fetch(`${httpUrl}/matchmake/joinOrCreate/lobby`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor }, body: "{}" });
  assert.equal(res.status, 200);
  return (await res.json()) as SeatReservation;
}

describe("connections per client address behind a trusted proxy (TRUST_PROXY_HOPS=1)", function () {
  this.timeout(120_000);
  const BOUND = 3;
  const alice = "203.0.113.1";
  const bob = "203.0.113.2";
  let server: TestServer;
  const rooms: Room[] = [];

  before(async () => {
    // Every connection of this test comes from one TCP peer, 127.0.0.1: the proxy.
    server = await startServer({ trustProxyHops: 1, maxConnectionsPerAddress: BOUND });
  });

  after(async () => {
    for (const room of rooms) await room.leave(true).catch(() => undefined);
    await server?.server.shutdown();
  });

  it("counts HTTP requests in flight by the forwarded address, not by the proxy's connections", async () => {
    // What a client writes into X-Forwarded-For itself stays to the left of what the proxy saw, and is not read.
    const held = await Promise.all([heldRequest(server.port, alice), heldRequest(server.port, `198.51.100.7, ${alice}`), heldRequest(server.port, alice)]);
    try {
      let answer = { status: 0, body: "" };
      for (let tries = 0; answer.status !== 429 && tries < 200; tries++) answer = await statusVia(server.port, "/healthz", alice);
      assert.equal(answer.status, 429, "alice's fourth request");
      assert.match(answer.body, /too many connections from your address/);
      // Bob, through the same proxy, is answered; so is the proxy's own traffic (many TCP connections from one peer).
      assert.equal((await statusVia(server.port, "/healthz", bob)).status, 200);
      assert.equal((await statusVia(server.port, "/healthz")).status, 200);
    } finally {
      for (const socket of held) socket.destroy();
    }
    let again = 0;
    for (let tries = 0; again !== 200 && tries < 200; tries++) again = (await statusVia(server.port, "/healthz", alice)).status;
    assert.equal(again, 200, "alice once her requests are gone");
  });

  it("counts WebSockets by the forwarded address: an upgrade past the bound is refused with 429", async () => {
    for (let i = 0; i < BOUND; i++) {
      const room = await new Client(server.wsUrl, { headers: { "x-forwarded-for": alice } }).joinOrCreate("lobby");
      room.onMessage("*", () => undefined);
      rooms.push(room);
    }
    // Alice's seat reserved through Bob's address (HTTP is not the bound tested here), her WebSocket refused.
    const refused = await upgradeStatus(server.wsUrl, await lobbyReservation(server.httpUrl, bob), alice);
    assert.equal(refused.status, 429);
    const bobs = await upgradeStatus(server.wsUrl, await lobbyReservation(server.httpUrl, bob), bob);
    assert.equal(bobs.status, 101);
    bobs.socket.close();
    // One of Alice's rooms closes: she may open another.
    await rooms.pop()!.leave(true);
    let status = 0;
    for (let tries = 0; status !== 101 && tries < 200; tries++) {
      const attempt = await upgradeStatus(server.wsUrl, await lobbyReservation(server.httpUrl, bob), alice);
      status = attempt.status;
      attempt.socket.close();
    }
    assert.equal(status, 101, "alice once one of her rooms closed");
  });
});

describe("near the open-file limit (a server process under prlimit)", function () {
  this.timeout(300_000);
  const FILE_LIMIT = 600;
  const HEADROOM = 100;
  let server: TestServerProcess;
  const held: net.Socket[] = [];

  before(async () => {
    server = await startServerProcess(
      {
        FILE_LIMIT_HEADROOM: String(HEADROOM),
        // This test holds the files itself, from one address, with connections that stay until it lets them go.
        MAX_CONNECTIONS_PER_ADDRESS: "10000",
        REQUEST_HEADERS_TIMEOUT_MS: "120000",
        REQUEST_TIMEOUT_MS: "120000",
      },
      0,
      ["prlimit", `--nofile=${FILE_LIMIT}:${FILE_LIMIT}`, "--"],
    );
  });

  after(async () => {
    for (const socket of held) socket.destroy();
    await server?.stop();
  });

  it("answers /readyz 503 with the reason, and new requests and upgrades a clear 503, until files are free again", async () => {
    const open = () =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect(server.port, "127.0.0.1", () => resolve());
        socket.on("error", () => undefined);
        socket.once("error", reject);
        held.push(socket);
      });
    let ready = await statusVia(server.port, "/readyz");
    assert.equal(ready.status, 200, ready.body);
    // Idle connections, 20 at a time, until the server says it is near its limit (or the limit is passed).
    while (ready.status === 200 && held.length < FILE_LIMIT + 100) {
      await Promise.all(Array.from({ length: 20 }, open));
      ready = await statusVia(server.port, "/readyz");
    }
    assert.equal(ready.status, 503, `after ${held.length} connections: ${ready.body}`);
    assert.deepEqual((JSON.parse(ready.body) as { reasons: string[] }).reasons, ["near the open-file limit"]);

    const api = await statusVia(server.port, "/api/games");
    assert.equal(api.status, 503);
    assert.match(api.body, /open-file limit/);
    await assert.rejects(new Client(server.wsUrl).joinOrCreate("lobby"), /open-file limit/);
    const upgrade = await upgradeStatus(server.wsUrl, { sessionId: "s", room: { processId: "p", roomId: "r" } }, "203.0.113.9");
    assert.equal(upgrade.status, 503);
    console.log(`      not ready after ${held.length} idle connections (limit ${FILE_LIMIT}, headroom ${HEADROOM})`);
    // Alive all the same: a supervisor must not restart it for this.
    assert.equal((await statusVia(server.port, "/healthz")).status, 200);

    for (const socket of held.splice(0)) socket.destroy();
    for (let tries = 0; ready.status !== 200 && tries < 500; tries++) ready = await statusVia(server.port, "/readyz");
    assert.equal(ready.status, 200, ready.body);
  });
});
