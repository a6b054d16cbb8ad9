// Wires every message type to its handler: parse the shape, run the handler, send exactly one reply of the same
// type to the sender, then deliver the notifications the command caused.
import type { Client, Room } from "@colyseus/core";
import { ERR } from "../../../../shared-rules/src/index.js";
import type { GameHost } from "../GameHost.js";
import { messageSchemas, parseMessage, type MessageType } from "../messageSchemas.js";
import { sendChat } from "./chat.js";
import { buyRoute, drawTrainCard, getDestinations, pass, selectDestinations } from "./gameCommands.js";
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
  sendChat,
  saveGameState,
};

function handle<T extends MessageType>(host: GameHost, type: T, client: Client, raw: unknown): Reply | Promise<Reply> {
  const failed = (error: unknown): Reply => {
    console.error(`${type} failed in game ${host.gameId}:`, error);
    return reply(ERR.serverError);
  };
  try {
    const payload = parseMessage(type, raw);
    if (payload === null) return reply(ERR.invalidInput);
    const answer = (HANDLERS[type] as Handler<T>)(host, client, payload);
    return answer instanceof Promise ? answer.catch(failed) : answer;
  } catch (error) {
    return failed(error);
  }
}

export function registerHandlers(room: Room, host: () => GameHost): void {
  for (const type of Object.keys(messageSchemas) as MessageType[]) {
    room.onMessage(type, (client, raw) => {
      // The reply leaves once the change it answers is durable (GameHost.deliver), after what was published before.
      const message = handle(host(), type, client, raw);
      if (message instanceof Promise) void message.then((m) => host().deliver(() => client.send(type, m)));
      else host().deliver(() => client.send(type, message));
    });
  }
  // Unknown types never get here: the guarded dispatch (./guardedDispatch.ts) answers them. Should one slip past it
  // anyway, this answers without touching the client's type or payload (Colyseus' default puts the type into the
  // close reason, which throws on long names).
  room.onMessage("*", (client) => {
    client.send(INVALID_MESSAGE_REPLY, reply(ERR.invalidInput, { reason: "unknown message type" }));
  });
}
