// Phone gestures for the browser tests, as real touch input: a pinch and a one-finger drag are touch events sent
// through the Chrome DevTools Protocol (Input.dispatchTouchEvent, the events a finger makes), a tap is Playwright's
// touchscreen. Points are CSS px in the page (what the hook's __ttr.point() returns). The page's context must have
// `hasTouch: true` (and `isMobile: true` for a phone). Shared with the whole-game phone test (PHONE-NOTES.md).
import type { CDPSession, Page } from "playwright-core";

export interface Pt { x: number; y: number }

/** The screen point (CSS px) of a hook name, or null when it is not on screen (e.g. a route zoomed out of view). */
export function hookPoint(page: Page, name: string): Promise<Pt | null> {
  return page.evaluate((n) => (window as unknown as { __ttr: { point(n: string): Pt | null } }).__ttr.point(n), name);
}

/** Two fingers at `center`, `fromGap` px apart (side by side), spread (or closed) to `toGap` in `steps` moves, lifted. */
export async function pinch(cdp: CDPSession, center: Pt, fromGap: number, toGap: number, steps = 8): Promise<void> {
  const at = (gap: number) => [{ x: center.x - gap / 2, y: center.y, id: 0 }, { x: center.x + gap / 2, y: center.y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(fromGap) });
  for (let k = 1; k <= steps; k++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(fromGap + ((toGap - fromGap) * k) / steps) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** One finger put down at `from`, moved to `to` in `steps` moves, lifted: a drag (a pan of the map). */
export async function touchDrag(cdp: CDPSession, from: Pt, to: Pt, steps = 8): Promise<void> {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ ...from, id: 0 }] });
  for (let k = 1; k <= steps; k++) {
    const p = { x: from.x + ((to.x - from.x) * k) / steps, y: from.y + ((to.y - from.y) * k) / steps };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ ...p, id: 0 }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** A finger's tap at a screen point. */
export async function tapAt(page: Page, p: Pt): Promise<void> {
  await page.touchscreen.tap(p.x, p.y);
}

/** A finger's tap on a hook point (a canvas control, a route's middle); throws when it is not on screen. */
export async function tapPoint(page: Page, name: string): Promise<Pt> {
  const p = await hookPoint(page, name);
  if (!p) throw new Error(`${name} is not on screen`);
  await tapAt(page, p);
  return p;
}

/** A tap on a route's middle as the board shows it now (zoomed or not). */
export function tapRoute(page: Page, routeId: number): Promise<Pt> {
  return tapPoint(page, `route:${routeId}`);
}

/** The board camera's view (map/BoardCamera.ts): zoom 1 shows the whole map. */
export async function boardCamera(page: Page): Promise<{ zoom: number; cx: number; cy: number; fitZoom: number; maxZoom: number }> {
  const info = await page.evaluate(() => (window as unknown as { __ttr: { info(): Record<string, unknown> } }).__ttr.info());
  return info.boardCamera as { zoom: number; cx: number; cy: number; fitZoom: number; maxZoom: number };
}

/** Pinches the board open around a hook point (a route, a city) until its camera shows it `times` the fit's size. */
export async function zoomInOn(page: Page, cdp: CDPSession, name: string, times = 2.5): Promise<void> {
  for (let tries = 0; tries < 6; tries++) {
    const cam = await boardCamera(page);
    if (cam.zoom >= Math.min(cam.maxZoom, cam.fitZoom * times) * 0.999) return;
    const p = await hookPoint(page, name);
    if (!p) throw new Error(`${name} is not on screen`);
    await pinch(cdp, p, 40, 160);
  }
}
