// The end-of-game bonuses as plug-ins: the board lists its bonuses (rules.endBonuses; absent: the base game's one
// longest-path bonus) and each kind decides who wins what from the players' end facts. A later map adds a kind
// here and in map.ts's EndBonusRule.
import type { EndBonusKind, GameMap } from "../map.js";
import { globetrotterWinners } from "./globetrotter.js";
import { grandTourPoints } from "./grandTour.js";
import { longestPathWinners } from "./longestPath.js";
import { asianExplorerWinners } from "./asianExplorer.js";

/** What the bonuses need to know of each player at the end. */
export interface EndFacts {
  longestPath: number;
  ticketsCompleted: number;
  grandTours: number;
  /** Cities touched by the player's largest connected network (the Asian Explorer). */
  networkCities: number;
}

export interface BonusWon {
  kind: EndBonusKind;
  points: number;
}

/** Each player's bonuses, one entry per bonus of the board in its order (0 points when not won). */
export function endBonuses(map: GameMap, players: readonly EndFacts[]): BonusWon[][] {
  const perPlayer: BonusWon[][] = players.map(() => []);
  for (const bonus of map.rules.endBonuses) {
    let points: number[];
    switch (bonus.kind) {
      case "longestPath": {
        const won = longestPathWinners(players.map((p) => p.longestPath));
        points = won.map((w) => (w ? bonus.points : 0));
        break;
      }
      case "globetrotter": {
        const won = globetrotterWinners(players.map((p) => p.ticketsCompleted));
        points = won.map((w) => (w ? bonus.points : 0));
        break;
      }
      case "asianExplorer": {
        const won = asianExplorerWinners(players.map((p) => p.networkCities));
        points = won.map((w) => (w ? bonus.points : 0));
        break;
      }
      case "grandTour":
        points = players.map((p) => grandTourPoints(bonus.pointsByCount, p.grandTours));
        break;
    }
    points.forEach((n, i) => perPlayer[i]!.push({ kind: bonus.kind, points: n }));
  }
  return perPlayer;
}

/** Whether the board's bonuses are the base game's (the longest path alone): its results keep their old shape. */
export function onlyLongestPath(map: GameMap): boolean {
  return map.rules.endBonuses.every((b) => b.kind === "longestPath");
}

/** Whether the board has a longest-path bonus at all (the ranking's third tie-break reads its winners). */
export function hasLongestPath(map: GameMap): boolean {
  return map.rules.endBonuses.some((b) => b.kind === "longestPath");
}
