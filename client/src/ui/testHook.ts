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
export interface CanvasText extends ScreenBox { text: string; layer: number; top: number; clip: ScreenBox }

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
     * Every visible text of the active views with its size on screen: font size × its scale in the world × the
     * canvas scale (CSS px), so a test can tell that no label is too small to read. Reading only.
     */
    textSizes: () => {
      const r = g.canvas?.getBoundingClientRect();
      const k = r ? r.height / WORLD.height : 1;
      return g.scene.getScenes(true).flatMap((scene) => scene.children.list.flatMap((o) => visibleTexts(o)))
        .map((t) => ({ scene: t.scene.scene.key, text: t.text.slice(0, 60), fontSize: Math.round(parseFloat(String(t.style.fontSize)) * Math.abs(t.getWorldTransformMatrix().scaleY) * k * 100) / 100 }));
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
            texts.push({ text: t.text, ...screen(t.getBounds()), layer, top, clip: area ? screen(area) : canvasBox });
          }
        }
      });
      return { texts, covers };
    },
    /** What the current view shows (read-only copy). */
    info: () => JSON.parse(JSON.stringify({ ...info(), ...Object.fromEntries([...extraInfo].map(([k, f]) => [k, f()])) })) as Record<string, unknown>,
  };
  Object.defineProperty(window, "__ttr", { value: Object.freeze(hook), writable: false, configurable: false });
}
