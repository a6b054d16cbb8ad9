// Who is at the table: which seats have a live connection, and which dropped seats a bot plays for now.
// A dropped seat waits RECONNECT_SECONDS for its person, then a medium bot takes it; rejoining hands it back.
// In an async game (graceMs null) a dropped seat stays its person's: only the turn clock lets a bot play a turn.
export class SeatPresence {
  private readonly connected = new Set<number>();
  private readonly takenOver = new Set<number>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly deadlines = new Map<number, number>();

  constructor(
    private readonly graceMs: number | null,
    /** Called when a takeover starts, so bots can be scheduled and the change published. */
    private readonly onTakeover: (seat: number) => void,
  ) {}

  isConnected(seat: number): boolean {
    return this.connected.has(seat);
  }

  /** For the players' boxes: when (epoch ms) a bot takes the seat, -1 once a bot plays it, 0 when the person is here. */
  takeoverAt(seat: number): number {
    if (this.takenOver.has(seat)) return -1;
    return this.deadlines.get(seat) ?? 0;
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
    // already a bot's for good (its account was deleted): no person is awaited
    if (this.takenOver.has(seat)) return;
    this.clearTimer(seat);
    const graceMs = this.graceMs;
    if (graceMs === null) return;
    this.deadlines.set(seat, Date.now() + graceMs);
    const timer = setTimeout(() => {
      this.timers.delete(seat);
      this.deadlines.delete(seat);
      this.takenOver.add(seat);
      this.onTakeover(seat);
    }, graceMs);
    this.timers.set(seat, timer);
  }

  /** The seat's account was deleted: a bot plays it from now on, without waiting for anyone. */
  takeOverNow(seat: number): void {
    this.clearTimer(seat);
    this.connected.delete(seat);
    this.takenOver.add(seat);
    this.onTakeover(seat);
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
    const deadlines = [...this.deadlines.entries()].filter(([s]) => s !== seat);
    this.deadlines.clear();
    for (const [s, d] of deadlines) this.deadlines.set(s > seat ? s - 1 : s, d);
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
    this.deadlines.delete(seat);
  }
}
