// The board camera. The board is drawn off the stage at the desktop map area's size (layout's BOARD, right of every
// other object) and this camera shows it inside MAP_AREA, fitted there (1:1 on a desktop, smaller on a phone): the
// cities' names, the cars and the hit areas keep their geometry, and the camera's zoom (pinch, pan, wheel, keys:
// input/boardGestures.ts) decides how much of it is seen. One camera for every layout: a desktop zooms as a phone does.
//
// Why a second camera and not a scaled container: the camera clips the board to its viewport and hit-tests taps
// through its own zoom and scroll (a tap's worldX/worldY are board coordinates, as BoardMap expects). It is drawn
// first and asked about a tap last, so the top bar, the sheet and the modals (main camera) cover it and answer first.
// Panning moves only this camera: the board's objects are not redrawn (a pan costs one draw of what it shows).
//
// Everything here is in world px of the stage; the Phaser camera underneath is in canvas px, R of them per world px on
// a sharp phone (ui/pixelRatio.ts): its viewport and zoom are the stage's × R, and only this file knows it.
//
// Pinch, pan, the mouse wheel and the Fit button move it through setView and its kin, held between fit and a zoom
// where a route's hit band is a thumb wide, and on the board (map/boardZoom.ts).
import Phaser from "phaser";
import { BOARD, MAP_AREA } from "./layout.js";
import { registerBoardCamera, registerInfo, registerPoint, unregisterInfo, unregisterPoints } from "./testHook.js";
import { boardToStage } from "./cameraView.js";
import { pixelRatio } from "./pixelRatio.js";
import { Button } from "./Button.js";
import { onLanguageChange, t } from "../i18n/i18n.js";
import { clampCentre, clampView, fitView, fitZoomOf, insideRect, pinchView, toWorld, zoomAround, type BoardView, type Pt, type ViewLimits } from "../map/boardZoom.js";

/** At the most zoom, a route's hit band (about 30 board px across) shows this wide (CSS px): a thumb's tap. */
const ROUTE_BAND_BOARD = 30;
const ROUTE_BAND_CSS_AT_MAX = 66;
/** The Fit button's side and label (CSS px), and its gap from the map area's corner. */
const FIT_CSS = 48, FIT_FONT_CSS = 16, FIT_GAP_CSS = 8;

/** No board text shows smaller than this on screen (CSS px): map/labelDeclutter.ts draws names at least this big. */
export const MIN_TEXT_PX = 11;

type Listener = (zoom: number) => void;
/** A zoomed view as a camera of another size takes it back: its zoom over that camera's fit, and its centre. */
export interface HeldView { overFit: number; cx: number; cy: number }
type Rect = { x: number; y: number; w: number; h: number };

export class BoardCamera {
  readonly camera: Phaser.Cameras.Scene2D.Camera;
  private readonly listeners = new Set<Listener>();
  /** What the camera may show: the board in its viewport, from fit to the most zoom. */
  private limits: ViewLimits;
  private readonly board: Set<Phaser.GameObjects.GameObject>;
  private readonly fitButton: Button;
  /** While set, the one object this camera draws (the board's picture during a gesture). */
  private only: Phaser.GameObjects.GameObject | null = null;

