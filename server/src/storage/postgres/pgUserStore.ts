// Accounts in PostgreSQL (when DATABASE_URL is set): one row per account, unique indexes on lower(username) and
// lower(email), so two processes cannot register the same name. Durable means committed (PostgreSQL's WAL is
// flushed at commit with its default synchronous_commit=on: it survives a power loss). Ratings are columns of the
// account row; a rated game is a rated_games row written in the same transaction as the new ratings.
import type pg from "pg";
import { isLanguage, type Language } from "../../../../shared-rules/protocol/index.js";
import { withConnection } from "./checkout.js";
import { AccountTakenError, type MapRatingUpdate, type MapRatings, type RatedAccount, type Rating, type RatingUpdate, type UserRecord, type UserStore } from "../types.js";

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  email: string | null;
  created_at: Date;
  session_version: number;
  language: string | null;
  deleted_at: Date | null;
}

const COLUMNS = "id, username, password_hash, email, created_at, session_version, language, deleted_at";
const RATING_COLUMNS = "id, username, rating, rating_rd, rating_vol, rated_games, rated_at";

interface RatingRow {
  id: string;
  username: string;
  rating: number;
  rating_rd: number;
  rating_vol: number;
  rated_games: number;
  rated_at: Date | null;
}

/** A per-board rating row (map_ratings), its columns named as RatingRow's. */
const MAP_RATING_COLUMNS = "u.id, u.username, m.rating, m.rd AS rating_rd, m.vol AS rating_vol, m.games AS rated_games, m.rated_at";

/** Writes per-board ratings (new rows, or replacing a row's values). */
async function upsertMapRatings(client: pg.PoolClient, map: string, ratings: readonly [number, Rating][]): Promise<void> {
  await client.query(
    `INSERT INTO map_ratings (user_id, map, rating, rd, vol, games, rated_at)
     SELECT n.id, $1, n.rating, n.rd, n.vol, n.games, n.rated_at
     FROM unnest($2::bigint[], $3::float8[], $4::float8[], $5::float8[], $6::int[], $7::timestamptz[]) AS n(id, rating, rd, vol, games, rated_at)
     ON CONFLICT (user_id, map) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, games = excluded.games, rated_at = excluded.rated_at`,
    [
      map,
      ratings.map(([id]) => id),
      ratings.map(([, r]) => r.rating),
      ratings.map(([, r]) => r.rd),
      ratings.map(([, r]) => r.vol),
      ratings.map(([, r]) => r.games),
      ratings.map(([, r]) => r.ratedAt ?? null),
    ],
  );
}

function toRating(row: RatingRow): Rating {
  return { rating: row.rating, rd: row.rating_rd, vol: row.rating_vol, games: row.rated_games, ...(row.rated_at ? { ratedAt: row.rated_at.toISOString() } : {}) };
}
const UNIQUE_VIOLATION = "23505";

