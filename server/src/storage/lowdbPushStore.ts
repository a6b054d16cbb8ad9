// The embedded push subscription store: DATA_DIR/push-subscriptions.json through lowdb (atomic replace on each
// write). Subscriptions change when a person switches notices on or off, or a push service says one is gone: rarely,
// so a whole-file write each time is fine.
import path from "node:path";
import { Low } from "lowdb";
import { PrivateJsonFile } from "./privateFiles.js";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionKeys, type PushSubscriptionStore, type StoredPushSubscription } from "./pushStore.js";

interface PushFile {
  /** Oldest first. */
  subscriptions: StoredPushSubscription[];
}

export class LowdbPushStore implements PushSubscriptionStore {
  private constructor(private readonly db: Low<PushFile>) {}

  static async open(dataDir: string): Promise<LowdbPushStore> {
    const file = path.join(dataDir, "push-subscriptions.json");
    const db = new Low<PushFile>(new PrivateJsonFile<PushFile>(file), { subscriptions: [] });
    await db.read();
    return new LowdbPushStore(db);
  }

  async save(userId: number, subscription: PushSubscriptionKeys): Promise<void> {
    // A fresh object of the known fields only: what is written is exactly what the store promises to keep.
    const entry: StoredPushSubscription = {
      userId,
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    };
    const others = this.db.data.subscriptions.filter((s) => s.endpoint !== entry.endpoint);
    const mine = others.filter((s) => s.userId === userId);
    const dropped = new Set(mine.slice(0, Math.max(0, mine.length - (MAX_PUSH_SUBSCRIPTIONS_PER_USER - 1))));
    this.db.data.subscriptions = [...others.filter((s) => !dropped.has(s)), entry];
    await this.db.write();
  }

  async remove(endpoint: string, userId?: number): Promise<boolean> {
    const before = this.db.data.subscriptions.length;
    this.db.data.subscriptions = this.db.data.subscriptions.filter((s) => s.endpoint !== endpoint || (userId !== undefined && s.userId !== userId));
    if (this.db.data.subscriptions.length === before) return false;
    await this.db.write();
    return true;
  }

  async forUser(userId: number): Promise<StoredPushSubscription[]> {
    return this.db.data.subscriptions.filter((s) => s.userId === userId).map((s) => ({ ...s, keys: { ...s.keys } }));
  }

  async close(): Promise<void> {
    // Every write was awaited by its caller: nothing is pending.
  }
}
