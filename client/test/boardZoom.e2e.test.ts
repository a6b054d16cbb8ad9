// The board on every screen, in headless Chromium: a desktop zooms with the wheel around the pointer and comes back
// with Fit; while tickets are chosen every offered ticket's cities are in sight (on each map, at 1024×768 and at a
// phone's 390×844, where "See map" puts the chooser aside); a phone with 2 device pixels per CSS pixel gets a canvas
// drawn at 2 device px per CSS px, and its whole-map view names the player's tickets' cities with no two names
// overlapping; there a held pinch shows the board's picture as a page element that follows the fingers (a canvas drawn
// by the CPU is not redrawn while held: map/heldPicture.ts). Games are seeded and played against one bot; nothing waits for a fixed time. Screenshots land in
// test-artifacts/screenshots/board-zoom/. Needs `npm run build` and /usr/bin/chromium.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { mapById, type MapId } from "../../shared-rules/src/index.js";
import { PUBLIC_DIR, Player, SCREENSHOT_DIR, serverAndBrowser, serverRoom } from "./browserKit.js";
import { layoutProblems, resizeAndSettle, untilSettled } from "./textLayout.js";
import { hookPoint } from "./phoneGestures.js";

const DIR = path.join(SCREENSHOT_DIR, "board-zoom");
const MAPS: MapId[] = ["usa", "europe", "nordic", "switzerland", "india"];
const DESKTOP_4_3 = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

interface Box { name: string; x: number; y: number; w: number; h: number }
interface Camera { zoom: number; cx: number; cy: number; fitZoom: number; maxZoom: number }

const boxes = (p: Player, group: string): Promise<Box[]> =>
  p.page.evaluate((g) => (window as unknown as { __ttr: { boxes(g: string): Box[] } }).__ttr.boxes(g), group);
const camera = async (p: Player): Promise<Camera> => (await p.info()).boardCamera as Camera;
const canvasBox = (p: Player) => p.page.evaluate(() => {
  const c = document.querySelector("#game canvas") as HTMLCanvasElement;
  const r = c.getBoundingClientRect();
  return { x: r.left, y: r.top, w: r.width, h: r.height, backingW: c.width, backingH: c.height };
});
const inside = (b: { x: number; y: number; w: number; h: number }, p: { x: number; y: number }) => p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** A new player's game against one bot on `map`, started (the ticket chooser is up). */
async function gameOn(suite: ReturnType<typeof serverAndBrowser>, map: MapId, size: { width: number; height: number }, dpr = 1, touch = false): Promise<Player> {
  const p = await Player.open(suite.browser, `zoom-${map}-${size.width}`, `${suite.baseUrl}/?seed=7`, size, dpr, touch);
  await p.scene("Login");
  await p.register(`zoom_${map.slice(0, 6)}_${size.width}`, "secret-1-zoom");
  await p.playAgainstBot(null, "red", map);
  await p.waitInfo("i.modal === 'destinations'");
  return p;
}

/** The cities of the tickets the server offers this player now (map indices). */
async function offeredCities(p: Player, map: MapId): Promise<number[]> {
  const info = await p.info();
  const ids = serverRoom(String(info.roomId)).game.rules!.players[Number(info.seat)].pendingTickets;
  assert.ok(ids.length > 0, "tickets are offered");
  return [...new Set(ids.flatMap((id) => [mapById(map).tickets[id].a, mapById(map).tickets[id].b]))];
}

/** Every one of these cities shows on the canvas and none lies under what covers the map (the chooser, its button). */
async function assertCitiesInSight(p: Player, map: MapId, cities: number[], where: string): Promise<void> {
  const canvas = await canvasBox(p);
  const covers = await boxes(p, "tickets:cover");
  assert.ok(covers.length > 0, `${where}: the chooser says what it covers`);
  for (const city of cities) {
    const name = mapById(map).cities[city].name;
    const at = await p.page.evaluate((n) => (window as unknown as { __ttr: { point(n: string): { x: number; y: number } | null } }).__ttr.point(n), `city:${city}`);
    assert.ok(at, `${where}: ${name} is on the board in sight`);
    assert.ok(inside(canvas, at), `${where}: ${name} is on the canvas`);
    for (const c of covers) assert.ok(!inside(c, at), `${where}: ${name} (${Math.round(at.x)}, ${Math.round(at.y)}) is not under the ${c.name}`);
  }
}

/**
 * The USA's board stands on its states alone: the page never fetched the world's countries (world-atlas names every
 * country; Zimbabwe is in no USA file), which load with the first board that needs them (map/worldCountries.ts).
 */
