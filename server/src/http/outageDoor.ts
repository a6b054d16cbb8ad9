// Matchmaking while Redis is unreachable (several processes): the room list, seat reservations and the processes'
// messages to each other live there, so no create, join or lobby can be served. Every /matchmake/* request is answered
// at once with 503 in Colyseus' error shape ({code, error}, which colyseus.js throws with this message) instead of
// waiting on Redis; live games go on meanwhile. A request let in just before Redis went, whose matchmaking then failed
// on it, is answered the same (Colyseus answers its errors with 200 and the library's own words).
import type http from "node:http";
import { answerJson, putInFront } from "./requestDoor.js";
import { holdAnswer, reachesMatchmaker } from "../colyseusInternals/matchmakeRequests.js";
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

/** Puts the door in front of the server's current request listeners (call it last: it answers before the others). */
export function refuseMatchmakingWithoutRedis(server: http.Server, link: RedisLink): void {
  putInFront(server, (req, res, passOn) => {
    if (!reachesMatchmaker(req.url)) return passOn(req, res);
    if (!link.available) return refuse(req, res);
    // Colyseus' answer is held until it ends: an error Redis going away caused becomes the 503.
    holdAnswer(res, (body) => {
      if (!failedOnRedis(body, link)) return false;
      refuse(req, res);
      return true;
    });
    passOn(req, res);
  });
}
