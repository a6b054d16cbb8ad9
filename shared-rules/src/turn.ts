// Ending a turn (State pattern: the turn stage goes back to `start` for the next player) and the last round:
// once a turn ends with its player at ≤ 2 trains, every player, that one included, plays exactly one more turn.
import type { GameEvent, GameState } from "./types.js";
import { mapOf } from "./variants.js";
import { scoreGame } from "./scoring.js";

function endGame(draft: GameState, events: GameEvent[]): void {
  draft.phase = "ended";
  draft.turnStage = "start";
  draft.result = scoreGame(draft);
  events.push({ type: "gameEnded", result: draft.result });
}

/** Closes the current player's turn on a draft and starts the next one, or ends the game. */
export function endTurn(draft: GameState, events: GameEvent[]): void {
  const n = draft.players.length;
  draft.turnNumber++;
  const me = draft.players[draft.currentPlayer];
  if (draft.lastRoundTriggeredBy === -1 && me.trainsLeft <= mapOf(draft).lastRoundWhenTrainsLeftAtMost) {
    draft.lastRoundTriggeredBy = draft.currentPlayer;
    draft.turnsLeft = n;
    events.push({ type: "lastRoundStarted", player: draft.currentPlayer });
  } else if (draft.turnsLeft > 0) {
    draft.turnsLeft--;
    if (draft.turnsLeft === 0) return endGame(draft, events);
  }
  if ((draft.consecutivePasses ?? 0) >= n) return endGame(draft, events);
  draft.currentPlayer = (draft.currentPlayer + 1) % n;
  draft.turnStage = "start";
  events.push({ type: "turnStarted", player: draft.currentPlayer, lastRound: draft.lastRoundTriggeredBy !== -1 });
}
