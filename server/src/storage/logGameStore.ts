// The embedded game store (the default): one append-only log per game, DATA_DIR/games/<id>.log, in JSON lines.
//   {"c": <command>, "n": <index in the log>}   one line per command, never rewritten
//   {"m": <the record without its log>}          written when anything else changed (status, seats, chat, result)
// Group commit: every save asked for within one tick is written in the same setImmediate, one write() per game
// that changed, and all of their promises resolve together. "Durable" means handed to the OS (the write returned):
// that survives a crash of this process (kill -9, OOM) but not a power loss. With fsync on (STORAGE_FSYNC=1) every
// batch is also fdatasync'ed before its saves resolve, which survives a power loss at the cost of a disk flush
// per tick (see README for what each costs).
// Start-up reads only games/*.log (unfinished games, and ended ones not rated yet); a game that has ended and been
// rated is moved to games/finished/ and read on demand, after one line summing it up (FinishedGame: for histories and
// the daily leaderboard) is appended to games/finished.index, which start-up reads whole. A torn last line (the process died in the middle of a write) is cut off when the log is read.
// A full disk: an append that cannot be written whole is cut back off (AppendFile), the game stays dirty and its
// save fails, so nothing of it is acknowledged; the outbox retries until space returns (no restart needed).
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { LoggedCommand } from "../../../shared-rules/src/index.js";
import { isUnfinished, type GameRecord } from "../domain/records.js";
import { finishedGameOf, matchesQuery, type FinishedGame, type FinishedQuery } from "../domain/finishedGame.js";
import { metaOf, metaStamp, sameMeta, type GameMeta, type MetaStamp } from "./gameMeta.js";
import type { GameStore } from "./types.js";
import { errorField, log as logger } from "../monitoring/log.js";
import { AppendFile } from "./appendFile.js";
import { ReleasedGames } from "./releasedGames.js";

type Entry = { m: GameMeta } | { c: LoggedCommand; n: number };

/** What is on disk for one game. */
interface LogFile {
  file: string;
  appender: AppendFile | null;
  /** Commands already in the file. */
  commands: number;
  /** The meta last written (null: none yet). */
  meta: MetaStamp | null;
}

export interface LogGameStoreOptions {
  /** fdatasync every batch before its saves resolve. */
  fsync: boolean;
}

export class LogGameStore implements GameStore {
  private readonly records = new Map<string, GameRecord>();
  private readonly files = new Map<string, LogFile>();
  private readonly dirty = new Set<string>();
  /** Games whose room has closed, forgotten once finished and written (forgetIfDone). */
  private readonly released = new ReleasedGames(this.dirty, (id) => this.forgetIfDone(id));
  /** Every finished game's summary, oldest first (games/finished.index). */
  private readonly summaries = new Map<string, FinishedGame>();
  private batch: Promise<void> | null = null;
  /** games/finished.index, opened at the first retirement. */
  private index: AppendFile | null = null;
  /** The newest batch: a batch resolves only after the one before it (fsync of batches may overlap). */
  private previous: Promise<void> = Promise.resolve();

  private constructor(
    private readonly dir: string,
    private readonly options: LogGameStoreOptions,
  ) {}

  private get finishedDir(): string {
    return path.join(this.dir, "finished");
  }

