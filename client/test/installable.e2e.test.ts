// The client as an installed app (issue 28, item 3): a web app manifest with our icons, and a service worker that
// caches the built client so that it starts offline to the login page; a new build is picked up on the next start
// (a new worker per build, older caches removed when it takes over); answers of the API are never cached.
// The server serves a copy of public/, so that a test can "rebuild" it (a new worker version, a changed page).
// Offline is the server stopped: Chromium's offline emulation (context.setOffline) does not reach a service worker's
// own fetches, so with it a worker would still load the page from the network and prove nothing.
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { GameServer } from "../../server/src/createGameServer.js";
import { PUBLIC_DIR, launchBrowser, startServerWithClient } from "./browserKit.js";

/** The cache names the page's origin holds (the worker's caches). */
/** The names of the build caches (the worker also keeps a small settings cache, the reader's language, beside them). */
const cacheNames = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("ttr-client-")));

/** Every URL in every cache of the origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** A fresh browser profile; generous waits, as in browserKit: a loaded machine may be slow, never red. */
async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  context.setDefaultTimeout(90_000);
  context.setDefaultNavigationTimeout(90_000);
  return context;
}

/** Waits until a service worker controls the page (the first visit's worker claims it once installed). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });
}

/**
 * Waits until the page is controlled by its registration's active worker and no other worker is installing or
 * waiting: the state a start is served by one build in.
 */
async function workerSettled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const active = registration?.active ?? null;
    return active !== null && active.state === "activated" && registration?.installing === null && registration.waiting === null && navigator.serviceWorker.controller === active;
  }, undefined, { timeout: 90_000, polling: 250 });
}

