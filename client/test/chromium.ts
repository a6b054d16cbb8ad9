// How the browser tests and the client benches launch Chromium: headless, no GPU (Phaser then draws on a 2D canvas),
// nothing of the browser's own in the background. A file of its own, free of the test kits: those register mocha's
// hooks as they load, so a bench (a plain script) cannot import browserKit.ts.
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

/** Chromium as the tests use it (CHROMIUM_PATH, else Debian's /usr/bin/chromium: scripts/ensure-test-tools.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}
