// `playAgain` and `answerPlayAgain`: a seated person of an ended game proposes the same game again, the others
// answer (game/playAgain/PlayAgain.ts). Spectators have no say.
import type { Client } from "@colyseus/core";
import type { GameMaster } from "../../game/GameMaster.js";
import type { PlayAgain } from "../../game/playAgain/PlayAgain.js";
import { dataOf } from "../roomPort.js";
import { SERVER_ERR } from "../serverErrors.js";
import { reply, type Handler } from "./types.js";

/** Each game room's proposal keeper, joined to its game master by the room (TtrRoom). */
const keepers = new WeakMap<GameMaster<Client>, PlayAgain>();

export function keepPlayAgain(master: GameMaster<Client>, keeper: PlayAgain): void {
  keepers.set(master, keeper);
}

function personOf(client: Client): number | null {
  const data = dataOf(client);
  return data && data.seat !== null ? data.userId : null;
}

export const playAgain: Handler<"playAgain"> = (master, client) => {
  const userId = personOf(client);
  const keeper = keepers.get(master);
  if (userId === null || !keeper) return reply(SERVER_ERR.notAPlayer);
  const refused = keeper.propose(userId);
  return reply(refused ?? "ok");
};

export const answerPlayAgain: Handler<"answerPlayAgain"> = (master, client, payload) => {
  const userId = personOf(client);
  const keeper = keepers.get(master);
  if (userId === null || !keeper) return reply(SERVER_ERR.notAPlayer);
  return reply(keeper.answer(userId, payload.accept) ?? "ok");
};
