// What a connection receives on the wire, by frame kind: the benchmark's bytes per command and per room.
import type { Room } from "colyseus.js";

/** Bytes received, by frame kind: schema patches, full states (on join), messages (replies, notices). */
export interface ByteCounts {
  bytesIn: number;
  bytesPatch: number;
  bytesState: number;
  bytesMessage: number;
}

/** colyseus.js Protocol codes (first byte of a binary frame). */
const ROOM_DATA = 13;
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;

export function emptyByteCounts(): ByteCounts {
  return { bytesIn: 0, bytesPatch: 0, bytesState: 0, bytesMessage: 0 };
}

/** Counts a room socket's incoming bytes by frame kind (the same socket hook @colyseus/loadtest uses). */
export function countBytes(room: Room, counts: ByteCounts): void {
  const ws = (room.connection as unknown as { transport: { ws: { addEventListener(t: string, f: (e: { data: ArrayBuffer | Uint8Array | string }) => void): void } } }).transport.ws;
  ws.addEventListener("message", (e) => {
    const d = e.data;
    if (typeof d === "string") {
      counts.bytesIn += Buffer.byteLength(d);
      return;
    }
    const bytes = d instanceof Uint8Array ? d : new Uint8Array(d);
    counts.bytesIn += bytes.byteLength;
    if (bytes[0] === ROOM_STATE_PATCH) counts.bytesPatch += bytes.byteLength;
    else if (bytes[0] === ROOM_STATE) counts.bytesState += bytes.byteLength;
    else if (bytes[0] === ROOM_DATA) counts.bytesMessage += bytes.byteLength;
  });
}
