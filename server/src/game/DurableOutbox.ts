// The order in which a game's news leaves the server. Every change is saved before anybody hears of it: a reply, a
// chat line or a notification waits here until the change it follows is durable (the store resolved its save) and
// shown (the clients were patched with the state it made), then leaves in the order it was queued. Saves are
// numbered as they are asked for; a store resolves them in that order, often several together (group commit), so a
// resolved save means every earlier one is durable too. A failed save is counted as done, so nothing waits forever.

interface Waiting {
  /** The save this message follows. */
  after: number;
  send: () => void;
}

export class DurableOutbox {
  private readonly waiting: Waiting[] = [];
  private asked = 0;
  private durable = 0;
  /** The newest durable save whose state the clients have been patched with. */
  private shown = 0;
  private closed = false;

  constructor(
    /** A save the store could not keep: the change is in memory and cannot be taken back, so it is said loudly. */
    private readonly onSaveFailed: (error: unknown) => void,
  ) {}

  /** Asks for a save (`write`); `whenDurable(ticket)` runs once the store resolved it, or failed to. Answers its ticket. */
  save(write: () => Promise<unknown>, whenDurable: (ticket: number) => void): number {
    const ticket = ++this.asked;
    const done = () => {
      if (this.closed) return;
      this.durable = Math.max(this.durable, ticket);
      whenDurable(ticket);
    };
    write().then(done, (error: unknown) => {
      this.onSaveFailed(error);
      done();
    });
    return ticket;
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

  /** The game is gone: saves still on their way deliver nothing. */
  close(): void {
    this.closed = true;
  }
}
