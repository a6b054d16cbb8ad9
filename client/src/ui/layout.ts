// The game view's regions in world coordinates. The world is always WORLD_HEIGHT tall and as wide as the window's
// shape asks (between MIN_WIDTH and MAX_WIDTH), so the canvas fills the window with no black bars and is scaled by
// window height / WORLD_HEIGHT: at 1024×768 that is 0.85, so a 13 px font still shows at 11 px. The left strip keeps
// its width; the top bar, the map and the bottom panel take what the width leaves. Scenes read these at create time
// and are re-created when the size changes (ui/responsive.ts).
import { WORLD } from "./theme.js";

const WORLD_HEIGHT = 900;
/** 4:3 windows get a 1200-wide world; narrower shapes keep it and show bars above and below. */
const MIN_WIDTH = 1200;
const MAX_WIDTH = 2000;
const LEFT_W = 270, TOPBAR_H = 44, BOTTOM_H = 224;

export const LEFT = { x: 0, y: 0, w: LEFT_W, h: WORLD_HEIGHT };
export const TOPBAR = { x: LEFT_W, y: 0, w: 1330, h: TOPBAR_H };
export const MAP_AREA = { x: LEFT_W + 6, y: TOPBAR_H, w: 1318, h: 628 };
export const BOTTOM = { x: LEFT_W, y: WORLD_HEIGHT - BOTTOM_H, w: 1330, h: BOTTOM_H };

/** The world width for a window (CSS px). */
export function worldWidthFor(windowWidth: number, windowHeight: number): number {
  const shaped = Math.round((WORLD_HEIGHT * windowWidth) / Math.max(1, windowHeight));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, shaped));
}

/** Sets the world and its regions for a window; true when the world's width changed. */
export function fitLayout(windowWidth: number, windowHeight: number): boolean {
  const width = worldWidthFor(windowWidth, windowHeight);
  const changed = width !== WORLD.width || WORLD.height !== WORLD_HEIGHT;
  WORLD.width = width;
  WORLD.height = WORLD_HEIGHT;
  TOPBAR.w = width - LEFT_W;
  MAP_AREA.w = width - LEFT_W - 12;
  BOTTOM.w = width - LEFT_W;
  return changed;
}

/** The train yard in the bottom panel (Board tab): the left card's centre, the step between face-up cards, its right edge. */
export function yardPlan(): { x0: number; step: number; right: number } {
  const step = BOTTOM.w >= 1300 ? 98 : 86;
  const x0 = BOTTOM.x + 70;
  return { x0, step, right: x0 + 260 + 4 * step + 38 };
}

/** The small hand beside the yard (left edge and card step), or null when the panel has no room for it. */
export function stripPlan(): { left: number; step: number } | null {
  const left = yardPlan().right + 16;
  const step = Math.min(60, Math.floor((BOTTOM.x + BOTTOM.w - 16 - left) / 9));
  return step >= 46 ? { left, step } : null;
}

/** The Hand tab: the step between the train cards and where the ticket list (1 or 2 columns) starts. */
export function handPlan(): { cardStep: number; ticketsX: number; columns: number } {
  const columns = BOTTOM.w >= 1100 ? 2 : 1;
  const ticketsX = BOTTOM.x + BOTTOM.w - columns * 285 - 15;
  return { cardStep: Math.min(79, Math.floor((ticketsX - 20 - (BOTTOM.x + 30)) / 9)), ticketsX, columns };
}
