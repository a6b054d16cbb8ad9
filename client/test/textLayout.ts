// The layout check every browser test can call on any view at any window size (desktop here; the phone sizes later):
// no two visible texts overlap, and none is clipped, by the canvas edge, by the area its view gives it (a city name
// inside the map), or by a DOM box that hides its overflow. It reads the canvas texts through the client's read-only
// hook (window.__ttr.textLayout(): bounds in CSS px, layers, the overlays that cover what lies below them) and the
// DOM's texts through the page itself (each line box of each text, inputs' placeholders), and answers the problems in
// words, empty when there are none. A text cut by the edge of a scrolling view, on the side it scrolls to, is not
// clipped (a person scrolls to it). Also how a test resizes the window and waits for the views to settle (the hook's
// settled state: the resize handled, nothing tweening), instead of waiting a fixed time.
import type { Page } from "playwright-core";

/** How far two boxes may touch (CSS px) before they count as overlapping: anti-aliasing and text padding. */
export const OVERLAP_TOLERANCE = 2;

// Runs in the page as a string: the test runner's transpiler helpers do not exist there.
const IN_PAGE = `(() => {
  const TOL = ${OVERLAP_TOLERANCE};
  const canvas = document.querySelector("canvas");
  const boxes = [];
  const problems = [];
  const short = (s) => JSON.stringify(String(s).replace(/\\s+/g, " ").trim().slice(0, 50));
  const hook = window.__ttr;
  // Is the point's topmost element this one (or inside / around it)? Otherwise something covers it.
  // The overlay that holds the DOM views is see-through: a canvas text under its empty part shows (on a phone the
  // overlay takes the finger, so it is the topmost element there).
  const onTop = (el, x, y) => {
    const hit = el === canvas ? document.elementsFromPoint(x, y).find((e) => e.id !== "overlay") : document.elementFromPoint(x, y);
    return Boolean(hit) && (hit === el || el.contains(hit) || hit.contains(el));
  };
  // Canvas texts: the hook's boxes; those under an overlay or under the DOM are hidden, not checked.
  if (hook && canvas) {
    const { texts, covers } = hook.textLayout();
    for (const t of texts) {
      const cx = t.x + t.w / 2, cy = t.y + t.h / 2;
      if (covers.some((c) => c.top !== t.top && c.layer > t.layer && cx >= c.x && cx <= c.x + c.w && cy >= c.y && cy <= c.y + c.h)) continue;
      if (cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight && !onTop(canvas, cx, cy)) continue;
      const c = t.clip;
      if (t.x < c.x - 1 || t.y < c.y - 1 || t.x + t.w > c.x + c.w + 1 || t.y + t.h > c.y + c.h + 1) {
        problems.push("clipped: " + short(t.text) + " (canvas) leaves its area");
      }
      boxes.push({ text: t.text, where: "canvas", x: t.x, y: t.y, w: t.w, h: t.h, el: null, group: t.top, board: Boolean(t.board) });
    }
  }
  // DOM texts: each line box of each text node, and inputs' placeholders.
  const visible = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  const clipper = (el) => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX === "hidden" || s.overflowX === "clip" || s.overflowY === "hidden" || s.overflowY === "clip") return e;
    }
    return null;
  };
  // A text cut by the edge of a view that scrolls, on a side it can still scroll to, is not clipped: scrolling shows
  // it (a phone's views scroll as a whole). The scroller is the nearest ancestor that does not show its overflow.
  const scrollsToShow = (el, r, box) => {
    for (let e = el.parentElement; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      // a box that holds the text whole hides none of it (a table's sideways scroller): a box further up must show it
      const held = e.getBoundingClientRect();
      if (r.x >= held.x - 1 && r.right <= held.right + 1 && r.y >= held.y - 1 && r.bottom <= held.bottom + 1) continue;
      const y = s.overflowY === "auto" || s.overflowY === "scroll", x = s.overflowX === "auto" || s.overflowX === "scroll";
      if (r.bottom > box.bottom + 1 && !(y && e.scrollTop + e.clientHeight < e.scrollHeight - 1)) return false;
      if (r.y < box.y - 1 && !(y && e.scrollTop > 0)) return false;
      if (r.right > box.right + 1 && !(x && e.scrollLeft + e.clientWidth < e.scrollWidth - 1)) return false;
      if (r.x < box.x - 1 && !(x && e.scrollLeft > 0)) return false;
      return true;
    }
    return false;
  };
  const windowBox = { x: 0, y: 0, right: innerWidth, bottom: innerHeight };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest("script,style,option,datalist,noscript") || !visible(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width < 1 || r.height < 1) continue;
      if (!onTop(el, Math.min(innerWidth - 1, Math.max(0, r.x + r.width / 2)), Math.min(innerHeight - 1, Math.max(0, r.y + r.height / 2)))) continue;
      if ((r.x < -1 || r.y < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1) && !scrollsToShow(el, r, windowBox)) problems.push("clipped: " + short(node.textContent) + " (page) leaves the window");
      const c = clipper(el);
      if (c) {
        const b = c.getBoundingClientRect();
        if ((r.x < b.x - 1 || r.right > b.right + 1 || r.y < b.y - 1 || r.bottom > b.bottom + 1) && !scrollsToShow(el, r, b)) problems.push("clipped: " + short(node.textContent) + " (page) cut by its box");
      }
      boxes.push({ text: node.textContent, where: "page", x: r.x, y: r.y, w: r.width, h: r.height, el, group: null });
    }
  }
  const measure = document.createElement("canvas").getContext("2d");
  for (const input of document.querySelectorAll("input, textarea")) {
    const shown = input.value || input.placeholder;
    if (!shown || !visible(input) || input.type === "hidden" || input.type === "checkbox" || input.type === "radio" || input.type === "color") continue;
    const s = getComputedStyle(input);
    measure.font = s.font;
    const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    if (!input.value && measure.measureText(input.placeholder).width > room + 1) problems.push("clipped: placeholder " + short(input.placeholder) + " of #" + input.id + " is wider than its field");
  }
  // Any two texts (canvas and page alike) that overlap; line boxes of one element never count against each other.
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.el && a.el === b.el) continue;
      // A phone's board lies under the stage and pans: a button or panel over a map name is no layout overlap.
      if (a.where === "canvas" && b.where === "canvas" && a.board !== b.board) continue;
      if (a.el && b.el && (a.el.contains(b.el) || b.el.contains(a.el))) continue;
      const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (w > TOL && h > TOL) problems.push("overlap: " + short(a.text) + " (" + a.where + ") × " + short(b.text) + " (" + b.where + ")");
    }
  }
  return problems;
})()`;

