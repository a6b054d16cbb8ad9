// Gestures held for a while, for the frame-time bench: a pinch that opens and closes, a drag that circles. On a phone
// they are touch events through the DevTools protocol (Input.dispatchTouchEvent, as client/test/phoneGestures.ts);
// on a desktop a ctrl+wheel (a trackpad's pinch) and a mouse drag. Each event waits for the page's acknowledgement,
// so a slow page receives them at the pace it can take, as a finger's would be coalesced.
import type { CDPSession, Page } from "playwright-core";

export interface Pt { x: number; y: number }

/** Two fingers (or the wheel with ctrl) opening from 60 px apart to 260 and back, again and again, for `ms`. */
export async function pinchFor(page: Page, cdp: CDPSession, center: Pt, ms: number, touch: boolean): Promise<void> {
  const end = Date.now() + ms;
  if (!touch) {
    await page.mouse.move(center.x, center.y);
    await page.keyboard.down("Control");
    for (let k = 0; Date.now() < end; k++) await page.mouse.wheel(0, Math.floor(k / 20) % 2 === 0 ? -40 : 40);
    await page.keyboard.up("Control");
    return;
  }
  const at = (gap: number) => [{ x: center.x - gap / 2, y: center.y, id: 0 }, { x: center.x + gap / 2, y: center.y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(60) });
  for (let k = 0; Date.now() < end; k++) {
    const phase = (k % 40) / 20; // 0..2: open, then close
    const gap = 60 + 200 * (phase <= 1 ? phase : 2 - phase);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(gap) });
  }
  // leave the board zoomed in, so that the pan after has somewhere to go
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(260) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** One finger (or the mouse's button) held down and moved round a circle of 80 px for `ms`. */
export async function dragFor(page: Page, cdp: CDPSession, center: Pt, ms: number, touch: boolean): Promise<void> {
  const end = Date.now() + ms;
  const at = (k: number) => ({ x: center.x + 80 * Math.cos(k / 10), y: center.y + 80 * Math.sin(k / 10) });
  if (!touch) {
    await page.mouse.move(at(0).x, at(0).y);
    await page.mouse.down();
    for (let k = 1; Date.now() < end; k++) await page.mouse.move(at(k).x, at(k).y);
    await page.mouse.up();
    return;
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ ...at(0), id: 0 }] });
  for (let k = 1; Date.now() < end; k++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ ...at(k), id: 0 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}
