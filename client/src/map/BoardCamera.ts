// The board's own camera: the map zooms and pans inside its area while the chrome and the panels stay as they are.
// A scene has three cameras then, drawn in this order: the main camera (what was made before the board: the table's
// frame, the top bar), the board camera (the board, clipped to the map area, zoomed and scrolled) and an overlay
// camera (what is made after the board: panels, modals, tooltips, the Fit button) so that a modal still covers the
// map. Each top-level object is drawn by exactly one of them (Phaser's camera filter); an object put into a container
// drops its own filter and is drawn with its container.
import Phaser from "phaser";
import { Button } from "../ui/Button.js";
import { clampView, fitView, insideRect, panBy, pinchView, toScreen, toWorld, zoomAround, FIT_ZOOM, type BoardView, type Pt, type Rect, type ViewLimits } from "./boardZoom.js";
import { registerInfo, registerPoint, unregisterInfo, unregisterPoints } from "../ui/testHook.js";

/** The Fit button's side and font (CSS px): a thumb's target. */
const FIT_CSS = 48;
const FIT_FONT_CSS = 16;
/** At the most zoom, a route's hit band (about 30 world px across) shows at least this wide (CSS px). */
const ROUTE_BAND_WORLD = 30;
const ROUTE_BAND_CSS_AT_MAX = 66;
const MIN_MAX_ZOOM = 2;

type Layer = "under" | "board" | "over";

export class BoardCamera {
  readonly camera: Phaser.Cameras.Scene2D.Camera;
  private readonly overlay: Phaser.Cameras.Scene2D.Camera;
  private readonly main: Phaser.Cameras.Scene2D.Camera;
  private layer: Layer = "board";
  private view: BoardView;
  readonly limits: ViewLimits;
  private readonly listeners: Array<(v: BoardView) => void> = [];
  private readonly fit: Button;

  /** `area`: the map area (world px) at create time; it is also the camera's viewport. */
  constructor(private readonly scene: Phaser.Scene, area: Rect) {
    const a = { ...area };
    this.main = scene.cameras.main;
    this.camera = scene.cameras.add(a.x, a.y, a.w, a.h, false, "board");
    this.overlay = scene.cameras.add(0, 0, scene.scale.width, scene.scale.height, false, "overlay");
    this.limits = { viewport: a, map: a, maxZoom: this.maxZoom() };
    this.view = fitView(this.limits);
    // what is already there lies under the board
    for (const o of scene.children.list) this.route(o, "under");
    const added = (o: Phaser.GameObjects.GameObject) => this.route(o, this.layer);
    // in a container, an object is drawn (and hit) with its container: its own filter would hide it from that camera
    const removed = (o: Phaser.GameObjects.GameObject) => {
      if ((o as { parentContainer?: unknown }).parentContainer) o.cameraFilter = 0;
    };
    scene.events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, added);
    scene.events.on(Phaser.Scenes.Events.REMOVED_FROM_SCENE, removed);
    this.fit = this.over(() => this.fitButton());
    this.apply();
    registerInfo("boardCamera", () => ({ ...this.view, fitZoom: FIT_ZOOM, maxZoom: this.limits.maxZoom }));
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.events.off(Phaser.Scenes.Events.ADDED_TO_SCENE, added);
      scene.events.off(Phaser.Scenes.Events.REMOVED_FROM_SCENE, removed);
      unregisterInfo("boardCamera");
      unregisterPoints("board:");
      scene.cameras.remove(this.camera);
      scene.cameras.remove(this.overlay);
    });
  }

  /** The board is built: what the scene makes from now on lies over it. */
  done(): void {
    this.layer = "over";
  }

  /** Makes something over the board while the board is being built (the colour-blind switch in its corner). */
  over<T>(make: () => T): T {
    const was = this.layer;
    this.layer = "over";
    try {
      return make();
    } finally {
      this.layer = was;
    }
  }

  /** Whether a (top-level) object is part of the zoomed board. */
  isBoard(o: Phaser.GameObjects.GameObject): boolean {
    let top = o as Phaser.GameObjects.GameObject & { parentContainer?: Phaser.GameObjects.Container | null };
    while (top.parentContainer) top = top.parentContainer;
    return (top.cameraFilter & this.camera.id) === 0 && (top.cameraFilter & this.main.id) !== 0;
  }

  get state(): BoardView {
    return { ...this.view };
  }

  get zoomed(): boolean {
    return this.view.zoom > FIT_ZOOM + 1e-3;
  }

  /** CSS px per world px of the canvas (the scale the window gives the world). */
  cssPerWorld(): number {
    const s = this.scene.scale.displayScale;
    return s.x > 0 ? 1 / s.x : 1;
  }

  /** Calls `fn` with the view after each change (and now). */
  onChange(fn: (v: BoardView) => void): void {
    this.listeners.push(fn);
    fn(this.state);
  }

  /** The map point under a screen point (game px, as a pointer's x/y). */
  worldAt(screen: Pt): Pt {
    return toWorld(this.view, this.limits, screen);
  }

  /** Where a map point shows (game px), or null when it is outside the visible part of the map. */
  screenOf(world: Pt): Pt | null {
    const s = toScreen(this.view, this.limits, world);
    return insideRect(this.limits.viewport, s) ? s : null;
  }

  /** Whether a screen point (game px) lies on the map's viewport. */
  inViewport(screen: Pt): boolean {
    return insideRect(this.limits.viewport, screen);
  }

  setView(v: BoardView): void {
    this.view = clampView(v, this.limits);
    this.apply();
  }

  fitAll(): void {
    this.setView(fitView(this.limits));
  }

  zoomAt(screen: Pt, zoom: number): void {
    this.setView(zoomAround(this.view, this.limits, screen, zoom));
  }

  pan(delta: Pt): void {
    this.setView(panBy(this.view, this.limits, delta));
  }

  pinch(start: BoardView, from: [Pt, Pt], to: [Pt, Pt]): void {
    this.setView(pinchView(start, this.limits, from, to));
  }

  private apply(): void {
    const { viewport: vp } = this.limits;
    this.camera.setZoom(this.view.zoom);
    // Phaser's camera centre is scroll + half the viewport: the map point shown at the viewport's centre
    this.camera.setScroll(this.view.cx - vp.w / 2, this.view.cy - vp.h / 2);
    this.fit.setVisible(this.zoomed);
    for (const fn of this.listeners) fn(this.state);
  }

  /** Routes' hit bands comfortably wide under a finger, and at least twice the fit on a big screen. */
  private maxZoom(): number {
    return Math.max(MIN_MAX_ZOOM, ROUTE_BAND_CSS_AT_MAX / (ROUTE_BAND_WORLD * this.cssPerWorld()));
  }

  private fitButton(): Button {
    const k = 1 / this.cssPerWorld();
    const side = Math.round(FIT_CSS * k);
    const vp = this.limits.viewport;
    const at = { x: vp.x + vp.w - side / 2 - 8 * k, y: vp.y + side / 2 + 8 * k };
    const b = new Button(this.scene, at.x, at.y, "Fit", { width: side, height: side, fontSize: Math.round(FIT_FONT_CSS * k), fill: 0x4d6b7d, hover: 0x5f8296 }, () => this.fitAll());
    b.setDepth(30);
    registerPoint("board:fit", () => (this.zoomed ? at : null));
    return b;
  }

  private route(o: Phaser.GameObjects.GameObject, layer: Layer): void {
    const ids = { under: this.main.id, board: this.camera.id, over: this.overlay.id };
    // drawn by its own layer's camera only
    o.cameraFilter = (ids.under | ids.board | ids.over) & ~ids[layer];
  }
}
