// The last line of defence: a bot never throws and never stalls; if its planning fails it plays a
// harmless legal move (draw from the deck, keep the fewest tickets, claim, pass — in that order).
import type { Command } from "../../shared-rules/src/index.js";

export function fallbackMove(legal: readonly Command[]): Command {
  const draw = legal.find((c) => c.type === "drawTrainCard" && c.cardLocation === 5) ?? legal.find((c) => c.type === "drawTrainCard");
  if (draw) return draw;
  const selects = legal.filter((c) => c.type === "selectDestinations");
  if (selects.length > 0) return selects.reduce((a, b) => (b.destinationsSelected.length < a.destinationsSelected.length ? b : a));
  return legal.find((c) => c.type === "buyRoute") ?? legal.find((c) => c.type !== "pass") ?? legal[0];
}

/** Runs `decide`, and returns the fallback when it throws or answers something not in `legal`. */
export function safely(legal: readonly Command[], decide: () => Command | null): Command {
  try {
    const chosen = decide();
    if (chosen && legal.includes(chosen)) return chosen;
  } catch {
    // A planning bug must not take the seat down: fall through to a legal move.
  }
  return fallbackMove(legal);
}
