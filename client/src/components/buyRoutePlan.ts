// Where the payment modal's parts go (BuyRouteModal): the desktop's 660×420 panel over the map, or a phone's. A
// phone in portrait stacks everything in the window's width (the colours in rows of five); in landscape the desktop's
// arrangement, lower. Every button there is a finger's size (44 px and more) and no text is under 13 px.
import { MAP_AREA, phonePlan } from "../ui/layout.js";
import { WORLD } from "../ui/theme.js";

export interface BuyRoutePlan {
  x0: number;
  y0: number;
  w: number;
  h: number;
  /** Title and subtitle: their top, font and wrap width (0: no wrap). */
  titleY: number;
  titleFont: number;
  subFont: number;
  wrap: number;
  /** The colour label's top. */
  labelY: number;
  /** A colour card's centre, i-th of n shown. */
  colour(i: number, n: number): { x: number; y: number };
  card: { w: number; h: number };
  wildY: number;
  /** The locomotive count's −, number and + (x of each centre), and the buttons' size. */
  wildX: [number, number, number];
  wildButton: { width: number; height: number };
  /** The stand-in groups' row (under the locomotives), or null when the route takes none. */
  standInY: number | null;
  note: { x: number; y: number; wrap: number };
  pay: { x: number; y: number };
  error: { x: number; y: number; wrap: number };
  cancel: { x: number; y: number; width: number; height: number };
  confirm: { x: number; y: number; width: number; height: number };
  /** The keyboard line (none on a phone). */
  keys: boolean;
}

const W = 660, H = 420;

/** Room for the stand-in groups' row, where the route takes stand-ins. */
const STAND_IN_ROW = 44;

/** `head`, `n`, `note`: what portrait needs measured first (see portrait); `standIns`: the route takes stand-in cards. */
export function buyRoutePlan(head = 0, n = 0, note = 0, standIns = false): BuyRoutePlan {
  const phone = phonePlan();
  const row = standIns ? STAND_IN_ROW : 0;
  if (!phone) {
    const x0 = MAP_AREA.x + (MAP_AREA.w - W) / 2, y0 = MAP_AREA.y + (MAP_AREA.h - H) / 2;
    return {
      x0, y0, w: W, h: H, titleY: y0 + 16, titleFont: 23, subFont: 16, wrap: 0, labelY: y0 + 82,
      colour: (i) => ({ x: x0 + 60 + i * 66, y: y0 + 140 }), card: { w: 54, h: 77 },
      wildY: y0 + 240, wildX: [x0 + 210, x0 + 250, x0 + 290], wildButton: { width: 40, height: 34 },
      standInY: standIns ? y0 + 240 + row : null,
      note: { x: x0 + 24, y: y0 + 266 + row, wrap: 310 }, pay: { x: x0 + 350, y: y0 + 256 },
      error: { x: x0 + 24, y: y0 + H - 84, wrap: W - 48 },
      cancel: { x: x0 + W - 250, y: y0 + H - 36, width: 130, height: 42 }, confirm: { x: x0 + W - 95, y: y0 + H - 36, width: 150, height: 42 }, keys: true,
    };
  }
  return phone.shape === "portrait" ? portrait(head, n, note, row) : landscape(row);
}

/**
 * Portrait: one column; the colours in rows of five; Cancel and Confirm side by side at the bottom. `head`: the height
 * the title and subtitle took; `n`: colour cards shown; `note`: the note's height (0 without one).
 */
function portrait(head: number, n: number, note: number, row: number): BuyRoutePlan {
  const x0 = 8, w = WORLD.width - 16, pad = 16;
  const rowH = 104, step = Math.min(66, Math.floor((w - 2 * pad) / 5));
  const labelY = 14 + head + 10;
  const coloursBottom = labelY + 26 + Math.ceil(n / 5) * rowH;
  const wildY = coloursBottom + 22;
  const noteY = wildY + 32 + row;
  const payY = noteY + (note ? note + 8 : 0) + 44;
  const errorY = payY + 62;
  const h = Math.min(WORLD.height - 16, errorY + 24 + 60);
  const y0 = Math.max(8, Math.floor((WORLD.height - h) / 2));
  const half = (w - 2 * pad - 10) / 2;
  return {
    x0, y0, w, h, titleY: y0 + 14, titleFont: 19, subFont: 14, wrap: w - 2 * pad, labelY: y0 + labelY,
    colour: (i, count) => {
      const perRow = Math.min(5, count);
      const row = Math.floor(i / 5), col = i % 5;
      return { x: x0 + (w - perRow * step) / 2 + step / 2 + col * step, y: y0 + labelY + 26 + 40 + row * rowH };
    },
    card: { w: 54, h: 77 }, wildY: y0 + wildY, wildX: [x0 + 200, x0 + 248, x0 + 296], wildButton: { width: 44, height: 44 },
    standInY: row ? y0 + wildY + row + 4 : null,
    note: { x: x0 + pad, y: y0 + noteY, wrap: w - 2 * pad }, pay: { x: x0 + pad, y: y0 + payY },
    error: { x: x0 + pad, y: y0 + errorY, wrap: w - 2 * pad },
    cancel: { x: x0 + pad + half / 2, y: y0 + h - 36, width: half, height: 48 },
    confirm: { x: x0 + w - pad - half / 2, y: y0 + h - 36, width: half, height: 48 }, keys: false,
  };
}

/** Landscape: the desktop's arrangement in a lower panel (the colours one row, the payment right of the locomotives). */
function landscape(row: number): BuyRoutePlan {
  const w = Math.min(720, WORLD.width - 16), h = WORLD.height - 16;
  const x0 = Math.floor((WORLD.width - w) / 2), y0 = 8;
  const step = Math.min(66, Math.floor((w - 48) / 9));
  return {
    x0, y0, w, h, titleY: y0 + 12, titleFont: 19, subFont: 14, wrap: w - 32, labelY: y0 + 62,
    colour: (i) => ({ x: x0 + 24 + step / 2 + i * step, y: y0 + 62 + 24 + 38 }), card: { w: Math.min(54, step - 8), h: Math.round(Math.min(54, step - 8) * 1.42) },
    wildY: y0 + 210, wildX: [x0 + 190, x0 + 238, x0 + 286], wildButton: { width: 44, height: 44 },
    standInY: row ? y0 + 210 + row + 4 : null,
    note: { x: x0 + 16, y: y0 + 240 + row, wrap: 330 }, pay: { x: x0 + 380, y: y0 + 236 },
    error: { x: x0 + 16, y: y0 + h - 84, wrap: w - 300 },
    cancel: { x: x0 + w - 250, y: y0 + h - 32, width: 130, height: 48 }, confirm: { x: x0 + w - 95, y: y0 + h - 32, width: 150, height: 48 }, keys: false,
  };
}
