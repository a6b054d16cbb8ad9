// A learner's clock: a game whose creator chose no clock is relaxed (no time limit while connected) when it is one
// of the creator's first NEW_PLAYER_RELAXED_GAMES games. Judged when the creator's create is authorised (the store
// is asked there, asynchronously) and applied as they take their seat; a game with bots is relaxed at its start
// (game/TurnClock.ts, settleDefaultClock).
import { NEW_PLAYER_RELAXED_GAMES } from "../../../shared-rules/protocol/index.js";
import type { GameRecord } from "../domain/records.js";
import type { GameStore } from "../storage/types.js";

/** Whether the account has taken part in fewer than NEW_PLAYER_RELAXED_GAMES started games (ended or playing). */
export async function isNewPlayer(games: GameStore, userId: number): Promise<boolean> {
  const ended = await games.finished({ userId, limit: NEW_PLAYER_RELAXED_GAMES });
  if (ended.length >= NEW_PLAYER_RELAXED_GAMES) return false;
  const playing = (await games.forUser(userId)).filter((g) => g.status === "playing").length;
  return ended.length + playing < NEW_PLAYER_RELAXED_GAMES;
}

/** The creator is new: their game, if they chose no clock and it has not started, is relaxed. */
export function relaxForLearner(record: GameRecord): void {
  if (record.clock?.defaulted && record.status === "waiting") record.clock.mode = "relaxed";
}
