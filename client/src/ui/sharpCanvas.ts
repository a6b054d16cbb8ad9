// Applies the canvas's pixels per world px (ui/pixelRatio.ts) to the engine: every scene's main camera shows world
// px at R canvas px each from the top left corner, and every text is drawn into its texture at R (else a text would be
// a 1× texture stretched over 2× pixels: as soft as before).
import Phaser from "phaser";
import { pixelRatio } from "./pixelRatio.js";

type SetStyle = (this: Phaser.GameObjects.TextStyle, style: Phaser.Types.GameObjects.Text.TextStyle | undefined, updateText?: boolean, setDefaults?: boolean) => Phaser.GameObjects.Text;

/**
 * A new text's style starts at R (unless it names its own resolution): set after the text was made, its texture was
 * drawn twice, once at 1 and again at R (a game view makes a few hundred texts: a tenth of building it after a
 * reload on a slowed phone).
 */
function textsMadeAtR(): void {
  const proto = Phaser.GameObjects.TextStyle.prototype as unknown as { setStyle: SetStyle; madeAtR?: true };
  if (proto.madeAtR) return;
  proto.madeAtR = true;
  const setStyle = proto.setStyle;
  proto.setStyle = function (style, updateText, setDefaults) {
    const atR = setDefaults && (!style || style.resolution === undefined) ? { ...style, resolution: pixelRatio() } : style;
    return setStyle.call(this, atR, updateText, setDefaults);
  };
}

/** Every scene's main camera shows world px at R canvas px each, from the top left; every text is drawn at R. */
export function installSharpCanvas(game: Phaser.Game): void {
  textsMadeAtR();
  const zoomMain = (scene: Phaser.Scene) => {
    const cam = scene.cameras?.main;
    if (cam && (cam.zoom !== pixelRatio() || cam.originX !== 0 || cam.originY !== 0)) cam.setOrigin(0, 0).setZoom(pixelRatio());
  };
  const sharpText = (o: Phaser.GameObjects.GameObject) => {
    if (o instanceof Phaser.GameObjects.Text && o.style.resolution !== pixelRatio()) o.setResolution(pixelRatio());
  };
  const hook = (scene: Phaser.Scene) => {
    scene.sys.events.on(Phaser.Scenes.Events.START, () => zoomMain(scene));
    scene.sys.events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, sharpText);
  };
  game.events.once(Phaser.Core.Events.READY, () => game.scene.scenes.forEach((s) => {
    hook(s);
    zoomMain(s);
    s.children?.list.forEach(sharpText);
  }));
  // (a scene started before READY's listeners, or R changed by a resize: set again before the frame is drawn)
  game.events.on(Phaser.Core.Events.PRE_RENDER, () => game.scene.getScenes(true).forEach(zoomMain));
}
