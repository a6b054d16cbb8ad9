// The rules page's pictures, drawn by the client on small canvases (no image files): a route and the cards that
// claim it, a tunnel's reveal, a ferry's locomotive space, a station on a city. The same colours as the board and the
// cards (ui/theme.ts); the words are the captions beside them.
import { CARD_STYLE, PLAYER_STYLE, UI } from "../ui/theme.js";
import type { PictureKind } from "./rulesOfMap.js";

const W = 220, H = 92;
const hex = (n: number) => `#${n.toString(16).padStart(6, "0")}`;

/** A canvas showing `kind`; `count`: the cards a tunnel turns (the map's reveal count). */
export function drawPicture(kind: PictureKind, count = 3): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  const scale = Math.min(2, window.devicePixelRatio || 1);
  canvas.width = W * scale;
  canvas.height = H * scale;
  canvas.style.width = `${W}px`;
  canvas.style.height = `${H}px`;
  canvas.className = "ttr-rules-picture";
  canvas.dataset.picture = kind;
  const g = canvas.getContext("2d");
  if (!g) return canvas;
  g.scale(scale, scale);
  g.fillStyle = hex(UI.land);
  g.fillRect(0, 0, W, H);
  if (kind === "route") route(g);
  else if (kind === "tunnel") tunnel(g, count);
  else if (kind === "ferry") ferry(g);
  else station(g);
  return canvas;
}

function city(g: CanvasRenderingContext2D, x: number, y: number): void {
  g.beginPath();
  g.arc(x, y, 7, 0, Math.PI * 2);
  g.fillStyle = "#fff7e0";
  g.fill();
  g.lineWidth = 2.5;
  g.strokeStyle = hex(UI.woodDark);
  g.stroke();
}

/** `n` spaces of a route from x0 to x1 at height y, each in `color`; `edge`: a tunnel's dark rim. */
function spaces(g: CanvasRenderingContext2D, x0: number, x1: number, y: number, n: number, color: string, edge = false, wild: number[] = []): void {
  const step = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const x = x0 + i * step + 3;
    g.fillStyle = CARD_STYLE[color]?.css ?? CARD_STYLE.gray.css;
    g.fillRect(x, y - 8, step - 6, 16);
    g.lineWidth = edge ? 3 : 1.2;
    g.strokeStyle = edge ? "#1d1208" : hex(UI.woodDark);
    if (edge) g.setLineDash([4, 3]);
    g.strokeRect(x, y - 8, step - 6, 16);
    g.setLineDash([]);
    if (wild.includes(i)) wildMark(g, x + (step - 6) / 2, y, 6);
  }
}

/** A locomotive's mark: a small rainbow wheel (the wild card's look). */
function wildMark(g: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  const colors = ["red", "orange", "yellow", "green", "blue", "purple"];
  colors.forEach((c, i) => {
    g.beginPath();
    g.moveTo(x, y);
    g.arc(x, y, r, (i / colors.length) * Math.PI * 2, ((i + 1) / colors.length) * Math.PI * 2);
    g.fillStyle = CARD_STYLE[c].css;
    g.fill();
  });
}

function card(g: CanvasRenderingContext2D, x: number, y: number, color: string, dim = false): void {
  g.globalAlpha = dim ? 0.45 : 1;
  g.fillStyle = "#ffffff";
  g.fillRect(x - 1, y - 1, 24, 34);
  g.fillStyle = CARD_STYLE[color]?.css ?? CARD_STYLE.gray.css;
  g.fillRect(x + 1, y + 1, 20, 30);
  if (color === "locomotive") wildMark(g, x + 11, y + 16, 7);
  g.lineWidth = 1;
  g.strokeStyle = hex(UI.woodDark);
  g.strokeRect(x - 1, y - 1, 24, 34);
  g.globalAlpha = 1;
}

function route(g: CanvasRenderingContext2D): void {
  city(g, 16, 24);
  city(g, 204, 24);
  spaces(g, 26, 194, 24, 3, "red");
  ["red", "red", "red"].forEach((c, i) => card(g, 70 + i * 30, 50, c));
}

function tunnel(g: CanvasRenderingContext2D, count: number): void {
  city(g, 16, 22);
  city(g, 204, 22);
  spaces(g, 26, 194, 22, 2, "red", true);
  // the cards turned: the first matches the colour paid with, the others do not
  const turned = ["red", "green", "blue", "yellow", "white"].slice(0, Math.max(1, count));
  turned.forEach((c, i) => card(g, 20 + i * 28, 48, c, c !== "red"));
  g.fillStyle = hex(UI.woodDark);
  g.font = "bold 20px sans-serif";
  g.fillText("+1", 20 + turned.length * 28 + 8, 72);
  card(g, 20 + turned.length * 28 + 40, 48, "red");
}

function ferry(g: CanvasRenderingContext2D): void {
  g.fillStyle = hex(UI.sea);
  g.fillRect(60, 0, 100, 46);
  city(g, 16, 24);
  city(g, 204, 24);
  spaces(g, 26, 194, 24, 2, "gray", false, [0]);
  card(g, 80, 52, "locomotive");
  card(g, 112, 52, "blue");
}

function station(g: CanvasRenderingContext2D): void {
  // another player's route into the city (blue) and the station beside the city's dot
  spaces(g, 118, 210, 60, 2, "blue");
  spaces(g, 10, 102, 60, 2, "gray");
  city(g, 110, 60);
  const st = PLAYER_STYLE.green;
  const x = 124, y = 42;
  g.fillStyle = "#fff7e0";
  g.fillRect(x - 12, y - 6, 24, 17);
  g.beginPath();
  g.moveTo(x - 14, y - 5);
  g.lineTo(x + 14, y - 5);
  g.lineTo(x, y - 19);
  g.fill();
  g.fillStyle = st.css;
  g.fillRect(x - 10, y - 5, 20, 14);
  g.beginPath();
  g.moveTo(x - 11, y - 5);
  g.lineTo(x + 11, y - 5);
  g.lineTo(x, y - 16);
  g.fill();
  g.lineWidth = 1.2;
  g.strokeStyle = hex(UI.woodDark);
  g.strokeRect(x - 10, y - 5, 20, 14);
}
