// Which games of this process cannot save now: a save failed (the database is down, the disk is full) and their
// outboxes are retrying. While any is, /readyz answers 503 "saving paused", so no new players are sent here.
export class SavingPauses {
  private readonly games = new Set<string>();

  pause(gameId: string): void {
    this.games.add(gameId);
  }

  resume(gameId: string): void {
    this.games.delete(gameId);
  }

  /** The readiness reason while any game waits for a save, else null. */
  reason(): string | null {
    return this.games.size > 0 ? "saving paused" : null;
  }
}