function toRecord(row: UserRow): UserRecord {
  return {
    id: Number(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    email: row.email,
    createdAt: row.created_at.toISOString(),
    sessionVersion: row.session_version,
    // Only the server writes the column, but a value it does not know (a language since removed) reads as unchosen.
    language: isLanguage(row.language) ? row.language : null,
    ...(row.deleted_at ? { deletedAt: row.deleted_at.toISOString() } : {}),
  };
}

export class PgUserStore implements UserStore {
  constructor(private readonly pool: pg.Pool) {}

  async byId(id: number): Promise<UserRecord | undefined> {
    if (!Number.isSafeInteger(id)) return undefined;
    return this.one(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  }

  async byUsername(username: string): Promise<UserRecord | undefined> {
    return this.one(`SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`, [username]);
  }

  async byEmail(email: string): Promise<UserRecord | undefined> {
    return this.one(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
  }

  async create(username: string, passwordHash: string, email: string | null): Promise<UserRecord> {
    try {
      const { rows } = await this.pool.query<UserRow>(
        `INSERT INTO users (username, password_hash, email) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
        [username, passwordHash, email],
      );
      return toRecord(rows[0]!);
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code === UNIQUE_VIOLATION) throw new AccountTakenError(constraint === "users_email_lower" ? "email" : "username");
      throw error;
    }
  }

  async bumpSession(user: UserRecord): Promise<number> {
    const { rows } = await this.pool.query<{ session_version: number }>(
      "UPDATE users SET session_version = session_version + 1 WHERE id = $1 RETURNING session_version",
      [user.id],
    );
    user.sessionVersion = rows[0]?.session_version ?? user.sessionVersion + 1;
    return user.sessionVersion;
  }

  async changePassword(user: UserRecord, passwordHash: string): Promise<number> {
    // one statement: the hash and the session version change together or not at all
    const { rows } = await this.pool.query<{ session_version: number }>(
      "UPDATE users SET password_hash = $2, session_version = session_version + 1 WHERE id = $1 RETURNING session_version",
      [user.id, passwordHash],
    );
    user.passwordHash = passwordHash;
    user.sessionVersion = rows[0]?.session_version ?? user.sessionVersion + 1;
    return user.sessionVersion;
  }

  async deleteAccount(user: UserRecord): Promise<number> {
    // one statement: the account is emptied (its ratings per board too) and every token voided together
    const { rows } = await this.pool.query<{ session_version: number; deleted_at: Date }>(
      `WITH board_ratings AS (DELETE FROM map_ratings WHERE user_id = $1)
       UPDATE users SET password_hash = '', email = NULL, language = NULL, deleted_at = now(), session_version = session_version + 1,
         rating = NULL, rating_rd = NULL, rating_vol = NULL, rated_games = 0, rated_at = NULL
       WHERE id = $1 RETURNING session_version, deleted_at`,
      [user.id],
    );
    Object.assign(user, { passwordHash: "", email: null, language: null, deletedAt: (rows[0]?.deleted_at ?? new Date()).toISOString() });
    user.sessionVersion = rows[0]?.session_version ?? user.sessionVersion + 1;
    return user.sessionVersion;
  }

  async deletedAmong(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string }>("SELECT id FROM users WHERE id = ANY($1::bigint[]) AND deleted_at IS NOT NULL", [userIds]);
    return new Set(rows.map((row) => Number(row.id)));
  }

  async releaseName(user: UserRecord): Promise<void> {
    // "~" is outside the username pattern: the row's new name can never clash with a registration
    await this.pool.query("UPDATE users SET username = $2 WHERE id = $1 AND deleted_at IS NOT NULL", [user.id, `~${user.id}`]);
    user.username = `~${user.id}`;
  }

  async setLanguage(user: UserRecord, language: Language): Promise<void> {
    await this.pool.query("UPDATE users SET language = $2 WHERE id = $1", [user.id, language]);
    user.language = language;
  }

  /** The game rows say who sits where (games.player_ids); nothing to keep here. */

  async ratings(userIds: readonly number[]): Promise<Map<number, Rating>> {
    const { rows } = await this.pool.query<RatingRow>(`SELECT ${RATING_COLUMNS} FROM users WHERE id = ANY($1::bigint[]) AND rating IS NOT NULL`, [
      userIds,
    ]);
    return new Map(rows.map((row) => [Number(row.id), toRating(row)]));
  }

  async mapRatings(map: string, userIds: readonly number[]): Promise<Map<number, Rating>> {
    const { rows } = await this.pool.query<RatingRow>(
      `SELECT ${MAP_RATING_COLUMNS} FROM map_ratings m JOIN users u ON u.id = m.user_id WHERE m.map = $1 AND m.user_id = ANY($2::bigint[])`,
      [map, userIds],
    );
    return new Map(rows.map((row) => [Number(row.id), toRating(row)]));
  }

  async replayMapRatings(replay: (ratedGameIds: string[]) => Promise<MapRatings>): Promise<boolean> {
    return withConnection(this.pool, async (client) => {
      await client.query("BEGIN");
      // The pending row is locked by whoever deletes it first: a second process waits here, then deletes nothing.
      const pending = await client.query("DELETE FROM map_ratings_replay RETURNING 1");
      if (pending.rowCount === 0) {
        await client.query("ROLLBACK");
        return false;
      }
      const { rows } = await client.query<{ game_id: string }>("SELECT game_id FROM rated_games");
      const ratings = await replay(rows.map((row) => row.game_id));
      for (const [map, byUser] of ratings) await upsertMapRatings(client, map, [...byUser]);
      await client.query("COMMIT");
      return true;
    });
  }

  async rateGame(gameId: string, userIds: readonly number[], update: RatingUpdate, perMap?: MapRatingUpdate): Promise<boolean> {
    return withConnection(this.pool, async (client) => {
      await client.query("BEGIN");
      const claimed = await client.query("INSERT INTO rated_games (game_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1", [gameId]);
      if (claimed.rowCount === 0) {
        await client.query("ROLLBACK");
        return false;
      }
      // Locked in id order, so two games rating the same people at once wait for each other and cannot deadlock.
      const { rows } = await client.query<RatingRow>(`SELECT ${RATING_COLUMNS} FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`, [userIds]);
      const current = new Map(rows.filter((row) => row.rating !== null).map((row) => [Number(row.id), toRating(row)]));
      const next = [...update(current)];
      await client.query(
        `UPDATE users SET rating = n.rating, rating_rd = n.rd, rating_vol = n.vol, rated_games = n.games, rated_at = n.rated_at
         FROM unnest($1::bigint[], $2::float8[], $3::float8[], $4::float8[], $5::int[], $6::timestamptz[]) AS n(id, rating, rd, vol, games, rated_at)
         WHERE users.id = n.id`,
        [
          next.map(([id]) => id),
          next.map(([, r]) => r.rating),
          next.map(([, r]) => r.rd),
          next.map(([, r]) => r.vol),
          next.map(([, r]) => r.games),
          next.map(([, r]) => r.ratedAt ?? null),
        ],
      );
      if (perMap) {
        // Locked like the accounts above (they are locked already, so this cannot wait on another game's lock order).
        const { rows: mapRows } = await client.query<RatingRow>(
          `SELECT ${MAP_RATING_COLUMNS} FROM map_ratings m JOIN users u ON u.id = m.user_id WHERE m.map = $1 AND m.user_id = ANY($2::bigint[]) ORDER BY u.id FOR UPDATE OF m`,
          [perMap.map, userIds],
        );
        const currentOnMap = new Map(mapRows.map((row) => [Number(row.id), toRating(row)]));
        await upsertMapRatings(client, perMap.map, [...perMap.update(currentOnMap)]);
      }
      await client.query("COMMIT");
      return true;
    });
  }

  async leaderboard(limit: number, map?: string): Promise<RatedAccount[]> {
    const { rows } = map === undefined ? await this.overallBoard(limit) : await this.pool.query<RatingRow>(
      `SELECT ${MAP_RATING_COLUMNS} FROM map_ratings m JOIN users u ON u.id = m.user_id WHERE m.map = $1 AND u.deleted_at IS NULL ORDER BY m.rating DESC, u.username LIMIT $2`,
      [map, limit],
    );
    return rows.map((row) => ({ userId: Number(row.id), username: row.username, ...toRating(row) }));
  }

  private async overallBoard(limit: number): Promise<pg.QueryResult<RatingRow>> {
    return this.pool.query<RatingRow>(
      `SELECT ${RATING_COLUMNS} FROM users WHERE rating IS NOT NULL AND deleted_at IS NULL ORDER BY rating DESC, username LIMIT $1`,
      [limit],
    );
  }

  /** The pool belongs to whoever opened the stores (storage/open.ts). */
  async close(): Promise<void> {}

  private async one(sql: string, values: unknown[]): Promise<UserRecord | undefined> {
    const { rows } = await this.pool.query<UserRow>(sql, values);
    return rows[0] ? toRecord(rows[0]) : undefined;
  }
}
