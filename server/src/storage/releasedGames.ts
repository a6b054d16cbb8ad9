// When a game store may drop a game from memory: its room has closed (released) and nothing of it is waiting to be
// written or being written now (a failed write puts the game back in dirty, to be written again, so it must still be
// there). Whether the game itself may go (finished, durable where it lives) is the store's own question: `forget`
// drops it and says true, or keeps it and says false, to be asked again after its next write.
export class ReleasedGames {
  private readonly released = new Set<string>();
  private readonly writing = new Set<string>();

  constructor(
    private readonly dirty: ReadonlySet<string>,
    private readonly forget: (id: string) => boolean,
  ) {}

  release(id: string): void {
    this.released.add(id);
    this.offer(id);
  }

  /** Runs one batch write of these games; afterwards each released one is offered to `forget`. */
  async write(ids: readonly string[], write: () => Promise<void>): Promise<void> {
    for (const id of ids) this.writing.add(id);
    try {
      await write();
    } finally {
      for (const id of ids) this.writing.delete(id);
      for (const id of ids) this.offer(id);
    }
  }

  private offer(id: string): void {
    if (!this.released.has(id) || this.dirty.has(id) || this.writing.has(id)) return;
    if (this.forget(id)) this.released.delete(id);
  }
}
