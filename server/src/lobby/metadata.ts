// What the lobby lists for each game room (Colyseus room metadata, pushed live by LobbyRoom).
// `players[].username` lets a client pick out "your games"; `joinable` marks the ones a newcomer can join.
import type { GameSession } from "../room/GameSession.js";
import { MAX_PLAYERS } from "../../../shared-rules/src/index.js";
import type { LobbyMetadata, LobbyStatus } from "../../../shared-rules/protocol/index.js";

export type { LobbyMetadata, LobbyStatus };

export function lobbyMetadata(session: GameSession, spectators: number): LobbyMetadata {
  const record = session.record;
  const status: LobbyStatus = record.status === "abandoned" ? "ended" : record.status;
  const availableColors = session.availableColors();
  return {
    gameName: record.gameName,
    host: session.hostName(),
    players: record.seats.map((s) => ({ username: s.username, color: s.color, isBot: s.bot !== null })),
    availableColors,
    status,
    spectators,
    maxPlayers: MAX_PLAYERS,
    joinable: status === "waiting" && availableColors.length > 0,
  };
}
