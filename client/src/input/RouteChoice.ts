// The touch confirmation step: a finger's tap on a route selects it (a ring on the board) and this small panel over
// the foot of the map says what claiming it costs, or why it cannot be claimed now, with Claim and Cancel. Claim
// opens the usual payment modal; Cancel, or a tap anywhere but on a route or on the panel, lets the route go. A
// finger is never one tap away from paying: with the mouse, a click still opens the payment modal at once.
// Sizes are in CSS px (converted through the canvas's scale): a thumb's 44 px, text no smaller than 11 px.
import Phaser from "phaser";
import type { GameConnection } from "../net/GameConnection.js";
import type { BoardMap } from "../map/BoardMap.js";
import { Button } from "../ui/Button.js";
import { FONT, WORLD } from "../ui/theme.js";
import { pixelRatio } from "../ui/pixelRatio.js";
import { msg, say } from "../i18n/i18n.js";
import { drawPanel } from "../ui/panel.js";
import { registerInfo, registerPoint, unregisterInfo, unregisterPoints } from "../ui/testHook.js";
import { routeChoiceText, type RouteChoiceText } from "./routeChoiceText.js";

/** Sizes in CSS px: thumb-sized buttons, words no smaller than a phone's 11 px; the buttons go beside the words
 * when the panel is at least SIDE_BY_SIDE_W wide. */
const BUTTON_W = 96, BUTTON_H = 46, BUTTON_FONT = 16, PAD = 10, GAP = 8, EDGE = 6, MAX_W = 560, SIDE_BY_SIDE_W = 440, TITLE = 15, BODY = 13;
/** A panel taller than this share of the map goes to the window's foot instead. */
const MAX_SHARE_OF_MAP = 0.45;

export interface RouteChoiceOptions {
  /** Opens the payment modal for the route (the same path a mouse click takes). */
  claim(routeId: number): void;
  /** A modal is open: a tap on the board chooses nothing. */
  busy(): boolean;
}

