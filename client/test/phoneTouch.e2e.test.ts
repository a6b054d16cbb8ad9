// The board on a phone, by touch (issue 28 item 2): in a phone's browser (390×844 portrait, and 844×390 landscape)
// against a bot, two fingers pinch the map open around a route and that route is still the one a tap there hits; one
// finger pans it; Fit shows the whole map again; a tap on a route selects it and says what it costs without claiming;
// a tap away lets it go; Claim, then the payment modal's confirm, claims it on the server; a language picked while
// the panel is open says it again at once in the new words. Every gesture is real
// touch input (phoneGestures.ts); the hook only says where things are. Needs `npm run build` and /usr/bin/chromium.
import assert from "node:assert/strict";
import type { Browser, CDPSession, Page } from "playwright-core";
import { Player, serverAndBrowser, serverRoom, untilOnServer, SCREENSHOT_DIR } from "./browserKit.js";
import { boardCamera, hookPoint, pinch, tapAt, tapPoint, tapRoute, touchDrag, zoomInOn } from "./phoneGestures.js";
import { USA_MAP } from "../../shared-rules/src/index.js";
import path from "node:path";
import fs from "node:fs";
import { LANGUAGE_STORAGE_KEY } from "../src/i18n/languageChoice.js";
import { tIn } from "../src/i18n/i18n.js";
import { englishLeft, shownTexts } from "./languageMatrix.js";
import { untilSettled } from "./textLayout.js";

type Info = Record<string, unknown> & {
  seat: number; currentPlayer: number; turnStage: string; phase: string; modal: string | null; roomId: string; tab: string;
  routeOwners: number[]; claimable: number[];
  routeChoice: { routeId: number; canClaim: boolean; reason: string | null; options: string[] } | null;
};

async function phonePage(browser: Browser, url: string, viewport: { width: number; height: number }, user: string): Promise<{ page: Page; cdp: CDPSession; errors: string[] }> {
  const p = await Player.open(browser, user, url, viewport, 2, true);
  await p.scene("Login");
  await p.register(user, "secret-1");
  await p.playAgainstBot(null, "red");
  // the two tickets kept by taps
  await p.waitInfo("i.modal === 'destinations'");
  await tapPoint(p.page, "modal:ticket:0");
  await tapPoint(p.page, "modal:ticket:1");
  await tapPoint(p.page, "modal:confirm");
  await p.waitInfo("i.phase === 'playing' && i.modal === null");
  return { page: p.page, cdp: await p.context.newCDPSession(p.page), errors: p.errors };
}

const info = (page: Page) => page.evaluate(() => (window as unknown as { __ttr: { info(): Info } }).__ttr.info());
const waitInfo = (page: Page, pred: string) => page.waitForFunction(`(() => { const i = window.__ttr.info(); return ${pred}; })()`, undefined, { timeout: 120_000 });
/** The board camera at fit (the whole board), allowing for rounding. */
const AT_FIT = "Math.abs(i.boardCamera.zoom - i.boardCamera.fitZoom) < 1e-6";

async function shot(page: Page, file: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.waitForTimeout(350);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, file) });
}

/** A free route whose middle shows near the middle of the map (far from its edges, so a pinch there stays on it). */
async function routeNearMiddle(page: Page, taken: number[]): Promise<number> {
  const mid = await hookPoint(page, "route:0").then(async () => {
    const cities = await Promise.all(USA_MAP.cities.map((_, i) => hookPoint(page, `city:${i}`)));
    const xs = cities.flatMap((c) => (c ? [c.x] : [])), ys = cities.flatMap((c) => (c ? [c.y] : []));
    return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  });
  let best = -1, bestD = Infinity;
  for (const r of USA_MAP.routes) {
    if (taken[r.id] !== -1) continue;
    const p = await hookPoint(page, `route:${r.id}`);
    const d = p ? Math.hypot(p.x - mid.x, p.y - mid.y) : Infinity;
    if (d < bestD) [best, bestD] = [r.id, d];
  }
  return best;
}

