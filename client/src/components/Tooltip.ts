// A tooltip that follows the pointer and stays inside the canvas.
import Phaser from "phaser";
import { FONT, WORLD } from "../ui/theme.js";

export class Tooltip extends Phaser.GameObjects.Container {
  private bg: Phaser.GameObjects.Graphics;
  private title: Phaser.GameObjects.Text;
  private bodyText: Phaser.GameObjects.Text;
  private why: Phaser.GameObjects.Text;

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    this.bg = scene.add.graphics();
    this.title = scene.add.text(12, 8, "", { fontFamily: FONT, fontSize: "17px", color: "#fff7e0", fontStyle: "bold" });
    this.bodyText = scene.add.text(12, 32, "", { fontFamily: FONT, fontSize: "15px", color: "#e9dfc8", lineSpacing: 3 });
    this.why = scene.add.text(12, 0, "", { fontFamily: FONT, fontSize: "15px", color: "#ffb4a6", fontStyle: "bold", wordWrap: { width: 300 } });
    this.add([this.bg, this.title, this.bodyText, this.why]);
    this.setDepth(1000).setVisible(false);
    scene.add.existing(this);
  }

  show(x: number, y: number, title: string, body: string, why: string | null, whyColor = "#ffb4a6"): void {
    this.title.setText(title);
    this.bodyText.setText(body);
    this.why.setText(why ?? "").setColor(whyColor).setY(32 + this.bodyText.height + 6);
    const w = Math.max(this.title.width, this.bodyText.width, why ? this.why.width : 0) + 24;
    const h = 32 + this.bodyText.height + (why ? this.why.height + 10 : 4) + 8;
    this.bg.clear();
    this.bg.fillStyle(0x000000, 0.3).fillRoundedRect(3, 4, w, h, 8);
    this.bg.fillStyle(0x2b2118, 0.95).fillRoundedRect(0, 0, w, h, 8);
    this.bg.lineStyle(2, 0xd9b26a, 1).strokeRoundedRect(0, 0, w, h, 8);
    let px = x + 18, py = y + 18;
    if (px + w > WORLD.width - 6) px = x - w - 18;
    if (py + h > WORLD.height - 6) py = y - h - 18;
    this.setPosition(Math.max(6, px), Math.max(6, py)).setVisible(true);
  }

  hide(): void {
    this.setVisible(false);
  }
}
