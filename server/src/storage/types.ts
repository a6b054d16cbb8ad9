// The two storage interfaces the server talks to. Every backend implements both with the same meaning, which
// server/test/storageContract.test.ts checks for each of them.
import type { GameRecord } from "../domain/records.js";
import type { FinishedGame, FinishedQuery } from "../domain/finishedGame.js";
import type { Language } from "../../../shared-rules/protocol/index.js";

export interface UserRecord {
  id: number;
  username: string;
  /** bcrypt hash; it carries its own salt. */
  passwordHash: string;
  email: string | null;
  createdAt: string;
  /** Bumped at every login and logout: tokens carrying an older version are no longer accepted. */
  sessionVersion: number;
  /** The language the person chose in the client; null until they choose (the client then follows the browser). */
  language: Language | null;
  /** When the account was deleted (ISO time): its name stays taken for the grace period, nothing else is kept. */
  deletedAt?: string;
}

/** An account's Glicko-2 rating. */
export interface Rating {
  rating: number;
  /** Rating deviation: how unsure the rating still is. */
  rd: number;
  /** Volatility: how erratic the account's results are. */
  vol: number;
  /** Rated games played. */
  games: number;
  /** When its last rated game ended (ISO time): an idle rating grows less certain (ratings/glicko.ts). */
  ratedAt?: string;
}

export interface RatedAccount extends Rating {
  userId: number;
  username: string;
}

/** Turns the ratings the people of a game have now (unrated ones absent) into their new ones. */
export type RatingUpdate = (current: ReadonlyMap<number, Rating>) => Map<number, Rating>;

/** One game's change to the per-board ratings of its people: the board, and the update like the overall one's. */
export interface MapRatingUpdate {
  map: string;
  update: RatingUpdate;
}

/** Per-board ratings computed by replaying rated games: board, then account id. */
export type MapRatings = Map<string, Map<number, Rating>>;

/** A registration lost the race for a username or email (unique regardless of case) to another one. */
export class AccountTakenError extends Error {
  constructor(readonly field: "username" | "email") {
    super(field === "username" ? "username is already taken" : "email is already registered");
  }
}

export interface UserStore {
  byId(id: number): Promise<UserRecord | undefined>;
  /** Usernames are unique regardless of case. */
  byUsername(username: string): Promise<UserRecord | undefined>;
  /** Emails are unique regardless of case (the design: a username or email already registered → "invalid input"). */
  byEmail(email: string): Promise<UserRecord | undefined>;
  /** Resolves once the account is durable; rejects with AccountTakenError when the name or email is taken. */
  create(username: string, passwordHash: string, email: string | null): Promise<UserRecord>;
  /** Resolves with the new version once it is durable. */
  bumpSession(user: UserRecord): Promise<number>;
  /**
   * A new password: the hash is stored and the session version bumped (every token issued before is void), both
   * durable before this resolves with the new version. Should the hash not be saved, the bump still voids the old
   * tokens (the lowdb store bumps first): a failed change logs everyone out rather than leaving a stolen login alive.
   */
  changePassword(user: UserRecord, passwordHash: string): Promise<number>;
  /**
   * Deletes the account: its password hash, email and rating go, the session version is bumped (every token void)
   * and deletedAt is set; the row stays (its id is in game records) with its name, taken until releaseName.
   * Resolves with the new session version once durable.
   */
  deleteAccount(user: UserRecord): Promise<number>;
  /**
   * Which of these accounts are deleted: their seats in stored games are served as a deleted player's
   * (game/deletedPlayers.ts). One look-up for a whole list, on every process (the database is shared).
   */
  deletedAmong(userIds: readonly number[]): Promise<Set<number>>;
  /** A deleted account's grace period is over: its name is free for registration (the row keeps a name no one can pick). */
  releaseName(user: UserRecord): Promise<void>;
  /** Resolves once the account's language choice is durable. */
  setLanguage(user: UserRecord, language: Language): Promise<void>;
  /** The ratings of these accounts; an account never rated is absent. */
  ratings(userIds: readonly number[]): Promise<Map<number, Rating>>;
  /**
   * Applies one game's rating changes, once per game id: reads the accounts' ratings, `update` computes the new ones,
   * and both the ratings and "this game is rated" become durable together. A game already rated changes nothing and
   * answers false. Safe against a concurrent rating of another game with the same people (no lost update).
   */
  rateGame(gameId: string, userIds: readonly number[], update: RatingUpdate, perMap?: MapRatingUpdate): Promise<boolean>;
  /** The rated accounts, highest rating first (equal ratings by name); with `map`, their ratings on that board. */
  leaderboard(limit: number, map?: string): Promise<RatedAccount[]>;
  /** The accounts' ratings on one board; an account never rated there is absent. */
  mapRatings(map: string, userIds: readonly number[]): Promise<Map<number, Rating>>;
  /**
   * Once per store, ever: when the per-board ratings of the games rated before they existed are still to be computed,
   * `replay` gets those games' ids and answers the ratings, which are stored (replacing none: there are none yet).
   * Resolves true when this call did it. Another process doing it at the same time waits, then does nothing.
   */
  replayMapRatings(replay: (ratedGameIds: string[]) => Promise<MapRatings>): Promise<boolean>;
  close(): Promise<void>;
}

export interface GameStore {
  /**
   * A game this process holds in memory: unfinished ones it restored or hosts, and finished ones until their room has
   * closed (release) and their last save is durable; after that, load() reads them from storage.
   */
  get(id: string): GameRecord | undefined;
  /** The waiting and playing games in memory: what start-up brings back. */
  unfinished(): GameRecord[];
  /** The unfinished games with this user in a seat, wherever they are hosted (the database is shared). */
  forUser(userId: number): Promise<GameRecord[]>;
  /** How many unfinished games this user sits in or hosts (a host who gave up their seat to watch is still in it). */
  liveGamesOf(userId: number): Promise<number>;
  /** Ended games whose result has not been through the ratings yet (record.rated unset): what start-up rates. */
  unrated(): GameRecord[];
  /** Finished (ended) games matching the query, newest first, at most query.limit. */
  finished(query: FinishedQuery): Promise<FinishedGame[]>;
  /** Any game ever stored, finished ones read on demand. */
  load(id: string): Promise<GameRecord | undefined>;
  /**
   * Records what changed in the game since its last save. Saves of every game asked for within one tick share
   * one write (group commit); the promise resolves once this one is durable (see the backend for what that means).
   */
  save(record: GameRecord): Promise<void>;
  /** Resolves when every save asked for so far is durable. */
  flush(): Promise<void>;
  /**
   * The room holding this game has closed. A finished game (ended and rated, or abandoned) is then forgotten by
   * memory once its saves are durable: a process plays thousands of games an hour, and each record kept would hold
   * its whole command log. An unfinished one, or one still awaiting its rating, stays until it is finished.
   */
  release(id: string): void;
  close(): Promise<void>;
}
