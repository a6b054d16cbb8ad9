// The keyboard help overlay (`?`): every key of keyboard play, from the one table in input/keyMap.
import Phaser from "phaser";
import { FONT } from "../ui/theme.js";
import { MAP_AREA } from "../ui/layout.js";
import { drawPanel } from "../ui/panel.js";
import { KEY_HELP } from "../input/keyMap.js";

const W = 760, ROW = 34;
const H = 96 + KEY_HELP.length * ROW + 30;
const X = MAP_AREA.x + (MAP_AREA.w - W) / 2, Y = MAP_AREA.y + (MAP_AREA.h - H) / 2;

export class KeyHelp extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    const bg = drawPanel(scene, X, Y, W, H, 0xf6efdf);
    const title = scene.add.text(X + 24, Y + 16, "Keyboard play", { fontFamily: FONT, fontSize: "24px", color: "#6b2a1a", fontStyle: "bold" });
    const sub = scene.add.text(X + 24, Y + 50, "Keys do nothing while you type in the chat. Press ? or Esc to close.", { fontFamily: FONT, fontSize: "15px", color: "#3b2f22" });
    this.add([bg, title, sub]);
    KEY_HELP.forEach(([keys, what], i) => {
      const y = Y + 90 + i * ROW;
      this.add(scene.add.text(X + 24, y, keys, { fontFamily: FONT, fontSize: "17px", color: "#a8452b", fontStyle: "bold", fixedWidth: 170 }));
      this.add(scene.add.text(X + 200, y, what, { fontFamily: FONT, fontSize: "16px", color: "#2b2118", wordWrap: { width: W - 224 } }));
    });
    this.setDepth(950).setVisible(false);
    scene.add.existing(this);
  }
}
