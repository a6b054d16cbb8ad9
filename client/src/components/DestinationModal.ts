// Destination modal: the offered tickets as cards (cities, points); pick at least 2 at the start, 1 later; the
// unpicked ones go back. Hovering a ticket highlights its two cities on the map. Keys (keyboard play): ←/→ move a
// focus ring (on the first ticket from the start), Space (or 1–3) keeps/returns, Enter confirms. On a phone the
// modal covers the map: "See map" puts it aside, every offered ticket's cities lit, until "Back to tickets". On a
// desktop the panel covers the map's south: the game view fits the board above it while it is open
// (ticketPanelBox), so every offered ticket's cities stay in sight.
import Phaser from "phaser";
import { FONT } from "../ui/theme.js";
import { BOTTOM, MAP_AREA, phonePlan } from "../ui/layout.js";
import { WORLD } from "../ui/theme.js";
import { Button } from "../ui/Button.js";
import { drawPanel } from "../ui/panel.js";
import { registerBoxes, registerInfo, registerPoint, unregisterPoints } from "../ui/testHook.js";
import type { TicketLine } from "../scenes/game/presenter.js";
import { auditTicketNames } from "../ui/ticketName.js";
import { ticketKey } from "../input/keyMap.js";
import { listenKeys } from "../input/listenKeys.js";
import { t } from "../i18n/i18n.js";

const TH = 120;
/** The confirm button's height: it sits between the cards and the panel's bottom edge. */
const CONFIRM_H = 40;
/** The widest a ticket card gets (world px); a narrow panel (4:3 window) gets narrower cards, three always fit. */
const MAX_TW = 300;

type Rect = { x: number; y: number; w: number; h: number };

// The panel sits over the south of the map and the tab row, so the hand below stays in sight while choosing.
function panelBox(): Rect {
  return { x: BOTTOM.x + 10, w: BOTTOM.w - 20, h: BOTTOM.h + 34, y: BOTTOM.y + 46 - (BOTTOM.h + 34) };
}

/** A desktop's ticket panel (world px): the part of the map above it is where the board shows while choosing. */
export function ticketPanelBox(): Rect {
  return panelBox();
}

/** Where the parts go: the desktop's panel over the map's south, or a phone's over the whole window. */
interface ModalPlan {
  panel: Rect;
  cards: Rect[];
  confirm: Rect;
  /** A phone's "See map" (the modal covers the map there); null on desktop, where the map shows beside the panel. */
  peek: Rect | null;
  error: { x: number; y: number };
  /** The ✓ keep / return mark: under the cities (tall cards), or left of the points (a phone's low cards). */
  checkBeside: boolean;
  titleFont: number;
  textFont: number;
  citiesFont: number;
  pointsFont: number;
  /** Room for the title and the line under it (0: one line each, no wrap). */
  wrap: number;
}

function desktopPlan(n: number): ModalPlan {
  const panel = panelBox();
  const { x, y, w, h } = panel;
  const columns = Math.max(3, n);
  const tw = Math.min(MAX_TW, Math.floor((w - 60 - 20 * (columns - 1)) / columns));
  const th = columns > 3 ? TH - 16 : TH;
  return {
    panel, cards: Array.from({ length: n }, (_, i) => ({ x: x + 30 + i * (tw + 20), y: y + 74, w: tw, h: th })),
    // Below the cards, not over the third one's corner ("Pick 2 more" covered it in a 4:3 window).
    confirm: { x: x + w - 230, y: y + 74 + TH + 8, w: 200, h: CONFIRM_H },
    peek: null,
    error: { x: x + 30, y: y + h - 34 }, checkBeside: false, titleFont: 21, textFont: 15, citiesFont: columns > 3 ? 16 : 18, pointsFont: 30, wrap: 0,
  };
}

/**
 * A phone's: over the whole window (the sheet is closed while it is open). Portrait stacks the tickets, each a low
 * card the window's width; landscape keeps them side by side. `head` is the height the title and its line took.
 */
