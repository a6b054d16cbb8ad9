// The dimmed map behind the login and lobby forms.
import Phaser from "phaser";
import { WORLD, FONT } from "./theme.js";
import { MAP_AREA } from "./layout.js";

export function drawBackdrop(scene: Phaser.Scene, subtitle = ""): void {
  scene.add.rectangle(0, 0, WORLD.width, WORLD.height, 0x1d2a33).setOrigin(0);
  const map = scene.add.image(WORLD.width / 2, WORLD.height / 2 + 30, "usa-map");
  map.setDisplaySize(MAP_AREA.w * 1.1, MAP_AREA.h * 1.1).setAlpha(0.35);
  scene.add.rectangle(0, 0, WORLD.width, WORLD.height, 0x10181e, 0.45).setOrigin(0);
  if (subtitle) {
    scene.add.text(WORLD.width / 2, WORLD.height - 30, subtitle, { fontFamily: FONT, fontSize: "16px", color: "#cdbf9f" }).setOrigin(0.5);
  }
}
