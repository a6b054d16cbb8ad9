// window.__ttr: a read-only hook for the browser tests to LOCATE canvas objects (screen coordinates of routes,
// cards, buttons) and to see which view is showing. Every action in the tests is a real click at those points.
import type Phaser from "phaser";
import { WORLD } from "./theme.js";
import { boardToStage, cameraView } from "./cameraView.js";
import { pixelRatio } from "./pixelRatio.js";
import { onLanguageChange } from "../i18n/i18n.js";
import { isWaiting } from "./sceneReadiness.js";

type PointFn = () => { x: number; y: number } | null;

/** A text on screen and the width it may take (world px): the tests check that none is cut. */
export interface TextBox { text: string; width: number; maxWidth: number; fontSize: number }

const points = new Map<string, PointFn>();
const texts = new Map<string, () => TextBox[]>();
let game: Phaser.Game | null = null;
let info: () => Record<string, unknown> = () => ({});
/** Fields parts of a view add to its info (keyboard play, the undo bar) without going through the scene. */
const extraInfo = new Map<string, () => unknown>();

/**
 * How many window resizes the responsive layout has handled (ui/responsive.ts), how many language changes the views
 * were said again for (each view restarts in the new words), and the drawn frame the last of either was handled at.
 */
let relayouts = 0;
let languageChanges = 0;
let relayoutFrame = 0;
/**
 * Frames the game has drawn. Not Phaser's `loop.frame`: with a frame-rate limit (ui/frameBudget.ts) that counts every
 * animation frame of the browser, also those the limit skips, so on a slow machine it passed "two frames after a
 * change" before the game had stepped once, and a test read the view from before the change (its old language). A
 * change is handled between frames (a timer, an event); the next step restarts the views and draws them.
 */
let drawnFrames = 0;

/** The window size (CSS px) the last handled resize was for. */
let relayoutSize = { width: 0, height: 0 };

/**
 * The responsive layout handled a resize to `size` (its views restart on the next frames): the tests wait for it to
 * settle. A window resized in two steps (the width, then the height) is handled twice; a test waits for its own size.
 */
export function countRelayout(size: { width: number; height: number }): void {
  relayouts += 1;
  relayoutSize = size;
  relayoutFrame = drawnFrames;
}

export function registerPoint(name: string, fn: PointFn): void {
  points.set(name, fn);
}

export function unregisterPoints(prefix: string): void {
  for (const k of [...points.keys()]) if (k.startsWith(prefix)) points.delete(k);
}

/** A named group of boxes (world px; on the board or on the stage), e.g. the city names the board draws now. */
export type NamedBox = { name: string; x: number; y: number; w: number; h: number };
const boxes = new Map<string, () => NamedBox[]>();

export function registerBoxes(group: string, fn: () => NamedBox[]): () => void {
  boxes.set(group, fn);
  return () => {
    if (boxes.get(group) === fn) boxes.delete(group);
  };
}

export function registerTexts(group: string, fn: () => TextBox[]): void {
  texts.set(group, fn);
}

export function setInfo(fn: () => Record<string, unknown>): void {
  info = fn;
}

/** The texts shown under a display object (hidden containers hide what they hold). */
function visibleTexts(o: Phaser.GameObjects.GameObject): Phaser.GameObjects.Text[] {
  const shown = o as unknown as { visible?: boolean; alpha?: number };
  if (shown.visible === false || shown.alpha === 0) return [];
  if (o.type === "Text") {
    const t = o as Phaser.GameObjects.Text;
    return t.text.trim() ? [t] : [];
  }
  if (o.type === "Container") return (o as Phaser.GameObjects.Container).list.flatMap((c) => visibleTexts(c));
  return [];
}

/** The world box a tap hits (an object's rectangular hit area through its transform); null for other shapes. */
function hitBox(o: Phaser.GameObjects.GameObject): { x: number; y: number; width: number; height: number } | null {
  const area = o.input?.hitArea as { x?: number; y?: number; width?: number; height?: number } | undefined;
  if (!area || area.width === undefined || area.height === undefined || area.x === undefined || area.y === undefined) return null;
  const t = o as unknown as { displayOriginX?: number; displayOriginY?: number; getWorldTransformMatrix(): Phaser.GameObjects.Components.TransformMatrix };
  const m = t.getWorldTransformMatrix();
  const sx = Math.abs(m.scaleX), sy = Math.abs(m.scaleY);
  return { x: m.tx + (area.x - (t.displayOriginX ?? 0)) * sx, y: m.ty + (area.y - (t.displayOriginY ?? 0)) * sy, width: area.width * sx, height: area.height * sy };
}

