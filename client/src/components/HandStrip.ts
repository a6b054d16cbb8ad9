// The hand in small, beside the train yard on the Board tab when the window is wide enough (≥ 1280 px): the
// face-up cards, the decks and one's own cards are then on screen together. The Hand tab keeps the tickets.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT } from "../ui/theme.js";
import { BOTTOM, stripPlan } from "../ui/layout.js";
import { t } from "../i18n/i18n.js";
import { setColorIfNew } from "../ui/textInPlace.js";

const CARD_ORDER = ["red", "orange", "yellow", "green", "blue", "purple", "black", "white", "locomotive"] as const;
/** Card height over width. */
const SHAPE = 74 / 52;

/** A count before the hand arrives (a number, no words). */
const count0 = `×${0}`;

export class HandStrip extends Phaser.GameObjects.Container {
  private cards: Phaser.GameObjects.Image[] = [];
  private counts: Phaser.GameObjects.Text[] = [];

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    // right of the fifth face-up card; the scene shows the strip only where stripPlan() found room
    const plan = stripPlan() ?? { left: BOTTOM.x + BOTTOM.w, step: 60 };
    const CW = plan.step - 8, CH = Math.round(CW * SHAPE), X0 = plan.left + CW / 2, CY = BOTTOM.y + 100;
    const title = scene.add.text(plan.left, BOTTOM.y + 46, t("hand.yourHand"), { fontFamily: FONT, fontSize: "15px", color: "#6b2a1a", fontStyle: "bold" });
    this.add(title);
    CARD_ORDER.forEach((c, i) => {
      const x = X0 + i * plan.step;
      const img = scene.add.image(x, CY, ATLAS, `card-${c}`).setDisplaySize(CW, CH);
      const count = scene.add.text(x, CY + CH / 2 + 4, count0, { fontFamily: FONT, fontSize: "15px", color: "#2b2118", fontStyle: "bold" }).setOrigin(0.5, 0);
      this.cards.push(img);
      this.counts.push(count);
      this.add([img, count]);
    });
    scene.add.existing(this);
  }

  cardPosition(color: string): { x: number; y: number } {
    const i = Math.max(0, CARD_ORDER.indexOf(color as (typeof CARD_ORDER)[number]));
    return { x: this.cards[i].x, y: this.cards[i].y };
  }

  refresh(hand: Record<string, number> | null): void {
    CARD_ORDER.forEach((c, i) => {
      const n = hand?.[c] ?? 0;
      this.cards[i].setAlpha(n > 0 ? 1 : 0.35);
      setColorIfNew(this.counts[i].setText(`×${n}`), n > 0 ? "#2b2118" : "#8c8070");
    });
  }
}
