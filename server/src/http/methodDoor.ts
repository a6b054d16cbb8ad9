// Every request gets an answer, whatever its method. Colyseus takes every URL holding "/matchmake" and answers only
// GET, POST and OPTIONS there: a PUT, PATCH, DELETE or HEAD was never answered, and with an empty body Node's request
// deadline did not apply either (the request was complete; nobody was going to answer it), so anyone could hold a
// socket open forever. Here a method nothing behind serves is answered 405 with `Allow` at once, before any body is
// read (the connection is closed: an unread body is not worth parsing).
import type http from "node:http";
import { answerJson, putInFront } from "./requestDoor.js";
import { reachesMatchmaker } from "../colyseusInternals/matchmakeRequests.js";

/** What Colyseus' matchmaking routes answer (GET with 404: 0.16 lists no rooms over HTTP). */
const MATCHMAKE_METHODS: readonly string[] = ["GET", "POST", "OPTIONS"];
/** What Express serves: pages and files (GET, HEAD), forms and API calls (POST), CORS preflights (OPTIONS). */
const APP_METHODS: readonly string[] = ["GET", "HEAD", "POST", "OPTIONS"];

/** The methods served on this URL. */
export function methodsServedAt(url: string | undefined): readonly string[] {
  return reachesMatchmaker(url) ? MATCHMAKE_METHODS : APP_METHODS;
}

/** Puts the door in front of the server's current request listeners (call it after Colyseus attached its own). */
export function answerUnservedMethods(server: http.Server): void {
  putInFront(server, (req, res, passOn) => {
    const allowed = methodsServedAt(req.url);
    if (allowed.includes(req.method ?? "")) return passOn(req, res);
    const refusal = `method ${req.method} is not served here`;
    answerJson(req, res, 405, { code: 405, error: refusal, description: "invalid input", reason: refusal }, { allow: allowed.join(", ") });
  });
}
