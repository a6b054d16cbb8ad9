// A tunnel's cards in words (no Phaser, so the presenter tests read them too), in the reader's language.
import type { PendingTunnel } from "../rules.js";
import { say } from "../i18n/i18n.js";
import { paymentMessage } from "./payTargets.js";

/** "2 × Red", "1 × Red + 1 × Locomotive": `t.extra` cards paid with `wilds` locomotives. */
export function extraText(t: Pick<PendingTunnel, "trainColor" | "extra">, wilds: number): string {
  return say(paymentMessage(t.trainColor, t.extra, wilds));
}
