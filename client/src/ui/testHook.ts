// window.__ttr: a read-only hook for the browser tests to LOCATE canvas objects (screen coordinates of routes,
// cards, buttons) and to see which view is showing. Every action in the tests is a real click at those points.
import type Phaser from "phaser";
import { WORLD } from "./theme.js";

type PointFn = () => { x: number; y: number } | null;

/** A text on screen and the width it may take (world px): the tests check that none is cut. */
export interface TextBox { text: string; width: number; maxWidth: number; fontSize: number }

const points = new Map<string, PointFn>();
const texts = new Map<string, () => TextBox[]>();
let game: Phaser.Game | null = null;
let info: () => Record<string, unknown> = () => ({});
/** Fields parts of a view add to its info (keyboard play, the undo bar) without going through the scene. */
const extraInfo = new Map<string, () => unknown>();

export function registerPoint(name: string, fn: PointFn): void {
  points.set(name, fn);
}

export function unregisterPoints(prefix: string): void {
  for (const k of [...points.keys()]) if (k.startsWith(prefix)) points.delete(k);
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

/** A screen rectangle (CSS px). */
export interface ScreenBox { x: number; y: number; w: number; h: number }

/**
 * One visible text on the canvas for the layout test (client/test/textLayout.ts): where it is on screen, the layer
 * it is drawn in (scene order, then its top-level object's depth) and the area it must stay inside (the canvas, or a
 * narrower one registered with clipTextTo, e.g. a map label inside the map).
 */
export interface CanvasText extends ScreenBox { text: string; layer: number; top: number; clip: ScreenBox; fontSize: number }

/** A top-level object drawn over everything below its layer (a modal, the key help): what it hides is not checked. */
export interface Cover extends ScreenBox { layer: number; top: number }

/** Objects at this depth and above are overlays (modals, prompts, tooltips): they cover what lies below them. */
const OVERLAY_DEPTH = 500;

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

/** The camera that draws a display object (the first of its scene's cameras that does not ignore its top-level object). */
function cameraOf(o: Phaser.GameObjects.GameObject): Phaser.Cameras.Scene2D.Camera {
  let topLevel = o;
  while (topLevel.parentContainer) topLevel = topLevel.parentContainer;
  const cams = o.scene.cameras.cameras;
  return cams.find((c) => (topLevel.cameraFilter & c.id) === 0) ?? o.scene.cameras.main;
}

/** A world rectangle of a display object, as its camera shows it, in screen (CSS) px: the box around its corners. */
function onScreen(o: Phaser.GameObjects.GameObject, corners: { x: number; y: number }[], canvas: DOMRect): ScreenBox {
  const cam = cameraOf(o);
  const sf = o as unknown as { scrollFactorX?: number; scrollFactorY?: number };
  const dx = cam.scrollX * (1 - (sf.scrollFactorX ?? 1)), dy = cam.scrollY * (1 - (sf.scrollFactorY ?? 1));
  const kx = canvas.width / WORLD.width, ky = canvas.height / WORLD.height;
  const pts = corners.map((p) => cam.matrixCombined.transformPoint(p.x + dx, p.y + dy, { x: 0, y: 0 }));
  const xs = pts.map((p) => canvas.left + p.x * kx), ys = pts.map((p) => canvas.top + p.y * ky);
  return { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

/** Is a display object shown (it and every container around it visible and not transparent)? */
function shownWithParents(o: Phaser.GameObjects.GameObject): boolean {
  for (let e: Phaser.GameObjects.GameObject | null = o; e; e = e.parentContainer) {
    const shown = e as unknown as { visible?: boolean; alpha?: number };
    if (shown.visible === false || shown.alpha === 0) return false;
  }
  return true;
}

/** A canvas control on screen: what it says (its label, or the hook's names for points inside it) and its tap area. */
export interface CanvasControl extends ScreenBox { scene: string; label: string; layer: number; top: number }

/**
 * The tap area (hit area) of an interactive object, in screen px, or null for one that is not a control: a control
 * shows the hand cursor (Button, cards, tickets); blockers behind modals and the map's route shapes do not.
 */
function controlBox(o: Phaser.GameObjects.GameObject, canvas: DOMRect): ScreenBox | null {
  const input = o.input;
  if (!input || !input.enabled || input.cursor !== "pointer" || !shownWithParents(o)) return null;
  const hit = input.hitArea as { x?: number; y?: number; width?: number; height?: number; radius?: number; points?: { x: number; y: number }[] };
  let r: { x: number; y: number; w: number; h: number };
  if (hit.radius !== undefined) r = { x: (hit.x ?? 0) - hit.radius, y: (hit.y ?? 0) - hit.radius, w: 2 * hit.radius, h: 2 * hit.radius };
  else if (hit.width !== undefined) r = { x: hit.x ?? 0, y: hit.y ?? 0, w: hit.width, h: hit.height ?? 0 };
  else if (hit.points?.length) {
    const xs = hit.points.map((p) => p.x), ys = hit.points.map((p) => p.y);
    r = { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
  } else return null;
  // The input manager tests a point moved by the object's display origin against the hit area.
  const d = o as unknown as { displayOriginX?: number; displayOriginY?: number };
  const x0 = r.x - (d.displayOriginX ?? 0), y0 = r.y - (d.displayOriginY ?? 0);
  const m = (o as Phaser.GameObjects.Components.Transform & Phaser.GameObjects.GameObject).getWorldTransformMatrix();
  const corners = [[x0, y0], [x0 + r.w, y0], [x0, y0 + r.h], [x0 + r.w, y0 + r.h]].map(([x, y]) => m.transformPoint(x, y, { x: 0, y: 0 }));
  return onScreen(o, corners, canvas);
}

/** A text's font size on screen (CSS px): font size × its scale in the world × its camera's zoom × the canvas scale. */
function screenFontSize(t: Phaser.GameObjects.Text, canvas: DOMRect | undefined): number {
  const k = canvas ? canvas.height / WORLD.height : 1;
  return Math.round(parseFloat(String(t.style.fontSize)) * Math.abs(t.getWorldTransformMatrix().scaleY) * cameraOf(t).zoomY * k * 100) / 100;
}

/** Every object under a display object (containers hold theirs). */
function allObjects(o: Phaser.GameObjects.GameObject): Phaser.GameObjects.GameObject[] {
  return o.type === "Container" ? [o, ...(o as Phaser.GameObjects.Container).list.flatMap((c) => allObjects(c))] : [o];
}

function toScreen(p: { x: number; y: number }): { x: number; y: number } | null {
  const canvas = game?.canvas;
  if (!canvas) return null;
  const r = canvas.getBoundingClientRect();
  return { x: r.left + (p.x * r.width) / WORLD.width, y: r.top + (p.y * r.height) / WORLD.height };
}

export function installTestHook(g: Phaser.Game): void {
  game = g;
  const hook = {
    /** Keys of the active scenes, e.g. ["Game"]. */
    scenes: () => g.scene.getScenes(true).map((s) => s.scene.key),
    /** Screen (CSS pixel) coordinates of a named object, or null when it is not on screen. */
    point: (name: string) => {
      const p = points.get(name)?.();
      return p ? toScreen(p) : null;
    },
    names: () => [...points.keys()],
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
     * Every visible text of the active views with its size on screen: font size × its scale in the world × its
     * camera's zoom × the canvas scale (CSS px), so a test can tell that no label is too small to read. Reading only.
     */
    textSizes: () => {
      const r = g.canvas?.getBoundingClientRect();
      return g.scene.getScenes(true).flatMap((scene) => scene.children.list.flatMap((o) => visibleTexts(o)))
        .map((t) => ({ scene: t.scene.scene.key, text: t.text.slice(0, 60), fontSize: screenFontSize(t, r) }));
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
          for (const t of visibleTexts(o)) {
            const area = clipAreas.get(t)?.();
            texts.push({ text: t.text, ...screen(t.getBounds()), layer, top, clip: area ? screen(area) : canvasBox, fontSize: screenFontSize(t, r) });
          }
        }
      });
      return { texts, covers };
    },
    /**
     * Every canvas control of the active views (what shows the hand cursor) with its tap area in screen (CSS) px and
     * what it says (its text, else the names of the hook's points inside it): the phone tests check that each is
     * inside the window and big enough to tap. Reading only.
     */
    controls: (): CanvasControl[] => {
      const r = g.canvas?.getBoundingClientRect();
      if (!r) return [];
      const named = [...points].flatMap(([name, at]) => {
        const p = at();
        return p ? [{ name, ...toScreen(p)! }] : [];
      });
      let top = 0;
      // layer and top as textLayout() counts them: a control under a cover (a modal) is out of play, not out of reach
      return g.scene.getScenes(true).flatMap((scene, sceneIndex) => scene.children.list.flatMap((topLevel) => {
        top += 1;
        const layer = sceneIndex * 100_000 + (topLevel as unknown as { depth: number }).depth;
        return allObjects(topLevel).flatMap((o) => {
          const box = controlBox(o, r);
          if (!box) return [];
          const text = allObjects(o).find((t): t is Phaser.GameObjects.Text => t.type === "Text" && (t as Phaser.GameObjects.Text).text.trim() !== "");
          const inside = named.filter((p) => p.x >= box.x && p.x <= box.x + box.w && p.y >= box.y && p.y <= box.y + box.h).map((p) => p.name);
          const label = text ? JSON.stringify(text.text.replace(/\s+/g, " ").slice(0, 40)) : inside.slice(0, 3).join(" ") || o.type;
          return [{ scene: scene.scene.key, label, layer, top, ...box }];
        });
      }));
    },
    /** What the current view shows (read-only copy). */
    info: () => JSON.parse(JSON.stringify({ ...info(), ...Object.fromEntries([...extraInfo].map(([k, f]) => [k, f()])) })) as Record<string, unknown>,
  };
  Object.defineProperty(window, "__ttr", { value: Object.freeze(hook), writable: false, configurable: false });
}
