// The end table's columns for a board, between the player's name and the rating: routes, tickets won and lost, one
// column per end bonus the board has (none for a longest path a board lacks), stations on boards with them, and the
// total. The USA and Europe keep exactly their old columns (the longest path in cars, then its bonus). Pure: the
// texts are the reader's language, the numbers come from breakdown.ts.
import { formatNumber, t } from "../../i18n/i18n.js";
import type { GameMap } from "../../rules.js";
import { bonusKinds, type ScoreBreakdown, type ScoredBonus } from "./breakdown.js";

export interface BreakdownColumns {
  /** Long heads, and the short ones the table falls back to when the long ones do not fit. */
  heads: string[];
  shortHeads: string[];
  /** The total's place among these columns (drawn in bold). */
  totalColumn: number;
  /** One row of cells per breakdown given (null: the result has not arrived; every cell is a dash). */
  rows: string[][];
}

const DASH = "—";

/** "+10", or a dash for a bonus not won. */
function bonusPoints(points: number): string {
  return points > 0 ? `+${formatNumber(points)}` : DASH;
}

/** The longest path's bonus by its name on each board (the map data keeps the English name for programs). */
export function longestPathName(map: GameMap): string {
  return map.id === "europe" ? t("end.europeanExpress") : t("end.longestPath");
}

/** Whether the board's only bonus is the base game's longest path (its table keeps its old columns). */
function baseGameBonus(map: GameMap): boolean {
  const kinds = bonusKinds(map);
  return kinds.length === 1 && kinds[0] === "longestPath";
}

/** The heads and cells of one bonus, on a desktop's table. */
function bonusColumns(map: GameMap, kind: ScoredBonus["kind"], gold: boolean): { heads: string[]; shortHeads: string[]; cells: (b: ScoredBonus) => string[] } {
  switch (kind) {
    case "longestPath": {
      const name = longestPathName(map);
      const head = gold ? t("end.gold", { bonus: name }) : name;
      const short = gold ? t("end.gold", { bonus: t("end.longest") }) : t("end.longest");
      // the base game: the length in cars, then the bonus; a later board: both in one column (more bonuses follow)
      if (baseGameBonus(map)) return { heads: [head, t("end.bonus")], shortHeads: [short, t("end.bonus")], cells: (b) => [t("end.cars", { count: b.count }), bonusPoints(b.points)] };
      return {
        heads: [head], shortHeads: [short],
        cells: (b) => [b.points > 0 ? t("mapsEnd.carsAndBonus", { cars: t("end.cars", { count: b.count }), points: b.points }) : t("end.cars", { count: b.count })],
      };
    }
    case "globetrotter":
      return { heads: [t("mapsEnd.globetrotter")], shortHeads: [t("mapsEnd.globetrotterShort")], cells: (b) => [bonusPoints(b.points)] };
    case "asianExplorer":
      return {
        heads: [t("asia.explorer")], shortHeads: [t("asia.explorerShort")],
        cells: (b) => [b.points > 0 ? t("asia.citiesAndBonus", { count: b.count, points: b.points }) : t("asia.cities", { count: b.count })],
      };
    case "grandTour":
      return {
        heads: [t("mapsEnd.grandTours")], shortHeads: [t("mapsEnd.grandToursShort")],
        cells: (b) => [b.count > 0 ? t("mapsEnd.toursAndBonus", { count: b.count, points: b.points }) : DASH],
      };
  }
}

/** A desktop's columns. `gold`: the longest path is drawn in gold on the board (its head says so). */
export function desktopColumns(map: GameMap, breakdowns: readonly (ScoreBreakdown | null)[], gold: boolean): BreakdownColumns {
  const stations = map.stations.perPlayer > 0;
  const mountains = map.rules.mountainTrainPoints > 0;
  const bonuses = bonusKinds(map).map((kind) => bonusColumns(map, kind, gold));
  const heads = [t("end.routes"), t("end.ticketsCompleted"), t("end.ticketsFailed"), ...bonuses.flatMap((c) => c.heads), ...(stations ? [t("end.stations")] : []), ...(mountains ? [t("asia.mountains")] : []), t("end.total")];
  const shortHeads = [t("end.routes"), t("end.completed"), t("end.failed"), ...bonuses.flatMap((c) => c.shortHeads), ...(stations ? [t("end.stations")] : []), ...(mountains ? [t("asia.mountainsShort")] : []), t("end.total")];
  const rows = breakdowns.map((b) => {
    if (!b) return heads.map(() => DASH);
    const won = b.tickets.filter((x) => x.completed).length;
    return [
      String(b.routePoints),
      `${won} (+${b.ticketsWonPoints})`,
      `${b.tickets.length - won} (−${-b.ticketsLostPoints})`,
      ...b.bonuses.flatMap((bonus, i) => bonuses[i]!.cells(bonus)),
      ...(stations ? [`+${b.stationPoints ?? 0}`] : []),
      ...(mountains ? [`+${b.mountainPoints ?? 0}`] : []),
      String(b.total),
    ];
  });
  return { heads, shortHeads, totalColumn: heads.length - 1, rows };
}

/** A phone's columns: short heads, one short cell per bonus ("+10" or a dash), or one for them all on a board with several. */
export function phoneColumns(map: GameMap, breakdowns: readonly (ScoreBreakdown | null)[]): BreakdownColumns {
  const stations = map.stations.perPlayer > 0;
  const mountains = map.rules.mountainTrainPoints > 0;
  const bonusHead = { longestPath: t("end.longestShort"), globetrotter: t("mapsEnd.globetrotterShort"), grandTour: t("mapsEnd.grandToursShort"), asianExplorer: t("asia.explorerShort") } as const;
  // a board with several bonuses shows their sum in one column (India's seven columns ran off a 390 px phone); the
  // lines under the tickets name each
  const kinds = bonusKinds(map);
  const together = kinds.length > 1;
  const heads = [t("end.routesShort"), t("end.tickets"), ...(together ? [t("end.bonus")] : kinds.map((k) => bonusHead[k])), ...(stations ? [t("end.stations")] : []), ...(mountains ? [t("asia.mountainsShort")] : []), t("end.total")];
  const rows = breakdowns.map((b) => {
    if (!b) return heads.map(() => DASH);
    return [
      String(b.routePoints),
      `+${b.ticketsWonPoints} −${-b.ticketsLostPoints}`,
      ...(together ? [bonusPoints(b.bonuses.reduce((sum, bonus) => sum + bonus.points, 0))] : b.bonuses.map((bonus) => bonusPoints(bonus.points))),
      ...(stations ? [`+${b.stationPoints ?? 0}`] : []),
      ...(mountains ? [`+${b.mountainPoints ?? 0}`] : []),
      String(b.total),
    ];
  });
  return { heads, shortHeads: heads, totalColumn: heads.length - 1, rows };
}