  constructor(private readonly scene: Phaser.Scene, boardObjects: readonly Phaser.GameObjects.GameObject[], private readonly home: Rect = MAP_AREA) {
    const r = pixelRatio();
    const cam = this.camera = scene.cameras.add(home.x * r, home.y * r, home.w * r, home.h * r, false, "board");
    cam.setBackgroundColor(0xd9e7ea); // the sea beyond the board's edge when zoomed out
    const cams = scene.cameras.cameras;
    cams.splice(cams.indexOf(cam), 1);
    cams.unshift(cam); // drawn first, hit-tested last
    // Each camera draws only its own top-level objects (the others lie outside its view anyway: this saves drawing them).
    const board = this.board = new Set(boardObjects);
    this.limits = this.limitsFor(home);
    const manager = scene.cameras as unknown as { getVisibleChildren(children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera): Phaser.GameObjects.GameObject[] };
    manager.getVisibleChildren = (children, camera) => {
      // a gesture shows the board as one picture (map/boardSnapshot.ts): this camera draws it alone
      if (camera === cam && this.only) return [this.only];
      return children.filter((c) => (camera === cam) === board.has(c) && c.willRender(camera));
    };
    const unregister = registerBoardCamera(cam);
    this.fitButton = this.makeFitButton();
    // the middle of the board's viewport (the client bench holds its pinch and drag there)
    registerPoint("board:middle", () => ({ x: this.limits.viewport.x + this.limits.viewport.w / 2, y: this.limits.viewport.y + this.limits.viewport.h / 2 }));
    this.placeFitButton();
    const stopLanguage = onLanguageChange(() => this.fitButton.setText(t("board.fit")));
    registerInfo("boardCamera", () => ({ ...this.state, fitZoom: this.limits.minZoom, maxZoom: this.limits.maxZoom }));
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      delete (manager as Partial<typeof manager>).getVisibleChildren; // the prototype's again
      unregister();
      unregisterInfo("boardCamera");
      unregisterPoints("board:");
      this.listeners.clear();
      stopLanguage();
    });
    this.fit();
  }

  /** The viewport on the stage now (the map area, or what a phone's open sheet leaves of it). */
  get viewport(): Rect {
    return { ...this.limits.viewport };
  }

  /** The zoom and the board point at the viewport's centre now. */
  get state(): BoardView {
    const c = this.camera;
    return { zoom: c.zoom / pixelRatio(), cx: c.scrollX + c.width / 2, cy: c.scrollY + c.height / 2 };
  }

  /** Zoomed in beyond fit. */
  get zoomed(): boolean {
    return this.zoom > this.limits.minZoom * 1.001;
  }

  /** CSS px per stage px (the canvas's scale; 1 on a phone, whose world is the window). */
  cssPerWorld(): number {
    const s = this.scene.scale.displayScale; // canvas px per CSS px
    return s.x > 0 ? pixelRatio() / s.x : 1;
  }

  /** A view held between fit and the most zoom, on the board. */
  setView(v: BoardView): void {
    const c = clampView(v, this.limits);
    this.view(c.zoom, c.cx, c.cy);
  }

  /** Zooms to `zoom` keeping the board point under the stage point `at` where it is (the mouse wheel). */
  zoomAt(at: Pt, zoom: number): void {
    this.setView(zoomAround(this.state, this.limits, at, zoom));
  }

  /** The view to take into a view re-created at another size (a phone turned): null at fit, which it gets anyway. */
  held(): HeldView | null {
    if (!this.zoomed) return null;
    const { zoom, cx, cy } = this.state;
    return { overFit: zoom / this.limits.minZoom, cx, cy };
  }

  /** Shows a held view here: as far over this viewport's fit, on the same board point (held on the board). */
  restore(v: HeldView): void {
    this.setView({ zoom: v.overFit * this.limits.minZoom, cx: v.cx, cy: v.cy });
  }

  /** Zooms by `factor` around the viewport's centre (the + and - keys). */
  zoomBy(factor: number): void {
    const vp = this.limits.viewport;
    this.zoomAt({ x: vp.x + vp.w / 2, y: vp.y + vp.h / 2 }, this.zoom * factor);
  }

  /** The board follows a finger moved by `delta` stage px (per pointer event: no object is made). */
  pan(delta: Pt): void {
    const c = this.camera, l = this.limits, z = this.zoom;
    const cx = clampCentre(c.scrollX + c.width / 2 - delta.x / z, l.map.x, l.map.w, l.viewport.w / z);
    const cy = clampCentre(c.scrollY + c.height / 2 - delta.y / z, l.map.y, l.map.h, l.viewport.h / z);
    this.view(z, cx, cy);
  }

  /** Two fingers moved from `from` (when the view was `start`) to `to`: zoom with their gap, pan with their midpoint. */
  pinch(start: BoardView, from: [Pt, Pt], to: [Pt, Pt]): void {
    this.setView(pinchView(start, this.limits, from, to));
  }

  /** The board point under a stage point (a pointer's x/y), without waiting for a frame. */
  worldAt(stage: Pt): Pt {
    return toWorld(this.state, this.limits, stage);
  }

  /** A stage point lies on the map area. */
  inViewport(stage: Pt): boolean {
    return insideRect(this.limits.viewport, stage);
  }

  /** An object (or one inside it) belongs to the board this camera shows. */
  isBoard(o: Phaser.GameObjects.GameObject): boolean {
    let top: Phaser.GameObjects.GameObject = o;
    while (top.parentContainer) top = top.parentContainer;
    return this.board.has(top);
  }

  /** A square "Fit" button in the viewport's top right corner, shown while zoomed in: the whole board again. */
  private makeFitButton(): Button {
    const k = 1 / this.cssPerWorld();
    const side = Math.round(FIT_CSS * k);
    const b = new Button(this.scene, 0, 0, t("board.fit"), { width: side, height: side, fontSize: Math.round(FIT_FONT_CSS * k), fill: 0x4d6b7d, hover: 0x5f8296 }, () => this.fit());
    b.setDepth(30).setVisible(false);
    registerPoint("board:fit", () => (this.zoomed ? { x: b.x, y: b.y } : null));
    return b;
  }

  /** The limits of a viewport: fit to a zoom where a route's hit band is a thumb wide (and at least twice the fit). */
  private limitsFor(r: Rect): ViewLimits {
    const viewport = { ...r }, map = { ...BOARD };
    const minZoom = fitZoomOf(viewport, map);
    return { viewport, map, minZoom, maxZoom: Math.max(minZoom * 2, ROUTE_BAND_CSS_AT_MAX / (ROUTE_BAND_BOARD * this.cssPerWorld())) };
  }

  /** The Fit button in the viewport's top right corner. */
  private placeFitButton(): void {
    const vp = this.limits.viewport, k = 1 / this.cssPerWorld();
    const half = (FIT_CSS * k) / 2, gap = FIT_GAP_CSS * k;
    this.fitButton.setPosition(vp.x + vp.w - gap - half, vp.y + gap + half);
  }

  /**
   * Shows the board in another part of the stage (the part of the map area a phone's open sheet leaves), fitted
   * there; back to MAP_AREA with no argument.
   */
  setViewport(r: Rect = this.home): void {
    const k = pixelRatio();
    this.camera.setViewport(r.x * k, r.y * k, r.w * k, r.h * k);
    this.limits = this.limitsFor(r);
    this.placeFitButton();
    this.fit();
  }

  /** Draws only `o` (one of the board's objects) until called with null: the board's picture during a gesture. */
  showOnly(o: Phaser.GameObjects.GameObject | null): void {
    this.only = o;
  }

  /** Canvas px per board px now (the texture resolution at which the board shows sharp). */
  get canvasZoom(): number {
    return this.camera.zoom;
  }

  /** The zoom in stage px per board px. */
  get zoom(): number {
    return this.camera.zoom / pixelRatio();
  }

  /** The zoom at which the whole board fits the camera's viewport (the map area, or what the sheet leaves of it). */
  fitZoom(): number {
    return this.limits.minZoom;
  }

  /** The whole board in sight, centred. */
  fit(): void {
    const v = fitView(this.limits);
    this.view(v.zoom, v.cx, v.cy);
  }

  /** Shows the board at `zoom`, centred on the board point (cx, cy); tells the listeners (labels hide or show). */
  view(zoom: number, cx: number, cy: number): void {
    this.camera.setZoom(zoom * pixelRatio());
    this.camera.centerOn(cx, cy);
    this.fitButton?.setVisible(this.zoomed);
    this.listeners.forEach((f) => f(zoom));
  }

  /** Called with the zoom now and on every change (e.g. BoardMap.readableAt hides the names too small to read). */
  onZoom(f: Listener): () => void {
    this.listeners.add(f);
    f(this.zoom);
    return () => this.listeners.delete(f);
  }

  /** Where a board point shows on the stage (world px of the main camera), or null outside the map area. */
  toStage(p: { x: number; y: number }): { x: number; y: number } | null {
    return boardToStage(this.camera, p);
  }
}

/**
 * The camera of a board view. `viewport`: where the map shows (the game view's MAP_AREA; a phone's end screen and
 * replay have their own).
 */
export function createBoardCamera(scene: Phaser.Scene, boardObjects: readonly Phaser.GameObjects.GameObject[], viewport: Rect = MAP_AREA): BoardCamera {
  return new BoardCamera(scene, boardObjects, viewport);
}
