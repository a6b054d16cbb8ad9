// The keyboard help overlay (`?`): every key of keyboard play, from the one table in input/keyMap.
import Phaser from "phaser";
import { FONT } from "../ui/theme.js";
import { MAP_AREA } from "../ui/layout.js";
import { WORLD } from "../ui/theme.js";
import { drawPanel } from "../ui/panel.js";
import { KEY_HELP } from "../input/keyMap.js";
import { t } from "../i18n/i18n.js";

const WIDE = 760, KEYS_W = 190, GAP = 10;

export class KeyHelp extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    // the window's width at most (a phone with a keyboard attached)
    const W = Math.min(WIDE, WORLD.width - 16);
    const X = Math.max(8, MAP_AREA.x + (MAP_AREA.w - W) / 2);
    const texts: Phaser.GameObjects.Text[] = [];
    let y = 90;
    // rows are laid out from their measured height: a long explanation wraps without running into the next row
    for (const [keys, what] of KEY_HELP) {
      const k = scene.add.text(X + 24, y, t(keys), { fontFamily: FONT, fontSize: "17px", color: "#a8452b", fontStyle: "bold", wordWrap: { width: KEYS_W - 10 } });
      const w = scene.add.text(X + 24 + KEYS_W, y + 1, t(what), { fontFamily: FONT, fontSize: "16px", color: "#2b2118", wordWrap: { width: W - KEYS_W - 48 } });
      texts.push(k, w);
      y += Math.max(k.height, w.height) + GAP;
    }
    const h = y + 14;
    const top = MAP_AREA.y + (MAP_AREA.h - h) / 2;
    const bg = drawPanel(scene, X, top, W, h, 0xf6efdf);
    const title = scene.add.text(X + 24, 16, t("keys.title"), { fontFamily: FONT, fontSize: "24px", color: "#6b2a1a", fontStyle: "bold" });
    const sub = scene.add.text(X + 24, 50, t("keys.note"), { fontFamily: FONT, fontSize: "15px", color: "#3b2f22" });
    for (const t of [title, sub, ...texts]) t.setY(t.y + top);
    this.add([bg, title, sub, ...texts]);
    this.setDepth(950).setVisible(false);
    scene.add.existing(this);
  }
}
