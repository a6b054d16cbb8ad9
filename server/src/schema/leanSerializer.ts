// Colyseus' SchemaSerializer, without the two buffers it keeps per room for what is the same or rare in every room.
// Each room's serializer held a 16 KB full-state buffer (used when someone joins) and a 16 KB buffer under its
// handshake (the schema's type description, a few hundred bytes, identical for every TtrState room): with a game's
// spectator mirror that was 64 KB of a live room's ~310 KB (heap snapshots of the bench's memory step,
// bench/heap-summary.ts). Here all rooms share one full-state buffer and one handshake per state class.
// The per-room patch buffer (the encoder's) stays: a patch is sent without a copy and may still be queued on a socket.
import { SchemaSerializer, type Client, type Serializer } from "@colyseus/core";
import { Encoder, Reflection, type Schema } from "@colyseus/schema";

/** One buffer for every room's full state: it is encoded and copied out within one synchronous call. */
let sharedFullStateBuffer: Buffer | null = null;
/** The handshake of each state class, copied out of the 16 KB buffer Reflection encodes it into. */
const handshakes = new WeakMap<object, Buffer>();

class LeanSchemaSerializer<T extends Schema> extends SchemaSerializer<T> {
  override reset(newState: T & Schema): void {
    sharedFullStateBuffer ??= Buffer.allocUnsafe(Encoder.BUFFER_SIZE);
    this.fullEncodeBuffer = sharedFullStateBuffer;
    super.reset(newState);
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
 * For a room's `setSerializer` override: Colyseus makes a SchemaSerializer on each `state =` and resets it with the
 * state right after, so the lean one takes its place before it has an encoder (a second encoder on the same state
 * would renumber its objects).
 */
export function leanSerializer<T>(serializer: Serializer<T>): Serializer<T> {
  if (serializer instanceof LeanSchemaSerializer || !(serializer instanceof SchemaSerializer)) return serializer;
  return new LeanSchemaSerializer() as unknown as Serializer<T>;
}
