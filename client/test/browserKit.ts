// Helpers for the browser end-to-end tests: a real server in-process, headless Chromium pages that record console
// errors, and clicks at the screen points the client's read-only window.__ttr hook reports.
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { ServerConfig } from "../../server/src/config.js";
import type { GameServer } from "../../server/src/createGameServer.js";
import type { TtrRoom } from "../../server/src/room/TtrRoom.js";
import { matchMaker } from "@colyseus/core";
import type { Client, Room } from "colyseus.js";
import { registerUser, serverAt, startServer } from "../../test-kit/index.js";
import { USA_MAP, type Command, type GameState, type MapId } from "../../shared-rules/src/index.js";
import { UNDO_STORAGE_KEY } from "../src/input/undoSetting.js";
import { launchBrowser } from "./chromium.js";
import { FRAME_CAP_STORAGE_KEY } from "../src/ui/frameBudget.js";

export { launchBrowser };

/** The frame rate the test pages draw at (the client's frame cap; 60 draws as a person's browser does). */
const E2E_FRAMES_PER_SECOND = Number(process.env.E2E_FRAMES_PER_SECOND ?? 20);

export const SCREENSHOT_DIR = path.resolve("test-artifacts/screenshots");
export const PUBLIC_DIR = path.resolve("public");

/**
 * The test kit's server on a free port, serving the built client, with bots that take a moment per move so a person
 * can watch them; `overrides` on top (reconnectSeconds: how long a dropped seat waits before a bot takes it).
 */
export async function startServerWithClient(overrides: Partial<ServerConfig> = {}): Promise<{ server: GameServer; baseUrl: string; dataDir: string }> {
  const { server, httpUrl, dataDir } = await startServer({ publicDir: PUBLIC_DIR, botDelayMs: 30, ...overrides });
  return { server, baseUrl: httpUrl, dataDir };
}

/**
 * What most browser-test files share, set up before their tests and torn down after them (call it inside the
 * describe): a server on a free port serving the built client, and one Chromium. Read its fields inside tests.
 */
export function serverAndBrowser(spectatorDelayMoves = 0): { readonly server: GameServer; readonly baseUrl: string; readonly browser: Browser } {
  return serverAndBrowserWith({ spectatorDelayMoves });
}

/**
 * serverAndBrowser for the whole-game tests: left out when E2E_WHOLE_GAME=0 (a quick local run), and a dropped seat
 * waits ten minutes before a bot takes it (a loaded machine may stall a page that long).
 */
export function wholeGameServerAndBrowser(): { readonly server: GameServer; readonly baseUrl: string; readonly browser: Browser } {
  return serverAndBrowserWith({ reconnectSeconds: 600 }, () => process.env.E2E_WHOLE_GAME === "0");
}

/** A server (with these settings) and a browser for a test file's whole run: serverAndBrowser with any settings. */
export function serverAndBrowserWith(overrides: Partial<ServerConfig>, leaveOut = () => false): { readonly server: GameServer; readonly baseUrl: string; readonly browser: Browser } {
  const shared = {} as { server: GameServer; baseUrl: string; browser: Browser };
  before(async function () {
    if (leaveOut()) this.skip();
    if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) throw new Error("public/index.html is missing: run `npm run build` first");
    ({ server: shared.server, baseUrl: shared.baseUrl } = await startServerWithClient(overrides));
    shared.browser = await launchBrowser();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.shutdown();
  });
  return shared;
}

/** A new account (the test kit's password) on the server at `baseUrl`, and a colyseus.js client that carries its token. */
export async function accountClient(baseUrl: string, username: string): Promise<Client> {
  return (await registerUser(serverAt(baseUrl), username)).client;
}

/** Sends a game command through a colyseus.js room and resolves with its reply. */
export function askRoom(room: Room, command: Command | { type: "startGame" }): Promise<{ code: string; description: string }> {
  const { type, ...payload } = command;
  return new Promise((resolve) => {
    const off = room.onMessage(type, (reply: { code: string; description: string }) => {
      off();
      resolve(reply);
    });
    room.send(type, payload);
  });
}

/** A browser tab for one person, with every console error and page error collected, and the console warnings apart. */
export class Player {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  private constructor(readonly name: string, readonly context: BrowserContext, readonly page: Page) {
    page.on("console", (m) => {
      if (m.type() === "error") this.errors.push(`${name} console: ${m.text()}`);
      if (m.type() === "warning") this.warnings.push(`${name} console: ${m.text()}`);
    });
    page.on("pageerror", (e) => this.errors.push(`${name} page error: ${e.message}`));
  }

