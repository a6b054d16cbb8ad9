// The language × window size plan of the text matrix (languageMatrix.e2e.test.ts) and its checks per cell: the two
// longest languages (German, Polish) at every size the game supports, the others at the extreme ones; in each cell no
// text overlaps or is clipped (textLayout.ts) and, in a language other than English, no English is left: no visible
// text (page or canvas) reads as an English catalog message whose translation differs. Also how a test changes the
// language as a person does: the switch the view shows (login, lobby), the game menu's, else the stored choice and a
// reload (the language a page starts in), after which the view is reached again.
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
/** English first (the view as it was reached), the longest last, so each view switches language in place four times. */
export const LANGUAGE_ORDER: readonly Language[] = ["en", "fr", "es", "de", "pl"];

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

/**
 * The messages of language `from` a page in `language` must not show: those whose words (some letters of their own,
 * not only values) differ from every form of the same key in `language` (a word both share, "Tunnel", is no leak).
 */
function foreignMessages(language: Language, from: Language): ForeignMessage[] {
  const forms = new Map<string, string[]>();
  for (const [key, text] of Object.entries(CATALOGS[language])) forms.set(baseKey(key), [...(forms.get(baseKey(key)) ?? []), text]);
  return Object.entries(CATALOGS[from])
    .filter(([key, words]) => /\p{L}{2,}/u.test(ownWords(words)) && !(forms.get(baseKey(key)) ?? []).includes(words))
    .map(([key, words]) => ({ key, words, match: matcher(words.trim()) }));
}

/** Every message of `language` as a matcher: a text one of them says is that language's, whatever another also says. */
function ownMessages(language: Language): RegExp[] {
  return Object.values(CATALOGS[language]).filter((m) => /\p{L}/u.test(ownWords(m))).map((m) => matcher(m.trim()));
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

export type LanguageWay = "switch" | "game menu" | "reload";

/**
 * Changes the page's language as a person would: the language switch the view shows, else the game menu's, else
 * the stored choice and a reload (`reachAgain` brings the view back after it). Answers the way it took.
 */
export async function setLanguage(player: Player, language: Language, reachAgain: () => Promise<void>): Promise<LanguageWay> {
  const page = player.page;
  if ((await pageLanguage(page)) === language) return "switch";
  const select = page.locator("select.ttr-language-select:visible");
  if ((await select.count()) > 0) {
    await select.first().selectOption(language);
    await page.waitForFunction((l) => document.documentElement.lang === l, language);
    return "switch";
  }
  if (await switchInGameMenu(player, language)) return "game menu";
  await page.evaluate(([key, l]) => localStorage.setItem(key, l), [LANGUAGE_STORAGE_KEY, language] as const);
  await page.reload();
  await page.waitForFunction((l) => document.documentElement.lang === l && "__ttr" in window, language);
  await reachAgain();
  return "reload";
}

/** One view of the matrix: its name, how to bring it back after a reload, and what makes it ready at a new size. */
export interface MatrixView {
  name: string;
  /** Readies the view at the size just set (a tab to press, a modal the resize closed); idempotent. */
  ready?: () => Promise<void>;
  /** After a reload (the way a view without a language switch changes language): reach the view again. */
  reachAgain: () => Promise<void>;
  /** Usernames and game titles shown on the view: no catalog translates them. */
  names: readonly string[];
}

/** What one view's cells found, with how many cells ran and how each language was set. */
export interface ViewResult { problems: string[]; cells: number; ways: Partial<Record<Language, LanguageWay>> }

/**
 * Every cell of one view: each language (set in place) at its sizes, a screenshot per cell in
 * matrix/<lang>/<view>-<size>.png, the layout problems and, in other languages than English, the English left.
 */
export async function checkView(player: Player, view: MatrixView): Promise<ViewResult> {
  const result: ViewResult = { problems: [], cells: 0, ways: {} };
  for (const language of LANGUAGE_ORDER) {
    result.ways[language] = await setLanguage(player, language, view.reachAgain);
    const dir = path.join(MATRIX_DIR, language);
    fs.mkdirSync(dir, { recursive: true });
    for (const size of sizesFor(language)) {
      await resizeAndSettle(player.page, size);
      if (view.ready) {
        await view.ready();
        await untilSettled(player.page);
      }
      const cell = `${view.name} ${language} ${size.width}×${size.height}`;
      await player.page.screenshot({ path: path.join(dir, `${view.name}-${sizeName(size)}.png`) });
      for (const p of await layoutProblems(player.page)) result.problems.push(`${cell}: ${p}`);
      for (const p of await englishLeft(player.page, language, view.names)) result.problems.push(`${cell}: English left: ${p}`);
      result.cells += 1;
    }
  }
  return result;
}

