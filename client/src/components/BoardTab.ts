// Board tab: destination ticket deck, the face-down train deck and the five face-up cards (the train yard).
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT } from "../ui/theme.js";
import { BOTTOM, phonePlan, stripPlan, yardPlan } from "../ui/layout.js";
import { registerInfo, registerPoint, registerTexts } from "../ui/testHook.js";
import { fitLine } from "../ui/fitText.js";
import { t } from "../i18n/i18n.js";
import { cardName } from "./cardName.js";

/** The yard's card names (world px). */
const SLOT_FONT = 14;
/** A phone's deck labels ("Tickets" over the count): two short lines under a narrow card. */
const PHONE_LABEL_FONT = 12;

/**
 * The help line's smallest type (world px): 11 on a phone (a world px is a CSS px there), 13 on a desktop, whose
 * world shows at down to 0.85 of its size (1024×768), so that it never reads under 11 px.
 */
const MIN_HINT_FONT = { phone: 11, desktop: 13 } as const;

/**
 * Where the turn's help line goes: right of the yard where the panel has room; under the small hand on a wide
 * window (the hand strip takes the room right of the yard); in a phone's sheet between the hand and the tickets.
 */
function hintPlace(yardRight: number): { x: number; y: number; w: number; h: number; font: number; minFont: number } {
  const phone = phonePlan();
  if (phone) return { ...phone.hint, font: 12, minFont: MIN_HINT_FONT.phone };
  const strip = stripPlan();
  const minFont = MIN_HINT_FONT.desktop;
  if (strip) return { x: strip.left, y: BOTTOM.y + 158, w: BOTTOM.x + BOTTOM.w - 16 - strip.left, h: BOTTOM.h - 160, font: 14, minFont };
  const room = Math.max(120, Math.min(480, BOTTOM.x + BOTTOM.w - 20 - (yardRight + 20)));
  return { x: yardRight + 20, y: BOTTOM.y + 56, w: room, h: BOTTOM.h - 60, font: room < 300 ? 14 : 16, minFont };
}

export interface BoardTabHandlers {
  drawTickets: () => void;
  drawCard: (location: number) => void;
  hoverSlot: (location: number | null, x: number, y: number) => void;
}

export class BoardTab extends Phaser.GameObjects.Container {
  readonly slots: Phaser.GameObjects.Image[] = [];
  private deck: Phaser.GameObjects.Image;
  private ticketDeck: Phaser.GameObjects.Image;
  private deckLabel: Phaser.GameObjects.Text;
  private ticketLabel: Phaser.GameObjects.Text;
  private slotLabels: Phaser.GameObjects.Text[] = [];
  private hint: Phaser.GameObjects.Text;
  /** Where the help line goes and its largest type (world px). */
  private readonly hintBox: { x: number; y: number; w: number; h: number; font: number; minFont: number };
  private colors: (string | null)[] = [];
  /** The help line the hint was last fitted for. */
  private hintFor: string | null = null;
  private readonly plan = yardPlan();

