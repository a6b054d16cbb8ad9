// A dropped client's reconnection, from the inside. Colyseus 0.16 lets client.reconnect(token) take a dropped seat
// back with the reconnection token alone: Room.prototype._onJoin finds the seat in the protected `reservedSeats`
// ([options, auth, consumed, isWaitingReconnection] per session id) and skips onAuth. checkReconnections() puts a
// check in front of that join; endReconnectionWait() ends an allowReconnection() wait early; isSocketOpen() reads the
// client's WebSocket state (ClientPrivate.readyState), which Colyseus itself watches only from the join on.
import { ServerError, type AuthContext, type Client, type ClientPrivate, type Room } from "@colyseus/core";
import { DESCRIPTIONS } from "../../../shared-rules/protocol/index.js";

/** `WebSocket.OPEN`: the socket's readyState while it can carry messages. */
const WEBSOCKET_OPEN = 1;

type Join = (client: Client & ClientPrivate, authContext: AuthContext) => Promise<void>;

interface RoomInternals {
  _onJoin: Join;
  reservedSeats: Record<string, [unknown, unknown, boolean, boolean] | undefined>;
}

/**
 * Runs `check` before every reconnection into `room` is let in, with the auth the seat was reserved with and the
 * token the socket came with (colyseus.js sends its `_authToken`; other clients may send a Bearer header). A check
 * that throws refuses the reconnection; so does a window that closed while it ran.
 */
export function checkReconnections<Auth>(
  room: Room,
  check: (client: Client & ClientPrivate, seatAuth: Auth | undefined, token: string | undefined) => Promise<void>,
): void {
  const internals = room as unknown as RoomInternals;
  const join: Join = internals._onJoin.bind(room);
  internals._onJoin = async (client, authContext) => {
    const reserved = internals.reservedSeats[client.sessionId];
    if (reserved?.[3] === true) {
      await check(client, reserved[1] as Auth | undefined, authContext.token);
      // The reconnection window may have closed (or been ended) while the check ran.
      if (internals.reservedSeats[client.sessionId] !== reserved) throw new ServerError(410, DESCRIPTIONS.reconnectionClosed);
    }
    return join(client, authContext);
  };
}

/** Ends a wait of allowReconnection() now, refused; a wait that could not start at all is a plain promise, left be. */
export function endReconnectionWait(reconnection: Promise<Client> | PromiseLike<Client>, reason: Error): void {
  (reconnection as unknown as { reject?: (reason: unknown) => void }).reject?.(reason);
}

/** Whether the client's socket is still open. */
export function isSocketOpen(client: Client & ClientPrivate): boolean {
  return client.readyState === WEBSOCKET_OPEN;
}
