// Touch and mouse gestures on the board's camera: two fingers pinch-zoom around their midpoint (and pan with it),
// one finger (or the mouse) drags the map once it has moved more than a small slop, so a tap still taps, the mouse
// wheel and a trackpad's pinch (a wheel with Ctrl) zoom around the pointer, and a double-click zooms in there.
// A move of a finger or the mouse allocates nothing: it runs for every pointer event of a pan. A press that became a drag or a pinch is "consumed": the route under it is
// not clicked when it ends (BoardMap asks). Presses on something over the map (a modal, a panel) are not the map's.
import Phaser from "phaser";
import type { BoardCamera } from "../ui/boardCamera.js";
import type { BoardView, Pt } from "../map/boardZoom.js";
import { stageX, stageY } from "../ui/pixelRatio.js";

/** How far a finger may move (CSS px) and still tap. */
const TAP_SLOP_CSS = 10;
/** One wheel notch (deltaY 100) zooms by 2^(100 × this) (d3-zoom's rate); a trackpad's pinch (Ctrl) 10 times as fast. */
const WHEEL_RATE = 0.002, PINCH_WHEEL_RATE = 0.02;
/** A second mouse press this soon (ms) and this near (CSS px) to the first is a double-click: zoom in by DOUBLE_ZOOM. */
const DOUBLE_CLICK_MS = 350, DOUBLE_CLICK_CSS = 8, DOUBLE_ZOOM = 2;

interface Press { id: number; start: Pt; last: Pt; moved: boolean }

export class BoardGestures {
  private readonly presses = new Map<number, Press>();
  /** Pointers whose press became a drag or part of a pinch (until they press again). */
  private readonly consumedIds = new Set<number>();
  private pinchStart: { view: BoardView; from: [Pt, Pt]; ids: [number, number] } | null = null;
  /** The last mouse press on the map (a second one soon after, near it, is a double-click). */
  private lastClick = { time: -Infinity, x: 0, y: 0 };
  /** Reused for each move (no allocation per pointer event). */
  private readonly delta: Pt = { x: 0, y: 0 };
  private readonly at: Pt = { x: 0, y: 0 };
  private readonly fingers: [Pt, Pt] = [{ x: 0, y: 0 }, { x: 0, y: 0 }];

  /** A drag or a pinch is under way: onHeld(true) when it began, onHeld(false) when the last finger leaves. */
  private gesturing = false;

