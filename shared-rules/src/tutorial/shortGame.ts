// A lesson's short game: fewer trains each, so the last round comes after a handful of claims. Only the lessons set
// it (a normal game always starts with the board's own count); the floor keeps room for every claim a lesson teaches.
import type { GameMap } from "../map.js";

/** The fewest trains a short game may start with: a lesson claims four routes of two or three cars before its last round. */
export const SHORT_GAME_MIN_TRAINS = 10;

/** Whether a game may start with this many trains each on this board (its own count, or a lesson's fewer). */
export function validShortGameTrains(trains: unknown, map: Pick<GameMap, "trainsPerPlayer">): trains is number {
  return Number.isInteger(trains) && (trains as number) >= SHORT_GAME_MIN_TRAINS && (trains as number) <= map.trainsPerPlayer;
}
