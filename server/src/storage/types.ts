// The two storage interfaces the server talks to. Every backend implements both with the same meaning, which
// server/test/storageContract.test.ts checks for each of them.
import type { GameRecord } from "../domain/records.js";

export interface UserRecord {
  id: number;
  username: string;
  /** bcrypt hash; it carries its own salt. */
  passwordHash: string;
  email: string | null;
  createdAt: string;
  /** Room ids of the games this user sat down in (kept in memory; the game records are the durable truth). */
  gamesJoined: string[];
  /** Bumped at every login and logout: tokens carrying an older version are no longer accepted. */
  sessionVersion: number;
}

export interface UserStore {
  byId(id: number): UserRecord | undefined;
  /** Usernames are unique regardless of case. */
  byUsername(username: string): UserRecord | undefined;
  /** Emails are unique regardless of case (the design: a username or email already registered → "invalid input"). */
  byEmail(email: string): UserRecord | undefined;
  /** Resolves once the account is durable. */
  create(username: string, passwordHash: string, email: string | null): Promise<UserRecord>;
  /** Resolves with the new version once it is durable. */
  bumpSession(user: UserRecord): Promise<number>;
  /** Memory only: the game's own record says who sits in it. */
  addGame(userId: number, gameId: string): Promise<void>;
  close(): Promise<void>;
}

export interface GameStore {
  /** An unfinished game (all are in memory), or a finished one still in memory since it ended. */
  get(id: string): GameRecord | undefined;
  /** The waiting and playing games: what start-up brings back. */
  unfinished(): GameRecord[];
  /** The games in memory with this user in a seat (every unfinished one). */
  forUser(userId: number): GameRecord[];
  /** Any game ever stored, finished ones read on demand. */
  load(id: string): Promise<GameRecord | undefined>;
  /**
   * Records what changed in the game since its last save. Saves of every game asked for within one tick share
   * one write (group commit); the promise resolves once this one is durable (see the backend for what that means).
   */
  save(record: GameRecord): Promise<void>;
  /** Resolves when every save asked for so far is durable. */
  flush(): Promise<void>;
  close(): Promise<void>;
}
