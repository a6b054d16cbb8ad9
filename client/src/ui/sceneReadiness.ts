// Views that are active but have drawn nothing yet because they wait for something to load (a board's land: see
// scenes/outlineGate.ts). The test hook does not name them among the shown scenes, so a test that waits for a view
// acts once it is drawn and its hooks are set, not while it waits to start again.
import type Phaser from "phaser";

const waiting = new WeakSet<Phaser.Scene>();

export function setWaiting(scene: Phaser.Scene, isWaiting: boolean): void {
  if (isWaiting) waiting.add(scene);
  else waiting.delete(scene);
}

export function isWaiting(scene: Phaser.Scene): boolean {
  return waiting.has(scene);
}
