// A late-game board in a browser: five seats play a seeded random game (the rules' kit) over the wire to its last
// round, with most routes claimed, while a person watches at 1280×800. Ownership must be unmistakable: the board's
// draw model (the test hook) draws every claimed route as one car per space in the owner's colour with the owner's
// marker, every free route as quiet spaces; the screen's pixels on a claimed car are the owner's colour, on a free
// route of that same colour they are not; a claim made while watching animates and a key finishes it; the
// colour-blind switch redraws the owners in the Okabe–Ito palette.
// Screenshots: test-artifacts/screenshots/late-board.png and late-board-colorblind.png.
// Needs `npm run build` first and /usr/bin/chromium.
import assert from "node:assert/strict";
import { USA_MAP } from "../../shared-rules/src/index.js";
import { playRandomGame, SEAT_COLORS } from "../../shared-rules/test/kit.js";
import { PLAYER_STYLE, CARD_STYLE } from "../src/ui/theme.js";
import { COLOR_BLIND_PLAYER_FILL, ownerLook } from "../src/map/ownerLook.js";
import { MOTION_KEY } from "../src/ui/motion.js";
import type { RouteLook } from "../src/map/routeLooks.js";
import { accountClient, askRoom, Player, serverAndBrowser } from "./browserKit.js";

/** Five players, uniform random moves: the game ends with 80 of the 100 routes claimed. */
const SEED = 3;
const PLAYERS = 5;
/** The last claim before the final move: played while the person watches (its animation), the game still on after it. */
function lastClaimBeforeEnd(log: { command: { type: string } }[]): number {
  for (let i = log.length - 2; i >= 0; i--) if (log[i].command.type === "buyRoute") return i;
  throw new Error("the seeded game has no claim");
}

type Info = { phase: string; routeOwners: number[]; board: { colorBlind: boolean; routes: RouteLook[] }; animations: number };

