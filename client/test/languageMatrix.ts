// The language × window size plan of the text matrix (languageMatrix.*.e2e.test.ts) and its checks per cell: the two
// longest languages (German, Polish) at every size the game supports, the others at the extreme ones; in each cell no
// text overlaps or is clipped (textLayout.ts) and, in a language other than English, no English is left: no visible
// text (page or canvas) reads as an English catalog message whose translation differs. Also how a test changes the
// language in place as a person does: the switch the view shows (login, lobby), else another tab of the same browser
// (the view follows the browser's choice without a reload); the game menu's switch is languageJourney's to check.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import type { Language } from "../../shared-rules/protocol/index.js";
import { EUROPE_MAP, USA_MAP } from "../../shared-rules/src/index.js";
import { CATALOGS } from "../src/i18n/catalogs.js";
import { LANGUAGE_STORAGE_KEY } from "../src/i18n/languageChoice.js";
import { SCREENSHOT_DIR, type Player } from "./browserKit.js";
import { layoutProblems, resizeAndSettle, untilSettled } from "./textLayout.js";

export interface Size { readonly width: number; readonly height: number }

/** Every window size a view is laid out for: the desktop test's three, then the phone tests' two portraits and the landscape. */
export const ALL_SIZES: readonly Size[] = [
  { width: 1024, height: 768 }, { width: 1280, height: 800 }, { width: 1440, height: 900 },
  { width: 360, height: 740 }, { width: 390, height: 844 }, { width: 844, height: 390 },
];
/** The extremes: the narrowest phone, the widest desktop, and the lowest window (a phone on its side). */
export const EXTREME_SIZES: readonly Size[] = [{ width: 360, height: 740 }, { width: 1440, height: 900 }, { width: 844, height: 390 }];
/** The languages whose words run longest: where a text that fits in English stops fitting. */
export const LONGEST_LANGUAGES: readonly Language[] = ["de", "pl"];
/**
 * The languages a view is checked in, the longest last: each view switches language in place four times. Not English:
 * its texts are the shortest, "no English left" has nothing to find in it, and its layout at every size is checked by
 * textLayout.e2e (desktop) and the phone tests (phoneForms, phoneGame, compactLayout).
 */
export const LANGUAGE_ORDER: readonly Language[] = ["fr", "es", "de", "pl"];

export function sizesFor(language: Language): readonly Size[] {
  return LONGEST_LANGUAGES.includes(language) ? ALL_SIZES : EXTREME_SIZES;
}

/** How many cells one view has: each language at its sizes. */
export const CELLS_PER_VIEW = LANGUAGE_ORDER.reduce((n, l) => n + sizesFor(l).length, 0);

export const MATRIX_DIR = path.join(SCREENSHOT_DIR, "matrix");

const sizeName = (s: Size) => `${s.width}x${s.height}`;

// ---------------------------------------------------------------------------------------------------------------
// "No English left"

/** Values that are numbers (i18next's plural `count`, bounds): they match digits only, so "{{count}}st" is not "host". */
const NUMBER_VALUES = new Set(["count", "min", "max", "number", "points", "first", "last", "total"]);

/** A catalog message as a whole-text matcher: a number value matches a number, any other value at least one character. */
function matcher(message: string): RegExp {
  const source = message.split(/(\{\{[^}]+\}\})/).map((part, i) => {
    if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return NUMBER_VALUES.has(part.slice(2, -2).trim()) ? "[\\d\\s.,\\u00a0\\u202f]+" : ".+?";
  });
  return new RegExp(`^${source.join("")}$`, "su");
}

/** A message's own words, its {{values}} taken out: a message that is only values ("{{a}} – {{b}}") says no English. */
const ownWords = (message: string) => message.replace(/\{\{[^}]+\}\}/g, " ");

/** The key a plural form belongs to ("x_few" → "x"). */
const baseKey = (key: string) => key.replace(/_(ordinal_)?(zero|one|two|few|many|other)$/, "");

interface ForeignMessage { key: string; words: string; match: RegExp }

/** The matchers are made once per pair of languages: a matrix asks for them in every cell. */
const foreignCache = new Map<string, ForeignMessage[]>();
const ownCache = new Map<Language, RegExp[]>();

