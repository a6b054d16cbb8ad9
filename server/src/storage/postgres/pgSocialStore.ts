// Friends, requests and blocks in PostgreSQL (when DATABASE_URL is set): the tables of migration 0006, shared by every
// process. Each change is one transaction that first locks the two accounts' rows (lower id first, so two changes of
// the same pair never deadlock): two requests at once cannot both pass a bound. Durable means committed.
import type pg from "pg";
import { withConnection } from "./checkout.js";
import {
  MAX_BLOCKS, MAX_FRIENDS, MAX_INCOMING_REQUESTS, MAX_OUTGOING_REQUESTS,
  type Relations, type RequestOutcome, type SocialStore,
} from "../../social/socialStore.js";

type Query = (sql: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;

export class PgSocialStore implements SocialStore {
  constructor(private readonly pool: pg.Pool) {}

  async relations(userId: number): Promise<Relations> {
    const ids = async (sql: string) => (await this.pool.query<{ id: string }>(sql, [userId])).rows.map((r) => Number(r.id));
    const [friends, incoming, outgoing, blocked] = await Promise.all([
      ids("SELECT friend_id AS id FROM friendships WHERE user_id = $1 ORDER BY created_at, friend_id"),
      ids(`SELECT from_id AS id FROM friend_requests r WHERE to_id = $1
           AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = $1 AND b.blocked_id = r.from_id) ORDER BY created_at, from_id`),
      ids("SELECT to_id AS id FROM friend_requests WHERE from_id = $1 ORDER BY created_at, to_id"),
      ids("SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1 ORDER BY created_at, blocked_id"),
    ]);
    return { friends, incoming, outgoing, blocked };
  }

  async request(from: number, to: number): Promise<RequestOutcome> {
    return this.pair(from, to, async (q, facts) => {
      if (facts.blocks(from, to)) return "youBlock";
      if (facts.friends) return "friends";
      if (facts.requested(from, to)) return "requested";
      if (facts.requested(to, from) && !facts.blocks(to, from)) return (await this.befriend(q, to, from)) ? "friends" : "tooManyFriends";
      if (await count(q, "SELECT count(*) AS n FROM friend_requests WHERE from_id = $1", from) >= MAX_OUTGOING_REQUESTS) return "tooManyRequests";
      if (await count(q, "SELECT count(*) AS n FROM friendships WHERE user_id = $1", from) >= MAX_FRIENDS) return "tooManyFriends";
      await q("INSERT INTO friend_requests (from_id, to_id) VALUES ($1, $2)", [from, to]);
      // A flood of requests to one account drops its oldest unanswered ones: the table stays bounded.
      await q(
        `DELETE FROM friend_requests WHERE (from_id, to_id) IN (
           SELECT from_id, to_id FROM friend_requests WHERE to_id = $1 ORDER BY created_at DESC, from_id OFFSET $2)`,
        [to, MAX_INCOMING_REQUESTS],
      );
      return "requested";
    });
  }

  async accept(userId: number, from: number): Promise<boolean> {
    return this.pair(userId, from, async (q, facts) => {
      if (!facts.requested(from, userId) || facts.blocks(userId, from) || facts.blocks(from, userId)) return false;
      return this.befriend(q, from, userId);
    });
  }

  async decline(userId: number, from: number): Promise<boolean> {
    const result = await this.pool.query("DELETE FROM friend_requests WHERE from_id = $1 AND to_id = $2", [from, userId]);
    return (result.rowCount ?? 0) > 0;
  }

  async remove(userId: number, other: number): Promise<boolean> {
    return this.pair(userId, other, async (q) => {
      const friends = await q("DELETE FROM friendships WHERE (user_id = $1 AND friend_id = $2) OR (user_id = $2 AND friend_id = $1)", [userId, other]);
      const request = await q("DELETE FROM friend_requests WHERE from_id = $1 AND to_id = $2", [userId, other]);
      return (friends.rowCount ?? 0) + (request.rowCount ?? 0) > 0;
    });
  }

  async block(userId: number, other: number): Promise<boolean> {
    return this.pair(userId, other, async (q, facts) => {
      if (facts.blocks(userId, other)) return true;
      if (await count(q, "SELECT count(*) AS n FROM blocks WHERE blocker_id = $1", userId) >= MAX_BLOCKS) return false;
      await q("INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)", [userId, other]);
      await q("DELETE FROM friendships WHERE (user_id = $1 AND friend_id = $2) OR (user_id = $2 AND friend_id = $1)", [userId, other]);
      // The blocker's own request goes; the blocked one's stays theirs to see, hidden from the blocker.
      await q("DELETE FROM friend_requests WHERE from_id = $1 AND to_id = $2", [userId, other]);
      return true;
    });
  }

  async forget(userId: number): Promise<void> {
    await withConnection(this.pool, async (client) => {
      await client.query("BEGIN");
      await client.query("DELETE FROM friendships WHERE user_id = $1 OR friend_id = $1", [userId]);
      await client.query("DELETE FROM friend_requests WHERE from_id = $1 OR to_id = $1", [userId]);
      await client.query("DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1", [userId]);
      await client.query("COMMIT");
    });
  }

  async unblock(userId: number, other: number): Promise<boolean> {
    const result = await this.pool.query("DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2", [userId, other]);
    return (result.rowCount ?? 0) > 0;
  }

  async blockedBetween(a: number, b: number): Promise<boolean> {
    const { rows } = await this.pool.query("SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)", [a, b]);
    return rows.length > 0;
  }

  async blockedEitherWay(userId: number): Promise<number[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      "SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1 UNION SELECT blocker_id AS id FROM blocks WHERE blocked_id = $1", [userId]);
    return rows.map((r) => Number(r.id));
  }

  async areFriends(a: number, b: number): Promise<boolean> {
    const { rows } = await this.pool.query("SELECT 1 FROM friendships WHERE user_id = $1 AND friend_id = $2", [a, b]);
    return rows.length > 0;
  }

  async close(): Promise<void> {
    // The pool is the stores' together (storage/open.ts closes it).
  }

  /** Both directions' rows; false when either is already at MAX_FRIENDS. */
  private async befriend(q: Query, from: number, to: number): Promise<boolean> {
    for (const id of [from, to]) if (await count(q, "SELECT count(*) AS n FROM friendships WHERE user_id = $1", id) >= MAX_FRIENDS) return false;
    await q("DELETE FROM friend_requests WHERE (from_id = $1 AND to_id = $2) OR (from_id = $2 AND to_id = $1)", [from, to]);
    await q("INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING", [from, to]);
    return true;
  }

  /** One transaction over a pair of accounts, their rows locked, with what already holds between them. */
  private pair<T>(a: number, b: number, work: (q: Query, facts: PairFacts) => Promise<T>): Promise<T> {
    return withConnection(this.pool, async (client) => {
      const q: Query = (sql, values) => client.query(sql, values);
      await client.query("BEGIN");
      await client.query("SELECT id FROM users WHERE id IN ($1, $2) ORDER BY id FOR UPDATE", [a, b]);
      const facts = await pairFacts(q, a, b);
      const result = await work(q, facts);
      await client.query("COMMIT");
      return result;
    });
  }
}

interface PairFacts {
  friends: boolean;
  requested(from: number, to: number): boolean;
  blocks(by: number, whom: number): boolean;
}

async function pairFacts(q: Query, a: number, b: number): Promise<PairFacts> {
  // One after another: they share the transaction's connection.
  const friends = await q("SELECT 1 FROM friendships WHERE user_id = $1 AND friend_id = $2", [a, b]);
  const requests = await q("SELECT from_id, to_id FROM friend_requests WHERE (from_id = $1 AND to_id = $2) OR (from_id = $2 AND to_id = $1)", [a, b]);
  const blocks = await q("SELECT blocker_id, blocked_id FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)", [a, b]);
  const has = (rows: Record<string, unknown>[], x: string, y: string, p: number, r: number) => rows.some((row) => Number(row[x]) === p && Number(row[y]) === r);
  return {
    friends: friends.rows.length > 0,
    requested: (from, to) => has(requests.rows, "from_id", "to_id", from, to),
    blocks: (by, whom) => has(blocks.rows, "blocker_id", "blocked_id", by, whom),
  };
}

async function count(q: Query, sql: string, id: number): Promise<number> {
  const { rows } = await q(sql, [id]);
  return Number(rows[0]?.n ?? 0);
}
