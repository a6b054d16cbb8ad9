// The phone rules of issue 28 as checks over any canvas view (phone-forms writes client/test/phoneChecks.ts for the
// DOM views; these may merge into it): no visible text under 11 CSS px, canvas or page; every control inside the
// window and at least 44×44 CSS px; and taps, as a finger gives them.
import type { Page } from "playwright-core";
import type { Player } from "./browserKit.js";

export const MIN_TEXT_PX = 11;
export const MIN_TAP_PX = 44;

interface Hook {
  textSizes(): Array<{ scene: string; text: string; fontSize: number }>;
  controls(): Array<{ scene: string; label: string; x: number; y: number; w: number; h: number }>;
}

/** What breaks the phone rules in the view shown, in words (empty: nothing). */
export async function phoneProblems(page: Page): Promise<string[]> {
  const { texts, controls, domTexts, viewport } = await page.evaluate(() => {
    const hook = (window as unknown as { __ttr: Hook }).__ttr;
    const dom: Array<{ text: string; px: number }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || el.closest("script,style,noscript,option")) continue;
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      if (r.width < 1 || r.height < 1 || s.visibility === "hidden" || el.closest("[hidden]") || el.offsetParent === null && s.position !== "fixed") continue;
      dom.push({ text: n.textContent.trim().slice(0, 40), px: parseFloat(s.fontSize) });
    }
    return { texts: hook.textSizes(), controls: hook.controls(), domTexts: dom, viewport: { w: innerWidth, h: innerHeight } };
  });
  const problems: string[] = [];
  for (const t of texts) if (t.fontSize < MIN_TEXT_PX) problems.push(`small canvas text ${JSON.stringify(t.text)} (${t.fontSize} px)`);
  for (const t of domTexts) if (t.px < MIN_TEXT_PX) problems.push(`small page text ${JSON.stringify(t.text)} (${t.px} px)`);
  for (const c of controls) {
    const name = `${c.scene} control ${JSON.stringify(c.label)} at ${Math.round(c.x)},${Math.round(c.y)}`;
    if (c.x < -1 || c.y < -1 || c.x + c.w > viewport.w + 1 || c.y + c.h > viewport.h + 1) {
      // a full-window blocker (behind a modal) may reach past the window: it is not a control one aims at
      if (!(c.w >= viewport.w && c.h >= viewport.h)) problems.push(`${name} leaves the window (${Math.round(c.w)}×${Math.round(c.h)})`);
    }
    if (c.w < MIN_TAP_PX - 0.5 || c.h < MIN_TAP_PX - 0.5) problems.push(`${name} is ${Math.round(c.w)}×${Math.round(c.h)} (under ${MIN_TAP_PX}×${MIN_TAP_PX})`);
  }
  return problems;
}

/** A finger's tap on a canvas object located through the hook. */
export async function tap(p: Player, name: string): Promise<void> {
  const at = await p.point(name);
  await p.page.touchscreen.tap(at.x, at.y);
}
