// How a remote seat gets back into its game after its connection dropped, as the browser client does
// (client/src/net/GameConnection.ts rejoinRoom): first with the reconnection token (the same session, while the room
// holds the seat open), else by joining the game again by its id, which the server answers with the same seat. After
// SERVER_RESTART_CLOSE the room that token names is gone (its process restarted), so only the join is tried: each
// refused lookup counts against the server's bound on failed game lookups.
import type { Client, Room } from "colyseus.js";
import { SERVER_RESTART_CLOSE } from "../../shared-rules/protocol/index.js";

/**
 * Waits before each try: quick at first (a dropped socket), then every 5 s, for about 90 s in all (a process
 * restarting), as the browser does. Spaced so that a restart of 40 s costs about 12 refused lookups, well under the
 * server's per-account bound (LOOKUP_MAX_FAILURES_PER_ACCOUNT, 20 in 10 minutes).
 */
export const SEAT_REJOIN_MS: readonly number[] = [250, 500, 1000, 2000, 4000, ...Array<number>(16).fill(5000)];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Back in room `roomId` through `client` (which carries the seat's login), or null once every try failed. */
export async function rejoinSeat(client: Client, roomId: string, reconnectionToken: string, closeCode: number): Promise<Room | null> {
  for (const ms of SEAT_REJOIN_MS) {
    await sleep(ms);
    if (closeCode !== SERVER_RESTART_CLOSE) {
      try {
        return await client.reconnect(reconnectionToken);
      } catch {
        // the seat's reconnection window has closed, or its room is gone: join again by id
      }
    }
    try {
      return await client.joinById(roomId, {});
    } catch {
      // the game's process is not back yet
    }
  }
  return null;
}
