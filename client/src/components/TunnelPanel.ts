// A tunnel claim waiting for its extra cards (turn stage tunnelPending), as everybody sees it: the route, the cards
// laid, the cards turned from the deck and what is owed. The claiming player also gets the choice: one button per
// way to pay (how many of the extra cards are locomotives, from the rules' tunnelPayments), and Decline (the laid
// cards go back to the hand). The others only watch; the panel closes when the turn moves on.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT } from "../ui/theme.js";
import { MAP_AREA, phonePlan } from "../ui/layout.js";
import { WORLD } from "../ui/theme.js";
import { Button } from "../ui/Button.js";
import { drawPanel } from "../ui/panel.js";
import { fitLine } from "../ui/fitText.js";
import { registerPoint, unregisterPoints } from "../ui/testHook.js";
import { routeName, type GameMap, type PendingTunnel } from "../rules.js";
import { extraText } from "./tunnelText.js";
// `t` names the pending tunnel here: the words come through `tr`.
import { t as tr } from "../i18n/i18n.js";
import { cardNameMessage } from "./cardName.js";

const WIDE = 640, HIGH = 330;
/** A phone's buttons are a finger's size. */
const PHONE_BUTTON_H = 48;

/**
 * The panel's box and its parts' places. Desktop and a landscape phone: the cards left, what is owed right, the ways
 * to pay in a row. A portrait phone: everything in one column of the window's width.
 */
function tunnelPlan(choice: boolean, payments: number) {
  const phone = phonePlan();
  if (phone?.shape === "portrait") {
    // without a way to pay, the "you cannot pay" line takes a row of buttons' room (two lines in Polish or German)
    const w = WORLD.width - 16, rows = Math.max(1, Math.ceil(Math.min(4, payments) / 2));
    const h = 270 + (choice ? 40 + rows * (PHONE_BUTTON_H + 8) + PHONE_BUTTON_H + 16 : 40);
    return { column: true, x0: 8, y0: Math.max(8, (WORLD.height - h) / 2), w, h, cardsY: 150, owed: { dx: 16, dy: 222, wrap: w - 32 }, buttonH: PHONE_BUTTON_H };
  }
  const area = phone ? { x: 0, y: 0, w: WORLD.width, h: WORLD.height } : MAP_AREA;
  const h = choice ? HIGH : HIGH - 70;
  return { column: false, x0: area.x + (area.w - WIDE) / 2, y0: area.y + (area.h - HIGH) / 2, w: WIDE, h, cardsY: 122, owed: { dx: 330, dy: 90, wrap: WIDE - 350 }, buttonH: phone ? 44 : 40 };
}

export interface TunnelChoice {
  /** The seat's ways to pay (payTunnel's numberOfWilds); empty when it cannot. */
  payments: number[];
  pay(numberOfWilds: number): Promise<string | null>;
  decline(): Promise<string | null>;
}

export class TunnelPanel extends Phaser.GameObjects.Container {
  private error: Phaser.GameObjects.Text | null = null;
  private busy = false;
  /** Which tunnel this panel shows (a new reveal replaces it). */
  readonly key: string;

