// Buy route modal. A coloured route: the cards it takes (its colour + locomotives) with a control for how many
// locomotives. A gray route: pick one colour (the others lock once one is chosen) plus locomotives. Only payable
// splits (shared-rules' claimOptions) can be chosen; Confirm sends buyRoute.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT, TRAIN_CARD_ORDER, cardStyle } from "../ui/theme.js";
import { MAP_AREA } from "../ui/layout.js";
import { Button } from "../ui/Button.js";
import { drawPanel } from "../ui/panel.js";
import { registerPoint, unregisterPoints } from "../ui/testHook.js";
import { USA_MAP, routePoints, type CardColor } from "../rules.js";

export interface ClaimChoice { trainColor: CardColor; numberOfWilds: number }

const W = 640, H = 380;

export class BuyRouteModal extends Phaser.GameObjects.Container {
  private color: CardColor | null = null;
  private wilds = 0;
  private colorButtons = new Map<string, Phaser.GameObjects.Image>();
  private wildText: Phaser.GameObjects.Text;
  private payment: Phaser.GameObjects.Container;
  private confirm: Button;
  private minus: Button;
  private plus: Button;
  private error: Phaser.GameObjects.Text;
  private readonly x0 = MAP_AREA.x + (MAP_AREA.w - W) / 2;
  private readonly y0 = MAP_AREA.y + (MAP_AREA.h - H) / 2;

