// The board's short animations. They never block input: a click during one is handled at once, and finishes it
// (ui/motion); with reduced motion (or the tests' switch) a drawn card lands at once.
import type Phaser from "phaser";
import { motionMode, trackAnimation } from "../../ui/motion.js";
import { ATLAS } from "../../ui/textures.js";
import { FONT } from "../../ui/theme.js";
import { MAP_AREA } from "../../ui/layout.js";
import { t } from "../../i18n/i18n.js";

type Pt = { x: number; y: number };

/** A drawn card's flight to the hand (ms): short, and a click or key lands it at once. */
const FLY_MS = 420;

/** A drawn card flies from the yard to the hand (face down when the deck gave a card only the server knew). */
export function flyCard(scene: Phaser.Scene, from: Pt, to: Pt, color: string | null, landed: () => void): void {
  const mode = motionMode();
  if (mode === "off") {
    landed();
    return;
  }
  const img = scene.add.image(from.x, from.y, ATLAS, color ? `card-${color}` : "card-back").setDisplaySize(76, 108).setDepth(900);
  const sx = img.scaleX, sy = img.scaleY;
  let done = false;
  const land = () => {
    if (done) return;
    done = true;
    untrack();
    tween.stop();
    img.destroy();
    landed();
  };
  const untrack = trackAnimation(land);
  const tween = scene.tweens.add({
    targets: img, x: to.x, y: to.y, scaleX: sx * 0.4, scaleY: sy * 0.4, alpha: 0.2, duration: FLY_MS, ease: "Cubic.easeIn", onComplete: land, paused: mode === "hold",
  });
}

/**
 * "Your turn!" springs up over the map (or over `area`: the part of a phone's map its open sheet leaves) and fades.
 * Like the other animations, the first tap or key of the turn finishes it: it would otherwise lie over the ticket modal
 * or the sheet opened at once (a phone's are right under it). Returned so a view can put it away sooner.
 */
export function yourTurnCue(scene: Phaser.Scene, area: { x: number; y: number; w: number } = MAP_AREA, depth = 950): Phaser.GameObjects.Text {
  const cue = scene.add.text(area.x + area.w / 2, area.y + 60, t("game.yourTurn"), {
    fontFamily: FONT, fontSize: "44px", color: "#ffd34d", fontStyle: "bold", stroke: "#3f2a16", strokeThickness: 8,
  }).setOrigin(0.5).setDepth(depth).setAlpha(0).setScale(0.6);
  const done = () => cue.destroy();
  const untrack = trackAnimation(done);
  const tween = scene.tweens.add({ targets: cue, alpha: 1, scale: 1, duration: 300, ease: "Back.easeOut", yoyo: true, hold: 900, onComplete: done });
  // however it goes (its end, a tap, the view putting it away): no animation left running
  cue.once("destroy", () => {
    untrack();
    tween.stop();
  });
  return cue;
}
