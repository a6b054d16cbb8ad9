// Live notices of the friends layer (a friend request, an invitation, "your friends changed"), delivered to the lobby
// connections of the account they concern, wherever that account's lobby connection is: each is published through
// the Colyseus presence (Redis with several processes, this process's memory otherwise) and every process hands it to
// its own lobby rooms, which send it only to that account's clients.
import { matchMaker, type Presence } from "@colyseus/core";
import type { SocialNotice } from "../../../shared-rules/protocol/index.js";
import { errorField, log } from "../monitoring/log.js";

const CHANNEL = "ttr:social";

export type NoticeListener = (userId: number, notice: SocialNotice) => void;

const KINDS = new Set<SocialNotice["kind"]>(["friendRequest", "friendsChanged", "invitation"]);

/** A published notice as another process sent it; anything else on the channel is dropped. */
function publishedOf(data: unknown): { userId: number; notice: SocialNotice } | null {
  const d = data as { userId?: unknown; notice?: { kind?: unknown } } | null;
  if (!d || !Number.isInteger(d.userId) || typeof d.notice?.kind !== "string" || !KINDS.has(d.notice.kind as SocialNotice["kind"])) return null;
  return { userId: d.userId as number, notice: d.notice as SocialNotice };
}

export class SocialNotices {
  private readonly listeners = new Set<NoticeListener>();
  private readonly onPublished = (data: unknown) => {
    const published = publishedOf(data);
    if (!published) return;
    for (const listener of this.listeners) listener(published.userId, published.notice);
  };

  constructor(private readonly presence: () => Presence = () => matchMaker.presence) {}

  async listen(): Promise<void> {
    await this.presence().subscribe(CHANNEL, this.onPublished);
  }

  stop(): void {
    this.quietly(this.presence().unsubscribe(CHANNEL, this.onPublished));
  }

  /** Tells the account's lobby connections, on every process. Best effort: a lost notice is found in the lists. */
  send(userId: number, notice: SocialNotice): void {
    this.quietly(this.presence().publish(CHANNEL, { userId, notice }));
  }

  /** A lobby room hears every notice published (it sends each to its clients of that account); returns the unsubscribe. */
  subscribe(listener: NoticeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private quietly(result: unknown): void {
    if (result instanceof Promise) result.catch((error: unknown) => log.warn({ err: errorField(error) }, "could not publish a friends notice"));
  }
}
