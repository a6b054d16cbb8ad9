// The one door into a lesson, for every place that offers one (the lobby's buttons, a board's rules page):
// startLesson("usa") opens the guided first game, startLesson("europe") the Europe lesson. An unfinished one is
// opened again where it stopped (Net.playLesson).
import type Phaser from "phaser";
import { net, errorText } from "../net/Net.js";
import { openGame } from "../scenes/navigation.js";
import { showStatus } from "../ui/dom.js";
import { PLAYER_COLOR_ORDER } from "../ui/theme.js";
import { isLessonId, type MapId } from "../rules.js";
import { describedRefusalText } from "../i18n/ruleReasons.js";

let game: Phaser.Game | null = null;

/** game.ts hands over the Phaser game, so that a lesson can be started from any view. */
export function installLessonStarter(g: Phaser.Game): void {
  game = g;
}

/** Whether a board has a lesson (its rules page offers one only then). */
export function hasLesson(mapId: MapId): boolean {
  return isLessonId(mapId);
}

/** Opens the board's lesson in the game view; a refusal is said in the status line. Resolves once the game opens. */
export async function startLesson(mapId: MapId, from?: Phaser.Scene): Promise<void> {
  if (!isLessonId(mapId)) return;
  const scene = from ?? game?.scene.getScenes(true)[0];
  if (!scene) return;
  try {
    openGame(scene, await net.playLesson(mapId, PLAYER_COLOR_ORDER[0]));
  } catch (e) {
    showStatus(describedRefusalText(errorText(e)), "error", 5000);
  }
}