async function assertNoWorldCountriesFetched(p: Player): Promise<void> {
  const scripts = await p.page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name).filter((n) => new URL(n).pathname.endsWith(".js")));
  assert.ok(scripts.length > 0, "the page's scripts are listed");
  for (const url of scripts) {
    const file = path.join(PUBLIC_DIR, new URL(url).pathname);
    if (!fs.existsSync(file) || file.endsWith("sw.js")) continue;
    assert.ok(!fs.readFileSync(file, "utf8").includes("Zimbabwe"), `a USA board fetched the world's countries (${path.basename(file)})`);
  }
}

/** The page element that shows the board while fingers hold it, and its picture, in CSS px; null when there is none. */
const heldBoard = (p: Player) => p.page.evaluate(() => {
  const frame = document.querySelector(".held-board");
  const picture = frame?.querySelector("canvas");
  if (!frame || !picture) return null;
  const [f, q] = [frame.getBoundingClientRect(), picture.getBoundingClientRect()];
  return { frame: { x: f.left, y: f.top, w: f.width, h: f.height }, picture: { x: q.left, y: q.top, w: q.width, h: q.height } };
});

/**
 * On a canvas drawn by the CPU (headless Chromium: Canvas renderer), a held pinch shows the board's picture as a page
 * element over the map area that grows with the fingers' gap (map/heldPicture.ts), and the live board comes back at
 * the zoom the fingers left when they lift.
 */
async function assertHeldPinchMovesPicture(p: Player): Promise<void> {
  const cdp = await p.context.newCDPSession(p.page);
  const mid = await hookPoint(p.page, "board:middle");
  assert.ok(mid, "the board is on screen");
  const fingers = (gap: number) => [{ x: mid.x - gap / 2, y: mid.y, id: 0 }, { x: mid.x + gap / 2, y: mid.y, id: 1 }];
  const fit = (await camera(p)).fitZoom;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(80) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(100) });
  const a = await heldBoard(p);
  assert.ok(a, "while two fingers hold the board, its picture is a page element over the canvas");
  assert.ok(Math.abs(a.frame.x + a.frame.w / 2 - mid.x) <= 1 && Math.abs(a.frame.y + a.frame.h / 2 - mid.y) <= 1, "the element covers the board's viewport");
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(160) });
  const b = await heldBoard(p);
  assert.ok(b, "the picture stays while the fingers are down");
  const grown = b.picture.w / a.picture.w;
  assert.ok(Math.abs(grown - 1.6) < 0.03, `the picture grows with the fingers' gap (×${grown.toFixed(3)}, the gap ×1.6)`);
  await p.page.screenshot({ path: path.join(DIR, "phone-held-pinch-844x390.png") });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await p.page.waitForFunction(() => !document.querySelector(".held-board"));
  const after = await camera(p);
  assert.ok(Math.abs(after.zoom / fit - 2) < 0.02, `the live board is back at the zoom the fingers left (${(after.zoom / fit).toFixed(3)} × fit, 2 expected)`);
  await cdp.detach();
}

