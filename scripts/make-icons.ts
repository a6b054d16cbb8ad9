// Draws the app's icons (client/public/icons/*.png, named in client/public/manifest.webmanifest) from our own
// drawing, client/sw/icon.svg, with the headless Chromium the browser tests use. Run it after changing the drawing:
//   npx tsx scripts/make-icons.ts
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const SOURCE = path.resolve("client/sw/icon.svg");
const OUT = path.resolve("client/public/icons");
/** The sizes the manifest names: 192 (home screens), 512 (splash screens, stores); the maskable one is full-bleed. */
const ICONS = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  { file: "icon-maskable-512.png", size: 512 },
];

const svg = fs.readFileSync(SOURCE, "utf8");
fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0">${svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`);
    await page.screenshot({ path: path.join(OUT, icon.file), clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    await page.close();
    console.log(`${icon.file}: ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