/** Is an object shown, it and every container holding it? */
function shownWithParents(o: Phaser.GameObjects.GameObject): boolean {
  for (let p: Phaser.GameObjects.GameObject | null = o; p; p = (p as unknown as { parentContainer: Phaser.GameObjects.Container | null }).parentContainer) {
    const shown = p as unknown as { visible?: boolean; alpha?: number };
    if (shown.visible === false || shown.alpha === 0) return false;
  }
  return true;
}

/** A screen rectangle (CSS px). */
export interface ScreenBox { x: number; y: number; w: number; h: number }

/**
 * One visible text on the canvas for the layout test (client/test/textLayout.ts): where it is on screen, the layer
 * it is drawn in (scene order, then its top-level object's depth) and the area it must stay inside (the canvas, or a
 * narrower one registered with clipTextTo, e.g. a map label inside the map); `board` when a phone's board camera shows it.
 */
export interface CanvasText extends ScreenBox { text: string; layer: number; top: number; clip: ScreenBox; board?: boolean }

/** A top-level object drawn over everything below its layer (a modal, the key help): what it hides is not checked. */
export interface Cover extends ScreenBox { layer: number; top: number }

/** Objects at this depth and above are overlays (modals, prompts, tooltips): they cover what lies below them. */
const OVERLAY_DEPTH = 500;
/** Layers (within a scene) of the texts seen through the phone's board camera, and of what the stage lays over them. */
const BOARD_LAYER = -90_000, OVER_BOARD_LAYER = -80_000;

/** The world area a text must stay inside, by text (set by the view that places it). */
const clipAreas = new WeakMap<Phaser.GameObjects.Text, () => { x: number; y: number; w: number; h: number }>();

export function clipTextTo(text: Phaser.GameObjects.Text, area: () => { x: number; y: number; w: number; h: number }): void {
  clipAreas.set(text, area);
}

export function registerInfo(field: string, fn: () => unknown): void {
  extraInfo.set(field, fn);
}

export function unregisterInfo(field: string): void {
  extraInfo.delete(field);
}

/** The phone's board camera (ui/boardCamera.ts) while a board view shows one: it draws what lies right of the stage. */
let boardCamera: Phaser.Cameras.Scene2D.Camera | null = null;

export function registerBoardCamera(cam: Phaser.Cameras.Scene2D.Camera): () => void {
  boardCamera = cam;
  return () => {
    if (boardCamera === cam) boardCamera = null;
  };
}

/** Is this world point (or box's left edge) on the board seen through the board camera (right of the stage)? */
function onBoard(x: number): boolean {
  return boardCamera !== null && x >= WORLD.width;
}

function toScreen(p: { x: number; y: number }): { x: number; y: number } | null {
  const canvas = game?.canvas;
  if (!canvas) return null;
  const stage = onBoard(p.x) ? boardToStage(boardCamera!, p) : p;
  if (!stage) return null; // on the board but outside the map area (zoomed or panned away)
  const r = canvas.getBoundingClientRect();
  return { x: r.left + (stage.x * r.width) / WORLD.width, y: r.top + (stage.y * r.height) / WORLD.height };
}

/**
 * How a text shows on the stage: its box in stage px and the zoom it is drawn at (1 on the stage, the board camera's
 * zoom on the board); null when the board camera does not show all of it (a name at the map area's edge, panned away:
 * cut by the map's edge as on any map, or not in sight at all).
 */
function onStage(t: Phaser.GameObjects.Text): { box: { x: number; y: number; w: number; h: number }; zoom: number } | null {
  const b = t.getBounds();
  if (!onBoard(b.x)) return { box: { x: b.x, y: b.y, w: b.width, h: b.height }, zoom: 1 };
  const cam = boardCamera!;
  if (cam.scene !== t.scene) return null;
  const v = cameraView(cam);
  if (b.x < v.x || b.y < v.y || b.x + b.width > v.x + v.w || b.y + b.height > v.y + v.h) return null;
  // (the camera is in canvas px: R per stage px on a sharp phone)
  const r = pixelRatio(), z = cam.zoom / r;
  return { box: { x: cam.x / r + (b.x - v.x) * z, y: cam.y / r + (b.y - v.y) * z, w: b.width * z, h: b.height * z }, zoom: z };
}