describe("the board on every screen: zoom, tickets in sight, a sharp phone board (headless Chromium)", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();
  const players: Player[] = [];

  before(() => fs.mkdirSync(DIR, { recursive: true }));
  after(async () => {
    await Promise.all(players.map((p) => p.context.close().catch(() => undefined)));
  });

  it("every offered ticket's cities are in sight while choosing, on each map at 1024×768 and 390×844", async () => {
    for (const map of MAPS) {
      const p = await gameOn(suite, map, DESKTOP_4_3);
      players.push(p);
      const cities = await offeredCities(p, map);
      if (map === "usa") await assertNoWorldCountriesFetched(p);
      await untilSettled(p.page);
      await assertCitiesInSight(p, map, cities, `${map} 1024×768`);
      await p.page.screenshot({ path: path.join(DIR, `tickets-${map}-1024.png`) });
      // a phone: the chooser covers the window; "See map" puts it aside with the offered cities lit
      await resizeAndSettle(p.page, PHONE);
      await p.waitInfo("i.modal === 'destinations'");
      await p.click("modal:peek");
      await p.waitInfo("i.ticketsAside === true");
      await untilSettled(p.page);
      await assertCitiesInSight(p, map, cities, `${map} 390×844`);
      const named = new Set((await boxes(p, "board:labels")).map((b) => b.name));
      for (const city of cities) assert.ok(named.has(mapById(map).cities[city].name), `${map} 390×844: ${mapById(map).cities[city].name} is named while aside`);
      await p.page.screenshot({ path: path.join(DIR, `tickets-${map}-390.png`) });
      await p.context.close();
    }
  });

  it("desktop: the wheel zooms around the pointer (the city under it stays there), Fit shows the whole board", async () => {
    const p = await gameOn(suite, "europe", { width: 1280, height: 800 });
    players.push(p);
    // keep the first two tickets: the board then has the whole map area
    await p.click("modal:ticket:0");
    await p.click("modal:ticket:1");
    await p.click("modal:confirm");
    await p.waitInfo("i.modal === null");
    await untilSettled(p.page);
    const fit = await camera(p);
    assert.ok(Math.abs(fit.zoom - fit.fitZoom) < 1e-6, "at rest the board is fitted");
    await p.page.screenshot({ path: path.join(DIR, "desktop-fit-1280.png") });
    const city = mapById("europe").cities.findIndex((c) => c.name === "München");
    const before = await p.point(`city:${city}`);
    await p.page.mouse.move(before.x, before.y);
    await p.page.mouse.wheel(0, -300);
    await p.waitInfo(`i.boardCamera.zoom > ${fit.fitZoom * 1.5}`);
    const after = await p.point(`city:${city}`);
    assert.ok(Math.hypot(after.x - before.x, after.y - before.y) < 2, `München stayed under the pointer: ${JSON.stringify({ before, after })}`);
    const labels = await boxes(p, "board:labels");
    for (const [i, a] of labels.entries()) for (const b of labels.slice(i + 1)) assert.ok(!overlap(a, b), `zoomed: ${a.name} and ${b.name} overlap`);
    await untilSettled(p.page);
    await p.page.screenshot({ path: path.join(DIR, "desktop-zoomed-1280.png") });
    await p.click("board:fit");
    await p.waitInfo("Math.abs(i.boardCamera.zoom - i.boardCamera.fitZoom) < 1e-6");
    // the keys: + zooms in, 0 shows the whole board again; the ? sheet lists them and nothing on it overlaps
    await p.page.keyboard.press("+");
    await p.waitInfo("i.boardCamera.zoom > i.boardCamera.fitZoom * 1.2");
    await p.page.keyboard.press("0");
    await p.waitInfo("Math.abs(i.boardCamera.zoom - i.boardCamera.fitZoom) < 1e-6");
    await p.page.keyboard.press("?");
    await p.waitInfo("i.keyHelp === true");
    await untilSettled(p.page);
    assert.deepEqual(await layoutProblems(p.page), [], "the key sheet's texts neither overlap nor are cut");
    await p.page.screenshot({ path: path.join(DIR, "desktop-key-sheet-1280.png") });
    await p.context.close();
  });

  it("a phone at 2 device px per CSS px: a canvas of CSS size × 2, its whole map names the ticket cities, none overlapping; a held pinch moves the board's picture", async () => {
    const p = await gameOn(suite, "usa", PHONE, 2, true);
    players.push(p);
    await p.click("modal:ticket:0");
    await p.click("modal:ticket:1");
    await p.click("modal:confirm");
    await p.waitInfo("i.modal === null");
    await untilSettled(p.page);
    const canvas = await canvasBox(p);
    assert.equal(canvas.backingW, Math.round(canvas.w * 2), "the canvas is drawn at 2 device px per CSS px (width)");
    assert.equal(canvas.backingH, Math.round(canvas.h * 2), "the canvas is drawn at 2 device px per CSS px (height)");
    const info = await p.info();
    const kept = serverRoom(String(info.roomId)).game.rules!.players[Number(info.seat)].tickets;
    const usa = mapById("usa");
    const wanted = [...new Set(kept.flatMap((id) => [usa.tickets[id].a, usa.tickets[id].b]))].map((c) => usa.cities[c].name);
    for (const shape of [PHONE, { width: 844, height: 390 }]) {
      await resizeAndSettle(p.page, shape);
      const cam = await camera(p);
      assert.ok(Math.abs(cam.zoom - cam.fitZoom) < 1e-6, `${shape.width}×${shape.height}: the whole map shows`);
      const labels = await boxes(p, "board:labels");
      const named = new Set(labels.map((b) => b.name));
      for (const name of wanted) assert.ok(named.has(name), `${shape.width}×${shape.height}: ticket city ${name} is named`);
      for (const [i, a] of labels.entries()) for (const b of labels.slice(i + 1)) assert.ok(!overlap(a, b), `${shape.width}×${shape.height}: ${a.name} and ${b.name} overlap`);
      await p.page.screenshot({ path: path.join(DIR, `phone-whole-map-${shape.width}x${shape.height}.png`) });
    }
    await assertHeldPinchMovesPicture(p);
    await p.context.close();
  });
});
