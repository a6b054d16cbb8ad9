// Friends, friend requests and blocks between accounts. Every backend implements this with the same meaning, which
// server/test/friends.test.ts checks on each (lowdb and PostgreSQL).
//
// What a block hides: the blocker never sees the blocked one's requests (kept for the sender, so that a request to
// someone who blocked you looks exactly like any other unanswered one), the two are no longer friends, and neither may
// befriend the other while it lasts.

/** One account's side of every relation, each list oldest first. */
export interface Relations {
  friends: number[];
  /** Requests others sent to this account and it has not answered (never those of people it blocks). */
  incoming: number[];
  /** Requests this account sent that are unanswered. */
  outgoing: number[];
  /** Accounts this one blocks. */
  blocked: number[];
}

/** What a friend request did: `requested` also when nothing was stored (see SocialStore.request). */
export type RequestOutcome = "requested" | "friends" | "youBlock" | "tooManyFriends" | "tooManyRequests";

/** Friends one account may have: far above a circle of people one plays with; a bound on every list and lookup. */
export const MAX_FRIENDS = 200;
/** Unanswered requests one account may have sent: a sender past it must wait for answers (or withdraw some). */
export const MAX_OUTGOING_REQUESTS = 50;
/** Unanswered requests one account keeps received: past it, the oldest is dropped, so a flood cannot grow the store. */
export const MAX_INCOMING_REQUESTS = 100;
/** Accounts one account may block. */
export const MAX_BLOCKS = 500;

export interface SocialStore {
  relations(userId: number): Promise<Relations>;
  /**
   * `from` asks `to`. A request `to` had sent `from` makes them friends at once. When `to` blocks `from` the request is
   * kept for `from` only (it never reaches `to`): the answer is the same `requested`.
   */
  request(from: number, to: number): Promise<RequestOutcome>;
  /** `userId` accepts the request of `from`; false when there is none to accept (or either list is full). */
  accept(userId: number, from: number): Promise<boolean>;
  /** `userId` declines the request of `from`; false when there was none. */
  decline(userId: number, from: number): Promise<boolean>;
  /** Ends a friendship, or withdraws a request `userId` sent; false when there was neither. */
  remove(userId: number, other: number): Promise<boolean>;
  /** `userId` blocks `other`: their friendship and `userId`'s request to `other` end. False when the list is full. */
  block(userId: number, other: number): Promise<boolean>;
  unblock(userId: number, other: number): Promise<boolean>;
  /** Whether either of the two blocks the other. */
  blockedBetween(a: number, b: number): Promise<boolean>;
  /** Everyone `userId` blocks or is blocked by: the people whose tables the lobby does not show it (and the reverse). */
  blockedEitherWay(userId: number): Promise<number[]>;
  areFriends(a: number, b: number): Promise<boolean>;
  /** A deleted account: every friendship, request and block it is part of (either side) goes. */
  forget(userId: number): Promise<void>;
  close(): Promise<void>;
}
