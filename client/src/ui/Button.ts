// A canvas button: rounded box + label, hover and disabled states.
import Phaser from "phaser";
import { FONT } from "./theme.js";
import { isPhoneLayout } from "./layout.js";

/** A phone's label never gets smaller than this (CSS px = world px there). */
const PHONE_MIN_FONT = 11;

export interface ButtonOptions {
  width: number;
  height: number;
  fill?: number;
  hover?: number;
  textColor?: string;
  fontSize?: number;
  radius?: number;
}

export class Button extends Phaser.GameObjects.Container {
  private bg: Phaser.GameObjects.Graphics;
  readonly label: Phaser.GameObjects.Text;
  private enabled = true;
  private hovered = false;

  constructor(scene: Phaser.Scene, x: number, y: number, text: string, private readonly opts: ButtonOptions, onClick: () => void) {
    super(scene, x, y);
    this.bg = scene.add.graphics();
    this.label = scene.add.text(0, 0, text, { fontFamily: FONT, fontSize: `${opts.fontSize ?? 18}px`, color: opts.textColor ?? "#ffffff", fontStyle: "bold" }).setOrigin(0.5);
    this.add([this.bg, this.label]);
    this.setSize(opts.width, opts.height);
    this.setInteractive({ useHandCursor: true });
    this.on("pointerover", () => { this.hovered = true; this.redraw(); });
    this.on("pointerout", () => { this.hovered = false; this.redraw(); });
    this.on("pointerup", () => { if (this.enabled) onClick(); });
    this.redraw();
    this.fitLabel();
    scene.add.existing(this);
  }

  setEnabled(on: boolean): this {
    this.enabled = on;
    this.redraw();
    return this;
  }

  setColors(fill: number, hover: number): this {
    this.opts.fill = fill;
    this.opts.hover = hover;
    this.redraw();
    return this;
  }

  setText(t: string): this {
    this.label.setText(t);
    this.fitLabel();
    return this;
  }

  /** On a phone, a label wider than its button (a narrow drawer cell) gets smaller, down to 11 px. */
  private fitLabel(): void {
    if (!isPhoneLayout()) return;
    const room = this.opts.width - 8;
    this.label.setFontSize(this.opts.fontSize ?? 18);
    for (let size = (this.opts.fontSize ?? 18) - 1; this.label.width > room && size >= PHONE_MIN_FONT; size--) this.label.setFontSize(size);
  }

  private redraw(): void {
    const { width: w, height: h, radius = 8 } = this.opts;
    const fill = !this.enabled ? 0x9b9082 : this.hovered ? (this.opts.hover ?? 0xc1532f) : (this.opts.fill ?? 0xa8452b);
    this.bg.clear();
    this.bg.fillStyle(0x000000, 0.25).fillRoundedRect(-w / 2, -h / 2 + 3, w, h, radius);
    this.bg.fillStyle(fill, 1).fillRoundedRect(-w / 2, -h / 2, w, h, radius);
    this.label.setAlpha(this.enabled ? 1 : 0.75);
  }
}
