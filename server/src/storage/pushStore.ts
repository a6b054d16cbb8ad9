// Where the browsers that asked for turn notices are kept: one Web Push subscription per browser (its endpoint is the
// push service's address for that browser), owned by the account that made it. Every backend implements this with
// the same meaning, which server/test/push.test.ts checks for each of them.

/** A browser's push subscription, as PushSubscription.toJSON() gives it (keys: base64url). */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface StoredPushSubscription extends PushSubscriptionKeys {
  userId: number;
}

/**
 * Browsers one account keeps subscribed: a person's phones, tablets and computers. A new one beyond this drops the
 * oldest, so nobody can grow the store (or the notices sent per turn) without bound.
 */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

export interface PushSubscriptionStore {
  /**
   * Keeps the subscription for `userId`, durable when it resolves. An endpoint names one browser: saving it again
   * (new keys, or another account logged in there) replaces the earlier entry, so notices follow who subscribed last.
   */
  save(userId: number, subscription: PushSubscriptionKeys): Promise<void>;
  /** Forgets the endpoint; `userId` given: only when it is that account's. Answers whether one was removed. */
  remove(endpoint: string, userId?: number): Promise<boolean>;
  /** The account's subscriptions, oldest first. */
  forUser(userId: number): Promise<StoredPushSubscription[]>;
  close(): Promise<void>;
}
