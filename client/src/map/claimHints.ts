// Which claimable routes glow. Late in a game almost every route is claimable and a glow on all of them says
// nothing, so by default only those that serve the player's unfinished tickets glow (a route of a cheapest path
// still to claim, or its twin); "all" shows every claimable route, "off" none. Pure: the scene and tests share it.
import type { TicketProgress } from "../rules.js";
import { t } from "../i18n/i18n.js";

export type ClaimHints = "tickets" | "all" | "off";

export const CLAIM_HINTS: readonly ClaimHints[] = ["tickets", "all", "off"];

/** The next mode of the top bar's switch (and its key). */
export function nextClaimHints(mode: ClaimHints): ClaimHints {
  return CLAIM_HINTS[(CLAIM_HINTS.indexOf(mode) + 1) % CLAIM_HINTS.length];
}

export function claimHintsLabel(mode: ClaimHints): string {
  return mode === "tickets" ? t("switch.claimTickets") : mode === "all" ? t("switch.claimAll") : t("switch.claimOff");
}

/** The routes that serve unfinished tickets: each cheapest path's routes still to claim, and their twins. */
export function ticketRoutes(progress: readonly TicketProgress[], twinOf: (routeId: number) => number | null): Set<number> {
  const wanted = new Set<number>();
  for (const t of progress) {
    if (t.status !== "possible") continue;
    for (const id of t.routesToClaim) {
      wanted.add(id);
      const twin = twinOf(id);
      if (twin !== null) wanted.add(twin);
    }
  }
  return wanted;
}

/** The claimable routes to glow in `mode`, in the order given. */
export function glowingRoutes(mode: ClaimHints, claimable: readonly number[], progress: readonly TicketProgress[], twinOf: (routeId: number) => number | null): number[] {
  if (mode === "off") return [];
  if (mode === "all") return [...claimable];
  const wanted = ticketRoutes(progress, twinOf);
  return claimable.filter((id) => wanted.has(id));
}