  /**
   * `touch`: a phone's or tablet's context (isMobile, hasTouch: page.tap works, and CSS sees a coarse pointer).
   * `locale`: the browser's language (navigator.languages and Accept-Language); Chromium's own (en-US) when absent.
   */
  static async open(browser: Browser, name: string, url: string, viewport = { width: 1280, height: 720 }, deviceScaleFactor = 1, touch = false, locale?: string): Promise<Player> {
    const context = await browser.newContext({ viewport, deviceScaleFactor, ...(touch ? { isMobile: true, hasTouch: true } : {}), ...(locale ? { locale } : {}) });
    // Generous by default: a loaded machine may be slow, never red (every wait below is for an event anyway).
    context.setDefaultTimeout(90_000);
    // Claims go out at once: the undo window (3 s by default) would only slow every claim down here;
    // keyboardPlay.e2e sets its own window. A string script: tsx's helpers would not exist in the page.
    await context.addInitScript({ content: `if (localStorage.getItem(${JSON.stringify(UNDO_STORAGE_KEY)}) === null) localStorage.setItem(${JSON.stringify(UNDO_STORAGE_KEY)}, "0");` });
    // Pages draw at most E2E_FRAMES_PER_SECOND (20 by default) frames a second instead of 60: the suite's pages on CI's
    // two cores spent most of their CPU drawing frames (the client's frame cap setting, ui/frameBudget.ts).
    await context.addInitScript({ content: `if (localStorage.getItem(${JSON.stringify(FRAME_CAP_STORAGE_KEY)}) === null) localStorage.setItem(${JSON.stringify(FRAME_CAP_STORAGE_KEY)}, ${JSON.stringify(String(E2E_FRAMES_PER_SECOND))});` });
    const page = await context.newPage();
    const p = new Player(name, context, page);
    await page.goto(url);
    return p;
  }

  /** Another tab of this player's browser (the same storage, so the same stored login), opened at `url`. */
  async newTab(name: string, url: string): Promise<Player> {
    const page = await this.context.newPage();
    const p = new Player(name, this.context, page);
    await page.goto(url);
    return p;
  }

  async scene(key: string, timeout = 90000): Promise<void> {
    await this.page.waitForFunction((k) => {
      const hook = (window as unknown as { __ttr?: { scenes(): string[] } }).__ttr;
      return Boolean(hook && hook.scenes().includes(k));
    }, key, { timeout });
  }

  async info(): Promise<Record<string, unknown>> {
    return this.page.evaluate(() => (window as unknown as { __ttr: { info(): Record<string, unknown> } }).__ttr.info());
  }

  async waitInfo(pred: string, timeout = 180_000): Promise<void> {
    // pred is a JS expression over `i` (the hook's info object). Generous: on a loaded machine (CI beside other work)
    // a view can take a minute to settle; each test's own timeout still bounds the whole.
    await this.page.waitForFunction(`(() => { const i = window.__ttr.info(); return ${pred}; })()`, undefined, { timeout });
  }

  /** Whether a hook name is on screen now (no waiting). */
  async shows(name: string): Promise<boolean> {
    return this.page.evaluate((n) => (window as unknown as { __ttr: { point(n: string): unknown } }).__ttr.point(n) !== null, name);
  }

  /**
   * Where a hook name is on screen. Waits a while for it: after a resize or a language switch a view is made again,
   * and its controls come back only once it is drawn (a click right after would otherwise find nothing). It waits
   * for the views to be laid out for the window's present size first: right after `setViewportSize` the previous
   * layout's point is still there, and a click on it lands somewhere else (the ☰ menu missed after a resize).
   */
  async point(name: string, timeout = 30_000): Promise<{ x: number; y: number }> {
    type Hook = { point(n: string): { x: number; y: number } | null; settled(): { laidOut?: boolean } };
    const found = await this.page
      .waitForFunction((n) => {
        const hook = (window as unknown as { __ttr: Hook }).__ttr;
        return hook.settled().laidOut === false ? null : hook.point(n);
      }, name, { timeout })
      .then((handle) => handle.jsonValue() as Promise<{ x: number; y: number }>)
      .catch(() => null);
    if (!found) throw new Error(`${this.name}: ${name} is not on screen`);
    return found;
  }

  /** A real mouse click on a canvas object located through the hook. */
  async click(name: string): Promise<void> {
    const p = await this.point(name);
    await this.page.mouse.move(p.x, p.y);
    await this.page.mouse.down();
    await this.page.mouse.up();
  }

  /** A tap of a finger on a canvas object located through the hook (a touch page: Player.open's `touch`). */
  async tap(name: string): Promise<void> {
    const p = await this.point(name);
    await this.page.touchscreen.tap(p.x, p.y);
  }

  async hover(name: string): Promise<void> {
    const p = await this.point(name);
    await this.page.mouse.move(p.x - 3, p.y - 3);
    await this.page.mouse.move(p.x, p.y, { steps: 3 });
  }

  async shot(file: string, settleMs = 350): Promise<void> {
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    if (settleMs > 0) await this.page.waitForTimeout(settleMs); // let the tweens settle
    await this.page.screenshot({ path: path.join(SCREENSHOT_DIR, file) });
  }

  async register(username: string, password: string): Promise<void> {
    // a phone shows one panel at a time: Register is behind its tab
    if (!(await this.page.isVisible("#register-username"))) await this.page.click("#auth-tab-register");
    await this.page.fill("#register-username", username);
    await this.page.fill("#register-password", password);
    await this.page.fill("#register-confirm", password);
    await this.page.press("#register-confirm", "Enter");
    await this.scene("Lobby");
  }