function phonePlanFor(n: number, head: number): ModalPlan {
  const portrait = WORLD.height > WORLD.width;
  const x = 8, w = WORLD.width - 16, pad = 14;
  const top = pad + head + 8;
  let cards: Rect[];
  if (portrait) {
    const ch = 64, gap = 8;
    cards = Array.from({ length: n }, (_, i) => ({ x: x + pad, y: top + i * (ch + gap), w: w - 2 * pad, h: ch }));
  } else {
    const columns = Math.max(3, n), gap = 12;
    const tw = Math.floor((w - 2 * pad - gap * (columns - 1)) / columns);
    cards = Array.from({ length: n }, (_, i) => ({ x: x + pad + i * (tw + gap), y: top, w: tw, h: 104 }));
  }
  const below = Math.max(...cards.map((c) => c.y + c.h)) + 10;
  // "See map" left of the confirm: a third of the row in portrait, the room the confirm leaves in landscape
  const peekW = portrait ? Math.floor((w - 2 * pad - 10) * 0.38) : 170;
  const confirm = portrait ? { x: x + pad + peekW + 10, y: below + 22, w: w - 2 * pad - peekW - 10, h: 48 } : { x: x + w - pad - 240, y: below, w: 240, h: 48 };
  const peek = { x: x + pad, y: confirm.y, w: peekW, h: 48 };
  const h = confirm.y + confirm.h + pad;
  const y = Math.max(8, Math.floor((WORLD.height - h) / 2));
  const move = (r: Rect) => ({ ...r, y: r.y + y });
  return {
    panel: { x, y, w, h }, cards: cards.map(move), confirm: move(confirm), peek: move(peek),
    error: { x: x + pad, y: y + (portrait ? below : below + 14) }, checkBeside: portrait,
    titleFont: 18, textFont: 14, citiesFont: 16, pointsFont: 24, wrap: w - 2 * pad,
  };
}

export class DestinationModal extends Phaser.GameObjects.Container {
  private selected = new Set<number>();
  /** The ticket the keys act on: the first from the start, so the first Space keeps it (not only moves the ring). */
  private focus = 0;
  private confirm: Button;
  private error: Phaser.GameObjects.Text;
  private cards: Phaser.GameObjects.Graphics[] = [];
  private checks: Phaser.GameObjects.Text[] = [];
  private names: Phaser.GameObjects.Text[] = [];
  readonly key: string;
  private panel: Rect = panelBox();
  private plan!: ModalPlan;
  /** Card width: three fit side by side (four when Europe's opening adds the long ticket). */
  private tw = 0;
  /** Card height: four cards reach the Keep button's column, so they are a little shorter (clear of it). */
  private th = TH;
  /** While the modal is put aside to see the map (a phone): the button that brings it back. */
  private back: Button | null = null;

