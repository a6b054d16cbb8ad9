// A tunnel claim waiting for its extra cards (turn stage tunnelPending), as everybody sees it: the route, the cards
// laid, the cards turned from the deck and what is owed. The claiming player also gets the choice: one button per
// way to pay (how many of the extra cards are locomotives, from the rules' tunnelPayments), and Decline (the laid
// cards go back to the hand). The others only watch; the panel closes when the turn moves on.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT, cardStyle } from "../ui/theme.js";
import { MAP_AREA } from "../ui/layout.js";
import { Button } from "../ui/Button.js";
import { drawPanel } from "../ui/panel.js";
import { registerPoint, unregisterPoints } from "../ui/testHook.js";
import { routeName, type GameMap, type PendingTunnel } from "../rules.js";
import { extraText } from "./tunnelText.js";

const W = 640, H = 330;

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
    const x0 = MAP_AREA.x + (MAP_AREA.w - W) / 2;
    const y0 = MAP_AREA.y + (MAP_AREA.h - H) / 2;
    const h = choice ? H : H - 70;
    const parts: Phaser.GameObjects.GameObject[] = [];
    // only the claiming player is held by a shade; the others can still look at the board around the panel
    if (choice) parts.push(scene.add.rectangle(0, 0, scene.scale.gameSize.width, scene.scale.gameSize.height, 0x000000, 0.35).setOrigin(0).setInteractive());
    parts.push(drawPanel(scene, x0, y0, W, h, 0xe4e4e4));
    const who = choice ? "Your tunnel" : `${claimer}'s tunnel`;
    parts.push(scene.add.text(x0 + 24, y0 + 16, `${who}: ${routeName(map, t.routeIndex)}`, { fontFamily: FONT, fontSize: "22px", color: "#6b2a1a", fontStyle: "bold" }));
    const laid = t.trainColor === "locomotive" ? `${t.numberOfWilds} × Locomotive`
      : extraText({ trainColor: t.trainColor, extra: map.routes[t.routeIndex].length }, t.numberOfWilds);
    parts.push(scene.add.text(x0 + 24, y0 + 48, `Laid down: ${laid}. Cards turned from the deck:`, { fontFamily: FONT, fontSize: "16px", color: "#3b2f22" }));
    t.revealed.forEach((c, i) => {
      const matches = c === "locomotive" || c === t.trainColor;
      const img = scene.add.image(x0 + 70 + i * 80, y0 + 122, ATLAS, `card-${c}`).setDisplaySize(58, 83);
      parts.push(img);
      if (matches) parts.push(scene.add.text(img.x, y0 + 168, "+1", { fontFamily: FONT, fontSize: "16px", color: "#c0201a", fontStyle: "bold" }).setOrigin(0.5, 0));
    });
    if (t.revealed.length === 0) parts.push(scene.add.text(x0 + 40, y0 + 110, "(no card was left to turn)", { fontFamily: FONT, fontSize: "15px", color: "#6b5a45" }));
    const owed = t.extra === 0 ? "Nothing more is owed." : `${t.extra} more card${t.extra > 1 ? "s" : ""} owed: ${t.trainColor === "locomotive" ? "locomotives" : `${cardStyle(t.trainColor).label} or locomotives`}.`;
    parts.push(scene.add.text(x0 + 330, y0 + 90, owed, { fontFamily: FONT, fontSize: "18px", color: "#2b2118", fontStyle: "bold", wordWrap: { width: W - 350 } }));
    if (!choice) {
      parts.push(scene.add.text(x0 + 330, y0 + 160, `Waiting for ${claimer} to pay or decline…`, { fontFamily: FONT, fontSize: "15px", color: "#5b4a35", fontStyle: "italic", wordWrap: { width: W - 350 } }));
      this.add(parts);
    } else {
      this.add(parts);
      this.choices(x0, y0, t, choice);
    }
    this.setDepth(700);
    scene.add.existing(this);
    this.once(Phaser.GameObjects.Events.DESTROY, () => unregisterPoints("tunnel:"));
  }

  private choices(x0: number, y0: number, t: PendingTunnel, choice: TunnelChoice): void {
    const scene = this.scene;
    const y = y0 + H - 100;
    if (choice.payments.length === 0) {
      this.add(scene.add.text(x0 + 24, y - 12, "You do not hold the cards to pay: decline to take your cards back.", { fontFamily: FONT, fontSize: "15px", color: "#c0201a", fontStyle: "bold" }));
    }
    // at most three ways to pay fit on a row (the extra is 0–3 cards, so 0–3 locomotives, plus all of the colour)
    choice.payments.slice(0, 4).forEach((wilds, i) => {
      const x = x0 + 100 + i * 150;
      this.add(new Button(scene, x, y + 8, `Pay ${extraText(t, wilds)}`, { width: 142, height: 40, fontSize: 13 }, () => void this.act(() => choice.pay(wilds))));
      registerPoint(`tunnel:pay:${wilds}`, () => (this.active ? { x, y: y + 8 } : null));
    });
    const dx = x0 + W - 100, dy = y0 + H - 36;
    this.add(new Button(scene, dx, dy, "Decline", { width: 150, height: 42, fill: 0x4d6b7d, hover: 0x5f8296 }, () => void this.act(() => choice.decline())));
    registerPoint("tunnel:decline", () => (this.active ? { x: dx, y: dy } : null));
    this.error = scene.add.text(x0 + 24, y0 + H - 46, "", { fontFamily: FONT, fontSize: "15px", color: "#c0201a", fontStyle: "bold", wordWrap: { width: W - 220 } });
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
