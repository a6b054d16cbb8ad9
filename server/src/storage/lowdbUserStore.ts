// The embedded account store (the default): DATA_DIR/users.json through lowdb, written compactly and only when an
// account is created. Logins and logouts only bump a session version: those go to DATA_DIR/sessions.log, one short
// appended line each ({"u": id, "v": version}), and are folded into users.json at the next start. Which games a
// user joined lives in the game records, not here. Durable means handed to the OS (survives a process crash);
// lowdb's writer replaces users.json atomically (temporary file + rename).
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Low } from "lowdb";
import { DataFile } from "lowdb/node";
import { AccountTakenError, type UserRecord, type UserStore } from "./types.js";

interface UsersFile {
  nextId: number;
  users: UserRecord[];
}

export class LowdbUserStore implements UserStore {
  private readonly byIdIndex = new Map<number, UserRecord>();
  private readonly byNameIndex = new Map<string, UserRecord>();
  private readonly byEmailIndex = new Map<string, UserRecord>();
  private sessionsFd: number | null = null;

  private constructor(
    private readonly db: Low<UsersFile>,
    private readonly sessionsFile: string,
  ) {
    for (const user of db.data.users) this.index(user);
  }

  static async open(dataDir: string): Promise<LowdbUserStore> {
    const file = path.join(dataDir, "users.json");
    const db = new Low<UsersFile>(new DataFile<UsersFile>(file, { parse: JSON.parse, stringify: (data) => JSON.stringify(data) }), { nextId: 1, users: [] });
    await db.read();
    const store = new LowdbUserStore(db, path.join(dataDir, "sessions.log"));
    await store.foldSessions();
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

  async addGame(userId: number, gameId: string): Promise<void> {
    const user = this.byIdIndex.get(userId);
    if (user && !user.gamesJoined.includes(gameId)) user.gamesJoined.push(gameId);
  }

  async close(): Promise<void> {
    if (this.sessionsFd !== null) fs.closeSync(this.sessionsFd);
    this.sessionsFd = null;
  }

  private index(user: UserRecord): void {
    this.byIdIndex.set(user.id, user);
    this.byNameIndex.set(user.username.toLowerCase(), user);
    if (user.email) this.byEmailIndex.set(user.email.toLowerCase(), user);
  }

  /** Applies the session versions logged since the last start, writes users.json once, then drops the log. */
  private async foldSessions(): Promise<void> {
    let text: string;
    try {
      text = await fsp.readFile(this.sessionsFile, "utf8");
    } catch {
      return;
    }
    for (const line of text.split("\n")) {
      try {
        const { u, v } = JSON.parse(line) as { u: number; v: number };
        const user = this.byIdIndex.get(u);
        if (user && v > user.sessionVersion) user.sessionVersion = v;
      } catch {
        // an empty or torn line: nothing to apply
      }
    }
    await this.db.write();
    await fsp.rm(this.sessionsFile);
  }
}
