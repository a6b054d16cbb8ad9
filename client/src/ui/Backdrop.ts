// The dimmed map behind the login and lobby forms. It follows the world's size: those views are not re-created
// on a resize (their forms keep what was typed), so the backdrop moves itself.
import Phaser from "phaser";
import { WORLD, FONT } from "./theme.js";
import { MAP_AREA } from "./layout.js";
import { bakeMapTexture } from "../map/mapTexture.js";
import { onLanguageChange, say, type Message } from "../i18n/i18n.js";

const SUBTITLE_PX = 16;
/** The smallest text anyone should have to read, in CSS px (issue 28). */
const MIN_TEXT_PX = 11;

export function drawBackdrop(scene: Phaser.Scene, subtitle?: Message): void {
  const base = scene.add.rectangle(0, 0, WORLD.width, WORLD.height, 0x1d2a33).setOrigin(0);
  const map = scene.add.image(0, 0, bakeMapTexture(scene.textures)).setAlpha(0.35);
  const dim = scene.add.rectangle(0, 0, WORLD.width, WORLD.height, 0x10181e, 0.45).setOrigin(0);
  const line = subtitle ? scene.add.text(0, 0, say(subtitle), { fontFamily: FONT, fontSize: `${SUBTITLE_PX}px`, color: "#cdbf9f" }).setOrigin(0.5) : null;
  const place = () => {
    base.setSize(WORLD.width, WORLD.height);
    dim.setSize(WORLD.width, WORLD.height);
    // the map drawn for the new map area (drawn here, once per size: only a view that shows a map draws it)
    map.setTexture(bakeMapTexture(scene.textures)).setPosition(WORLD.width / 2, WORLD.height / 2 + 30);
    // one factor for both axes, covering the map area: a phone's tall map area must not squash the board's shape
    // (on a desktop the texture has the map area's shape, so this is the same as filling it)
    map.setScale(Math.max((MAP_AREA.w * 1.1) / map.frame.width, (MAP_AREA.h * 1.1) / map.frame.height));
    // drawn too small to read (a phone or a tablet scales the world down), the subtitle is left out
    line?.setPosition(WORLD.width / 2, WORLD.height - 30).setVisible((SUBTITLE_PX * scene.scale.displaySize.height) / WORLD.height >= MIN_TEXT_PX);
  };
  place();
  scene.scale.on(Phaser.Scale.Events.RESIZE, place);
  // A language switch redraws the subtitle at once.
  const stopLanguage = onLanguageChange(() => {
    if (line && subtitle) line.setText(say(subtitle));
  });
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
    scene.scale.off(Phaser.Scale.Events.RESIZE, place);
    stopLanguage();
  });
}