  /** Logs in to an existing account through the login form (from a fresh page), and waits for the lobby. */
  async logIn(username: string, password: string): Promise<void> {
    await this.scene("Login");
    if (!(await this.page.isVisible("#login-username"))) await this.page.click("#auth-tab-login");
    await this.page.fill("#login-username", username);
    await this.page.fill("#login-password", password);
    await this.page.press("#login-password", "Enter");
    await this.scene("Lobby");
  }

  /**
   * From the lobby: opens a new game through the create form, in the colour given (on `map`, else the form's USA),
   * and waits in its waiting room. A null title keeps the one the form suggests.
   */
  async createGame(title: string | null, color: string, map?: MapId): Promise<void> {
    await this.page.click("#create-game");
    if (title !== null) await this.page.fill("#create-title", title);
    if (map !== undefined) await this.page.selectOption("#create-map", map);
    await this.page.click(`#create-color-${color}`);
    await this.page.press("#create-title", "Enter");
    await this.scene("WaitingRoom");
  }

  /** From the lobby: a new game against one bot (as createGame makes it), started; resolves when the board view is up. */
  async playAgainstBot(title: string | null, color: string, map?: MapId): Promise<void> {
    await this.createGame(title, color, map);
    await this.page.click("#add-bot");
    await this.page.waitForSelector("#start-game:not([disabled])");
    await this.page.click("#start-game");
    await this.scene("Game");
  }
}

/** The in-process server's room for a game (the tests read the rules' state there). */
export function serverRoom(roomId: string): TtrRoom {
  return matchMaker.getLocalRoomById(roomId) as TtrRoom;
}

/**
 * The host, in its waiting room, adds a bot and starts the table, as a person would; resolves once the host's page
 * shows the game and the server has dealt it, with the server's game (its rules are then set).
 */
export async function startWithABot(host: Player): Promise<TtrRoom["game"]> {
  await host.page.waitForSelector("#add-bot:not([disabled])");
  await host.page.click("#add-bot");
  await host.page.waitForSelector("#start-game:not([disabled])");
  await host.page.click("#start-game");
  await host.scene("Game");
  const game = serverRoom(String((await host.info()).roomId)).game;
  await untilOnServer(() => game.rules !== undefined && game.rules !== null);
  return game;
}

/** Polls a condition of the in-process server (cheap) until it holds. */
export async function untilOnServer(cond: () => boolean, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A card-drawing turn by clicks: two cards from the deck while it (or the discard under it) has any, else a face-up
 * one that is no locomotive; with no card left at all, tickets. `rules` reads the server's state of the game;
 * `press` is how a hook point is pressed (a phone taps it).
 */
export async function drawTwoCardsByClicks(mover: Player, rules: () => GameState, seat: number, press = (name: string) => mover.click(name)): Promise<void> {
  const drawOne = async () => {
    const s = rules();
    if (s.trainDeck.length + s.trainDiscard.length > 0) return press("deck");
    const slot = s.faceUp.findIndex((c) => c !== null && c !== "locomotive");
    return press(slot >= 0 ? `faceUp:${slot}` : "ticketDeck");
  };
  await drawOne();
  await untilOnServer(() => rules().currentPlayer !== seat || rules().turnStage !== "start");
  if (rules().currentPlayer === seat && rules().turnStage === "drewOneCard") {
    await mover.waitInfo("i.turnStage === 'drewOneCard'");
    await drawOne();
  }
}

/** Cuts a user's sockets in a room abruptly on the server side, as a network failure would. */
export function dropConnections(roomId: string, username: string): void {
  const room = matchMaker.getLocalRoomById(roomId);
  if (!room) throw new Error(`room ${roomId} not found`);
  for (const client of room.clients) {
    const auth = client.auth as { username?: string } | undefined;
    const socket = (client as unknown as { ref?: { terminate?: () => void } }).ref;
    if (auth?.username === username) socket?.terminate?.();
  }
}

/** What the whole-game tests read of the hook's info to pick a claim. */
export interface ClaimInfo { seat: number; hand: Record<string, number>; routeOwners: number[]; players: { trainsLeft: number }[] }

/** The longest free USA route this hand pays for (the game ends sooner), with the colour to pay in. */
export function longestClaim(info: ClaimInfo): { id: number; color: string } | null {
  const hand = info.hand;
  const loco = hand.locomotive ?? 0;
  const trains = info.players[info.seat].trainsLeft;
  const free = USA_MAP.routes
    .filter((r) => info.routeOwners[r.id] === -1 && (r.double === null || info.routeOwners[r.double] === -1) && r.length <= trains)
    .sort((a, b) => b.length - a.length);
  for (const r of free) {
    const colors = r.color === "gray" ? Object.keys(hand).filter((c) => c !== "locomotive") : [r.color];
    const best = colors.filter((c) => (hand[c] ?? 0) > 0 && (hand[c] ?? 0) + loco >= r.length).sort((a, b) => (hand[b] ?? 0) - (hand[a] ?? 0))[0];
    if (best) return { id: r.id, color: best };
  }
  return null;
}
