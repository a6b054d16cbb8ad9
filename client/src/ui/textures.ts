// Card, car and train textures drawn once on 2D canvases at boot: each colour gets its fill plus its symbol.
import type Phaser from "phaser";
import { CARD_STYLE, PLAYER_STYLE, drawSymbol, roundRect, FONT } from "./theme.js";
import { boardFrames } from "../map/carTextures.js";
import { COLOR_BLIND_PLAYER_FILL } from "../map/ownerLook.js";
import { onLanguageChange, t, type MessageKey } from "../i18n/i18n.js";

export const CAR = { w: 44, h: 16 } as const;
export const CARD = { w: 84, h: 120 } as const;

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement("canvas");
  c.width = w;
  c.height = h;
  const ctx = c.getContext("2d");
  if (!ctx) throw new Error("2D canvas unavailable");
  return [c, ctx];
}

/** An empty route slot: the colour's car outline with its symbol. */
function carTexture(fill: string, ink: string, symbol: Parameters<typeof drawSymbol>[1]): HTMLCanvasElement {
  const s = 2; // drawn at twice the size so it stays crisp when the board is scaled up
  const [c, ctx] = canvas(CAR.w * s, CAR.h * s);
  ctx.scale(s, s);
  roundRect(ctx, 1, 1, CAR.w - 2, CAR.h - 2, 3);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 1.6;
  ctx.strokeStyle = "rgba(30,20,10,0.85)";
  ctx.stroke();
  drawSymbol(ctx, symbol, CAR.w / 2, CAR.h / 2, 4.2, ink);
  return c;
}

/** A claimed slot: a plastic train car in the owner's colour, with wheels, windows and the owner's symbol. */
function trainTexture(fill: string, ink: string, symbol: Parameters<typeof drawSymbol>[1]): HTMLCanvasElement {
  const s = 2;
  const [c, ctx] = canvas(CAR.w * s, CAR.h * s);
  ctx.scale(s, s);
  roundRect(ctx, 1, 1, CAR.w - 2, CAR.h - 2, 4);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#ffffff";
  ctx.stroke();
  ctx.fillStyle = "rgba(255,255,255,0.35)";
  ctx.fillRect(4, 3, CAR.w - 8, 2.5);
  drawSymbol(ctx, symbol, CAR.w / 2, CAR.h / 2 + 1, 4.5, ink);
  return c;
}

function cardTexture(key: string): HTMLCanvasElement {
  const st = CARD_STYLE[key];
  const s = 2;
  const [c, ctx] = canvas(CARD.w * s, CARD.h * s);
  ctx.scale(s, s);
  roundRect(ctx, 1, 1, CARD.w - 2, CARD.h - 2, 8);
  ctx.fillStyle = "#fbf7ee";
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#5a4630";
  ctx.stroke();
  // No name is printed on the card: drawn at the small sizes of a hand (a third of its size at 1024×768) it was an
  // unreadable 5–7 px; the colour and its symbol say it, and where there is room the views write the name beside.
  roundRect(ctx, 6, 6, CARD.w - 12, CARD.h - 12, 6);
  if (key === "locomotive") {
    const g = ctx.createLinearGradient(6, 6, CARD.w - 6, CARD.h - 6);
    ["#d7322b", "#ef8a1f", "#f3d22f", "#3e9b3a", "#2f6fd0", "#b24bc2"].forEach((col, i) => g.addColorStop(i / 5, col));
    ctx.fillStyle = g;
  } else {
    ctx.fillStyle = st.css;
  }
  ctx.fill();
  ctx.strokeStyle = "rgba(0,0,0,0.35)";
  ctx.lineWidth = 1;
  ctx.stroke();
  // a simple locomotive silhouette watermark, then the colour's symbol large in the middle
  ctx.fillStyle = "rgba(255,255,255,0.18)";
  ctx.fillRect(14, 82, 56, 16);
  ctx.fillRect(50, 68, 16, 16);
  const bg = key === "locomotive" ? "#ffffff" : st.ink;
  ctx.beginPath();
  ctx.arc(CARD.w / 2, CARD.h / 2, 19, 0, Math.PI * 2);
  ctx.fillStyle = key === "white" || key === "yellow" ? "rgba(255,255,255,0.7)" : "rgba(0,0,0,0.25)";
  ctx.fill();
  drawSymbol(ctx, st.symbol, CARD.w / 2, CARD.h / 2, 13, key === "locomotive" ? "#fff" : bg);
  return c;
}

/** The largest and smallest size of a card back's words (world px): a longer title gets smaller to stay on the card. */
const BACK_FONT = 13, BACK_MIN_FONT = 8;

