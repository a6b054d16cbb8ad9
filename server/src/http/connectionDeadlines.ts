// Idle connections do not stay open. Deadlines for each stage of a connection's life:
//   1. before the upgrade: a TCP connection must send its complete request headers within REQUEST_HEADERS_TIMEOUT_MS
//      (Node's own headersTimeout, checked often enough to matter), else 408 and closed; the whole request, body
//      included, within REQUEST_TIMEOUT_MS (Node's requestTimeout, 300 s by default: a half-sent body held a socket
//      five minutes); a socket with nothing sent either way for SOCKET_IDLE_TIMEOUT_MS is closed (Node sets no such
//      deadline by default, and its request deadlines end once a request is whole: a whole request that nobody
//      answered, such as Colyseus' unanswered PUT /matchmake, kept its socket forever); between two requests on a
//      kept-alive connection, KEEP_ALIVE_TIMEOUT_MS;
//   2. after the upgrade: the WebSocket must be in a room within JOIN_TIMEOUT_MS, else terminated;
//   3. in a room: Colyseus' heartbeat pings every PING_INTERVAL_MS and terminates a peer that missed PING_MAX_MISSED
//      pongs, so a silent peer goes within PING_INTERVAL_MS × (PING_MAX_MISSED + 1) (5 s ping / 10 s drop by
//      default) and its seat's reconnection window starts then.
// The second and third live in Colyseus' WebSocket transport (colyseusInternals/webSocketTransport.ts).
import type http from "node:http";
import type { ServerConfig } from "../config.js";

type DeadlineSettings = Pick<ServerConfig, "requestHeadersTimeoutMs" | "requestTimeoutMs" | "socketIdleTimeoutMs" | "keepAliveTimeoutMs">;

/** Options for http.createServer: the headers and request deadlines, checked at least four times within them. */
export function httpServerDeadlines(config: DeadlineSettings): http.ServerOptions {
  return {
    headersTimeout: config.requestHeadersTimeoutMs,
    // Node refuses a headers deadline longer than the whole request's.
    requestTimeout: Math.max(config.requestTimeoutMs, config.requestHeadersTimeoutMs),
    // Node checks its request deadlines on this interval (30 s by default, which would let a silent socket live 35 s).
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.requestHeadersTimeoutMs / 4))),
    keepAliveTimeout: config.keepAliveTimeoutMs,
  };
}

/**
 * The socket idle deadline, which http.createServer takes no option for. A socket that times out with nobody
 * listening for "timeout" is destroyed by Node (nothing here listens). An upgraded WebSocket is not affected: ws
 * clears the deadline on its socket, and the heartbeat judges it instead.
 */
export function closeIdleSockets(server: http.Server, config: DeadlineSettings): void {
  server.setTimeout(config.socketIdleTimeoutMs);
}
