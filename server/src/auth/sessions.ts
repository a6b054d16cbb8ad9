// Which users hold a live connection right now (lobby or game rooms), across every server process. "One live
// session per user": a login while a connection is live anywhere is refused, and logout closes these connections
// wherever they are.
//
// Each process keeps its own connections in memory and mirrors a count per user into the Colyseus presence (a hash
// per process). With the default in-memory presence that is one process, exactly as before; with Redis every process
// sees every other's counts and hears every logout. Only processes the matchmaker lists as alive are asked, so a
// crashed process does not lock its users out once Colyseus' health check has dropped it.
import { matchMaker, type Presence } from "@colyseus/core";

export interface LiveConnection {
  /** Closes the connection cleanly (a consented leave). */
  close(): void;
}

const LOGOUT_CHANNEL = "ttr:logout";
const liveKey = (processId: string) => `ttr:live:${processId}`;
/** A crashed process's hash disappears by itself after this long; live processes refresh it. */
const KEY_TTL_SECONDS = 180;

export class SessionRegistry {
  private readonly live = new Map<number, Set<LiveConnection>>();
  private readonly refresh: NodeJS.Timeout;
  private readonly onLogout = (userId: unknown) => this.closeLocal(Number(userId));

  /** `presence` and `processId` default to the matchmaker's (set up by the Colyseus Server). */
  constructor(private readonly presence: () => Presence = () => matchMaker.presence, private readonly processId: () => string = () => matchMaker.processId) {
    this.refresh = setInterval(() => this.quietly(this.presence().expire(liveKey(this.processId()), KEY_TTL_SECONDS)), (KEY_TTL_SECONDS / 3) * 1000);
    this.refresh.unref();
  }

  /** Starts hearing logouts from other processes (once the matchmaker's presence exists). */
  async listen(): Promise<void> {
    await this.presence().subscribe(LOGOUT_CHANNEL, this.onLogout);
    this.quietly(this.presence().del(liveKey(this.processId())));
  }

  stop(): void {
    clearInterval(this.refresh);
    this.quietly(this.presence().unsubscribe(LOGOUT_CHANNEL, this.onLogout));
  }

  add(userId: number, connection: LiveConnection): void {
    let set = this.live.get(userId);
    if (!set) {
      set = new Set();
      this.live.set(userId, set);
    }
    set.add(connection);
    this.mirror(userId);
  }

  remove(userId: number, connection: LiveConnection): void {
    const set = this.live.get(userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.live.delete(userId);
    this.mirror(userId);
  }

  /** Whether the user holds a connection on this process. */
  isLiveHere(userId: number): boolean {
    return (this.live.get(userId)?.size ?? 0) > 0;
  }

  /** Whether the user holds a connection on any live process. */
  async isLive(userId: number): Promise<boolean> {
    if (this.isLiveHere(userId)) return true;
    const others = (await matchMaker.stats.fetchAll()).map((p) => p.processId).filter((id) => id !== this.processId());
    const counts = await Promise.all(others.map((id) => this.presence().hget(liveKey(id), String(userId))));
    return counts.some((count) => Number(count) > 0);
  }

  /** Closes the user's connections here at once, and on every other process through the presence. */
  closeAll(userId: number): void {
    this.closeLocal(userId);
    this.quietly(this.presence().publish(LOGOUT_CHANNEL, userId));
  }

  private closeLocal(userId: number): void {
    for (const connection of [...(this.live.get(userId) ?? [])]) connection.close();
    this.live.delete(userId);
    this.mirror(userId);
  }

  private mirror(userId: number): void {
    const count = this.live.get(userId)?.size ?? 0;
    const key = liveKey(this.processId());
    this.quietly(count > 0 ? this.presence().hset(key, String(userId), String(count)) : this.presence().hdel(key, String(userId)));
  }

  /** The mirror is best effort: a lost Redis write must never take a room down (the local map stays right). */
  private quietly(result: unknown): void {
    if (result instanceof Promise) result.catch((error: unknown) => console.warn("session mirror:", error instanceof Error ? error.message : error));
  }
}
