// Compares a request's bearer token with a configured secret (METRICS_TOKEN) in constant time: how long the answer
// takes says nothing about how much of a guess was right.
import { createHash, timingSafeEqual } from "node:crypto";

/** Whether `given` is `expected`; both are hashed first, so their lengths leak nothing either. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
