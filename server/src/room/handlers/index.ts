// Wires every message type to its handler: parse the shape, run the handler, send exactly one reply of the same
// type to the sender, then deliver the notifications the command caused.
import type { Client, Room } from "@colyseus/core";
import type { GameMaster } from "../../game/GameMaster.js";
import { SERVER_ERR } from "../serverErrors.js";
import { messageSchemas, parseMessage, type MessageType } from "../messageSchemas.js";
import { sendChat } from "./chat.js";
import { buildStation, buyRoute, declineTunnel, drawTrainCard, getDestinations, pass, payTunnel, selectDestinations } from "./gameCommands.js";
import { INVALID_MESSAGE_REPLY } from "./guardedDispatch.js";
import { saveGameState } from "./saveGameState.js";
import { addAI, leaveGame, removeAI, startAndWatch, startGame } from "./setupCommands.js";
import { reply, type Handler, type HandlerTable, type Reply } from "./types.js";

export const HANDLERS: HandlerTable = {
  startGame,
  startAndWatch,
  addAI,
  removeAI,
  leaveGame,
  drawTrainCard,
  buyRoute,
  getDestinations,
  selectDestinations,
  pass,
  buildStation,
  payTunnel,
  declineTunnel,
  sendChat,
  saveGameState,
};

function handle<T extends MessageType>(master: GameMaster<Client>, type: T, client: Client, raw: unknown): Reply | Promise<Reply> {
  const failed = (error: unknown): Reply => {
    console.error(`${type} failed in game ${master.gameId}:`, error);
    return reply(SERVER_ERR.serverError);
  };
  try {
    const payload = parseMessage(type, raw);
    if (payload === null) return reply(SERVER_ERR.invalidInput);
    const answer = (HANDLERS[type] as Handler<T>)(master, client, payload);
    return answer instanceof Promise ? answer.catch(failed) : answer;
  } catch (error) {
    return failed(error);
  }
}

export function registerHandlers(room: Room, master: () => GameMaster<Client>): void {
  for (const type of Object.keys(messageSchemas) as MessageType[]) {
    room.onMessage(type, (client, raw) => {
      // The reply leaves once the change it answers is durable (GameMaster.deliver), after what was committed before.
      const message = handle(master(), type, client, raw);
      if (message instanceof Promise) void message.then((m) => master().deliver(() => client.send(type, m)));
      else master().deliver(() => client.send(type, message));
    });
  }
  // Unknown types never get here: the guarded dispatch (./guardedDispatch.ts) answers them. Should one slip past it
  // anyway, this answers without touching the client's type or payload (Colyseus' default puts the type into the
  // close reason, which throws on long names).
  room.onMessage("*", (client) => {
    client.send(INVALID_MESSAGE_REPLY, reply(SERVER_ERR.invalidInput, { reason: "unknown message type" }));
  });
}