  /** Opens DATA_DIR/games and reads the unfinished games (converting game files of the older one-JSON format). */
  static async open(dataDir: string, options: LogGameStoreOptions = { fsync: false }): Promise<LogGameStore> {
    const dir = path.join(dataDir, "games");
    const store = new LogGameStore(dir, options);
    await fsp.mkdir(store.finishedDir, { recursive: true });
    await store.readSummaries();
    for (const name of await fsp.readdir(dir)) {
      if (name.endsWith(".json")) await store.convertLegacy(path.join(dir, name));
    }
    for (const name of await fsp.readdir(dir)) {
      if (!name.endsWith(".log")) continue;
      const file = path.join(dir, name);
      try {
        const read = await readLog(file);
        if (!read) continue;
        const { record, commands, meta } = read;
        store.files.set(record.id, { file, appender: null, commands, meta });
        if (isUnfinished(record.status) || awaitsRating(record)) store.records.set(record.id, record);
        else store.retire(record); // it ended (and was rated) just before a crash, before it was moved
      } catch (error) {
        logger.warn({ file: name, err: errorField(error) }, "skipping an unreadable game log");
      }
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
    return [...this.records.values()].filter(awaitsRating);
  }

  async finished(query: FinishedQuery): Promise<FinishedGame[]> {
    const found: FinishedGame[] = [];
    const newestFirst = [...this.summaries.values()].reverse();
    for (const game of newestFirst) {
      if (found.length >= query.limit) break;
      if (matchesQuery(game, query)) found.push(game);
    }
    return found;
  }

  async forUser(userId: number): Promise<GameRecord[]> {
    return this.unfinished().filter((g) => g.seats.some((s) => s.userId === userId));
  }

  async liveGamesOf(userId: number): Promise<number> {
    return this.unfinished().filter((g) => g.hostUserId === userId || g.seats.some((s) => s.userId === userId)).length;
  }

  async load(id: string): Promise<GameRecord | undefined> {
    const inMemory = this.records.get(id);
    if (inMemory) return inMemory;
    for (const file of [this.fileOf(this.finishedDir, id), this.fileOf(this.dir, id)]) {
      const read = await readLog(file).catch(() => null);
      if (read) return read.record;
    }
    return undefined;
  }

  save(record: GameRecord): Promise<void> {
    record.updatedAt = new Date().toISOString();
    this.records.set(record.id, record);
    this.dirty.add(record.id);
    if (!this.batch) {
      const after = this.previous;
      this.batch = new Promise<void>((resolve, reject) => {
        setImmediate(() => {
          this.batch = null;
          this.commit().then(() => after.then(resolve), reject);
        });
      });
      this.previous = this.batch.catch(() => {});
    }
    return this.batch;
  }

  release(id: string): void {
    this.released.release(id);
  }

  /** Drops a released game that is finished and durable from memory (its log is in finished/, load() reads it); false: kept. */
  private forgetIfDone(id: string): boolean {
    const record = this.records.get(id);
    if (record && (isUnfinished(record.status) || awaitsRating(record))) return false;
    const log = this.files.get(id);
    // Not moved to finished/ yet (its move failed): the next start retires it, and a later save needs this entry.
    if (log && path.dirname(log.file) !== this.finishedDir) return false;
    log?.appender?.close();
    this.files.delete(id);
    this.records.delete(id);
    return true;
  }

  /** Waits for the batches on their way; one that failed (a full disk) was answered to its saves, not here. */
  async flush(): Promise<void> {
    await (this.batch ?? this.previous).catch(() => {});
    await this.previous;
  }

  async close(): Promise<void> {
    await this.flush();
    for (const log of this.files.values()) {
      log.appender?.close();
      log.appender = null;
    }
    this.index?.close();
    this.index = null;
  }

  /**
   * Writes what changed in each dirty game: one append per game, then (optionally) one fdatasync per game. A game
   * whose append fails (the disk is full) is left as it was on disk and stays dirty; the others are written, and the
   * batch fails, so its saves are asked again (GameMaster's outbox retries) and nothing of that game is acknowledged.
   */
  private async commit(): Promise<void> {
    const ids = [...this.dirty];
    this.dirty.clear();
    await this.released.write(ids, () => this.write(ids));
  }

  private async write(ids: string[]): Promise<void> {
    const written: number[] = [];
    const ended: GameRecord[] = [];
    let failure: unknown = null;
    for (const id of ids) {
      const record = this.records.get(id);
      if (!record) continue;
      const log = this.logOf(id);
      const entries = this.newEntries(record, log);
      if (entries.chunk === "") continue;
      try {
        log.appender ??= AppendFile.open(log.file);
        log.appender.append(entries.chunk);
      } catch (error) {
        failure ??= error;
        this.dirty.add(id);
        continue;
      }
      log.commands = entries.commands;
      log.meta = entries.meta;
      written.push(log.appender.fd);
      if (!isUnfinished(record.status) && !awaitsRating(record)) ended.push(record);
    }
    if (this.options.fsync) await Promise.all(written.map((fd) => new Promise<void>((ok, fail) => fs.fdatasync(fd, (e) => (e ? fail(e) : ok())))));
    for (const record of ended) {
      try {
        this.retire(record);
      } catch (error) {
        // Its log is whole where it is: the next start finds it ended and rated, and retires it then.
        logger.warn({ game: record.id, err: errorField(error) }, "could not move a finished game's log");
      }
    }
    if (failure) throw failure;
  }

  /** What the log lacks of `record`: the lines to append, and what the log holds once they are. */
  private newEntries(record: GameRecord, log: LogFile): { chunk: string; commands: number; meta: MetaStamp | null } {
    let chunk = "";
    for (let n = log.commands; n < record.log.length; n++) chunk += JSON.stringify({ c: record.log[n], n } satisfies Entry) + "\n";
    const stamp = metaStamp(record);
    if (!sameMeta(log.meta, stamp)) chunk += JSON.stringify({ m: metaOf(record) } satisfies Entry) + "\n";
    return { chunk, commands: record.log.length, meta: stamp };
  }

  private logOf(id: string): LogFile {
    let log = this.files.get(id);
    if (!log) {
      log = { file: this.fileOf(this.dir, id), appender: null, commands: 0, meta: null };
      this.files.set(id, log);
    }
    return log;
  }

  /**
   * Moves an ended game's log to finished/, out of start-up's way, its summary indexed first (a crash in between
   * indexes it again at the next start: the index keeps the last line per game). Later saves (chat after the end)
   * append to the moved log. Synchronous like the batch's writes: it runs inside a batch, and every later batch
   * (every game's acknowledgments) waits for that one, so an asynchronous call here queued all of them behind
   * whatever held libuv's thread pool (bcrypt, other file work): one game's end held up every game's replies.
   */
  private retire(record: GameRecord): void {
    const id = record.id;
    const log = this.files.get(id);
    if (!log || path.dirname(log.file) === this.finishedDir) return;
    const summary = finishedGameOf(record);
    if (summary) {
      this.index ??= AppendFile.open(this.indexFile);
      this.index.append(JSON.stringify(summary) + "\n");
      this.summaries.delete(id);
      this.summaries.set(id, summary);
    }
    log.appender?.close();
    log.appender = null;
    const target = this.fileOf(this.finishedDir, id);
    fs.renameSync(log.file, target);
    log.file = target;
  }

  private get indexFile(): string {
    return path.join(this.dir, "finished.index");
  }

  /** Reads games/finished.index; a store from before the index builds it once from the finished logs. */
  private async readSummaries(): Promise<void> {
    let text: string;
    try {
      text = await fsp.readFile(this.indexFile, "utf8");
    } catch {
      await this.buildIndex();
      return;
    }
    for (const line of text.split("\n")) {
      try {
        const summary = JSON.parse(line) as FinishedGame;
        this.summaries.delete(summary.id);
        this.summaries.set(summary.id, summary);
      } catch {
        // an empty or torn line: that game is indexed again if it is retired again, else it is missing from histories
      }
    }
  }

  private async buildIndex(): Promise<void> {
    const found: FinishedGame[] = [];
    for (const name of await fsp.readdir(this.finishedDir)) {
      if (!name.endsWith(".log")) continue;
      const read = await readLog(path.join(this.finishedDir, name)).catch(() => null);
      const summary = read ? finishedGameOf(read.record) : null;
      if (summary) found.push(summary);
    }
    found.sort((a, b) => a.endedAt.localeCompare(b.endedAt));
    for (const summary of found) this.summaries.set(summary.id, summary);
    await fsp.writeFile(this.indexFile, found.map((s) => JSON.stringify(s) + "\n").join(""));
  }

  /** The format before the log: one JSON file per game, rewritten whole. Becomes a log (then the file goes). */
  private async convertLegacy(file: string): Promise<void> {
    try {
      const record = JSON.parse(await fsp.readFile(file, "utf8")) as GameRecord | null;
      if (record?.id) {
        const log: LogFile = { file: this.fileOf(isUnfinished(record.status) ? this.dir : this.finishedDir, record.id), appender: null, commands: 0, meta: null };
        await fsp.writeFile(log.file, this.newEntries(record, log).chunk);
      }
      await fsp.rm(file);
    } catch (error) {
      logger.warn({ file, err: errorField(error) }, "skipping an unreadable game file");
    }
  }

  private fileOf(dir: string, id: string): string {
    // Room ids are generated by Colyseus (alphanumeric); keep the file name safe anyway.
    return path.join(dir, `${id.replace(/[^A-Za-z0-9_-]/g, "_")}.log`);
  }
}

/** An ended game whose result has not been through the ratings yet: it stays in games/ (and in memory) until it has. */
function awaitsRating(record: GameRecord): boolean {
  return record.status === "ended" && !record.rated;
}

/**
 * Reads a game log. Lines are applied in order; the first line that does not parse ends the log (a torn last write:
 * the process died mid-write) and the file is cut back to the last whole line, so later appends start clean.
 */
export async function readLog(file: string): Promise<{ record: GameRecord; commands: number; meta: MetaStamp } | null> {
  const text = await fsp.readFile(file, "utf8");
  let meta: GameMeta | null = null;
  const log: LoggedCommand[] = [];
  let good = 0;
  while (good < text.length) {
    const end = text.indexOf("\n", good);
    if (end < 0) break;
    let entry: Entry;
    try {
      entry = JSON.parse(text.slice(good, end)) as Entry;
    } catch {
      break;
    }
    if ("m" in entry) meta = entry.m;
    else if (entry.n === log.length) log.push(entry.c);
    good = end + 1;
  }
  if (good < text.length) {
    logger.warn({ file: path.basename(file), characters: text.length - good }, "cutting a torn tail off a game log");
    await fsp.truncate(file, Buffer.byteLength(text.slice(0, good)));
  }
  if (!meta) return null;
  const record: GameRecord = { ...meta, log };
  return { record, commands: log.length, meta: metaStamp(record) };
}
