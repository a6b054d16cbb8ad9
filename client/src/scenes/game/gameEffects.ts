// The board's short animations. They never block input: a click during one is handled at once.
import type Phaser from "phaser";
import { ATLAS } from "../../ui/textures.js";
import { FONT } from "../../ui/theme.js";
import { MAP_AREA } from "../../ui/layout.js";

type Pt = { x: number; y: number };

/** A drawn card flies from the yard to the hand (face down when the deck gave a card only the server knew). */
export function flyCard(scene: Phaser.Scene, from: Pt, to: Pt, color: string | null, landed: () => void): void {
  const img = scene.add.image(from.x, from.y, ATLAS, color ? `card-${color}` : "card-back").setDisplaySize(76, 108).setDepth(900);
  const sx = img.scaleX, sy = img.scaleY;
  scene.tweens.add({
    targets: img, x: to.x, y: to.y, scaleX: sx * 0.4, scaleY: sy * 0.4, alpha: 0.2, duration: 450, ease: "Cubic.easeIn",
    onComplete: () => {
      img.destroy();
      landed();
    },
  });
}

/** "Your turn!" springs up over the map and fades. */
export function yourTurnCue(scene: Phaser.Scene): void {
  const t = scene.add.text(MAP_AREA.x + MAP_AREA.w / 2, MAP_AREA.y + 60, "Your turn!", {
    fontFamily: FONT, fontSize: "44px", color: "#ffd34d", fontStyle: "bold", stroke: "#3f2a16", strokeThickness: 8,
  }).setOrigin(0.5).setDepth(950).setAlpha(0).setScale(0.6);
  scene.tweens.add({ targets: t, alpha: 1, scale: 1, duration: 300, ease: "Back.easeOut", yoyo: true, hold: 900, onComplete: () => t.destroy() });
}
