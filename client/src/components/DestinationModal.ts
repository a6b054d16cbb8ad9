// Destination modal: the offered tickets as cards (cities, points); pick at least 2 at the start, 1 later; the
// unpicked ones go back. Hovering a ticket highlights its two cities on the map. Keys (keyboard play): ←/→ move a
// focus ring (on the first ticket from the start), Space (or 1–3) keeps/returns, Enter confirms.
import Phaser from "phaser";
import { FONT } from "../ui/theme.js";
import { BOTTOM } from "../ui/layout.js";
import { Button } from "../ui/Button.js";
import { drawPanel } from "../ui/panel.js";
import { registerInfo, registerPoint, unregisterPoints } from "../ui/testHook.js";
import type { TicketLine } from "../scenes/game/presenter.js";
import { auditTicketNames } from "../ui/ticketName.js";
import { ticketKey } from "../input/keyMap.js";
import { listenKeys } from "../input/listenKeys.js";

const TH = 120;
/** The confirm button's height: it sits between the cards and the panel's bottom edge. */
const CONFIRM_H = 40;
/** The widest a ticket card gets (world px); a narrow panel (4:3 window) gets narrower cards, three always fit. */
const MAX_TW = 300;

// The panel sits over the south of the map and the tab row, so the hand below stays in sight while choosing.
function panelBox(): { x: number; y: number; w: number; h: number } {
  return { x: BOTTOM.x + 10, w: BOTTOM.w - 20, h: BOTTOM.h + 34, y: BOTTOM.y + 46 - (BOTTOM.h + 34) };
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
  private readonly panel = panelBox();
  /** Card width: three fit side by side (four when Europe's opening adds the long ticket). */
  private tw = 0;
  /** Card height: four cards reach the Keep button's column, so they are a little shorter (clear of it). */
  private th = TH;

  constructor(
    scene: Phaser.Scene,
    private readonly offered: TicketLine[],
    private readonly minimum: number,
    onHover: (t: TicketLine | null) => void,
    private readonly onConfirm: (indices: number[]) => Promise<string | null>,
  ) {
    super(scene, 0, 0);
    this.key = offered.map((t) => t.id).join(",");
    const { x, y, w, h } = this.panel;
    const columns = Math.max(3, offered.length);
    this.tw = Math.min(MAX_TW, Math.floor((w - 60 - 20 * (columns - 1)) / columns));
    this.th = columns > 3 ? TH - 16 : TH;
    const TW = this.tw;
    /** Room for the two city lines, left of the points (world px). */
    const citiesWidth = TW - 16 - 64;
    const blocker = scene.add.rectangle(x, y, w, h, 0, 0).setOrigin(0).setInteractive();
    const bg = drawPanel(scene, x, y, w, h, 0xe9e4d8);
    const title = scene.add.text(x + 24, y + 14, `Choose your destination tickets — keep at least ${minimum}`, { fontFamily: FONT, fontSize: "21px", color: "#6b2a1a", fontStyle: "bold" });
    const long = offered.some((t) => t.long);
    const sub = scene.add.text(x + 24, y + 42, long
      ? "Click a ticket to keep it. The LONG ticket leaves the game if you return it; the others go under the deck. Keys: ←/→, Space, Enter."
      : "Click a ticket to keep it; the others go back under the deck. Hover to see its cities. Keys: ←/→, Space, Enter.", { fontFamily: FONT, fontSize: "15px", color: "#3b2f22" });
    this.add([blocker, bg, title, sub]);
    offered.forEach((t, i) => {
      const cx = x + 30 + i * (TW + 20), cy = y + 74;
      const card = scene.add.graphics();
      const hit = scene.add.rectangle(cx, cy, TW, this.th, 0, 0).setOrigin(0).setInteractive({ useHandCursor: true });
      const cities = scene.add.text(cx + 16, cy + 14, `${t.a}\n→ ${t.b}`, { fontFamily: FONT, fontSize: columns > 3 ? "16px" : "18px", color: "#2b2118", fontStyle: "bold", lineSpacing: 6 });
      const pts = scene.add.text(cx + TW - 40, cy + this.th / 2, String(t.points), { fontFamily: FONT, fontSize: "30px", color: "#a8452b", fontStyle: "bold" }).setOrigin(0.5);
      const ptsLabel = scene.add.text(cx + TW - 40, cy + this.th / 2 + 24, "points", { fontFamily: FONT, fontSize: "13px", color: "#6b5a45" }).setOrigin(0.5);
      const check = scene.add.text(cx + 16, cy + this.th - 30, "", { fontFamily: FONT, fontSize: "16px", color: "#1e8a2e", fontStyle: "bold" });
      hit.on("pointerup", () => this.toggle(i));
      hit.on("pointerover", () => onHover(t));
      hit.on("pointerout", () => onHover(null));
      this.cards.push(card);
      this.checks.push(check);
      this.names.push(cities);
      this.add([card, cities, pts, ptsLabel, check]);
      // Europe's long ticket: a blue ribbon above its points (over the card), so it is told apart before it is kept
      if (t.long) {
        this.add(scene.add.text(cx + TW - 40, cy + 8, "LONG", { fontFamily: FONT, fontSize: "13px", color: "#ffffff", fontStyle: "bold", backgroundColor: "#2f5f9a", padding: { x: 6, y: 2 } }).setOrigin(0.5, 0));
        registerPoint(`modal:long:${i}`, () => (this.active ? { x: cx + TW - 40, y: cy + 16 } : null));
      }
      this.add(hit);
      registerPoint(`modal:ticket:${i}`, () => (this.active ? { x: cx + TW / 2, y: cy + this.th / 2 } : null));
    });
    this.error = scene.add.text(x + 30, y + h - 34, "", { fontFamily: FONT, fontSize: "16px", color: "#c0201a", fontStyle: "bold" });
    // Below the cards, not over the third one's corner ("Pick 2 more" covered it in a 4:3 window).
    const bx = x + w - 130, by = y + 74 + TH + 8 + CONFIRM_H / 2;
    this.confirm = new Button(scene, bx, by, "Keep", { width: 200, height: CONFIRM_H, fontSize: 19 }, () => void this.submit());
    this.add([this.error, this.confirm]);
    registerPoint("modal:confirm", () => (this.active ? { x: bx, y: by } : null));
    registerInfo("ticketFocus", () => (this.active ? this.focus : null));
    registerInfo("ticketsKept", () => (this.active ? [...this.selected].sort() : null));
    this.setDepth(600);
    scene.add.existing(this);
    auditTicketNames("modal:tickets", () => (this.active ? this.names.map((text) => ({ text, maxWidth: citiesWidth })) : []));
    this.redraw();
    listenKeys(this, (e) => this.onKey(e, onHover));
    this.once(Phaser.GameObjects.Events.DESTROY, () => unregisterPoints("modal:"));
  }

  private onKey(e: KeyboardEvent, onHover: (t: TicketLine | null) => void): boolean {
    const a = ticketKey(e);
    if (!a) return false;
    const n = this.offered.length;
    if (a.kind === "confirm") void this.submit();
    else if (a.kind === "toggleAt") {
      if (a.index < n) this.toggle(a.index);
    } else if (a.kind === "toggle") this.toggle(this.focus);
    else this.focusOn((this.focus + a.step + n) % n, onHover);
    return true;
  }

  /** Moves the ring; the ticket's cities light up on the map as they do on hover. */
  private focusOn(i: number, onHover: (t: TicketLine | null) => void): void {
    this.focus = i;
    onHover(this.offered[i]);
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
      const x = this.panel.x + 30 + i * (TW + 20), y = this.panel.y + 74;
      g.clear();
      g.fillStyle(0x000000, 0.2).fillRoundedRect(x + 3, y + 4, TW, this.th, 10);
      g.fillStyle(on ? 0xfffbe8 : 0xf3ead6, 1).fillRoundedRect(x, y, TW, this.th, 10);
      g.lineStyle(on ? 5 : 2, on ? 0x2e9d3a : 0x8a7452, 1).strokeRoundedRect(x, y, TW, this.th, 10);
      if (i === this.focus) g.lineStyle(3, 0x2f6fd0, 1).strokeRoundedRect(x - 6, y - 6, TW + 12, this.th + 12, 13);
      this.checks[i].setText(on ? "✓ keep" : "return").setColor(on ? "#1e8a2e" : "#8a7452");
    });
    const n = this.selected.size;
    this.confirm.setText(n >= this.minimum ? `Keep ${n} ticket${n === 1 ? "" : "s"}` : `Pick ${this.minimum - n} more`);
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
