// The colour-blind mode switch in the map's corner, shown on every board (game, replay, end screen); the B key
// does the same in the game view. The board and the player boxes redraw themselves on a change (ui/colorBlind).
import type Phaser from "phaser";
import { Button } from "../ui/Button.js";
import { colorBlindOn, onColorBlindChange, setColorBlind } from "../ui/colorBlind.js";
import { registerPoint } from "../ui/testHook.js";

const W = 150, H = 26;

export function colorBlindLabel(on: boolean): string {
  return `Colour-blind: ${on ? "on" : "off"}`;
}

export class ColorBlindSwitch {
  constructor(scene: Phaser.Scene, bottomLeft: { x: number; y: number }) {
    const at = { x: bottomLeft.x + W / 2, y: bottomLeft.y - H / 2 };
    const button = new Button(scene, at.x, at.y, colorBlindLabel(colorBlindOn()), { width: W, height: H, fontSize: 13, fill: 0x4d6b7d, hover: 0x5f8296 }, () => setColorBlind(!colorBlindOn()));
    const off = onColorBlindChange((on) => button.setText(colorBlindLabel(on)));
    button.once("destroy", off);
    button.setDepth(20); // above the routes' padded hit areas near the corner
    registerPoint("toggle:colorBlind", () => at);
  }
}
