// A bound on the connections one client address may hold open, so that one address cannot take every socket (and
// every file) of the process while other people play. Two counts, because behind a reverse proxy the TCP peer is the
// proxy, which carries everybody:
//   - every TCP connection, by its peer address, from the moment it is accepted (before it sends a byte, so idle and
//     half-sent sockets count): at most MAX_CONNECTIONS_PER_ADDRESS per peer with nothing trusted in front
//     (TRUST_PROXY_HOPS 0), else MAX_CONNECTIONS_PER_PROXY (the proxies' own connections; a peer that reaches the
//     port around them is still held to that, and the port should be reachable only by them);
//   - behind TRUST_PROXY_HOPS proxies, every request in flight and every WebSocket, by the client address the
//     outermost proxy saw (clientAddress.ts): at most MAX_CONNECTIONS_PER_ADDRESS together. A proxy keeps its
//     upstream connections alive and passes many clients' requests over each one, so requests, not connections, are
//     what is counted here; a WebSocket holds its upstream connection for its whole life.
// IPv6 addresses are counted per /56 like the other per-address bounds. A connection over the bound is answered 429
// at once and closed; the others go on.
import type http from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { ipKeyGenerator } from "express-rate-limit";
import type { ServerConfig } from "../config.js";
import { clientAddressOf } from "./clientAddress.js";
import { answerJson, answerRaw, putInFront, putInFrontOfConnections, putInFrontOfUpgrades } from "./requestDoor.js";

type BoundSettings = Pick<ServerConfig, "maxConnectionsPerAddress" | "maxConnectionsPerProxy" | "trustProxyHops">;

/** How long a refused connection is kept to let its answer reach a peer that is still sending its request. */
const REFUSED_LINGER_MS = 1000;

const TOO_MANY = "too many connections from your address: close some, or try again shortly";

/** Open things per address, each taken once and given back once. */
export class AddressCounts {
  private readonly counts = new Map<string, number>();

  /** Takes one for `address` unless it holds `limit` already; the answer gives it back (once), or is null. */
  take(address: string, limit: number): (() => void) | null {
    const held = this.counts.get(address) ?? 0;
    if (held >= limit) return null;
    this.counts.set(address, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.counts.get(address) ?? 1) - 1;
      if (left <= 0) this.counts.delete(address);
      else this.counts.set(address, left);
    };
  }

  heldBy(address: string): number {
    return this.counts.get(address) ?? 0;
  }
}

function peerKeyOf(socket: Socket): string {
  return ipKeyGenerator(socket.remoteAddress ?? "");
}

/** Puts the TCP bound in front of the server's "connection" listeners (Node's HTTP parser among them). */
export function boundConnectionsPerPeer(server: http.Server, config: BoundSettings): AddressCounts {
  const perPeer = new AddressCounts();
  const limit = config.trustProxyHops > 0 ? config.maxConnectionsPerProxy : config.maxConnectionsPerAddress;
  putInFrontOfConnections(server, (socket, passOn) => {
    const release = perPeer.take(peerKeyOf(socket), limit);
    if (!release) return answerRaw(socket, 429, "Too Many Requests", TOO_MANY, {}, REFUSED_LINGER_MS);
    socket.once("close", release);
    passOn(socket);
  });
  return perPeer;
}

/**
 * Behind TRUST_PROXY_HOPS proxies: puts the per-client bound in front of the server's request and upgrade listeners
 * (call it after Colyseus' transport and matchmaking routes are attached). Without trusted proxies the TCP bound
 * already counts each client's own connections, and this does nothing.
 */
export function boundForwardedClients(server: http.Server, config: BoundSettings): AddressCounts | null {
  if (config.trustProxyHops <= 0) return null;
  const perClient = new AddressCounts();
  const clientKeyOf = (req: http.IncomingMessage) => ipKeyGenerator(clientAddressOf(req, config.trustProxyHops));
  putInFront(server, (req, res, passOn) => {
    const release = perClient.take(clientKeyOf(req), config.maxConnectionsPerAddress);
    if (!release) {
      return answerJson(req, res, 429, { code: 429, error: TOO_MANY, description: "invalid input", reason: TOO_MANY }, { "retry-after": "5" });
    }
    res.once("close", release);
    passOn(req, res);
  });
  putInFrontOfUpgrades(server, (req, socket: Duplex, head, passOn) => {
    const release = perClient.take(clientKeyOf(req), config.maxConnectionsPerAddress);
    if (!release) return answerRaw(socket, 429, "Too Many Requests", TOO_MANY);
    socket.once("close", release);
    passOn(req, socket, head);
  });
  return perClient;
}
