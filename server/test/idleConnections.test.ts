// Idle connections are closed at every stage, over real sockets:
// a TCP connection that never sends its request, a WebSocket that is upgraded but never joins a room, and a joined
// player whose socket goes silent (its reads paused, so it stops answering pings) — that one is dropped by the
// heartbeat, shown disconnected, and takes its seat back with its reconnection token.
import assert from "node:assert/strict";
import net from "node:net";
import type { Room } from "colyseus.js";
import { ask, registerUser, startServer, until, type TestServer } from "../../test-kit/index.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

/** Generous: a slow machine may be slow; these bound a hang, they do not measure anything. */
const PATIENCE_MS = 20_000;

interface RawConnection {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
}

/** A plain TCP connection to the server that reads what it is sent and answers nothing (not even a close frame). */
function rawConnection(ts: TestServer): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(ts.port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined); // a reset is one way of being closed
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.once("connect", () => resolve({ socket, received: () => received, closed }));
    socket.once("error", reject);
  });
}

/** Resolves when `closed` does; fails the test if the server has not closed the connection after PATIENCE_MS. */
async function closedByServer(connection: RawConnection, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const patience = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the server left ${what} open`)), PATIENCE_MS);
  });
  try {
    await Promise.race([connection.closed, patience]);
  } finally {
    clearTimeout(timer);
    connection.socket.destroy();
  }
}

const upgradeRequest = (path: string) =>
  [
    `GET ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Upgrade: websocket",
    "Connection: Upgrade",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    "Sec-WebSocket-Version: 13",
    "",
    "",
  ].join("\r\n");

