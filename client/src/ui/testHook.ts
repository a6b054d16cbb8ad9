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
    /** What the current view shows (read-only copy). */
    info: () => JSON.parse(JSON.stringify({ ...info(), ...Object.fromEntries([...extraInfo].map(([k, f]) => [k, f()])) })) as Record<string, unknown>,
  };
  Object.defineProperty(window, "__ttr", { value: Object.freeze(hook), writable: false, configurable: false });
}
