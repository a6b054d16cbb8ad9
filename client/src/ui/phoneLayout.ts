// The phone's plan of the game view (ui/layout.ts uses it when the window's shorter side is under 600 CSS px): one
// world px per CSS px, a compact top bar, the map under it, and a sheet for the cards and tickets that opens over the
// map with a tap: from the bottom in portrait (its handle a bar under the map), from the right in landscape (its
// handle a strip right of the map). The menu's drawer (players, history, chat, switches) covers the map from the left.
import type { HandPlan, YardPlan } from "./layout.js";

export interface Rect { x: number; y: number; w: number; h: number }

export interface PhonePlan {
  shape: "portrait" | "landscape";
  topBar: Rect;
  map: Rect;
  /** The closed sheet's handle (a bar under the map, or a strip right of it): a tap opens the sheet. */
  peek: Rect;
  /** The open sheet, and its handle (a tap closes it). */
  sheet: Rect;
  sheetHandle: Rect;
  /** The open sheet below / beside its handle: the yard, the hand and the tickets. */
  sheetContent: Rect;
  /** The part of the map the open sheet leaves in sight (the board camera fits the board there meanwhile). */
  mapBesideSheet: Rect;
  /** The menu's drawer (players, history, chat, switches). */
  drawer: Rect;
  yard: YardPlan;
  hand: HandPlan & { nameWidth: number; rowWidth: number };
  /** The help line of the turn (what one may do now), between the hand and the tickets. */
  hint: Rect;
}

/** Every tap target is at least this big (CSS px = world px on a phone). */
export const TAP = 44;
const TOP_PORTRAIT = 56, TOP_LANDSCAPE = 48;
/** The portrait handle bar under the map; the landscape handle strip right of it. */
const PEEK_BAR = 56, PEEK_STRIP = 56;
/** The sheet's help line: four lines of 12 px in portrait (a station board's line is long), three in landscape. */
const HINT_H = { portrait: 62, landscape: 46 } as const;
/** A face-up card's shape (height over width). */
const CARD_SHAPE = 1.42;

/** `boardShape`: the board's height over its width (the whole board at a window's width is that much of it tall). */
export function planPhone(width: number, height: number, boardShape: number): PhonePlan {
  return width >= height ? landscape(width, height) : portrait(width, height, boardShape);
}

function portrait(W: number, H: number, boardShape: number): PhonePlan {
  const topBar = { x: 0, y: 0, w: W, h: TOP_PORTRAIT };
  const peek = { x: 0, y: H - PEEK_BAR, w: W, h: PEEK_BAR };
  const map = { x: 0, y: topBar.h, w: W, h: H - topBar.h - PEEK_BAR };
  // A portrait window is taller than the board needs at its width: the open sheet leaves just the band the whole
  // board fills (so the sheet can stay open all game), or at least 120 px of map where the window is not tall enough.
  const band = Math.max(120, Math.ceil(W * boardShape) + 16);
  const sheetH = Math.max(H - topBar.h - band, Math.min(440, H - topBar.h - 120));
  const sheet = { x: 0, y: H - sheetH, w: W, h: sheetH };
  const sheetHandle = { x: 0, y: sheet.y, w: W, h: 48 };
  const sheetContent = { x: 0, y: sheet.y + sheetHandle.h, w: W, h: sheetH - sheetHandle.h };
  const drawer = { x: 0, y: topBar.h, w: W, h: H - topBar.h };
  const mapBesideSheet = { ...map, h: sheet.y - map.y };
  return { shape: "portrait", topBar, map, peek, sheet, sheetHandle, sheetContent, mapBesideSheet, drawer, ...content(sheetContent, "portrait") };
}

function landscape(W: number, H: number): PhonePlan {
  const topBar = { x: 0, y: 0, w: W, h: TOP_LANDSCAPE };
  const peek = { x: W - PEEK_STRIP, y: topBar.h, w: PEEK_STRIP, h: H - topBar.h };
  const map = { x: 0, y: topBar.h, w: W - PEEK_STRIP, h: H - topBar.h };
  const sheetW = Math.min(440, W - 200);
  const sheet = { x: W - sheetW, y: topBar.h, w: sheetW, h: H - topBar.h };
  const sheetHandle = { x: sheet.x, y: sheet.y, w: 48, h: sheet.h };
  const sheetContent = { x: sheet.x + sheetHandle.w, y: sheet.y, w: sheetW - sheetHandle.w, h: sheet.h };
  const drawer = { x: 0, y: topBar.h, w: W, h: H - topBar.h };
  const mapBesideSheet = { ...map, w: sheet.x - map.x };
  return { shape: "landscape", topBar, map, peek, sheet, sheetHandle, sheetContent, mapBesideSheet, drawer, ...content(sheetContent, "landscape") };
}