function rgbOf(css: string): [number, number, number] {
  const n = parseInt(css.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** The screen's colour at a CSS-pixel point: a real screenshot, decoded in the page. */
async function pixelAt(p: Player, at: { x: number; y: number }): Promise<[number, number, number]> {
  const png = (await p.page.screenshot({ clip: { x: Math.round(at.x) - 1, y: Math.round(at.y) - 1, width: 3, height: 3 } })).toString("base64");
  return p.page.evaluate(async (b64) => {
    const img = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const c = new OffscreenCanvas(img.width, img.height);
    const ctx = c.getContext("2d")!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(1, 1, 1, 1).data;
    return [d[0], d[1], d[2]] as [number, number, number];
  }, png);
}

describe("claimed routes on a late-game board (headless Chromium)", function () {
  this.timeout(600000);
  const suite = serverAndBrowser();

  it("draws every claimed route as the owner's cars with the owner's marker, free routes quiet, a new claim animated and skippable, in both colour modes", async () => {
    const { baseUrl, browser } = suite;
    const { log } = playRandomGame(SEED, PLAYERS);
    const names = Array.from({ length: PLAYERS }, (_, i) => `late_${i}`);
    const clients = await Promise.all(names.map((n) => accountClient(baseUrl, n)));
    const host = await clients[0].create("ttr", { gameName: "Late board", color: SEAT_COLORS[0], seed: SEED });
    const rooms = [host];
    for (let i = 1; i < PLAYERS; i++) rooms.push(await clients[i].joinById(host.roomId, { color: SEAT_COLORS[i] }));
    for (const room of rooms) room.onMessage("*", () => undefined);
    // a fifth person joining starts the game by itself (the seed's rule); the host's start is then refused as late
    assert.ok(["ok", "gameAlreadyStarted"].includes((await askRoom(host, { type: "startGame" })).code));
    const held = lastClaimBeforeEnd(log);
    for (const { player, command } of log.slice(0, held)) assert.equal((await askRoom(rooms[player], command)).code, "ok");

    const watcher = await Player.open(browser, "watcher", baseUrl, { width: 1280, height: 800 });
    // animations start and wait for a click or key ("hold"): the screenshots show the board at rest, and the claim
    // below is seen animating without racing its clock
    await watcher.page.evaluate((key) => localStorage.setItem(key, "hold"), MOTION_KEY);
    await watcher.scene("Login");
    await watcher.register("late_watcher", "secret-9");
    await watcher.page.locator(".ttr-game", { hasText: "Late board" }).locator("button[id^='spectate-']").click();
    await watcher.scene("Game");
    await watcher.waitInfo("i.phase === 'playing' && Array.isArray(i.board?.routes) && i.board.routes.some((r) => r.state === 'claimed')");

    const info = (await watcher.info()) as Info;
    const claimed = USA_MAP.routes.filter((r) => info.routeOwners[r.id] >= 0);
    assert.ok(claimed.length >= 70, `most routes are claimed (${claimed.length})`);
    const check = (colorBlind: boolean, looks: RouteLook[]) => {
      for (const r of USA_MAP.routes) {
        const look = looks[r.id];
        const owner = info.routeOwners[r.id];
        assert.equal(look.cars, r.length, `route ${r.id} is drawn as ${r.length} cars or spaces`);
        if (owner >= 0) {
          const color = SEAT_COLORS[owner];
          assert.equal(look.state, "claimed", `route ${r.id} is drawn claimed`);
          assert.equal(look.owner, owner);
          assert.equal(look.ownerColor, color);
          assert.equal(look.fill, colorBlind ? COLOR_BLIND_PLAYER_FILL[color].css : PLAYER_STYLE[color].css, `route ${r.id} in its owner's colour`);
          assert.equal(look.marker, PLAYER_STYLE[color].symbol, `route ${r.id} wears its owner's marker`);
          assert.equal(look.pattern, ownerLook(color, colorBlind).pattern);
        } else {
          assert.notEqual(look.state, "claimed", `free route ${r.id} is not drawn as trains`);
          assert.equal(look.marker, null);
          assert.equal(look.fill, CARD_STYLE[r.color].css);
        }
      }
    };
    check(false, info.board.routes);

    // The screen itself: a long claimed car shows its owner's colour (beside the marker); a free route of the same
    // colour as that owner is drawn pale, far from it.
    const longCar = (id: number) => USA_MAP.routes[id].length <= 3; // long slots: the sampled point is off the marker
    const pairs = claimed
      .filter((r) => longCar(r.id))
      .map((r) => ({ taken: r, color: SEAT_COLORS[info.routeOwners[r.id]] }))
      .map((p) => ({ ...p, free: USA_MAP.routes.find((f) => info.routeOwners[f.id] === -1 && f.color === p.color) }))
      .filter((p) => p.free !== undefined);
    assert.ok(pairs.length > 0, "a claimed route whose owner's colour is also a free route's colour");
    const { taken, color, free } = pairs[0];
    const onBody = async (id: number) => {
      const c = await watcher.point(`car:${id}`);
      const edge = await watcher.point(`carBody:${id}`);
      return { centre: c, body: edge };
    };
    const takenAt = await onBody(taken.id);
    const freeAt = await onBody(free!.id);
    const takenPixel = await pixelAt(watcher, takenAt.body);
    const freePixel = await pixelAt(watcher, freeAt.body);
    const ownerRgb = rgbOf(PLAYER_STYLE[color].css);
    assert.ok(distance(takenPixel, ownerRgb) < 60, `the claimed car is ${color} on screen (${takenPixel})`);
    assert.ok(distance(freePixel, ownerRgb) > distance(takenPixel, ownerRgb) + 40, `the free ${color} route is drawn quieter (${freePixel})`);
    await watcher.shot("late-board.png", 0);

    // A claim while the person watches: its cars appear along the route (held at their first frame here); a key
    // finishes the animation, and the cars stand in the owner's colour.
    const claim = log[held];
    const claimedId = (claim.command as { routeIndex: number }).routeIndex;
    assert.equal((await askRoom(rooms[claim.player], claim.command)).code, "ok");
    await watcher.waitInfo(`i.routeOwners[${claimedId}] === ${claim.player} && i.animations > 0`);
    const during = (await watcher.info()) as Info;
    assert.equal(during.board.routes[claimedId].state, "claimed", "the draw model already says claimed");
    assert.equal(during.board.routes[claimedId].cars, USA_MAP.routes[claimedId].length);
    await watcher.page.keyboard.press("Shift");
    await watcher.waitInfo("i.animations === 0");
    const landedPixel = await pixelAt(watcher, await watcher.point(`carBody:${claimedId}`));
    const claimer = SEAT_COLORS[claim.player];
    assert.ok(distance(landedPixel, rgbOf(PLAYER_STYLE[claimer].css)) < 60, `after the skip the new claim stands in ${claimer} (${landedPixel})`);

    // colour-blind mode through its switch on the map, a real click
    await watcher.click("toggle:colorBlind");
    await watcher.waitInfo("i.board.colorBlind === true");
    const cb = (await watcher.info()) as Info;
    info.routeOwners = cb.routeOwners; // one more claim since
    check(true, cb.board.routes);
    // a plain car (green cars are striped in this mode) shows the colour-blind palette on screen
    const plain = pairs.find((p) => ownerLook(p.color, true).pattern === "plain")!;
    const cbPixel = await pixelAt(watcher, (await onBody(plain.taken.id)).body);
    assert.ok(distance(cbPixel, rgbOf(COLOR_BLIND_PLAYER_FILL[plain.color].css)) < 60, `the claimed car takes the colour-blind palette (${cbPixel})`);
    await watcher.shot("late-board-colorblind.png", 0);
    assert.deepEqual(watcher.errors, [], "no console errors");
    await watcher.context.close();
    await Promise.all(rooms.map((r) => r.leave(true)));
  });
});
