// The embedded account store (the default): DATA_DIR/users.json through lowdb, written compactly and only when an
// account is created. Logins and logouts only bump a session version: those go to DATA_DIR/sessions.log, one short
// appended line each ({"u": id, "v": version}), and are folded into users.json at the next start. Which games a
// user joined lives in the game records, not here. A rated game is one appended line in
// DATA_DIR/ratings.log ({"g": game id, "r": [[user id, rating, rd, vol, games, rated at], ...], "m": board, "mr": the
// same for the board's ratings}), folded into users.json (the
// ratings, and the game ids already rated, so that a game is never rated twice) at the next start. Durable means handed to the OS (survives a process crash);
// users.json is replaced atomically (temporary file + rename), readable by the server's user only (storage/privateFiles.ts).
// A full disk: an account that cannot be written is taken back out of memory, and an append that cannot be written
// whole is cut back off (AppendFile), so a registration, login or rating either happened on disk or not at all.
import fsp from "node:fs/promises";
import path from "node:path";
import { Low } from "lowdb";
import { AppendFile } from "./appendFile.js";
import { PRIVATE_MODE, PrivateJsonFile } from "./privateFiles.js";
import type { Language } from "../../../shared-rules/protocol/index.js";
import { AccountTakenError, type MapRatingUpdate, type MapRatings, type RatedAccount, type Rating, type RatingUpdate, type UserRecord, type UserStore } from "./types.js";

/** An account as users.json keeps it: with its rating once it has one, and its rating on each board it was rated on. */
type StoredUser = UserRecord & { rating?: Rating; mapRatings?: Record<string, Rating> };

type RatingTuple = [userId: number, rating: number, rd: number, vol: number, games: number, ratedAt?: string];

interface UsersFile {
  nextId: number;
  users: StoredUser[];
  /** Ids of the games whose results are in the ratings. */
  ratedGames?: string[];
  /** Set once the games rated before per-board ratings existed have been replayed into them (replayMapRatings). */
  mapRatingsReplayed?: boolean;
}

/** One line of ratings.log: a game and the new ratings it gave. */
interface RatedLine {
  g: string;
  r: RatingTuple[];
  /** The game's board and its people's new ratings there (absent in lines from before per-board ratings). */
  m?: string;
  mr?: RatingTuple[];
}

function toTuples(ratings: Iterable<[number, Rating]>): RatingTuple[] {
  return [...ratings].map(([id, r]) => (r.ratedAt ? [id, r.rating, r.rd, r.vol, r.games, r.ratedAt] : [id, r.rating, r.rd, r.vol, r.games]));
}

function fromTuple([, rating, rd, vol, games, ratedAt]: RatingTuple): Rating {
  return { rating, rd, vol, games, ...(ratedAt ? { ratedAt } : {}) };
}

export class LowdbUserStore implements UserStore {
  private readonly byIdIndex = new Map<number, StoredUser>();
  private readonly ratedGames: Set<string>;
  private ratingsLog: AppendFile | null = null;
  private readonly byNameIndex = new Map<string, UserRecord>();
  private readonly byEmailIndex = new Map<string, UserRecord>();
  private sessionsLog: AppendFile | null = null;

  private constructor(
    private readonly db: Low<UsersFile>,
    private readonly sessionsFile: string,
    private readonly ratingsFile: string,
  ) {
    for (const user of db.data.users) this.index(user);
    this.ratedGames = new Set(db.data.ratedGames ?? []);
  }

  static async open(dataDir: string): Promise<LowdbUserStore> {
    const file = path.join(dataDir, "users.json");
    const db = new Low<UsersFile>(new PrivateJsonFile<UsersFile>(file), { nextId: 1, users: [] });
    await db.read();
    const store = new LowdbUserStore(db, path.join(dataDir, "sessions.log"), path.join(dataDir, "ratings.log"));
    const sessions = await store.foldSessions();
    const ratings = await store.foldRatings();
    if (sessions || ratings) {
      store.db.data.ratedGames = [...store.ratedGames];
      await db.write();
    }
    await fsp.rm(store.sessionsFile, { force: true });
    await fsp.rm(store.ratingsFile, { force: true });
    return store;
  }

  async byId(id: number): Promise<UserRecord | undefined> {
    return this.byIdIndex.get(id);
  }

  async byUsername(username: string): Promise<UserRecord | undefined> {
    return this.byNameIndex.get(username.toLowerCase());
  }

  async byEmail(email: string): Promise<UserRecord | undefined> {
    return this.byEmailIndex.get(email.toLowerCase());
  }