export class RouteChoice {
  private panel: Phaser.GameObjects.Container | null = null;
  private shown: RouteChoiceText | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly g: GameConnection, private readonly board: BoardMap, private readonly opts: RouteChoiceOptions) {
    registerInfo("routeChoice", () => (this.shown ? { routeId: this.shown.routeId, canClaim: this.shown.reason === null, reason: this.shown.reason, options: this.shown.options } : null));
    // a tap off the board's routes and off the panel lets the route go (a drag of the map does not)
    const tapped = (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      if (!this.shown || this.board.pressWasGesture(p)) return;
      if (over.some((o) => this.owns(o) || this.board.isBoardObject(o))) return;
      this.close();
    };
    scene.input.on(Phaser.Input.Events.POINTER_UP, tapped);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.input.off(Phaser.Input.Events.POINTER_UP, tapped);
      unregisterInfo("routeChoice");
      unregisterPoints("routeChoice:");
    });
  }

  get routeId(): number | null {
    return this.shown?.routeId ?? null;
  }

  /** A finger tapped a route: select it and say what claiming it takes. */
  choose(routeId: number): void {
    if (this.opts.busy()) return;
    this.board.select(routeId);
    this.show(routeChoiceText(this.g.view, this.g.spectator, routeId));
  }

  /** The state changed: the panel says what is true now (a turn passed, the route was taken). */
  refresh(): void {
    if (this.shown) this.show(routeChoiceText(this.g.view, this.g.spectator, this.shown.routeId));
  }

  close(): void {
    this.panel?.destroy();
    this.panel = null;
    this.shown = null;
    this.board.select(null);
    unregisterPoints("routeChoice:");
  }

  private owns(o: Phaser.GameObjects.GameObject): boolean {
    let top = o as Phaser.GameObjects.GameObject & { parentContainer?: Phaser.GameObjects.Container | null };
    while (top.parentContainer) top = top.parentContainer;
    return top === this.panel;
  }

  private show(t: RouteChoiceText): void {
    this.panel?.destroy();
    this.shown = t;
    const cam = this.board.camera;
    // world px per CSS px (a tablet's desktop layout is scaled down: its buttons must still be a thumb's size)
    const k = this.scene.scale.displayScale.x > 0 ? this.scene.scale.displayScale.x / pixelRatio() : 1;
    const area = cam?.viewport ?? this.board.geo.area;
    const routeAt = this.board.screenOf(this.board.routeCenter(t.routeId));
    // Inside the map, at its foot (or its head when the route shows in the lower half); a map too small for it
    // (a phone upright) has the panel at the window's foot, as wide as the window, over the hand for a moment.
    let built = this.build(t, Math.min(area.w - 2 * EDGE * k, MAX_W * k), k);
    let x0 = area.x + (area.w - built.w) / 2;
    let atTop = routeAt !== null && routeAt.y > area.y + area.h / 2;
    let y0 = atTop ? area.y + EDGE * k : area.y + area.h - built.h - EDGE * k;
    if (built.h > area.h * MAX_SHARE_OF_MAP) {
      built.parts.forEach((o) => o.destroy());
      const width = WORLD.width;
      built = this.build(t, Math.min(width - 2 * EDGE * k, MAX_W * k), k);
      x0 = (width - built.w) / 2;
      atTop = false;
      y0 = WORLD.height - built.h - EDGE * k;
    }
    const { parts, h, claimAt, cancelAt } = built;
    unregisterPoints("routeChoice:");
    registerPoint("routeChoice:cancel", () => ({ x: x0 + cancelAt.x, y: y0 + cancelAt.y }));
    if (claimAt) registerPoint("routeChoice:claim", () => ({ x: x0 + claimAt.x, y: y0 + claimAt.y }));
    this.panel = this.scene.add.container(x0, y0, parts).setDepth(450);
    // the chosen route stays in sight beside the panel (as far as the map can move)
    if (cam && routeAt) {
      const free = atTop ? { top: y0 + h, bottom: area.y + area.h } : { top: area.y, bottom: Math.min(y0, area.y + area.h) };
      const margin = 24 * k;
      if (routeAt.y < free.top + margin || routeAt.y > free.bottom - margin) cam.pan({ x: 0, y: (free.top + free.bottom) / 2 - routeAt.y });
    }
  }

  /** The panel's parts at a width (world px; `k` world px per CSS px), laid out from its top left corner. */
  private build(t: RouteChoiceText, w: number, k: number): { parts: Phaser.GameObjects.GameObject[]; w: number; h: number; claimAt: { x: number; y: number } | null; cancelAt: { x: number; y: number } } {
    const scene = this.scene;
    const pad = PAD * k, gap = GAP * k, bw = BUTTON_W * k, bh = BUTTON_H * k;
    // wide: the buttons beside the words; narrow: under them
    const beside = w >= SIDE_BY_SIDE_W * k;
    const buttons = t.reason ? 1 : 2;
    const textW = beside ? w - 2 * pad - buttons * (bw + gap) : w - 2 * pad;
    const style = (size: number, color: string, bold = false): Phaser.Types.GameObjects.Text.TextStyle =>
      ({ fontFamily: FONT, fontSize: `${Math.round(size * k)}px`, color, fontStyle: bold ? "bold" : "normal", wordWrap: { width: textW } });
    const title = scene.add.text(pad, pad, t.title, style(TITLE, "#6b2a1a", true));
    const facts = scene.add.text(pad, title.y + title.height + 2 * k, t.facts, style(BODY, "#3b2f22"));
    const verdict = scene.add.text(pad, facts.y + facts.height + 3 * k, t.verdict, style(BODY, t.reason ? "#a02a12" : "#1f5f2a", true));
    const textBottom = verdict.y + verdict.height;
    const h = beside ? Math.max(textBottom, pad + bh) + pad : textBottom + gap + bh + pad;
    const by = beside ? h / 2 : h - pad - bh / 2;
    const bg = drawPanel(scene, 0, 0, w, h);
    // the panel takes the taps that land on it (the routes under it are not chosen through it)
    const block = scene.add.zone(0, 0, w, h).setOrigin(0).setInteractive();
    const cancelAt = { x: w - pad - bw / 2, y: by };
    const button = { width: bw, height: bh, fontSize: Math.round(BUTTON_FONT * k) };
    const cancel = new Button(scene, cancelAt.x, cancelAt.y, say(msg("modal.cancel")), { ...button, fill: 0x8c7a62, hover: 0x9e8c73 }, () => this.close());
    const parts: Phaser.GameObjects.GameObject[] = [bg, block, title, facts, verdict, cancel];
    if (t.reason) return { parts, w, h, claimAt: null, cancelAt };
    const claimAt = { x: cancelAt.x - bw - gap, y: by };
    parts.push(new Button(scene, claimAt.x, claimAt.y, say(msg("route.claim")), { ...button, fill: 0x2f7d3a, hover: 0x3b9447 }, () => {
      this.close();
      this.opts.claim(t.routeId);
    }));
    return { parts, w, h, claimAt, cancelAt };
  }
}
