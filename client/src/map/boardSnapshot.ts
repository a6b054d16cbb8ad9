// While a finger drags or pinches the board, the board is one picture: its hundreds of objects (the land, every
// route's spaces and cars, the cities' marks and names, the glows) are drawn once into a texture when the gesture
// begins, and each frame of the gesture draws that texture alone through the moved camera (ui/boardCamera.ts
// showOnly). On a slow phone a frame of the live board took 80–170 ms; a frame of the picture is one image. When the
// fingers leave, the live board is drawn again (and the names laid out for the new zoom).
//
// The picture covers the whole board at the camera's resolution when the gesture began, at most MAX_PIXELS (a
// phone's memory: 4 M px is 16 MB): zoomed far in, the picture is drawn a little softer for the gesture's length.
import Phaser from "phaser";

export const SNAPSHOT_MAX_PIXELS = 4_000_000;

type Rect = { x: number; y: number; w: number; h: number };

export class BoardSnapshot {
  readonly image: Phaser.GameObjects.RenderTexture;

  constructor(scene: Phaser.Scene, private readonly area: Rect) {
    this.image = scene.add.renderTexture(area.x, area.y, 2, 2).setOrigin(0, 0).setVisible(false);
    this.image.camera.setOrigin(0, 0);
  }

  /**
   * Draws `objects` (the board's top-level objects, bottom to top, as the board camera shows them) into the picture
   * at `scale` texture px per board px (held under MAX_PIXELS), and shows it in their place.
   */
  take(objects: readonly Phaser.GameObjects.GameObject[], scale: number): Phaser.GameObjects.RenderTexture {
    const { area, image } = this;
    const s = Math.max(0.25, Math.min(scale, Math.sqrt(SNAPSHOT_MAX_PIXELS / (area.w * area.h))));
    image.resize(Math.ceil(area.w * s), Math.ceil(area.h * s));
    const cam = image.camera;
    cam.setZoom(s);
    cam.setScroll(area.x, area.y);
    image.clear();
    image.draw(objects.filter((o) => o !== image && o.willRender(cam as Phaser.Cameras.Scene2D.Camera)));
    image.render();
    // the texture is `s` px per board px: shown at the board's own size
    image.setScale(area.w / image.width, area.h / image.height).setVisible(true);
    return image;
  }

  /** The live board again. */
  drop(): void {
    this.image.setVisible(false);
  }

  get shown(): boolean {
    return this.image.visible;
  }
}
