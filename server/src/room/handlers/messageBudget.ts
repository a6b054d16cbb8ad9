// The per-connection message budget (a token bucket): a client may send `burst` messages at once and `rate` per
// second after that. Over budget a message is refused unprocessed; a client that goes on flooding is dropped.
import type { Client } from "@colyseus/core";
import type { ServerConfig } from "../../config.js";

export interface BudgetSettings {
  /** Messages per second a client may keep sending. */
  rate: number;
  /** Messages a client may send at once after a quiet spell. */
  burst: number;
  /** Refused messages in a row after which the client is dropped. */
  dropAfterRefused: number;
}

interface Bucket {
  tokens: number;
  at: number;
  refusedInARow: number;
}

export type Verdict = "ok" | "refuse" | "drop";

/** A charge function for the guarded dispatch: one token per message, per client. */
export function messageBudget(settings: BudgetSettings, now: () => number = Date.now): (client: Client) => Verdict {
  const buckets = new WeakMap<Client, Bucket>();
  return (client) => {
    const t = now();
    let bucket = buckets.get(client);
    if (!bucket) {
      bucket = { tokens: settings.burst, at: t, refusedInARow: 0 };
      buckets.set(client, bucket);
    }
    bucket.tokens = Math.min(settings.burst, bucket.tokens + ((t - bucket.at) / 1000) * settings.rate);
    bucket.at = t;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      bucket.refusedInARow = 0;
      return "ok";
    }
    bucket.refusedInARow += 1;
    return bucket.refusedInARow >= settings.dropAfterRefused ? "drop" : "refuse";
  };
}

/** The budget the server's settings describe. */
export function messageBudgetOf(config: ServerConfig): (client: Client) => Verdict {
  return messageBudget({ rate: config.messageRatePerSecond, burst: config.messageBurst, dropAfterRefused: config.messageFloodDropAfter });
}