describe("server: idle connections before a room", function () {
  this.timeout(60_000);
  let ts: TestServer;

  before(async () => {
    // Short deadlines; the heartbeat far away, so that only the deadline under test can close these sockets.
    ts = await startServer({ requestHeadersTimeoutMs: 500, joinTimeoutMs: 500, pingIntervalMs: 600_000 });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("closes a TCP connection that never says anything", async () => {
    const connection = await rawConnection(ts);
    await closedByServer(connection, "a silent TCP connection");
    assert.match(connection.received(), /^HTTP\/1\.1 408/);
  });

  it("closes a TCP connection that never finishes its request headers", async () => {
    const connection = await rawConnection(ts);
    connection.socket.write("GET /api/map HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await closedByServer(connection, "a half-sent request");
  });

  it("closes a WebSocket that is upgraded but never joins a room, even if it ignores the close frame", async () => {
    const connection = await rawConnection(ts);
    connection.socket.write(upgradeRequest("/nobody/noroom?sessionId=nobody"));
    await until(() => connection.received().startsWith("HTTP/1.1 101"), "the upgrade", PATIENCE_MS);
    await closedByServer(connection, "a WebSocket outside any room");
  });

  it("keeps a client that joined past the deadlines", async () => {
    const lucy = await registerUser(ts, "lucy1");
    const lobby = await lucy.client.joinOrCreate("lobby");
    lobby.onMessage("*", () => {});
    const alice = await registerUser(ts, "alice");
    // A connection opened after the lobby joined is closed by its 500 ms deadline: by then the lobby's socket has
    // lived past the same deadlines (no sleep needed, and none that a slow machine could make too short).
    const late = await rawConnection(ts);
    await closedByServer(late, "a silent TCP connection");
    const room = await alice.client.create("ttr", { gameName: "Still here", color: "red" });
    room.onMessage("*", () => {});
    assert.equal((await ask(room, "sendChat", { message: "hi" })).code, "ok");
    assert.ok(lobby.connection.isOpen, "the lobby connection is still open");
    await room.leave();
    await lobby.leave();
  });
});

/** The `ws` socket under a colyseus.js room (an EventEmitter that reports the server's pings). */
const wsOf = (room: Room) => (room.connection.transport as any).ws as { once(event: "ping", listener: () => void): void };

/** Resolves after the client has seen `count` more pings from the server. */
async function pings(room: Room, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise<void>((resolve) => wsOf(room).once("ping", resolve));
}

/** Stops reading a colyseus.js client's socket: it no longer sees (so no longer answers) the server's pings. */
function silence(room: Room): { resume: () => void } {
  const socket = (room.connection.transport as any).ws._socket as net.Socket;
  socket.pause();
  return { resume: () => socket.resume() };
}

describe("server: heartbeat drops silent peers", function () {
  this.timeout(90_000);
  let ts: TestServer;

  before(async () => {
    ts = await startServer({ pingIntervalMs: 1000, pingMaxMissed: 1, reconnectSeconds: 60 });
  });

  after(async () => {
    await ts.server.shutdown();
  });

  it("drops a player whose socket went silent, shows the seat disconnected, and takes the player back", async () => {
    const alice = await registerUser(ts, "alice");
    const bobby = await registerUser(ts, "bobby");
    const ra = await alice.client.create("ttr", { gameName: "Silent", color: "red", seed: 3 });
    let rb = await bobby.client.joinById(ra.roomId, { color: "blue" });
    for (const r of [ra, rb]) r.onMessage("*", () => {});
    const seat = (r: Room, i: number) => (r.state as any).players?.[i];
    await until(() => seat(ra, 1)?.connected === true, "bobby seated and connected", PATIENCE_MS);

    const token = rb.reconnectionToken;
    const bobbyGone = new Promise<number>((resolve) => rb.onLeave((code) => resolve(code)));
    const bobbySocket = silence(rb);
    await until(() => seat(ra, 1)?.connected === false, "alice sees bobby disconnected", PATIENCE_MS);
    assert.equal(seat(ra, 1).username, "bobby", "the seat stays bobby's");
    assert.equal(seat(ra, 0).connected, true, "alice, who answers pings, is still connected");

    // Bobby's machine wakes up: it finds its connection closed, and comes back within the reconnection window.
    bobbySocket.resume();
    assert.notEqual(await bobbyGone, 1000, "an abnormal close, not a consented leave");
    rb = await bobby.client.reconnect(token);
    rb.onMessage("*", () => {});
    await until(() => seat(ra, 1)?.connected === true, "alice sees bobby back", PATIENCE_MS);
    assert.equal((await ask(rb, "sendChat", { message: "back" })).code, "ok");
    await rb.leave();
    await ra.leave();
  });

  it("spreads its pings over the interval instead of pinging every socket in one tick", async () => {
    // One tick for every socket stalled the server 50–90 ms every interval with 7,000 sockets (bench profile).
    const rooms: Room[] = [];
    const pings: number[][] = [];
    for (let i = 0; i < 10; i++) {
      const user = await registerUser(ts, `spread${i}`);
      const room = await user.client.create("ttr", { gameName: `Spread ${i}`, color: "red", seed: i + 1 });
      room.onMessage("*", () => {});
      const times: number[] = [];
      ((room.connection.transport as any).ws as { on(event: "ping", f: () => void): void }).on("ping", () => times.push(Date.now()));
      rooms.push(room);
      pings.push(times);
    }
    // Every socket is still pinged once per interval: none is skipped, whatever slice it is in.
    await until(() => pings.every((times) => times.length >= 3), "every socket pinged three times", PATIENCE_MS);
    // The pings of one round (each socket's second ping) arrive in several ticks, not in one burst.
    const round = pings.map((times) => times[1]).sort((a, b) => a - b);
    const ticks = round.filter((t, i) => i === 0 || t - round[i - 1] > 30).length;
    assert.ok(ticks >= 3, `10 sockets were pinged in ${ticks} separate tick(s): ${round.map((t) => t - round[0]).join(", ")} ms`);
    for (const room of rooms) await room.leave();
  });

  it("keeps healthy peers through a stall of the whole process longer than the heartbeat window", async () => {
    const carol = await registerUser(ts, "carol");
    const room = await carol.client.create("ttr", { gameName: "Stalled", color: "green" });
    room.onMessage("*", () => {});
    // Right after the server's ping (our pong is written but not yet read by the server), this process is busy for
    // 2.5 heartbeat intervals: the server's next tick fires late, with the answering pong still unread behind it.
    await new Promise<void>((resolve) =>
      wsOf(room).once("ping", () => {
        const busyUntil = Date.now() + 2500;
        while (Date.now() < busyUntil) {
          // a stalled event loop (a long synchronous job), on purpose
        }
        resolve();
      }),
    );
    let droppedWith: number | null = null;
    const dropped = new Promise<void>((resolve) => room.onLeave((code) => resolve(void (droppedWith = code))));
    await Promise.race([pings(room, 3), dropped]); // the late tick and two judged ones after it, or the drop
    assert.equal(droppedWith, null, "carol was dropped after the stall");
    assert.ok(room.connection.isOpen, "carol's connection survived the stall");
    assert.equal((await ask(room, "sendChat", { message: "still here" })).code, "ok");
    await room.leave();
  });
});
