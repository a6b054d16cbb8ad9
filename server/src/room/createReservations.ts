// Per-person limits on opening games (waiting games hosted at once, one daily deal a day), made atomic. Counting the
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

export const waitingGamesKey = (userId: number) => `ttr:reserve:waiting:${userId}`;
export const dailyDealKey = (userId: number, day: string) => `ttr:reserve:daily:${day}:${userId}`;
