// Matchmaking while Redis is unreachable (several processes): the room list, seat reservations and the processes'
// messages to each other live there, so no create, join or lobby can be served. Every /matchmake/* request is answered
// at once with 503 in Colyseus' error shape ({code, error}, which colyseus.js throws with this message) instead of
// waiting on Redis; live games go on meanwhile. A request let in just before Redis went, whose matchmaking then failed
// on it, is answered the same (Colyseus answers its errors with 200 and the library's own words).
import type http from "node:http";
import { answerJson, putInFront } from "./requestDoor.js";
import { reachesMatchmaker } from "../colyseusInternals/matchmakeRequests.js";
import { isRedisUnreachable } from "../colyseusInternals/redisOutage.js";
import type { RedisLink } from "../redisLink.js";

/** The answer's code and words (Colyseus' shape): HTTP's 503, in the range colyseus.js passes through as it is. */
export const MATCHMAKING_UNAVAILABLE = {
  code: 503,
  error: "temporarily unavailable: matchmaking cannot reach its shared store; games in progress go on, try again in a moment",
} as const;

/** Seconds a client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

function refuse(req: http.IncomingMessage, res: http.ServerResponse): void {
  answerJson(req, res, 503, MATCHMAKING_UNAVAILABLE, { "retry-after": String(RETRY_AFTER_SECONDS) }, true);
}

/** Whether Colyseus' answer is an error that Redis going away caused. */
function failedOnRedis(body: string, link: RedisLink): boolean {
  try {
    const answer = JSON.parse(body) as { error?: unknown } | null;
    if (typeof answer?.error !== "string") return false;
    return !link.available || isRedisUnreachable(new Error(answer.error));
  } catch {
    return false;
  }
}

/**
 * Holds Colyseus' answer until it ends, and swaps an error caused by Redis going away for the 503. Colyseus writes
 * its whole answer with writeHead, one write and end.
 */
function answerOutagesAs503(req: http.IncomingMessage, res: http.ServerResponse, link: RedisLink): void {
  const target = res as unknown as Record<"writeHead" | "write" | "end", (...args: unknown[]) => unknown>;
  const { writeHead, write, end } = target;
  let head: unknown[] | null = null;
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  target.writeHead = (...args: unknown[]) => {
    head = args;
    return res;
  };
  target.write = (chunk: unknown) => {
    keep(chunk);
    return true;
  };
  target.end = (...args: unknown[]) => {
    if (typeof args[0] !== "function") keep(args[0]);
    Object.assign(target, { writeHead, write, end });
    const body = Buffer.concat(chunks);
    if (failedOnRedis(body.toString("utf8"), link)) return refuse(req, res);
    if (head) writeHead.apply(res, head);
    return end.call(res, body);
  };
}

/** Puts the door in front of the server's current request listeners (call it last: it answers before the others). */
export function refuseMatchmakingWithoutRedis(server: http.Server, link: RedisLink): void {
  putInFront(server, (req, res, passOn) => {
    if (!reachesMatchmaker(req.url)) return passOn(req, res);
    if (!link.available) return refuse(req, res);
    answerOutagesAs503(req, res, link);
    passOn(req, res);
  });
}