/** The panel's and the board's own controls are a thumb's size, and the panel's words (`words` one of them) ≥ 11 px. */
async function assertThumbSized(page: Page, words: string): Promise<void> {
  const hook = await page.evaluate(() => {
    const t = (window as unknown as { __ttr: { controls(): { label: string; w: number; h: number }[]; textSizes(): { text: string; fontSize: number }[] } }).__ttr;
    return { controls: t.controls(), texts: t.textSizes() };
  });
  for (const label of ["Claim", "Cancel", "Fit"]) {
    const c = hook.controls.find((x) => x.label === label);
    assert.ok(c, `${label} is a control on screen`);
    assert.ok(c.w >= 44 && c.h >= 44, `${label} is ${c.w.toFixed(1)}×${c.h.toFixed(1)} CSS px`);
  }
  const verdict = hook.texts.find((x) => x.text.includes(words));
  assert.ok(verdict && verdict.fontSize >= 11, `the payments line shows at ${verdict?.fontSize} px`);
}

describe("the board by touch on a phone", function () {
  this.timeout(900_000);
  const suite = serverAndBrowser();

  it("pinches, pans, fits, selects a route by a tap and claims it through Claim and the payment (390×844)", async () => {
    const { page, cdp, errors } = await phonePage(suite.browser, suite.baseUrl, { width: 390, height: 844 }, "pia_touch");
    const start = await info(page);
    const game = serverRoom(start.roomId).game;
    const fit = await boardCamera(page);
    assert.equal(fit.zoom, fit.fitZoom, "the whole map at first");

    // pinch open around a route: the zoom grows, the route stays under the fingers and a tap there still hits it
    const target = await routeNearMiddle(page, start.routeOwners);
    const before = (await hookPoint(page, `route:${target}`))!;
    await pinch(cdp, before, 40, 160);
    const zoomed = await boardCamera(page);
    assert.ok(zoomed.zoom > 2 * fit.fitZoom, `the pinch zoomed in (zoom ${zoomed.zoom}, fit ${fit.fitZoom})`);
    const after = (await hookPoint(page, `route:${target}`))!;
    // (within the board's edge: where the board's top or foot comes into the map area, the view stops there)
    assert.ok(Math.hypot(after.x - before.x, after.y - before.y) < 40, `the route stayed near the fingers (${JSON.stringify(before)} → ${JSON.stringify(after)})`);
    // city names: never under 11 CSS px, at fit as zoomed in (map/labelDeclutter.ts)
    const names = new Set(USA_MAP.cities.map((c) => c.name));
    const cityTexts = async () => (await page.evaluate(() => (window as unknown as { __ttr: { textSizes(): { text: string; fontSize: number }[] } }).__ttr.textSizes())).filter((t) => names.has(t.text));
    const zoomedNames = await cityTexts();
    assert.ok(zoomedNames.length > 0, "city names show when zoomed in");
    assert.deepEqual(zoomedNames.filter((t) => t.fontSize < 11), [], "no city name under 11 px");
    await shot(page, "phone-touch-zoomed-390x844.png");
    await tapAt(page, after);
    await waitInfo(page, `i.routeChoice !== null && i.routeChoice.routeId === ${target}`);
    assert.notEqual(game.rules!.routeOwners[target], start.seat, "a tap only selects: nothing is claimed");

    assert.equal((await info(page)).modal, null, "a tap opens no payment");
    // a tap away (on a city's dot, no route there, as far from the panel as the map shows) lets the route go
    const panel = (await hookPoint(page, "routeChoice:cancel"))!;
    const cities = (await Promise.all(USA_MAP.cities.map((_, i) => hookPoint(page, `city:${i}`)))).flatMap((c) => (c ? [c] : []));
    const away = cities.sort((a, b) => Math.abs(b.y - panel.y) - Math.abs(a.y - panel.y))[0];
    await tapAt(page, away);
    await waitInfo(page, "i.routeChoice === null");

    // one finger pans the map; a drag that starts on a route selects nothing
    const panFrom = (await hookPoint(page, `route:${target}`))!;
    await touchDrag(cdp, panFrom, { x: panFrom.x - 80, y: panFrom.y + 30 });
    const panned = await boardCamera(page);
    assert.ok(panned.cx > zoomed.cx + 5, `the map followed the finger (${zoomed.cx} → ${panned.cx})`);
    assert.equal(panned.zoom, zoomed.zoom, "a pan keeps the zoom");
    assert.equal((await info(page)).routeChoice, null, "a drag is no tap");
    // a finger that wobbles a little (under the slop) still taps; Cancel lets the route go
    const wobbled = await routeNearMiddle(page, (await info(page)).routeOwners);
    const at = (await hookPoint(page, `route:${wobbled}`))!;
    await touchDrag(cdp, at, { x: at.x + 4, y: at.y + 3 }, 3);
    await waitInfo(page, `i.routeChoice !== null && i.routeChoice.routeId === ${wobbled}`);
    assert.equal((await boardCamera(page)).cx, panned.cx, "a wobble does not pan");
    await tapPoint(page, "routeChoice:cancel");
    await waitInfo(page, "i.routeChoice === null");

    // Fit: the whole map again
    await tapPoint(page, "board:fit");
    await waitInfo(page, AT_FIT);
    assert.deepEqual((await cityTexts()).filter((t) => t.fontSize < 11), [], "at fit, no city name shows under 11 px");
    assert.equal(await hookPoint(page, "board:fit"), null, "no Fit button at fit");

    // claim by touch: a claimable route (drawing cards by taps until there is one on this seat's turn)
    const seat = start.seat;
    let claimed = false;
    for (let turn = 0; turn < 40 && !claimed; turn++) {
      await untilOnServer(() => game.rules!.currentPlayer === seat && game.rules!.turnStage === "start");
      await waitInfo(page, `i.currentPlayer === ${seat} && i.turnStage === 'start' && i.modal === null`);
      const now = await info(page);
      const id = now.claimable.sort((a, b) => USA_MAP.routes[a].length - USA_MAP.routes[b].length)[0];
      if (id === undefined) {
        if (now.tab !== "board") await tapPoint(page, "tab:board");
        await waitInfo(page, "i.tab === 'board'");
        await tapPoint(page, "deck");
        await untilOnServer(() => game.rules!.currentPlayer !== seat || game.rules!.turnStage !== "start");
        if (game.rules!.currentPlayer === seat) {
          await waitInfo(page, "i.turnStage === 'drewOneCard'");
          await tapPoint(page, "deck");
        }
        await untilOnServer(() => game.rules!.currentPlayer !== seat);
        continue;
      }
      await zoomInOn(page, cdp, `route:${id}`);
      await tapRoute(page, id);
      await waitInfo(page, `i.routeChoice !== null && i.routeChoice.routeId === ${id} && i.routeChoice.canClaim`);
      const choice = (await info(page)).routeChoice!;
      assert.ok(choice.options.length > 0, "the panel lists the ways to pay");
      await shot(page, "phone-touch-confirm-390x844.png");
      await assertThumbSized(page, choice.options[0]);
      assert.equal(game.rules!.routeOwners[id], -1, "nothing claimed before Claim");
      await tapPoint(page, "routeChoice:claim");
      await waitInfo(page, "i.modal === 'buyRoute' && i.routeChoice === null");
      assert.equal(game.rules!.routeOwners[id], -1, "nothing claimed before the payment is confirmed");
      const route = USA_MAP.routes[id];
      if (route.color === "gray") {
        // a gray route asks for the colour first: one the hand holds enough of
        const hand = now.hand as Record<string, number>;
        await tapPoint(page, `modal:color:${Object.keys(hand).find((c) => c !== "locomotive" && hand[c] >= route.length) ?? "locomotive"}`);
      }
      await tapPoint(page, "modal:confirm");
      await untilOnServer(() => game.rules!.routeOwners[id] === seat);
      await waitInfo(page, `i.routeOwners[${id}] === ${seat} && i.modal === null`);
      claimed = true;
    }
    assert.ok(claimed, "a route was claimed by touch");
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("selects a route, says its panel again in a language picked meanwhile, and cancels it on a landscape phone (844×390)", async () => {
    const { page, cdp, errors } = await phonePage(suite.browser, suite.baseUrl, { width: 844, height: 390 }, "lea_touch");
    const start = await info(page);
    const target = await routeNearMiddle(page, start.routeOwners);
    await zoomInOn(page, cdp, `route:${target}`);
    await shot(page, "phone-touch-zoomed-844x390.png");
    await tapRoute(page, target);
    await waitInfo(page, `i.routeChoice !== null && i.routeChoice.routeId === ${target}`);
    await shot(page, "phone-touch-confirm-844x390.png");
    // A language picked meanwhile (in another tab of this browser): the panel stays, said at once in the new words.
    const otherTab = await page.context().newPage();
    await otherTab.goto(new URL("/manifest.webmanifest", page.url()).href);
    await otherTab.evaluate(([key, language]) => localStorage.setItem(key, language), [LANGUAGE_STORAGE_KEY, "pl"] as const);
    await page.waitForFunction(() => document.documentElement.lang === "pl");
    await untilSettled(page);
    await waitInfo(page, `i.routeChoice !== null && i.routeChoice.routeId === ${target}`);
    const shown = await shownTexts(page);
    assert.ok(shown.includes(tIn("pl", "modal.cancel")), `the panel's Cancel is Polish: ${JSON.stringify(shown.slice(-12))}`);
    assert.deepEqual(await englishLeft(page, "pl", ["lea_touch"]), [], "no English left on the panel or around it");
    await shot(page, "phone-touch-confirm-844x390-pl.png");
    await otherTab.close();
    await tapPoint(page, "routeChoice:cancel");
    await waitInfo(page, "i.routeChoice === null");
    // (the bot may take it meanwhile)
    assert.notEqual(serverRoom(start.roomId).game.rules!.routeOwners[target], start.seat, "Cancel claims nothing");
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("keeps the part of the board zoomed into when the phone turns, both ways", async () => {
    const { page, cdp, errors } = await phonePage(suite.browser, suite.baseUrl, { width: 844, height: 390 }, "rot_touch");
    const target = await routeNearMiddle(page, (await info(page)).routeOwners);
    await zoomInOn(page, cdp, `route:${target}`);
    let was = await boardCamera(page);
    for (const turned of [{ width: 390, height: 844 }, { width: 844, height: 390 }]) {
      await page.setViewportSize(turned);
      // the view is re-created for the new shape: its fit changes
      await waitInfo(page, `i.scene === 'Game' && i.boardCamera && Math.abs(i.boardCamera.fitZoom - ${was.fitZoom}) > 1e-6`);
      const now = await boardCamera(page);
      assert.ok(now.zoom > 1.5 * now.fitZoom, `still zoomed in after turning to ${turned.width}×${turned.height} (zoom ${now.zoom}, fit ${now.fitZoom})`);
      assert.ok(await hookPoint(page, `route:${target}`), `route ${target} still in sight`);
      was = now;
    }
    await shot(page, "phone-touch-turned-844x390.png");
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("a tablet's finger (desktop layout, its board shown 1:1 at rest) also goes through the route panel, thumb-sized", async () => {
    const { page, errors } = await phonePage(suite.browser, suite.baseUrl, { width: 768, height: 1024 }, "tia_touch");
    const start = await info(page);
    const cam = start.boardCamera as unknown as { zoom: number; fitZoom: number };
    assert.ok(cam.zoom === 1 && cam.fitZoom === 1, `a tablet's board shows 1:1 at rest: ${JSON.stringify(cam)}`);
    const target = await routeNearMiddle(page, start.routeOwners);
    await tapRoute(page, target);
    await waitInfo(page, `i.routeChoice !== null && i.routeChoice.routeId === ${target} && i.modal === null`);
    const controls = await page.evaluate(() => (window as unknown as { __ttr: { controls(): { label: string; w: number; h: number }[] } }).__ttr.controls());
    const cancel = controls.find((c) => c.label === "Cancel");
    assert.ok(cancel && cancel.w >= 44 && cancel.h >= 44, `Cancel is ${cancel?.w}×${cancel?.h} CSS px`);
    await tapPoint(page, "routeChoice:cancel");
    await waitInfo(page, "i.routeChoice === null");
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
