// Browser: the languages of the login page and the lobby. A first visit from a German browser (Accept-Language
// de-DE) is in German; the switch to Polish re-says every visible text at once, without a reload; the account keeps
// the choice, so a login in a new English browser is in Polish again. The login page and the lobby in each language,
// at 1280×800 and 360×740, land in test-artifacts/screenshots/languages-<view>-<lang>-<size>.png, and no text there
// overlaps another or is clipped (textLayout.ts). Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { LANGUAGES } from "../../shared-rules/protocol/index.js";
import { accountClient, Player, serverAndBrowser } from "./browserKit.js";
import { layoutProblems } from "./textLayout.js";
import { CATALOGS } from "../src/i18n/catalogs.js";

const PASSWORD = "secret-languages-1";
const SIZES = [{ width: 1280, height: 800 }, { width: 360, height: 740 }] as const;

/** Every text a person sees: visible text nodes (outside the language list, whose names are not translated), placeholders, and the page title. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!el || !text || el.closest("select") || !el.checkVisibility()) continue;
      texts.push(text);
    }
    for (const input of document.querySelectorAll("input[placeholder]")) if ((input as HTMLElement).checkVisibility()) texts.push((input as HTMLInputElement).placeholder);
    return texts;
  });
}

/** Each language's view at both sizes: a screenshot, and the layout problems found. */
async function shootEachLanguage(player: Player, view: string, switchId: string): Promise<string[]> {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    await player.page.selectOption(`#${switchId}`, language);
    await player.page.waitForFunction((l) => document.documentElement.lang === l, language);
    for (const size of SIZES) {
      await player.page.setViewportSize(size);
      await player.page.waitForSelector(`#${switchId}`, { state: "visible" });
      await player.shot(`languages-${view}-${language}-${size.width}x${size.height}.png`);
      for (const p of await layoutProblems(player.page)) problems.push(`${view} ${language} ${size.width}×${size.height}: ${p}`);
    }
  }
  await player.page.setViewportSize(SIZES[0]);
  return problems;
}

describe("languages: the login page and the lobby (headless Chromium)", function () {
  this.timeout(600_000);
  const suite = serverAndBrowser();

  before(async () => {
    // A game waiting for players, so the lobby shows a row (its facts, its colours, a host) in each language.
    const host = await accountClient(suite.baseUrl, "lang_host");
    const room = await host.create("ttr", { gameName: "Wednesday night trains", color: "red" });
    room.onMessage("*", () => undefined);
  });

  it("a German browser sees German, a switch to Polish re-says every text without a reload, and the account brings Polish to a new English browser", async () => {
    const german = await Player.open(suite.browser, "german", suite.baseUrl, SIZES[0], 1, false, "de-DE");
    const page = german.page;
    await german.scene("Login");
    assert.equal(await page.textContent("#login-heading"), CATALOGS.de["login.heading"]);
    assert.equal(await page.textContent("#register-rules"), CATALOGS.de["register.usernameRule"].replace("{{min}}", "4").replace("{{max}}", "20"));
    assert.equal(await page.title(), CATALOGS.de["app.title"]);
    assert.equal(await page.getAttribute("html", "lang"), "de");

    // A refusal from the server is said in the page's language, and switches with it.
    await page.fill("#login-username", "nobody_here");
    await page.fill("#login-password", "wrong-password");
    await page.press("#login-password", "Enter");
    await page.locator("#login-password-error", { hasText: CATALOGS.de["reason.wrongCredentials"] }).waitFor();

    // The switch to Polish: the same page (a mark left on it survives), and no German text is left on screen.
    const germanTexts = await visibleTexts(page);
    await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
    await page.selectOption("#login-language", "pl");
    await page.waitForFunction(() => document.documentElement.lang === "pl");
    assert.equal(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage), true, "no reload");
    const polishTexts = await visibleTexts(page);
    // Words only: a symbol (the switch's globe) or a name in capitals ("USA") reads the same in every language.
    const left = polishTexts.filter((text) => germanTexts.includes(text) && /\p{Ll}/u.test(text));
    assert.deepEqual(left, [], "every visible German text is replaced");
    assert.equal(await page.textContent("#login-heading"), CATALOGS.pl["login.heading"]);
    assert.equal(await page.textContent("#login-password-error"), CATALOGS.pl["reason.wrongCredentials"]);
    assert.equal(await page.title(), CATALOGS.pl["app.title"]);

    const problems = await shootEachLanguage(german, "login", "login-language");

    // Registered, the lobby in each language; Polish last, kept with the account.
    await page.selectOption("#login-language", "en");
    await german.register("lang_user", PASSWORD);
    await page.locator(".ttr-game", { hasText: "Wednesday night trains" }).waitFor();
    problems.push(...(await shootEachLanguage(german, "lobby", "lobby-language")));
    // The create form in the two longest languages.
    for (const language of ["de", "pl"] as const) {
      await page.selectOption("#lobby-language", language);
      await page.click("#create-game");
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForSelector("#create-form", { state: "visible" });
        await german.shot(`languages-create-${language}-${size.width}x${size.height}.png`);
        for (const p of await layoutProblems(page)) problems.push(`create ${language} ${size.width}×${size.height}: ${p}`);
      }
      await page.click("#create-cancel");
      await page.setViewportSize(SIZES[0]);
    }
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/account/language") && r.status() === 200);
    await page.selectOption("#lobby-language", "en");
    await page.selectOption("#lobby-language", "pl");
    await saved;
    assert.equal(await page.textContent("#lobby h2"), CATALOGS.pl["lobby.heading"]);
    await page.click("#logout");
    await page.click("#logout-confirm");
    await german.scene("Login");
    await german.context.close();

    // A new browser in English: English until the login, then the account's Polish.
    const english = await Player.open(suite.browser, "english", suite.baseUrl, SIZES[0], 1, false, "en-US");
    await english.scene("Login");
    assert.equal(await english.page.textContent("#login-heading"), CATALOGS.en["login.heading"]);
    await english.logIn("lang_user", PASSWORD);
    await english.page.waitForFunction(() => document.documentElement.lang === "pl");
    assert.equal(await english.page.textContent("#lobby h2"), CATALOGS.pl["lobby.heading"]);
    assert.equal(await english.page.inputValue("#lobby-language"), "pl");
    await english.context.close();

    assert.deepEqual(problems, []);
    // The one refusal asked for above (the wrong password) is the browser's 401 line; nothing else went wrong.
    assert.deepEqual([...german.errors, ...english.errors].filter((e) => !/status of 401/.test(e)), []);
  });
});
