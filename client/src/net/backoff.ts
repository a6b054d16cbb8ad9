// Trying again after a connection died: one wait before each try, further and further apart, until a try works, the
// caller no longer wants it (logged out, left, or back by another way) or the waits run out.

/** Resolves after `ms` (setTimeout; tests pass their own). */
export type Wait = (ms: number) => Promise<void>;

export const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits before each try to rejoin a lobby whose connection died (then the lobby says it is lost). */
export const LOBBY_RETRY_MS: readonly number[] = [500, 1000, 2000, 4000, 8000];

/** Waits before each try to get back into a game room after an unexpected drop: doubling from 0.5 s, at most 5 s. */
export const GAME_RECONNECT_MS: readonly number[] = Array.from({ length: 12 }, (_, attempt) => Math.min(500 * 2 ** attempt, 5000));

export type RetryOutcome = "succeeded" | "stopped" | "gaveUp";

/**
 * Waits each of `delaysMs` in turn, then tries (`attempt` resolves true when it worked). `stop` is asked after each
 * wait: once it says so, nothing more is tried.
 */
export async function retryWithBackoff(delaysMs: readonly number[], attempt: () => Promise<boolean>, stop: () => boolean, wait: Wait = sleep): Promise<RetryOutcome> {
  for (const ms of delaysMs) {
    await wait(ms);
    if (stop()) return "stopped";
    if (await attempt()) return "succeeded";
  }
  return "gaveUp";
}
