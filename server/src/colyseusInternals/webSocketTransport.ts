// Colyseus' WebSocket transport, from the inside: the join deadline and the heartbeat of http/connectionDeadlines.ts.
// What it relies on (@colyseus/ws-transport 0.16, ws 8): the transport's protected `wss` (the ws server) and its
// protected autoTerminateUnresponsiveClients(pingInterval, pingMaxRetries), which the constructor arms on the HTTP
// server's "listening" and which keeps its timer in `this.pingInterval`; the `pingCount` the transport keeps on each
// ws socket (a pong resets it); and Room.prototype._onJoin, which adds a socket's "message" listener only once its
// join succeeded.
import type http from "node:http";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { WebSocketServer, WebSocket } from "ws";
import type { ServerConfig } from "../config.js";

type TransportDeadlines = Pick<ServerConfig, "joinTimeoutMs" | "pingIntervalMs" | "pingMaxMissed">;

/**
 * Whether Colyseus finished joining this socket to a room: it listens to a socket's messages only once the join
 * succeeded (Room._onJoin in @colyseus/core 0.16); before that, and on a refused join, nobody reads them.
 */
export function hasJoinedRoom(socket: WebSocket): boolean {
  return socket.listenerCount("message") > 0;
}

/**
 * Terminates every upgraded WebSocket that is not in a room `joinTimeoutMs` after its upgrade: a refused join whose
 * peer never answers the close frame (ws would wait 30 s), or a join that never completes.
 */
export function closeSocketsThatNeverJoin(wss: WebSocketServer, joinTimeoutMs: number): void {
  wss.on("connection", (socket: WebSocket) => {
    const deadline = setTimeout(() => {
      if (!hasJoinedRoom(socket)) socket.terminate();
    }, joinTimeoutMs);
    socket.once("close", () => clearTimeout(deadline));
  });
}

/** A heartbeat tick that comes this late (× the interval) means the server itself was stalled, not its peers. */
const STALLED_TICK_FACTOR = 1.5;

/**
 * The heartbeat visits the sockets in this many slices spread over the interval, each socket always in the same
 * slice. One round of pings to every socket in a single tick stalled the event loop 50–90 ms every 5 s with 7,000
 * sockets (CPU profile of the bench's 5,000-player step), and the pongs came back in one burst behind it: replies
 * that arrived then waited, which alone was about 1 % of them.
 */
const PING_SLICES = 10;

type PingedSocket = WebSocket & { pingCount: number };

/** A ping to a socket that is closing fails; the close is handled elsewhere. */
const ignoreError = (): void => undefined;

/**
 * Colyseus' WebSocket transport on `server`, with the join deadline and its heartbeat set from the config. The
 * heartbeat is Colyseus' own (a pong resets the socket's `pingCount`; `pingMaxRetries` unanswered pings terminate
 * it), except after a stall of this process: a tick that fires late judges nobody, because the pongs that answered
 * the last ping are still unread behind it (with one missed ping allowed, a 5 s stall would otherwise drop everyone).
 */
export function webSocketTransportWithDeadlines(server: http.Server, config: TransportDeadlines): WebSocketTransport {
  return new (class extends WebSocketTransport {
    constructor() {
      super({ server, pingInterval: config.pingIntervalMs, pingMaxRetries: config.pingMaxMissed });
      closeSocketsThatNeverJoin(this.wss, config.joinTimeoutMs);
    }

    protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
      const tickMs = pingInterval / PING_SLICES;
      const sliceOf = new WeakMap<WebSocket, number>();
      let nextSlice = 0;
      let tick = 0;
      let lastTick = Date.now();
      this.pingInterval = setInterval(() => {
        const now = Date.now();
        // Late by half an interval or more: a stall (the same lateness that counted when every socket was one slice).
        const stalled = now - lastTick > tickMs + pingInterval * (STALLED_TICK_FACTOR - 1);
        lastTick = now;
        const slice = tick++ % PING_SLICES;
        for (const socket of this.wss.clients as Set<PingedSocket>) {
          let own = sliceOf.get(socket);
          if (own === undefined) {
            own = nextSlice++ % PING_SLICES;
            sliceOf.set(socket, own);
          }
          if (own !== slice) continue;
          if (!stalled && socket.pingCount >= pingMaxRetries) {
            socket.terminate();
            continue;
          }
          socket.pingCount += 1;
          socket.ping(undefined, undefined, ignoreError);
        }
      }, tickMs);
    }
  })();
}
