// Brute-force protection for /auth/login: failed attempts are counted per username and per address; past the
// limit the answer is 429 until the window passes. Successful logins are not counted.
import { rateLimit, type RateLimitRequestHandler } from "express-rate-limit";
import type { ServerConfig } from "../config.js";

export function loginRateLimiters(config: ServerConfig): RateLimitRequestHandler[] {
  const common = {
    windowMs: config.loginWindowSeconds * 1000,
    skipSuccessfulRequests: true,
    standardHeaders: "draft-8" as const,
    legacyHeaders: false,
    message: { description: "invalid input", reason: "too many failed logins, try again later" },
  };
  const perAddress = rateLimit({ ...common, limit: config.loginMaxFailuresPerAddress });
  const perUsername = rateLimit({
    ...common,
    limit: config.loginMaxFailures,
    keyGenerator: (req) => {
      const name = (req.body as { username?: unknown } | undefined)?.username;
      return `user:${typeof name === "string" ? name.toLowerCase().slice(0, 100) : ""}`;
    },
  });
  return [perAddress, perUsername];
}