/**
 * The messages of language `from` a page in `language` must not show: those whose words (some letters of their own,
 * not only values) differ from every form of the same key in `language` (a word both share, "Tunnel", is no leak).
 */
function foreignMessages(language: Language, from: Language): ForeignMessage[] {
  const known = foreignCache.get(`${language}<${from}`);
  if (known) return known;
  const forms = new Map<string, string[]>();
  for (const [key, text] of Object.entries(CATALOGS[language])) forms.set(baseKey(key), [...(forms.get(baseKey(key)) ?? []), text]);
  const foreign = Object.entries(CATALOGS[from])
    .filter(([key, words]) => /\p{L}{2,}/u.test(ownWords(words)) && !(forms.get(baseKey(key)) ?? []).includes(words))
    .map(([key, words]) => ({ key, words, match: matcher(words.trim()) }));
  foreignCache.set(`${language}<${from}`, foreign);
  return foreign;
}

/** Every message of `language` as a matcher: a text one of them says is that language's, whatever another also says. */
function ownMessages(language: Language): RegExp[] {
  const own = ownCache.get(language) ?? Object.values(CATALOGS[language]).filter((m) => /\p{L}/u.test(ownWords(m))).map((m) => matcher(m.trim()));
  ownCache.set(language, own);
  return own;
}

/** What a name is replaced with before a text is matched: an invisible separator, in no message. */
const NAME_MARK = "\u2063";

/** Names no catalog translates: every city of both boards. */
export const CITY_NAMES: readonly string[] = [...new Set([...USA_MAP.cities, ...EUROPE_MAP.cities].map((c) => c.name))];

/** What a person sees now: the page's visible texts (not the language list's endonyms), placeholders, title, and the canvas texts the hook reports as shown. */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!el || !text || el.closest("select,script,style,noscript") || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      texts.push(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement>("input[placeholder], textarea[placeholder]")) {
      if (input.checkVisibility() && !input.value) texts.push(input.placeholder);
    }
    const hook = (window as unknown as { __ttr?: { textLayout(): { texts: { text: string }[] } } }).__ttr;
    for (const t of hook?.textLayout().texts ?? []) texts.push(t.text);
    return texts;
  });
}

/**
 * The visible texts of a page in `language` that are words of language `from` left behind: a text (or one of its
 * lines) equal to a `from` catalog message, its values filled in, whose translation differs, and that no message of
 * `language` says. `names` are words no catalog translates (usernames, game titles); with the cities and numbers they
 * are taken out first, so "Boston – Miami" or "alice" is never a leak, and "alice's turn" still is.
 */
export async function wordsLeft(page: Page, language: Language, from: Language, names: readonly string[]): Promise<string[]> {
  if (language === from) return [];
  const foreign = foreignMessages(language, from);
  const own = ownMessages(language);
  const neutral = [...names, ...CITY_NAMES].filter((n) => n.length > 0).sort((a, b) => b.length - a.length);
  const left = new Set<string>();
  for (const text of await shownTexts(page)) {
    for (const piece of new Set([text, ...text.split("\n")].map((p) => p.trim()))) {
      // Each name becomes a mark no message contains: "alice's turn" still reads as "{{name}}'s turn", a game titled
      // "Wednesday night trains" no longer as "{{count}} trains".
      let marked = piece;
      for (const n of neutral) marked = marked.split(n).join(NAME_MARK);
      if (!/\p{L}{2,}/u.test(marked)) continue;
      if (own.some((m) => m.test(piece) || m.test(marked))) continue;
      const leak = foreign.find((m) => m.match.test(marked));
      if (leak) left.add(`${JSON.stringify(piece.slice(0, 60))} (${from} "${leak.key}")`);
    }
  }
  return [...left];
}

/** The English left on a page in `language` (wordsLeft from English). */
export function englishLeft(page: Page, language: Language, names: readonly string[]): Promise<string[]> {
  return wordsLeft(page, language, "en", names);
}


// ---------------------------------------------------------------------------------------------------------------
// Sizes, settling, language changes

