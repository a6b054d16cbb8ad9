// Per-person limits on opening games (waiting games hosted at once, live games taken part in at once, one daily deal
// a day, games started per hour), made atomic. Counting the
// stored games and then creating leaves a gap: ten creates sent together all count the same few stored games and
// are all accepted. So a create first takes a reservation — an atomic increment of a counter in the Colyseus presence
// (in memory for one process, Redis for several, so the bound holds across processes) — and only then counts what
// is stored: the stored games plus the reservations in flight may not pass the limit. A reservation is released once
// its game is durably stored (from then on the store counts it), or CREATE_JOIN_SECONDS after it was taken when its
// client never joined (the create failed on the way: Redis went away, the answer came too late, the tab closed), so a
// failed create holds no place; the key's expiry is the backstop when the process that took it died. Each reservation
// is released once only, whoever comes first (a held-reservations hash: only the one whose hdel removed it counts down).
import crypto from "node:crypto";
import type { Presence } from "@colyseus/core";
import { errorField, log } from "../monitoring/log.js";

/** Longest a reservation lives when its create never completes (a crash or a refused join between auth and save). */
export const RESERVATION_SECONDS = 60;

/**
 * A create's client joins its new room within Colyseus' seat reservation (15 s): a reservation its join has not
 * released 20 s after it was taken belongs to a create that failed, and is given back.
 */
export const CREATE_JOIN_SECONDS = 20;

export interface Reservation {
  /** The presence key, handed on with the auth data so that the room releases it once its game is stored. */
  key: string;
  /** This reservation among the key's held ones. */
  id: string;
}

const heldKey = (key: string) => `${key}:held`;

/**
 * Reserves one of `limit` places under `key`, counting `stored()` (read after the reservation is taken) as places
 * already used. Resolves to the reservation, or to null when no place is left (nothing is then held).
 */
export async function reservePlace(presence: Presence, key: string, limit: number, stored: () => Promise<number>): Promise<Reservation | null> {
  const inFlight = await presence.incr(key);
  const reservation: Reservation = { key, id: crypto.randomBytes(9).toString("base64url") };
  try {
    await presence.hset(heldKey(key), reservation.id, "1");
    await presence.expire(key, RESERVATION_SECONDS);
    await presence.expire(heldKey(key), RESERVATION_SECONDS);
  } catch (error) {
    // The count went up but the rest did not land (Redis coming back after an outage answers some commands and
    // fails others): no timer and no room will give this place back, and its key may have no expiry yet, so it is
    // counted down here, once. (Given back through the held hash, as before, an hset that failed left nothing there
    // to remove, and the count stayed up with no expiry: the person's creates were refused "too many waiting games"
    // until Redis was emptied again.)
    void undoIncrement(presence, reservation);
    throw error;
  }
  if ((await stored()) + inFlight > limit) {
    await giveBack(presence, reservation);
    return null;
  }
  setTimeout(() => void releasePlace(presence, reservation), CREATE_JOIN_SECONDS * 1000).unref();
  return reservation;
}

/** A reservation that was never handed out: its count goes down whatever the held hash says; never rejects. */
async function undoIncrement(presence: Presence, reservation: Reservation): Promise<void> {
  try {
    await presence.hdel(heldKey(reservation.key), reservation.id);
    await presence.decr(reservation.key);
  } catch (error) {
    log.warn({ err: errorField(error) }, "could not give back a half-taken create reservation");
  }
}

/** Counts the place down, unless it was given back already. */
async function giveBack(presence: Presence, reservation: Reservation): Promise<void> {
  if (await presence.hdel(heldKey(reservation.key), reservation.id)) await presence.decr(reservation.key);
}

/**
 * Gives the place back (its game is stored, so the store counts it now; or its create failed). Resolves once it is
 * given back; never rejects: the expiry is the backstop.
 */
export function releasePlace(presence: Presence, reservation: Reservation): Promise<void> {
  return giveBack(presence, reservation).catch((error: unknown) => log.warn({ err: errorField(error) }, "could not release a create reservation"));
}

/** One game start counted in its hour (countGameStart): given back when the start is then refused. */
export interface StartCount {
  key: string;
}

/**
 * Counts one game start of `userId` in the current clock hour (UTC), at most `limit`: the count, to give back if the
 * start is then refused, or null when the hour's starts are used up. A fixed window: a burst at the turn of the hour
 * may start up to twice the limit within a few minutes, never more in any clock hour.
 */
export async function countGameStart(presence: Presence, userId: number, limit: number, now = Date.now()): Promise<StartCount | null> {
  const key = gamesStartedKey(userId, Math.floor(now / HOUR_MS));
  const started = await presence.incr(key);
  await presence.expire(key, HOUR_MS / 1000);
  if (started > limit) {
    await presence.decr(key);
    return null;
  }
  return { key };
}

/** Gives back a start that was refused after it was counted. Never rejects: the hour's expiry is the backstop. */
export function uncountGameStart(presence: Presence, counted: StartCount): void {
  Promise.resolve(presence.decr(counted.key)).catch((error: unknown) => log.warn({ err: errorField(error) }, "could not give back a counted game start"));
}

const HOUR_MS = 3_600_000;

export const waitingGamesKey = (userId: number) => `ttr:reserve:waiting:${userId}`;
export const liveGamesKey = (userId: number) => `ttr:reserve:live:${userId}`;
export const gamesStartedKey = (userId: number, hour: number) => `ttr:started:${hour}:${userId}`;
export const dailyDealKey = (userId: number, day: string) => `ttr:reserve:daily:${day}:${userId}`;
