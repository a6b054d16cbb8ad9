// The phone rules (issue 28), checked on whatever the page shows now, answered as a list of problems in words that a
// person can act on (empty when the view is fine):
// - nothing out of reach: every visible control (DOM: buttons, links, fields, selects; canvas: what the read-only hook's
//   controls() reports) lies inside the window; a DOM control below the fold counts as reachable when a scrolling box
//   of its view (or the page) can bring it in, sideways scrolling never does;
// - every tap target is at least 44×44 CSS px (a checkbox counts with its label);
// - no visible text under 11 CSS px (DOM texts and inputs, canvas texts from the hook's textLayout());
// - and textLayout.ts's layoutProblems: no two texts overlap, none is clipped.
import type { Browser } from "playwright-core";
import { Player } from "./browserKit.js";
import { layoutProblems } from "./textLayout.js";

/** Smallest text a phone may show (CSS px). */
export const MIN_TEXT_PX = 11;
/** Smallest tap target (CSS px, each side). */
export const MIN_TAP_PX = 44;

/** The phone windows every phone view is checked at. */
export const PHONE_SIZES = {
  portrait: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
} as const;
export type Orientation = keyof typeof PHONE_SIZES;

/** A page for one person on a phone: touch, mobile viewport, a 2× screen. */
export function openPhone(browser: Browser, name: string, url: string, orientation: Orientation): Promise<Player> {
  return Player.open(browser, name, url, PHONE_SIZES[orientation], 2, true);
}

// Runs in the page as a string: the test runner's transpiler helpers do not exist there.
const IN_PAGE = `(() => {
  const MIN_TEXT = ${MIN_TEXT_PX}, MIN_TAP = ${MIN_TAP_PX};
  const W = innerWidth, H = innerHeight;
  const problems = [];
  const small = [];
  const px = (n) => Math.round(n);
  const short = (s) => JSON.stringify(String(s).replace(/\\s+/g, " ").trim().slice(0, 40));
  const visible = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  const onTop = (el, x, y) => {
    const hit = document.elementFromPoint(x, y);
    return Boolean(hit) && (hit === el || el.contains(hit) || hit.contains(el) || (el.labels && [...el.labels].some((l) => l.contains(hit))));
  };
  const inWindow = (r) => r.x >= -1 && r.y >= -1 && r.x + r.w <= W + 1 && r.y + r.h <= H + 1;
  const box = (r) => ({ x: r.left, y: r.top, w: r.width, h: r.height });
  const where = (r) => "at " + px(r.x) + "," + px(r.y) + " " + px(r.w) + "×" + px(r.h);
  const describe = (el) => {
    const id = el.id ? "#" + el.id : "";
    const label = el.getAttribute("aria-label") || (el.labels && el.labels[0] ? el.labels[0].textContent : "") || el.textContent || el.placeholder || el.value || "";
    return el.tagName.toLowerCase() + id + (label.trim() ? " " + short(label) : "");
  };
  // Can a scrolling box around el (or the page) bring it into the window? Only up and down.
  const reachable = (el, r) => {
    if (r.x < -1 || r.x + r.w > W + 1) return false;
    for (let e = el.parentElement; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      const scrolls = (s.overflowY === "auto" || s.overflowY === "scroll") && e.scrollHeight > e.clientHeight + 1;
      if (!scrolls) continue;
      const b = e.getBoundingClientRect();
      return b.top >= -1 && b.bottom <= H + 1 && b.height >= Math.min(r.h, 44);
    }
    const page = document.scrollingElement;
    return Boolean(page) && page.scrollHeight > page.clientHeight + 1 && getComputedStyle(document.body).overflowY !== "hidden";
  };

  // DOM controls
  const SELECTOR = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=switch], [role=radio], [tabindex]:not([tabindex='-1'])";
  for (const el of document.querySelectorAll(SELECTOR)) {
    if (!visible(el) || el.closest("[inert]")) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 && rect.height < 1) continue;
    let r = box(rect);
    if (!inWindow(r)) {
      if (!reachable(el, r)) problems.push("out of reach: " + describe(el) + " " + where(r) + " (window " + W + "×" + H + ")");
      continue;
    }
    const cx = Math.min(W - 1, Math.max(0, r.x + r.w / 2)), cy = Math.min(H - 1, Math.max(0, r.y + r.h / 2));
    if (!onTop(el, cx, cy)) continue; // under a modal or another view: not in play now
    // A checkbox or radio is tapped through its label too: the target is the box around both.
    if (el.labels && el.labels.length && (el.type === "checkbox" || el.type === "radio")) {
      for (const l of el.labels) {
        const b = l.getBoundingClientRect();
        const x0 = Math.min(r.x, b.left), y0 = Math.min(r.y, b.top);
        r = { x: x0, y: y0, w: Math.max(r.x + r.w, b.right) - x0, h: Math.max(r.y + r.h, b.bottom) - y0 };
      }
    }
    if (r.w < MIN_TAP - 0.5 || r.h < MIN_TAP - 0.5) problems.push("too small to tap: " + describe(el) + " is " + px(r.w) + "×" + px(r.h) + " (page)");
  }
  if (window.visualViewport && Math.abs(visualViewport.scale - 1) > 0.01) problems.push("the whole page is zoomed ×" + (Math.round(visualViewport.scale * 100) / 100) + " (a pinch zoomed the page, not the board)");
  if (document.scrollingElement && document.scrollingElement.scrollWidth > W + 1) problems.push("the page scrolls sideways: " + document.scrollingElement.scrollWidth + " px wide in a " + W + " px window");

  // DOM texts (each text node on top somewhere), and what inputs and selects show
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const el = node.parentElement;
    if (!el || el.closest("script,style,option,datalist,noscript") || !visible(el)) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size >= MIN_TEXT - 0.01) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const shown = [...range.getClientRects()].some((r) => r.width >= 1 && r.height >= 1 && onTop(el, Math.min(W - 1, Math.max(0, r.x + r.width / 2)), Math.min(H - 1, Math.max(0, r.y + r.height / 2))));
    if (shown) small.push({ where: "page", text: short(node.textContent) + (el.id ? " #" + el.id : el.className ? " ." + String(el.className).split(" ")[0] : ""), size });
  }
  for (const input of document.querySelectorAll("input, select, textarea")) {
    if (!visible(input) || input.type === "hidden" || input.type === "checkbox" || input.type === "radio") continue;
    const size = parseFloat(getComputedStyle(input).fontSize);
    if (size < MIN_TEXT - 0.01) small.push({ where: "page", text: describe(input) + " (its text)", size });
  }

  // The canvas: its controls and texts as the hook reports them
  const hook = window.__ttr;
  const canvas = document.querySelector("canvas");
  if (hook && canvas) {
    const { texts, covers } = hook.textLayout();
    const covered = (t) => {
      const cx = t.x + t.w / 2, cy = t.y + t.h / 2;
      if (covers.some((c) => c.top !== t.top && c.layer > t.layer && cx >= c.x && cx <= c.x + c.w && cy >= c.y && cy <= c.y + c.h)) return true;
      return cx >= 0 && cy >= 0 && cx < W && cy < H && !onTop(canvas, cx, cy);
    };
    for (const c of hook.controls()) {
      // The map's routes and cities are tapped on a map that zooms: the phone rules hold for the view's controls.
      if (covered(c) || /^(route|city|car):/.test(c.label)) continue;
      const what = c.label + " (canvas " + c.scene + ")";
      if (!inWindow(c)) problems.push("out of reach: " + what + " " + where(c) + " (window " + W + "×" + H + ")");
      else if (c.w < MIN_TAP - 0.5 || c.h < MIN_TAP - 0.5) problems.push("too small to tap: " + what + " is " + px(c.w) + "×" + px(c.h));
    }
    for (const t of texts) {
      if (t.fontSize >= MIN_TEXT - 0.01 || covered(t)) continue;
      if (t.x + t.w < 0 || t.y + t.h < 0 || t.x > W || t.y > H) continue; // off the window: a camera moved it away (the map zoomed in)
      small.push({ where: "canvas", text: short(t.text), size: t.fontSize });
    }
  }
  return { problems, small };
})()`;

