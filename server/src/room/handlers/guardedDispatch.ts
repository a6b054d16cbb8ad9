// The one door every client message of every room comes through, in front of Colyseus' own dispatch. Colyseus puts
// an unknown type's name into the WebSocket close reason (over 123 bytes that throws and kills the process), routes
// a client-sent "*" to the catch-all as if it were the type, and lets a throwing handler escape into the socket's
// event emitter. So: the type is read here first, bounded, and must be one the room registered; anything else is
// answered once and the client dropped if it insists; nothing thrown below this point leaves it. How it reaches
// into the room's dispatch is in colyseusInternals/roomMessages.ts.
import { Protocol, ServerError, type Client, type Room } from "@colyseus/core";
import { decode, type Iterator } from "@colyseus/schema";
import { ERR } from "../../../../shared-rules/src/index.js";
import { SERVER_ERR } from "../../../../shared-rules/protocol/index.js";
import { reply } from "./types.js";
import { hasMessageHandler, interceptMessages } from "../../colyseusInternals/roomMessages.js";
import { errorField, log } from "../../monitoring/log.js";

/** Longest message type name a client may send (the longest real one is 18). */
export const MAX_MESSAGE_TYPE_LENGTH = 32;
/** Unknown or malformed messages a client may send before it is dropped (the first gets an answer). */
export const UNKNOWN_MESSAGES_TOLERATED = 1;
/** Reply type for a message whose own type cannot be echoed safely. */
export const INVALID_MESSAGE_REPLY = "invalidMessage";

/** The answer to a message over the sender's budget (the chat limit's words). */
export const TOO_FAST = SERVER_ERR.tooFast;

/** Colyseus' internal names: never a client's message type. */
const RESERVED_TYPES = new Set(["*", "__no_message_handler"]);


/** What the guard decides about one raw frame before Colyseus sees it. */
export type Admission = "pass" | "unknown" | "malformed";

/** A message type a room handles: a bounded string the room registered itself. */
function isKnownType(room: Room, type: unknown): type is string {
  if (typeof type !== "string" || type.length === 0 || type.length > MAX_MESSAGE_TYPE_LENGTH) return false;
  if (RESERVED_TYPES.has(type)) return false;
  return hasMessageHandler(room, type);
}

/**
 * Whether a refused type may be the reply's type (so the sender's own request/reply pairing sees the answer): a
 * short plain name only. Never "constructor", "__proto__" and the like, which break clients that keep their
 * handlers in plain objects (colyseus.js does).
 */
function isEchoable(type: unknown): type is string {
  return typeof type === "string" && type.length <= MAX_MESSAGE_TYPE_LENGTH && /^[A-Za-z][A-Za-z0-9]*$/.test(type) && !(type in Object.prototype);
}

/** Reads the type of a data frame the way Colyseus does; `undefined` when the frame is not a data frame. */
export function messageTypeOf(buffer: Buffer): { type: unknown } | undefined {
  const code = buffer[0];
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) return undefined;
  const it: Iterator = { offset: 1 };
  const type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
  return { type };
}

export function admit(room: Room, buffer: unknown): Admission {
  if (!Buffer.isBuffer(buffer) || buffer.length === 0) return "malformed";
  const frame = messageTypeOf(buffer);
  if (frame === undefined) return "pass"; // join/leave handshakes: Colyseus' own protocol
  return isKnownType(room, frame.type) ? "pass" : "unknown";
}

/** Closes a client's connection with a short fixed reason; never throws (the socket may be half gone). */
export function dropClient(client: Client, reason: string): void {
  log.info({ session: client.sessionId, user: userIdOf(client), reason }, "client dropped");
  try {
    client.leave(Protocol.WS_CLOSE_WITH_ERROR, reason);
  } catch (error) {
    log.error({ err: errorField(error) }, "could not close a client");
  }
}

function safeSend(client: Client, type: string, message: unknown): void {
  try {
    client.send(type, message);
  } catch (error) {
    log.error({ err: errorField(error) }, "could not answer a client");
  }
}

