// The phone rules of issue 28 for the canvas's controls (client/test/phoneChecks.ts checks the DOM's controls and
// every text): each inside the window and at least 44×44 CSS px; and taps, as a finger gives them.
import type { Page } from "playwright-core";
import type { Player } from "./browserKit.js";

import { MIN_TAP_PX } from "./phoneChecks.js";

interface Hook {
  controls(): Array<{ scene: string; label: string; x: number; y: number; w: number; h: number }>;
}

/** Canvas controls out of the window or under a finger's size (phoneChecks.ts checks the DOM's), in words. */
export async function canvasControlProblems(page: Page): Promise<string[]> {
  const { controls, viewport } = await page.evaluate(() => ({
    controls: (window as unknown as { __ttr: Hook }).__ttr.controls(),
    viewport: { w: innerWidth, h: innerHeight },
  }));
  const problems: string[] = [];
  for (const c of controls) {
    const name = `${c.scene} control ${JSON.stringify(c.label)} at ${Math.round(c.x)},${Math.round(c.y)}`;
    // a full-window blocker (behind a modal) may reach past the window: it is not a control one aims at
    const blocker = c.w >= viewport.w && c.h >= viewport.h;
    if (!blocker && (c.x < -1 || c.y < -1 || c.x + c.w > viewport.w + 1 || c.y + c.h > viewport.h + 1)) problems.push(`${name} leaves the window (${Math.round(c.w)}×${Math.round(c.h)})`);
    if (c.w < MIN_TAP_PX - 0.5 || c.h < MIN_TAP_PX - 0.5) problems.push(`${name} is ${Math.round(c.w)}×${Math.round(c.h)} (under ${MIN_TAP_PX}×${MIN_TAP_PX})`);
  }
  return problems;
}

/** A finger's tap on a canvas object located through the hook. */
export async function tap(p: Player, name: string): Promise<void> {
  const at = await p.point(name);
  await p.page.touchscreen.tap(at.x, at.y);
}
