// What a lobby client currently lists, kept up to date from Colyseus' LobbyRoom messages ("rooms", "+" and "-").
import type { Room } from "colyseus.js";
import type { LobbyMetadata } from "../src/lobby/metadata.js";

export interface Listing {
  roomId: string;
  metadata: LobbyMetadata;
}

export function watchLobby(lobby: Room): Map<string, Listing> {
  const rooms = new Map<string, Listing>();
  lobby.onMessage("rooms", (list: Listing[]) => {
    rooms.clear();
    for (const r of list) rooms.set(r.roomId, r);
  });
  lobby.onMessage("+", ([roomId, listing]: [string, Listing]) => rooms.set(roomId, listing));
  lobby.onMessage("-", (roomId: string) => rooms.delete(roomId));
  return rooms;
}
