// The order in which a game's news leaves the server. Every change is saved before anybody hears of it: a reply, a
// chat line or a notification waits here until the change it follows is durable (the store resolved its save) and
// shown (the clients were patched with the state it made), then leaves in the order it was queued. Saves are
// numbered as they are asked for; a store resolves them in that order, often several together (group commit), so a
// resolved save means every earlier one is durable too.
//
// A save that fails (the database is down, the disk is full) is never counted as done: what follows it waits, so no
// client is shown or told of a change that is not durable, and a crash meanwhile loses nothing anybody heard of.
// Saving is then "paused": the outbox tells its owner (who pauses bots and turn clocks and tells the players), and
// tries again with a growing delay. Every write saves the game's whole record (the store writes whatever it does not
// have yet), so one retry of the newest write covers every save still waiting; when it succeeds, the waiting changes
// are delivered in order and saving "resumes".

interface Waiting {
  /** The save this message follows. */
  after: number;
  send: () => void;
}

interface Unsaved {
  ticket: number;
  whenDurable: (ticket: number) => void;
}

/** The first retry after a failed save, and the longest wait between two retries (doubling in between). */
export const SAVE_RETRY = { firstMs: 50, maxMs: 1000 } as const;

export interface SavingListener {
  /** A save failed: from now on nothing leaves until one succeeds. Told once per outage. */
  paused(error: unknown): void;
  /** A save succeeded after an outage (told before the changes it made durable are delivered). */
  resumed(pausedMs: number): void;
}

export class DurableOutbox {
  private readonly waiting: Waiting[] = [];
  /** Saves asked for and not yet durable, in ticket order. */
  private readonly unsaved: Unsaved[] = [];
  private asked = 0;
  private durable = 0;
  /** The newest durable save whose state the clients have been patched with. */
  private shown = 0;
  private closed = false;
  /** The newest write asked for: a retry runs it (it saves the whole record). */
  private newestWrite: (() => Promise<unknown>) | null = null;
  /** Epoch ms saving paused at (a save failed), null while saves succeed. */
  private pausedAt: number | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs: number = SAVE_RETRY.firstMs;

  constructor(private readonly listener: SavingListener) {}

  /** Asks for a save (`write`); `whenDurable(ticket)` runs once it is durable, in ticket order. Answers its ticket. */
  save(write: () => Promise<unknown>, whenDurable: (ticket: number) => void): number {
    const ticket = ++this.asked;
    this.unsaved.push({ ticket, whenDurable });
    this.newestWrite = write;
    // While paused the retry (already scheduled) writes this change with the others: no write per change meanwhile.
    if (this.pausedAt === null) this.attempt(write, ticket);
    return ticket;
  }

  /** A save failed and none has succeeded since: nothing leaves until one does. */
  get paused(): boolean {
    return this.pausedAt !== null;
  }

  /** No save is on its way: the newest state is durable. */
  get settled(): boolean {
    return this.durable === this.asked;
  }

  /** The clients now hold the newest durable state: what waits for it may leave (at the next flush). */
  markShown(): void {
    this.shown = this.durable;
  }

  /** Sends `send` once every save asked for so far is durable and shown, after everything queued before it. */
  send(send: () => void): void {
    this.waiting.push({ after: this.asked, send });
    this.flush();
  }

  /** Queues `send` behind save `ticket` (a notification of the change that save keeps); the next flush sends it. */
  sendAfter(ticket: number, send: () => void): void {
    this.waiting.push({ after: ticket, send });
  }

  /** Sends, in the order queued, what waits for saves that are durable and shown; stops at the first that is not. */
  flush(): void {
    let ready = 0;
    while (ready < this.waiting.length && this.waiting[ready].after <= this.shown) ready += 1;
    if (ready === 0) return;
    for (const { send } of this.waiting.splice(0, ready)) send();
  }

  /** The game is gone: saves still on their way deliver nothing, and no retry runs. */
  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private attempt(write: () => Promise<unknown>, ticket: number): void {
    let written: Promise<unknown>;
    try {
      written = write();
    } catch (error) {
      written = Promise.reject(error);
    }
    written.then(
      () => this.madeDurable(ticket),
      (error: unknown) => this.failed(error, ticket),
    );
  }

  private madeDurable(ticket: number): void {
    if (this.closed || ticket <= this.durable) return;
    if (this.pausedAt !== null) {
      const pausedMs = Date.now() - this.pausedAt;
      this.pausedAt = null;
      this.retryDelayMs = SAVE_RETRY.firstMs;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.listener.resumed(pausedMs);
      // Changes asked for while paused were not written on their own: the newest write takes them all now.
      if (this.asked > ticket && this.newestWrite) this.attempt(this.newestWrite, this.asked);
    }
    // One save at a time, as a group commit resolves them: only the last one finds the newest state durable.
    while (this.unsaved.length > 0 && this.unsaved[0].ticket <= ticket) {
      const { ticket: saved, whenDurable } = this.unsaved.shift()!;
      this.durable = saved;
      whenDurable(saved);
    }
    this.durable = Math.max(this.durable, ticket);
  }

  private failed(error: unknown, ticket: number): void {
    // A later save already covered this one (it wrote the whole record): nothing is missing.
    if (this.closed || ticket <= this.durable) return;
    if (this.pausedAt === null) {
      this.pausedAt = Date.now();
      this.listener.paused(error);
    }
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed || !this.newestWrite) return;
      this.attempt(this.newestWrite, this.asked);
    }, this.retryDelayMs);
    this.retryDelayMs = Math.min(SAVE_RETRY.maxMs, this.retryDelayMs * 2);
  }
}