  async create(username: string, passwordHash: string, email: string | null): Promise<UserRecord> {
    if (this.byNameIndex.has(username.toLowerCase())) throw new AccountTakenError("username");
    if (email && this.byEmailIndex.has(email.toLowerCase())) throw new AccountTakenError("email");
    const user: UserRecord = {
      id: this.db.data.nextId,
      username,
      passwordHash,
      email,
      createdAt: new Date().toISOString(),
      sessionVersion: 0,
      language: null,
    };
    this.db.data.nextId += 1;
    this.db.data.users.push(user);
    this.index(user);
    try {
      await this.db.write();
    } catch (error) {
      // Not saved (the disk is full): the account never existed, here either. users.json is untouched (lowdb writes
      // a temporary file and renames it over the old one only once it is whole).
      this.db.data.users = this.db.data.users.filter((u) => u !== user);
      this.byIdIndex.delete(user.id);
      this.byNameIndex.delete(username.toLowerCase());
      if (email) this.byEmailIndex.delete(email.toLowerCase());
      throw error;
    }
    return user;
  }

  async bumpSession(user: UserRecord): Promise<number> {
    const version = user.sessionVersion + 1;
    this.sessionsLog ??= AppendFile.open(this.sessionsFile, PRIVATE_MODE);
    this.sessionsLog.append(JSON.stringify({ u: user.id, v: version }) + "\n");
    user.sessionVersion = version;
    return version;
  }

  /**
   * The session is bumped first (its log line is on disk when append returns): should users.json then not be
   * written (a full disk), every older token is void anyway and the old hash stays; the person logs in again with it.
   */
  async changePassword(user: UserRecord, passwordHash: string): Promise<number> {
    const version = await this.bumpSession(user);
    const stored = this.byIdIndex.get(user.id);
    if (!stored) return version;
    await this.rewrite(stored, "passwordHash", passwordHash);
    user.passwordHash = passwordHash;
    return version;
  }

  /**
   * The session is bumped first (on disk when append returns): should users.json then not be written, every token is
   * void anyway and the deletion can be asked again.
   */
  async deleteAccount(user: UserRecord): Promise<number> {
    const version = await this.bumpSession(user);
    const stored = this.byIdIndex.get(user.id);
    if (!stored) return version;
    const before = { ...stored };
    if (stored.email) this.byEmailIndex.delete(stored.email.toLowerCase());
    Object.assign(stored, { passwordHash: "", email: null, language: null, deletedAt: new Date().toISOString() });
    delete stored.rating;
    delete stored.mapRatings;
    try {
      await this.db.write();
    } catch (error) {
      // not on disk (a full disk): memory goes back to what the file holds
      delete stored.deletedAt;
      Object.assign(stored, before);
      if (stored.email) this.byEmailIndex.set(stored.email.toLowerCase(), stored);
      throw error;
    }
    if (stored !== user) Object.assign(user, { passwordHash: "", email: null, language: null, deletedAt: stored.deletedAt });
    return version;
  }

  async deletedAmong(userIds: readonly number[]): Promise<Set<number>> {
    return new Set(userIds.filter((id) => this.byIdIndex.get(id)?.deletedAt !== undefined));
  }

  async releaseName(user: UserRecord): Promise<void> {
    const stored = this.byIdIndex.get(user.id);
    if (!stored?.deletedAt) return;
    const name = stored.username;
    // "~" is outside the username pattern: the row's new name can never clash with a registration
    stored.username = `~${stored.id}`;
    this.byNameIndex.delete(name.toLowerCase());
    this.byNameIndex.set(stored.username, stored);
    try {
      await this.db.write();
    } catch (error) {
      this.byNameIndex.delete(stored.username);
      stored.username = name;
      this.byNameIndex.set(name.toLowerCase(), stored);
      throw error;
    }
    user.username = stored.username;
  }

  /** Rare (a person picks a language now and then), so users.json is rewritten rather than given a log of its own. */
  async setLanguage(user: UserRecord, language: Language): Promise<void> {
    const stored = this.byIdIndex.get(user.id);
    if (!stored) return;
    await this.rewrite(stored, "language", language);
    user.language = language;
  }

  /**
   * One field of a stored account, and users.json rewritten. Not on disk (a full disk): memory goes back to what the
   * file holds, so nothing unsaved is answered later.
   */
  private async rewrite<K extends "passwordHash" | "language">(stored: UserRecord, field: K, value: UserRecord[K]): Promise<void> {
    const before = stored[field];
    stored[field] = value;
    try {
      await this.db.write();
    } catch (error) {
      stored[field] = before;
      throw error;
    }
  }

  async ratings(userIds: readonly number[]): Promise<Map<number, Rating>> {
    return this.ratingsNow(userIds);
  }

  async mapRatings(map: string, userIds: readonly number[]): Promise<Map<number, Rating>> {
    return this.mapRatingsNow(map, userIds);
  }

