// The replay's scrubber: first / back / forward / last buttons and a slider over every step of the game (click or
// drag anywhere on the track). The arrow keys, Home and End do the same from the keyboard.
import Phaser from "phaser";
import { Button } from "../ui/Button.js";
import { FONT } from "../ui/theme.js";
import { registerPoint } from "../ui/testHook.js";
import { t } from "../i18n/i18n.js";

export interface SliderArea {
  x: number;
  y: number;
  w: number;
  /** A phone's: buttons and the track's hit band a finger's size (44 px), a shorter hint (no keys to name). */
  touch?: boolean;
}

const BTN = { width: 52, height: 34, fontSize: 18, fill: 0x4d6b7d, hover: 0x5f8296 };
const TOUCH_BTN = { ...BTN, width: 46, height: 44 };

export class StepSlider extends Phaser.GameObjects.Container {
  private readonly handle: Phaser.GameObjects.Graphics;
  private readonly fill: Phaser.GameObjects.Graphics;
  private readonly track: { x: number; y: number; w: number };
  private step = 0;

  constructor(scene: Phaser.Scene, area: SliderArea, private readonly lastStep: number, private readonly onStep: (step: number) => void) {
    super(scene, 0, 0);
    scene.add.existing(this);
    const buttons: [string, string, () => number][] = [
      ["first", "|◀", () => 0],
      ["back", "◀", () => this.step - 1],
      ["forward", "▶", () => this.step + 1],
      ["last", "▶|", () => this.lastStep],
    ];
    const btn = area.touch ? TOUCH_BTN : BTN, pitch = btn.width + 8;
    buttons.forEach(([name, label, to], k) => {
      const x = area.x + btn.width / 2 + k * pitch;
      this.add(new Button(scene, x, area.y, label, btn, () => this.go(to())));
      registerPoint(`replay:step:${name}`, () => ({ x, y: area.y }));
    });
    this.track = { x: area.x + 4 * pitch + 20, y: area.y, w: area.w - 4 * pitch - 30 };
    const track = this.track;
    const bg = scene.add.graphics();
    bg.fillStyle(0x8a7452, 1).fillRoundedRect(track.x, track.y - 4, track.w, 8, 4);
    this.fill = scene.add.graphics();
    this.handle = scene.add.graphics();
    const band = area.touch ? 44 : 32;
    const hit = scene.add.zone(track.x - 10, track.y - band / 2, track.w + 20, band).setOrigin(0).setInteractive({ useHandCursor: true, draggable: false });
    let dragging = false;
    hit.on("pointerdown", (p: Phaser.Input.Pointer) => {
      dragging = true;
      this.go(this.stepAt(p.worldX));
    });
    const onMove = (p: Phaser.Input.Pointer) => {
      if (dragging && p.isDown) this.go(this.stepAt(p.worldX));
    };
    const onUp = () => (dragging = false);
    scene.input.on(Phaser.Input.Events.POINTER_MOVE, onMove);
    scene.input.on(Phaser.Input.Events.POINTER_UP, onUp);
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      scene.input.off(Phaser.Input.Events.POINTER_MOVE, onMove);
      scene.input.off(Phaser.Input.Events.POINTER_UP, onUp);
    });
    this.add([bg, this.fill, this.handle, hit]);
    if (!area.touch) this.add(scene.add.text(track.x, track.y + 12, t("replay.scrubHint"), { fontFamily: FONT, fontSize: "13px", color: "#6b5a45" }));
    // for the browser tests: where on the track a given fraction of the game is
    for (const f of [0, 0.25, 0.5, 0.75, 1]) registerPoint(`replay:slider:${f}`, () => ({ x: track.x + f * track.w, y: track.y }));

    const keys: Record<string, () => number> = {
      ArrowLeft: () => this.step - 1,
      ArrowRight: () => this.step + 1,
      Home: () => 0,
      End: () => this.lastStep,
    };
    const onKey = (e: KeyboardEvent) => {
      const to = keys[e.key];
      if (!to || (e.target instanceof HTMLElement && /INPUT|TEXTAREA/.test(e.target.tagName))) return;
      e.preventDefault();
      this.go(to());
    };
    window.addEventListener("keydown", onKey);
    this.once(Phaser.GameObjects.Events.DESTROY, () => window.removeEventListener("keydown", onKey));
  }

  private stepAt(x: number): number {
    const f = (x - this.track.x) / this.track.w;
    return Math.round(Math.max(0, Math.min(1, f)) * this.lastStep);
  }

  private go(step: number): void {
    const to = Math.max(0, Math.min(this.lastStep, step));
    if (to !== this.step) this.onStep(to);
  }

  /** Draws the handle at `step` (the scene calls this for every step change, whatever caused it). */
  show(step: number): void {
    this.step = step;
    const t = this.track;
    const x = t.x + (this.lastStep > 0 ? (step / this.lastStep) * t.w : 0);
    this.fill.clear().fillStyle(0xa8452b, 1).fillRoundedRect(t.x, t.y - 4, Math.max(8, x - t.x), 8, 4);
    this.handle.clear();
    this.handle.fillStyle(0x000000, 0.25).fillCircle(x, t.y + 2, 11);
    this.handle.fillStyle(0xfff7e0, 1).fillCircle(x, t.y, 11);
    this.handle.lineStyle(3, 0xa8452b, 1).strokeCircle(x, t.y, 11);
  }
}
