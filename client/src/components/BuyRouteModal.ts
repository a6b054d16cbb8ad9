// Buy route modal (and, with the same controls, a station's payment: a station costs N cards of any one colour, like
// a gray route of N cars). A coloured route: the cards it takes (its colour + locomotives) with a control for how many
// locomotives, up to all of them. A gray route: pick one colour (the others lock once one is chosen) plus locomotives,
// or the locomotive card itself to pay with locomotives only. Every split shared-rules' claimOptions lists is
// reachable, nothing else is; each card shows how many of it the hand holds. Confirm sends buyRoute. Keys (keyboard
// play): ←/→ or 1–9 pick the colour, ↑/↓ the locomotives, Enter confirms, Esc cancels. Where the board lets groups of
// any cards stand in (a Nordic ferry's locomotive, Murmansk – Lieksa's cards), a second control counts the groups
// (keys: S for one more, A for one fewer); where it refuses locomotives (a Nordic or Swiss plain route), asking for one
// says the rule's reason.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT, TRAIN_CARD_ORDER } from "../ui/theme.js";
import { phonePlan } from "../ui/layout.js";
import { buyRoutePlan, type BuyRoutePlan } from "./buyRoutePlan.js";
import { Button } from "../ui/Button.js";
import { drawPanel } from "../ui/panel.js";
import { registerInfo, registerPoint, unregisterInfo, unregisterPoints } from "../ui/testHook.js";
import type { CardColor, Hand, StandIns } from "../rules.js";
import { paymentMessage, standInSlots, type PayTarget } from "./payTargets.js";
import { replyText } from "../i18n/ruleReasons.js";
import { formatNumber, say, t } from "../i18n/i18n.js";
import { paymentKey } from "../input/keyMap.js";
import { listenKeys } from "../input/listenKeys.js";

export interface ClaimChoice { trainColor: CardColor; numberOfWilds: number; standIns?: StandIns }

export class BuyRouteModal extends Phaser.GameObjects.Container {
  private color: CardColor | null = null;
  private wilds = 0;
  /** Groups of stand-in cards in the payment (0 where the board allows none). */
  private groups = 0;
  private groupText: Phaser.GameObjects.Text | null = null;
  private groupMinus: Button | null = null;
  private groupPlus: Button | null = null;
  private colorButtons = new Map<string, Phaser.GameObjects.Image>();
  /** The colours a key can pick, left to right as shown (a coloured route's one colour is already chosen). */
  private keyColours: CardColor[] = [];
  private wildText: Phaser.GameObjects.Text;
  private payment: Phaser.GameObjects.Container;
  private confirm: Button;
  private minus: Button;
  private plus: Button;
  private error: Phaser.GameObjects.Text;
  private readonly plan: BuyRoutePlan;

