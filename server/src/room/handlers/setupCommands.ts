// Before the game: startGame, startAndWatch, addAI and removeAI (host only), leaveGame (any seated person). The host
// starts the game, also at a full table with bots, so they can still swap a bot's difficulty; only the fifth person
// sitting down starts it without them (room/seating.ts).
import { matchMaker, type Client } from "@colyseus/core";
import type { GameMaster } from "../../game/GameMaster.js";
import { dataOf } from "../roomPort.js";
import { SERVER_ERR } from "../serverErrors.js";
import { firstFailure, requireHost, requireSeat } from "./guards.js";
import { ticketCards } from "./gameCommands.js";
import { mapOf } from "../../../../shared-rules/src/index.js";
import { countGameStart, uncountGameStart } from "../createReservations.js";
import { reply, startedReply, type Handler, type Reply } from "./types.js";

/** What a seat holds right after the start, in the design's StartGame output. */
function openingHand(master: GameMaster<Client>, seat: number): Record<string, unknown> {
  const player = master.game.rules?.players[seat];
  if (!player) return {};
  const initialTrainCards = Object.entries(player.hand).flatMap(([color, n]) => Array<string>(n).fill(color));
  return { initialTrainCards, initialDestination: ticketCards(mapOf(master.game.rules), player.pendingTickets) };
}

/**
 * Runs a start the host asked for when this hour's starts of theirs are not used up (MAX_GAMES_STARTED_PER_HOUR,
 * counted in the presence, so across processes): every started game plays on this server, bots and all. A start
 * refused by the game gives its count back.
 */
async function countedStart(master: GameMaster<Client>, client: Client, start: () => Reply): Promise<Reply> {
  const userId = dataOf(client).userId;
  if (userId === null) return reply(SERVER_ERR.notAPlayer);
  const counted = await countGameStart(matchMaker.presence, userId, master.services.config.maxGamesStartedPerHour);
  if (!counted) return reply(SERVER_ERR.tooManyGamesStarted);
  const answer = start();
  if (answer.code !== "ok") uncountGameStart(matchMaker.presence, counted);
  return answer;
}

export const startGame: Handler<"startGame"> = (master, client) => {
  const failure = requireHost(master, client);
  if (failure) return reply(failure);
  return countedStart(master, client, () => {
    // Checked again: the game may have changed while the start was counted.
    const again = requireHost(master, client);
    if (again) return reply(again);
    const result = master.start();
    if (!result.ok) return reply(result.error.code);
    const seat = dataOf(client).seat as number;
    return startedReply({ gameId: master.gameId, ...openingHand(master, seat) });
  });
};

export const addAI: Handler<"addAI"> = (master, client, { difficulty }) => {
  const failure = requireHost(master, client);
  if (failure) return reply(failure);
  const result = master.commit(() => master.game.addBot(difficulty));
  if (!result.ok) return reply(result.error.code);
  return reply("ok", { gameId: master.gameId, playerId: result.seat, username: master.nameOf(result.seat) });
};

export const removeAI: Handler<"removeAI"> = (master, client, { playerId }) => {
  const failure = requireHost(master, client);
  if (failure) return reply(failure);
  const result = master.vacate(() => master.game.removeBot(playerId), null);
  if (!result.ok) return reply(result.error.code);
  return reply("ok", { gameId: master.gameId, playerId: result.seat });
};

/** The host leaves their seat and starts the game of the others at once; the connection watches it. */
export const startAndWatch: Handler<"startAndWatch"> = (master, client) => {
  const data = dataOf(client);
  const failure = requireHost(master, client);
  if (failure || data.userId === null) return reply(failure ?? SERVER_ERR.notAPlayer);
  const userId = data.userId;
  return countedStart(master, client, () => {
    const again = requireHost(master, client);
    if (again) return reply(again);
    const result = master.vacate(() => master.game.vacateToWatch(userId), client);
    if (!result.ok) return reply(result.error.code);
    const started = master.start();
    if (!started.ok) return reply(started.error.code);
    return startedReply({ gameId: master.gameId });
  });
};

export const leaveGame: Handler<"leaveGame"> = (master: GameMaster<Client>, client: Client): Reply => {
  const data = dataOf(client);
  const failure = firstFailure(
    () => requireSeat(master, client),
    () => (master.game.started ? SERVER_ERR.gameAlreadyStarted : null),
  );
  if (failure || data.userId === null) return reply(failure ?? SERVER_ERR.notAPlayer);
  const userId = data.userId;
  const result = master.vacate(() => master.game.leave(userId), client);
  if (!result.ok) return reply(result.error.code);
  return reply("ok", { gameId: master.gameId });
};
