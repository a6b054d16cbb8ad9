// Puts a door in front of every request listener a server has now (Express, and Colyseus' matchmaking routes, which
// Colyseus attaches itself when its Server is constructed). The door decides per request: answer it itself, or hand
// it on to the listeners behind (`passOn`), now or later. The same for upgrades and for new TCP connections.
import type http from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";

export type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;
export type Door = (req: http.IncomingMessage, res: http.ServerResponse, passOn: RequestListener) => void;

export function putInFront(server: http.Server, door: Door): void {
  const listeners = server.listeners("request").slice(0) as RequestListener[];
  server.removeAllListeners("request");
  const passOn: RequestListener = (req, res) => {
    for (const listener of listeners) listener.call(server, req, res);
  };
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => door(req, res, passOn));
}

export type UpgradeListener = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void;
export type UpgradeDoor = (req: http.IncomingMessage, socket: Duplex, head: Buffer, passOn: UpgradeListener) => void;

/** The same for WebSocket upgrades (ws attaches its "upgrade" listener when Colyseus' transport is constructed). */
export function putInFrontOfUpgrades(server: http.Server, door: UpgradeDoor): void {
  const listeners = server.listeners("upgrade").slice(0) as UpgradeListener[];
  server.removeAllListeners("upgrade");
  const passOn: UpgradeListener = (req, socket, head) => {
    for (const listener of listeners) listener.call(server, req, socket, head);
  };
  server.on("upgrade", (req: http.IncomingMessage, socket: Duplex, head: Buffer) => door(req, socket, head, passOn));
}

export type ConnectionListener = (socket: Socket) => void;
export type ConnectionDoor = (socket: Socket, passOn: ConnectionListener) => void;

/**
 * The same for new TCP connections, before Node's HTTP parser is attached to them (its listener is the server's
 * first "connection" listener): a connection the door keeps never reaches HTTP at all.
 */
export function putInFrontOfConnections(server: http.Server, door: ConnectionDoor): void {
  const listeners = server.listeners("connection").slice(0) as ConnectionListener[];
  server.removeAllListeners("connection");
  const passOn: ConnectionListener = (socket) => {
    for (const listener of listeners) listener.call(server, socket);
  };
  server.on("connection", (socket: Socket) => door(socket, passOn));
}

/**
 * A door's own JSON answer to a request: any origin may read it, `headers` are added, and the connection is closed
 * after it. `dropBody`: the request's body was never read, so the request goes with the connection once the answer
 * is out (nothing behind will read it). The body is the door's: at least Colyseus' error shape `{code, error}`, which
 * colyseus.js throws with those words.
 */
export function answerJson(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: object, headers: Record<string, string> = {}, dropBody = false): void {
  res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*", ...headers, connection: "close" });
  res.end(JSON.stringify(body));
  if (dropBody) res.once("finish", () => req.destroy());
}

/**
 * A complete HTTP answer written straight onto a socket that HTTP will not answer (a refused connection or upgrade),
 * then the socket is closed: at once once the answer is out for an upgrade, or after `lingerMs` for a connection
 * whose request may still be arriving (closing a socket with unread bytes would reset it, and the peer could lose
 * the answer). Its body carries both shapes a client reads: Colyseus' `{code, error}` (colyseus.js shows `error`)
 * and the server's `{description, reason}`.
 */
export function answerRaw(socket: Duplex, status: number, statusText: string, reason: string, extra: Record<string, unknown> = {}, lingerMs = 0): void {
  const body = JSON.stringify({ code: status, error: reason, description: statusText.toLowerCase(), reason, ...extra });
  const head = [
    `HTTP/1.1 ${status} ${statusText}`,
    "content-type: application/json",
    "cache-control: no-store",
    "retry-after: 5",
    "access-control-allow-origin: *",
    "connection: close",
    `content-length: ${Buffer.byteLength(body)}`,
  ];
  socket.on("error", () => undefined); // a peer that resets is gone either way
  if (lingerMs <= 0) {
    socket.end(`${head.join("\r\n")}\r\n\r\n${body}`, () => socket.destroy());
    return;
  }
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
  socket.resume(); // what the peer still sends is read and dropped, never left to reset the answer
  const linger = setTimeout(() => socket.destroy(), lingerMs);
  socket.once("close", () => clearTimeout(linger));
}
