// Accounts in PostgreSQL (when DATABASE_URL is set): one row per account, unique indexes on lower(username) and
// lower(email), so two processes cannot register the same name. Durable means committed (PostgreSQL's WAL is
// flushed at commit with its default synchronous_commit=on: it survives a power loss).
import type pg from "pg";
import { AccountTakenError, type UserRecord, type UserStore } from "../types.js";

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  email: string | null;
  created_at: Date;
  session_version: number;
}

const COLUMNS = "id, username, password_hash, email, created_at, session_version";
const UNIQUE_VIOLATION = "23505";

function toRecord(row: UserRow): UserRecord {
  return {
    id: Number(row.id),
    username: row.username,
    passwordHash: row.password_hash,
    email: row.email,
    createdAt: row.created_at.toISOString(),
    gamesJoined: [],
    sessionVersion: row.session_version,
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

  /** The game rows say who sits where (games.player_ids); nothing to keep here. */
  async addGame(): Promise<void> {}

  /** The pool belongs to whoever opened the stores (storage/open.ts). */
  async close(): Promise<void> {}

  private async one(sql: string, values: unknown[]): Promise<UserRecord | undefined> {
    const { rows } = await this.pool.query<UserRow>(sql, values);
    return rows[0] ? toRecord(rows[0]) : undefined;
  }
}