  async replayMapRatings(replay: (ratedGameIds: string[]) => Promise<MapRatings>): Promise<boolean> {
    if (this.db.data.mapRatingsReplayed) return false;
    const ratings = await replay([...this.ratedGames]);
    for (const [map, byUser] of ratings) {
      for (const [id, rating] of byUser) {
        const user = this.byIdIndex.get(id);
        if (user) user.mapRatings = { ...user.mapRatings, [map]: rating };
      }
    }
    this.db.data.mapRatingsReplayed = true;
    await this.db.write();
    return true;
  }

  async rateGame(gameId: string, userIds: readonly number[], update: RatingUpdate, perMap?: MapRatingUpdate): Promise<boolean> {
    // Read, compute, log and apply without an await in between: no other rating can slip in (one process).
    if (this.ratedGames.has(gameId)) return false;
    const next = update(this.ratingsNow(userIds));
    const line: RatedLine = { g: gameId, r: toTuples(next) };
    if (perMap) {
      line.m = perMap.map;
      line.mr = toTuples(perMap.update(this.mapRatingsNow(perMap.map, userIds)));
    }
    this.ratingsLog ??= AppendFile.open(this.ratingsFile, PRIVATE_MODE);
    this.ratingsLog.append(JSON.stringify(line) + "\n");
    this.applyRated(line);
    return true;
  }

  async leaderboard(limit: number, map?: string): Promise<RatedAccount[]> {
    const rated: RatedAccount[] = [];
    for (const user of this.byIdIndex.values()) {
      const rating = map === undefined ? user.rating : user.mapRatings?.[map];
      // a deleted account stays off the board, whatever ratings.log folds back at a start or a later game adds
      if (rating && !user.deletedAt) rated.push({ userId: user.id, username: user.username, ...rating });
    }
    return rated.sort((a, b) => b.rating - a.rating || a.username.localeCompare(b.username)).slice(0, limit);
  }

  async close(): Promise<void> {
    this.sessionsLog?.close();
    this.sessionsLog = null;
    this.ratingsLog?.close();
    this.ratingsLog = null;
  }

  /** Synchronous on purpose (see rateGame). */
  private ratingsNow(userIds: readonly number[]): Map<number, Rating> {
    const found = new Map<number, Rating>();
    for (const id of userIds) {
      const rating = this.byIdIndex.get(id)?.rating;
      if (rating) found.set(id, { ...rating });
    }
    return found;
  }

  private mapRatingsNow(map: string, userIds: readonly number[]): Map<number, Rating> {
    const found = new Map<number, Rating>();
    for (const id of userIds) {
      const rating = this.byIdIndex.get(id)?.mapRatings?.[map];
      if (rating) found.set(id, { ...rating });
    }
    return found;
  }

  private applyRated(line: RatedLine): void {
    this.ratedGames.add(line.g);
    for (const tuple of line.r) {
      const user = this.byIdIndex.get(tuple[0]);
      if (user) user.rating = fromTuple(tuple);
    }
    const map = line.m;
    if (typeof map !== "string" || !Array.isArray(line.mr)) return;
    for (const tuple of line.mr) {
      const user = this.byIdIndex.get(tuple[0]);
      if (user) user.mapRatings = { ...user.mapRatings, [map]: fromTuple(tuple) };
    }
  }

  private index(user: UserRecord): void {
    // Accounts written before languages existed have no field: they have not chosen.
    user.language ??= null;
    // Accounts written before it carry the list of games they joined, which grew with every join: dropped.
    delete (user as { gamesJoined?: unknown }).gamesJoined;
    this.byIdIndex.set(user.id, user);
    this.byNameIndex.set(user.username.toLowerCase(), user);
    if (user.email) this.byEmailIndex.set(user.email.toLowerCase(), user);
  }

  /** Applies the session versions logged since the last start (users.json is written once by open()). */
  private foldSessions(): Promise<boolean> {
    return foldLines<{ u: number; v: number }>(this.sessionsFile, ({ u, v }) => {
      const user = this.byIdIndex.get(u);
      if (user && v > user.sessionVersion) user.sessionVersion = v;
    });
  }

  /**
   * Applies the games rated since the last start, in the order they were rated. A torn last write was never
   * acknowledged, so that game is rated again at start-up.
   */
  private foldRatings(): Promise<boolean> {
    return foldLines<RatedLine>(this.ratingsFile, (line) => {
      if (typeof line.g === "string" && Array.isArray(line.r) && !this.ratedGames.has(line.g)) this.applyRated(line);
    });
  }
}

/** Feeds each JSON line of an append-only log to `apply`, skipping empty and torn lines; false when there is no log. */
async function foldLines<T>(file: string, apply: (line: T) => void): Promise<boolean> {
  let text: string;
  try {
    text = await fsp.readFile(file, "utf8");
  } catch {
    return false;
  }
  for (const row of text.split("\n")) {
    try {
      apply(JSON.parse(row) as T);
    } catch {
      // an empty or torn line: nothing to apply
    }
  }
  return true;
}
