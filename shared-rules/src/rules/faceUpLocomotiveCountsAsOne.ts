// Rule plug-in faceUpLocomotiveCountsAsOne (Nordic Countries, Switzerland): a face-up locomotive is an ordinary card
// to draw, one of a turn's two, and may be the second; in the base game it is the whole turn and never the second.
import type { GameMap } from "../map.js";

/** Whether taking a face-up locomotive as the first card ends the turn. */
export function faceUpLocomotiveEndsTurn(map: GameMap): boolean {
  return !map.rules.faceUpLocomotiveCountsAsOne;
}

/** Whether a face-up locomotive may be taken as the second card of a turn. */
export function faceUpLocomotiveAllowedSecond(map: GameMap): boolean {
  return map.rules.faceUpLocomotiveCountsAsOne;
}
