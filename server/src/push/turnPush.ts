// Sends "your move" notices through Web Push (the `web-push` package: VAPID-signed, payload encrypted for the
// browser, RFC 8030/8291/8292) to every browser a person subscribed. Fire and forget: a push service that is slow or
// refuses never holds up a game; a subscription the push service says is gone (404, 410) is forgotten.
// `web-push` only prepares each message (VAPID header, encryption); the request itself is made here from the
// endpoint's one vetted parse (pushDestination.ts) through the vetted agent (vettedAgent.ts): `web-push`'s own
// sending re-parses the endpoint with the legacy `url.parse`, which reads hostile endpoints differently.
import type https from "node:https";
import webpush from "web-push";
import { errorField, log } from "../monitoring/log.js";
import type { PushSubscriptionStore, StoredPushSubscription } from "../storage/pushStore.js";
import type { Language } from "../../../shared-rules/protocol/index.js";
import { noticeTexts } from "./noticeTexts.js";
import { pushDestination, type PushTestService } from "./pushDestination.js";
import { PushServiceAnswer, sendPush } from "./pushRequest.js";
import { RefusedDestination } from "./vettedAgent.js";
import type { VapidKeys } from "./vapidKeys.js";

/** What a notice says, in its recipient's language; the service worker (client/sw/sw.js) shows it as it is. */
export interface TurnNoticePayload {
  /** A turn; or, from the friends layer (social/socialNotices.ts), a friend request or an invitation to a table. */
  kind: "yourTurn" | "friendRequest" | "invitation";
  gameId: string;
  title: string;
  body: string;
}

export interface TurnNotice {
  userId: number;
  gameId: string;
  gameName: string;
  /** How long the push service should keep trying: past the turn's time a notice says nothing true any more. */
  ttlSeconds: number;
}

/** The push service's answers that mean "this subscription no longer exists" (RFC 8030 §7.3, and 404 in practice). */
const GONE = new Set([404, 410]);
/** A push service that does not answer within this is given up on for this notice. */
export const SEND_TIMEOUT_MS = 10_000;

/** What became of each push request so far (for the logs' readers and the tests, which wait on `idle()`). */
export interface PushOutcomes {
  delivered: number;
  /** The push service said the subscription no longer exists: forgotten. */
  gone: number;
  /** Not sent: the endpoint or the address it led to is not a public push service's. */
  refused: number;
  /** Sent but not accepted (an error answer, a timeout, a connection that failed). */
  failed: number;
}

/** The language a person chose (kept with their account), null when they never chose or the account is gone. */
export type LanguageOf = (userId: number) => Promise<Language | null>;

export class TurnPush {
  /** Notices on their way (the tests wait for them; shutdown need not). */
  private readonly pending = new Set<Promise<void>>();
  readonly outcomes: PushOutcomes = { delivered: 0, gone: 0, refused: 0, failed: 0 };

  constructor(
    private readonly store: PushSubscriptionStore,
    /** Read at send time: a language changed a moment ago is the one the next notice speaks. */
    private readonly languageOf: LanguageOf,
    private readonly keys: VapidKeys,
    private readonly subject: string,
    /** The agent requests go through (turnPushFor: the vetted agent; in tests it also trusts a stand-in's certificate). */
    private readonly agent: https.Agent,
    /** Tests only: the stand-in push service allowed besides public names. */
    private readonly testService?: PushTestService,
  ) {}

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** Tells every browser of the person that it is their move in the game. Never throws; the sends run on their own. */
  yourTurn(notice: TurnNotice): void {
    const sending = this.sendAll(notice).catch((error: unknown) => {
      log.warn({ game: notice.gameId, user: notice.userId, err: errorField(error) }, "could not send turn notices");
    });
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /**
   * Any other notice for the person's browsers (a friend request, an invitation): `words` gives its title and line in
   * the recipient's language. Fire and forget, like yourTurn.
   */
  notice(userId: number, kind: TurnNoticePayload["kind"], gameId: string, words: (language: Language | null) => { title: string; body: string }, ttlSeconds: number): void {
    const notice: TurnNotice = { userId, gameId, gameName: "", ttlSeconds };
    const sending = this.sendAll(notice, async () => {
      const language = await this.languageOf(userId).catch(() => null);
      return { kind, gameId, ...words(language) };
    }).catch((error: unknown) => log.warn({ user: userId, err: errorField(error) }, `could not send a ${kind} notice`));
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /** Resolves when every notice asked for so far has been answered or given up on. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async sendAll(notice: TurnNotice, payload: () => Promise<TurnNoticePayload> = () => this.payloadFor(notice)): Promise<void> {
    const subscriptions = await this.store.forUser(notice.userId);
    if (subscriptions.length === 0) return;
    // Every subscription here is the recipient's own: one language for all their browsers.
    const body = JSON.stringify(await payload());
    await Promise.all(subscriptions.map((s) => this.sendOne(s, body, notice)));
  }

  /** The notice in the words of the language its recipient chose; English when unknown or unreadable. */
  private async payloadFor(notice: TurnNotice): Promise<TurnNoticePayload> {
    const language = await this.languageOf(notice.userId).catch((error: unknown) => {
      // A storage hiccup costs the notice its language, not the notice itself.
      log.warn({ user: notice.userId, err: errorField(error) }, "could not read a person's language: the turn notice is in English");
      return null;
    });
    const words = noticeTexts(language);
    return { kind: "yourTurn", gameId: notice.gameId, title: words.title, body: words.body(notice.gameName) };
  }

  private async sendOne(subscription: StoredPushSubscription, body: string, notice: TurnNotice): Promise<void> {
    // Checked again at send time: a subscription kept by an earlier version, or written into the store by other means.
    const destination = pushDestination(subscription.endpoint, this.testService);
    if ("refused" in destination) {
      this.outcomes.refused += 1;
      await this.store.remove(subscription.endpoint, subscription.userId);
      log.info({ user: subscription.userId, reason: destination.refused }, "a push subscription's endpoint is not a push service's: forgotten, nothing sent");
      return;
    }
    try {
      const prepared = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: subscription.keys }, body, {
        vapidDetails: { subject: this.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: notice.ttlSeconds,
        contentEncoding: "aes128gcm", // RFC 8291, what every current browser reads
        urgency: "high",
        // One notice per game waiting at the push service: a newer one replaces an undelivered older one.
        topic: topicOf(notice.gameId),
      });
      await sendPush(destination, prepared, this.agent, SEND_TIMEOUT_MS);
      this.outcomes.delivered += 1;
    } catch (error) {
      if (error instanceof RefusedDestination) {
        // Kept: a public name that leads somewhere private now may be fixed by its owner; nothing is ever sent there.
        this.outcomes.refused += 1;
        log.warn({ user: subscription.userId, err: errorField(error) }, "a turn notice was not sent: its push service's address is not public");
        return;
      }
      const status = error instanceof PushServiceAnswer ? error.statusCode : null;
      if (status !== null && GONE.has(status)) {
        this.outcomes.gone += 1;
        await this.store.remove(subscription.endpoint, subscription.userId);
        log.info({ user: subscription.userId, status }, "a push subscription is gone: forgotten");
        return;
      }
      this.outcomes.failed += 1;
      log.warn({ game: notice.gameId, user: subscription.userId, status, err: errorField(error) }, "a turn notice was not accepted");
    }
  }
}

/** A Topic header is at most 32 characters of the base64url alphabet (RFC 8030 §5.4). */
function topicOf(gameId: string): string {
  return `turn-${gameId}`.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 32);
}
