// What the board scenes (game, end screen, replay) share before their own parts: the game connection they show
// (back to the lobby when it is gone) and the table's frame: the left strip, the top bar and the bottom panel.
import type Phaser from "phaser";
import { net } from "../net/Net.js";
import type { GameConnection } from "../net/GameConnection.js";
import { UI, WORLD } from "../ui/theme.js";
import { BOTTOM, LEFT, TOPBAR } from "../ui/layout.js";

/** The open game a scene was started for; null (and off to the lobby) when it is no longer open. */
export function gameOrLobby(scene: Phaser.Scene, data: { roomId: string }): GameConnection | null {
  const g = net.games.get(data.roomId);
  if (!g) scene.scene.start("Lobby");
  return g ?? null;
}

/** The table behind the map; `edges` draws the thin wooden seams of the live game view. */
export function drawTableFrame(scene: Phaser.Scene, edges = false): void {
  scene.add.rectangle(0, 0, WORLD.width, WORLD.height, 0x2a3b47).setOrigin(0);
  const left = scene.add.graphics();
  left.fillStyle(UI.woodDark, 1).fillRect(LEFT.x, LEFT.y, LEFT.w, LEFT.h);
  if (edges) left.fillStyle(UI.wood, 1).fillRect(LEFT.w - 4, 0, 4, LEFT.h);
  const bottom = scene.add.graphics();
  bottom.fillStyle(UI.paperDark, 1).fillRect(BOTTOM.x, BOTTOM.y, BOTTOM.w, BOTTOM.h);
  if (edges) bottom.fillStyle(UI.wood, 1).fillRect(BOTTOM.x, BOTTOM.y, BOTTOM.w, 3);
  scene.add.rectangle(TOPBAR.x, TOPBAR.y, TOPBAR.w, TOPBAR.h, 0x22303a).setOrigin(0);
}
