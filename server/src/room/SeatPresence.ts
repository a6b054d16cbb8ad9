// Who is at the table: which seats have a live connection, and which dropped seats a bot plays for now.
// A dropped seat waits RECONNECT_SECONDS for its person, then a medium bot takes it; rejoining hands it back.
export class SeatPresence {
  private readonly connected = new Set<number>();
  private readonly takenOver = new Set<number>();
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly graceMs: number,
    /** Called when a takeover starts, so bots can be scheduled and the change published. */
    private readonly onTakeover: (seat: number) => void,
  ) {}

  isConnected(seat: number): boolean {
    return this.connected.has(seat);
  }

  isTakenOver(seat: number): boolean {
    return this.takenOver.has(seat);
  }

  arrive(seat: number): void {
    this.clearTimer(seat);
    this.takenOver.delete(seat);
    this.connected.add(seat);
  }

  /** The person left or dropped; after the grace period a bot plays the seat. */
  depart(seat: number): void {
    this.connected.delete(seat);
    this.clearTimer(seat);
    const timer = setTimeout(() => {
      this.timers.delete(seat);
      this.takenOver.add(seat);
      this.onTakeover(seat);
    }, this.graceMs);
    this.timers.set(seat, timer);
  }

  /** A seat was removed before the start: later seats move down by one. */
  removeSeat(seat: number): void {
    const shift = (set: Set<number>) => {
      const moved = [...set].filter((s) => s !== seat).map((s) => (s > seat ? s - 1 : s));
      set.clear();
      moved.forEach((s) => set.add(s));
    };
    this.clearTimer(seat);
    const timers = [...this.timers.entries()];
    this.timers.clear();
    for (const [s, t] of timers) this.timers.set(s > seat ? s - 1 : s, t);
    shift(this.connected);
    shift(this.takenOver);
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private clearTimer(seat: number): void {
    const timer = this.timers.get(seat);
    if (timer) clearTimeout(timer);
    this.timers.delete(seat);
  }
}
