// Before the game: startGame, startAndWatch, addAI and removeAI (host only), leaveGame (any seated person). The host
// always starts the game: a full table waits for them too, so they can still swap a bot's difficulty.
import type { Client } from "@colyseus/core";
import { ERR } from "../../../../shared-rules/src/index.js";
import type { GameHost } from "../GameHost.js";
import { GAME_HAS_STARTED, SERVER_ERR } from "../serverErrors.js";
import { firstFailure, requireHost, requireSeat } from "./guards.js";
import { ticketCards } from "./gameCommands.js";
import { reply, type Handler, type Reply } from "./types.js";

/** What a seat holds right after the start, in the design's StartGame output. */
function openingHand(host: GameHost, seat: number): Record<string, unknown> {
  const player = host.session.rules?.players[seat];
  if (!player) return {};
  const initialTrainCards = Object.entries(player.hand).flatMap(([color, n]) => Array<string>(n).fill(color));
  return { initialTrainCards, initialDestination: ticketCards(player.pendingTickets) };
}

export const startGame: Handler<"startGame"> = (host, client) => {
  const failure = requireHost(host, client);
  if (failure) return reply(failure);
  const result = host.startGame();
  if (!result.ok) return reply(result.error.description);
  const seat = host.dataOf(client).seat as number;
  return reply(GAME_HAS_STARTED, { gameId: host.gameId, ...openingHand(host, seat) });
};

export const addAI: Handler<"addAI"> = (host, client, { difficulty }) => {
  const failure = requireHost(host, client);
  if (failure) return reply(failure);
  const result = host.session.addBot(difficulty);
  if (!result.ok) return reply(result.error.description);
  host.publish([]);
  return reply(ERR.success, { gameId: host.gameId, playerId: result.seat, username: host.nameOf(result.seat) });
};

export const removeAI: Handler<"removeAI"> = (host, client, { playerId }) => {
  const failure = requireHost(host, client);
  if (failure) return reply(failure);
  const result = host.session.removeBot(playerId);
  if (!result.ok) return reply(result.error.description);
  host.vacateSeat(null, result.seat);
  return reply(ERR.success, { gameId: host.gameId, playerId: result.seat });
};

/** The host leaves their seat and starts the game of the others at once; the connection watches it. */
export const startAndWatch: Handler<"startAndWatch"> = (host, client) => {
  const data = host.dataOf(client);
  const failure = requireHost(host, client);
  if (failure || data.userId === null) return reply(failure ?? SERVER_ERR.notAPlayer);
  const result = host.session.vacateToWatch(data.userId);
  if (!result.ok) return reply(result.error.description);
  host.vacateSeat(client, result.seat);
  const started = host.startGame();
  if (!started.ok) return reply(started.error.description);
  return reply(GAME_HAS_STARTED, { gameId: host.gameId });
};

export const leaveGame: Handler<"leaveGame"> = (host: GameHost, client: Client): Reply => {
  const data = host.dataOf(client);
  const failure = firstFailure(
    () => requireSeat(host, client),
    () => (host.session.started ? SERVER_ERR.gameAlreadyStarted : null),
  );
  if (failure || data.userId === null) return reply(failure ?? SERVER_ERR.notAPlayer);
  const result = host.session.leave(data.userId);
  if (!result.ok) return reply(result.error.description);
  host.vacateSeat(client, result.seat);
  return reply(ERR.success, { gameId: host.gameId });
};
