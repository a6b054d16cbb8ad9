// Board tab: destination ticket deck, the face-down train deck and the five face-up cards (the train yard).
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT } from "../ui/theme.js";
import { BOTTOM, yardPlan } from "../ui/layout.js";
import { registerPoint } from "../ui/testHook.js";
import { fitLine } from "../ui/fitText.js";
import { t } from "../i18n/i18n.js";
import { cardName } from "./cardName.js";

/** The yard's card names (world px). */
const SLOT_FONT = 14;
/** A phone's deck labels ("Tickets" over the count): two short lines under a narrow card. */
const PHONE_LABEL_FONT = 12;

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
  private colors: (string | null)[] = [];
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
    // the hint takes the room right of the yard: a narrow panel gets a smaller (still readable) type (none on a phone)
    const room = Math.max(120, Math.min(480, BOTTOM.x + BOTTOM.w - 20 - (right + 20)));
    this.hint = scene.add.text(right + 20, BOTTOM.y + 56, "", { fontFamily: FONT, fontSize: room < 300 ? "14px" : "16px", color: "#3b2f22", wordWrap: { width: room }, lineSpacing: room < 300 ? 2 : 4 });
    this.add(this.hint);
    scene.add.existing(this);
  }

  /** The hint gives way to the hand strip on wide windows. */
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
      const changed = this.colors[i] !== c;
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
      if (changed && this.visible) {
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
    this.hint.setText(hint);
  }
}
