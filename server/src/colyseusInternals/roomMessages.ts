// A room's message dispatch, from the inside: Colyseus 0.16 reads every frame of a joined client in
// Room.prototype._onMessage (bound per client at join: `client.ref.on("message", this._onMessage.bind(this, client))`),
// and keeps the handlers registered with onMessage() in the private `onMessageHandlers` (an Object.create(null) map).
// The guarded dispatch (room/handlers/guardedDispatch.ts) sits in front of the first and reads the second.
import type { Client, Room } from "@colyseus/core";

type Dispatch = (client: Client, buffer: Buffer) => void;

interface RoomInternals {
  _onMessage: Dispatch;
  onMessageHandlers: Record<string, unknown>;
}

/** Whether the room registered a handler for exactly this message type (onMessage(type, ...)). */
export function hasMessageHandler(room: Room, type: string): boolean {
  const handlers = (room as unknown as RoomInternals).onMessageHandlers;
  return Object.prototype.hasOwnProperty.call(handlers, type);
}

/**
 * Puts `intercept` in front of the room's dispatch: every frame of every client joined from now on goes to it, with
 * Colyseus' own dispatch to call when the frame may pass. Call it in onCreate, before anybody joins.
 */
export function interceptMessages(room: Room, intercept: (client: Client, buffer: Buffer, dispatch: Dispatch) => void): void {
  const internals = room as unknown as RoomInternals;
  const dispatch: Dispatch = internals._onMessage.bind(room);
  internals._onMessage = (client, buffer) => intercept(client, buffer, dispatch);
}
