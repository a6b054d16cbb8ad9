// The colour-blind mode switch in the map's corner, shown on every board (game, replay, end screen); the B key
// does the same in the game view. The board and the player boxes redraw themselves on a change (ui/colorBlind).
import type Phaser from "phaser";
import { Button } from "../ui/Button.js";
import { colorBlindOn, onColorBlindChange, setColorBlind } from "../ui/colorBlind.js";
import { registerPoint } from "../ui/testHook.js";
import { isPhoneLayout } from "../ui/layout.js";
import { t } from "../i18n/i18n.js";

export function colorBlindLabel(on: boolean): string {
  return on ? t("switch.colorBlindOn") : t("switch.colorBlindOff");
}

export class ColorBlindSwitch {
  readonly button: Button;

  constructor(scene: Phaser.Scene, bottomLeft: { x: number; y: number }, size?: { width: number; height: number; fontSize: number }) {
    // a phone's is a finger's size (44 px) with a label of 14 px
    const phone = isPhoneLayout();
    const W = size?.width ?? (phone ? 170 : 150), H = size?.height ?? (phone ? 44 : 26);
    const at = { x: bottomLeft.x + W / 2, y: bottomLeft.y - H / 2 };
    const button = this.button = new Button(scene, at.x, at.y, colorBlindLabel(colorBlindOn()), { width: W, height: H, fontSize: size?.fontSize ?? (phone ? 14 : 13), fill: 0x4d6b7d, hover: 0x5f8296 }, () => setColorBlind(!colorBlindOn()));
    const off = onColorBlindChange((on) => button.setText(colorBlindLabel(on)));
    button.once("destroy", off);
    button.setDepth(20); // above the routes' padded hit areas near the corner
    registerPoint("toggle:colorBlind", () => at);
  }
}
