// What the lobby lists for each game room (Colyseus room metadata, pushed live by LobbyRoom).
// `players[].username` lets a client pick out "your games"; `joinable` marks the ones a newcomer can join.
import type { PlayerColor } from "../src/index.js";

export type LobbyStatus = "waiting" | "playing" | "ended";

export interface LobbyMetadata {
  gameName: string;
  host: string;
  players: { username: string; color: PlayerColor; isBot: boolean }[];
  availableColors: PlayerColor[];
  status: LobbyStatus;
  spectators: number;
  maxPlayers: number;
  /** waiting and not full */
  joinable: boolean;
}
