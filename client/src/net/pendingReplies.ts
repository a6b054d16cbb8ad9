// Which request a reply answers. Replies carry no request id: the server answers every message it receives exactly
// once, in order, under the message's own type (its guarded door answers even a refused or over-budget one). So the
// n-th reply of a type on one connection answers the n-th message of that type sent on it. A request that stopped
// waiting (timed out) keeps its place in that order until its late reply comes, which it then swallows: otherwise
// the late reply would be taken for the answer to the next request of the same type.

/** Runs `fn` once after `ms` (setTimeout; tests pass their own clock). */
export type After = (ms: number, fn: () => void) => void;

interface Slot<R> {
  /** Settles the request; does nothing once it has been settled (by its reply, its timeout or a failed send). */
  settle(reply: R): void;
  readonly done: boolean;
}

export interface Expected<R> {
  readonly reply: Promise<R>;
  /** The message never left (the send threw): the server will not answer it, so it gives up its place. */
  notSent(reply: R): void;
  /**
   * The request ends with `reply` found another way (its connection is gone: the answer to the same command sent
   * again on the new one, or the client's own word); nothing once it has ended.
   */
  settleWith(reply: R): void;
}

export class PendingReplies<R> {
  private readonly queues = new Map<string, Slot<R>[]>();

  /**
   * `patient`: while it answers true (the server said saving is paused: replies wait for their save), a request's
   * timeout does not end it; it waits another `timeoutMs`, and so on.
   */
  constructor(
    private readonly after: After = (ms, fn) => void setTimeout(fn, ms),
    private readonly patient: () => boolean = () => false,
  ) {}

  /** Whether a request sent on this connection still waits for its reply. */
  get waiting(): boolean {
    for (const queue of this.queues.values()) if (queue.some((slot) => !slot.done)) return true;
    return false;
  }

  /**
   * Call just before sending a message of `type`: resolves with its reply, or with `timedOut` when none came within
   * `timeoutMs` (its place stays, for the late reply).
   */
  expect(type: string, timeoutMs: number, timedOut: R): Expected<R> {
    const queue = this.queues.get(type) ?? [];
    this.queues.set(type, queue);
    let resolve!: (r: R) => void;
    const reply = new Promise<R>((r) => (resolve = r));
    let done = false;
    const slot: Slot<R> = {
      settle: (r) => {
        if (done) return;
        done = true;
        resolve(r);
      },
      get done() {
        return done;
      },
    };
    queue.push(slot);
    const timeout = () => (this.patient() && !done ? this.after(timeoutMs, timeout) : slot.settle(timedOut));
    this.after(timeoutMs, timeout);
    return {
      reply,
      notSent: (r) => {
        const i = queue.indexOf(slot);
        if (i >= 0) queue.splice(i, 1);
        slot.settle(r);
      },
      settleWith: (r) => slot.settle(r),
    };
  }

  /** A reply of `type` arrived: it answers the oldest message of that type still owed one. */
  answer(type: string, reply: R): void {
    this.queues.get(type)?.shift()?.settle(reply);
  }

  /**
   * A new connection: nothing sent on the old one will be answered any more. Requests still waiting keep waiting
   * until their timeout, but no reply on the new connection is taken for theirs.
   */
  newConnection(): void {
    this.queues.clear();
  }
}
