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

/** Puts the bound in front of the server's current request listeners (call it after Colyseus attached its own). */
export function boundRequestBodies(server: http.Server, limit = HTTP_BODY_LIMIT_BYTES): void {
  putInFront(server, (req, res, passOn) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (!Number.isFinite(declared) || declared > limit) return refuse(req, res);
    let received = 0;
    let refused = false;
    // Chunked bodies declare no length: count them as they come.
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit && !refused) {
        refused = true;
        req.pause();
        refuse(req, res);
      }
    });
    passOn(req, res);
  });
}
