// The address a request came from, for the per-address bounds (logins, registrations, game lookups, connections).
// Behind a reverse proxy (deploy/nginx.conf) every connection comes from the proxy, so all players would share one budget;
// TRUST_PROXY_HOPS says how many proxies of ours stand in front, each appending the address it saw to
// X-Forwarded-For. The client is then the address the outermost of them saw: counted from the right, so whatever a
// client writes into the header itself is never read. The same rule as Express' `trust proxy` set to that number,
// which createGameServer sets for req.ip.
import type http from "node:http";

export function clientAddressOf(req: http.IncomingMessage, trustedHops: number): string {
  const socketAddress = req.socket.remoteAddress ?? "";
  if (trustedHops <= 0) return socketAddress;
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  // [leftmost … what the outermost proxy saw … what the innermost proxy saw, the innermost proxy itself]
  const chain = [...forwarded, socketAddress];
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}
