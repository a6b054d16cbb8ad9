// Whether this process reaches Redis now, over every connection it holds to it (the presence's publisher and
// subscriber, the matchmaking driver's, the rate-limit counters'). Several processes keep the room list, seat
// reservations, pub/sub and per-address counters there; when Redis stops, live games go on (nothing of a game's own
// path waits on Redis) while matchmaking answers 503 (http/outageDoor.ts); when it is back, possibly empty, every
// process lists its rooms again (colyseusInternals/redisOutage.ts) as soon as all its connections are ready.
//
// Each connection fails fast while it is down: once it was ready the first time, its offline queue is switched off,
// so a command sent meanwhile is refused at once instead of waiting in ioredis' queue for the reconnection (or its 20
// retries, ~10 s) and completing long after the client gave up: that is how a create sent during an outage used to
// come back as a seat nobody takes, a listed game nobody hosts and a create reservation held for a minute.
import type { Redis } from "ioredis";
import { errorField, log } from "./monitoring/log.js";

export class RedisLink {
  /** Connections not ready now (not connected yet, or lost). */
  private readonly notReady = new Set<Redis>();
  /** When the current outage began (a connection that had been ready went), or null. */
  private outageSince: number | null = null;
  private readonly restoredListeners: ((outageMs: number) => void)[] = [];
  /** Set as the process stops: the connections closing then are no outage. */
  private stopping = false;

  constructor(private readonly clients: Redis[]) {
    for (const client of clients) this.watch(client);
  }

  /** Every connection is ready: matchmaking may use Redis. */
  get available(): boolean {
    return this.notReady.size === 0;
  }

  /** Called each time every connection is ready again after an outage, with how long it lasted. */
  onRestored(listener: (outageMs: number) => void): void {
    this.restoredListeners.push(listener);
  }

  private watch(client: Redis): void {
    if (client.status !== "ready") this.notReady.add(client);
    let everReady = client.status === "ready";
    if (everReady) client.options.enableOfflineQueue = false;
    client.on("ready", () => {
      // Before the first ready, commands wait for it (the start); from then on they fail fast while it is down. Set
      // after ioredis has sent what waited (its ready handler goes on after this event).
      setImmediate(() => (client.options.enableOfflineQueue = false));
      everReady = true;
      this.notReady.delete(client);
      if (this.notReady.size === 0 && this.outageSince !== null) {
        const outageMs = Date.now() - this.outageSince;
        this.outageSince = null;
        log.info({ outageMs }, "Redis reachable again: listing this process's rooms again");
        for (const listener of this.restoredListeners) listener(outageMs);
      }
    });
    client.on("close", () => {
      if (!everReady || this.stopping) return;
      if (this.outageSince === null) {
        this.outageSince = Date.now();
        log.warn("Redis unreachable: matchmaking answers 503 until it is back; live games go on");
      }
      this.notReady.add(client);
    });
    // Without a listener ioredis prints every failed reconnection to stderr; one line per outage says it.
    client.on("error", (error: unknown) => {
      if (this.outageSince === null && everReady) log.warn({ err: errorField(error) }, "Redis connection error");
    });
  }

  /** The process is stopping: its connections closing from now on are not an outage. */
  stop(): void {
    this.stopping = true;
  }
}
