// Colyseus' SchemaSerializer, without the three buffers it keeps per room for what is the same or rare in every room.
// Each room's serializer held a 16 KB full-state buffer (used when someone joins), a 16 KB buffer under its handshake
// (the schema's type description, a few hundred bytes, identical for every TtrState room) and its encoder's 16 KB
// patch buffer: with a game's spectator mirror that was 96 KB of a live room's ~310 KB (heap snapshots of the bench's
// memory step, bench/heap-summary.ts). Here all rooms share one full-state buffer, one patch buffer and one handshake
// per state class. What leaves for a socket is always a copy: a socket may hold a buffer until it can write it, and
// by then another room has encoded into the shared one.
import { ClientState, Protocol, SchemaSerializer, type Client, type Serializer } from "@colyseus/core";
import { Encoder, Reflection, type Schema } from "@colyseus/schema";
import { listened, publish } from "../game/metrics.js";

/**
 * The client is sent no further patch of its room (the serializer patches only JOINED clients), while messages sent
 * to it still leave: a connection on its way out that must first get its reply (SpectatorDelay.dropLiveSpectators).
 * Colyseus itself marks a client LEAVING the same way once its socket closes.
 */
export function stopPatching(client: Client): void {
  client.state = ClientState.LEAVING;
}

/** One buffer for every room's full state: it is encoded and copied out within one synchronous call. */
let sharedFullStateBuffer: Buffer | null = null;
/** One buffer for every room's patches: encoded, copied out and sent within one synchronous call. */
let sharedPatchBuffer: Buffer | null = null;
/** The handshake of each state class, copied out of the 16 KB buffer Reflection encodes it into. */
const handshakes = new WeakMap<object, Buffer>();

/** Given every shared patch a room encodes (the bytes a viewless client gets), whether or not anybody is connected. */
export type PatchTap = (patch: Buffer) => void;

class LeanSchemaSerializer<T extends Schema> extends SchemaSerializer<T> {
  tap: PatchTap | null = null;

  override reset(newState: T & Schema): void {
    sharedFullStateBuffer ??= Buffer.allocUnsafe(Encoder.BUFFER_SIZE);
    sharedPatchBuffer ??= Buffer.allocUnsafe(Encoder.BUFFER_SIZE);
    this.fullEncodeBuffer = sharedFullStateBuffer;
    super.reset(newState);
    this.encoder.sharedBuffer = sharedPatchBuffer;
  }

  /**
   * Colyseus' applyPatches, encoding into the shared patch buffer. A client with a view already gets its own copy
   * (the encoder concatenates the shared part and the view's); the bytes for everyone else are copied once per patch.
   */
  override applyPatches(clients: Client[]): boolean {
    const encoder = this.encoder;
    const tap = this.tap;
    if (clients.length === 0 && !tap) {
      encoder.discardChanges();
      return false;
    }
    encoder.sharedBuffer[0] = Protocol.ROOM_STATE_PATCH;
    if (!encoder.hasChanges) {
      // Only views changed (someone was shown or hidden something): just those clients get a patch.
      if (this.hasFilters) {
        const it = { offset: 1 };
        for (const client of clients) {
          if (client.state === ClientState.JOINED && client.view && client.view.changes.size > 0) client.raw(encoder.encodeView(client.view, 1, it));
        }
      }
      return false;
    }
    this.needFullEncode = true;
    // Counted only while somebody listens (the metrics exporter), so the loop below stays as it was otherwise.
    const counting = listened("ttr:patchBytes");
    let bytesSent = 0;
    const it = { offset: 1 };
    const shared = encoder.encode(it);
    const sharedOffset = it.offset;
    let sharedCopy: Buffer | null = tap ? Buffer.from(shared) : null;
    for (const client of clients) {
      if (client.state !== ClientState.JOINED) continue;
      if (!this.hasFilters || !client.view) {
        client.raw((sharedCopy ??= Buffer.from(shared)));
        if (counting) bytesSent += sharedCopy.length;
        continue;
      }
      // Encoding a view consumes its changes: clients that share a view share its bytes.
      let bytes = this.encodedViews.get(client.view);
      if (!bytes) {
        bytes = encoder.encodeView(client.view, sharedOffset, it);
        this.encodedViews.set(client.view, bytes);
      }
      client.raw(bytes);
      if (counting) bytesSent += bytes.length;
    }
    if (counting) publish("ttr:patchBytes", () => ({ bytes: bytesSent }));
    this.encodedViews?.clear();
    encoder.discardChanges();
    // After the changes are discarded: what the tap may encode in full now is the state right after this patch.
    if (sharedCopy) tap?.(sharedCopy);
    return true;
  }

  override getFullState(client?: Client): Buffer {
    // Another room may have written the shared buffer since: encode again (a join is rare next to a patch), and hand
    // out a copy, since a socket may keep what it is given until it can write it.
    this.needFullEncode = true;
    return Buffer.from(super.getFullState(client));
  }

  override handshake(): Buffer {
    const stateClass = this.encoder.state.constructor;
    let handshake = handshakes.get(stateClass);
    if (!handshake) {
      handshake = Buffer.from(Reflection.encode(this.encoder));
      handshakes.set(stateClass, handshake);
    }
    return handshake;
  }
}

/**
 * Hands `tap` every shared patch `serializer` encodes from now on (patches are then encoded even while no client is
 * connected). Answers the room's full shared state (a ROOM_STATE message, a copy) whenever asked.
 */
export function tapSharedPatches(serializer: Serializer<unknown>, tap: PatchTap): () => Buffer {
  if (!(serializer instanceof LeanSchemaSerializer)) throw new Error("the room's serializer is not the lean one");
  serializer.tap = tap;
  return () => serializer.getFullState();
}

/** The handshake (the state's type description): the same bytes for every room of one state class. */
export function handshakeOf(serializer: Serializer<unknown>): Buffer {
  if (!(serializer instanceof LeanSchemaSerializer)) throw new Error("the room's serializer is not the lean one");
  return serializer.handshake();
}

/**
 * For a room's `setSerializer` override: Colyseus makes a SchemaSerializer on each `state =` and resets it with the
 * state right after, so the lean one takes its place before it has an encoder (a second encoder on the same state
 * would renumber its objects).
 */
export function leanSerializer<T>(serializer: Serializer<T>): Serializer<T> {
  if (serializer instanceof LeanSchemaSerializer || !(serializer instanceof SchemaSerializer)) return serializer;
  return new LeanSchemaSerializer() as unknown as Serializer<T>;
}
