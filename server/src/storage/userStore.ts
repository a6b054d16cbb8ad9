// Adapter over lowdb for accounts: one JSON file, written atomically by lowdb's steno writer.
import path from "node:path";
import { JSONFilePreset } from "lowdb/node";
import type { Low } from "lowdb";

export interface UserRecord {
  id: number;
  username: string;
  /** bcrypt hash; it carries its own salt. */
  passwordHash: string;
  email: string | null;
  createdAt: string;
  /** Room ids of the games this user sat down in. */
  gamesJoined: string[];
  /** Bumped at every login and logout: tokens carrying an older version are no longer accepted. */
  sessionVersion: number;
}

interface UsersFile {
  nextId: number;
  users: UserRecord[];
}

export class UserStore {
  private constructor(private readonly db: Low<UsersFile>) {}

  static async open(dataDir: string): Promise<UserStore> {
    const db = await JSONFilePreset<UsersFile>(path.join(dataDir, "users.json"), { nextId: 1, users: [] });
    return new UserStore(db);
  }

  byId(id: number): UserRecord | undefined {
    return this.db.data.users.find((u) => u.id === id);
  }

  /** Usernames are unique regardless of case. */
  byUsername(username: string): UserRecord | undefined {
    const wanted = username.toLowerCase();
    return this.db.data.users.find((u) => u.username.toLowerCase() === wanted);
  }

  async create(username: string, passwordHash: string, email: string | null): Promise<UserRecord> {
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
    await this.db.write();
    return user;
  }

  async bumpSession(user: UserRecord): Promise<number> {
    user.sessionVersion += 1;
    await this.db.write();
    return user.sessionVersion;
  }

  async addGame(userId: number, gameId: string): Promise<void> {
    const user = this.byId(userId);
    if (!user || user.gamesJoined.includes(gameId)) return;
    user.gamesJoined.push(gameId);
    await this.db.write();
  }
}
