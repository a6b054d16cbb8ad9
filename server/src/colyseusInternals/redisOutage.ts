// Redis stopping and coming back empty, as Colyseus' Redis presence and driver live through it. Three reaches inside:
//  - the ioredis connections `@colyseus/redis-presence` keeps as `pub` and `sub` and `@colyseus/redis-driver` keeps as
//    `_client` (redisLink.ts watches them and makes them fail fast while Redis is down);
//  - Colyseus' matchmaker does not await or catch several of its presence and driver calls (`stats.persist()`,
//    `presence.publish` in `requestFromIPC`, `listing.remove()` in `disposeRoom`, `presence.unsubscribe`, our own
//    `setMetadata().then(updateLobby)` chains): while Redis is down they reject with nobody listening, and Node ends
//    the process on an unhandled rejection. `tolerateRedisOutages()` lets exactly those errors go (logged), so that
//    live games go on; any other unhandled rejection still ends the process as before;
//  - a Redis that comes back empty has lost every room listing (`roomcaches`) and every process's room count
//    (`roomcount`), which Colyseus writes only when a room is created or changes: a game on B could not be found from
//    A (joinById "not found") nor shown in A's lobby until it next changed. `keepRoomsListed()` saves every local
//    room's listing again (`room.listing.save()`), the process's stats (`matchMaker.stats.persist(true)`), and tells
//    the lobbies (`updateLobby`); a room with a `relisted()` method is told (the lobby reads the list again, a game
//    publishes its metadata and live turn again); listings of this process's rooms that closed meanwhile go (a Redis
//    that kept its data: their removal was lost).
// The pub/sub channels (`p:<processId>`, `$<roomId>`, `$lobby`, the logins') come back by themselves: ioredis
// subscribes again on reconnection (autoResubscribe).
import { matchMaker, updateLobby, type MatchMakerDriver, type Presence, type RegisteredHandler, type Room } from "@colyseus/core";
import type { Redis } from "ioredis";
import { errorField, log } from "../monitoring/log.js";
import type { RedisLink } from "../redisLink.js";

/** The ioredis connections behind Colyseus' Redis presence and driver. */
export function redisConnectionsOf(presence: Presence, driver: MatchMakerDriver): Redis[] {
  const { pub, sub } = presence as unknown as { pub: Redis; sub: Redis };
  const { _client } = driver as unknown as { _client: Redis };
  return [pub, sub, _client];
}

/** What ioredis rejects a command with while Redis is unreachable (offline queue off, or its retries used up). */
export function isRedisUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === "MaxRetriesPerRequestError" || /^(Stream isn't writeable|Connection is closed)/.test(error.message);
}

/**
 * A rejection ioredis made itself: Redis unreachable, or the queued commands it drops when a connection fails
 * (e.g. its ready check on a subscriber connection that is being set up again).
 */
function isRedisConnectionTrouble(error: unknown): boolean {
  return isRedisUnreachable(error) || (error instanceof Error && /[\\/]ioredis[\\/]built[\\/]/.test(error.stack ?? ""));
}

let tolerating = false;

/** Unhandled rejections of an unreachable Redis are logged, not fatal; every other one ends the process as before. */
export function tolerateRedisOutages(): void {
  if (tolerating) return;
  tolerating = true;
  let lastLogged = 0;
  process.on("unhandledRejection", (reason) => {
    if (!isRedisConnectionTrouble(reason)) throw reason;
    // One line a second at most: every room's unawaited write fails the same way.
    if (Date.now() - lastLogged < 1000) return;
    lastLogged = Date.now();
    log.warn({ err: errorField(reason) }, "a Redis write was lost while Redis is unreachable");
  });
}

/** A room that reads the room list itself (the lobby) and must read it again once Redis is back. */
interface Relisting {
  relisted?: () => Promise<void> | void;
}

/**
 * Keeps every room of `handlers` known, and lists them all again each time Redis comes back: its listing saved, the
 * process's stats written, the lobbies told. Answers the rooms it knows (tests).
 */
export function keepRoomsListed(handlers: RegisteredHandler[], link: RedisLink): Set<Room> {
  const rooms = new Set<Room>();
  for (const handler of handlers) {
    handler.on("create", (room: Room) => rooms.add(room));
    handler.on("dispose", (room: Room) => rooms.delete(room));
  }
  link.onRestored(() => {
    void relist(rooms).catch((error: unknown) => log.error({ err: errorField(error) }, "could not list this process's rooms again"));
  });
  return rooms;
}

async function relist(rooms: Set<Room>): Promise<void> {
  await matchMaker.stats.persist(true);
  for (const room of rooms) {
    await room.listing.save();
    if (!room.listing.private) updateLobby(room);
  }
  // A Redis that comes back with its data (a network cut, not a restart) still lists rooms this process closed
  // meanwhile (their removal was lost): they go, and the lobbies are told.
  const live = new Set([...rooms].map((room) => room.roomId));
  for (const listed of await matchMaker.query({ processId: matchMaker.processId })) {
    if (live.has(listed.roomId)) continue;
    await (listed as typeof listed & { remove(): Promise<unknown> }).remove();
    updateLobby({ listing: listed } as unknown as Room, true);
  }
  for (const room of rooms) await (room as Room & Relisting).relisted?.();
  log.info({ rooms: rooms.size }, "this process's rooms are listed again");
}
