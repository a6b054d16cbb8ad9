// The phone checks every browser test can call on any view (issue 28): nothing out of reach, no text too small to
// read, no tap target too small to hit. Each answers the problems in words, empty when there are none, like
// textLayout.ts's layoutProblems. They read the page (DOM) and the client's read-only hook (canvas texts and points).
import type { Browser, Page } from "playwright-core";
import { layoutProblems } from "./textLayout.js";

/** "Phone" = a window whose shorter side is under this many CSS px (PHONE-NOTES.md); tablets keep the desktop layout. */
export const PHONE_SHORT_SIDE = 600;
/** The smallest text a person should have to read (CSS px). */
export const MIN_TEXT_PX = 11;
/** The smallest tap target on a phone (CSS px), each way: Apple's and Google's guidance (44 pt / 48 dp). */
export const MIN_TAP_PX = 44;

export interface Size { width: number; height: number }

/** Phones in portrait and landscape, and a tablet (which keeps the desktop layout). */
export const PHONE_SIZES: readonly Size[] = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
  { width: 844, height: 390 },
];
export const TABLET_SIZE: Size = { width: 768, height: 1024 };

export function isPhone(size: Size): boolean {
  return Math.min(size.width, size.height) < PHONE_SHORT_SIDE;
}

/** A touch browser context as a phone or tablet makes it (the lead's settings in PHONE-NOTES.md). */
export function touchContextOptions(viewport: Size): { viewport: Size; isMobile: true; hasTouch: true; deviceScaleFactor: 2 } {
  return { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
}

/** A page in a new touch context at `viewport` (close it with page.context().close()). */
export async function openTouchPage(browser: Browser, url: string, viewport: Size): Promise<Page> {
  const context = await browser.newContext(touchContextOptions(viewport));
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

// In-page helpers shared by the checks below, as a string: the test runner's transpiler helpers do not exist there.
const HELPERS = `
  const short = (s) => JSON.stringify(String(s).replace(/\\s+/g, " ").trim().slice(0, 40));
  const visible = (el) => {
    if (!el.getClientRects().length) return false;
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  // What a person can tap or type into: buttons, links, form fields, and anything made focusable or clickable.
  const CONTROLS = "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [tabindex]:not([tabindex='-1'])";
  const controls = () => [...document.querySelectorAll(CONTROLS)].filter(visible);
  const nameOf = (el) => {
    const label = el.id ? "#" + el.id : el.tagName.toLowerCase() + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\\s+/).join(".") : "");
    const text = el.getAttribute("aria-label") || el.innerText || el.value || el.placeholder || "";
    return label + (text ? " " + short(text) : "");
  };
  // The boxes that clip an element: every ancestor that hides or scrolls its overflow.
  const clippers = (el) => {
    const out = [];
    for (let e = el.parentElement; e && e !== document.documentElement; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX !== "visible" || s.overflowY !== "visible") out.push(e);
    }
    return out;
  };
  // Where a person taps for a control: a checkbox or radio together with its label (tapping either toggles it).
  const tapBox = (el) => {
    const r = el.getBoundingClientRect();
    let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    const labels = el.labels ? [...el.labels] : [];
    const around = el.closest("label");
    if (around && !labels.includes(around)) labels.push(around);
    for (const l of labels.filter(visible)) {
      const b = l.getBoundingClientRect();
      box = { left: Math.min(box.left, b.left), top: Math.min(box.top, b.top), right: Math.max(box.right, b.right), bottom: Math.max(box.bottom, b.bottom) };
    }
    return { x: box.left, y: box.top, w: box.right - box.left, h: box.bottom - box.top };
  };
`;

const OFF_SCREEN = `(() => {
  ${HELPERS}
  const problems = [];
  // The page itself never scrolls sideways; scrolling happens inside the views.
  if (document.documentElement.scrollWidth > innerWidth + 1) problems.push("the page is " + document.documentElement.scrollWidth + " px wide in a " + innerWidth + " px window");
  for (const el of [document.body, ...document.body.querySelectorAll("*")]) {
    const s = getComputedStyle(el);
    if ((s.overflowX === "auto" || s.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1 && visible(el)) {
      problems.push("scrolls sideways: " + nameOf(el) + " (" + el.scrollWidth + " px in " + el.clientWidth + ")");
    }
  }
  // Each control is scrolled into view (as a person would scroll to it), then must lie inside the window, inside
  // every box that clips it, and on top (not under another element). Scroll positions are put back afterwards.
  const scrolled = [...document.querySelectorAll("*")].filter((e) => e.scrollTop || e.scrollLeft).map((e) => [e, e.scrollTop, e.scrollLeft]);
  // An open dialog is all a person can reach: what lies under it is not checked.
  const dialog = [...document.querySelectorAll("[role=dialog], [role=alertdialog], [aria-modal=true]")].filter(visible).at(-1);
  for (const el of controls().filter((c) => !dialog || dialog.contains(c))) {
    el.scrollIntoView({ block: "nearest", inline: "nearest" });
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1) {
      problems.push("out of reach: " + nameOf(el) + " at " + Math.round(r.left) + "," + Math.round(r.top) + " " + Math.round(r.width) + "×" + Math.round(r.height));
      continue;
    }
    const cut = clippers(el).find((c) => {
      const b = c.getBoundingClientRect();
      return r.left < b.left - 1 || r.top < b.top - 1 || r.right > b.right + 1 || r.bottom > b.bottom + 1;
    });
    if (cut) {
      problems.push("cut off: " + nameOf(el) + " by " + nameOf(cut));
      continue;
    }
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    const ok = hit && (hit === el || el.contains(hit) || (hit.closest("label") && el.labels && [...el.labels].includes(hit.closest("label"))));
    if (!ok) problems.push("covered: " + nameOf(el) + " under " + (hit ? nameOf(hit) : "nothing"));
  }
  window.scrollTo(0, 0);
  for (const [e, top, left] of scrolled) { e.scrollTop = top; e.scrollLeft = left; }
  for (const e of document.querySelectorAll("*")) if (!scrolled.some(([s]) => s === e) && (e.scrollTop || e.scrollLeft)) { e.scrollTop = 0; e.scrollLeft = 0; }
  return problems;
})()`;

/**
 * Controls a person cannot reach: outside the window even after scrolling them into view, cut by a box that hides its
 * overflow, or covered by another element; and any sideways scrolling of the page or of a view. With a dialog open
 * (role dialog or alertdialog, or aria-modal), only the controls inside the last one are checked.
 */
export async function offScreenControls(page: Page): Promise<string[]> {
  return page.evaluate(OFF_SCREEN) as Promise<string[]>;
}

const SMALL_TAPS = `((min) => {
  ${HELPERS}
  const problems = [];
  for (const el of controls()) {
    if (el.closest("label") && el.tagName !== "INPUT" && el.tagName !== "SELECT" && el.tagName !== "TEXTAREA") continue;
    const b = tapBox(el);
    if (b.w < 1 || b.h < 1) continue;
    if (b.w < min - 0.5 || b.h < min - 0.5) problems.push("small tap target: " + nameOf(el) + " " + Math.round(b.w) + "×" + Math.round(b.h));
  }
  return problems;
})`;

/** Controls whose tap area (a checkbox with its label) is under `min` CSS px either way. */
export async function smallTapTargets(page: Page, min = MIN_TAP_PX): Promise<string[]> {
  return page.evaluate(`${SMALL_TAPS}(${min})`) as Promise<string[]>;
}

const SMALL_TEXTS = `((min) => {
  ${HELPERS}
  const problems = [];
  // (the see-through overlay that holds the DOM views does not hide the canvas: on a phone it takes the finger)
  const onTop = (el, x, y) => {
    const hit = document.elementsFromPoint(Math.min(innerWidth - 1, Math.max(0, x)), Math.min(innerHeight - 1, Math.max(0, y))).find((e) => e.id !== "overlay");
    return Boolean(hit) && (hit === el || el.contains(hit) || hit.contains(el));
  };
  // DOM texts: every text node shown, at its computed size (scrolled-away ones count too: a person scrolls to them).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || el.closest("script,style,noscript,datalist") || !visible(el)) continue;
    if (el.closest("option") && !el.closest("select")) continue;
    const target = el.closest("select") ?? el;
    const size = parseFloat(getComputedStyle(target).fontSize);
    if (size < min - 0.01 && !seen.has(target)) {
      seen.add(target);
      problems.push("small text: " + short(node.textContent) + " at " + size + " px");
    }
  }
  for (const input of document.querySelectorAll("input, textarea")) {
    if (!visible(input) || !(input.value || input.placeholder) || ["hidden", "checkbox", "radio", "color"].includes(input.type)) continue;
    const size = parseFloat(getComputedStyle(input).fontSize);
    if (size < min - 0.01) problems.push("small text: " + nameOf(input) + " at " + size + " px");
  }
  // Canvas texts through the hook: those drawn smaller than min and not hidden under the DOM or an overlay.
  const hook = window.__ttr;
  const canvas = document.querySelector("canvas");
  if (hook && canvas && hook.textSizes && hook.textLayout) {
    const { texts, covers } = hook.textLayout();
    const shown = texts.filter((t) => {
      const cx = t.x + t.w / 2, cy = t.y + t.h / 2;
      if (covers.some((c) => c.top !== t.top && c.layer > t.layer && cx >= c.x && cx <= c.x + c.w && cy >= c.y && cy <= c.y + c.h)) return false;
      if (cx < 0 || cy < 0 || cx >= innerWidth || cy >= innerHeight) return false;
      return onTop(canvas, cx, cy);
    });
    for (const t of hook.textSizes()) {
      if (t.fontSize >= min - 0.01) continue;
      if (shown.some((s) => s.text.slice(0, 60) === t.text)) problems.push("small text: " + short(t.text) + " (canvas, " + t.scene + ") at " + t.fontSize + " px");
    }
  }
  return problems;
})`;

/** Visible texts (DOM, form fields, and canvas texts not hidden under the DOM) drawn under `min` CSS px. */
export async function smallTexts(page: Page, min = MIN_TEXT_PX): Promise<string[]> {
  return page.evaluate(`${SMALL_TEXTS}(${min})`) as Promise<string[]>;
}

/** Canvas objects the hook names (buttons, cards, routes…) whose point lies outside the window. */
export async function offScreenPoints(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hook = (window as unknown as { __ttr?: { names(): string[]; point(n: string): { x: number; y: number } | null } }).__ttr;
    if (!hook) return [];
    return hook.names().flatMap((name) => {
      const p = hook.point(name);
      return p && (p.x < 0 || p.y < 0 || p.x > innerWidth || p.y > innerHeight) ? [`out of reach: ${name} (canvas) at ${Math.round(p.x)},${Math.round(p.y)}`] : [];
    });
  });
}

