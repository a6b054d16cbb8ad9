// The game view's regions in world coordinates. Scenes read these at create time and are re-created when the size
// changes (ui/responsive.ts).
//
// Desktop and tablet: the world is always WORLD_HEIGHT tall and as wide as the window's shape asks (between MIN_WIDTH
// and MAX_WIDTH), so the canvas fills the window with no black bars and is scaled by window height / WORLD_HEIGHT: at
// 1024×768 that is 0.85, so a 13 px font still shows at 11 px. The left strip keeps its width; the top bar, the map and
// the bottom panel take what the width leaves.
//
// Phone (the window's shorter side under PHONE_SHORT_SIDE CSS px): the world is the window itself, one world px per
// CSS px, so a font of 11 world px shows at 11 px. A compact top bar, the map under it, and a sheet (bottom in
// portrait, right in landscape) that opens over the map for the cards and tickets (ui/phoneLayout.ts plans it).
//
// On every layout the board is drawn off the stage (BOARD: the desktop map area's size) and seen through the board
// camera (ui/boardCamera.ts), which fits it into MAP_AREA (1:1 on a desktop, smaller on a phone), zooms and pans it.
import { WORLD } from "./theme.js";
import { drawerPlan, planPhone, type DrawerPlan, type DrawerSwitch, type PhonePlan } from "./phoneLayout.js";

const WORLD_HEIGHT = 900;
/** 4:3 windows get a 1200-wide world; narrower shapes keep it and show bars above and below. */
const MIN_WIDTH = 1200;
const MAX_WIDTH = 2000;
const LEFT_W = 270, TOPBAR_H = 44, BOTTOM_H = 224;
/** A window whose shorter side is under this (CSS px) is a phone (the lead's decision, PHONE-NOTES.md). */
export const PHONE_SHORT_SIDE = 600;
/** The board's size in the world (the desktop map area at 1600 wide): the cities' label table is made for it. */
const BOARD_W = 1318, BOARD_H = 628;
/** The board is drawn this far right of the stage, where no other object ever is (ui/boardCamera.ts). */
const OFFSTAGE_X = 4096;

export const LEFT = { x: 0, y: 0, w: LEFT_W, h: WORLD_HEIGHT };
export const TOPBAR = { x: LEFT_W, y: 0, w: 1330, h: TOPBAR_H };
/** Where the map shows on the stage (the main camera's world = canvas px). */
export const MAP_AREA = { x: LEFT_W + 6, y: TOPBAR_H, w: 1318, h: 628 };
/** Where the board is drawn in the world: off the stage, seen through the board camera (ui/boardCamera.ts). */
export const BOARD = { x: OFFSTAGE_X, y: 0, w: 1318, h: 628 };
export const BOTTOM = { x: LEFT_W, y: WORLD_HEIGHT - BOTTOM_H, w: 1330, h: BOTTOM_H };

let phone: PhonePlan | null = null;

/** True while the window is a phone's (re-decided by fitLayout on every resize). */
export function isPhoneLayout(): boolean {
  return phone !== null;
}

/** The phone's plan (sheet, handle, drawer…), or null on a desktop or tablet. */
export function phonePlan(): PhonePlan | null {
  return phone;
}

/** The phone's menu drawer, or null on a desktop or tablet. */
export function phoneDrawer(): DrawerPlan | null {
  return phone && drawerPlan(phone);
}

/** A switch of the menu: its centre, size and font in the phone's drawer, or `desktop` elsewhere. */
export function switchPlace(name: DrawerSwitch, desktop: { x: number; y: number; width: number; height: number; fontSize: number }):
  { x: number; y: number; width: number; height: number; fontSize: number } {
  if (!phone) return desktop;
  const r = drawerPlan(phone).switches[name];
  // a landscape drawer's cells are narrower: "Claimable: tickets" must fit at a readable 12 px
  return { x: r.x + r.w / 2, y: r.y + r.h / 2, width: r.w, height: r.h, fontSize: r.w < 170 ? 12 : 14 };
}

/** The world width for a desktop or tablet window (CSS px). */
export function worldWidthFor(windowWidth: number, windowHeight: number): number {
  const shaped = Math.round((WORLD_HEIGHT * windowWidth) / Math.max(1, windowHeight));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, shaped));
}