function backTexture(title: string, color1: string, color2: string): HTMLCanvasElement {
  const s = 2;
  const [c, ctx] = canvas(CARD.w * s, CARD.h * s);
  ctx.scale(s, s);
  roundRect(ctx, 1, 1, CARD.w - 2, CARD.h - 2, 8);
  const g = ctx.createLinearGradient(0, 0, CARD.w, CARD.h);
  g.addColorStop(0, color1);
  g.addColorStop(1, color2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = "#f6efdf";
  ctx.stroke();
  roundRect(ctx, 7, 7, CARD.w - 14, CARD.h - 14, 6);
  ctx.strokeStyle = "rgba(246,239,223,0.6)";
  ctx.stroke();
  ctx.fillStyle = "#f6efdf";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  // Each edition's title has its own length ("ZUG UM ZUG", "WSIĄŚĆ DO POCIĄGU"): the words shrink to the inner frame.
  const lines = title.split("\n");
  const room = { w: CARD.w - 18, h: CARD.h - 18 }, lineHeight = 1.25;
  let size = BACK_FONT;
  const fits = () => Math.max(...lines.map((line) => ctx.measureText(line).width)) <= room.w && lines.length * size * lineHeight <= room.h;
  ctx.font = `bold ${size}px ${FONT}`;
  while (size > BACK_MIN_FONT && !fits()) ctx.font = `bold ${--size}px ${FONT}`;
  const step = size * lineHeight;
  lines.forEach((line, i) => ctx.fillText(line, CARD.w / 2, CARD.h / 2 + (i - (lines.length - 1) / 2) * step, room.w));
  return c;
}

/** The card backs, whose words are in the reader's language: drawn again when the language changes. */
const BACKS: ReadonlyArray<{ frame: string; words: MessageKey; from: string; to: string }> = [
  { frame: "card-back", words: "deck.trainsBack", from: "#5b2a1a", to: "#a8452b" },
  { frame: "ticket-back", words: "deck.ticketsBack", from: "#1f4f6a", to: "#3f8fa8" },
];

const backFrames = (): [string, HTMLCanvasElement][] => BACKS.map((b) => [b.frame, backTexture(t(b.words), b.from, b.to)]);

/** Every card, car and train frame lives in ONE texture, so the board batches into a single draw (and avoids
 * per-texture batching artefacts seen on software WebGL). */
export const ATLAS = "ttr-atlas";

export function createTextures(scene: Phaser.Scene): void {
  if (scene.textures.exists(ATLAS)) return;
  const frames: [string, HTMLCanvasElement][] = [];
  for (const [key, st] of Object.entries(CARD_STYLE)) {
    frames.push([`car-${key}`, carTexture(st.css, st.ink, st.symbol)]);
    frames.push([`card-${key}`, cardTexture(key)]);
  }
  for (const [key, st] of Object.entries(PLAYER_STYLE)) frames.push([`train-${key}`, trainTexture(st.css, st.ink, st.symbol)]);
  // the same trains in the colour-blind palette (player boxes), and the board's spaces, cars and owner markers
  for (const [key, st] of Object.entries(PLAYER_STYLE)) frames.push([`train-cb-${key}`, trainTexture(COLOR_BLIND_PLAYER_FILL[key].css, key === "yellow" ? "#3a3000" : st.ink, st.symbol)]);
  frames.push(...boardFrames());
  frames.push(...backFrames());
  // shelf packing: frames side by side in rows of at most 2048 px, 2 px apart
  const PAD = 2, MAXW = 2048;
  let x = 0, y = 0, rowH = 0, width = 0;
  const placed = frames.map(([name, c]) => {
    if (x + c.width > MAXW) {
      x = 0;
      y += rowH + PAD;
      rowH = 0;
    }
    const at = { name, c, x, y };
    x += c.width + PAD;
    rowH = Math.max(rowH, c.height);
    width = Math.max(width, x);
    return at;
  });
  const [atlas, ctx] = canvas(width, y + rowH);
  for (const f of placed) ctx.drawImage(f.c, f.x, f.y);
  const tex = scene.textures.addCanvas(ATLAS, atlas);
  if (!tex) throw new Error("could not create the card atlas");
  for (const f of placed) tex.add(f.name, 0, f.x, f.y, f.c.width, f.c.height);
  // The atlas lives as long as the page: its card backs follow every change of language (the texture is uploaded anew).
  onLanguageChange(() => {
    for (const [name, back] of backFrames()) {
      const at = placed.find((f) => f.name === name);
      if (!at) continue;
      tex.context.clearRect(at.x, at.y, back.width, back.height);
      tex.context.drawImage(back, at.x, at.y);
    }
    tex.refresh();
  });
}
