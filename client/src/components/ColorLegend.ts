// The key to route colours: each colour's car with its symbol and name, so that no colour has to be told apart
// by hue alone.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT } from "../ui/theme.js";
import { t } from "../i18n/i18n.js";
import { fitLine } from "../ui/fitText.js";
import { cardName } from "./cardName.js";
import { LEFT } from "../ui/layout.js";

/** Room for a colour's name right of its car (world px): the column less the car. */
const NAME_WIDTH = 122 - 38 - 4;

const KEYS = ["red", "orange", "yellow", "green", "blue", "purple", "black", "white", "gray", "locomotive"] as const;

export class ColorLegend extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene, y: number) {
    super(scene, 0, 0);
    const bg = scene.add.graphics();
    bg.fillStyle(0x000000, 0.18).fillRoundedRect(10, y, LEFT.w - 20, 150, 10);
    this.add(bg);
    this.add(scene.add.text(22, y + 8, t("legend.title"), { fontFamily: FONT, fontSize: "14px", color: "#e9dfc8", fontStyle: "bold" }));
    KEYS.forEach((k, i) => {
      const col = i % 2, row = Math.floor(i / 2);
      const x = 22 + col * 122, yy = y + 38 + row * 22;
      if (k === "locomotive") this.add(scene.add.image(x + 16, yy, ATLAS, "card-locomotive").setDisplaySize(14, 20));
      else {
        // a free route's space as the board draws it, with its symbol
        this.add(scene.add.image(x + 16, yy, ATLAS, `space-${k}`).setDisplaySize(34, 14));
        this.add(scene.add.image(x + 16, yy, ATLAS, `spacemark-${k}`).setDisplaySize(13, 13));
      }
      const name = scene.add.text(x + 38, yy, "", { fontFamily: FONT, fontSize: "13px", color: "#e9dfc8" }).setOrigin(0, 0.5);
      // "Pomarańczowa", "Szara (dowolna)": a long name gets a smaller font within its column
      fitLine(name, cardName(k), NAME_WIDTH, 13, 11);
      this.add(name);
    });
    scene.add.existing(this);
  }
}
