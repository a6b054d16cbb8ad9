// Per-person limits on opening games (waiting games hosted at once, live games taken part in at once, one daily deal
// a day, games started per hour), made atomic. Counting the
// stored games and then creating leaves a gap: ten creates sent together all count the same few stored games and
// are all accepted. So a create first takes a reservation — an atomic increment of a counter in the Colyseus presence
// (in memory for one process, Redis for several, so the bound holds across processes) — and only then counts what
// is stored: the stored games plus the reservations in flight may not pass the limit. A reservation is released once
// its game is durably stored (from then on the store counts it), or by its expiry when the create failed on the way.
import type { Presence } from "@colyseus/core";
import { errorField, log } from "../monitoring/log.js";

/** Longest a reservation lives when its create never completes (a crash or a refused join between auth and save). */
export const RESERVATION_SECONDS = 60;

export interface Reservation {
  /** The presence key, handed on with the auth data so that the room releases it once its game is stored. */
  key: string;
}

/**
 * Reserves one of `limit` places under `key`, counting `stored()` (read after the reservation is taken) as places
 * already used. Resolves to the reservation, or to null when no place is left (nothing is then held).
 */
export async function reservePlace(presence: Presence, key: string, limit: number, stored: () => Promise<number>): Promise<Reservation | null> {
  const inFlight = await presence.incr(key);
  await presence.expire(key, RESERVATION_SECONDS);
  if ((await stored()) + inFlight > limit) {
    await presence.decr(key);
    return null;
  }
  return { key };
}

/** Gives the place back (its game is stored, so the store counts it now). Never throws: the expiry is the backstop. */
export function releasePlace(presence: Presence, reservation: Reservation): void {
  Promise.resolve(presence.decr(reservation.key)).catch((error: unknown) =>
    log.warn({ err: errorField(error) }, "could not release a create reservation"),
  );
}

/**
 * Counts one game start of `userId` in the current clock hour (UTC), at most `limit`: the place, to give back if the
 * start is then refused, or null when the hour's starts are used up. A fixed window: a burst at the turn of the hour
 * may start up to twice the limit within a few minutes, never more in any clock hour.
 */
export async function countGameStart(presence: Presence, userId: number, limit: number, now = Date.now()): Promise<Reservation | null> {
  const key = gamesStartedKey(userId, Math.floor(now / HOUR_MS));
  const started = await presence.incr(key);
  await presence.expire(key, HOUR_MS / 1000);
  if (started > limit) {
    await presence.decr(key);
    return null;
  }
  return { key };
}

const HOUR_MS = 3_600_000;

export const waitingGamesKey = (userId: number) => `ttr:reserve:waiting:${userId}`;
export const liveGamesKey = (userId: number) => `ttr:reserve:live:${userId}`;
export const gamesStartedKey = (userId: number, hour: number) => `ttr:started:${hour}:${userId}`;
export const dailyDealKey = (userId: number, day: string) => `ttr:reserve:daily:${day}:${userId}`;
