// The paper-and-wood panel shared by the modals.
import Phaser from "phaser";

export function drawPanel(scene: Phaser.Scene, x: number, y: number, w: number, h: number, fill = 0xf6efdf): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.35).fillRoundedRect(x + 5, y + 8, w, h, 14);
  g.fillStyle(fill, 1).fillRoundedRect(x, y, w, h, 14);
  g.lineStyle(3, 0x6b4b2a, 1).strokeRoundedRect(x, y, w, h, 14);
  return g;
}
