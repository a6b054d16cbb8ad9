// Where each friend is now, for the friends list: at a started game (with Watch when the asker may watch it), at a
// table waiting for players (with Join when the asker may sit down), in the lobby, or offline. Games are read from the
// matchmaker's listings (every process's rooms, Redis with several), the lobby from the presence (whereabouts.ts).
import { matchMaker } from "@colyseus/core";
import type { FriendEntry, LobbyMetadata } from "../../../shared-rules/protocol/index.js";
import type { SocialStore } from "./socialStore.js";
import type { Whereabouts } from "./whereabouts.js";

interface RoomListing {
  roomId: string;
  private?: boolean;
  metadata?: LobbyMetadata;
}

const isGame = (l: RoomListing): l is RoomListing & { metadata: LobbyMetadata } => Array.isArray(l.metadata?.players);

export async function friendStates(
  asker: number,
  friends: readonly { id: number; username: string }[],
  social: SocialStore,
  whereabouts: Whereabouts,
): Promise<FriendEntry[]> {
  if (friends.length === 0) return [];
  const [listings, inLobby] = await Promise.all([matchMaker.query({ name: "ttr" }) as Promise<RoomListing[]>, whereabouts.inLobby(friends.map((f) => f.id))]);
  const games = listings.filter(isGame).filter((l) => l.metadata.status === "playing" || l.metadata.status === "waiting");
  // A friends-only table is open to the asker when they are its host's friend (or its host): asked once per host.
  const hostFriendship = new Map<number, Promise<boolean>>();
  const mayEnter = (metadata: LobbyMetadata): Promise<boolean> => {
    if (metadata.friendsOnly !== true || metadata.hostUserId === undefined) return Promise.resolve(true);
    const host = metadata.hostUserId;
    if (host === asker) return Promise.resolve(true);
    let known = hostFriendship.get(host);
    if (!known) hostFriendship.set(host, (known = social.areFriends(host, asker)));
    return known;
  };
  return Promise.all(
    friends.map(async (friend): Promise<FriendEntry> => {
      const name = friend.username.toLowerCase();
      const theirs = games.filter((g) => g.metadata.players.some((p) => !p.isBot && p.username.toLowerCase() === name));
      // A started game counts before a waiting table: that is where the friend is busy.
      const game = theirs.find((g) => g.metadata.status === "playing") ?? theirs[0];
      if (!game) return { username: friend.username, state: inLobby.has(friend.id) ? "lobby" : "offline" };
      const open = game.private !== true && (await mayEnter(game.metadata));
      const playing = game.metadata.status === "playing";
      return {
        username: friend.username,
        state: playing ? "playing" : "waiting",
        // A private game's code is its key: never handed on through the friends list.
        ...(game.private === true ? {} : { gameId: game.roomId, gameName: game.metadata.gameName }),
        ...(playing ? { canWatch: open } : open && game.metadata.joinable ? { canJoin: true, availableColors: game.metadata.availableColors } : { canJoin: false }),
      };
    }),
  );
}