/** The account behind a connection, when its room's auth names one (game rooms and the lobby's logged-in clients). */
function userIdOf(client: Client): number | null {
  const userId = (client.auth as { userId?: unknown } | undefined)?.userId;
  return typeof userId === "number" ? userId : null;
}

function refuseOverBudget(room: Room, client: Client, buffer: Buffer): void {
  const type = messageTypeOf(buffer)?.type;
  if (log.isLevelEnabled("debug")) log.debug({ room: room.roomId, kind: room.roomName, session: client.sessionId, user: userIdOf(client), code: TOO_FAST }, "message refused at the door");
  safeSend(client, isEchoable(type) ? type : INVALID_MESSAGE_REPLY, reply(TOO_FAST));
}

/** Per-client bookkeeping of the guard, kept off the Client object Colyseus owns. */
interface Standing {
  refused: number;
  dropped: boolean;
}

export interface GuardOptions {
  /** Extra admission check run on every frame that passes the type check (the message budget). */
  charge?: (client: Client) => "ok" | "refuse" | "drop";
}

/**
 * Puts the guard in front of `room`'s dispatch. Call it in onCreate, after the room registered its handlers (the
 * known types are read at each message, so handlers registered later count too).
 */
export function installGuardedDispatch(room: Room, options: GuardOptions = {}): void {
  const standings = new WeakMap<Client, Standing>();
  const standingOf = (client: Client): Standing => {
    let standing = standings.get(client);
    if (!standing) {
      standing = { refused: 0, dropped: false };
      standings.set(client, standing);
    }
    return standing;
  };

  const refuse = (client: Client, standing: Standing, buffer: unknown, reason: string): void => {
    standing.refused += 1;
    if (standing.refused > UNKNOWN_MESSAGES_TOLERATED) {
      standing.dropped = true;
      dropClient(client, "invalid messages");
      return;
    }
    let type: unknown;
    try {
      type = Buffer.isBuffer(buffer) ? messageTypeOf(buffer)?.type : undefined;
    } catch {
      type = undefined;
    }
    safeSend(client, isEchoable(type) ? type : INVALID_MESSAGE_REPLY, reply(ERR.invalidInput, { reason }));
    // The reason, never the frame's type or bytes: they are the client's, unchecked.
    if (log.isLevelEnabled("debug")) log.debug({ room: room.roomId, kind: room.roomName, session: client.sessionId, user: userIdOf(client), code: ERR.invalidInput, reason }, "message refused at the door");
  };

  interceptMessages(room, (client, buffer, dispatch) => {
    const standing = standingOf(client);
    if (standing.dropped) return;
    try {
      const admission = admit(room, buffer);
      if (admission === "malformed") return refuse(client, standing, buffer, "malformed message");
      if (admission === "unknown") return refuse(client, standing, buffer, "unknown message type");
      if (options.charge && messageTypeOf(buffer) !== undefined) {
        const verdict = options.charge(client);
        if (verdict === "drop") {
          standing.dropped = true;
          return dropClient(client, "too many messages");
        }
        if (verdict === "refuse") return refuseOverBudget(room, client, buffer);
      }
      dispatch(client, buffer);
    } catch (error) {
      // A frame that breaks the decoder, or a handler that throws: this client goes, every game stays.
      log.error({ room: room.roomId, kind: room.roomName, session: client.sessionId, err: errorField(error) }, "a message failed: its client is dropped");
      standing.dropped = true;
      dropClient(client, "server error");
    }
  });
}

/**
 * The rooms' `onUncaughtException`: an exception in a handler, timer or lifecycle hook is logged and the client it
 * came from (if any) dropped; the room and every other game keep running.
 */
export function logAndDropSender(room: Room, error: Error & { client?: unknown }, methodName: string): void {
  // A refusal thrown on purpose (game full, login required) already goes back to the client that asked.
  if (error.cause instanceof ServerError) return;
  log.error({ room: room.roomId, kind: room.roomName, method: methodName, err: errorField(error.cause ?? error) }, `${methodName} failed`);
  const client = error.client as Client | undefined;
  if (methodName === "onMessage" && client && typeof client.leave === "function") dropClient(client, "server error");
}
