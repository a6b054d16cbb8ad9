// The turn commands, all through one handler: the guards, then the rules, then the reply the design gives for that
// command. Shape is already checked and the payload is already the rules' Command with the position it was sent at:
// a command sent at another position than the game's is refused as stale; one without a position (a double-click of
// an older client, a bot) is judged against the state it finds. Either way it cannot apply twice.
import { mapOf, ticketInfo, type ApplyResult, type GameMap, type Command, type GameState } from "../../../../shared-rules/src/index.js";
import type { ReplyFields, TicketInfo, TurnCommandType } from "../../../../shared-rules/protocol/index.js";
import type { GameMaster } from "../../game/GameMaster.js";
import type { PositionedCommand } from "../messageSchemas.js";
import { firstFailure, requirePosition, requireSeat, requireStarted, seatOf } from "./guards.js";
import type { Client } from "@colyseus/core";
import { reply, type Handler, type Reply } from "./types.js";

type Applied = Extract<ApplyResult, { ok: true }>;

/** What the success reply of each turn command carries, from the seat and the rules' result. */
type SuccessFields = { [T in TurnCommandType]: (master: GameMaster<Client>, seat: number, applied: Applied, command: Extract<Command, { type: T }>) => ReplyFields[T] };

/** The tickets as the design's replies list them, from the game's own map. */
export function ticketCards(map: GameMap, ids: readonly number[]): TicketInfo[] {
  return ids.map((id, index) => {
    const t = ticketInfo(map, id);
    // only a long ticket is marked, so a USA reply stays exactly what it was
    return { index, id, cityIndex1: t.a, cityIndex2: t.b, start: t.start, end: t.end, points: t.points, ...(t.kind === "long" ? { kind: t.kind } : {}) };
  });
}

function availableTrainCards(state: GameState): ReplyFields["drawTrainCard"]["availableTrainCards"] {
  return state.faceUp.map((color, index) => ({ color: color ?? "", index }));
}

const SUCCESS: SuccessFields = {
  drawTrainCard: (master, seat, { state, events }) => {
    const drawn = events.find((e) => e.type === "cardDrawn" && e.player === seat);
    const stillDrawing = state.currentPlayer === seat && state.turnStage === "drewOneCard";
    return {
      gameId: master.gameId,
      playerId: seat,
      // Only the drawer gets this reply, so the face-down card's colour stays theirs.
      cardDrawn: drawn?.type === "cardDrawn" ? drawn.color : "",
      availableTrainCards: availableTrainCards(state),
      canDrawWild: !stillDrawing,
    };
  },
  buyRoute: (master, seat, { state }, command) => {
    // A tunnel that owes extra cards is not bought yet: the reply says what was turned up and what is owed.
    const tunnel = state.turnStage === "tunnelPending" && state.currentPlayer === seat ? state.tunnel : null;
    return {
      gameId: master.gameId,
      playerId: seat,
      routeIndexPurchased: tunnel ? -1 : command.routeIndex,
      trainsLeft: state.players[seat].trainsLeft,
      pointTotals: state.players.map((p, playerId) => ({ playerId, points: p.routePoints })),
      ...(tunnel ? { tunnel: { routeIndex: tunnel.routeIndex, revealed: tunnel.revealed.slice(), extra: tunnel.extra } } : {}),
    };
  },
  getDestinations: (master, seat, { state }) => ({
    gameId: master.gameId,
    playerId: seat,
    destinationCards: ticketCards(mapOf(state), state.players[seat].pendingTickets),
  }),
  selectDestinations: (master, seat) => ({ gameId: master.gameId, playerId: seat }),
  pass: (master, seat) => ({ gameId: master.gameId, playerId: seat }),
  buildStation: (master, seat, { state }, command) => ({
    gameId: master.gameId,
    playerId: seat,
    cityIndex: command.cityIndex,
    stationsLeft: state.players[seat].stationsLeft ?? 0,
  }),
  payTunnel: (master, seat, { events, state }) => {
    const claimed = events.find((e) => e.type === "routeClaimed" && e.player === seat);
    return {
      gameId: master.gameId,
      playerId: seat,
      routeIndexPurchased: claimed?.type === "routeClaimed" ? claimed.routeIndex : -1,
      trainsLeft: state.players[seat].trainsLeft,
      pointTotals: state.players.map((p, playerId) => ({ playerId, points: p.routePoints })),
    };
  },
  declineTunnel: (master, seat, { events }) => {
    const declined = events.find((e) => e.type === "tunnelDeclined" && e.player === seat);
    return { gameId: master.gameId, playerId: seat, routeIndex: declined?.type === "tunnelDeclined" ? declined.routeIndex : -1 };
  },
};

/** The success reply's fields for the command that was applied (narrowed by its type, no casts). */
function successFields(master: GameMaster<Client>, seat: number, applied: Applied, command: Command): ReplyFields[TurnCommandType] {
  switch (command.type) {
    case "drawTrainCard":
      return SUCCESS.drawTrainCard(master, seat, applied, command);
    case "buyRoute":
      return SUCCESS.buyRoute(master, seat, applied, command);
    case "getDestinations":
      return SUCCESS.getDestinations(master, seat, applied, command);
    case "selectDestinations":
      return SUCCESS.selectDestinations(master, seat, applied, command);
    case "pass":
      return SUCCESS.pass(master, seat, applied, command);
    case "buildStation":
      return SUCCESS.buildStation(master, seat, applied, command);
    case "payTunnel":
      return SUCCESS.payTunnel(master, seat, applied, command);
    case "declineTunnel":
      return SUCCESS.declineTunnel(master, seat, applied, command);
  }
}

/**
 * The one handler of every turn command: seated, started, at the position it was sent at, then the rules judge the parsed Command; the reply
 * follows the contract. Each turn message's handler is this function (its payload is that message's Command).
 */
function playTurn(master: GameMaster<Client>, client: Client, { command, at }: PositionedCommand): Reply {
  const failure = firstFailure(
    () => requireSeat(master, client),
    () => requireStarted(master),
    () => requirePosition(master, at),
  );
  if (failure) return reply(failure);
  const seat = seatOf(client) as number;
  const result = master.play(seat, command);
  if (!result.ok) return reply(result.error.code);
  return reply("ok", successFields(master, seat, result, command));
}

export const drawTrainCard: Handler<"drawTrainCard"> = playTurn;
export const buyRoute: Handler<"buyRoute"> = playTurn;
export const getDestinations: Handler<"getDestinations"> = playTurn;
export const selectDestinations: Handler<"selectDestinations"> = playTurn;
export const pass: Handler<"pass"> = playTurn;
export const buildStation: Handler<"buildStation"> = playTurn;
export const payTunnel: Handler<"payTunnel"> = playTurn;
export const declineTunnel: Handler<"declineTunnel"> = playTurn;