/**
 * Where a named control is on screen (CSS px), or null when it is not shown: the lessons' guide rings the control a
 * step points at through the same names the tests press (tutorial/LessonGuide.ts).
 */
export function screenPoint(name: string): { x: number; y: number } | null {
  const p = points.get(name)?.();
  return p ? toScreen(p) : null;
}

/** One field a part of the view adds to the hook's info (the lessons' guide reads the open dialog's state). */
export function viewInfoField(field: string): unknown {
  return extraInfo.get(field)?.() ?? null;
}

export function installTestHook(g: Phaser.Game): void {
  game = g;
  relayoutSize = { width: window.innerWidth, height: window.innerHeight }; // the size the views were first made for
  g.events.on("postrender", () => (drawnFrames += 1));
  onLanguageChange(() => {
    languageChanges += 1;
    relayoutFrame = drawnFrames;
  });
  const hook = {
    /** Keys of the active scenes that have drawn their view, e.g. ["Game"] (one waiting for a board's land is not). */
    scenes: () => g.scene.getScenes(true).filter((s) => !isWaiting(s)).map((s) => s.scene.key),
    /** Screen (CSS pixel) coordinates of a named object, or null when it is not on screen. */
    point: (name: string) => {
      const p = points.get(name)?.();
      return p ? toScreen(p) : null;
    },
    names: () => [...points.keys()],
    /**
     * A group of boxes (e.g. "board:labels", the city names drawn now; "tickets:cover", what hides the map while
     * tickets are chosen) in screen (CSS) px, each as a person sees it; boxes out of sight are left out. Reading only.
     */
    boxes: (group: string) => (boxes.get(group)?.() ?? []).flatMap((b) => {
      const a = toScreen({ x: b.x, y: b.y }), z = toScreen({ x: b.x + b.w, y: b.y + b.h });
      return a && z ? [{ name: b.name, x: a.x, y: a.y, w: z.x - a.x, h: z.y - a.y }] : [];
    }),
    /**
     * The texts of a group (e.g. "hand:tickets") in screen (CSS) pixels: each one's width, the width it may take and
     * its font size, so a test can tell that nothing is cut and nothing is too small to read.
     */
    texts: (group: string) => {
      const r = g.canvas?.getBoundingClientRect();
      const k = r ? r.width / WORLD.width : 1;
      return (texts.get(group)?.() ?? []).map((t) => ({ text: t.text, width: t.width * k, maxWidth: t.maxWidth * k, fontSize: t.fontSize * k }));
    },
    /**
     * Every visible text of the active views with its size on screen: font size × its scale in the world × the zoom
     * of the camera drawing it (the phone's board camera) × the canvas scale (CSS px), so a test can tell that no
     * label is too small to read. Reading only.
     */
    textSizes: () => {
      const r = g.canvas?.getBoundingClientRect();
      const k = r ? r.height / WORLD.height : 1;
      return g.scene.getScenes(true).flatMap((scene) => scene.children.list.flatMap((o) => visibleTexts(o)))
        .flatMap((t) => {
          const shown = onStage(t);
          if (!shown) return [];
          const px = parseFloat(String(t.style.fontSize)) * Math.abs(t.getWorldTransformMatrix().scaleY) * shown.zoom * k;
          return [{ scene: t.scene.scene.key, text: t.text.slice(0, 60), fontSize: Math.round(px * 100) / 100 }];
        });
    },
    /**
     * Every visible text of the active views in screen (CSS) pixels, with the overlays that cover what lies below
     * them: the layout test checks that no two texts overlap and none leaves its area. Reading only.
     */
    textLayout: (): { texts: CanvasText[]; covers: Cover[] } => {
      const r = g.canvas?.getBoundingClientRect();
      if (!r) return { texts: [], covers: [] };
      const kx = r.width / WORLD.width, ky = r.height / WORLD.height;
      const screen = (b: { x: number; y: number; width?: number; height?: number; w?: number; h?: number }): ScreenBox =>
        ({ x: r.left + b.x * kx, y: r.top + b.y * ky, w: (b.width ?? b.w ?? 0) * kx, h: (b.height ?? b.h ?? 0) * ky });
      const canvasBox: ScreenBox = { x: r.left, y: r.top, w: r.width, h: r.height };
      const texts: CanvasText[] = [];
      const covers: Cover[] = [];
      let top = 0;
      g.scene.getScenes(true).forEach((scene, sceneIndex) => {
        for (const o of scene.children.list) {
          top += 1;
          const layer = sceneIndex * 100_000 + (o as unknown as { depth: number }).depth;
          const shown = o as unknown as { visible?: boolean; alpha?: number };
          if (shown.visible === false || shown.alpha === 0) continue;
          if (layer % 100_000 >= OVERLAY_DEPTH && o.type === "Container") {
            covers.push({ ...screen((o as Phaser.GameObjects.Container).getBounds()), layer, top });
          }
          // The board camera draws first: what the stage shows over the map (the Fit button, a panel) hides the board's
          // texts under it, and only those (their layer is under every stage layer, these covers just above it).
          if (boardCamera?.scene === scene && o.type === "Container") {
            const b = (o as Phaser.GameObjects.Container).getBounds();
            if (!onBoard(b.x)) covers.push({ ...screen(b), layer: sceneIndex * 100_000 + OVER_BOARD_LAYER, top });
          }
          for (const t of visibleTexts(o)) {
            const shown = onStage(t);
            if (!shown) continue;
            // a board text's area is the map area it shows in (its own clip area is in board coordinates)
            const cam = onBoard(t.getBounds().x) ? boardCamera : null;
            const r = pixelRatio();
            const area = cam ? { x: cam.x / r, y: cam.y / r, w: cam.width / r, h: cam.height / r } : clipAreas.get(t)?.();
            texts.push({ text: t.text, ...screen(shown.box), layer: cam ? sceneIndex * 100_000 + BOARD_LAYER : layer, top, clip: area ? screen(area) : canvasBox, ...(cam ? { board: true } : {}) });
          }
        }
      });
      return { texts, covers };
    },
    /**
     * Every control a tap acts on (an interactive object listening for pointerup or pointerdown, shown with all its
     * containers), as its box on screen (CSS px): a phone test checks each is inside the window and a finger's size.
     * The board's routes are left out (the board camera's zoom decides their size). Reading only.
     */
    controls: (): Array<ScreenBox & { scene: string; label: string }> => {
      const r = g.canvas?.getBoundingClientRect();
      if (!r) return [];
      const kx = r.width / WORLD.width, ky = r.height / WORLD.height;
      return g.scene.getScenes(true).flatMap((scene) => scene.input.manager ? (scene.input as unknown as { _list: Phaser.GameObjects.GameObject[] })._list : [])
        .filter((o) => o.input?.enabled && (o.listenerCount("pointerup") > 0 || o.listenerCount("pointerdown") > 0) && shownWithParents(o))
        .flatMap((o) => {
          const b = hitBox(o);
          if (!b || onBoard(b.x)) return [];
          const label = o instanceof Object && "label" in o ? String((o as { label?: { text?: string } }).label?.text ?? "") : "";
          return [{ scene: o.scene.scene.key, label, x: r.left + b.x * kx, y: r.top + b.y * ky, w: b.width * kx, h: b.height * ky }];
        });
    },
    /**
     * Whether the views have settled: how many resizes and language changes were handled, and whether anything still
     * moves (a finite tween playing in an active scene, or a resize or language change handled after the last drawn
     * frame: the views restart in the game's next step, and that step draws them). A test waits for `relayouts` (or
     * `languageChanges`) to pass the count it saw before a resize (a language change), then for `moving` to be false.
     * `laidOut`: the views are made for the window's present size and drawn since (a resize not yet handled, or
     * handled after the last drawn frame, is not): what a click needs, since until then a hook point may still be
     * where the previous layout put it. Reading only.
     */
    settled: () => {
      const tweening = g.scene.getScenes(true).some((s) => s.tweens.getTweens().some((t) => !t.isInfinite && t.isPlaying()));
      const restarting = drawnFrames < relayoutFrame + 1;
      const laidOut = !restarting && relayoutSize.width === window.innerWidth && relayoutSize.height === window.innerHeight;
      return { relayouts, languageChanges, size: relayoutSize, moving: tweening || restarting, laidOut };
    },
    /** What the current view shows (read-only copy). */
    info: () => JSON.parse(JSON.stringify({ ...info(), ...Object.fromEntries([...extraInfo].map(([k, f]) => [k, f()])) })) as Record<string, unknown>,
  };
  Object.defineProperty(window, "__ttr", { value: Object.freeze(hook), writable: false, configurable: false });
}