/**
 * A finger dragging from (x, y) by dy CSS px (negative: up, which scrolls the content down) and resting before it
 * lifts, so nothing flings on afterwards (a tap during a fling is not a clean tap), as raw touch events: the page
 * scrolls, or not, as a phone's would. (Playwright has no swipe, and CDP's synthesized scroll gestures do nothing
 * in headless Chromium.) Needs a touch context.
 */
export async function swipe(page: Page, x: number, y: number, dy: number, steps = 10): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (k: number) => [{ x, y: y + (dy * k) / steps }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let i = 1; i <= steps; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(i) });
  await page.waitForTimeout(150);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(steps) });
  await page.waitForTimeout(150);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * Every phone check at once for a view: reach, text size, and (on phones, or on any touch screen when `touch`) tap
 * size. Each problem is prefixed with the window size.
 */
export async function phoneProblems(page: Page, opts: { tapTargets?: boolean } = {}): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  const where = `${size.width}×${size.height}`;
  const taps = opts.tapTargets ?? isPhone(size);
  const found = [...(await offScreenControls(page)), ...(await smallTexts(page)), ...(taps ? await smallTapTargets(page) : [])];
  return found.map((p) => `${where} ${p}`);
}

const CANVAS_CONTROLS = `((min) => {
  const hook = window.__ttr;
  const canvas = document.querySelector("canvas");
  if (!hook || !canvas || !hook.controls) return [];
  const short = (s) => JSON.stringify(String(s).replace(/\\s+/g, " ").trim().slice(0, 40));
  const W = innerWidth, H = innerHeight;
  const covers = hook.textLayout ? hook.textLayout().covers : [];
  // What the hook names inside a control's box (its points), to say which control it is when it has no label.
  const named = hook.names().map((n) => [n, hook.point(n)]).filter(([, p]) => p);
  const problems = [];
  for (const c of hook.controls()) {
    if (c.w >= W && c.h >= H) continue; // a blocker behind a modal: nothing one aims at
    const cx = c.x + c.w / 2, cy = c.y + c.h / 2;
    // Under the DOM (a form over the canvas) or under a canvas overlay (a modal): not in play now.
    if (cx >= 0 && cy >= 0 && cx < W && cy < H && document.elementFromPoint(cx, cy) !== canvas) continue;
    if (c.layer !== undefined && covers.some((o) => o.top !== c.top && o.layer > c.layer && cx >= o.x && cx <= o.x + o.w && cy >= o.y && cy <= o.y + o.h)) continue;
    const inside = named.filter(([, p]) => p.x >= c.x && p.x <= c.x + c.w && p.y >= c.y && p.y <= c.y + c.h).map(([n]) => n);
    if (inside.some((n) => /^(route|car|carBody|city):/.test(n)) && !c.label) continue; // the map: it zooms
    const what = (c.label ? (c.label.startsWith('"') ? c.label : short(c.label)) : inside.slice(0, 3).join(" ") || "an unnamed control") + " (canvas, " + c.scene + ")";
    const at = Math.round(c.x) + "," + Math.round(c.y) + " " + Math.round(c.w) + "×" + Math.round(c.h);
    if (c.x < -1 || c.y < -1 || c.x + c.w > W + 1 || c.y + c.h > H + 1) problems.push("out of reach: " + what + " at " + at);
    else if (c.w < min - 0.5 || c.h < min - 0.5) problems.push("small tap target: " + what + " " + Math.round(c.w) + "×" + Math.round(c.h));
  }
  return problems;
})`;

