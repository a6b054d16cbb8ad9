// The board's car frames, drawn once on 2D canvases into the shared atlas (ui/textures.ts):
// - a free space ("space-<route colour>"): flat and pale, a thin outline in the route's own colour, so the map
//   stays readable while it recedes behind the claimed trains; its symbol ("spacemark-…") is a separate frame;
// - a claimed car ("body-<player colour>", "body-cb-…" in the colour-blind palette): solid, dark-rimmed, with a
//   highlight, like a plastic train;
// - the owner's marker ("marker-<player colour>"): the player colour's symbol, white with a dark rim.
// Bodies and markers are separate frames because a body is stretched to its slot's length and a symbol must not be.
import { CARD_STYLE, PLAYER_STYLE, drawSymbol, roundRect } from "../ui/theme.js";
import { COLOR_BLIND_PLAYER_FILL, ownerLook, type CarPattern } from "./ownerLook.js";

const RES = 2; // drawn at twice the size so it stays crisp when the board is scaled up
const BODY = { w: 44, h: 16 };
const MARK = 16;

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement("canvas");
  c.width = w * RES;
  c.height = h * RES;
  const ctx = c.getContext("2d");
  if (!ctx) throw new Error("2D canvas unavailable");
  ctx.scale(RES, RES);
  return [c, ctx];
}

/** `hex` moved towards `to` by `t` (0..1). */
export function mix(hex: string, to: string, t: number): string {
  const a = parseInt(hex.slice(1), 16), b = parseInt(to.slice(1), 16);
  const ch = (s: number) => Math.round(((a >> s) & 255) * (1 - t) + ((b >> s) & 255) * t);
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, "0")}`;
}

const PAPER = "#f6efdf";
/** How far a free space's fill is moved towards the paper: quieter than a train, its hue still told. */
const SPACE_PALE = 0.3;

function spaceTexture(css: string): HTMLCanvasElement {
  const [c, ctx] = canvas(BODY.w, BODY.h);
  roundRect(ctx, 1.5, 2.5, BODY.w - 3, BODY.h - 5, 2.5);
  ctx.fillStyle = mix(css, PAPER, SPACE_PALE);
  ctx.fill();
  ctx.lineWidth = 1.4;
  ctx.strokeStyle = mix(css, "#2b2118", 0.45);
  ctx.stroke();
  return c;
}

/** Relative lightness of a #rrggbb colour (0 dark … 1 light), to pick a legible ink on it. */
function lightness(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** The route colour's symbol in dark ink (white on the dark black space): who cannot tell the hue reads the shape. */
function spaceMarkTexture(css: string, symbol: Parameters<typeof drawSymbol>[1]): HTMLCanvasElement {
  const [c, ctx] = canvas(MARK, MARK);
  const ink = lightness(mix(css, PAPER, SPACE_PALE)) < 0.45 ? "#f6efdf" : "#2b2118";
  drawSymbol(ctx, symbol, MARK / 2, MARK / 2, 5, ink);
  return c;
}

function bodyTexture(css: string, pattern: CarPattern = "plain"): HTMLCanvasElement {
  const [c, ctx] = canvas(BODY.w, BODY.h);
  roundRect(ctx, 1, 1, BODY.w - 2, BODY.h - 2, 3.5);
  ctx.fillStyle = css;
  ctx.fill();
  if (pattern === "stripes") {
    ctx.save();
    ctx.clip();
    ctx.strokeStyle = "rgba(255,255,255,0.55)";
    ctx.lineWidth = 2.4;
    for (let x = -BODY.h; x < BODY.w + BODY.h; x += 7) {
      ctx.beginPath();
      ctx.moveTo(x, BODY.h);
      ctx.lineTo(x + BODY.h, 0);
      ctx.stroke();
    }
    ctx.restore();
  }
  // a lighter roof line and a darker floor: reads as a raised car, not a flat painted space
  ctx.fillStyle = "rgba(255,255,255,0.38)";
  ctx.fillRect(4, 3, BODY.w - 8, 2.2);
  ctx.fillStyle = "rgba(0,0,0,0.28)";
  ctx.fillRect(3, BODY.h - 5, BODY.w - 6, 2.2);
  roundRect(ctx, 1, 1, BODY.w - 2, BODY.h - 2, 3.5);
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#15100b";
  ctx.stroke();
  return c;
}

/** The owner's symbol in white with a dark rim, large: it must be told apart on a car 12 px high. */
function markerTexture(symbol: Parameters<typeof drawSymbol>[1]): HTMLCanvasElement {
  const [c, ctx] = canvas(MARK, MARK);
  const r = MARK * 0.36, mid = MARK / 2;
  // the rim: the symbol in dark, nudged around the centre, then the white symbol on top
  for (let a = 0; a < 16; a++) {
    const dx = Math.cos((a * Math.PI) / 8) * 1.5, dy = Math.sin((a * Math.PI) / 8) * 1.5;
    drawSymbol(ctx, symbol, mid + dx, mid + dy, r, "#15100b");
  }
  drawSymbol(ctx, symbol, mid, mid, r, "#ffffff");
  return c;
}

/** Every board frame, named as map/routeLooks and map/ownerLook name them. */
export function boardFrames(): [string, HTMLCanvasElement][] {
  const frames: [string, HTMLCanvasElement][] = [];
  for (const [key, st] of Object.entries(CARD_STYLE)) {
    frames.push([`space-${key}`, spaceTexture(st.css)]);
    frames.push([`spacemark-${key}`, spaceMarkTexture(st.css, st.symbol)]);
  }
  for (const [key, st] of Object.entries(PLAYER_STYLE)) {
    frames.push([`body-${key}`, bodyTexture(st.css)]);
    frames.push([`body-cb-${key}`, bodyTexture(COLOR_BLIND_PLAYER_FILL[key].css, ownerLook(key, true).pattern)]);
    frames.push([`marker-${key}`, markerTexture(st.symbol)]);
  }
  return frames;
}
