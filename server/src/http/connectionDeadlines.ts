// Idle connections do not stay open. Three deadlines, one per stage of a connection's life:
//   1. before the upgrade: a TCP connection must send its complete request headers within REQUEST_HEADERS_TIMEOUT_MS
//      (Node's own headersTimeout, checked often enough to matter), else 408 and closed;
//   2. after the upgrade: the WebSocket must be in a room within JOIN_TIMEOUT_MS, else terminated;
//   3. in a room: Colyseus' heartbeat pings every PING_INTERVAL_MS and terminates a peer that missed PING_MAX_MISSED
//      pongs, so a silent peer goes within PING_INTERVAL_MS × (PING_MAX_MISSED + 1) (5 s ping / 10 s drop by
//      default) and its seat's reconnection window starts then.
import type http from "node:http";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { WebSocketServer, WebSocket } from "ws";
import type { ServerConfig } from "../config.js";

type DeadlineSettings = Pick<ServerConfig, "requestHeadersTimeoutMs" | "joinTimeoutMs" | "pingIntervalMs" | "pingMaxMissed">;

/** Options for http.createServer: the headers deadline, checked at least four times within it. */
export function httpServerDeadlines(config: DeadlineSettings): http.ServerOptions {
  return {
    headersTimeout: config.requestHeadersTimeoutMs,
    // Node refuses a headers deadline longer than the whole request's (300 s by default).
    requestTimeout: Math.max(300_000, config.requestHeadersTimeoutMs),
    // Node checks its request deadlines on this interval (30 s by default, which would let a silent socket live 35 s).
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.requestHeadersTimeoutMs / 4))),
  };
}

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
export function webSocketTransportWithDeadlines(server: http.Server, config: DeadlineSettings): WebSocketTransport {
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
