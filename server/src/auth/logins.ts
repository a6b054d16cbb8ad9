// The live logins: which users hold a live connection right now (lobby or game rooms), and which dropped seats wait
// for their person to reconnect, across every server process. A login ends with a logout or with a new login of the
// same account (which takes over): the connections and waiting seats of the older logins are then ended wherever they
// are, told why, and not reconnectable; the seats themselves stay, for the new login to rejoin. A login is known by
// its account's session version (the number every login bumps, kept with the account and in its token).
//
// Each process keeps its own connections in memory and hears every end through the Colyseus presence (with the
// default in-memory presence, that is this one process; with Redis, every process).
import { matchMaker, type Presence } from "@colyseus/core";
import { SESSION_END_CLOSE, type SessionEnd } from "../../../shared-rules/protocol/index.js";
import { errorField, log } from "../monitoring/log.js";

export interface LiveConnection {
  /** The session version of the login this connection (or the seat waiting for it) was opened with. */
  readonly sessionVersion: number;
  /** Ends it for good: a connection is told why and closed, a waiting seat's reconnection is refused. */
  end(reason: SessionEnd): void;
}

/** What one process tells the others: end the user's logins older than `sessionVersion`. */
interface EndNotice {
  userId: number;
  sessionVersion: number;
  reason: SessionEnd;
}

const END_CHANNEL = "ttr:session-end";

function endNoticeOf(data: unknown): EndNotice | null {
  const n = data as Partial<EndNotice> | null;
  if (!n || !Number.isInteger(n.userId) || typeof n.sessionVersion !== "number") return null;
  if (typeof n.reason !== "string" || !Object.hasOwn(SESSION_END_CLOSE, n.reason)) return null;
  return { userId: n.userId as number, sessionVersion: n.sessionVersion, reason: n.reason };
}

export class LoginRegistry {
  private readonly live = new Map<number, Set<LiveConnection>>();
  /** Dropped seats waiting (allowReconnection) for their person, per user. */
  private readonly waiting = new Map<number, Set<LiveConnection>>();
  /** Told of every account deleted (on any process): the game rooms here, which give up its seats. */
  private readonly deletionListeners = new Set<(userId: number) => void>();
  private readonly onEnd = (data: unknown) => {
    const notice = endNoticeOf(data);
    if (notice) this.endLocal(notice);
  };

  /** `presence` defaults to the matchmaker's (set up by the Colyseus Server). */
  constructor(private readonly presence: () => Presence = () => matchMaker.presence) {}

  /** Starts hearing login ends from other processes (once the matchmaker's presence exists). */
  async listen(): Promise<void> {
    await this.presence().subscribe(END_CHANNEL, this.onEnd);
  }

  stop(): void {
    this.quietly(this.presence().unsubscribe(END_CHANNEL, this.onEnd));
  }

  add(userId: number, connection: LiveConnection): void {
    setOf(this.live, userId).add(connection);
  }

  remove(userId: number, connection: LiveConnection): void {
    dropFrom(this.live, userId, connection);
  }

  /** A dropped seat now waits for its person: the end of its login refuses that reconnection too. */
  addWaiting(userId: number, seat: LiveConnection): void {
    setOf(this.waiting, userId).add(seat);
  }

  removeWaiting(userId: number, seat: LiveConnection): void {
    dropFrom(this.waiting, userId, seat);
  }

  /**
   * Hears every account deletion, from this process or another, after that account's connections here were ended:
   * a room gives up the account's seat even when its person is not connected. May hear one deletion twice (the
   * process that deletes hears its own notice back), so a listener must not mind.
   */
  onAccountDeleted(listener: (userId: number) => void): void {
    this.deletionListeners.add(listener);
  }

  offAccountDeleted(listener: (userId: number) => void): void {
    this.deletionListeners.delete(listener);
  }

  /** Whether the user holds a connection on this process. */
  isLiveHere(userId: number): boolean {
    return (this.live.get(userId)?.size ?? 0) > 0;
  }

  /**
   * Ends, here at once and on every other process through the presence, the user's connections and waiting seats of
   * logins older than `sessionVersion` (the version the logout or the new login just set). The new login's own
   * connections, however early they arrive anywhere, are left alone.
   */
  endLoginsBefore(userId: number, sessionVersion: number, reason: SessionEnd): void {
    const notice: EndNotice = { userId, sessionVersion, reason };
    this.endLocal(notice);
    this.quietly(this.presence().publish(END_CHANNEL, notice));
  }

  private endLocal({ userId, sessionVersion, reason }: EndNotice): void {
    for (const map of [this.live, this.waiting]) {
      for (const connection of [...(map.get(userId) ?? [])]) {
        if (connection.sessionVersion >= sessionVersion) continue;
        dropFrom(map, userId, connection);
        connection.end(reason);
      }
    }
    if (reason !== "accountDeleted") return;
    for (const listener of [...this.deletionListeners]) {
      try {
        listener(userId);
      } catch (error) {
        log.warn({ err: errorField(error), user: userId }, "a room could not give up a deleted account's seat");
      }
    }
  }

  /** Publishing is best effort: a lost Redis write must never take a route or a room down. */
  private quietly(result: unknown): void {
    if (result instanceof Promise) result.catch((error: unknown) => log.warn({ err: errorField(error) }, "could not publish a login's end"));
  }
}

function setOf(map: Map<number, Set<LiveConnection>>, userId: number): Set<LiveConnection> {
  let set = map.get(userId);
  if (!set) {
    set = new Set();
    map.set(userId, set);
  }
  return set;
}

function dropFrom(map: Map<number, Set<LiveConnection>>, userId: number, connection: LiveConnection): void {
  const set = map.get(userId);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(userId);
}
