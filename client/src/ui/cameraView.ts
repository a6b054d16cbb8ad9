// Where a world point shows on the stage through a camera (the phone's board camera, ui/boardCamera.ts): shared by
// the board camera and the read-only test hook, which reports board points and texts as a person sees them.
import type Phaser from "phaser";
import { pixelRatio } from "./pixelRatio.js";

/**
 * A world point seen by `cam`, on the stage (world px of the main camera); null outside its viewport. The camera
 * itself is in canvas px, R per stage px on a sharp phone (ui/pixelRatio.ts).
 */
export function boardToStage(cam: Phaser.Cameras.Scene2D.Camera, p: { x: number; y: number }): { x: number; y: number } | null {
  const v = cameraView(cam), r = pixelRatio();
  const x = cam.x + (p.x - v.x) * cam.zoom, y = cam.y + (p.y - v.y) * cam.zoom;
  return x >= cam.x && x <= cam.x + cam.width && y >= cam.y && y <= cam.y + cam.height ? { x: x / r, y: y / r } : null;
}

/** The world rectangle a camera shows (as its preRender computes worldView, without waiting for a frame). */
export function cameraView(cam: Phaser.Cameras.Scene2D.Camera): { x: number; y: number; w: number; h: number } {
  const w = cam.width / cam.zoom, h = cam.height / cam.zoom;
  return { x: cam.scrollX + cam.width / 2 - w / 2, y: cam.scrollY + cam.height / 2 - h / 2, w, h };
}
