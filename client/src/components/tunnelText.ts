// A tunnel's cards in words (no Phaser, so the presenter tests read them too).
import type { PendingTunnel } from "../rules.js";
import { cardStyle } from "../ui/theme.js";

/** "2 × Red", "1 × Red + 1 × Locomotive": `t.extra` cards paid with `wilds` locomotives. */
export function extraText(t: Pick<PendingTunnel, "trainColor" | "extra">, wilds: number): string {
  const own = t.extra - wilds;
  if (t.trainColor === "locomotive") return `${t.extra} × Locomotive`;
  return [own ? `${own} × ${cardStyle(t.trainColor).label}` : "", wilds ? `${wilds} × Locomotive` : ""].filter(Boolean).join(" + ");
}
