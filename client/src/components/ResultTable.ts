// The end screen's ranking table (bottom panel): one row per seat, winner first. Columns are laid out by what their
// texts measure, not at fixed places: the long heads ("Longest path (gold)"), long names and the rating column ran into
// each other in a 4:3 window. The spare width is shared between the gaps; when even the narrowest gap does not fit,
// every text shrinks by the same factor.
import type Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT } from "../ui/theme.js";

export interface ResultRow {
  /** Seat colour (the little train before the name). */
  color: string;
  /** One text per column, the first being "1. name". */
  cells: string[];
}

export interface ResultTableOptions {
  x: number;
  y: number;
  width: number;
  /** Column heads: the long form, and the short one used when the long ones do not fit. */
  heads: string[];
  shortHeads: string[];
  /** Columns in bold (besides the heads). */
  bold: ReadonlySet<number>;
  /** The texts shrink no further than this (a phone's: 11 px at least). */
  minScale?: number;
  /**
   * A column whose texts (the names) are cut short with "…" when the table does not fit even at minScale: on a
   * 360 px phone a rated game's columns ran past the window's edge, clipping the rating's change.
   */
  elide?: number;
}

const ICON = 22;
const MIN_GAP = 14;
const MAX_GAP = 70;
const ROW_STEP = 34;

type Text = Phaser.GameObjects.Text;

/** Draws the table into `into`; answers the texts drawn (heads first, then each row's cells). */
export function drawResultTable(scene: Phaser.Scene, into: Phaser.GameObjects.Container, rows: ResultRow[], o: ResultTableOptions): Text[] {
  const headStyle = { fontFamily: FONT, fontSize: "16px", color: "#6b2a1a", fontStyle: "bold" };
  const cellStyle = (col: number) => ({ fontFamily: FONT, fontSize: "17px", color: "#2b2118", fontStyle: o.bold.has(col) ? "bold" : "normal" });
  const make = (heads: string[]) => ({
    heads: heads.map((h) => scene.add.text(0, 0, h, headStyle)),
    cells: rows.map((r) => r.cells.map((c, i) => scene.add.text(0, 0, c, cellStyle(i)))),
  });
  const measure = (t: ReturnType<typeof make>) =>
    o.heads.map((_, i) => Math.max(t.heads[i].width, ...t.cells.map((row) => row[i].width + (i === 0 ? ICON : 0))));
  let texts = make(o.heads);
  let widths = measure(texts);
  const fits = (w: number[]) => w.reduce((a, b) => a + b, 0) + MIN_GAP * (w.length - 1) <= o.width;
  if (!fits(widths)) {
    [...texts.heads, ...texts.cells.flat()].forEach((t) => t.destroy());
    texts = make(o.shortHeads);
    widths = measure(texts);
  }
  const elide = o.elide;
  if (elide !== undefined) {
    const room = (o.width - MIN_GAP * (widths.length - 1)) / (o.minScale ?? 1);
    widths = elideToFit(texts.heads[elide], texts.cells.map((row) => row[elide]), room, elide === 0 ? ICON : 0, () => measure(texts));
  }
  const total = widths.reduce((a, b) => a + b, 0);
  const scale = Math.max(o.minScale ?? 0, Math.min(1, (o.width - MIN_GAP * (widths.length - 1)) / total));
  const gap = Math.max(4, Math.min(MAX_GAP, (o.width - total * scale) / Math.max(1, widths.length - 1)));
  const xs: number[] = [];
  widths.forEach((w, i) => xs.push(i === 0 ? o.x : xs[i - 1] + widths[i - 1] * scale + gap));
  const tableWidth = xs[xs.length - 1] + widths[widths.length - 1] * scale - o.x;

  texts.heads.forEach((t, i) => into.add(t.setScale(scale).setPosition(xs[i], o.y)));
  rows.forEach((row, k) => {
    const y = o.y + 32 + k * ROW_STEP;
    const band = scene.add.graphics();
    band.fillStyle(k === 0 ? 0xfff1b8 : k % 2 ? 0xf1e6cc : 0xfaf3e3, 1).fillRoundedRect(o.x - 10, y - 5, tableWidth + 20, 30, 6);
    into.add(band);
    // the little train shrinks with the texts, so it stays in the room kept for it before the name
    into.add(scene.add.image(o.x + 8 * scale, y + 10, ATLAS, `train-${row.color}`).setDisplaySize(Math.min(26, 26 * scale), 10 * Math.min(1, scale)));
    texts.cells[k].forEach((t, i) => into.add(t.setScale(scale).setPosition(xs[i] + (i === 0 ? ICON * scale : 0), y)));
  });
  return [...texts.heads, ...texts.cells.flat()];
}

/**
 * Cuts the longest of `cells` by a letter at a time ("matrix_zero" → "matrix_z…") until the columns' widths add up
 * to `room` at most, the column is no wider than its head, or the names are down to a few letters (`before`: the
 * room the column keeps before its texts, the little train). Answers the widths.
 */
function elideToFit(head: Text, cells: Text[], room: number, before: number, measure: () => number[]): number[] {
  const sum = (w: number[]) => w.reduce((a, b) => a + b, 0);
  let widths = measure();
  while (sum(widths) > room && cells.length > 0) {
    const longest = cells.reduce((a, b) => (b.width > a.width ? b : a));
    const letters = [...longest.text.replace(/…$/, "")];
    if (longest.width + before <= head.width || letters.length <= 4) break;
    longest.setText(`${letters.slice(0, -1).join("")}…`);
    widths = measure();
  }
  return widths;
}
