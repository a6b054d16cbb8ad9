// Push subscriptions in PostgreSQL (when DATABASE_URL is set): rows of push_subscriptions (migration 0004), keyed by
// endpoint, so every process sees the same subscriptions. Durable means committed.
import type pg from "pg";
import { withConnection } from "./checkout.js";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionKeys, type PushSubscriptionStore, type StoredPushSubscription } from "../pushStore.js";

interface SubscriptionRow {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
}

export class PgPushStore implements PushSubscriptionStore {
  constructor(private readonly pool: pg.Pool) {}

  async save(userId: number, subscription: PushSubscriptionKeys): Promise<void> {
    await withConnection(this.pool, async (client) => {
      await client.query("BEGIN");
      // The account's row locked first: two subscribes of one account at once cannot both skip the bound.
      await client.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [userId]);
      await client.query(
        `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = clock_timestamp()`,
        [subscription.endpoint, userId, subscription.keys.p256dh, subscription.keys.auth],
      );
      await client.query(
        `DELETE FROM push_subscriptions WHERE endpoint IN (
           SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC OFFSET $2)`,
        [userId, MAX_PUSH_SUBSCRIPTIONS_PER_USER],
      );
      await client.query("COMMIT");
    });
  }

  async remove(endpoint: string, userId?: number): Promise<boolean> {
    const result =
      userId === undefined
        ? await this.pool.query("DELETE FROM push_subscriptions WHERE endpoint = $1", [endpoint])
        : await this.pool.query("DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2", [endpoint, userId]);
    return (result.rowCount ?? 0) > 0;
  }

  async forUser(userId: number): Promise<StoredPushSubscription[]> {
    const { rows } = await this.pool.query<SubscriptionRow>(
      "SELECT endpoint, user_id, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, endpoint",
      [userId],
    );
    return rows.map((row) => ({ userId: Number(row.user_id), endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
  }

  async close(): Promise<void> {
    // The pool is the stores' together (storage/open.ts closes it).
  }
}
