// Which friends-only tables a lobby visitor is shown: those of hosts it is friends with (and its own). Everybody else's
// pages never hold them, nor their changes.
import type { SocialStore } from "../social/socialStore.js";
import type { GameListing } from "./listingPages.js";

/**
 * The visitor's friends (none for an anonymous one). Storage down: none for now, so the lobby still opens (friends-only
 * tables are then missing from the page until the next change of friends, never shown to the wrong people).
 */
export async function friendsOfWatcher(social: SocialStore, userId: number | null): Promise<ReadonlySet<number>> {
  if (userId === null) return new Set();
  return new Set((await social.relations(userId).catch(() => ({ friends: [] as number[] }))).friends);
}

export function visibleTo(listing: GameListing, watcher: { userId: number | null; friends: ReadonlySet<number> }): boolean {
  const { friendsOnly, hostUserId } = listing.metadata;
  if (friendsOnly !== true) return true;
  return hostUserId !== undefined && watcher.userId !== null && (hostUserId === watcher.userId || watcher.friends.has(hostUserId));
}
