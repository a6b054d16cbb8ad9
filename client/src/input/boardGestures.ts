// Touch and mouse gestures on the board's camera: two fingers pinch-zoom around their midpoint (and pan with it),
// one finger (or the mouse) drags the map once it has moved more than a small slop, so a tap still taps, and the
// mouse wheel zooms around the pointer. A press that became a drag or a pinch is "consumed": the route under it is
// not clicked when it ends (BoardMap asks). Presses on something over the map (a modal, a panel) are not the map's.
import Phaser from "phaser";
import type { BoardCamera } from "../ui/boardCamera.js";
import type { BoardView, Pt } from "../map/boardZoom.js";

/** How far a finger may move (CSS px) and still tap. */
const TAP_SLOP_CSS = 10;
/** One wheel notch (deltaY 100) zooms by this factor. */
const WHEEL_STEP = 1.2;

interface Press { id: number; start: Pt; last: Pt; moved: boolean }

export class BoardGestures {
  private readonly presses = new Map<number, Press>();
  /** Pointers whose press became a drag or part of a pinch (until they press again). */
  private readonly consumedIds = new Set<number>();
  private pinchStart: { view: BoardView; from: [Pt, Pt]; ids: [number, number] } | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly cam: BoardCamera, private readonly onGesture: () => void = () => {}) {
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

  /** Whether a press under these objects belongs to the map (nothing over it was hit). */
  private onMap(p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): boolean {
    return this.cam.inViewport(p) && over.every((o) => this.cam.isBoard(o));
  }

  private down(p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    this.consumedIds.delete(p.id);
    // a second finger joins a press already on the map wherever it lands inside the map's area
    if (!this.onMap(p, over) && !(this.presses.size === 1 && this.cam.inViewport(p))) return;
    if (!p.wasTouch && !p.leftButtonDown()) return;
    const at = { x: p.x, y: p.y };
    this.presses.set(p.id, { id: p.id, start: at, last: at, moved: false });
    if (this.presses.size === 2) this.startPinch();
  }

  private move(p: Phaser.Input.Pointer): void {
    const press = this.presses.get(p.id);
    if (!press) return;
    if (!p.isDown) {
      this.release(p);
      return;
    }
    const at = { x: p.x, y: p.y };
    if (this.pinchStart) {
      press.last = at;
      const [a, b] = this.pinchStart.ids.map((id) => this.presses.get(id)!.last) as [Pt, Pt];
      this.cam.pinch(this.pinchStart.view, this.pinchStart.from, [a, b]);
      return;
    }
    const slop = TAP_SLOP_CSS / this.cam.cssPerWorld();
    if (!press.moved && Math.hypot(at.x - press.start.x, at.y - press.start.y) <= slop) return;
    if (!press.moved) {
      press.moved = true;
      this.consumedIds.add(p.id);
      this.onGesture();
    }
    this.cam.pan({ x: at.x - press.last.x, y: at.y - press.last.y });
    press.last = at;
  }

  private up(p: Phaser.Input.Pointer): void {
    this.release(p);
  }

  private release(p: Phaser.Input.Pointer): void {
    if (!this.presses.delete(p.id)) return;
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
    this.pinchStart = { view: this.cam.state, from: [a.last, b.last], ids: [a.id, b.id] };
    this.onGesture();
  }

  private wheel(p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[], _dx: number, dy: number): void {
    if (!this.onMap(p, over) || dy === 0) return;
    this.cam.zoomAt({ x: p.x, y: p.y }, this.cam.state.zoom * Math.pow(WHEEL_STEP, -dy / 100));
    this.onGesture();
  }
}
