// Brute-force protection for /auth, with express-rate-limit:
// - failed logins are counted per address, and per (username, address): a stranger guessing a public username from
//   elsewhere cannot lock the owner out, and each further failure from the same place waits longer before its answer
//   (up to a few seconds), then 429 until the window passes. Successful logins are not counted.
// - registrations are counted per address (every attempt), so one machine cannot mint accounts by the thousand.
// With several processes (REDIS_URL) the counters live in Redis (rate-limit-redis), so an attacker gains nothing by
// spreading attempts over processes; with one process they stay in memory.
// While Redis is unreachable every limit counted there fails closed: the request is answered 503 "temporarily
// unavailable" (server/README.md, security limits, says why for each), never let through uncounted.
import type express from "express";
import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler, type Store } from "express-rate-limit";
import type { Redis } from "ioredis";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import type { ServerConfig } from "../config.js";
import { isRedisUnreachable } from "../colyseusInternals/redisOutage.js";

/** Where a limiter keeps its counters: undefined = this process's memory. */
export type CounterStores = (name: string) => Store | undefined;

export const inMemoryCounters: CounterStores = () => undefined;

/** The error a limit counted in Redis answers with while Redis is unreachable: a 503 (fail closed), with the reason. */
export function countersUnreachable(name: string): Error & { status: number } {
  return Object.assign(new Error(`the ${name} limit is counted in a shared store that is unreachable now; try again in a moment`), { status: 503 });
}

export function redisCounters(redis: Redis): CounterStores {
  return (name) =>
    new RedisStore({
      prefix: `ttr:rate:${name}:`,
      sendCommand: async (command: string, ...args: string[]) => {
        try {
          return (await redis.call(command, ...args)) as RedisReply;
        } catch (error) {
          // Redis' own answers (NOSCRIPT after a restart: the store loads its script again) pass on as they are.
          throw isRedisUnreachable(error) ? countersUnreachable(name) : error;
        }
      },
    });
}

const FAILURES_BEFORE_DELAY = 3;
const MAX_DELAY_MS = 4000;

function addressOf(req: express.Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? "");
}

/** The answer to a failed login waits 250 ms, 500 ms, 1 s … (capped) once a few failures came from the same place. */
function growingDelay(req: express.Request, _res: express.Response, next: express.NextFunction): void {
  const used = (req as express.Request & { loginFailures?: { used: number } }).loginFailures?.used ?? 0;
  const over = used - FAILURES_BEFORE_DELAY;
  if (over <= 0) return next();
  setTimeout(next, Math.min(MAX_DELAY_MS, 250 * 2 ** (over - 1)));
}

export function loginRateLimiters(config: ServerConfig, counters: CounterStores = inMemoryCounters): express.RequestHandler[] {
  const common = {
    windowMs: config.loginWindowSeconds * 1000,
    skipSuccessfulRequests: true,
    // A failure is a refused guess (4xx). A 5xx (the database is down: 503) says nothing of the password, so a person
    // trying again through a storage outage is not locked out for having been unlucky.
    requestWasSuccessful: (_req: express.Request, res: express.Response) => res.statusCode < 400 || res.statusCode >= 500,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    message: { description: "invalid input", reason: "too many failed logins, try again later" },
  };
  const perAddress = rateLimit({ ...common, limit: config.loginMaxFailuresPerAddress, store: counters("login-address") });
  const perUsernameAndAddress = rateLimit({
    ...common,
    store: counters("login-user"),
    limit: config.loginMaxFailures,
    requestPropertyName: "loginFailures",
    keyGenerator: (req) => {
      const name = (req.body as { username?: unknown } | undefined)?.username;
      return `user:${typeof name === "string" ? name.toLowerCase().slice(0, 100) : ""}|${addressOf(req)}`;
    },
  });
  return [perAddress, perUsernameAndAddress, growingDelay];
}

/**
 * Password changes are counted per address, failures only (a wrong current password, a refused new one), with the
 * failed-login limits: a stolen token cannot be used to guess the account's password faster than a login could.
 */
export function passwordChangeRateLimiter(config: ServerConfig, counters: CounterStores = inMemoryCounters): RateLimitRequestHandler {
  return rateLimit({
    store: counters("password-change"),
    windowMs: config.loginWindowSeconds * 1000,
    limit: config.loginMaxFailures,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode < 400 || res.statusCode >= 500,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { description: "invalid input", reason: "too many failed password changes, try again later" },
  });
}

export function registrationRateLimiter(config: ServerConfig, counters: CounterStores = inMemoryCounters): RateLimitRequestHandler {
  return rateLimit({
    store: counters("register"),
    windowMs: config.registerWindowSeconds * 1000,
    limit: config.registerMaxPerAddress,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { description: "invalid input", reason: "too many registrations from this address, try again later" },
  });
}

/**
 * Push subscribe/unsubscribe calls, each of which writes the subscription store: counted per address (before the
 * token is even checked) and per account (after), every call, so neither one machine with many accounts nor one
 * account from many machines can keep the store busy. The per-account one reads the account `pushAccount` put in
 * res.locals.userId.
 */
export function pushSubscriptionRateLimiters(config: ServerConfig, counters: CounterStores = inMemoryCounters): { perAddress: RateLimitRequestHandler; perAccount: RateLimitRequestHandler } {
  const common = {
    windowMs: config.pushSubscribeWindowSeconds * 1000,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
  };
  return {
    perAddress: rateLimit({
      ...common,
      store: counters("push-address"),
      limit: config.pushSubscribeMaxPerAddress,
      message: { description: "invalid input", reason: "too many push subscription changes from this address, try again later" },
    }),
    perAccount: rateLimit({
      ...common,
      store: counters("push-account"),
      limit: config.pushSubscribeMaxPerAccount,
      keyGenerator: (_req, res) => `account:${String(res.locals.userId)}`,
      message: { description: "invalid input", reason: "too many push subscription changes for this account, try again later" },
    }),
  };
}
