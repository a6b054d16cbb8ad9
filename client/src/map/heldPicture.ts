// While a finger holds the board on a canvas drawn by the CPU (Phaser's Canvas renderer: no GPU, ui/../game.ts), the
// board's picture (boardSnapshot.ts) moves as a page element over the canvas, by a CSS transform, and the canvas is
// not drawn at all until the fingers leave. Why: the Canvas renderer clears and redraws the whole canvas every frame
// (the picture scaled over the map area, the top bar, the HUD, the sheet's edge): on a 2× phone slowed 4× that was
// 50–80 ms of main-thread work per frame, most of it pixels. A transformed element is moved by the browser's
// compositor, off the main thread; the main thread only reads the finger and sets the transform.
//
// The game keeps running while held (tweens, timers, the room's patches update the objects); only the drawing waits.
// The canvas keeps the last frame drawn before the gesture, and the element covers its map area exactly, so the
// player sees what they saw, moving. With WebGL (a GPU) none of this is used: the GPU draws the picture cheaply.
import Phaser from "phaser";
import type { BoardCamera } from "../ui/boardCamera.js";
import { cameraView } from "../ui/cameraView.js";

type Rect = { x: number; y: number; w: number; h: number };

/** The sea beyond the board's edge when zoomed out (as the board camera's background). */
const SEA = "#d9e7ea";

export class HeldPicture {
  private frame: HTMLDivElement | null = null;
  private picture: HTMLCanvasElement | null = null;
  private area: Rect = { x: 0, y: 0, w: 1, h: 1 };
  private stopFollowing: (() => void) | null = null;
  private cssPerCanvas = 1;

  constructor(private readonly game: Phaser.Game) {}

  /** The picture can move as a page element here (the game draws on a 2D canvas). */
  get usable(): boolean {
    return this.game.renderer.type === Phaser.CANVAS;
  }

  /**
   * Shows `image`'s canvas (the board's picture, covering `area` of the board) over the map area, following `cam`,
   * and stops drawing the game's canvas until `hide`.
   */
  show(image: Phaser.GameObjects.RenderTexture, area: Rect, cam: BoardCamera): void {
    const canvas = (image.texture as unknown as { canvas: HTMLCanvasElement | null }).canvas;
    const host = this.game.canvas.parentElement;
    if (!canvas || !host) return;
    this.hide();
    this.area = { ...area };
    const frame = this.frame = document.createElement("div");
    frame.className = "held-board"; // (the browser tests find it by this)
    frame.style.cssText = `position:fixed;overflow:hidden;pointer-events:none;background:${SEA};contain:strict`;
    canvas.style.cssText = "position:absolute;left:0;top:0;transform-origin:0 0;will-change:transform;pointer-events:none";
    this.picture = canvas;
    frame.appendChild(canvas);
    host.appendChild(frame);
    this.place(cam);
    this.stopFollowing = cam.onZoom(() => this.follow(cam));
    freezeDrawing(this.game, true);
    this.game.events.on(Phaser.Core.Events.PRE_STEP, this.checkHeld, this);
  }

  /**
   * A release the gestures never heard of (a touch cancelled by the browser, the window left mid-drag) must not
   * leave the canvas undrawn: with no finger or button down any more, the canvas is drawn again.
   */
  private checkHeld(): void {
    if (!this.game.input.pointers.some((p) => p.isDown)) this.hide();
  }

  /** The map area on the page, once per gesture (the camera's viewport does not move while a finger holds it). */
  private place(cam: BoardCamera): void {
    const c = cam.camera, box = this.game.canvas.getBoundingClientRect(), frame = this.frame!;
    this.cssPerCanvas = box.width / this.game.canvas.width;
    const k = this.cssPerCanvas;
    frame.style.left = `${box.left + c.x * k}px`;
    frame.style.top = `${box.top + c.y * k}px`;
    frame.style.width = `${c.width * k}px`;
    frame.style.height = `${c.height * k}px`;
  }

  /** The picture where the board camera shows the board now (on every pan and zoom: one style write, no layout read). */
  private follow(cam: BoardCamera): void {
    const picture = this.picture;
    if (!picture) return;
    const c = cam.camera, k = this.cssPerCanvas, v = cameraView(c), a = this.area;
    const x = (a.x - v.x) * c.zoom * k, y = (a.y - v.y) * c.zoom * k;
    const sx = (a.w / picture.width) * c.zoom * k, sy = (a.h / picture.height) * c.zoom * k;
    picture.style.transform = `translate(${x}px,${y}px) scale(${sx},${sy})`;
  }

  /** The canvas is drawn again and the element gone. */
  hide(): void {
    this.game.events.off(Phaser.Core.Events.PRE_STEP, this.checkHeld, this);
    this.stopFollowing?.();
    this.stopFollowing = null;
    if (this.picture) this.picture.remove();
    this.frame?.remove();
    if (this.frame) freezeDrawing(this.game, false);
    this.frame = this.picture = null;
  }
}

type SceneRender = { render(renderer: unknown): void; isProcessing: boolean };

/**
 * Stops (true) or resumes (false) the Canvas renderer's drawing: no clear, no scene drawn; the canvas keeps its last
 * frame. The scenes still update.
 */
function freezeDrawing(game: Phaser.Game, frozen: boolean): void {
  const renderer = game.renderer as unknown as { config: { clearBeforeRender: boolean } };
  const scenes = game.scene as unknown as SceneRender & { frozenClear?: boolean };
  if (frozen) {
    scenes.frozenClear = renderer.config.clearBeforeRender;
    renderer.config.clearBeforeRender = false;
    // (the manager's own render marks the end of a frame's processing: kept so)
    scenes.render = () => {
      scenes.isProcessing = false;
    };
    return;
  }
  delete (scenes as Partial<SceneRender>).render; // the prototype's again
  renderer.config.clearBeforeRender = scenes.frozenClear ?? true;
  delete scenes.frozenClear;
}
