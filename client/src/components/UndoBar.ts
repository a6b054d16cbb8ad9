// The undo bar: while a confirmed claim is held, a panel over the south of the map names the route
// and what it costs, counts down to the moment it is sent, and offers Undo (the U or Esc key does the same).
import Phaser from "phaser";
import { FONT } from "../ui/theme.js";
import { MAP_AREA, isPhoneLayout } from "../ui/layout.js";
import { fitLine } from "../ui/fitText.js";
import { Button } from "../ui/Button.js";
import { drawPanel } from "../ui/panel.js";
import { registerPoint } from "../ui/testHook.js";
import { routeName, standInRule, type GameMap } from "../rules.js";
import { paymentWords } from "./payTargets.js";
import type { HeldClaim } from "../input/claimHold.js";
import { t } from "../i18n/i18n.js";
import { cardNameMessage } from "./cardName.js";

const H = 74;
/** Where the bar goes in the current layout (over the map's south; a phone's as wide as its map allows). */
function place() {
  const W = Math.min(600, MAP_AREA.w - 16);
  const X = MAP_AREA.x + (MAP_AREA.w - W) / 2, Y = MAP_AREA.y + MAP_AREA.h - H - 16;
  const undoW = isPhoneLayout() ? 110 : 136;
  return { W, X, Y, undoW, bar: { x: X + 20, y: Y + 52, w: W - undoW - 54, h: 8 }, undo: { x: X + W - 12 - undoW / 2, y: Y + H / 2 } };
}

export class UndoBar extends Phaser.GameObjects.Container {
  private title: Phaser.GameObjects.Text;
  private countdown: Phaser.GameObjects.Text;
  private bar: Phaser.GameObjects.Graphics;
  private tween: Phaser.Tweens.Tween | null = null;
  private readonly at = place();

  constructor(scene: Phaser.Scene, onUndo: () => void) {
    super(scene, 0, 0);
    const { W, X, Y, undo: UNDO, undoW } = this.at;
    const bg = drawPanel(scene, X, Y, W, H, 0xfff4d6);
    this.title = scene.add.text(X + 20, Y + 12, "", { fontFamily: FONT, fontSize: "18px", color: "#6b2a1a", fontStyle: "bold" });
    this.countdown = scene.add.text(X + 20, Y + 33, "", { fontFamily: FONT, fontSize: "14px", color: "#3b2f22" });
    this.bar = scene.add.graphics();
    // a phone has no U key to name
    const undo = new Button(scene, UNDO.x, UNDO.y, isPhoneLayout() ? t("undo.buttonShort") : t("undo.button"), { width: undoW, height: 44, fontSize: 18, fill: 0x4d6b7d, hover: 0x5f8296 }, onUndo);
    this.add([bg, this.title, this.countdown, this.bar, undo]);
    this.setDepth(800).setVisible(false);
    scene.add.existing(this);
    registerPoint("undo", () => (this.visible ? UNDO : null));
    this.once(Phaser.GameObjects.Events.DESTROY, () => this.tween?.remove());
  }

  show(held: HeldClaim, map: GameMap): void {
    const route = map.routes[held.routeId];
    const { trainColor, numberOfWilds } = held.choice;
    const cards = (count: number, color: string) => t("undo.cards", { count, color: cardNameMessage(color) });
    const paid = held.choice.standIns ? paymentWords(held.choice, route.length, standInRule(map, route)) // a Nordic ferry's stand-ins
      : trainColor === "locomotive" ? cards(route.length, "locomotive")
        : [cards(route.length - numberOfWilds, trainColor), numberOfWilds ? cards(numberOfWilds, "locomotive") : ""].filter(Boolean).join(" + ");
    // the room left of Undo: a long route name gets a smaller font, then an ellipsis (it is never cut mid-letter)
    fitLine(this.title, t("undo.claiming", { route: routeName(map, held.routeId) }), this.at.bar.w, 18, 13);
    this.tween?.remove();
    const clock = { left: 1 };
    const draw = () => {
      fitLine(this.countdown, t("undo.sentIn", { paid, count: Math.ceil((clock.left * held.holdMs) / 1000) }), this.at.bar.w, 14, 12);
      const BAR = this.at.bar;
      this.bar.clear();
      this.bar.fillStyle(0xd9ccb0, 1).fillRoundedRect(BAR.x, BAR.y, BAR.w, BAR.h, 4);
      this.bar.fillStyle(0xa8452b, 1).fillRoundedRect(BAR.x, BAR.y, Math.max(BAR.h, BAR.w * clock.left), BAR.h, 4);
    };
    draw();
    // a running tween also keeps the canvas at full frame rate (ui/frameBudget), so the countdown moves smoothly
    this.tween = this.scene.tweens.add({ targets: clock, left: 0, duration: held.holdMs, ease: "Linear", onUpdate: draw });
    this.setVisible(true);
  }

  hide(): void {
    this.tween?.remove();
    this.tween = null;
    this.setVisible(false);
  }
}
