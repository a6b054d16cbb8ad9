// Before the game: startGame and addAI (host only), leaveGame (any seated person).
import type { Client } from "@colyseus/core";
import { ERR, MAX_PLAYERS } from "../../../../shared-rules/src/index.js";
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

/** The fifth seat filled starts the game by itself (the design's JoinGame). */
export function startIfFull(host: GameHost): void {
  if (!host.session.started && host.session.seats.length >= MAX_PLAYERS) host.startGame();
}

export const addAI: Handler<"addAI"> = (host, client, { difficulty }) => {
  const failure = requireHost(host, client);
  if (failure) return reply(failure);
  const result = host.session.addBot(difficulty);
  if (!result.ok) return reply(result.error.description);
  host.publish([]);
  startIfFull(host);
  return reply(ERR.success, { gameId: host.gameId, playerId: result.seat, username: host.nameOf(result.seat) });
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