/** The language the page speaks now (the client sets <html lang>). */
export const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The game menu's language switch: the lobby's select (#game-language) laid over the canvas while the menu is open. */
export const GAME_LANGUAGE_SWITCH = "#game-language";

/**
 * Changes the language with the game menu's switch, when the game view has one: opens the menu (☰), picks the
 * language, closes the menu. Answers whether there was such a switch (a game view without one is left as it was).
 */
export async function switchInGameMenu(player: Player, language: Language): Promise<boolean> {
  if (!(await player.page.evaluate(() => (window as unknown as { __ttr: { point(n: string): unknown } }).__ttr.point("menu") !== null))) return false;
  if (!(await player.info()).menuOpen) await player.click("menu");
  // A modal (the ticket chooser) may keep the menu shut: then this view has no menu switch to offer.
  if (!(await player.waitInfo("i.menuOpen === true", 15_000).then(() => true, () => false))) return false;
  // The menu puts its switch on the page as it opens (the same step that sets menuOpen).
  const found = (await player.page.locator(`${GAME_LANGUAGE_SWITCH}:visible`).count()) > 0;
  if (found) {
    await player.page.selectOption(GAME_LANGUAGE_SWITCH, language);
    await player.page.waitForFunction((l) => document.documentElement.lang === l, language);
    await untilSettled(player.page);
  }
  // The view re-draws itself in the new language: whether the menu is still open is the view's to say.
  if ((await player.info()).menuOpen) await player.click("menu");
  await player.waitInfo("i.menuOpen === false");
  return found;
}

/** How a cell's language was set: the view's own switch, or the same browser's other tab (the view follows it in place). */
export type LanguageWay = "switch" | "other tab";

const languageChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { __ttr: { settled(): { languageChanges: number } } }).__ttr.settled().languageChanges);

/**
 * A second tab of the player's browser, on a page of the same origin that runs no client (the web app manifest):
 * what it stores as the language choice the player's tab follows at once (ui/languageSetting.ts), as a person's
 * other tab would make it. One per browser context, opened at the first use.
 */
const otherTabs = new WeakMap<Player, Page>();
async function otherTab(player: Player): Promise<Page> {
  const known = otherTabs.get(player);
  if (known && !known.isClosed()) return known;
  const tab = await player.context.newPage();
  await tab.goto(new URL("/manifest.webmanifest", player.page.url()).href);
  otherTabs.set(player, tab);
  return tab;
}

/**
 * Changes the page's language in place, as a person would: the language switch the view shows (login, lobby), else
 * the choice made in another tab of the same browser (every other view: the game with a modal open, the end screen,
 * the replay, the ratings page). Waits until the views are said again in it and are still; answers the way it took.
 */
export async function setLanguage(player: Player, language: Language): Promise<LanguageWay> {
  const page = player.page;
  if ((await pageLanguage(page)) === language) return "switch";
  const before = await languageChanges(page);
  const select = page.locator("select.ttr-language-select:visible");
  let way: LanguageWay = "switch";
  if ((await select.count()) > 0) await select.first().selectOption(language);
  else {
    way = "other tab";
    await (await otherTab(player)).evaluate(([key, l]) => localStorage.setItem(key, l), [LANGUAGE_STORAGE_KEY, language] as const);
    // ...and back to the view's tab, as the person looks at it again. Left behind the other tab, the view's page is a
    // background tab: the browser gives it about one animation frame a second and Phaser caps each frame's game time
    // there, so a 220 ms tween (the face-up cards turning on a phone) kept the view "moving" for 7–9 s in every later cell.
    await page.bringToFront();
  }
  await page.waitForFunction(
    ([l, n]) => document.documentElement.lang === l && (window as unknown as { __ttr: { settled(): { languageChanges: number } } }).__ttr.settled().languageChanges > n,
    [language, before] as const,
  );
  await untilSettled(page);
  return way;
}

/** One view of the matrix: its name, what makes it ready at a new size or in a new language, and the names it shows. */
export interface MatrixView {
  name: string;
  /** Readies the view after a resize or a language change (a tab to press, a modal the resize closed); idempotent. */
  ready?: () => Promise<void>;
  /** Usernames and game titles shown on the view: no catalog translates them. */
  names: readonly string[];
}