  constructor(private readonly scene: Phaser.Scene, private readonly cam: BoardCamera, private readonly onGesture: () => void = () => {}, private readonly onHeld: (held: boolean) => void = () => {}) {
    // a second finger needs a second touch pointer (Phaser has one by default; the mouse is another)
    if (scene.input.manager.pointersTotal < 2) scene.input.addPointer(2 - scene.input.manager.pointersTotal);
    const input = scene.input;
    input.on(Phaser.Input.Events.POINTER_DOWN, this.down, this);
    input.on(Phaser.Input.Events.POINTER_MOVE, this.move, this);
    input.on(Phaser.Input.Events.POINTER_UP, this.up, this);
    input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, this.up, this);
    input.on(Phaser.Input.Events.POINTER_WHEEL, this.wheel, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      input.off(Phaser.Input.Events.POINTER_DOWN, this.down, this);
      input.off(Phaser.Input.Events.POINTER_MOVE, this.move, this);
      input.off(Phaser.Input.Events.POINTER_UP, this.up, this);
      input.off(Phaser.Input.Events.POINTER_UP_OUTSIDE, this.up, this);
      input.off(Phaser.Input.Events.POINTER_WHEEL, this.wheel, this);
    });
  }

  /** The press of this pointer dragged or pinched: its release is no tap or click. */
  consumed(p: Phaser.Input.Pointer): boolean {
    return this.consumedIds.has(p.id);
  }

  /** The pointer is over the map area (its x/y are canvas px: R per stage px on a sharp phone). */
  private onMapArea(p: Phaser.Input.Pointer): boolean {
    this.at.x = stageX(p);
    this.at.y = stageY(p);
    return this.cam.inViewport(this.at);
  }

  /** Whether a press under these objects belongs to the map (nothing over it was hit). */
  private onMap(p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): boolean {
    return this.onMapArea(p) && over.every((o) => this.cam.isBoard(o));
  }

  private down(p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    this.consumedIds.delete(p.id);
    // a second finger joins a press already on the map wherever it lands inside the map's area
    if (!this.onMap(p, over) && !(this.presses.size === 1 && this.onMapArea(p))) return;
    if (!p.wasTouch && !p.leftButtonDown()) return;
    this.presses.set(p.id, { id: p.id, start: { x: stageX(p), y: stageY(p) }, last: { x: stageX(p), y: stageY(p) }, moved: false });
    if (this.presses.size === 2) this.startPinch();
    if (!p.wasTouch && this.presses.size === 1) this.maybeDoubleClick(p);
  }

  /** A second click soon after the first, near it: the board zooms in around it (the press is no click then). */
  private maybeDoubleClick(p: Phaser.Input.Pointer): void {
    const last = this.lastClick, near = DOUBLE_CLICK_CSS / this.cam.cssPerWorld();
    const double = p.downTime - last.time <= DOUBLE_CLICK_MS && Math.hypot(stageX(p) - last.x, stageY(p) - last.y) <= near;
    this.lastClick = { time: double ? -Infinity : p.downTime, x: stageX(p), y: stageY(p) };
    if (!double) return;
    this.consumedIds.add(p.id);
    this.cam.zoomAt({ x: stageX(p), y: stageY(p) }, this.cam.state.zoom * DOUBLE_ZOOM);
    this.onGesture();
  }

  private move(p: Phaser.Input.Pointer): void {
    const press = this.presses.get(p.id);
    if (!press) return;
    if (!p.isDown) {
      this.release(p);
      return;
    }
    if (this.pinchStart) {
      press.last.x = stageX(p);
      press.last.y = stageY(p);
      const [a, b] = this.pinchStart.ids;
      const fa = this.presses.get(a)!.last, fb = this.presses.get(b)!.last;
      this.fingers[0].x = fa.x;
      this.fingers[0].y = fa.y;
      this.fingers[1].x = fb.x;
      this.fingers[1].y = fb.y;
      this.cam.pinch(this.pinchStart.view, this.pinchStart.from, this.fingers);
      return;
    }
    const slop = TAP_SLOP_CSS / this.cam.cssPerWorld();
    if (!press.moved && Math.hypot(stageX(p) - press.start.x, stageY(p) - press.start.y) <= slop) return;
    if (!press.moved) {
      press.moved = true;
      this.consumedIds.add(p.id);
      this.began();
    }
    this.delta.x = stageX(p) - press.last.x;
    this.delta.y = stageY(p) - press.last.y;
    this.cam.pan(this.delta);
    press.last.x = stageX(p);
    press.last.y = stageY(p);
  }

  private up(p: Phaser.Input.Pointer): void {
    this.release(p);
  }

  /** A drag or a pinch begins (once, whatever fingers join it). */
  private began(): void {
    if (this.gesturing) return;
    this.gesturing = true;
    this.onGesture();
    this.onHeld(true);
  }

  private release(p: Phaser.Input.Pointer): void {
    if (!this.presses.delete(p.id)) return;
    if (this.presses.size === 0 && this.gesturing) {
      this.gesturing = false;
      this.onHeld(false);
    }
    if (this.pinchStart) {
      this.pinchStart = null;
      // the finger left on the map goes on panning from where it is
      for (const rest of this.presses.values()) {
        rest.moved = true;
        this.consumedIds.add(rest.id);
      }
    }
  }

  private startPinch(): void {
    const [a, b] = [...this.presses.values()];
    for (const press of [a, b]) {
      press.moved = true;
      this.consumedIds.add(press.id);
    }
    this.pinchStart = { view: this.cam.state, from: [{ ...a.last }, { ...b.last }], ids: [a.id, b.id] };
    this.began();
  }

  private wheel(p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[], _dx: number, dy: number): void {
    if (!this.onMap(p, over) || dy === 0) return;
    // (Phaser keeps the page from zooming or scrolling: its wheel listener calls preventDefault on the canvas)
    const pinch = (p.event as WheelEvent | undefined)?.ctrlKey === true;
    const lines = (p.event as WheelEvent | undefined)?.deltaMode === 1 ? 40 : 1; // a wheel that counts lines (Firefox)
    this.cam.zoomAt({ x: stageX(p), y: stageY(p) }, this.cam.state.zoom * Math.pow(2, -dy * lines * (pinch ? PINCH_WHEEL_RATE : WHEEL_RATE)));
    this.onGesture();
  }
}
