// A sharp canvas on a phone: the canvas has R device pixels per world px (the phone's world px is a CSS px), and every
// camera zooms by R, so the views keep laying out in world px (a font of 11 world px still shows at 11 CSS px) while
// the screen gets all its pixels. Phaser 4 has no `resolution` setting (3.x removed it): the game's size is the world's
// × R, the main cameras zoom R from the top left corner, the board camera's viewport and zoom are scaled by R
// (ui/boardCamera.ts), and each text is drawn into its texture at R.
//
// R is the device's pixel ratio on a phone, at most MAX_PIXEL_RATIO. Why the cap: the canvas's buffers grow with R²
// and a 3× phone (430×932 CSS px) at R = 3 needs 3.6 M px per buffer, ×4 bytes, and again ×4 with the multisampled
// buffer (antialiasGL), about 70 MB of graphics memory for one canvas, where mobile browsers start to drop contexts;
// at 2 it is 1.6 M px (about 32 MB), and a 3× screen's texts are already sharp at 2. A desktop keeps R = 1: its world
// (900 px tall) already has at least one canvas px per CSS px in windows up to 900 px tall.
// (no Phaser here: the test hook and the camera arithmetic read R without the engine; ui/sharpCanvas.ts applies it)
import { isPhoneLayout } from "./layout.js";

export const MAX_PIXEL_RATIO = 2;

let ratio = 1;

/** Canvas px per world px now. */
export function pixelRatio(): number {
  return ratio;
}

/** Decides R for the layout now (call after fitLayout); true when it changed. */
export function choosePixelRatio(): boolean {
  const device = typeof window !== "undefined" && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
  const next = isPhoneLayout() ? Math.min(MAX_PIXEL_RATIO, Math.max(1, device)) : 1;
  const changed = next !== ratio;
  ratio = next;
  return changed;
}

/** A pointer's position in world px of the stage (Phaser gives canvas px). */
export function stageX(p: { x: number }): number {
  return p.x / ratio;
}

export function stageY(p: { y: number }): number {
  return p.y / ratio;
}
