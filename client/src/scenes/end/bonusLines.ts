// The lines under a player's revealed tickets that say what the board's special bonuses gave them: the Globetrotter
// (most tickets completed; every player tied for it scores), the Asian Explorer (the largest network, ties too), each Grand Tour (its ticket; the routes of its two
// paths are drawn on the board while the line is hovered or tapped) and the Grand Tour bonus by how many. The
// longest path has its own column and its gold on the board. Pure: tested without a browser.
import { t } from "../../i18n/i18n.js";
import { bonusWinners, type ScoreBreakdown } from "./breakdown.js";

export interface BonusLine {
  text: string;
  /** Signed points shown at the line's right ("+10"), or "" for a line that only names something. */
  points: string;
  /** A Grand Tour's routes (its two paths), drawn while the line is pointed at; [] for the others. */
  routes: number[];
  /** The ticket's index for a Grand Tour line (its two cities are lit with the paths); null for the others. */
  ticketId: number | null;
}

/** What the board's bonuses gave this player, given everyone's breakdown (a tie is named as one). */
export function bonusLines(mine: ScoreBreakdown, all: readonly ScoreBreakdown[]): BonusLine[] {
  const lines: BonusLine[] = [];
  for (const bonus of mine.bonuses) {
    if (bonus.kind === "globetrotter" && bonus.points > 0) {
      const tied = bonusWinners(all, "globetrotter").length > 1;
      lines.push({ text: t(tied ? "mapsEnd.globetrotterTied" : "mapsEnd.globetrotterWon", { count: bonus.count }), points: `+${bonus.points}`, routes: [], ticketId: null });
    }
    if (bonus.kind === "asianExplorer" && bonus.points > 0) {
      // its column shows the cities; the line says why (and a phone's table has no room for the cities)
      const tied = bonusWinners(all, "asianExplorer").length > 1;
      lines.push({ text: t(tied ? "asia.explorerTied" : "asia.explorerWon", { count: bonus.count }), points: `+${bonus.points}`, routes: [], ticketId: null });
    }
    if (bonus.kind === "grandTour" && mine.tours.length > 0) {
      for (const tour of mine.tours) lines.push({ text: t("mapsEnd.tourLine", { ticket: tour.name }), points: "", routes: tour.routes, ticketId: tour.ticketId });
      lines.push({ text: t("mapsEnd.tourBonus", { count: mine.tours.length }), points: `+${bonus.points}`, routes: [], ticketId: null });
    }
  }
  return lines;
}

/** A country ticket's note under its name: the destination that counted, or that none was joined. */
export function countryNote(country: "best" | "lowest" | null): string {
  if (country === "best") return t("mapsEnd.countryBest");
  if (country === "lowest") return t("mapsEnd.countryLowest");
  return "";
}

/**
 * The board's special bonuses in one line each, for the replay's last step: who took the Globetrotter (all tied
 * players), who scored Grand Tours. Empty on a board whose only bonus is the longest path (drawn in gold there).
 */
export function bonusSummary(all: readonly ScoreBreakdown[], name: (seat: number) => string): string[] {
  const lines: string[] = [];
  const globetrotter = all.flatMap((b) => b.bonuses.filter((x) => x.kind === "globetrotter" && x.points > 0).map((x) => ({ seat: b.playerIndex, points: x.points })));
  if (globetrotter.length > 0) {
    lines.push(t("mapsEnd.replayGlobetrotter", { players: globetrotter.map((w) => name(w.seat)).join(", "), points: globetrotter[0]!.points }));
  }
  for (const b of all) {
    const tour = b.bonuses.find((x) => x.kind === "grandTour");
    if (tour && tour.count > 0) lines.push(t("mapsEnd.replayGrandTours", { player: name(b.playerIndex), count: tour.count, points: tour.points }));
  }
  return lines;
}
