// Which users hold a live connection right now (lobby or game rooms). "One live session per user": a login
// while a connection is live is refused, and logout closes these connections.
export interface LiveConnection {
  /** Closes the connection cleanly (a consented leave). */
  close(): void;
}

export class SessionRegistry {
  private readonly live = new Map<number, Set<LiveConnection>>();

  add(userId: number, connection: LiveConnection): void {
    let set = this.live.get(userId);
    if (!set) {
      set = new Set();
      this.live.set(userId, set);
    }
    set.add(connection);
  }

  remove(userId: number, connection: LiveConnection): void {
    const set = this.live.get(userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.live.delete(userId);
  }

  isLive(userId: number): boolean {
    return (this.live.get(userId)?.size ?? 0) > 0;
  }

  closeAll(userId: number): void {
    for (const connection of [...(this.live.get(userId) ?? [])]) connection.close();
    this.live.delete(userId);
  }
}