  constructor(
    scene: Phaser.Scene,
    private readonly target: PayTarget,
    private readonly options: ClaimChoice[],
    hand: Hand | null,
    private readonly onConfirm: (c: ClaimChoice) => Promise<string | null>,
    private readonly onClose: () => void,
  ) {
    super(scene, 0, 0);
    const route = target;
    const colours: CardColor[] = route.color === "gray" ? [...TRAIN_CARD_ORDER, "locomotive"] : [route.color as CardColor, "locomotive"];
    // a phone's portrait plan needs the title's, subtitle's and note's heights first
    const probe = buyRoutePlan();
    const title = scene.add.text(0, 0, target.title, { fontFamily: FONT, fontSize: `${probe.titleFont}px`, color: "#6b2a1a", fontStyle: "bold", ...(probe.wrap ? { wordWrap: { width: probe.wrap } } : {}) });
    const sub = scene.add.text(0, 0, target.subtitle, { fontFamily: FONT, fontSize: `${probe.subFont}px`, color: "#3b2f22", ...(probe.wrap ? { wordWrap: { width: probe.wrap } } : {}) });
    // a ferry's locomotives, a tunnel's possible extra cards: said before the player pays
    const note = scene.add.text(0, 0, target.note, { fontFamily: FONT, fontSize: "14px", color: "#7a2a12", fontStyle: "bold", wordWrap: { width: probe.note.wrap } });
    const standIn = target.standIn;
    const P = this.plan = buyRoutePlan(title.height + 4 + sub.height, colours.length, target.note ? note.height : 0, standIn !== null);
    const { x0, y0, w: W, h: H } = P;
    const phone = phonePlan() !== null;
    title.setPosition(x0 + (phone ? 16 : 24), P.titleY);
    sub.setPosition(title.x, phone ? P.titleY + title.height + 4 : y0 + 48);
    note.setPosition(P.note.x, P.note.y);
    // the desktop's note ends above the keyboard line: a long language's tunnel note takes a smaller font (down to 12 px)
    if (P.keys) for (let size = 13; note.y + note.height > y0 + H - 50 && size >= 12; size--) note.setFontSize(size);
    const shade = scene.add.rectangle(0, 0, scene.scale.gameSize.width, scene.scale.gameSize.height, 0x000000, 0.35).setOrigin(0).setInteractive();
    const bg = drawPanel(scene, x0, y0, W, H, 0xe4e4e4);
    this.add([shade, bg, title, sub, note]);

    // colour choice (gray routes) or the fixed colour
    const label = scene.add.text(title.x, P.labelY, t(route.color === "gray" ? "pay.pickColour" : "pay.colour"), { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", fontStyle: "bold" });
    this.add(label);
    colours.forEach((c, i) => {
      const { x: cx, y: cy } = P.colour(i, colours.length);
      const img = scene.add.image(cx, cy, ATLAS, `card-${c}`).setDisplaySize(P.card.w, P.card.h);
      const payable = options.some((o) => o.trainColor === c);
      // on a coloured route the locomotive card is only there to show how many the hand holds
      if (c === "locomotive" && !target.locomotivesAllowed) img.setAlpha(0.2);
      if (payable && route.color === "gray") {
        img.setInteractive({ useHandCursor: true });
        img.on("pointerup", () => this.pick(c));
        this.keyColours.push(c);
      }
      if (c === "locomotive" && route.color !== "gray") img.setPosition(cx + 20, cy);
      this.colorButtons.set(c, img);
      const held = hand ? hand[c] : 0;
      const count = scene.add.text(img.x, cy + Math.round(P.card.h / 2) + 6, t("pay.held", { count: held }), { fontFamily: FONT, fontSize: "15px", color: held > 0 ? "#2b2118" : "#9a8a75", fontStyle: "bold" }).setOrigin(0.5, 0);
      this.add([img, count]);
      registerPoint(`modal:color:${c}`, () => (this.active ? { x: cx, y: cy } : null));
    });

    // locomotives
    const wy = P.wildY;
    const [minusX, countX, plusX] = P.wildX;
    const wildStyle = { ...P.wildButton, fontSize: 22, fill: 0x4d6b7d, hover: 0x5f8296 };
    this.add(scene.add.text(title.x, wy - 11, t("pay.locomotives"), { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", fontStyle: "bold" }));
    this.minus = new Button(scene, minusX, wy, "−", wildStyle, () => this.step(-1));
    this.wildText = scene.add.text(countX, wy, formatNumber(0), { fontFamily: FONT, fontSize: "22px", color: "#2b2118", fontStyle: "bold" }).setOrigin(0.5);
    this.plus = new Button(scene, plusX, wy, "+", wildStyle, () => this.step(1));
    registerPoint("modal:wild-", () => (this.active ? { x: minusX, y: wy } : null));
    registerPoint("modal:wild+", () => (this.active ? { x: plusX, y: wy } : null));
    if (standIn && P.standInY !== null) {
      // the stand-in groups: "any 3 cards for a locomotive", counted like the locomotives
      const sy = P.standInY;
      const what = t(standIn.replaces === "locomotive" ? "pay.standInsForLocomotive" : "pay.standInsForCard", { cards: standIn.cardsEach });
      this.add(scene.add.text(title.x, sy, what, { fontFamily: FONT, fontSize: "14px", color: "#3b2f22", fontStyle: "bold", wordWrap: { width: minusX - 24 - title.x } }).setOrigin(0, 0.5));
      this.groupMinus = new Button(scene, minusX, sy, "−", wildStyle, () => this.stepGroups(-1));
      this.groupText = scene.add.text(countX, sy, formatNumber(0), { fontFamily: FONT, fontSize: "22px", color: "#2b2118", fontStyle: "bold" }).setOrigin(0.5);
      this.groupPlus = new Button(scene, plusX, sy, "+", wildStyle, () => this.stepGroups(1));
      registerPoint("modal:standIn-", () => (this.active ? { x: minusX, y: sy } : null));
      registerPoint("modal:standIn+", () => (this.active ? { x: plusX, y: sy } : null));
      this.add([this.groupMinus, this.groupText, this.groupPlus]);
    }
    this.payment = scene.add.container(0, 0);
    this.error = scene.add.text(P.error.x, P.error.y, "", { fontFamily: FONT, fontSize: "16px", color: "#c0201a", fontStyle: "bold", wordWrap: { width: P.error.wrap } });
    const cancel = new Button(scene, P.cancel.x, P.cancel.y, t("modal.cancel"), { ...P.cancel, fill: 0x4d6b7d, hover: 0x5f8296 }, () => this.close());
    this.confirm = new Button(scene, P.confirm.x, P.confirm.y, t("modal.confirm"), P.confirm, () => void this.submit());
    registerPoint("modal:confirm", () => (this.active ? { x: P.confirm.x, y: P.confirm.y } : null));
    registerPoint("modal:cancel", () => (this.active ? { x: P.cancel.x, y: P.cancel.y } : null));
    // the payment as chosen so far: a lesson's step points at the colour or the locomotive button still to press
    registerInfo("buyChoice", () => (this.active ? { color: this.color, wilds: this.wilds } : null));
    this.add([this.minus, this.wildText, this.plus, this.payment, this.error, cancel, this.confirm]);
    if (P.keys) {
      this.add(scene.add.text(x0 + 24, y0 + H - 46, t(standIn ? "pay.keysStandIns" : route.color === "gray" ? "pay.keysGray" : "pay.keys"),
        { fontFamily: FONT, fontSize: "13px", color: "#5b4a35", fontStyle: "italic" }));
    }
    this.setDepth(700);
    scene.add.existing(this);
    if (route.color !== "gray") this.pick(route.color as CardColor);
    else this.refresh();
    listenKeys(this, (e) => this.key(e));
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      unregisterPoints("modal:");
      unregisterInfo("buyChoice");
    });
  }

  private key(e: KeyboardEvent): boolean {
    const a = paymentKey(e);
    if (!a) return false;
    if (a.kind === "confirm") void this.submit();
    else if (a.kind === "cancel") this.close();
    else if (a.kind === "wilds") this.step(a.step);
    else if (a.kind === "standIns") this.stepGroups(a.step);
    else {
      const n = this.keyColours.length, at = this.color ? this.keyColours.indexOf(this.color) : -1;
      const next = a.kind === "colourAt" ? this.keyColours[a.index] : this.keyColours[at === -1 ? (a.step > 0 ? 0 : n - 1) : (at + a.step + n) % n];
      // a key only ever chooses a colour (a click on the chosen one unlocks the others; a key moves on instead)
      if (next && next !== this.color) this.pick(next);
    }
    return true;
  }

  /** How many groups of stand-in cards an option holds. */
  private groupsOf(o: ClaimChoice): number {
    return standInSlots(o, this.target.standIn);
  }

  /** The all-locomotive payment (no stand-ins), if the hand and the board allow it. */
  private allWild(): ClaimChoice | undefined {
    return this.options.find((o) => o.trainColor === "locomotive" && this.groupsOf(o) === 0);
  }

  /**
   * Whether an option pays in colour `c`: its own colour, or, with stand-ins, no card of any colour at all (a short
   * ferry paid by locomotives and stand-ins, which the rules list under the locomotive colour).
   */
  private paysIn(o: ClaimChoice, c: CardColor): boolean {
    const groups = this.groupsOf(o);
    return o.trainColor === c || (groups > 0 && o.trainColor === "locomotive" && o.numberOfWilds + groups === this.target.length);
  }

  /** The option for colour `c`, these locomotives and the current stand-in groups. */
  private optionFor(c: CardColor, wilds: number): ClaimChoice | undefined {
    return this.options.find((o) => this.paysIn(o, c) && o.numberOfWilds === wilds && this.groupsOf(o) === this.groups);
  }

  /** The locomotive counts payable with colour `c` and the current stand-in groups; only locomotives is the top step. */
  private wildsFor(c: CardColor | null): number[] {
    const allWild = this.allWild();
    if (c === null) return [];
    if (this.groups > 0) return [...new Set(this.options.filter((o) => this.paysIn(o, c) && this.groupsOf(o) === this.groups).map((o) => o.numberOfWilds))].sort((p, q) => p - q);
    if (c === "locomotive") return allWild ? [allWild.numberOfWilds] : [];
    const w = this.options.filter((o) => o.trainColor === c && this.groupsOf(o) === 0).map((o) => o.numberOfWilds);
    // a gray route's colour without a single card of it is not a choice; the locomotive card is
    if (allWild && this.groups === 0 && (w.length > 0 || this.target.color !== "gray")) w.push(allWild.numberOfWilds);
    return w.sort((p, q) => p - q);
  }

  /** The stand-in group counts payable with colour `c`, fewest first. */
  private groupsFor(c: CardColor | null): number[] {
    if (c === null) return [];
    const counts = new Set(this.options.filter((o) => this.paysIn(o, c)).map((o) => this.groupsOf(o)));
    if (c !== "locomotive" && this.allWild()) counts.add(0);
    return [...counts].sort((p, q) => p - q);
  }

  /** The command for the current choice: all locomotives goes out as the locomotive colour; stand-ins as the rules picked them. */
  private choice(): ClaimChoice | null {
    if (!this.color || !this.wildsFor(this.color).includes(this.wilds)) return null;
    const length = this.target.length;
    if (this.groups > 0) {
      const option = this.optionFor(this.color, this.wilds);
      return option ? { trainColor: option.trainColor, numberOfWilds: option.numberOfWilds, standIns: option.standIns } : null;
    }
    if (this.wilds === length || this.color === "locomotive") return { trainColor: "locomotive", numberOfWilds: length };
    return { trainColor: this.color, numberOfWilds: this.wilds };
  }

  private pick(c: CardColor): void {
    const route = this.target;
    // a gray route: clicking the chosen colour again unlocks the others
    this.color = route.color === "gray" && this.color === c ? null : c;
    const g = this.groupsFor(this.color);
    this.groups = g.length ? g[0] : 0;
    const w = this.wildsFor(this.color);
    this.wilds = w.length ? w[0] : 0;
    this.error.setText("");
    this.refresh();
  }

  private step(d: number): void {
    if (d > 0 && !this.target.locomotivesAllowed) {
      // the board's rule, said as the server would refuse it: no locomotive on this kind of route
      this.error.setText(replyText({ code: "locomotiveNotAllowed", description: "" }));
      return;
    }
    const w = this.wildsFor(this.color);
    const next = this.wilds + d;
    if (w.includes(next)) this.wilds = next;
    this.refresh();
  }

  private stepGroups(d: number): void {
    const g = this.groupsFor(this.color);
    const next = this.groups + d;
    if (!g.includes(next)) return;
    this.groups = next;
    const w = this.wildsFor(this.color);
    if (!w.includes(this.wilds)) this.wilds = w.length ? w[0] : 0;
    this.error.setText("");
    this.refresh();
  }

  private refresh(): void {
    const route = this.target;
    for (const [c, img] of this.colorButtons) {
      if (c === "locomotive" && route.color !== "gray") {
        img.setAlpha(this.wilds > 0 ? 1 : 0.45);
        continue;
      }
      const payable = this.options.some((o) => o.trainColor === c);
      const locked = this.color !== null && c !== this.color;
      img.setAlpha(!payable ? 0.2 : locked ? 0.3 : 1);
      const { w, h } = this.plan.card;
      img.setDisplaySize(c === this.color ? w + 6 : w, c === this.color ? h + 9 : h);
    }
    const w = this.wildsFor(this.color);
    this.wildText.setText(formatNumber(this.wilds));
    this.minus.setEnabled(w.includes(this.wilds - 1));
    // where the board refuses locomotives, + stays pressable to say why
    this.plus.setEnabled(w.includes(this.wilds + 1) || (!route.locomotivesAllowed && this.color !== null));
    if (this.groupText) {
      const g = this.groupsFor(this.color);
      this.groupText.setText(formatNumber(this.groups));
      this.groupMinus?.setEnabled(g.includes(this.groups - 1));
      this.groupPlus?.setEnabled(g.includes(this.groups + 1));
    }
    this.payment.removeAll(true);
    const { x: px, y: py } = this.plan.pay;
    const chosen = this.choice();
    if (this.color) {
      const n = route.length - this.wilds - this.groups;
      const standIns = Object.entries(chosen?.standIns ?? {}).flatMap(([c, k]) => Array<string>(k ?? 0).fill(c));
      const parts = [...Array(Math.max(0, n)).fill(this.color), ...Array(this.wilds).fill("locomotive"), ...standIns] as string[];
      this.payment.add(this.scene.add.text(px, py - 40, t("pay.youPay"), { fontFamily: FONT, fontSize: "15px", color: "#3b2f22", fontStyle: "bold" }));
      // many cards (stand-ins) overlap more, within the same width
      const stepX = Math.min(30, (this.plan.w - (px - this.plan.x0) - 50) / Math.max(1, parts.length - 1));
      parts.forEach((c, i) => this.payment.add(this.scene.add.image(px + 16 + i * stepX, py + 6, ATLAS, `card-${c}`).setDisplaySize(34, 48)));
      const paid = say(paymentMessage(this.color, route.length, this.wilds, chosen?.standIns, this.groups));
      // a payment with stand-ins is a long sentence: it wraps inside the panel
      this.payment.add(this.scene.add.text(px, py + 36, paid, { fontFamily: FONT, fontSize: "15px", color: "#3b2f22", wordWrap: { width: this.plan.x0 + this.plan.w - px - 16 } }));
    } else {
      this.payment.add(this.scene.add.text(px, py - 10, t("pay.pickColourFirst"), { fontFamily: FONT, fontSize: "15px", color: "#6b5a45", fontStyle: "italic" }));
    }
    this.confirm.setEnabled(chosen !== null);
  }

  private busy = false;

  private async submit(): Promise<void> {
    const choice = this.choice();
    if (!choice || this.busy) return;
    this.busy = true;
    this.confirm.setEnabled(false);
    const err = await this.onConfirm(choice);
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
