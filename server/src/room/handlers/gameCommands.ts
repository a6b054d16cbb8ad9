// The turn commands, all through one handler: the guards, then the rules, then the reply the design gives for that
// command. Shape is already checked and the payload is already the rules' Command; a stale or repeated command (a
// double-click) is judged against the state it finds, so it cannot apply twice.
import { ERR, USA_MAP, type ApplyResult, type Command, type GameState } from "../../../../shared-rules/src/index.js";
import type { ReplyFields, TicketInfo, TurnCommandType } from "../../../../shared-rules/protocol/index.js";
import type { GameHost } from "../GameHost.js";
import { firstFailure, requireSeat, requireStarted, seatOf } from "./guards.js";
import type { Client } from "@colyseus/core";
import { reply, type Handler, type Reply } from "./types.js";

type Applied = Extract<ApplyResult, { ok: true }>;

/** What the success reply of each turn command carries, from the seat and the rules' result. */
type SuccessFields = { [T in TurnCommandType]: (host: GameHost, seat: number, applied: Applied, command: Extract<Command, { type: T }>) => ReplyFields[T] };

export function ticketCards(ids: readonly number[]): TicketInfo[] {
  return ids.map((id, index) => {
    const t = USA_MAP.tickets[id];
    return {
      index,
      id,
      cityIndex1: t.a,
      cityIndex2: t.b,
      start: USA_MAP.cities[t.a].name,
      end: USA_MAP.cities[t.b].name,
      points: t.points,
    };
  });
}

function availableTrainCards(state: GameState): ReplyFields["drawTrainCard"]["availableTrainCards"] {
  return state.faceUp.map((color, index) => ({ color: color ?? "", index }));
}

const SUCCESS: SuccessFields = {
  drawTrainCard: (host, seat, { state, events }) => {
    const drawn = events.find((e) => e.type === "cardDrawn" && e.player === seat);
    const stillDrawing = state.currentPlayer === seat && state.turnStage === "drewOneCard";
    return {
      gameId: host.gameId,
      playerId: seat,
      // Only the drawer gets this reply, so the face-down card's colour stays theirs.
      cardDrawn: drawn?.type === "cardDrawn" ? drawn.color : "",
      availableTrainCards: availableTrainCards(state),
      canDrawWild: !stillDrawing,
    };
  },
  buyRoute: (host, seat, { state }, command) => ({
    gameId: host.gameId,
    playerId: seat,
    routeIndexPurchased: command.routeIndex,
    trainsLeft: state.players[seat].trainsLeft,
    pointTotals: state.players.map((p, playerId) => ({ playerId, points: p.routePoints })),
  }),
  getDestinations: (host, seat, { state }) => ({
    gameId: host.gameId,
    playerId: seat,
    destinationCards: ticketCards(state.players[seat].pendingTickets),
  }),
  selectDestinations: (host, seat) => ({ gameId: host.gameId, playerId: seat }),
  pass: (host, seat) => ({ gameId: host.gameId, playerId: seat }),
};

/** The success reply's fields for the command that was applied (narrowed by its type, no casts). */
function successFields(host: GameHost, seat: number, applied: Applied, command: Command): ReplyFields[TurnCommandType] {
  switch (command.type) {
    case "drawTrainCard":
      return SUCCESS.drawTrainCard(host, seat, applied, command);
    case "buyRoute":
      return SUCCESS.buyRoute(host, seat, applied, command);
    case "getDestinations":
      return SUCCESS.getDestinations(host, seat, applied, command);
    case "selectDestinations":
      return SUCCESS.selectDestinations(host, seat, applied, command);
    case "pass":
      return SUCCESS.pass(host, seat, applied, command);
  }
}

/**
 * The one handler of every turn command: seated, started, then the rules judge the parsed Command; the reply
 * follows the contract. Each turn message's handler is this function (its payload is that message's Command).
 */
function playTurn(host: GameHost, client: Client, command: Command): Reply {
  const failure = firstFailure(
    () => requireSeat(host, client),
    () => requireStarted(host),
  );
  if (failure) return reply(failure);
  const seat = seatOf(host, client) as number;
  const result = host.runCommand(seat, command);
  if (!result.ok) return reply(result.error.description);
  return reply(ERR.success, successFields(host, seat, result, command));
}

export const drawTrainCard: Handler<"drawTrainCard"> = playTurn;
export const buyRoute: Handler<"buyRoute"> = playTurn;
export const getDestinations: Handler<"getDestinations"> = playTurn;
export const selectDestinations: Handler<"selectDestinations"> = playTurn;
export const pass: Handler<"pass"> = playTurn;