  /** `choice` is null for everybody but the claiming player. */
  constructor(scene: Phaser.Scene, map: GameMap, t: PendingTunnel, claimer: string, choice: TunnelChoice | null) {
    super(scene, 0, 0);
    this.key = tunnelKey(t);
    const plan = tunnelPlan(choice !== null, choice?.payments.length ?? 0);
    const { x0, y0, w: W, h } = plan;
    const parts: Phaser.GameObjects.GameObject[] = [];
    // only the claiming player is held by a shade; the others can still look at the board around the panel
    if (choice) parts.push(scene.add.rectangle(0, 0, scene.scale.gameSize.width, scene.scale.gameSize.height, 0x000000, 0.35).setOrigin(0).setInteractive());
    parts.push(drawPanel(scene, x0, y0, W, h, 0xe4e4e4));
    const wrap = plan.column ? { wordWrap: { width: W - 32 } } : {};
    const heading = choice ? tr("tunnel.yours", { route: routeName(map, t.routeIndex) }) : tr("tunnel.theirs", { player: claimer, route: routeName(map, t.routeIndex) });
    const title = scene.add.text(x0 + (plan.column ? 16 : 24), y0 + 16, heading, { fontFamily: FONT, fontSize: plan.column ? "19px" : "22px", color: "#6b2a1a", fontStyle: "bold", ...wrap });
    const laid = extraText({ trainColor: t.trainColor, extra: t.trainColor === "locomotive" ? t.numberOfWilds : map.routes[t.routeIndex].length }, t.numberOfWilds);
    const laidText = scene.add.text(x0 + (plan.column ? 16 : 24), y0 + (plan.column ? 70 : 48), tr("tunnel.laid", { cards: laid }), { fontFamily: FONT, fontSize: plan.column ? "15px" : "16px", color: "#3b2f22", ...wrap });
    // A desktop's lines do not wrap: a long name and route ("Tunel gracza …: Angora – Constantinople") ran past the
    // panel onto the cities beside it, so they get smaller to stay inside it (then lose their end).
    if (!plan.column) {
      fitLine(title, heading, W - 48, 22, 15);
      fitLine(laidText, laidText.text, W - 48, 16, 13);
    }
    parts.push(title, laidText);
    t.revealed.forEach((c, i) => {
      const matches = c === "locomotive" || c === t.trainColor;
      const img = scene.add.image(x0 + 70 + i * 80, y0 + plan.cardsY, ATLAS, `card-${c}`).setDisplaySize(58, 83);
      parts.push(img);
      if (matches) parts.push(scene.add.text(img.x, y0 + plan.cardsY + 46, tr("tunnel.costsOneMore"), { fontFamily: FONT, fontSize: "16px", color: "#c0201a", fontStyle: "bold" }).setOrigin(0.5, 0));
    });
    if (t.revealed.length === 0) parts.push(scene.add.text(x0 + 40, y0 + 110, tr("tunnel.noCardTurned"), { fontFamily: FONT, fontSize: "15px", color: "#6b5a45" }));
    const owed = t.extra === 0 ? tr("tunnel.nothingOwed")
      : t.trainColor === "locomotive" ? tr("tunnel.owedLocomotives", { count: t.extra }) : tr("tunnel.owedColour", { count: t.extra, card: cardNameMessage(t.trainColor) });
    const owedText = scene.add.text(x0 + plan.owed.dx, y0 + plan.owed.dy, owed, { fontFamily: FONT, fontSize: plan.column ? "16px" : "18px", color: "#2b2118", fontStyle: "bold", wordWrap: { width: plan.owed.wrap } });
    parts.push(owedText);
    if (!choice) {
      parts.push(scene.add.text(x0 + plan.owed.dx, plan.column ? owedText.y + owedText.height + 8 : y0 + 160, tr("tunnel.waiting", { player: claimer }), { fontFamily: FONT, fontSize: "15px", color: "#5b4a35", fontStyle: "italic", wordWrap: { width: plan.owed.wrap } }));
      this.add(parts);
    } else {
      this.add(parts);
      if (plan.column) this.columnChoices(plan, owedText.y + owedText.height + 12, t, choice);
      else this.choices(x0, y0, t, choice, plan.buttonH);
    }
    this.setDepth(700);
    scene.add.existing(this);
    this.once(Phaser.GameObjects.Events.DESTROY, () => unregisterPoints("tunnel:"));
  }

