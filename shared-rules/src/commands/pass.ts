// Pass: only for a player with no legal action at all (no card to draw, no payable route, no ticket left).
import type { GameEvent, GameState } from "../types.js";
import { ERR, type RulesErrorCode } from "../errors.js";
import { legalActions } from "../legal.js";
import { endTurn } from "../turn.js";

export function checkPass(state: GameState, player: number): RulesErrorCode | null {
  return legalActions(state, player).some((a) => a.type !== "pass") ? ERR.cannotPass : null;
}

export function applyPass(draft: GameState, player: number, events: GameEvent[]): void {
  events.push({ type: "passed", player });
  endTurn(draft, events);
}
