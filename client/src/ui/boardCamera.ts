// The board camera of the phone layout. On a phone the board is drawn off the stage at its desktop size (layout's
// BOARD, right of every other object) and this camera shows it inside MAP_AREA, zoomed to fit: the cities' names,
// the cars and the hit areas keep their desktop geometry, and the camera's zoom (pinch, pan: the phone-touch work)
// decides how much of it is seen. Desktop and tablet have no board camera (the board is drawn in the map area).
//
// Why a second camera and not a scaled container: the camera clips the board to its viewport and hit-tests taps
// through its own zoom and scroll (a tap's worldX/worldY are board coordinates, as BoardMap expects). It is drawn
// first and asked about a tap last, so the top bar, the sheet and the modals (main camera) cover it and answer first.
import Phaser from "phaser";
import { BOARD, MAP_AREA, isPhoneLayout } from "./layout.js";
import { registerBoardCamera } from "./testHook.js";
import { boardToStage } from "./cameraView.js";

/** Board texts smaller than this on screen (CSS px = world px on a phone) are hidden (the rules of issue 28). */
export const MIN_TEXT_PX = 11;

type Listener = (zoom: number) => void;
type Rect = { x: number; y: number; w: number; h: number };

export class BoardCamera {
  readonly camera: Phaser.Cameras.Scene2D.Camera;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly scene: Phaser.Scene, boardObjects: readonly Phaser.GameObjects.GameObject[], private readonly home: Rect = MAP_AREA) {
    const cam = this.camera = scene.cameras.add(home.x, home.y, home.w, home.h, false, "board");
    cam.setBackgroundColor(0xd9e7ea); // the sea beyond the board's edge when zoomed out
    const cams = scene.cameras.cameras;
    cams.splice(cams.indexOf(cam), 1);
    cams.unshift(cam); // drawn first, hit-tested last
    // Each camera draws only its own top-level objects (the others lie outside its view anyway: this saves drawing them).
    const board = new Set(boardObjects);
    const manager = scene.cameras as unknown as { getVisibleChildren(children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera): Phaser.GameObjects.GameObject[] };
    manager.getVisibleChildren = (children, camera) => children.filter((c) => (camera === cam) === board.has(c) && c.willRender(camera));
    const unregister = registerBoardCamera(cam);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      delete (manager as Partial<typeof manager>).getVisibleChildren; // the prototype's again
      unregister();
      this.listeners.clear();
    });
    this.fit();
  }

  /**
   * Shows the board in another part of the stage (the part of the map area a phone's open sheet leaves), fitted
   * there; back to MAP_AREA with no argument.
   */
  setViewport(r: Rect = this.home): void {
    this.camera.setViewport(r.x, r.y, r.w, r.h);
    this.fit();
  }

  get zoom(): number {
    return this.camera.zoom;
  }

  /** The zoom at which the whole board fits the camera's viewport (the map area, or what the sheet leaves of it). */
  fitZoom(): number {
    return Math.min(this.camera.width / BOARD.w, this.camera.height / BOARD.h);
  }

  /** The whole board in sight, centred. */
  fit(): void {
    this.view(this.fitZoom(), BOARD.x + BOARD.w / 2, BOARD.y + BOARD.h / 2);
  }

  /** Shows the board at `zoom`, centred on the board point (cx, cy); tells the listeners (labels hide or show). */
  view(zoom: number, cx: number, cy: number): void {
    this.camera.setZoom(zoom);
    this.camera.centerOn(cx, cy);
    this.listeners.forEach((f) => f(zoom));
  }

  /** Called with the zoom now and on every change (e.g. BoardMap.readableAt hides the names too small to read). */
  onZoom(f: Listener): () => void {
    this.listeners.add(f);
    f(this.camera.zoom);
    return () => this.listeners.delete(f);
  }

  /** Where a board point shows on the stage (world px of the main camera), or null outside the map area. */
  toStage(p: { x: number; y: number }): { x: number; y: number } | null {
    return boardToStage(this.camera, p);
  }
}

/**
 * The camera of a board view on a phone; null on desktop and tablet (the board is drawn where it shows). `viewport`:
 * where the map shows (the game view's MAP_AREA; the end screen and the replay have their own).
 */
export function createBoardCamera(scene: Phaser.Scene, boardObjects: readonly Phaser.GameObjects.GameObject[], viewport: Rect = MAP_AREA): BoardCamera | null {
  return isPhoneLayout() ? new BoardCamera(scene, boardObjects, viewport) : null;
}
