// The replay's score graph: one line per player over the steps of the game (route points as they are claimed; the
// last step jumps to the final totals with tickets and the longest path bonus), a cursor at the step shown, and
// each player's score there. Clicking the graph jumps to that step.
import Phaser from "phaser";
import { FONT, playerStyle } from "../ui/theme.js";
import { clipTextTo } from "../ui/testHook.js";
import { t } from "../i18n/i18n.js";

export interface GraphArea {
  x: number;
  y: number;
  w: number;
  h: number;
}

const PAD = { left: 40, right: 12, top: 24, bottom: 22 };
/** The widest place a name gets in the legend row (world px). */
const LEGEND_SLOT = 118;
/** The points between two labels of the score axis, and the least room between them (a 13 px line and a gap). */
const POINT_STEPS = [10, 20, 50, 100, 200, 500];
const AXIS_LABEL_GAP = 18;

export class ScoreGraph extends Phaser.GameObjects.Container {
  private readonly lines: Phaser.GameObjects.Graphics;
  private readonly cursor: Phaser.GameObjects.Graphics;
  private readonly labels: Phaser.GameObjects.Container;
  private readonly legend: Phaser.GameObjects.Text[] = [];
  /** Width of each name's place in the legend row (world px). */
  private readonly slot: number;
  private min = 0;
  private max = 1;

  constructor(
    scene: Phaser.Scene,
    private readonly area: GraphArea,
    /** scores[step][player] */
    private readonly scores: number[][],
    /** turns[step]: the rules' turn number, for the axis. */
    private readonly turns: number[],
    private readonly names: string[],
    private readonly colors: string[],
    onPick: (step: number) => void,
  ) {
    super(scene, 0, 0);
    scene.add.existing(this);
    const all = scores.flat();
    this.min = Math.min(0, ...all);
    this.max = Math.max(10, ...all);
    const bg = scene.add.graphics();
    bg.fillStyle(0xfffaf0, 1).fillRoundedRect(area.x, area.y, area.w, area.h, 8);
    bg.lineStyle(1.5, 0x6b4b2a, 1).strokeRoundedRect(area.x, area.y, area.w, area.h, 8);
    this.lines = scene.add.graphics();
    this.cursor = scene.add.graphics();
    this.labels = scene.add.container(0, 0);
    this.add([bg, this.labels, this.lines, this.cursor]);
    // a narrow graph (4:3 window) leaves the row to the players' names
    const roomy = area.w - PAD.right - names.length * 118 > 300;
    this.add(scene.add.text(area.x + 10, area.y + 5, roomy ? t("replay.graphTitle") : "", { fontFamily: FONT, fontSize: "13px", color: "#6b2a1a", fontStyle: "bold" }));
    // Each name gets an equal slot of the row: 118 px where there is room, less in a narrow graph (three names of
    // 118 px started left of a 4:3 window's graph). clipTextTo: the layout test checks they stay inside the graph.
    this.slot = Math.min(LEGEND_SLOT, Math.floor((area.w - PAD.right - 10) / Math.max(1, names.length)));
    names.forEach((_, i) => {
      const t = scene.add.text(area.x + area.w - PAD.right - (names.length - i) * this.slot, area.y + 5, "", { fontFamily: FONT, fontSize: "13px", color: "#2b2118", fontStyle: "bold" });
      clipTextTo(t, () => area);
      this.legend.push(t);
      this.add(t);
    });
    this.drawAxes();
    this.drawLines();
    const hit = scene.add.zone(area.x + PAD.left, area.y + PAD.top, this.plotW, this.plotH).setOrigin(0).setInteractive({ useHandCursor: true });
    hit.on("pointerdown", (p: Phaser.Input.Pointer) => onPick(this.stepAt(p.worldX)));
    this.add(hit);
  }

  private get plotW(): number {
    return this.area.w - PAD.left - PAD.right;
  }

  private get plotH(): number {
    return this.area.h - PAD.top - PAD.bottom;
  }

  private xOf(step: number): number {
    return this.area.x + PAD.left + (this.scores.length > 1 ? (step / (this.scores.length - 1)) * this.plotW : 0);
  }

  private yOf(score: number): number {
    return this.area.y + PAD.top + this.plotH - ((score - this.min) / (this.max - this.min)) * this.plotH;
  }

