// Plays the human seats of a game over the wire, choosing each move from the rules' legal-move list (server side)
// with a fixed preference so games are short and reproducible: claim the longest route, else draw from the deck.
import { matchMaker } from "@colyseus/core";
import type { Room } from "colyseus.js";
import { legalActions, mapById, type Command, type GameMap, type GameState } from "../../shared-rules/src/index.js";
import type { TtrRoom } from "../src/room/TtrRoom.js";
import { ask, sleep } from "../../test-kit/index.js";

export function serverRoom(roomId: string): TtrRoom {
  const room = matchMaker.getLocalRoomById(roomId) as TtrRoom | undefined;
  if (!room) throw new Error(`no room ${roomId} in this process`);
  return room;
}

export function rulesOf(roomId: string): GameState {
  const rules = serverRoom(roomId).game.rules;
  if (!rules) throw new Error("game not started");
  return rules;
}

/** `map`: the game's board (the USA when not given, as every caller's game was before maps). */
export function pickMove(legal: Command[], map: GameMap = mapById(undefined)): Command {
  const selects = legal.filter((c) => c.type === "selectDestinations");
  if (selects.length > 0) return selects[0];
  const claims = legal.filter((c): c is Extract<Command, { type: "buyRoute" }> => c.type === "buyRoute");
  if (claims.length > 0) {
    return claims.reduce((best, c) => (map.routes[c.routeIndex].length > map.routes[best.routeIndex].length ? c : best));
  }
  const draws = legal.filter((c) => c.type === "drawTrainCard");
  if (draws.length > 0) return draws.find((c) => c.type === "drawTrainCard" && c.cardLocation === 5) ?? draws[0];
  return legal.find((c) => c.type === "getDestinations") ?? legal[0];
}

export function payloadOf(command: Command): Record<string, unknown> {
  const { type: _type, ...payload } = command;
  return payload;
}

/** One move for the first human seat that must act; false when none must (bots' turn, or game over). */
export async function playOneMove(roomId: string, rooms: Map<number, Room>): Promise<boolean> {
  const rules = rulesOf(roomId);
  if (rules.phase === "ended") return false;
  for (const [seat, room] of rooms) {
    const legal = legalActions(rules, seat);
    if (legal.length === 0) continue;
    const move = pickMove(legal, mapById(rules.map));
    const answer = await ask(room, move.type, payloadOf(move));
    if (answer.code !== "ok") throw new Error(`${move.type} by seat ${seat}: ${answer.description}`);
    return true;
  }
  return false;
}

/** Plays until the game ends (bots, if any, play themselves). */
export async function playToEnd(roomId: string, rooms: Map<number, Room>, maxMoves = 5000): Promise<number> {
  let moves = 0;
  while (rulesOf(roomId).phase !== "ended") {
    if (!(await playOneMove(roomId, rooms))) await sleep(5);
    else moves += 1;
    if (moves > maxMoves) throw new Error("game did not end");
  }
  return moves;
}
