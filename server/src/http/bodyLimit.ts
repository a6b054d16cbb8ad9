// One bound on every HTTP request body, in front of every request listener of the server: Express' routes and
// Colyseus' matchmaking routes (/matchmake/*), which otherwise buffer a body of any size. A body over the limit is
// answered 413 and its connection closed, before or as soon as it passes the limit.
import type http from "node:http";
import { putInFront } from "./requestDoor.js";

/** Largest request body accepted (join options and account forms are well under 1 KB). */
export const HTTP_BODY_LIMIT_BYTES = 16 * 1024;

function refuse(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!res.headersSent) {
    res.writeHead(413, { "content-type": "application/json", connection: "close" });
    res.end(JSON.stringify({ description: "invalid input", reason: "request body too large" }));
  }
  // Stop reading: whatever else the client sends is dropped with the connection.
  res.once("finish", () => req.destroy());
}

/**
 * Counts a body's bytes as the HTTP parser pushes them into the request, and calls `over` once past the limit (the
 * chunk that passes it is dropped). Not a "data" listener: that would start the body flowing at once, and a body
 * whose reader comes a tick later (after an asynchronous middleware) would be gone before it was read.
 */
function countAsPushed(req: http.IncomingMessage, limit: number, over: () => void): void {
  let received = 0;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk !== null && received <= limit) {
      received += (chunk as Buffer).length;
      if (received > limit) over();
    }
    return received > limit ? false : push(chunk, encoding);
  };
}

/** Puts the bound in front of the server's current request listeners (call it after Colyseus attached its own). */
export function boundRequestBodies(server: http.Server, limit = HTTP_BODY_LIMIT_BYTES): void {
  putInFront(server, (req, res, passOn) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (!Number.isFinite(declared) || declared > limit) return refuse(req, res);
    // A declared length is what Node's parser reads, no more; a chunked body declares none: count it as it arrives.
    if (req.headers["transfer-encoding"] !== undefined) countAsPushed(req, limit, () => refuse(req, res));
    passOn(req, res);
  });
}

/**
 * Express middleware for right after the body parser: a request the bound already answered (413) goes no further.
 * Its parser finds the request finished and hands on with no body; a route would then answer a second time.
 */
export function skipAnswered(_req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void {
  if (!res.headersSent) next();
}
