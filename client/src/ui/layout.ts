// The game view's regions in world coordinates (the canvas is WORLD.width × WORLD.height, scaled to the window).
import { WORLD } from "./theme.js";

export const LEFT = { x: 0, y: 0, w: 270, h: 900 } as const;
export const TOPBAR = { x: 270, y: 0, w: 1330, h: 44 } as const;
export const MAP_AREA = { x: 276, y: 44, w: 1318, h: 628 } as const;
export const BOTTOM = { x: 270, y: 676, w: 1330, h: 224 } as const;

/** The world's current size. */
export function world(): { width: number; height: number } {
  return WORLD;
}
