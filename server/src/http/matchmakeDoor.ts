// The door of Colyseus' matchmaking routes (POST /matchmake/<method>/<room>: create, join, joinById, joinOrCreate,
// reconnect). Colyseus parses the body itself and copies it into the options every room hook receives with a merge
// that assigns `__proto__` (see prototypeKeys.ts), so the body is read and judged here first: not JSON, not an
// object, or holding a prototype key at any depth → 400 with a clear message, and Colyseus never sees the request.
// A body that passes is handed to Colyseus' listener as it came (colyseusInternals/matchmakeRequests.ts).
import type http from "node:http";
import { putInFront } from "./requestDoor.js";
import { passOnWithBody, reachesMatchmaker } from "../colyseusInternals/matchmakeRequests.js";
import { prototypeKeyRefusal } from "./prototypeKeys.js";


/** Why a matchmaking body may not reach Colyseus, or null when it may. */
export function matchmakeBodyRefusal(body: string): string | null {
  let options: unknown;
  try {
    options = JSON.parse(body);
  } catch {
    return "matchmaking options must be a JSON object";
  }
  if (options === null || typeof options !== "object" || Array.isArray(options)) return "matchmaking options must be a JSON object";
  return prototypeKeyRefusal(options);
}

function refuse(res: http.ServerResponse, message: string): void {
  // Colyseus' own error shape ({code, error}), so colyseus.js shows the message as the error it throws.
  res.writeHead(400, { "content-type": "application/json", "access-control-allow-origin": "*" });
  res.end(JSON.stringify({ code: 400, error: message }));
}

/** Puts the door in front of the server's current request listeners (call it after Colyseus attached its own). */
export function guardMatchmakeBodies(server: http.Server): void {
  putInFront(server, (req, res, passOn) => {
    if (req.method !== "POST" || !reachesMatchmaker(req.url)) return passOn(req, res);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => {
      if (res.writableEnded || res.headersSent) return; // already refused (the body bound)
      const body = Buffer.concat(chunks);
      const refusal = matchmakeBodyRefusal(body.toString("utf8"));
      if (refusal) return refuse(res, refusal);
      // Every earlier reader (ours, and the body bound's byte count) is done and goes: Colyseus reads the body again.
      passOnWithBody(req, body, () => passOn(req, res));
    });
  });
}