  constructor(
    scene: Phaser.Scene,
    readonly routeId: number,
    private readonly options: ClaimChoice[],
    private readonly onConfirm: (c: ClaimChoice) => Promise<string | null>,
    private readonly onClose: () => void,
  ) {
    super(scene, 0, 0);
    const route = USA_MAP.routes[routeId];
    const { x0, y0 } = this;
    const shade = scene.add.rectangle(0, 0, scene.scale.gameSize.width, scene.scale.gameSize.height, 0x000000, 0.35).setOrigin(0).setInteractive();
    const bg = drawPanel(scene, x0, y0, W, H, 0xe4e4e4);
    const a = USA_MAP.cities[route.a].name, b = USA_MAP.cities[route.b].name;
    const title = scene.add.text(x0 + 24, y0 + 16, `Claim ${a} – ${b}`, { fontFamily: FONT, fontSize: "23px", color: "#6b2a1a", fontStyle: "bold" });
    const pts = routePoints(route.length);
    const sub = scene.add.text(x0 + 24, y0 + 48, `${route.color === "gray" ? "Gray route: pay with any ONE colour" : `${cardStyle(route.color).label} route`} · ${route.length} car${route.length > 1 ? "s" : ""} · ${pts} point${pts > 1 ? "s" : ""}`, { fontFamily: FONT, fontSize: "16px", color: "#3b2f22" });
    this.add([shade, bg, title, sub]);

    // colour choice (gray routes) or the fixed colour
    const colours = route.color === "gray" ? TRAIN_CARD_ORDER : [route.color as CardColor];
    const label = scene.add.text(x0 + 24, y0 + 82, route.color === "gray" ? "Pick your colour:" : "Colour:", { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", fontStyle: "bold" });
    this.add(label);
    colours.forEach((c, i) => {
      const cx = x0 + 60 + i * 66, cy = y0 + 150;
      const img = scene.add.image(cx, cy, ATLAS, `card-${c}`).setDisplaySize(54, 77);
      const payable = options.some((o) => o.trainColor === c);
      if (payable && route.color === "gray") {
        img.setInteractive({ useHandCursor: true });
        img.on("pointerup", () => this.pick(c));
      }
      this.colorButtons.set(c, img);
      this.add(img);
      registerPoint(`modal:color:${c}`, () => (this.active ? { x: cx, y: cy } : null));
    });

    // locomotives
    const wy = y0 + 222;
    this.add(scene.add.text(x0 + 24, wy - 11, "Locomotives:", { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", fontStyle: "bold" }));
    this.minus = new Button(scene, x0 + 210, wy, "−", { width: 40, height: 34, fontSize: 22, fill: 0x4d6b7d, hover: 0x5f8296 }, () => this.step(-1));
    this.wildText = scene.add.text(x0 + 250, wy, "0", { fontFamily: FONT, fontSize: "22px", color: "#2b2118", fontStyle: "bold" }).setOrigin(0.5);
    this.plus = new Button(scene, x0 + 290, wy, "+", { width: 40, height: 34, fontSize: 22, fill: 0x4d6b7d, hover: 0x5f8296 }, () => this.step(1));
    registerPoint("modal:wild-", () => (this.active ? { x: x0 + 210, y: wy } : null));
    registerPoint("modal:wild+", () => (this.active ? { x: x0 + 290, y: wy } : null));
    this.payment = scene.add.container(0, 0);
    this.error = scene.add.text(x0 + 24, y0 + H - 84, "", { fontFamily: FONT, fontSize: "16px", color: "#c0201a", fontStyle: "bold", wordWrap: { width: W - 48 } });
    const cancel = new Button(scene, x0 + W - 250, y0 + H - 36, "Cancel", { width: 130, height: 42, fill: 0x4d6b7d, hover: 0x5f8296 }, () => this.close());
    this.confirm = new Button(scene, x0 + W - 95, y0 + H - 36, "Confirm", { width: 150, height: 42 }, () => void this.submit());
    registerPoint("modal:confirm", () => (this.active ? { x: x0 + W - 95, y: y0 + H - 36 } : null));
    registerPoint("modal:cancel", () => (this.active ? { x: x0 + W - 250, y: y0 + H - 36 } : null));
    this.add([this.minus, this.wildText, this.plus, this.payment, this.error, cancel, this.confirm]);
    this.setDepth(700);
    scene.add.existing(this);
    if (route.color !== "gray") this.pick(route.color as CardColor);
    else this.refresh();
    // Enter confirms (when the choice is complete)
    const onEnter = () => void this.submit();
    scene.input.keyboard?.on("keydown-ENTER", onEnter);
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      scene.input.keyboard?.off("keydown-ENTER", onEnter);
      unregisterPoints("modal:");
    });
  }

  private wildsFor(c: CardColor | null): number[] {
    return this.options.filter((o) => o.trainColor === c).map((o) => o.numberOfWilds).sort((p, q) => p - q);
  }

  private pick(c: CardColor): void {
    const route = USA_MAP.routes[this.routeId];
    // a gray route: clicking the chosen colour again unlocks the others
    this.color = route.color === "gray" && this.color === c ? null : c;
    const w = this.wildsFor(this.color);
    this.wilds = w.length ? w[0] : 0;
    this.error.setText("");
    this.refresh();
  }

  private step(d: number): void {
    const w = this.wildsFor(this.color);
    const next = this.wilds + d;
    if (w.includes(next)) this.wilds = next;
    this.refresh();
  }

  private refresh(): void {
    const route = USA_MAP.routes[this.routeId];
    for (const [c, img] of this.colorButtons) {
      const payable = this.options.some((o) => o.trainColor === c);
      const locked = this.color !== null && c !== this.color;
      img.setAlpha(!payable ? 0.2 : locked ? 0.3 : 1);
      img.setDisplaySize(c === this.color ? 60 : 54, c === this.color ? 86 : 77);
    }
    const w = this.wildsFor(this.color);
    this.wildText.setText(String(this.wilds));
    this.minus.setEnabled(w.includes(this.wilds - 1));
    this.plus.setEnabled(w.includes(this.wilds + 1));
    this.payment.removeAll(true);
    const px = this.x0 + 350, py = this.y0 + 222;
    if (this.color) {
      const n = route.length - this.wilds;
      const parts = [...Array(n).fill(this.color), ...Array(this.wilds).fill("locomotive")] as string[];
      this.payment.add(this.scene.add.text(px, py - 40, "You pay:", { fontFamily: FONT, fontSize: "15px", color: "#3b2f22", fontStyle: "bold" }));
      parts.forEach((c, i) => this.payment.add(this.scene.add.image(px + 16 + i * 30, py + 6, ATLAS, `card-${c}`).setDisplaySize(34, 48)));
      this.payment.add(this.scene.add.text(px, py + 36, `${n} × ${cardStyle(this.color).label}${this.wilds ? ` + ${this.wilds} × Locomotive` : ""}`, { fontFamily: FONT, fontSize: "15px", color: "#3b2f22" }));
    } else {
      this.payment.add(this.scene.add.text(px, py - 10, "Pick a colour first.", { fontFamily: FONT, fontSize: "15px", color: "#6b5a45", fontStyle: "italic" }));
    }
    this.confirm.setEnabled(this.color !== null && w.includes(this.wilds));
  }

  private busy = false;

  private async submit(): Promise<void> {
    if (!this.color || this.busy || !this.wildsFor(this.color).includes(this.wilds)) return;
    this.busy = true;
    this.confirm.setEnabled(false);
    const err = await this.onConfirm({ trainColor: this.color, numberOfWilds: this.wilds });
    this.busy = false;
    if (!this.active) return;
    if (err) {
      this.error.setText(err);
      this.refresh();
    } else this.close();
  }

  close(): void {
    if (!this.active) return;
    this.destroy();
    this.onClose();
  }
}
