// Games in PostgreSQL (when DATABASE_URL is set): a `games` row per game (the record without its log, plus the
// columns games are looked up by) and a `game_commands` row per command keyed by (game, seq), never updated.
// Group commit: every save asked for while the previous batch is on its way is written by the next batch, one
// statement for all games (new commands inserted, changed game rows upserted), so a busy server writes once per
// round trip, not once per command. Batches run one after another, so a game row never goes back in time.
// Durable means committed: PostgreSQL flushes its WAL at commit (synchronous_commit=on, its default), which
// survives a power loss as well as a crash of this process.
// Start-up reads the unfinished games this process owns (all of them with one process), and its ended games not rated
// yet; finished ones, and games of other processes, are read on demand.
import type pg from "pg";
import type { LoggedCommand } from "../../../../shared-rules/src/index.js";
import { isUnfinished, type GameRecord } from "../../domain/records.js";
import { finishedGameOf, type FinishedGame, type FinishedQuery } from "../../domain/finishedGame.js";
import { metaOf, metaStamp, sameMeta, type GameMeta, type MetaStamp } from "../gameMeta.js";
import type { GameStore } from "../types.js";
import { ReleasedGames } from "../releasedGames.js";


/** What is in the database for one game in memory. */
interface Stored {
  commands: number;
  /** The meta last written (null: none yet). */
  meta: MetaStamp | null;
}

export interface PgGameStoreOptions {
  /** Bring back only the unfinished games of this owner (PROCESS_NAME) and those with no owner; all when unset. */
  owner?: string;
}

// One statement, so a batch is all-or-nothing without an explicit transaction (one round trip).
const WRITE_BATCH = `
WITH metas AS (
  INSERT INTO games (id, status, owner, host_user_id, player_ids, meta, updated_at)
  SELECT m->>'id', m->>'status', m->>'owner', (m->>'hostUserId')::bigint,
         ARRAY(SELECT (s->>'userId')::bigint FROM jsonb_array_elements(m->'seats') s WHERE jsonb_typeof(s->'userId') = 'number'),
         m, (m->>'updatedAt')::timestamptz
  FROM jsonb_array_elements($1::jsonb) m
  ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, owner = EXCLUDED.owner, player_ids = EXCLUDED.player_ids,
                                 meta = EXCLUDED.meta, updated_at = EXCLUDED.updated_at
  RETURNING 1
), commands AS (
  INSERT INTO game_commands (game_id, seq, command)
  SELECT c->>'g', (c->>'n')::int, c->'c' FROM jsonb_array_elements($2::jsonb) c
  ON CONFLICT (game_id, seq) DO NOTHING
  RETURNING 1
)
SELECT (SELECT count(*) FROM metas) AS metas, (SELECT count(*) FROM commands) AS commands`;

export class PgGameStore implements GameStore {
  private readonly records = new Map<string, GameRecord>();
  private readonly stored = new Map<string, Stored>();
  private readonly dirty = new Set<string>();
  /** Games whose room has closed, forgotten once finished and written (forgetIfDone). */
  private readonly released = new ReleasedGames(this.dirty, (id) => this.forgetIfDone(id));
  /** The batch that will write the saves asked for now (it starts when the one before it has finished). */
  private next: Promise<void> | null = null;
  private last: Promise<void> = Promise.resolve();

  private constructor(private readonly pool: pg.Pool) {}