  private choices(x0: number, y0: number, t: PendingTunnel, choice: TunnelChoice, buttonH: number): void {
    const scene = this.scene;
    const W = WIDE, H = HIGH;
    const y = y0 + H - 100;
    if (choice.payments.length === 0) {
      // no buttons share its row: it wraps (German's and Polish's ran past the panel's edge)
      this.add(scene.add.text(x0 + 24, y - 12, tr("tunnel.cannotPay"), { fontFamily: FONT, fontSize: "15px", color: "#c0201a", fontStyle: "bold", wordWrap: { width: W - 48 } }));
    }
    // at most three ways to pay fit on a row (the extra is 0–3 cards, so 0–3 locomotives, plus all of the colour)
    choice.payments.slice(0, 4).forEach((wilds, i) => {
      const x = x0 + 100 + i * 150;
      this.add(new Button(scene, x, y + 8, tr("tunnel.pay", { cards: extraText(t, wilds) }), { width: 142, height: buttonH, fontSize: 13 }, () => void this.act(() => choice.pay(wilds))));
      registerPoint(`tunnel:pay:${wilds}`, () => (this.active ? { x, y: y + 8 } : null));
    });
    const dx = x0 + W - 100, dy = y0 + H - 36;
    this.add(new Button(scene, dx, dy, tr("tunnel.decline"), { width: 150, height: Math.max(42, buttonH), fill: 0x4d6b7d, hover: 0x5f8296 }, () => void this.act(() => choice.decline())));
    registerPoint("tunnel:decline", () => (this.active ? { x: dx, y: dy } : null));
    this.error = scene.add.text(x0 + 24, y0 + H - 46, "", { fontFamily: FONT, fontSize: "15px", color: "#c0201a", fontStyle: "bold", wordWrap: { width: W - 220 } });
    this.add(this.error);
  }

  /** A portrait phone's choice: the ways to pay two to a row, then the error line, then Decline across the panel. */
  private columnChoices(plan: ReturnType<typeof tunnelPlan>, top: number, t: PendingTunnel, choice: TunnelChoice): void {
    const scene = this.scene;
    const { x0, y0, w, h } = plan;
    const half = (w - 42) / 2;
    if (choice.payments.length === 0) {
      this.add(scene.add.text(x0 + 16, top, tr("tunnel.cannotPay"), { fontFamily: FONT, fontSize: "15px", color: "#c0201a", fontStyle: "bold", wordWrap: { width: w - 32 } }));
    }
    choice.payments.slice(0, 4).forEach((wilds, i) => {
      const x = x0 + 16 + half / 2 + (i % 2) * (half + 10), y = top + PHONE_BUTTON_H / 2 + Math.floor(i / 2) * (PHONE_BUTTON_H + 8);
      this.add(new Button(scene, x, y, tr("tunnel.pay", { cards: extraText(t, wilds) }), { width: half, height: PHONE_BUTTON_H, fontSize: 14 }, () => void this.act(() => choice.pay(wilds))));
      registerPoint(`tunnel:pay:${wilds}`, () => (this.active ? { x, y } : null));
    });
    const dx = x0 + w / 2, dy = y0 + h - 16 - PHONE_BUTTON_H / 2;
    this.add(new Button(scene, dx, dy, tr("tunnel.decline"), { width: w - 32, height: PHONE_BUTTON_H, fill: 0x4d6b7d, hover: 0x5f8296 }, () => void this.act(() => choice.decline())));
    registerPoint("tunnel:decline", () => (this.active ? { x: dx, y: dy } : null));
    this.error = scene.add.text(x0 + 16, dy - PHONE_BUTTON_H / 2 - 26, "", { fontFamily: FONT, fontSize: "15px", color: "#c0201a", fontStyle: "bold", wordWrap: { width: w - 32 } });
    this.add(this.error);
  }

  private async act(send: () => Promise<string | null>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const err = await send();
    this.busy = false;
    if (err && this.active) this.error?.setText(err);
  }
}

export function tunnelKey(t: PendingTunnel): string {
  return `${t.routeIndex}:${t.trainColor}:${t.numberOfWilds}:${t.revealed.join(",")}:${t.extra}`;
}
