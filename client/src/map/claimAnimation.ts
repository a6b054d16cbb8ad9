// A claim's cars appear along the route one after another, each dropping into place. The whole row takes under
// ~550 ms whatever the route's length; a click or key finishes it at once (ui/motion), and reduced motion skips it.
import type Phaser from "phaser";
import { motionMode, trackAnimation } from "../ui/motion.js";

/** One car's appearance, and the most time the row may take to start its last car. */
const CAR_MS = 180;
const ROW_MS = 360;
const MAX_STEP_MS = 70;
const DROP_SCALE = 1.8;

/** The delay between two cars of a row of `cars`: the row starts its last car by ROW_MS. */
export function carStepMs(cars: number): number {
  return cars <= 1 ? 0 : Math.min(MAX_STEP_MS, ROW_MS / (cars - 1));
}

/** The whole animation's length for a row of `cars` (ms). */
export function claimAnimationMs(cars: number): number {
  return carStepMs(cars) * Math.max(0, cars - 1) + CAR_MS;
}

/** `cars`: each car's images (body and marker), in order along the route; they end as they are now. */
export function dropInCars(scene: Phaser.Scene, cars: Phaser.GameObjects.Image[][]): void {
  const mode = motionMode();
  if (mode === "off" || cars.length === 0) return;
  const all = cars.flat().map((img) => ({ img, sx: img.scaleX, sy: img.scaleY, alpha: img.alpha }));
  const tweens: Phaser.Tweens.Tween[] = [];
  const settle = () => {
    tweens.forEach((t) => t.stop());
    // a redraw may have replaced these images meanwhile: only live ones are set back
    for (const a of all) if (a.img.scene) a.img.setScale(a.sx, a.sy).setAlpha(a.alpha);
  };
  const untrack = trackAnimation(settle);
  const step = carStepMs(cars.length);
  cars.forEach((imgs, k) => {
    for (const img of imgs) {
      const sx = img.scaleX, sy = img.scaleY, alpha = img.alpha;
      img.setScale(sx * DROP_SCALE, sy * DROP_SCALE).setAlpha(0);
      tweens.push(scene.tweens.add({ targets: img, scaleX: sx, scaleY: sy, alpha, duration: CAR_MS, delay: k * step, ease: "Back.easeOut", paused: mode === "hold" }));
    }
  });
  tweens[tweens.length - 1].once("complete", untrack);
}
