// Schema migrations: plain numbered SQL files in ./migrations, applied in order, each once, each in its own
// transaction, recorded in schema_migrations. Several processes may start at the same time: an advisory lock lets
// one of them migrate while the others wait, then find nothing left to do.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Any constant shared by every process of this project: the key of the advisory lock. */
const MIGRATION_LOCK = 7_312_024;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function migrationFiles(): Promise<Migration[]> {
  const names = (await fs.readdir(MIGRATIONS_DIR)).filter((n) => /^\d+_.+\.sql$/.test(n)).sort();
  return Promise.all(
    names.map(async (name) => ({ version: Number.parseInt(name, 10), name, sql: await fs.readFile(path.join(MIGRATIONS_DIR, name), "utf8") })),
  );
}

/**
 * Applies the migrations this database has not seen yet; answers the names applied now. `upTo` stops after that
 * version: how a test builds a database as an older release left it.
 */
export async function migrate(pool: pg.Pool, upTo = Number.POSITIVE_INFINITY): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query("CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())");
    const done = new Set((await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map((r) => r.version));
    const applied: string[] = [];
    for (const migration of await migrationFiles()) {
      if (done.has(migration.version) || migration.version > upTo) continue;
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.name);
    }
    return applied;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
