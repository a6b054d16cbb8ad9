// Friends, blocks and invitations on the wire: the answers of the /api/friends routes (server/src/http/friendsRoutes.ts)
// and the lobby's live `social` notices (server/src/social/socialNotices.ts). Accounts are named by username only.
import type { PlayerColor } from "../src/index.js";

/** Who may sit down at (and watch) a new table: anyone from the lobby, the host's friends, or whoever has its code. */
export const GAME_VISIBILITIES = ["public", "friends", "private"] as const;
export type GameVisibility = (typeof GAME_VISIBILITIES)[number];

/** Where a friend is now: not connected, looking at the lobby, at a started game, at a table that waits for players. */
export type FriendState = "offline" | "lobby" | "playing" | "waiting";

export interface FriendEntry {
  username: string;
  state: FriendState;
  /** Playing or waiting: the game, and whether the asker may watch it (`canWatch`) or sit down (`canJoin`). */
  gameId?: string;
  gameName?: string;
  canWatch?: boolean;
  canJoin?: boolean;
  /** With canJoin: the colours still free (Join takes the first). */
  availableColors?: PlayerColor[];
}

/** A table a friend asked you to join, while it still waits for players and has a free seat. */
export interface Invitation {
  gameId: string;
  gameName: string;
  from: string;
  /** The colours still free: Join takes the first. */
  availableColors: PlayerColor[];
}

/** GET /api/friends */
export interface FriendsAnswer {
  description: "success";
  friends: FriendEntry[];
  /** Who asked you (never someone you block). */
  incoming: string[];
  /** Whom you asked. */
  outgoing: string[];
  blocked: string[];
  invitations: Invitation[];
}

/** The lobby message type of a live notice, sent only to the account it concerns. */
export const SOCIAL_NOTICE = "social";

export type SocialNotice =
  | { kind: "friendRequest"; from: string }
  /** A friend accepted, removed or blocked: read the list again. */
  | { kind: "friendsChanged" }
  | ({ kind: "invitation" } & Invitation);
