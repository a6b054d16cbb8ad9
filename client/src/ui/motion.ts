// Board animations (a claim's cars, a drawn card's flight) are short and never in the way: the browser's
// prefers-reduced-motion or the stored switch (tests turn it off) skips them, and any click or key finishes the ones
// running at once. Each animation registers how to jump to its end state, so skipping leaves the same board.
import { readSetting } from "./storedSetting.js";

export const MOTION_KEY = "ttr.motion";

/**
 * "on" plays animations; "off" (the stored switch, or the browser's prefers-reduced-motion) skips them; "hold"
 * (tests only) starts them and keeps them at their first frame until a click or key finishes them, so a test can
 * see one running and skip it without racing its clock.
 */
export type MotionMode = "on" | "off" | "hold";

export function motionMode(): MotionMode {
  const stored = readSetting(MOTION_KEY); // null where storage is blocked: the media query decides
  // a person's reduced-motion setting wins over the tests' "hold"
  if (stored === "off" || (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches)) return "off";
  return stored === "hold" ? "hold" : "on";
}

export function motionOn(): boolean {
  return motionMode() !== "off";
}

const running = new Set<() => void>();

/** Registers a running animation's finisher; returns a function that unregisters it (call it on normal completion). */
export function trackAnimation(finish: () => void): () => void {
  running.add(finish);
  return () => running.delete(finish);
}

/** Jumps every running animation to its end. True when there was one to skip. */
export function skipAnimations(): boolean {
  const all = [...running];
  running.clear();
  all.forEach((f) => f());
  return all.length > 0;
}

export function animationsRunning(): number {
  return running.size;
}

/**
 * Any click or key in `scene` finishes the running animations (the click or key still does what it does). Listens
 * on the window for keys, before the game's own key handling, and stops with the scene.
 */
export function skipOnInput(scene: { input: { on(e: string, f: () => void): unknown; off(e: string, f: () => void): unknown }; events: { once(e: string, f: () => void): unknown } }): void {
  const skip = () => void skipAnimations();
  scene.input.on("pointerdown", skip);
  window.addEventListener("keydown", skip, { capture: true });
  scene.events.once("shutdown", () => {
    scene.input.off("pointerdown", skip);
    window.removeEventListener("keydown", skip, { capture: true });
    running.clear(); // the scene's tweens and images are gone with it: nothing left to finish
  });
}
