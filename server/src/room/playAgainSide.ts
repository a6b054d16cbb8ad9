// The game room's side of a play-again proposal (game/playAgain/PlayAgain.ts): the new game is stored and opened in
// this process as a restored game (serverOpened.ts: no client option can ask for that), its people told on the end
// screen and in the lobby, and the ended game's room kept open while the proposal waits.
import type { ServerServices } from "../services.js";
import type { GameRecord } from "../domain/records.js";
import type { PlayAgainSide } from "../game/playAgain/PlayAgain.js";
import { publishPlayAgain } from "../lobby/playAgainNotices.js";
import { freeGameCode } from "./gameCode.js";
import { openByServer } from "./serverOpened.js";

/** The few things of the Colyseus room a proposal touches. */
export interface PlayAgainRoom {
  readonly clients: { length: number };
  autoDispose: boolean;
  broadcast(type: string, message: unknown): void;
  disconnect(): Promise<unknown>;
}

export function playAgainSideOf(room: PlayAgainRoom, services: ServerServices, record: () => GameRecord, newSeed: () => string): PlayAgainSide {
  return {
    record,
    playAgainSeconds: services.config.playAgainSeconds,
    processName: services.config.processName,
    newGameId: () => freeGameCode(services.games),
    newSeed,
    open: async (next) => {
      await services.games.save(next);
      await openByServer("ttr", { restoreGameId: next.id });
    },
    tell: (notice, userIds) => {
      room.broadcast("playAgainProposal", notice);
      publishPlayAgain(notice, userIds);
    },
    hold: (held) => {
      room.autoDispose = !held;
      // everybody left while it waited: the room goes now, as it would have when the last one left
      if (!held && room.clients.length === 0) void room.disconnect();
    },
  };
}