  constructor(scene: Phaser.Scene, h: BoardTabHandlers) {
    super(scene, 0, 0);
    const { cy, cw: CW, ch: CH } = this.plan;
    const compact = this.plan.step === 0;
    const make = (x: number, key: string, loc: number | "tickets") => {
      const img = scene.add.image(x, cy, ATLAS, key).setDisplaySize(CW, CH).setInteractive({ useHandCursor: true });
      img.on("pointerup", () => (loc === "tickets" ? h.drawTickets() : h.drawCard(loc)));
      img.on("pointerover", (p: Phaser.Input.Pointer) => {
        img.setDisplaySize(CW * 1.06, CH * 1.06);
        if (loc !== "tickets") h.hoverSlot(loc, p.worldX, p.worldY);
      });
      img.on("pointerout", () => {
        img.setDisplaySize(CW, CH);
        h.hoverSlot(null, 0, 0);
      });
      this.add(img);
      return img;
    };
    const label = (x: number, text: string) => {
      const t = scene.add.text(x, cy + CH / 2 + (compact ? 3 : 6), text, { fontFamily: FONT, fontSize: `${compact ? PHONE_LABEL_FONT : SLOT_FONT}px`, color: "#3b2f22", fontStyle: "bold", align: "center" }).setOrigin(0.5, 0);
      this.add(t);
      return t;
    };
    const { ticketX, deckX, slotX, sepX, right } = this.plan;
    this.ticketDeck = make(ticketX, "ticket-back", "tickets");
    this.ticketLabel = label(ticketX, t("yard.tickets"));
    this.deck = make(deckX, "card-back", 5);
    this.deckLabel = label(deckX, t("yard.deck"));
    if (sepX !== null) this.add(scene.add.rectangle(sepX, cy, 3, CH, 0x6b4b2a, 0.4));
    slotX.forEach((x, i) => {
      this.slots.push(make(x, "card-gray", i));
      this.slotLabels.push(label(x, ""));
      registerPoint(`faceUp:${i}`, () => (this.visible ? { x, y: cy } : null));
    });
    registerPoint("deck", () => (this.visible ? { x: deckX, y: cy } : null));
    registerPoint("ticketDeck", () => (this.visible ? { x: ticketX, y: cy } : null));
    this.hintBox = hintPlace(right);
    this.hint = scene.add.text(this.hintBox.x, this.hintBox.y, "", { fontFamily: FONT, fontSize: `${this.hintBox.font}px`, color: "#3b2f22", wordWrap: { width: this.hintBox.w }, lineSpacing: 2 });
    this.add(this.hint);
    registerTexts("turnHelp", () => (this.visible && this.hint.visible && this.hint.text ? [{ text: this.hint.text, width: this.hint.width, maxWidth: this.hintBox.w, fontSize: Number(this.hint.style.fontSize.toString().replace("px", "")) }] : []));
    registerInfo("turnHelp", () => (this.visible && this.hint.visible ? { text: this.hint.text, ...this.hint.getBounds() } : null));
    scene.add.existing(this);
  }

  /** The help line shows with the yard at every size (under the hand strip on wide windows, in a phone's sheet). */
  showHint(on: boolean): void {
    this.hint.setVisible(on);
  }

  slotPosition(loc: number): { x: number; y: number } {
    const img = loc === 5 ? this.deck : this.slots[loc];
    return { x: img.x, y: img.y };
  }

  refresh(faceUp: (string | null)[], deckCount: number, discardCount: number, ticketDeckCount: number, hint: string): void {
    const { cw: CW, ch: CH, step } = this.plan;
    faceUp.forEach((c, i) => {
      const img = this.slots[i];
      if (!img) return;
      // only a slot whose card changed (on the first refresh every slot: none has a card yet)
      if (this.colors[i] === c) return;
      this.colors[i] = c;
      img.setTexture(ATLAS, c ? `card-${c}` : "card-gray").setDisplaySize(CW, CH).setAlpha(c ? 1 : 0.25);
      // Two face-up locomotives side by side read "LocomotiveLocomotive" in a narrow yard: each name keeps to its card.
      // (a phone's yard has no room for the names: each card carries its colour's symbol)
      if (step > 0) {
        // a name that does not fit at the smallest size is cut ("Locomot…"): the locomotive then takes its short name
        const name = c ? cardName(c) : t("yard.empty");
        fitLine(this.slotLabels[i], name, step - 8, SLOT_FONT, 13);
        if (c === "locomotive" && this.slotLabels[i].text !== name) fitLine(this.slotLabels[i], t("card.locomotiveShort"), step - 8, SLOT_FONT, 13);
      }
      if (this.visible) {
        img.setScale(0, img.scaleY);
        this.scene.tweens.add({ targets: img, scaleX: CW / img.width, duration: 220, ease: "Sine.easeOut" });
      }
    });
    if (step > 0) {
      this.deckLabel.setText(t("yard.deckCount", { count: deckCount, discards: discardCount }));
      this.ticketLabel.setText(t("yard.ticketCount", { count: ticketDeckCount }));
    } else {
      this.deckLabel.setText(t("yard.deckShort", { count: deckCount }));
      this.ticketLabel.setText(t("yard.ticketsShort", { count: ticketDeckCount }));
    }
    this.deck.setAlpha(deckCount > 0 ? 1 : 0.3);
    this.ticketDeck.setAlpha(ticketDeckCount > 0 ? 1 : 0.3);
    // the help line keeps to its box: a long one (German, a station line) takes a smaller, still readable type
    // (fitted again only when it changes: each size tried redraws it)
    if (hint === this.hintFor) return;
    this.hintFor = hint;
    this.hint.setFontSize(this.hintBox.font).setText(hint);
    for (let size = this.hintBox.font - 1; this.hint.height > this.hintBox.h && size >= this.hintBox.minFont; size--) this.hint.setFontSize(size);
  }
}
