// Which friends-only tables a lobby visitor is shown: those of hosts it is friends with (and its own). Everybody else's
// pages never hold them, nor their changes.
import type { SocialStore } from "../social/socialStore.js";
import type { GameListing } from "./listingPages.js";

/** The visitor's friends (none for an anonymous one). */
export async function friendsOfWatcher(social: SocialStore, userId: number | null): Promise<ReadonlySet<number>> {
  if (userId === null) return new Set();
  return new Set((await social.relations(userId)).friends);
}

export function visibleTo(listing: GameListing, watcher: { userId: number | null; friends: ReadonlySet<number> }): boolean {
  const { friendsOnly, hostUserId } = listing.metadata;
  if (friendsOnly !== true) return true;
  return hostUserId !== undefined && watcher.userId !== null && (hostUserId === watcher.userId || watcher.friends.has(hostUserId));
}