/** One cell: a language at a size. */
export interface Cell { language: Language; size: Size }

const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;
const isExtreme = (s: Size) => EXTREME_SIZES.some((e) => sameSize(e, s));

/**
 * The cells of one view in the order that changes the least: languages in LANGUAGE_ORDER, each starting at the size
 * the view is at (a language change there needs no resize) and ending at an extreme size (which every language has),
 * so that of the 18 cells 14 are reached by a resize and 4 by a language change, none by both.
 */
export function cellOrder(start: Size): Cell[] {
  const cells: Cell[] = [];
  let at = start;
  for (const language of LANGUAGE_ORDER) {
    const sizes = sizesFor(language);
    const first = sizes.find((s) => sameSize(s, at));
    const rest = sizes.filter((s) => s !== first);
    const ordered = [...(first ? [first] : []), ...rest.filter((s) => !isExtreme(s)), ...rest.filter(isExtreme)];
    for (const size of ordered) cells.push({ language, size });
    at = ordered[ordered.length - 1];
  }
  return cells;
}

/** The size every language is shot at (each language has it): one screenshot per view and language for a reader. */
export const SHOT_SIZE: Size = { width: 1440, height: 900 };
/**
 * Which cells are shot besides those that find a problem (always shot): `MATRIX_SCREENSHOTS=each` one per view and
 * language at SHOT_SIZE, `all` every cell (a person going through the sizes); by default none (in `npm test` a
 * screenshot cost ~2 s, 20 % of the matrix's time, for pictures nobody looks at when all cells pass).
 */
const SHOOT = process.env.MATRIX_SCREENSHOTS;

/** What one pass over the cells found (its views' problems), with how many cells ran and how each language was set. */
export interface ViewResult { problems: string[]; cells: number; ways: Partial<Record<Language, LanguageWay>> }

/**
 * Every cell (cellOrder) of one view, or of several views of the same screen checked in turn in each cell (the Hand
 * and Board tabs, login and register, the lobby and its create form: a tab or a form is cheaper to switch than a
 * window's size or a language, each of which re-creates the views): each language set in place, each size by a
 * resize; the layout problems and the English left. A screenshot in matrix/<lang>/<view>-<size>.png of every cell
 * that found a problem (and more with MATRIX_SCREENSHOTS).
 */
export async function checkView(player: Player, shown: MatrixView | readonly MatrixView[]): Promise<ViewResult> {
  const views = Array.isArray(shown) ? (shown as readonly MatrixView[]) : [shown as MatrixView];
  const result: ViewResult = { problems: [], cells: 0, ways: {} };
  const page = player.page;
  // MATRIX_TIMING=1: where a pass's time goes (language changes, resizes, readying, checks, screenshots), printed
  const spent = { language: 0, resize: 0, ready: 0, checks: 0, screenshots: 0 };
  let mark = Date.now();
  const lap = (part: keyof typeof spent) => {
    const now = Date.now();
    spent[part] += now - mark;
    mark = now;
  };
  for (const { language, size } of cellOrder(page.viewportSize() ?? SHOT_SIZE)) {
    if ((await pageLanguage(page)) !== language) result.ways[language] = await setLanguage(player, language);
    lap("language");
    await resizeAndSettle(page, size);
    lap("resize");
    for (const view of views) {
      if (view.ready) {
        await view.ready();
        await untilSettled(page);
      }
      lap("ready");
      const cell = `${view.name} ${language} ${size.width}×${size.height}`;
      const problems = [...await layoutProblems(page), ...(await englishLeft(page, language, view.names)).map((p) => `English left: ${p}`)];
      lap("checks");
      if (SHOOT === "all" || (SHOOT === "each" && sameSize(size, SHOT_SIZE)) || problems.length > 0) {
        const dir = path.join(MATRIX_DIR, language);
        fs.mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, `${view.name}-${sizeName(size)}.png`) });
      }
      lap("screenshots");
      for (const p of problems) result.problems.push(`${cell}: ${p}`);
    }
    result.cells += 1;
  }
  const name = views.map((v) => v.name).join(" + ");
  if (process.env.MATRIX_TIMING) console.log(`      ${name}: ${Object.entries(spent).map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(", ")}`);
  return result;
}