/** Sets the world and its regions for a window; true when the world's size (or phone shape) changed. */
export function fitLayout(windowWidth: number, windowHeight: number): boolean {
  const wasPhone = phone?.shape ?? null;
  const isPhone = Math.min(windowWidth, windowHeight) < PHONE_SHORT_SIDE;
  const width = isPhone ? Math.round(windowWidth) : worldWidthFor(windowWidth, windowHeight);
  const height = isPhone ? Math.round(windowHeight) : WORLD_HEIGHT;
  const changed = width !== WORLD.width || height !== WORLD.height;
  WORLD.width = width;
  WORLD.height = height;
  if (isPhone) {
    phone = planPhone(width, height, BOARD_H / BOARD_W);
    Object.assign(LEFT, phone.drawer);
    Object.assign(TOPBAR, phone.topBar);
    Object.assign(MAP_AREA, phone.map);
    Object.assign(BOTTOM, phone.sheetContent);
    Object.assign(BOARD, { x: OFFSTAGE_X, y: 0, w: BOARD_W, h: BOARD_H });
  } else {
    phone = null;
    Object.assign(LEFT, { x: 0, y: 0, w: LEFT_W, h: WORLD_HEIGHT });
    Object.assign(TOPBAR, { x: LEFT_W, y: 0, w: width - LEFT_W, h: TOPBAR_H });
    Object.assign(MAP_AREA, { x: LEFT_W + 6, y: TOPBAR_H, w: width - LEFT_W - 12, h: 628 });
    Object.assign(BOTTOM, { x: LEFT_W, y: WORLD_HEIGHT - BOTTOM_H, w: width - LEFT_W, h: BOTTOM_H });
    // the map area's size, off the stage too: the same board camera zooms and pans it (shown 1:1 at fit)
    Object.assign(BOARD, { x: OFFSTAGE_X, y: 0, w: MAP_AREA.w, h: MAP_AREA.h });
  }
  return changed || wasPhone !== (phone?.shape ?? null);
}

/** A card of the train yard: its size and centre row. */
export interface YardPlan {
  /** The ticket deck's centre x; the train deck's; each face-up card's (five). */
  ticketX: number;
  deckX: number;
  slotX: number[];
  /** The separator between the decks and the face-up row (null: none). */
  sepX: number | null;
  cy: number;
  cw: number;
  ch: number;
  /** Room for a face-up card's name under it (0: names are not shown; the cards carry their symbols). */
  step: number;
  x0: number;
  right: number;
}

/** The train yard (Board tab, or the phone's sheet): the decks, then the five face-up cards. */
export function yardPlan(): YardPlan {
  if (phone) return phone.yard;
  const step = BOTTOM.w >= 1300 ? 98 : 86;
  const x0 = BOTTOM.x + 70;
  const CW = 76, CH = 108;
  return {
    ticketX: x0, deckX: x0 + 120, sepX: x0 + 190, slotX: [0, 1, 2, 3, 4].map((i) => x0 + 260 + i * step),
    cy: BOTTOM.y + 50 + CH / 2, cw: CW, ch: CH, step, x0, right: x0 + 260 + 4 * step + 38,
  };
}

/** The small hand beside the yard (left edge and card step), or null when the panel has no room for it. */
export function stripPlan(): { left: number; step: number } | null {
  if (phone) return null;
  const left = yardPlan().right + 16;
  const step = Math.min(60, Math.floor((BOTTOM.x + BOTTOM.w - 16 - left) / 9));
  return step >= 46 ? { left, step } : null;
}

/** The hand (Hand tab, or the phone's sheet): the train cards' row, and where the ticket list (1 or 2 columns) goes. */
export interface HandPlan {
  cardStep: number;
  cardsX: number;
  cardsTop: number;
  /** Card width (its height follows the card's shape). */
  cardW: number;
  ticketsX: number;
  ticketsTitleY: number;
  ticketsTop: number;
  ticketsBottom: number;
  columns: number;
}

export function handPlan(): HandPlan {
  if (phone) return phone.hand;
  const columns = BOTTOM.w >= 1100 ? 2 : 1;
  const ticketsX = BOTTOM.x + BOTTOM.w - columns * 285 - 15;
  const cardStep = Math.min(79, Math.floor((ticketsX - 20 - (BOTTOM.x + 30)) / 9));
  return {
    cardStep, cardsX: BOTTOM.x + 30, cardsTop: BOTTOM.y + 50, cardW: cardStep - 9, ticketsX,
    ticketsTitleY: BOTTOM.y + 46, ticketsTop: BOTTOM.y + 74, ticketsBottom: BOTTOM.y + BOTTOM.h - 4, columns,
  };
}
