// What the lobby lists for each game room (Colyseus room metadata, pushed live by LobbyRoom).
// `players[].username` lets a client pick out "your games"; `joinable` marks the ones a newcomer can join.
import type { Game } from "../game/Game.js";
import { mapOfRecord } from "../domain/records.js";
import { seatsToAct } from "../game/BotDriver.js";
import { type GameState } from "../../../shared-rules/src/index.js";
import type { LobbyMetadata, LobbyStatus } from "../../../shared-rules/protocol/index.js";

export type { LobbyMetadata, LobbyStatus };

/** The people whose move it is in `rules`, the live game by default (async games show it in "your games"). */
export function peopleToMove(game: Game, rules: GameState | null = game.rules): string[] {
  return seatsToAct(rules).flatMap((seat) => {
    const s = game.seats[seat];
    return s && s.userId !== null ? [s.username] : [];
  });
}

/**
 * A game's listing, public (the lobby, GET /api/games/:id). `shown` is the play as the public may see it: for a game
 * whose spectators are delayed, their view (LobbyListing.publicView), because nothing public may be newer than what they
 * watch. Every other field is fixed once the game is under way, or changes only at the end, which they see at once.
 */
export function lobbyMetadata(game: Game, spectators: number, shown: GameState | null = game.rules): LobbyMetadata {
  const record = game.record;
  const status: LobbyStatus = record.status === "abandoned" ? "ended" : record.status;
  const availableColors = game.availableColors();
  // Only async games carry whose move it is: a real-time game's listing does not change with every turn.
  const async = record.clock?.mode === "async" ? { timeControl: "async" as const, ...(status === "playing" ? { toMove: peopleToMove(game, shown) } : {}) } : {};
  return {
    gameName: record.gameName,
    map: mapOfRecord(record),
    ...(record.variant !== undefined ? { variant: record.variant } : {}),
    host: game.hostName(),
    players: record.seats.map((s) => ({ username: s.username, color: s.color, isBot: s.bot !== null })),
    availableColors,
    status,
    spectators,
    maxPlayers: game.maxPlayers(),
    joinable: status === "waiting" && availableColors.length > 0,
    ...async,
  };
}
