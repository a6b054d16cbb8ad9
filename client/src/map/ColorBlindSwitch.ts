// The colour-blind mode switch in the map's corner, shown on every board (game, replay, end screen); the B key
// does the same in the game view. The board and the player boxes redraw themselves on a change (ui/colorBlind).
import type Phaser from "phaser";
import { Button } from "../ui/Button.js";
import { colorBlindOn, onColorBlindChange, setColorBlind } from "../ui/colorBlind.js";
import { registerPoint } from "../ui/testHook.js";

const W = 150, H = 26, FONT_PX = 13;
/** On a phone (shorter window side under 600 CSS px) the switch keeps a thumb's size and a readable label (CSS px). */
const PHONE_SHORT_SIDE = 600, PHONE_H = 44, PHONE_FONT = 13, PHONE_W = 150;

/** The switch's size and font (world px): as drawn on a desktop, or in CSS px on a phone whatever the canvas's scale. */
function switchSize(scene: Phaser.Scene): { w: number; h: number; font: number } {
  const perCss = scene.scale.displayScale.x; // world px per CSS px
  if (Math.min(window.innerWidth, window.innerHeight) >= PHONE_SHORT_SIDE || !(perCss > 0)) return { w: W, h: H, font: FONT_PX };
  return { w: Math.max(W, PHONE_W * perCss), h: Math.max(H, PHONE_H * perCss), font: Math.max(FONT_PX, Math.round(PHONE_FONT * perCss)) };
}

export function colorBlindLabel(on: boolean): string {
  return `Colour-blind: ${on ? "on" : "off"}`;
}

export class ColorBlindSwitch {
  constructor(scene: Phaser.Scene, bottomLeft: { x: number; y: number }) {
    const { w, h, font } = switchSize(scene);
    const at = { x: bottomLeft.x + w / 2, y: bottomLeft.y - h / 2 };
    const button = new Button(scene, at.x, at.y, colorBlindLabel(colorBlindOn()), { width: w, height: h, fontSize: font, fill: 0x4d6b7d, hover: 0x5f8296 }, () => setColorBlind(!colorBlindOn()));
    const off = onColorBlindChange((on) => button.setText(colorBlindLabel(on)));
    button.once("destroy", off);
    button.setDepth(20); // above the routes' padded hit areas near the corner
    registerPoint("toggle:colorBlind", () => at);
  }
}