/** The sheet's content, top to bottom: the decks and the face-up row, the hand, the tickets. */
function content(c: Rect, shape: PhonePlan["shape"]): { yard: YardPlan; hand: PhonePlan["hand"]; hint: Rect } {
  // seven cards in a row: the two decks, a small gap, the five face-up cards
  const step = Math.min(62, Math.floor((c.w - 22) / 7));
  const cw = Math.max(TAP, Math.min(56, step - 4)), ch = Math.round(cw * CARD_SHAPE);
  const x0 = c.x + 8 + step / 2;
  const cy = c.y + 6 + ch / 2;
  const yard: YardPlan = {
    ticketX: x0, deckX: x0 + step, sepX: null, slotX: [0, 1, 2, 3, 4].map((i) => x0 + 6 + (2 + i) * step),
    cy, cw, ch, step: 0, x0, right: x0 + 6 + 6 * step + cw / 2,
  };
  // under the yard's cards, their two-line labels (the decks' counts)
  const cardsTop = cy + ch / 2 + 40;
  const cardStep = Math.min(48, Math.floor((c.w - 16) / 9));
  const cardW = cardStep - 5;
  // the turn's help line (up to three short lines) under the hand's cards, the tickets under it
  const hint = { x: c.x + 10, y: cardsTop + Math.round(cardW * (100 / 70)) + 20, w: c.w - 20, h: HINT_H[shape] };
  const ticketsTitleY = hint.y + hint.h + 4;
  const rowWidth = Math.min(c.w - 20, 420);
  const hand = {
    cardStep, cardsX: c.x + 8, cardsTop, cardW,
    ticketsX: c.x + 10, ticketsTitleY, ticketsTop: ticketsTitleY + 24, ticketsBottom: c.y + c.h - 4, columns: 1,
    // the name, then its points and the trains to go, each with its word ("17 pts", "8 to go")
    rowWidth, nameWidth: rowWidth - 122,
  };
  return { yard, hand, hint };
}

/** The menu drawer's switches, each in a cell of its grid. */
export type DrawerSwitch = "claimable" | "chime" | "effects" | "notify" | "undo" | "colorBlind";
const SWITCHES: DrawerSwitch[] = ["claimable", "chime", "effects", "notify", "undo", "colorBlind"];

export interface DrawerPlan {
  lobby: Rect;
  logout: Rect;
  /** The rules page of the game's board: the cell after the switches. */
  rules: Rect;
  /** The friends list (a dialog over the game): the cell after Rules. */
  friends: Rect;
  /** The language switch, the third cell of the top row. */
  language: Rect;
  players: Rect;
  /** Height of one player's row. */
  playerRow: number;
  switches: Record<DrawerSwitch, Rect>;
  history: Rect;
  chat: Rect;
  chatInput: Rect;
}

/**
 * The menu's drawer over the map: Lobby, Log out and the language, the players (a row each), the switches, the game's history and the
 * chat with its input. Portrait: one column; landscape: the players left, the rest right.
 */
export function drawerPlan(p: PhonePlan): DrawerPlan {
  const d = p.drawer, gap = 8;
  const two = p.shape === "landscape";
  const colW = two ? Math.floor((d.w - 3 * gap) / 2) : d.w - 2 * gap;
  const a = { x: d.x + gap, y: d.y + gap };
  const b = two ? { x: d.x + 2 * gap + colW, y: d.y + gap } : null;
  const third = Math.floor((colW - 2 * gap) / 3);
  const lobby = { x: a.x, y: a.y, w: third, h: TAP };
  const logout = { x: a.x + third + gap, y: a.y, w: third, h: TAP };
  const language = { x: a.x + 2 * (third + gap), y: a.y, w: colW - 2 * (third + gap), h: TAP };
  const playerRow = 50;
  const players = { x: a.x, y: a.y + TAP + gap, w: colW, h: 5 * playerRow };
  // portrait: the switches under the players; landscape: at the top of the right column
  const cols = two ? 3 : 2;
  const cellW = Math.floor((colW - (cols - 1) * 6) / cols);
  const top = b ? b.y : players.y + players.h + gap;
  const left = b ? b.x : a.x;
  const cell = (i: number): Rect => ({ x: left + (i % cols) * (cellW + 6), y: top + Math.floor(i / cols) * (TAP + 6), w: cellW, h: TAP });
  const switches = Object.fromEntries(SWITCHES.map((s, i) => [s, cell(i)])) as Record<DrawerSwitch, Rect>;
  // the Rules and Friends buttons take the grid's next cells (a landscape drawer's history gets shorter for their row)
  const rules = cell(SWITCHES.length);
  const friends = cell(SWITCHES.length + 1);
  const historyTop = top + Math.ceil((SWITCHES.length + 2) / cols) * (TAP + 6) + gap;
  const historyH = two ? 56 : 110;
  const history = { x: left, y: historyTop, w: colW, h: historyH };
  const chatInput = { x: left, y: d.y + d.h - gap - TAP, w: colW, h: TAP };
  const chat = { x: left, y: historyTop + historyH + gap, w: colW, h: chatInput.y - gap - (historyTop + historyH + gap) };
  return { lobby, logout, rules, friends, language, players, playerRow, switches, history, chat, chatInput };
}