  static async open(pool: pg.Pool, options: PgGameStoreOptions = {}): Promise<PgGameStore> {
    const store = new PgGameStore(pool);
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM games WHERE (status IN ('waiting', 'playing') OR (status = 'ended' AND NOT (meta ? 'rated')))
         AND ($1::text IS NULL OR owner = $1 OR owner IS NULL) ORDER BY updated_at`,
      [options.owner ?? null],
    );
    for (const { id } of rows) {
      const record = await store.read(id);
      if (record) store.remember(record);
    }
    return store;
  }

  get(id: string): GameRecord | undefined {
    return this.records.get(id);
  }

  unfinished(): GameRecord[] {
    return [...this.records.values()].filter((g) => isUnfinished(g.status));
  }

  unrated(): GameRecord[] {
    return [...this.records.values()].filter((g) => g.status === "ended" && !g.rated);
  }

  async finished(query: FinishedQuery): Promise<FinishedGame[]> {
    const { rows } = await this.pool.query<{ meta: GameMeta }>(
      `SELECT meta FROM games WHERE status = 'ended'
         AND ($1::bigint IS NULL OR player_ids @> ARRAY[$1::bigint]) AND ($2::text IS NULL OR meta->>'daily' = $2)
       ORDER BY updated_at DESC LIMIT $3`,
      [query.userId ?? null, query.daily ?? null, query.limit],
    );
    return rows.map((row) => finishedGameOf(row.meta)).filter((g): g is FinishedGame => g !== null);
  }

  async forUser(userId: number): Promise<GameRecord[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      "SELECT id FROM games WHERE status IN ('waiting', 'playing') AND player_ids @> ARRAY[$1::bigint] ORDER BY updated_at",
      [userId],
    );
    const games = await Promise.all(rows.map(({ id }) => this.load(id)));
    return games.filter((g): g is GameRecord => g !== undefined && isUnfinished(g.status));
  }

  /** The host from the record (host_user_id keeps the first one: a waiting game's host can change). */
  async liveGamesOf(userId: number): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM games WHERE status IN ('waiting', 'playing') AND (player_ids @> ARRAY[$1::bigint] OR (meta->>'hostUserId')::bigint = $1::bigint)",
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  async load(id: string): Promise<GameRecord | undefined> {
    return this.records.get(id) ?? (await this.read(id));
  }

  save(record: GameRecord): Promise<void> {
    record.updatedAt = new Date().toISOString();
    this.records.set(record.id, record);
    this.dirty.add(record.id);
    if (!this.next) {
      this.next = this.last.catch(() => {}).then(() => {
        this.next = null;
        return this.commit();
      });
      this.last = this.next;
    }
    return this.next;
  }

  release(id: string): void {
    this.released.release(id);
  }

  /** Drops a released game that is finished and written from memory (load() reads it from the database); false: kept. */
  private forgetIfDone(id: string): boolean {
    const record = this.records.get(id);
    if (record && (isUnfinished(record.status) || (record.status === "ended" && !record.rated))) return false;
    this.records.delete(id);
    this.stored.delete(id);
    return true;
  }

  async flush(): Promise<void> {
    while (this.next) await this.next.catch(() => {});
    await this.last.catch(() => {});
  }

  async close(): Promise<void> {
    await this.flush();
  }

  /** Writes what changed in every dirty game in one statement. On failure they stay dirty for the next batch. */
  private async commit(): Promise<void> {
    const ids = [...this.dirty];
    this.dirty.clear();
    await this.released.write(ids, () => this.write(ids));
  }

  private async write(ids: string[]): Promise<void> {
    const metas: GameMeta[] = [];
    const commands: { g: string; n: number; c: LoggedCommand }[] = [];
    const after = new Map<string, Stored>();
    for (const id of ids) {
      const record = this.records.get(id);
      if (!record) continue;
      // A game never stored yet has no meta written, so its row goes with its first commands.
      const stored = this.stored.get(id) ?? { commands: 0, meta: null };
      for (let n = stored.commands; n < record.log.length; n++) commands.push({ g: id, n, c: record.log[n]! });
      const stamp = metaStamp(record);
      if (!sameMeta(stored.meta, stamp)) metas.push(metaOf(record));
      after.set(id, { commands: record.log.length, meta: stamp });
    }
    if (metas.length === 0 && commands.length === 0) return;
    try {
      await this.pool.query(WRITE_BATCH, [JSON.stringify(metas), JSON.stringify(commands)]);
    } catch (error) {
      for (const id of ids) this.dirty.add(id);
      throw error;
    }
    for (const [id, stored] of after) this.stored.set(id, stored);
  }

  private remember(record: GameRecord): void {
    this.records.set(record.id, record);
    this.stored.set(record.id, { commands: record.log.length, meta: metaStamp(record) });
  }

  private read(id: string): Promise<GameRecord | undefined> {
    return readGame(this.pool, id);
  }
}

/** A game as stored: its row and its commands in order. */
export async function readGame(db: pg.Pool | pg.Client, id: string): Promise<GameRecord | undefined> {
  const game = await db.query<{ meta: GameMeta }>("SELECT meta FROM games WHERE id = $1", [id]);
  const meta = game.rows[0]?.meta;
  if (!meta) return undefined;
  const { rows } = await db.query<{ command: LoggedCommand }>("SELECT command FROM game_commands WHERE game_id = $1 ORDER BY seq", [id]);
  return { ...meta, log: rows.map((r) => r.command) };
}
