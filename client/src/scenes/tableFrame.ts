// What the board scenes (game, end screen, replay) share before their own parts: the game connection they show
// (back to the lobby when it is gone) and the table's frame: the left strip, the top bar and the bottom panel.
import type Phaser from "phaser";
import { net } from "../net/Net.js";
import type { GameConnection } from "../net/GameConnection.js";
import { UI, WORLD } from "../ui/theme.js";
import { BOTTOM, LEFT, MAP_AREA, TOPBAR, isPhoneLayout } from "../ui/layout.js";

/** The open game a scene was started for; null (and off to the lobby) when it is no longer open. */
export function gameOrLobby(scene: Phaser.Scene, data: { roomId: string }): GameConnection | null {
  const g = net.games.get(data.roomId);
  if (!g) scene.scene.start("Lobby");
  return g ?? null;
}

/** The table behind the map; `edges` draws the thin wooden seams of the live game view. */
export function drawTableFrame(scene: Phaser.Scene, edges = false): void {
  if (isPhoneLayout()) return drawPhoneFrame(scene, MAP_AREA);
  // around the map area, not under it: the board camera draws the map there, under the stage
  fillAround(scene.add.graphics().fillStyle(0x2a3b47, 1), MAP_AREA);
  const left = scene.add.graphics();
  left.fillStyle(UI.woodDark, 1).fillRect(LEFT.x, LEFT.y, LEFT.w, LEFT.h);
  if (edges) left.fillStyle(UI.wood, 1).fillRect(LEFT.w - 4, 0, 4, LEFT.h);
  const bottom = scene.add.graphics();
  bottom.fillStyle(UI.paperDark, 1).fillRect(BOTTOM.x, BOTTOM.y, BOTTOM.w, BOTTOM.h);
  if (edges) bottom.fillStyle(UI.wood, 1).fillRect(BOTTOM.x, BOTTOM.y, BOTTOM.w, 3);
  scene.add.rectangle(TOPBAR.x, TOPBAR.y, TOPBAR.w, TOPBAR.h, 0x22303a).setOrigin(0);
}

/**
 * A phone's table: everything but the map area (which the board camera draws under the stage) and the top bar. The
 * views lay their own panels (the sheet, the drawer) over it.
 */
export function drawPhoneFrame(scene: Phaser.Scene, map: { x: number; y: number; w: number; h: number }): void {
  const g = scene.add.graphics().setDepth(-10); // under the views' panels, whatever their order
  fillAround(g.fillStyle(0x2a3b47, 1), map);
  g.fillStyle(0x22303a, 1).fillRect(TOPBAR.x, TOPBAR.y, TOPBAR.w, TOPBAR.h);
}

/** Fills the stage but the map area (the board camera's, drawn under the stage) in the graphics' fill. */
function fillAround(g: Phaser.GameObjects.Graphics, map: { x: number; y: number; w: number; h: number }): void {
  g.fillRect(0, 0, WORLD.width, map.y);
  g.fillRect(0, map.y + map.h, WORLD.width, WORLD.height - map.y - map.h);
  g.fillRect(0, map.y, map.x, map.h);
  g.fillRect(map.x + map.w, map.y, WORLD.width - map.x - map.w, map.h);
}
