// The embedded account store (the default): DATA_DIR/users.json through lowdb, written compactly and only when an
// account is created. Logins and logouts only bump a session version: those go to DATA_DIR/sessions.log, one short
// appended line each ({"u": id, "v": version}), and are folded into users.json at the next start. Which games a
// user joined lives in the game records, not here. A rated game is one appended line in
// DATA_DIR/ratings.log ({"g": game id, "r": [[user id, rating, rd, vol, games, rated at], ...]}), folded into users.json (the
// ratings, and the game ids already rated, so that a game is never rated twice) at the next start. Durable means handed to the OS (survives a process crash);
// lowdb's writer replaces users.json atomically (temporary file + rename).
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Low } from "lowdb";
import { DataFile } from "lowdb/node";
import type { Language } from "../../../shared-rules/protocol/index.js";
import { AccountTakenError, type RatedAccount, type Rating, type RatingUpdate, type UserRecord, type UserStore } from "./types.js";

/** An account as users.json keeps it: with its rating once it has one. */
type StoredUser = UserRecord & { rating?: Rating };

interface UsersFile {
  nextId: number;
  users: StoredUser[];
  /** Ids of the games whose results are in the ratings. */
  ratedGames?: string[];
}

/** One line of ratings.log: a game and the new ratings it gave. */
interface RatedLine {
  g: string;
  r: [userId: number, rating: number, rd: number, vol: number, games: number, ratedAt?: string][];
}

export class LowdbUserStore implements UserStore {
  private readonly byIdIndex = new Map<number, StoredUser>();
  private readonly ratedGames: Set<string>;
  private ratingsFd: number | null = null;
  private readonly byNameIndex = new Map<string, UserRecord>();
  private readonly byEmailIndex = new Map<string, UserRecord>();
  private sessionsFd: number | null = null;

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
    const db = new Low<UsersFile>(new DataFile<UsersFile>(file, { parse: JSON.parse, stringify: (data) => JSON.stringify(data) }), { nextId: 1, users: [] });
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
      gamesJoined: [],
      sessionVersion: 0,
      language: null,
    };
    this.db.data.nextId += 1;
    this.db.data.users.push(user);
    this.index(user);
    await this.db.write();
    return user;
  }

  async bumpSession(user: UserRecord): Promise<number> {
    user.sessionVersion += 1;
    this.sessionsFd ??= fs.openSync(this.sessionsFile, "a");
    fs.writeSync(this.sessionsFd, JSON.stringify({ u: user.id, v: user.sessionVersion }) + "\n");
    return user.sessionVersion;
  }

  /** Rare (a person picks a language now and then), so users.json is rewritten rather than given a log of its own. */
  async setLanguage(user: UserRecord, language: Language): Promise<void> {
    const stored = this.byIdIndex.get(user.id);
    if (stored) stored.language = language;
    user.language = language;
    await this.db.write();
  }

  async addGame(userId: number, gameId: string): Promise<void> {
    const user = this.byIdIndex.get(userId);
    if (user && !user.gamesJoined.includes(gameId)) user.gamesJoined.push(gameId);
  }

  async ratings(userIds: readonly number[]): Promise<Map<number, Rating>> {
    return this.ratingsNow(userIds);
  }

  async rateGame(gameId: string, userIds: readonly number[], update: RatingUpdate): Promise<boolean> {
    // Read, compute, log and apply without an await in between: no other rating can slip in (one process).
    if (this.ratedGames.has(gameId)) return false;
    const next = update(this.ratingsNow(userIds));
    const line: RatedLine = { g: gameId, r: [...next].map(([id, r]) => (r.ratedAt ? [id, r.rating, r.rd, r.vol, r.games, r.ratedAt] : [id, r.rating, r.rd, r.vol, r.games])) };
    this.ratingsFd ??= fs.openSync(this.ratingsFile, "a");
    fs.writeSync(this.ratingsFd, JSON.stringify(line) + "\n");
    this.applyRated(line);
    return true;
  }

  async leaderboard(limit: number): Promise<RatedAccount[]> {
    const rated: RatedAccount[] = [];
    for (const user of this.byIdIndex.values()) if (user.rating) rated.push({ userId: user.id, username: user.username, ...user.rating });
    return rated.sort((a, b) => b.rating - a.rating || a.username.localeCompare(b.username)).slice(0, limit);
  }

  async close(): Promise<void> {
    if (this.sessionsFd !== null) fs.closeSync(this.sessionsFd);
    this.sessionsFd = null;
    if (this.ratingsFd !== null) fs.closeSync(this.ratingsFd);
    this.ratingsFd = null;
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

  private applyRated(line: RatedLine): void {
    this.ratedGames.add(line.g);
    for (const [id, rating, rd, vol, games, ratedAt] of line.r) {
      const user = this.byIdIndex.get(id);
      if (user) user.rating = { rating, rd, vol, games, ...(ratedAt ? { ratedAt } : {}) };
    }
  }

  private index(user: UserRecord): void {
    // Accounts written before languages existed have no field: they have not chosen.
    user.language ??= null;
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
