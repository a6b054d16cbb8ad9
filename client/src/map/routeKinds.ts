// Europe's special routes, drawn over their car slots so they read at a glance and stay visible once claimed:
// a tunnel's slots get a dark dashed frame (the printed boards' jagged tunnel border, in our own style); a ferry's
// first slots each carry a locomotive mark, one per locomotive its payment must hold; a mountain route's last slots
// (Legendary Asia) each carry a mountain mark, one per train set aside when it is claimed. The USA has none.
import type Phaser from "phaser";
import type { BoardGeometry, CarSlot } from "./geometry.js";

const DASH = 3.2, GAP = 2.4;
const INK = 0x2b2118;

/** Corners of a slot's rectangle (half height hh), in world coordinates, clockwise. */
function corners(s: CarSlot, hh: number): Array<{ x: number; y: number }> {
  const hw = s.length / 2 + 1.5;
  const c = Math.cos(s.angle), sn = Math.sin(s.angle);
  return [[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]].map(([x, y]) => ({ x: s.x + x * c - y * sn, y: s.y + x * sn + y * c }));
}

/** A dashed line from a to b. */
function dashed(g: Phaser.GameObjects.Graphics, a: { x: number; y: number }, b: { x: number; y: number }): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / (len || 1), uy = (b.y - a.y) / (len || 1);
  for (let d = 0; d < len; d += DASH + GAP) {
    const e = Math.min(len, d + DASH);
    g.lineBetween(a.x + ux * d, a.y + uy * d, a.x + ux * e, a.y + uy * e);
  }
}

/** A small locomotive badge: a light disc with a dark engine (cab, boiler, chimney) on it. */
function locomotiveMark(g: Phaser.GameObjects.Graphics, x: number, y: number): void {
  g.fillStyle(0xfff7e0, 1).fillCircle(x, y, 5.6);
  g.lineStyle(1.4, INK, 1).strokeCircle(x, y, 5.6);
  g.fillStyle(INK, 1);
  g.fillRect(x - 3.6, y - 0.6, 6.4, 2.6); // boiler
  g.fillRect(x + 0.8, y - 3.2, 2.2, 2.8); // cab
  g.fillRect(x - 3.0, y - 2.6, 1.2, 2.2); // chimney
  g.fillCircle(x - 2, y + 2.6, 0.9).fillCircle(x + 1.6, y + 2.6, 0.9); // wheels
}

/** A small mountain badge: a light disc with a dark peak (and its snow cap), one per mountain space. */
function mountainMark(g: Phaser.GameObjects.Graphics, x: number, y: number): void {
  g.fillStyle(0xfff7e0, 1).fillCircle(x, y, 5.6);
  g.lineStyle(1.4, INK, 1).strokeCircle(x, y, 5.6);
  g.fillStyle(INK, 1).fillTriangle(x - 4, y + 3, x + 4, y + 3, x, y - 3.6);
  g.fillStyle(0xfff7e0, 1).fillTriangle(x - 1.2, y - 1.2, x + 1.2, y - 1.2, x, y - 3.2);
}

/** Draws every tunnel frame, ferry and mountain mark of the board onto one graphics layer (above the cars). */
export function drawRouteKinds(scene: Phaser.Scene, geo: BoardGeometry, carHeight: number): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  for (const r of geo.map.routes) {
    const slots = geo.routes[r.id].slots;
    if (r.kind === "tunnel") {
      g.lineStyle(1.8, INK, 0.95);
      for (const s of slots) {
        const p = corners(s, carHeight / 2 + 2);
        p.forEach((a, i) => dashed(g, a, p[(i + 1) % p.length]));
      }
    } else if (r.kind === "ferry") {
      slots.slice(0, r.locomotives).forEach((s) => locomotiveMark(g, s.x, s.y));
    }
    if (r.mountains > 0) slots.slice(-r.mountains).forEach((s) => mountainMark(g, s.x, s.y));
  }
  return g;
}
