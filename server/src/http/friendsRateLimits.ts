// The bounds of the friends routes: friend-list changes and invitations, each counted per address (before the token
// is checked) and per account (after), every call, in Redis with several processes (rateLimits.ts' counters), so
// neither one machine with many accounts nor one account from many machines can flood people with requests.
import { rateLimit, type RateLimitRequestHandler } from "express-rate-limit";
import type { ServerConfig } from "../config.js";
import { inMemoryCounters, type CounterStores } from "./rateLimits.js";

export interface SocialLimits {
  perAddress: RateLimitRequestHandler;
  /** Reads the account `loggedIn` put in res.locals.userId. */
  perAccount: RateLimitRequestHandler;
}

function limits(config: ServerConfig, counters: CounterStores, name: string, perAccount: number, perAddress: number, what: string): SocialLimits {
  const common = { windowMs: config.socialWindowSeconds * 1000, standardHeaders: "draft-8" as const, legacyHeaders: false };
  return {
    perAddress: rateLimit({
      ...common,
      store: counters(`${name}-address`),
      limit: perAddress,
      message: { description: "invalid input", reason: `too many ${what} from this address, try again later` },
    }),
    perAccount: rateLimit({
      ...common,
      store: counters(`${name}-account`),
      limit: perAccount,
      keyGenerator: (_req, res) => `account:${String(res.locals.userId)}`,
      message: { description: "invalid input", reason: `too many ${what} for this account, try again later` },
    }),
  };
}

export function friendChangeLimits(config: ServerConfig, counters: CounterStores = inMemoryCounters): SocialLimits {
  return limits(config, counters, "friends", config.friendChangesMaxPerAccount, config.friendChangesMaxPerAddress, "friend list changes");
}

export function invitationLimits(config: ServerConfig, counters: CounterStores = inMemoryCounters): SocialLimits {
  return limits(config, counters, "invitations", config.invitationsMaxPerAccount, config.invitationsMaxPerAddress, "invitations");
}
