// Colours, symbols and fonts shared by every view. Each card / route colour carries a symbol as well, so that
// nothing is told by colour alone (colour-blind players).
/** The world (canvas) size in world px. Its height is fixed; its width follows the window's shape (ui/layout.ts). */
export const WORLD = { width: 1600, height: 900 };

export const FONT = '"Trebuchet MS", "DejaVu Sans", "Liberation Sans", Arial, sans-serif';

export type SymbolKind = "diamond" | "triangle" | "star" | "plus" | "circle" | "ring" | "square" | "cross" | "none" | "wild";

export interface ColorStyle {
  fill: number;
  css: string;
  /** Colour of the symbol and text drawn on top of the fill. */
  ink: string;
  symbol: SymbolKind;
}

export const CARD_STYLE: Record<string, ColorStyle> = {
  red: { fill: 0xd7322b, css: "#d7322b", ink: "#ffffff", symbol: "diamond" },
  orange: { fill: 0xef8a1f, css: "#ef8a1f", ink: "#3a1f00", symbol: "triangle" },
  yellow: { fill: 0xf3d22f, css: "#f3d22f", ink: "#3a3000", symbol: "star" },
  green: { fill: 0x3e9b3a, css: "#3e9b3a", ink: "#ffffff", symbol: "plus" },
  blue: { fill: 0x2f6fd0, css: "#2f6fd0", ink: "#ffffff", symbol: "circle" },
  purple: { fill: 0xb24bc2, css: "#b24bc2", ink: "#ffffff", symbol: "ring" },
  black: { fill: 0x2a2a2e, css: "#2a2a2e", ink: "#ffffff", symbol: "square" },
  white: { fill: 0xf4f4f0, css: "#f4f4f0", ink: "#333333", symbol: "cross" },
  gray: { fill: 0x9a9a9a, css: "#9a9a9a", ink: "#333333", symbol: "none" },
  locomotive: { fill: 0x7a5cc4, css: "#7a5cc4", ink: "#ffffff", symbol: "wild" },
};

/** Plastic train colours of the players, with their own symbols for the summaries and claimed routes. */
export const PLAYER_STYLE: Record<string, ColorStyle> = {
  red: { fill: 0xc8221c, css: "#c8221c", ink: "#ffffff", symbol: "diamond" },
  blue: { fill: 0x1f5fc0, css: "#1f5fc0", ink: "#ffffff", symbol: "circle" },
  green: { fill: 0x23883a, css: "#23883a", ink: "#ffffff", symbol: "plus" },
  yellow: { fill: 0xf0c419, css: "#f0c419", ink: "#3a3000", symbol: "star" },
  black: { fill: 0x1c1c1f, css: "#1c1c1f", ink: "#ffffff", symbol: "square" },
};

export const CARD_ORDER = ["red", "orange", "yellow", "green", "blue", "purple", "black", "white", "locomotive"] as const;
export const PLAYER_COLOR_ORDER = ["yellow", "black", "red", "blue", "green"] as const;

export const UI = {
  paper: 0xf6efdf,
  paperDark: 0xe8dcc0,
  wood: 0x6b4b2a,
  woodDark: 0x3f2a16,
  accent: 0xa8452b,
  sea: 0xcfe3ea,
  land: 0xefe6cc,
  stateLine: 0xb8a682,
  // eslint-disable-next-line no-restricted-syntax -- the colour of texts, not a text
  text: "#2b2118",
  textLight: "#f6efdf",
  highlight: 0xffe066,
} as const;

export function cardStyle(color: string): ColorStyle {
  return CARD_STYLE[color] ?? CARD_STYLE.gray;
}

export function playerStyle(color: string): ColorStyle {
  return PLAYER_STYLE[color] ?? CARD_STYLE.gray;
}

/** Draws a colour's symbol centred at (cx, cy) with radius r on a 2D canvas. */
export function drawSymbol(ctx: CanvasRenderingContext2D, kind: SymbolKind, cx: number, cy: number, r: number, ink: string): void {
  ctx.save();
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1.5, r * 0.35);
  ctx.beginPath();
  switch (kind) {
    case "diamond":
      ctx.moveTo(cx, cy - r); ctx.lineTo(cx + r, cy); ctx.lineTo(cx, cy + r); ctx.lineTo(cx - r, cy); ctx.closePath(); ctx.fill();
      break;
    case "triangle":
      ctx.moveTo(cx, cy - r); ctx.lineTo(cx + r, cy + r * 0.8); ctx.lineTo(cx - r, cy + r * 0.8); ctx.closePath(); ctx.fill();
      break;
    case "star":
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? r * 1.1 : r * 0.45;
        ctx.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
      }
      ctx.closePath(); ctx.fill();
      break;
    case "plus":
      ctx.rect(cx - r, cy - r * 0.3, 2 * r, r * 0.6); ctx.rect(cx - r * 0.3, cy - r, r * 0.6, 2 * r); ctx.fill();
      break;
    case "circle":
      ctx.arc(cx, cy, r * 0.85, 0, Math.PI * 2); ctx.fill();
      break;
    case "ring":
      ctx.arc(cx, cy, r * 0.7, 0, Math.PI * 2); ctx.stroke();
      break;
    case "square":
      ctx.rect(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5); ctx.fill();
      break;
    case "cross":
      ctx.moveTo(cx - r * 0.8, cy - r * 0.8); ctx.lineTo(cx + r * 0.8, cy + r * 0.8);
      ctx.moveTo(cx + r * 0.8, cy - r * 0.8); ctx.lineTo(cx - r * 0.8, cy + r * 0.8); ctx.stroke();
      break;
    case "wild": {
      const colors = ["#d7322b", "#ef8a1f", "#f3d22f", "#3e9b3a", "#2f6fd0", "#b24bc2"];
      colors.forEach((c, i) => {
        ctx.beginPath();
        ctx.fillStyle = c;
        ctx.moveTo(cx, cy);
        ctx.arc(cx, cy, r, (i * Math.PI * 2) / colors.length, ((i + 1) * Math.PI * 2) / colors.length);
        ctx.closePath(); ctx.fill();
      });
      ctx.beginPath(); ctx.fillStyle = "#ffffff"; ctx.arc(cx, cy, r * 0.35, 0, Math.PI * 2); ctx.fill();
      break;
    }
    case "none":
      break;
  }
  ctx.restore();
}

export function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** The eight train colours (no locomotive), as card colours. */
export const TRAIN_CARD_ORDER = ["red", "orange", "yellow", "green", "blue", "purple", "black", "white"] as const;

/** The player colours' symbols as text, for the HTML views (lobby, waiting room). */
export const PLAYER_GLYPH: Record<string, string> = { red: "◆", blue: "●", green: "✚", yellow: "★", black: "■" };
