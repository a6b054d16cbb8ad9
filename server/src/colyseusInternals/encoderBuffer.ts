// The size of @colyseus/schema's encode buffers: a process-wide static (Encoder.BUFFER_SIZE), read when an encoder
// (one per room) or Colyseus' full-state buffer is made. When an encoder has to grow its buffer mid-encode,
// @colyseus/schema 3.0.76 loses the @view() part of a full state sent with a view (a join or a reconnection): the
// player comes back without their hand. So the buffer must hold a whole full state from the start.
import { Encoder } from "@colyseus/schema";

/** Makes every encode buffer made from now on at least `bytes` long. Call it before any room state exists. */
export function ensureEncodeBufferSize(bytes: number): void {
  Encoder.BUFFER_SIZE = Math.max(Encoder.BUFFER_SIZE, bytes);
}