/**
 * Canvas controls (the hook's controls(): the tap area of everything a tap acts on) outside the window, or under
 * `min` CSS px either way; those under the DOM or under a canvas overlay are left out, and so is the board's map.
 */
export async function canvasControlProblems(page: Page, min = MIN_TAP_PX): Promise<string[]> {
  return page.evaluate(`${CANVAS_CONTROLS}(${min})`) as Promise<string[]>;
}

/** How many examples a gathered line names. */
const EXAMPLES = 8;

/**
 * Lines of one kind gathered into one when there are many (small texts, clipped texts, overlaps: a shrunken view has
 * dozens), so that a view's list reads as things to fix: how many, how small, which.
 */
export function gatherProblems(lines: string[]): string[] {
  const kinds = new Map<string, { items: string[]; sizes: number[] }>();
  const add = (kind: string, item: string, size?: number) => {
    const k = kinds.get(kind) ?? { items: [], sizes: [] };
    if (!k.items.includes(item)) k.items.push(item);
    if (size !== undefined) k.sizes.push(size);
    kinds.set(kind, k);
  };
  for (const line of lines) {
    const small = /^small text: (.*?)(?: \(canvas, \w+\))? at ([\d.]+) px$/.exec(line);
    const clipped = /^clipped: (.*) \((page|canvas)\) (.*)$/.exec(line);
    const overlap = /^overlap: (.*) \((page|canvas)\) × (.*) \((page|canvas)\)$/.exec(line);
    if (small) add(`text under ${MIN_TEXT_PX} px (${line.includes("(canvas, ") ? "canvas" : "page"})`, small[1], Number(small[2]));
    else if (clipped) add(`clipped (${clipped[2]}): ${clipped[3]}`, clipped[1]);
    else if (overlap) add(`overlap (${overlap[2]} × ${overlap[4]})`, `${overlap[1]} × ${overlap[3]}`);
    else add(line, "");
  }
  return [...kinds].map(([kind, { items, sizes }]) => {
    if (items.length === 1 && items[0] === "") return kind;
    const range = sizes.length ? ` at ${Math.min(...sizes)}–${Math.max(...sizes)} px` : "";
    const more = items.length > EXAMPLES ? ` … (+${items.length - EXAMPLES})` : "";
    return `${kind}: ${items.length}${range}: ${items.slice(0, EXAMPLES).join(", ")}${more}`;
  });
}

/**
 * Everything a phone view breaks, for the whole-game phone test: the DOM's reach and tap sizes, the canvas's controls,
 * small texts anywhere, and textLayout's overlaps and clipped texts, gathered by kind; empty when the view is fine.
 */
export async function viewProblems(page: Page): Promise<string[]> {
  const found = [
    ...(await offScreenControls(page)), ...(await offScreenPoints(page)), ...(await smallTapTargets(page)),
    ...(await canvasControlProblems(page)), ...(await smallTexts(page)), ...(await layoutProblems(page)),
  ];
  return gatherProblems([...new Set(found)]);
}
