// A view that draws a board waits for that board's land (map/worldCountries.ts: the countries file is loaded with
// the first board that stands on it, not with the page). The view's create() asks first; when the land is not there
// yet it draws nothing, and starts again with the same data once the land has come.
import type Phaser from "phaser";
import { loadBoardOutline, outlineReady } from "../map/worldCountries.js";
import { showStatus } from "../ui/dom.js";
import { msg } from "../i18n/i18n.js";
import type { MapId } from "../rules.js";
import { setWaiting } from "../ui/sceneReadiness.js";

/** True (and the land on its way) when `scene` must wait before drawing the board of `map`. */
export function waitsForBoardLand(scene: Phaser.Scene, map: MapId, data: object): boolean {
  const waits = !outlineReady(map);
  setWaiting(scene, waits);
  if (!waits) return false;
  loadBoardOutline(map).then(
    // the player may have gone elsewhere meanwhile: only a view still shown starts again
    () => {
      if (scene.sys.isActive()) scene.scene.restart(data);
    },
    (error: unknown) => showStatus(msg("loading.failed", { error: String(error) }), "error"),
  );
  return true;
}
