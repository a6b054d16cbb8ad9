// The turn commands. Shape is already checked; the rules judge legality. A stale or repeated command (a
// double-click) is judged against the state it finds, so it cannot apply twice.
import type { Client } from "@colyseus/core";
import { ERR, USA_MAP, type ApplyResult, type Command, type GameState } from "../../../../shared-rules/src/index.js";
import type { GameHost } from "../GameHost.js";
import { firstFailure, requireSeat, requireStarted, seatOf } from "./guards.js";
import { reply, type Handler, type Reply } from "./types.js";

/** Runs a turn command for the sender's seat: the guards, then the rules, then the reply built from the result. */
function runForSender(
  host: GameHost,
  client: Client,
  command: Command,
  success: (seat: number, result: Extract<ApplyResult, { ok: true }>) => Reply,
): Reply {
  const failure = firstFailure(
    () => requireSeat(host, client),
    () => requireStarted(host),
  );
  if (failure) return reply(failure);
  const seat = seatOf(host, client) as number;
  const result = host.runCommand(seat, command);
  return result.ok ? success(seat, result) : reply(result.error.description);
}

function availableTrainCards(state: GameState): { color: string; index: number }[] {
  return state.faceUp.map((color, index) => ({ color: color ?? "", index }));
}

export function ticketCards(ids: readonly number[]) {
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

export const drawTrainCard: Handler<"drawTrainCard"> = (host, client, { cardLocation }) =>
  runForSender(host, client, { type: "drawTrainCard", cardLocation }, (seat, { state, events }) => {
    const drawn = events.find((e) => e.type === "cardDrawn" && e.player === seat);
    const stillDrawing = state.currentPlayer === seat && state.turnStage === "drewOneCard";
    return reply(ERR.success, {
      gameId: host.gameId,
      playerId: seat,
      // Only the drawer gets this reply, so the face-down card's colour stays theirs.
      cardDrawn: drawn?.type === "cardDrawn" ? drawn.color : "",
      availableTrainCards: availableTrainCards(state),
      canDrawWild: !stillDrawing,
    });
  });

export const buyRoute: Handler<"buyRoute"> = (host, client, payload) =>
  runForSender(
    host,
    client,
    { type: "buyRoute", routeIndex: payload.routeIndex, trainColor: payload.trainColor as never, numberOfWilds: payload.numberOfWilds },
    (seat, { state }) =>
      reply(ERR.success, {
        gameId: host.gameId,
        playerId: seat,
        routeIndexPurchased: payload.routeIndex,
        trainsLeft: state.players[seat].trainsLeft,
        pointTotals: state.players.map((p, playerId) => ({ playerId, points: p.routePoints })),
      }),
  );

export const getDestinations: Handler<"getDestinations"> = (host, client) =>
  runForSender(host, client, { type: "getDestinations" }, (seat, { state }) =>
    reply(ERR.success, { gameId: host.gameId, playerId: seat, destinationCards: ticketCards(state.players[seat].pendingTickets) }),
  );

export const selectDestinations: Handler<"selectDestinations"> = (host, client, { destinationsSelected }) =>
  runForSender(host, client, { type: "selectDestinations", destinationsSelected }, (seat) =>
    reply(ERR.success, { gameId: host.gameId, playerId: seat }),
  );

export const pass: Handler<"pass"> = (host, client) =>
  runForSender(host, client, { type: "pass" }, (seat) => reply(ERR.success, { gameId: host.gameId, playerId: seat }));