describe("installable: manifest, offline start, updates", function () {
  this.timeout(180_000);
  let server: GameServer;
  let baseUrl: string;
  let browser: Browser;
  let served: string;
  let port = 0;
  let running = false;

  /** Holds the app's port while the server is stopped: every connection is reset at once. */
  let portHolder: net.Server | null = null;

  /** The server at the app's address (the same port again after a stop: the same origin, the same worker). */
  async function startSite(): Promise<void> {
    if (portHolder) await new Promise((resolve) => portHolder!.close(resolve));
    portHolder = null;
    ({ server, baseUrl } = await startServerWithClient({ publicDir: served, port }));
    port = Number(new URL(baseUrl).port);
    running = true;
  }

  /**
   * No server at the app's address any more: the browser is as offline as it gets for this origin. The port stays
   * held, each connection reset: on a busy machine another test's server could otherwise take the freed port, and the
   * page would load from it (or wait on it) instead of from its worker.
   */
  async function goOffline(): Promise<void> {
    running = false;
    await server.shutdown();
    const holder = net.createServer((socket) => socket.resetAndDestroy());
    await new Promise<void>((resolve, reject) => {
      holder.once("error", reject);
      holder.listen(port, new URL(baseUrl).hostname, () => resolve());
    });
    portHolder = holder;
  }

  beforeEach(async () => {
    if (!running) await startSite();
  });

  before(async () => {
    if (!fs.existsSync(path.join(PUBLIC_DIR, "sw.js"))) throw new Error("public/sw.js is missing: run `npm run build` first");
    served = fs.mkdtempSync(path.join(os.tmpdir(), "ttr-installable-"));
    fs.cpSync(PUBLIC_DIR, served, { recursive: true });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.shutdown(); // a second shutdown of a stopped server does nothing
    portHolder?.close();
    fs.rmSync(served, { recursive: true, force: true });
  });

  it("names a manifest for a standalone app with a start URL, theme colour and PNG icons of 192 and 512 px", async () => {
    const page = await (await freshContext(browser)).newPage();
    await page.goto(baseUrl);
    const manifestUrl = await page.evaluate(() => document.querySelector<HTMLLinkElement>("link[rel=manifest]")?.href ?? null);
    assert.ok(manifestUrl, "a <link rel=manifest>");
    const manifest = (await (await fetch(manifestUrl)).json()) as { name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
    assert.equal(manifest.display, "standalone");
    assert.ok(manifest.name && manifest.start_url && /^#[0-9a-f]{6}$/i.test(manifest.theme_color));
    for (const size of ["192x192", "512x512"]) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === "image/png");
      assert.ok(icon, `a ${size} PNG icon`);
      const png: Buffer = Buffer.from(await (await fetch(new URL(icon.src, manifestUrl))).arrayBuffer());
      assert.equal(png.subarray(1, 4).toString("latin1"), "PNG");
      assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, size, "the PNG is the size the manifest says");
    }
    await page.context().close();
  });

  it("starts offline to the login page once visited, and never caches the API", async () => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await page.goto(baseUrl);
    await controlled(page);
    await page.waitForSelector("#login-form", { state: "visible" });
    // An API answer fetched through the worker's page: it must not land in a cache.
    await page.evaluate(() => fetch("./api/maps/usa").then((r) => r.json()));
    await goOffline();
    await page.reload();
    await page.waitForSelector("#login-form", { state: "visible" });
    // the game's own chunk (Phaser, the board) came from the cache too: its Login scene runs
    await page.waitForFunction(() => (window as unknown as { __ttr?: { scenes(): string[] } }).__ttr?.scenes().includes("Login") ?? false, undefined, { timeout: 90_000 });
    assert.equal(await page.evaluate(() => fetch("./healthz", { cache: "no-store" }).then(() => "answered", () => "unreachable")), "unreachable", "the server is really gone");
    const urls = await cachedUrls(page);
    assert.ok(urls.some((u) => /\/assets\/.+\.js$/.test(u)), "the hashed assets are cached");
    assert.deepEqual(urls.filter((u) => /\/(api|auth|matchmake)\//.test(u)), [], "no API, account or matchmaking answer is cached");
    await context.close();
  });

  it("a rebuilt client is picked up at the next start, and the older build's cache is removed", async () => {
    const context = await freshContext(browser);
    let page = await context.newPage();
    await page.goto(baseUrl);
    await controlled(page);
    const [before] = await cacheNames(page);
    assert.match(before, /^ttr-client-[0-9a-f]{16}$/);

    // The rebuild: a new worker version and a page that says which build it is.
    const worker = path.join(served, "sw.js");
    fs.writeFileSync(worker, fs.readFileSync(worker, "utf8").replace(/const VERSION = "[0-9a-f]+";/, 'const VERSION = "rebuilt";'));
    const index = path.join(served, "index.html");
    fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace("<head>", '<head><meta name="ttr-build" content="rebuilt" />'));

    // This start still runs the build it loaded; its worker finds the new one, which caches the new build and takes over.
    await page.reload();
    await page.waitForFunction(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
      const builds = (await caches.keys()).filter((name) => name.startsWith("ttr-client-"));
      return builds.length === 1 && builds[0] === "ttr-client-rebuilt";
    }, undefined, { timeout: 90_000, polling: 500 });
    await workerSettled(page);
    await page.close();

    // The next start is the new build, offline too (from its worker's cache).
    page = await context.newPage();
    await page.goto(baseUrl);
    await page.waitForSelector("#login-form", { state: "visible" });
    // A start made while the workers change over can still be the older worker's (Chromium hands a page that starts
    // while the new worker activates to the one it replaces, and then installs the new one again): the page is the
    // new build's once its worker is the registration's only one.
    await workerSettled(page);
    await goOffline();
    await page.reload();
    await page.waitForSelector("#login-form", { state: "visible" });
    // the page's start waits for its language before the form shows: read the build once that document has settled
    await page.waitForSelector('meta[name="ttr-build"]', { state: "attached", timeout: 30_000 }).catch(() => undefined);
    assert.equal(await page.evaluate(() => document.querySelector('meta[name="ttr-build"]')?.getAttribute("content")), "rebuilt");
    await context.close();
  });
});
