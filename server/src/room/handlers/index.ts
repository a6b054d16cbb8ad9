// Wires every message type to its handler: parse the shape, run the handler, send exactly one reply of the same
// type to the sender, then deliver the notifications the command caused.
import type { Client, Room } from "@colyseus/core";
import type { GameMaster } from "../../game/GameMaster.js";
import { listened, publish } from "../../game/metrics.js";
import { errorField, log } from "../../monitoring/log.js";
import { dataOf } from "../roomPort.js";
import { SERVER_ERR } from "../serverErrors.js";
import { messageSchemas, parseMessage, type MessageType } from "../messageSchemas.js";
import { sendChat } from "./chat.js";
import { buildStation, buyRoute, declineTunnel, drawTrainCard, getDestinations, pass, payTunnel, selectDestinations } from "./gameCommands.js";
import { INVALID_MESSAGE_REPLY } from "./guardedDispatch.js";
import { saveGameState } from "./saveGameState.js";
import { visibility } from "./visibility.js";
import { suggestMove } from "./suggestMove.js";
import { answerPlayAgain, playAgain } from "./playAgain.js";
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
  visibility,
  suggestMove,
  playAgain,
  answerPlayAgain,
};

function handle<T extends MessageType>(master: GameMaster<Client>, type: T, client: Client, raw: unknown): Reply | Promise<Reply> {
  const failed = (error: unknown): Reply => {
    log.error({ room: master.gameId, game: master.gameId, type, err: errorField(error) }, "a message handler failed");
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

/**
 * Sends the reply, and tells whoever watches: the metrics (ttr:reply, only built when subscribed) and, at debug
 * level, the log line of a refusal with its code. No payload is logged: it is the client's, untrusted and unbounded.
 */
function sendReply(master: GameMaster<Client>, client: Client, type: MessageType, message: Reply, arrived: number): void {
  client.send(type, message);
  publish("ttr:reply", () => ({ gameId: master.gameId, type, code: message.code, ms: performance.now() - arrived }));
  if (message.code !== "ok" && log.isLevelEnabled("debug")) {
    log.debug({ room: master.gameId, game: master.gameId, user: dataOf(client)?.userId ?? null, seat: dataOf(client)?.seat ?? null, type, code: message.code }, "command refused");
  }
}

export function registerHandlers(room: Room, master: () => GameMaster<Client>): void {
  for (const type of Object.keys(messageSchemas) as MessageType[]) {
    room.onMessage(type, (client, raw) => {
      const arrived = listened("ttr:reply") ? performance.now() : 0;
      // The reply leaves once the change it answers is durable (GameMaster.deliver), after what was committed before.
      const message = handle(master(), type, client, raw);
      if (message instanceof Promise) void message.then((m) => master().deliver(() => sendReply(master(), client, type, m, arrived)));
      else master().deliver(() => sendReply(master(), client, type, message, arrived));
    });
  }
  // Unknown types never get here: the guarded dispatch (./guardedDispatch.ts) answers them. Should one slip past it
  // anyway, this answers without touching the client's type or payload (Colyseus' default puts the type into the
  // close reason, which throws on long names).
  room.onMessage("*", (client) => {
    client.send(INVALID_MESSAGE_REPLY, reply(SERVER_ERR.invalidInput, { reason: "unknown message type" }));
  });
}
