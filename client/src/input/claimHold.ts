// The undo window on claims: a confirmed claim waits here for a few seconds before it is sent, so a
// slip can be taken back. Nothing is decided here: the server still judges the claim when it arrives. Pure apart from
// the timer it is given, so it is unit-tested with a fake clock.
import type { ClaimChoice } from "../components/BuyRouteModal.js";
import { claimOptions, routeClaimBlocker, type PlayerView } from "../rules.js";
import { t } from "../i18n/i18n.js";
import { ruleReason } from "../i18n/ruleReasons.js";

export interface HeldClaim {
  routeId: number;
  choice: ClaimChoice;
  /** How long it is held, in ms (the bar counts this down). */
  holdMs: number;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface ClaimHoldOptions {
  /** The hold in ms, read at each claim (the menu toggle may change it); 0 sends at once. */
  holdMs: () => number;
  /** Sends the claim; resolves with the server's refusal, or null when it was taken. */
  send: (routeId: number, choice: ClaimChoice) => Promise<string | null>;
  /** A claim started or stopped being held (null: sent, undone or cancelled). */
  onChange: (held: HeldClaim | null) => void;
  /** A held claim was dropped unsent: `undone` by the person, else because it could no longer be made. */
  onDropped: (message: string, undone: boolean) => void;
  /** A held claim went out and the server refused it. */
  onRefused: (description: string) => void;
  timers?: Timers;
}

const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class ClaimHold {
  private held: HeldClaim | null = null;
  private timer: unknown = null;
  private readonly timers: Timers;

  constructor(private readonly opts: ClaimHoldOptions) {
    this.timers = opts.timers ?? browserTimers;
  }

  get current(): HeldClaim | null {
    return this.held;
  }

  /**
   * A confirmed claim. Held: resolves null at once (the modal closes, the undo bar shows). No hold: sent now, and
   * resolves with the server's answer as before, so the modal shows a refusal.
   */
  submit(routeId: number, choice: ClaimChoice): Promise<string | null> {
    if (this.held) return Promise.resolve(t("undo.busy"));
    const holdMs = Math.max(0, this.opts.holdMs());
    if (holdMs === 0) return this.opts.send(routeId, choice);
    this.held = { routeId, choice, holdMs };
    this.timer = this.timers.set(() => void this.release(), holdMs);
    this.opts.onChange(this.held);
    return Promise.resolve(null);
  }

  /** The person took it back: nothing is sent. True when there was a claim to take back. */
  undo(): boolean {
    return this.drop(t("undo.undone"), true);
  }

  /** After each new state: `blocker` is why the held claim could no longer be made (null: it still can). */
  recheck(blocker: (held: HeldClaim) => string | null): void {
    const why = this.held ? blocker(this.held) : null;
    if (why) this.drop(t("undo.cancelled", { why }), false);
  }

  /** The view is going away: drop the claim quietly, never send it later. */
  dispose(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.held = null;
  }

  private drop(message: string, undone: boolean): boolean {
    if (!this.held) return false;
    this.dispose();
    this.opts.onChange(null);
    this.opts.onDropped(message, undone);
    return true;
  }

  private async release(): Promise<void> {
    const held = this.held;
    if (!held) return;
    this.timer = null;
    this.held = null;
    this.opts.onChange(null);
    const refused = await this.opts.send(held.routeId, held.choice);
    if (refused) this.opts.onRefused(refused);
  }
}

/** Why a held claim could no longer be made in `view` (the rules' own reasons), or null while it still can. */
export function heldClaimBlocker(view: PlayerView | null, held: HeldClaim): string | null {
  if (!view) return t("why.loading");
  const why = routeClaimBlocker(view, held.routeId);
  if (why) return ruleReason(why);
  const { trainColor, numberOfWilds, standIns } = held.choice;
  // the same stand-in cards, colour by colour (a hand that changed may make the rules pick others)
  const sameStandIns = (o: { standIns?: Partial<Record<string, number>> }) => {
    const a: Partial<Record<string, number>> = o.standIns ?? {}, b: Partial<Record<string, number>> = standIns ?? {};
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((c) => (a[c] ?? 0) === (b[c] ?? 0));
  };
  const payable = claimOptions(view, held.routeId).some((o) => o.trainColor === trainColor && o.numberOfWilds === numberOfWilds && sameStandIns(o));
  return payable ? null : t("why.cardsChanged");
}