  constructor(
    scene: Phaser.Scene,
    private readonly offered: TicketLine[],
    private readonly minimum: number,
    /** Lights these tickets' cities on the map (none: an empty list). */
    private readonly light: (tickets: readonly TicketLine[]) => void,
    private readonly onConfirm: (indices: number[]) => Promise<string | null>,
    /** Tickets not kept leave the game for good on this board (else they go under the deck). */
    returnedLeave = false,
  ) {
    super(scene, 0, 0);
    this.key = offered.map((ticket) => ticket.id).join(",");
    const phone = phonePlan() !== null;
    const long = offered.some((ticket) => ticket.long);
    // a finger taps and has no keys: a phone's line says less
    // a board whose unkept tickets leave the game says so (they do not go under the deck there)
    const how = phone
      ? t(returnedLeave ? "mapsEnd.howTapLeave" : long ? "tickets.howTapLong" : "tickets.howTap")
      : t(returnedLeave ? "mapsEnd.howClickLeave" : long ? "tickets.howClickLong" : "tickets.howClick");
    const headStyle = (font: number, wrap: number) => ({ fontFamily: FONT, fontSize: `${font}px`, ...(wrap ? { wordWrap: { width: wrap } } : {}) });
    const probe = phone ? phonePlanFor(offered.length, 0) : desktopPlan(offered.length);
    const title = scene.add.text(0, 0, t("tickets.title", { count: minimum }), { ...headStyle(probe.titleFont, probe.wrap), color: "#6b2a1a", fontStyle: "bold" });
    const sub = scene.add.text(0, 0, how, { ...headStyle(probe.textFont, probe.wrap), color: "#3b2f22" });
    const plan = this.plan = phone ? phonePlanFor(offered.length, title.height + 4 + sub.height) : probe;
    const { x, y, w, h } = this.panel = plan.panel;
    // the desktop's line under the title is one line: a long language's takes a smaller font (down to 13 px), and
    // one still too wide (German's, with the keys, in a 4:3 window) takes two lines of 12 px, the room above the cards
    if (!plan.wrap) {
      for (let size = plan.textFont - 1; sub.width > w - 48 && size >= 13; size--) sub.setFontSize(size);
      if (sub.width > w - 48) sub.setFontSize(12).setLineSpacing(-2).setWordWrapWidth(w - 48);
    }
    title.setPosition(x + (phone ? 14 : 24), y + 14);
    sub.setPosition(title.x, phone ? title.y + title.height + 4 : y + 42);
    this.tw = plan.cards[0]?.w ?? MAX_TW;
    this.th = plan.cards[0]?.h ?? TH;
    const TW = this.tw;
    /** Room for the two city lines, left of the points (and of the mark, on a phone's low card) (world px). */
    const citiesWidth = TW - 16 - 64 - (plan.checkBeside ? 64 : 0);
    const blocker = phone ? scene.add.rectangle(0, 0, WORLD.width, WORLD.height, 0, 0.35).setOrigin(0).setInteractive() : scene.add.rectangle(x, y, w, h, 0, 0).setOrigin(0).setInteractive();
    const bg = drawPanel(scene, x, y, w, h, 0xe9e4d8);
    this.add([blocker, bg, title, sub]);
    offered.forEach((ticket, i) => {
      const { x: cx, y: cy } = plan.cards[i];
      const card = scene.add.graphics();
      const hit = scene.add.rectangle(cx, cy, TW, this.th, 0, 0).setOrigin(0).setInteractive({ useHandCursor: true });
      const cities = scene.add.text(cx + 16, cy + (plan.checkBeside ? 8 : 14), t("tickets.cities", { from: ticket.a, to: ticket.b }), { fontFamily: FONT, fontSize: `${plan.citiesFont}px`, color: "#2b2118", fontStyle: "bold", lineSpacing: plan.checkBeside ? 2 : 6 });
      const pts = scene.add.text(cx + TW - 40, plan.checkBeside ? cy + 22 : cy + this.th / 2, String(ticket.points), { fontFamily: FONT, fontSize: `${plan.pointsFont}px`, color: "#a8452b", fontStyle: "bold" }).setOrigin(0.5);
      const ptsLabel = scene.add.text(cx + TW - 40, pts.y + 24, t("tickets.pointsUnit", { count: ticket.points }), { fontFamily: FONT, fontSize: "13px", color: "#6b5a45" }).setOrigin(0.5);
      const check = plan.checkBeside
        ? scene.add.text(cx + TW - 76, cy + this.th / 2, "", { fontFamily: FONT, fontSize: "15px", color: "#1e8a2e", fontStyle: "bold" }).setOrigin(1, 0.5)
        : scene.add.text(cx + 16, cy + this.th - 30, "", { fontFamily: FONT, fontSize: "16px", color: "#1e8a2e", fontStyle: "bold" });
      // a phone's narrow card: a long city name gets a smaller font (down to 12 px) rather than run under the points
      if (phone) for (let size = plan.citiesFont - 1; cities.width > citiesWidth && size >= 12; size--) cities.setFontSize(size);
      hit.on("pointerup", () => this.toggle(i));
      hit.on("pointerover", () => light([ticket]));
      hit.on("pointerout", () => light([]));
      this.cards.push(card);
      this.checks.push(check);
      this.names.push(cities);
      this.add([card, cities, pts, ptsLabel, check]);
      // Europe's long ticket: a blue ribbon above its points (over the card), so it is told apart before it is kept. A
      // phone's low card has no room above the points (the ribbon ran into a two-digit number): it goes above the mark.
      if (ticket.long) {
        const ribbon = scene.add.text(0, 0, t("tickets.long"), { fontFamily: FONT, fontSize: "13px", color: "#ffffff", fontStyle: "bold", backgroundColor: "#2f5f9a", padding: { x: 6, y: 2 } });
        if (plan.checkBeside) ribbon.setOrigin(1, 0).setPosition(cx + TW - 76, cy + 4);
        else ribbon.setOrigin(0.5, 0).setPosition(cx + TW - 40, cy + 8);
        this.add(ribbon);
        const at = { x: ribbon.x + (0.5 - ribbon.originX) * ribbon.width, y: ribbon.y + ribbon.height / 2 };
        registerPoint(`modal:long:${i}`, () => (this.shown ? at : null));
      }
      this.add(hit);
      registerPoint(`modal:ticket:${i}`, () => (this.shown ? { x: cx + TW / 2, y: cy + this.th / 2 } : null));
    });
    this.error = scene.add.text(plan.error.x, plan.error.y, "", { fontFamily: FONT, fontSize: "16px", color: "#c0201a", fontStyle: "bold", ...(plan.wrap ? { wordWrap: { width: plan.wrap } } : {}) });
    const c = plan.confirm;
    const bx = c.x + c.w / 2, by = c.y + c.h / 2;
    this.confirm = new Button(scene, bx, by, t("tickets.keepStart"), { width: c.w, height: c.h, fontSize: 19 }, () => void this.submit());
    this.add([this.error, this.confirm]);
    registerPoint("modal:confirm", () => (this.shown ? { x: bx, y: by } : null));
    const peek = plan.peek;
    if (peek) {
      const px = peek.x + peek.w / 2, py = peek.y + peek.h / 2;
      this.add(new Button(scene, px, py, t("tickets.seeMap"), { width: peek.w, height: peek.h, fontSize: 17, fill: 0x4d6b7d, hover: 0x5f8296 }, () => this.putAside()));
      registerPoint("modal:peek", () => (this.shown ? { x: px, y: py } : null));
      registerPoint("modal:back", () => (this.active && this.back ? { x: this.back.x, y: this.back.y } : null));
      registerInfo("ticketsAside", () => (this.active ? this.back !== null : null));
    }
    registerInfo("ticketFocus", () => (this.active ? this.focus : null));
    registerInfo("ticketsKept", () => (this.active ? [...this.selected].sort() : null));
    this.setDepth(600);
    scene.add.existing(this);
    auditTicketNames("modal:tickets", () => (this.shown ? this.names.map((text) => ({ text, maxWidth: citiesWidth })) : []));
    this.redraw();
    listenKeys(this, (e) => this.onKey(e));
    // what hides the map now: the panel (a phone's: the whole window), or the button that brings it back
    const stopCover = registerBoxes("tickets:cover", () => {
      if (!this.active) return [];
      if (this.back) return [{ name: "back", x: this.back.x - this.back.width / 2, y: this.back.y - this.back.height / 2, w: this.back.width, h: this.back.height }];
      return [phone ? { name: "modal", x: 0, y: 0, w: WORLD.width, h: WORLD.height } : { name: "panel", ...this.panel }];
    });
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      stopCover();
      this.back?.destroy();
      this.back = null;
      unregisterPoints("modal:");
    });
  }

  /** On screen (not put aside to see the map). */
  private get shown(): boolean {
    return this.active && this.visible;
  }

  /** Puts the modal aside: the map in sight, every offered ticket's cities lit, a button at its foot to come back. */
  private putAside(): void {
    this.setVisible(false);
    this.light(this.offered);
    // at the map area's foot: centred under a portrait phone's map, in the bottom left corner of a landscape one's
    // (the sea off California; centred, it hid Houston's name)
    const a = MAP_AREA, w = Math.min(220, a.w - 24);
    const x = a.h > a.w ? a.x + a.w / 2 : a.x + 16 + w / 2;
    this.back = new Button(this.scene, x, a.y + a.h - 34, t("tickets.backToTickets"), { width: w, height: 48, fontSize: 17 }, () => this.bringBack());
    this.back.setDepth(this.depth);
  }

  private bringBack(): void {
    this.back?.destroy();
    this.back = null;
    this.light([]);
    this.setVisible(true);
  }

  private onKey(e: KeyboardEvent): boolean {
    const a = ticketKey(e);
    if (!a) return false;
    const n = this.offered.length;
    if (a.kind === "confirm") void this.submit();
    else if (a.kind === "toggleAt") {
      if (a.index < n) this.toggle(a.index);
    } else if (a.kind === "toggle") this.toggle(this.focus);
    else this.focusOn((this.focus + a.step + n) % n);
    return true;
  }

  /** Moves the ring; the ticket's cities light up on the map as they do on hover. */
  private focusOn(i: number): void {
    this.focus = i;
    this.light([this.offered[i]]);
    this.redraw();
  }

  private toggle(i: number): void {
    if (this.selected.has(i)) this.selected.delete(i);
    else this.selected.add(i);
    this.error.setText("");
    this.redraw();
  }

  private redraw(): void {
    this.offered.forEach((_, i) => {
      const on = this.selected.has(i);
      const g = this.cards[i];
      const TW = this.tw;
      const { x, y } = this.plan.cards[i];
      g.clear();
      g.fillStyle(0x000000, 0.2).fillRoundedRect(x + 3, y + 4, TW, this.th, 10);
      g.fillStyle(on ? 0xfffbe8 : 0xf3ead6, 1).fillRoundedRect(x, y, TW, this.th, 10);
      g.lineStyle(on ? 5 : 2, on ? 0x2e9d3a : 0x8a7452, 1).strokeRoundedRect(x, y, TW, this.th, 10);
      if (i === this.focus) g.lineStyle(3, 0x2f6fd0, 1).strokeRoundedRect(x - 6, y - 6, TW + 12, this.th + 12, 13);
      this.checks[i].setText(t(on ? "tickets.keepMark" : "tickets.returnMark")).setColor(on ? "#1e8a2e" : "#8a7452");
    });
    const n = this.selected.size;
    this.confirm.setText(n >= this.minimum ? t("tickets.keep", { count: n }) : t("tickets.pickMore", { count: this.minimum - n }));
    this.confirm.setEnabled(n >= this.minimum);
  }

  private busy = false;

  private async submit(): Promise<void> {
    if (this.busy || this.selected.size < this.minimum) return;
    this.busy = true;
    this.confirm.setEnabled(false);
    const err = await this.onConfirm([...this.selected].sort());
    this.busy = false;
    if (err && this.active) {
      this.error.setText(err);
      this.redraw();
    }
  }
}
