// What a delayed game's spectators are sent: the very patch bytes a viewless client of the game room gets (the tree's
// shared part: no seat's @view part is in them), each held back until the spectators may see its move. A spectator
// who joins is sent one state: a full state the game room's encoder wrote earlier (a checkpoint) followed by the
// patches released since, which their decoder applies in order; the object numbers are the game room's own, so the
// patches that come next apply to it. This replaces a second tree per game (the rules replayed N moves behind,
// projected and encoded again): a fifth of a command's CPU at full speed (docs/PERFORMANCE.md).
/**
 * Between two patches in one buffer: @colyseus/schema's SWITCH_TO_STRUCTURE (255) to the root (object 0). A patch's
 * changes to the root come first without that switch (the decoder starts each message at the root), so the next
 * patch's would otherwise be read as changes to whatever structure the previous one ended in.
 */
const BACK_TO_ROOT = Buffer.from([255, 0]);

/** A checkpoint is taken once the patches since the last one weigh this much, or as much as that full state. */
const MIN_CHECKPOINT_BYTES = 4096;

interface Frame {
  /** The game's version when the game room sent it (Game.version). */
  readonly version: number;
  /** The ROOM_STATE_PATCH message, protocol byte first. */
  readonly patch: Buffer;
  /** The full state right after this patch (a ROOM_STATE message), when a checkpoint was taken there. */
  after: Buffer | null;
}

export class DelayedPatches {
  /** The newest checkpoint the spectators may see: every join starts from it. Null until the first patch. */
  private base: { version: number; state: Buffer } | null = null;
  /** The patches after `base`, oldest first; the first `released` of them have gone to the spectators. */
  private frames: Frame[] = [];
  private released = 0;
  private bytesSinceCheckpoint = 0;

  /** The version of the newest state the spectators have been sent (-1 before the first). */
  get shownVersion(): number {
    if (this.released > 0) return this.frames[this.released - 1].version;
    return this.base ? this.base.version : -1;
  }

  /** Patches the game room sent that its spectators have not been sent yet. */
  get heldBack(): number {
    return this.frames.length - this.released;
  }

  /**
   * The game room sent `patch` at `version`. `fullState` encodes the room's tree as it is now, which is right after
   * this patch: called for the first patch, and then whenever enough patch bytes have piled up since the last one.
   */
  record(patch: Buffer, version: number, fullState: () => Buffer): void {
    if (!this.base) {
      this.base = { version, state: fullState() };
      return;
    }
    const frame: Frame = { version, patch, after: null };
    this.frames.push(frame);
    this.bytesSinceCheckpoint += patch.length;
    if (this.bytesSinceCheckpoint >= Math.max(MIN_CHECKPOINT_BYTES, this.newestCheckpointBytes())) {
      frame.after = fullState();
      this.bytesSinceCheckpoint = 0;
    }
  }

  /**
   * Releases the held-back patches of versions up to `version`, in order, as one ROOM_STATE_PATCH message (null when
   * none); forgets what no join needs any more: everything before the newest checkpoint released.
   */
  release(version: number): Buffer | null {
    const from = this.released;
    while (this.released < this.frames.length && this.frames[this.released].version <= version) this.released += 1;
    if (this.released === from) return null;
    const message = joined(this.frames, from, this.released, null);
    this.forgetBeforeNewestCheckpoint();
    return message;
  }

  /** What a spectator joining now is sent: the checkpoint and every patch released after it, as one ROOM_STATE message. */
  joinState(): Buffer {
    if (!this.base) throw new Error("no state recorded yet");
    return joined(this.frames, 0, this.released, this.base.state);
  }

  private newestCheckpointBytes(): number {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const after = this.frames[i].after;
      if (after) return after.length;
    }
    return this.base ? this.base.state.length : 0;
  }

  private forgetBeforeNewestCheckpoint(): void {
    let newest = -1;
    for (let i = this.released - 1; i >= 0; i--) {
      if (this.frames[i].after) {
        newest = i;
        break;
      }
    }
    if (newest < 0) return;
    const frame = this.frames[newest];
    this.base = { version: frame.version, state: frame.after! };
    this.frames.splice(0, newest + 1);
    this.released -= newest + 1;
  }
}

/**
 * `frames[from, to)` after `start` (a full state) or alone, in one message: the first part keeps its protocol byte
 * (ROOM_STATE or, without a start, the first patch's ROOM_STATE_PATCH); each further patch comes without its own,
 * after a switch back to the root.
 */
function joined(frames: readonly Frame[], from: number, to: number, start: Buffer | null): Buffer {
  const parts: Buffer[] = [];
  if (start) parts.push(start);
  for (let i = from; i < to; i++) {
    const patch = frames[i].patch;
    if (parts.length === 0) parts.push(patch);
    else parts.push(BACK_TO_ROOT, patch.subarray(1));
  }
  if (parts.length === 1) return parts[0];
  return Buffer.concat(parts);
}
