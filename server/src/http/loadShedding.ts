// Near the open-file limit (monitoring/fileHeadroom.ts) the server says so instead of hanging or resetting: every
// new request but the health probes is answered 503 with the reason and its connection closed, an upgrade is
// answered 503, and GET /readyz answers 503 "near the open-file limit" so that a proxy sends players elsewhere.
// Players already in a room go on. Only in the last quarter of the headroom are new connections dropped unanswered,
// so that the process keeps files for its own writes.
import type http from "node:http";
import type { FileHeadroom } from "../monitoring/fileHeadroom.js";
import { answerJson, answerRaw, putInFront, putInFrontOfConnections, putInFrontOfUpgrades } from "./requestDoor.js";

export const NEAR_FILE_LIMIT = "near the open-file limit";

const BUSY = "the server is too busy right now (near its open-file limit): try again shortly";

/** Probes that must answer even then: /healthz (alive, do not restart it) and /readyz (not ready, and why). */
const PROBES = new Set(["/healthz", "/readyz"]);

/** Counts every accepted socket for the headroom, and drops new ones past it (install last: the outermost door). */
export function countAndShedConnections(server: http.Server, headroom: FileHeadroom): void {
  putInFrontOfConnections(server, (socket, passOn) => {
    headroom.socketOpened();
    socket.once("close", () => headroom.socketClosed());
    if (headroom.connectionsLeft() <= 0) {
      socket.on("error", () => undefined);
      return void socket.destroy();
    }
    passOn(socket);
  });
}

/** Puts the 503 in front of the server's request and upgrade listeners (install after every other door). */
export function shedRequestsNearFileLimit(server: http.Server, headroom: FileHeadroom): void {
  putInFront(server, (req, res, passOn) => {
    const path = (req.url ?? "").split("?")[0]!;
    if (!headroom.nearLimit() || PROBES.has(path)) return passOn(req, res);
    answerJson(req, res, 503, { code: 503, error: BUSY, description: "server busy", reason: BUSY }, { "cache-control": "no-store", "retry-after": "5" });
  });
  putInFrontOfUpgrades(server, (req, socket, head, passOn) => {
    if (!headroom.nearLimit()) return passOn(req, socket, head);
    answerRaw(socket, 503, "Service Unavailable", BUSY);
  });
}
