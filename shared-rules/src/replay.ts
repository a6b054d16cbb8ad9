// Replaying a game from its seed and command log: the basis of saving, loading and replays.
import type { ApplyResult, GameEvent, GameState, LoggedCommand, NewGameOptions } from "./types.js";
import { newGame } from "./setup.js";
import { applyCommand } from "./apply.js";

/**
 * The state after the whole log with every event in order, or the first failing command's error, unchanged.
 * `visit` sees every state on the way: the start (with no entry), then each one after the entry that made it.
 */
export function replay(
  options: NewGameOptions,
  log: readonly LoggedCommand[],
  visit?: (state: GameState, entry: LoggedCommand | null) => void,
): ApplyResult {
  const start = newGame(options);
  if (!start.ok) return start;
  let state = start.state;
  visit?.(state, null);
  const events: GameEvent[] = [...start.events];
  for (let i = 0; i < log.length; i++) {
    const r = applyCommand(state, log[i].player, log[i].command);
    if (!r.ok) return r;
    state = r.state;
    visit?.(state, log[i]);
    events.push(...r.events);
  }
  return { ok: true, state, events };
}