  private stepAt(x: number): number {
    const f = (x - this.area.x - PAD.left) / this.plotW;
    return Math.max(0, Math.min(this.scores.length - 1, Math.round(f * (this.scores.length - 1))));
  }

  private drawAxes(): void {
    const g = this.scene.add.graphics();
    this.labels.add(g);
    const text = (x: number, y: number, s: string, ox: number, oy: number) => {
      const t = this.scene.add.text(x, y, s, { fontFamily: FONT, fontSize: "13px", color: "#6b5a45" }).setOrigin(ox, oy);
      this.labels.add(t);
      return t;
    };
    const span = this.max - this.min;
    // a label every 10, 20 or 50 points by the span, and never closer than a line of their text (a phone's short graph
    // takes a longer step: "0" to "120" ran into each other every 20 points)
    const atLeast = span > 150 ? 50 : span > 60 ? 20 : 10;
    const stepPts = POINT_STEPS.find((s) => s >= atLeast && (s * this.plotH) / Math.max(1, span) >= AXIS_LABEL_GAP) ?? POINT_STEPS[POINT_STEPS.length - 1];
    for (let v = Math.ceil(this.min / stepPts) * stepPts; v <= this.max; v += stepPts) {
      g.lineStyle(1, v === 0 ? 0x8a7452 : 0xe3d6b8, 1).lineBetween(this.xOf(0), this.yOf(v), this.xOf(this.scores.length - 1), this.yOf(v));
      text(this.area.x + PAD.left - 5, this.yOf(v), String(v), 1, 0.5);
    }
    // a tick every 10 turns, where the turn number first reaches it
    const last = this.turns[this.turns.length - 1] ?? 0;
    const every = (last > 60 ? 20 : 10) * (this.area.w < 500 ? 2 : 1);
    // A label that would touch the one before it is left out (its tick stays): turns bunch up where moves are many,
    // and "turn 120turn 140" ran together.
    let lastRight = -Infinity;
    for (let turn = every; turn <= last; turn += every) {
      const step = this.turns.findIndex((n) => n >= turn);
      if (step < 0) continue;
      g.lineStyle(1, 0x8a7452, 1).lineBetween(this.xOf(step), this.yOf(this.min), this.xOf(step), this.yOf(this.min) + 4);
      const label = text(this.xOf(step), this.yOf(this.min) + 5, t("replay.turn", { turn }), 0.5, 0);
      const left = this.xOf(step) - label.width / 2;
      if (left < lastRight + 6 || left + label.width > this.area.x + this.area.w) label.destroy();
      else lastRight = left + label.width;
    }
  }

  private drawLines(): void {
    const g = this.lines;
    this.colors.forEach((color, player) => {
      g.lineStyle(3, playerStyle(color).fill, 1);
      g.beginPath();
      this.scores.forEach((row, step) => (step === 0 ? g.moveTo(this.xOf(step), this.yOf(row[player])) : g.lineTo(this.xOf(step), this.yOf(row[player]))));
      g.strokePath();
    });
  }

  /** Moves the cursor to `step` and shows each player's score there. */
  show(step: number): void {
    const x = this.xOf(step);
    this.cursor.clear();
    this.cursor.lineStyle(2, 0xa8452b, 0.9).lineBetween(x, this.yOf(this.max), x, this.yOf(this.min));
    const row = this.scores[step] ?? [];
    row.forEach((score, player) => {
      this.cursor.fillStyle(playerStyle(this.colors[player]).fill, 1).fillCircle(x, this.yOf(score), 5);
      this.cursor.lineStyle(1.5, 0xffffff, 1).strokeCircle(x, this.yOf(score), 5);
      const legend = this.legend[player];
      if (!legend) return;
      // The name gives way, never the score.
      let name = this.names[player].length > 9 ? `${this.names[player].slice(0, 8)}…` : this.names[player];
      legend.setText(`■ ${name} ${score}`).setColor(playerStyle(this.colors[player]).css);
      while (legend.width > this.slot - 6 && name.length > 2) {
        name = `${name.replace(/…$/, "").slice(0, -1)}…`;
        legend.setText(`■ ${name} ${score}`);
      }
    });
  }
}
