// A bound on failed game lookups, so that private game codes cannot be found by guessing. Every way of asking "is there
// a game with this id?" counts: GET /api/games/:id and /api/games/:id/record (Express, boundFailedLookups), and
// Colyseus' matchmaking routes that take a room id, POST /matchmake/joinById/<id> and /matchmake/reconnect/<id>
// (limitRoomLookups, in front of every request listener of the HTTP server, as bodyLimit.ts is). A lookup that names
// no game is a failure; past LOOKUP_MAX_FAILURES_PER_ADDRESS failures from one client address, or
// LOOKUP_MAX_FAILURES_PER_ACCOUNT from one account (the request's bearer token), within LOOKUP_WINDOW_SECONDS, every
// lookup from there is answered 429 until the window passes. Successful lookups are not counted. The counters are the
// rate limiters' (rateLimits.ts): in Redis with several processes, so the bound holds across them.
import type http from "node:http";
import { answerJson, putInFront } from "./requestDoor.js";
import { bearerToken } from "./authRoutes.js";
import { clientAddressOf } from "./clientAddress.js";
import type express from "express";
import { ErrorCode } from "@colyseus/core";
import { MemoryStore, ipKeyGenerator, type Options, type Store } from "express-rate-limit";
import type { ServerServices } from "../services.js";
import { matchmakeMethodOf, readAnswer } from "../colyseusInternals/matchmakeRequests.js";
import { errorField, log } from "../monitoring/log.js";

/** Colyseus' matchmaking methods that name a room by its id (the others name a room type). */
const ROOM_ID_METHODS: ReadonlySet<string> = new Set(["joinById", "reconnect"]);

/** The most of a matchmaking answer read to tell a failure (a seat reservation or an error is well under it). */
const ANSWER_READ_LIMIT = 4096;


/** A lookup under way: counted as failed unless told it found its game. */
export interface LookupAttempt {
  found(): void;
}

/** A lookup refused: past the bound until `retryAfterSeconds` from now. */
export interface LookupRefusal {
  retryAfterSeconds: number;
  reason: string;
}

/**
 * The client's address (the connection's own, or behind TRUST_PROXY_HOPS proxies the one the outermost saw:
 * clientAddress.ts), IPv6 counted per /56 like the login limits. What a client writes into X-Forwarded-For itself is
 * never read; Colyseus passes that header to rooms as it is.
 */
function clientAddress(req: http.IncomingMessage, trustedHops: number): string {
  return ipKeyGenerator(clientAddressOf(req, trustedHops));
}

export class LookupLimit {
  private readonly store: Store;
  private readonly ready: Promise<void>;

  constructor(private readonly services: ServerServices) {
    this.store = services.counters("lookup") ?? new MemoryStore();
    // The stores read only the window from the limiter's options.
    this.ready = Promise.resolve(this.store.init?.({ windowMs: services.config.lookupWindowSeconds * 1000 } as Options));
  }

  private keysOf(req: http.IncomingMessage): { key: string; limit: number }[] {
    const { config, tokens } = this.services;
    const keys = [{ key: `address:${clientAddress(req, config.trustProxyHops)}`, limit: config.lookupMaxFailuresPerAddress }];
    const token = bearerToken(req);
    // A valid signature names the account; whether the login is still current does not matter for counting.
    const claims = token ? tokens.verify(token) : null;
    if (claims) keys.push({ key: `account:${claims.userId}`, limit: config.lookupMaxFailuresPerAccount });
    return keys;
  }

  /**
   * Counts the lookup as failed before it runs, so that a burst of guesses sent together cannot all pass before the
   * first failure is counted; a lookup that finds its game takes its count back. Over the bound: the refusal.
   */
  async begin(req: http.IncomingMessage): Promise<LookupAttempt | LookupRefusal> {
    await this.ready;
    const keys = this.keysOf(req);
    const counts = await Promise.all(keys.map(({ key }) => this.store.increment(key)));
    const over = counts.filter((count, i) => count.totalHits > keys[i].limit);
    if (over.length > 0) {
      const until = Math.max(...over.map((count) => count.resetTime?.getTime() ?? Date.now() + this.services.config.lookupWindowSeconds * 1000));
      const retryAfterSeconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      const reason = `too many lookups of games that do not exist from here: try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
      return { retryAfterSeconds, reason };
    }
    let settled = false;
    return {
      found: () => {
        if (settled) return;
        settled = true;
        for (const { key } of keys) {
          Promise.resolve(this.store.decrement(key)).catch((error: unknown) => log.error({ err: errorField(error) }, "could not take back a lookup count"));
        }
      },
    };
  }
}

export function isRefusal(answer: LookupAttempt | LookupRefusal): answer is LookupRefusal {
  return "reason" in answer;
}

const limits = new WeakMap<ServerServices, LookupLimit>();

/** The one bound of a server instance, shared by its Express routes and its matchmaking routes. */
export function lookupLimitOf(services: ServerServices): LookupLimit {
  let limit = limits.get(services);
  if (!limit) {
    limit = new LookupLimit(services);
    limits.set(services, limit);
  }
  return limit;
}

/** Express middleware for a route that looks a game up: any answer but a success counts as a failed lookup. */
export function boundFailedLookups(services: ServerServices): <P>(req: express.Request<P>, res: express.Response, next: express.NextFunction) => void {
  const limit = lookupLimitOf(services);
  return (req, res, next) => {
    limit.begin(req).then((answer) => {
      if (isRefusal(answer)) {
        res.status(429).set("Retry-After", String(answer.retryAfterSeconds)).json({ description: "invalid input", reason: answer.reason });
        return;
      }
      res.once("close", () => {
        if (res.writableFinished && res.statusCode < 400) answer.found();
      });
      next();
    }, next);
  };
}

/** The room id method of a matchmaking request (joinById, reconnect), or null. */
function roomIdMethodOf(req: http.IncomingMessage): string | null {
  const method = matchmakeMethodOf(req);
  return method !== null && ROOM_ID_METHODS.has(method) ? method : null;
}

/** Whether Colyseus answered that the room id names no room (MATCHMAKE_INVALID_ROOM_ID: not found, locked, disposed). */
function namesNoRoom(answer: string): boolean {
  try {
    return (JSON.parse(answer) as { code?: unknown } | null)?.code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID;
  } catch {
    return false;
  }
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: number, message: string, retryAfterSeconds?: number): void {
  // Colyseus' own error shape ({code, error}), so colyseus.js shows the message as the error it throws.
  answerJson(req, res, status, { code: status, error: message }, retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {}, true);
}

/** Puts the bound in front of the server's current request listeners (call it after Colyseus attached its own). */
export function limitRoomLookups(server: http.Server, services: ServerServices): void {
  const limit = lookupLimitOf(services);
  putInFront(server, (req, res, passOn) => {
    if (roomIdMethodOf(req) === null) return passOn(req, res);
    // Nothing reads the body meanwhile: it waits in the paused request for the listeners behind this one.
    limit.begin(req).then(
      (answer) => {
        if (isRefusal(answer)) return refuse(req, res, 429, answer.reason, answer.retryAfterSeconds);
        const answered = readAnswer(res, ANSWER_READ_LIMIT);
        res.once("close", () => {
          if (res.writableFinished && !namesNoRoom(answered())) answer.found();
        });
        passOn(req, res);
      },
      (error: unknown) => {
        log.error({ err: errorField(error) }, "could not count a room lookup");
        refuse(req, res, 503, "the server could not take this request now, try again");
      },
    );
  });
}
