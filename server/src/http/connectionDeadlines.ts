// Idle connections do not stay open. Three deadlines, one per stage of a connection's life:
//   1. before the upgrade: a TCP connection must send its complete request headers within REQUEST_HEADERS_TIMEOUT_MS
//      (Node's own headersTimeout, checked often enough to matter), else 408 and closed;
//   2. after the upgrade: the WebSocket must be in a room within JOIN_TIMEOUT_MS, else terminated;
//   3. in a room: Colyseus' heartbeat pings every PING_INTERVAL_MS and terminates a peer that missed PING_MAX_MISSED
//      pongs, so a silent peer goes within PING_INTERVAL_MS × (PING_MAX_MISSED + 1) (5 s ping / 10 s drop by
//      default) and its seat's reconnection window starts then.
// The second and third live in Colyseus' WebSocket transport (colyseusInternals/webSocketTransport.ts).
import type http from "node:http";
import type { ServerConfig } from "../config.js";

type DeadlineSettings = Pick<ServerConfig, "requestHeadersTimeoutMs">;

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
