// A room's part of a graceful stop (SIGTERM: a restart, a deploy). Colyseus' own shutdown first takes the process out
// of the matchmaker's choice for new rooms and locks every room, then asks each room to close (onBeforeShutdown),
// whose default drops the clients with "consented" (4000): a client then believes it left on purpose and stays away.
// Instead a room first lets what it owes its clients go out (the game room: every committed change durable and its
// reply sent, no bot or clock making new ones), then closes them with SERVER_RESTART_CLOSE, which tells them to join
// the game again by its id once its process (or another) has opened it again. The room's onDispose saves the game.
import type { Room } from "@colyseus/core";
import { SERVER_RESTART_CLOSE } from "../../../shared-rules/protocol/index.js";
import { errorField, log } from "../monitoring/log.js";

/**
 * The longest a room waits for what it owes to go out before it closes anyway. A save is one PostgreSQL round trip
 * (milliseconds); this only bounds a store that stopped answering, whose unsent replies acknowledged nothing (the game
 * is saved again as the room is disposed). A supervisor's stop timeout must be longer (systemd's default is 90 s).
 */
export const DRAIN_LIMIT_MS = 10_000;

/** Closes `room`'s clients with SERVER_RESTART_CLOSE once `owed` resolves (or DRAIN_LIMIT_MS passed). */
export function closeForRestart(room: Room, owed: () => Promise<void> = async () => {}): void {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_LIMIT_MS)));
  void Promise.race([owed().catch(() => undefined), limit])
    .then(() => {
      clearTimeout(timer);
      return room.disconnect(SERVER_RESTART_CLOSE);
    })
    .catch((error: unknown) => log.error({ room: room.roomId, err: errorField(error) }, "could not close the room for the restart"));
}
