// A person at a browser page for the browser benches, as client/test/browserKit.ts's Player (which needs mocha's
// hooks, so a bench cannot import it): a fresh context, the login form, the create form, and taps or clicks at the
// screen points the client's read-only window.__ttr hook reports.
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { MapId } from "../shared-rules/src/index.js";
import { UNDO_STORAGE_KEY } from "../client/src/input/undoSetting.js";

type Hook = { scenes(): string[]; info(): Record<string, unknown>; point(name: string): { x: number; y: number } | null };

export class BenchPlayer {
  private constructor(readonly context: BrowserContext, readonly page: Page, private readonly touch: boolean) {}

  /** A fresh page, not yet navigated (so that listeners see its first requests): then `goto`. */
  static async open(browser: Browser, viewport: { width: number; height: number }, deviceScaleFactor: number, touch: boolean): Promise<BenchPlayer> {
    const context = await browser.newContext({ viewport, deviceScaleFactor, ...(touch ? { isMobile: true, hasTouch: true } : {}) });
    context.setDefaultTimeout(180_000);
    // claims go out at once (no undo window), as in the browser tests
    await context.addInitScript({ content: `localStorage.setItem(${JSON.stringify(UNDO_STORAGE_KEY)}, "0");` });
    return new BenchPlayer(context, await context.newPage(), touch);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  scene(key: string): Promise<unknown> {
    return this.page.waitForFunction((k) => Boolean((window as unknown as { __ttr?: Hook }).__ttr?.scenes().includes(k)), key, { polling: 20 });
  }

  info(): Promise<Record<string, unknown>> {
    return this.page.evaluate(() => (window as unknown as { __ttr: Hook }).__ttr.info());
  }

  /** `pred`: a JS expression over `i`, the hook's info. */
  waitInfo(pred: string): Promise<unknown> {
    return this.page.waitForFunction(`(() => { const i = window.__ttr.info(); return ${pred}; })()`, undefined, { polling: 20 });
  }

  /** A tap (touch page) or a click on a canvas object located through the hook, once it is on screen. */
  async press(name: string): Promise<void> {
    const handle = await this.page.waitForFunction((n) => (window as unknown as { __ttr: Hook }).__ttr.point(n), name, { polling: 20 });
    const p = (await handle.jsonValue()) as { x: number; y: number };
    if (this.touch) await this.page.touchscreen.tap(p.x, p.y);
    else await this.page.mouse.click(p.x, p.y);
  }

  async register(username: string, password: string): Promise<void> {
    await this.scene("Login");
    if (!(await this.page.isVisible("#register-username"))) await this.page.click("#auth-tab-register");
    await this.page.fill("#register-username", username);
    await this.page.fill("#register-password", password);
    await this.page.fill("#register-confirm", password);
    await this.page.press("#register-confirm", "Enter");
    await this.scene("Lobby");
  }

  async playAgainstBot(color: string, map: MapId): Promise<void> {
    await this.page.click("#create-game");
    await this.page.selectOption("#create-map", map);
    await this.page.click(`#create-color-${color}`);
    await this.page.press("#create-title", "Enter");
    await this.scene("WaitingRoom");
    await this.page.click("#add-bot");
    await this.page.waitForSelector("#start-game:not([disabled])");
    await this.page.click("#start-game");
    await this.scene("Game");
  }
}