/** Everything on the page now that breaks a phone rule, in words; empty when the view is fine. */
export async function phoneProblems(page: Player["page"]): Promise<string[]> {
  const { problems, small } = (await page.evaluate(IN_PAGE)) as { problems: string[]; small: { where: string; text: string; size: number }[] };
  return [...new Set(problems), ...smallTextLines(small), ...grouped(await layoutProblems(page))];
}

const EXAMPLES = 8;
const round = (n: number) => Math.round(n * 10) / 10;

/** Texts under the minimum, one line for the page's and one for the canvas's: how many, how small, which. */
function smallTextLines(small: { where: string; text: string; size: number }[]): string[] {
  return ["page", "canvas"].flatMap((where) => {
    const these = small.filter((t) => t.where === where);
    if (these.length === 0) return [];
    const sizes = these.map((t) => t.size);
    const texts = [...new Set(these.map((t) => t.text))];
    const more = texts.length > EXAMPLES ? ` … (+${texts.length - EXAMPLES})` : "";
    return [`text under ${MIN_TEXT_PX} px (${where}): ${these.length} at ${round(Math.min(...sizes))}–${round(Math.max(...sizes))} px: ${texts.slice(0, EXAMPLES).join(", ")}${more}`];
  });
}

/** layoutProblems' lines, those of one kind gathered in one line when there are many. */
function grouped(lines: string[]): string[] {
  const kinds = new Map<string, string[]>();
  for (const line of new Set(lines)) {
    const clipped = /^clipped: (.*) \((page|canvas)\) (.*)$/.exec(line);
    const overlap = /^overlap: (.*) \((page|canvas)\) × (.*) \((page|canvas)\)$/.exec(line);
    const [kind, item] = clipped ? [`clipped (${clipped[2]}): ${clipped[3]}`, clipped[1]] : overlap ? [`overlap (${overlap[2]} × ${overlap[4]})`, `${overlap[1]} × ${overlap[3]}`] : [line, ""];
    kinds.set(kind, [...(kinds.get(kind) ?? []), item]);
  }
  return [...kinds].map(([kind, items]) => {
    if (items.length === 1 && items[0] === "") return kind;
    const more = items.length > EXAMPLES ? ` … (+${items.length - EXAMPLES})` : "";
    return `${kind}: ${items.length}: ${items.slice(0, EXAMPLES).join(", ")}${more}`;
  });
}
