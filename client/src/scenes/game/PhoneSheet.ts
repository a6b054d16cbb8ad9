// The phone's sheet of cards and tickets: closed, a handle under the map (portrait) or right of it (landscape) says
// what the hand holds and opens it with a tap; open, it lies over part of the map with the decks, the face-up cards,
// the hand and the tickets (the Board and Hand tabs' components, laid out by the phone plan), and its handle closes
// it. In portrait it starts open: the whole board still shows above it. In landscape it starts closed and closes by
// itself once a draw is done, so the board is not hidden for long.
import Phaser from "phaser";
import { Button } from "../../ui/Button.js";
import { UI } from "../../ui/theme.js";
import type { PhonePlan } from "../../ui/phoneLayout.js";
import { TAP } from "../../ui/phoneLayout.js";
import { registerPoint } from "../../ui/testHook.js";
import { t } from "../../i18n/i18n.js";

/** Above the hand and yard (depth 0), under the drawer (500) and the modals (600 and more). */
const SHEET_DEPTH = -1;
const HANDLE = { fill: 0x6b4b2a, hover: 0x85603a };

export class PhoneSheet {
  private isOpen = false;
  private readonly openButton: Button;
  private readonly closeButton: Button;
  private readonly panel: Phaser.GameObjects.Container;

  constructor(scene: Phaser.Scene, private readonly plan: PhonePlan, private readonly onChange: (open: boolean) => void) {
    const { peek, sheet, sheetHandle } = plan;
    const portrait = plan.shape === "portrait";
    const bar = scene.add.graphics();
    bar.fillStyle(UI.woodDark, 1).fillRect(peek.x, peek.y, peek.w, peek.h);
    // closed: one big handle (a bar's width in portrait, the strip's height in landscape)
    const openAt = center(peek);
    this.openButton = new Button(scene, openAt.x, openAt.y, portrait ? t("sheet.open") : t("sheet.openSide"),
      { width: portrait ? peek.w - 16 : TAP, height: portrait ? TAP : peek.h - 16, fontSize: portrait ? 17 : 14, ...HANDLE }, () => this.open());
    this.openButton.label.setAlign("center");
    // open: the paper sheet, which takes every tap on it (none reaches the routes underneath)
    const shade = scene.add.rectangle(sheet.x, sheet.y, sheet.w, sheet.h, UI.paperDark, 1).setOrigin(0).setInteractive();
    const edge = scene.add.graphics();
    edge.fillStyle(UI.wood, 1);
    if (portrait) edge.fillRect(sheet.x, sheet.y, sheet.w, 3);
    else edge.fillRect(sheet.x, sheet.y, 3, sheet.h);
    const closeAt = center(sheetHandle);
    this.closeButton = new Button(scene, closeAt.x, closeAt.y, portrait ? t("sheet.close") : "▶", {
      width: portrait ? sheetHandle.w - 16 : TAP, height: portrait ? TAP : sheetHandle.h - 16, fontSize: 17, ...HANDLE,
    }, () => this.close());
    this.panel = scene.add.container(0, 0, [shade, edge, this.closeButton]).setDepth(SHEET_DEPTH);
    bar.setDepth(SHEET_DEPTH);
    this.openButton.setDepth(SHEET_DEPTH);
    registerPoint("sheet:open", () => (this.isOpen ? null : openAt));
    registerPoint("sheet:close", () => (this.isOpen ? closeAt : null));
    this.show(plan.shape === "portrait", false);
  }

  get opened(): boolean {
    return this.isOpen;
  }

  open(): void {
    this.show(true);
  }

  close(): void {
    this.show(false);
  }

  /** The closed handle hides while the menu's drawer is open (the drawer covers the map and the handle's strip). */
  setHandleShown(on: boolean): void {
    this.openButton.setVisible(on && !this.isOpen);
  }

  /** Points at the handle (the turn has come: the cards are drawn from the sheet). */
  nudge(): void {
    // a hop, not a swell: the handle spans the window's width and must stay inside it (from its resting place)
    const b = this.openButton, rest = center(this.plan.peek);
    b.scene.tweens.killTweensOf(b);
    b.setPosition(rest.x, rest.y);
    const hop = this.plan.shape === "portrait" ? { y: rest.y - 6 } : { x: rest.x - 6 };
    if (!this.isOpen) b.scene.tweens.add({ targets: b, ...hop, duration: 160, yoyo: true, repeat: 2 });
  }

  /** The closed handle's line (portrait): what the hand holds, so the sheet need not be opened to know. */
  setSummary(cards: number, tickets: number): void {
    if (this.plan.shape === "portrait") this.openButton.setText(t("sheet.summary", { cards, tickets }));
  }

  private show(open: boolean, tell = true): void {
    this.isOpen = open;
    this.panel.setVisible(open);
    this.openButton.setVisible(!open);
    if (tell) this.onChange(open);
  }
}

function center(r: { x: number; y: number; w: number; h: number }): { x: number; y: number } {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}
