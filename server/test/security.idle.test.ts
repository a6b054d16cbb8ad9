// Idle connections against `npm start`'s entry point as a separate process with the default settings:
// 500 TCP connections that never speak are all closed, and so is an upgraded
// WebSocket outside any room, while another game keeps answering; a player whose whole process freezes (SIGSTOP) is
// dropped by the heartbeat, shown disconnected, and takes the seat back within the reconnection window.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { Client, type Room } from "colyseus.js";
import { registerUser, startServerProcess, until, within, type TestServerProcess, type User } from "../../test-kit/index.js";
import { assertAlive } from "./securityKit.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- decoded client state is untyped */

/** Generous: these bound a hang (defaults: 5 s deadlines, 5 s ping / 10 s drop), they measure nothing. */
const PATIENCE_MS = 60_000;
const SILENT_SOCKETS = 500;

/** The default MAX_CONNECTIONS_PER_ADDRESS: connections past it are answered 429 at once. */
const CONNECTIONS_PER_ADDRESS = 200;

/** Opens a TCP connection that never answers anything; resolves once connected, with a promise of its close. */
function silentSocket(port: number, firstWords?: string, localAddress = "127.0.0.1"): Promise<{ received: () => string; closed: Promise<void>; destroy: () => void }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined); // a reset is one way of being closed
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.once("connect", () => {
      if (firstWords) socket.write(firstWords);
      resolve({ received: () => received, closed, destroy: () => socket.destroy() });
    });
    socket.once("error", reject);
  });
}


describe("security: idle connections against a separate server process (default settings)", function () {
  this.timeout(300_000);
  let server: TestServerProcess;
  let host: User;
  let witness: Room;
  let peer: ChildProcess | undefined;
  const port = () => Number(new URL(server.httpUrl).port);

  before(async () => {
    server = await startServerProcess();
    host = await registerUser(server, "idlehost");
    const game = await host.client.create("ttr", { gameName: "Witness", color: "red" });
    game.onMessage("*", () => {});
    witness = await new Client(server.wsUrl).joinById(game.roomId, { spectator: true });
    witness.onMessage("*", () => {});
  });

  after(async () => {
    if (peer && peer.exitCode === null && peer.signalCode === null) peer.kill("SIGKILL");
    await server?.stop();
  });

  it(`closes ${SILENT_SOCKETS} TCP connections that never speak, and keeps serving meanwhile`, async () => {
    const sockets = [];
    // From an address of their own (all of 127/8 is loopback): the witness's questions come from 127.0.0.1.
    for (let i = 0; i < SILENT_SOCKETS; i++) sockets.push(await silentSocket(port(), undefined, "127.0.0.3"));
    await assertAlive(server, witness);
    await within(Promise.all(sockets.map((s) => s.closed)), "silent sockets", PATIENCE_MS);
    // Those within the address's bound at the deadline (408), the others at once (429).
    assert.ok(sockets.every((s) => /^HTTP\/1\.1 (408|429) /.test(s.received())), "each was answered 408 Request Timeout or 429");
    assert.ok(sockets.filter((s) => s.received().startsWith("HTTP/1.1 408")).length <= CONNECTIONS_PER_ADDRESS);
    await assertAlive(server, witness);
  });

  it("closes an upgraded WebSocket that never joins a room and ignores the close frame", async () => {
    const upgrade = "GET /x/y?sessionId=z HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
    const socket = await silentSocket(port(), upgrade);
    await within(socket.closed, "the upgraded socket", PATIENCE_MS);
    assert.ok(socket.received().startsWith("HTTP/1.1 101"), "it was upgraded first");
  });

  it("drops a player whose process froze, shows the seat disconnected, and lets the player back in", async () => {
    const bobby = await registerUser(server, "idlebobby");
    peer = spawn(process.execPath, ["--import", "tsx", "server/test/fixtures/seatedPeer.ts"], {
      env: { ...process.env, WS_URL: server.wsUrl, TOKEN: bobby.token, ROOM_ID: witness.roomId, COLOR: "blue" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let line = "";
    const seated = new Promise<{ reconnectionToken: string }>((resolve) =>
      peer!.stdout!.on("data", (chunk: Buffer) => {
        line += chunk.toString();
        if (line.includes("\n")) resolve(JSON.parse(line.split("\n")[0]));
      }),
    );
    const { reconnectionToken } = await within(seated, "the peer seated", PATIENCE_MS);
    const seat = () => (witness.state as any).players?.[1];
    await until(() => seat()?.username === "idlebobby" && seat()?.connected === true, "bobby seated", PATIENCE_MS);

    peer.kill("SIGSTOP"); // the whole machine freezes: no reads, no pongs, no close
    await until(() => seat()?.connected === false, "the frozen seat shown disconnected", PATIENCE_MS);
    assert.equal(seat().username, "idlebobby", "the seat is kept");

    // Bobby is back (here, from this process) with the reconnection token, within RECONNECT_SECONDS (60 s).
    const back = await bobby.client.reconnect(reconnectionToken);
    back.onMessage("*", () => {});
    await until(() => seat()?.connected === true, "bobby back in his seat", PATIENCE_MS);
    peer.kill("SIGKILL");
    await assertAlive(server, witness);
  });
});