/** The overlaps and clipped texts of what the page shows now, in words; empty when the layout is clean. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(IN_PAGE) as Promise<string[]>;
}

/** The desktop window sizes every view is checked at (the phone issue adds its own). */
export const DESKTOP_SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

interface HookState { relayouts: number; size: { width: number; height: number }; moving: boolean }
const settledState = (page: Page) => page.evaluate(() => (window as unknown as { __ttr: { settled(): HookState } }).__ttr.settled());

/** Waits until the views are still: nothing tweening, no restart under way (the test hook's settled state). */
export async function untilSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window as unknown as { __ttr: { settled(): HookState } }).__ttr.settled().moving);
}

/** Resizes the window and waits until the responsive layout has handled it and the re-created views are still. */
export async function resizeAndSettle(page: Page, size: { width: number; height: number }): Promise<void> {
  const now = page.viewportSize();
  if (now && now.width === size.width && now.height === size.height) return untilSettled(page);
  const before = (await settledState(page)).relayouts;
  await page.setViewportSize(size);
  // the resize handled for this size: a window resized in two steps is handled twice, and the first is not the last
  await page.waitForFunction(([n, w, h]) => {
    const state = (window as unknown as { __ttr: { settled(): HookState } }).__ttr.settled();
    return state.relayouts > n && state.size.width === w && state.size.height === h && innerWidth === w && innerHeight === h;
  }, [before, size.width, size.height] as const);
  await untilSettled(page);
}
