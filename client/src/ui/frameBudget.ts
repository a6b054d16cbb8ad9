// A board game is still most of the time: the canvas drops to a few frames per second when nothing moves and
// nobody touches it, and goes back to full speed on input, animation or a state change (saves laptop batteries
// and keeps several tabs smooth on one machine).
import type Phaser from "phaser";
import { onLanguageChange } from "../i18n/i18n.js";
import { readSetting } from "./storedSetting.js";

/**
 * A cap on the frame rate kept by this browser (set by hand in its storage): for a machine that draws the canvas on
 * its CPU and runs several games at once. The browser tests set it (client/test/browserKit.ts): each page of a test
 * drew at 60 frames a second while bots moved, and a run of the suite's pages on two cores spent most of its CPU on
 * frames nobody looked at. Between MIN_CAP and 60; anything else is ignored.
 */
export const FRAME_CAP_STORAGE_KEY = "ttr.maxFramesPerSecond";
const MIN_CAP = 10;

function activeFps(): number {
  const cap = Number(readSetting(FRAME_CAP_STORAGE_KEY));
  return Number.isInteger(cap) && cap >= MIN_CAP && cap < 60 ? cap : 60;
}

const ACTIVE_FPS = activeFps();
const IDLE_FPS = Math.min(8, ACTIVE_FPS);
const IDLE_AFTER_MS = 1500;

let game: Phaser.Game | null = null;
let lastActivity = 0;
let current = 0;

function setLimit(fps: number): void {
  if (!game || current === fps) return;
  current = fps;
  // Phaser's setFPSLimit restarts its animation-frame loop. Called inside a frame (a view drawing a new state wakes
  // the loop), the old loop still asks for its next frame after the restart has asked for one: from then on two loops
  // ran, one more at each such wake. After the frame, the restart replaces the one loop.
  const loop = game.loop;
  queueMicrotask(() => {
    if (current === fps) loop.setFPSLimit(fps);
  });
}

/** Something happened that may animate: run at full speed for a while. */
export function wakeRendering(): void {
  lastActivity = performance.now();
  setLimit(ACTIVE_FPS);
}

function animating(g: Phaser.Game): boolean {
  return g.scene.getScenes(true).some((s) => s.tweens.getTweens().length > 0);
}

export function installFrameBudget(g: Phaser.Game): void {
  game = g;
  current = ACTIVE_FPS;
  lastActivity = performance.now();
  for (const ev of ["pointermove", "pointerdown", "keydown", "wheel"]) window.addEventListener(ev, wakeRendering, { passive: true });
  window.addEventListener("resize", wakeRendering);
  // a language picked in another tab re-creates the views (no input here wakes the loop): drawn at once, not on the
  // idle rate's next frame
  onLanguageChange(wakeRendering);
  setInterval(() => {
    if (animating(g)) wakeRendering();
    else if (performance.now() - lastActivity > IDLE_AFTER_MS) setLimit(IDLE_FPS);
  }, 250);
}
