// Suggested moves (the `suggestMove` message): what the hard bot would play now for a seat, and why. The bot is given
// that seat's own view and its legal moves, nothing more, so the answer tells the seat nothing it could not know.
// One answer per seat and position: asked again before the game moves on, the same answer comes back without the bot
// thinking again (a person pressing Suggest in a loop costs one search per move, whatever the message budget allows).
import crypto from "node:crypto";
import { legalActions, playerView, type GameState } from "../../../shared-rules/src/index.js";
import type { Suggestion } from "../../../shared-rules/protocol/index.js";
import type { BotFactory } from "../../../bots/src/strategy.js";
import { suggestionReason } from "../../../bots/src/suggestionReason.js";

/** The strongest bot: a suggestion should show good play. */
const SUGGESTING_DIFFICULTY = "hard";

export class Suggestions {
  /** Per seat: the game version the last suggestion was made at, and that suggestion. */
  private readonly made = new Map<number, { version: number; suggestion: Suggestion }>();

  constructor(private readonly createBot: BotFactory) {}

  /** What the bot would play for `seat` in `rules` (at game version `version`), or null when the seat has no legal move. */
  suggest(rules: GameState, seat: number, version: number): Suggestion | null {
    const earlier = this.made.get(seat);
    if (earlier?.version === version) return earlier.suggestion;
    const legal = legalActions(rules, seat);
    if (legal.length === 0) return null;
    const view = playerView(rules, seat);
    // A random seed, not one derived from the game's: nothing of the deal's seed can be read back from the choices.
    const command = this.createBot(SUGGESTING_DIFFICULTY, crypto.randomInt(2 ** 31)).chooseAction(view, legal);
    const suggestion = { command, reason: suggestionReason(view, command) };
    this.made.set(seat, { version, suggestion });
    return suggestion;
  }
}
