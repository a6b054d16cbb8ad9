// What a lobby client currently lists, kept up to date from the lobby's messages: `rooms` (one LobbyPage: the page
// and the client's own games) and `+` (a game on it changed).
import type { Room } from "colyseus.js";
import type { LobbyMetadata, LobbyPage } from "../../shared-rules/protocol/index.js";

export interface Listing {
  roomId: string;
  metadata: LobbyMetadata;
}

export function watchLobby(lobby: Room): Map<string, Listing> {
  const rooms = new Map<string, Listing>();
  lobby.onMessage("rooms", (page: LobbyPage<Listing>) => {
    rooms.clear();
    for (const r of [...page.rooms, ...page.mine]) rooms.set(r.roomId, r);
  });
  lobby.onMessage("+", ([roomId, listing]: [string, Listing]) => rooms.set(roomId, listing));
  return rooms;
}
