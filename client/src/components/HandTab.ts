// Hand tab: your train cards by colour with counts, and your destination tickets (start, end, points) with their
// progress meter: ✓ when joined, the trains still needed at best over the routes open to you, ✗ when every path is
// blocked (the rules' ticketProgress, recomputed after every claim by anyone).
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { CARD_ORDER, FONT } from "../ui/theme.js";
import { BOTTOM, handPlan, phonePlan } from "../ui/layout.js";
import type { TicketLine } from "../scenes/game/presenter.js";
import type { TicketProgress } from "../rules.js";
import { registerTexts } from "../ui/testHook.js";
import { auditTicketNames, setTicketName } from "../ui/ticketName.js";
import { fitLine } from "../ui/fitText.js";
import { msg, say, t } from "../i18n/i18n.js";

/** Card height over width. */
const SHAPE = 100 / 70;
/** A ticket column's width (world px). */
const COLUMN = 285;
/** Room for a ticket's name in the list (world px); the points and ✓/✗ follow it. */
const NAME_WIDTH = 156;

export class HandTab extends Phaser.GameObjects.Container {
  private cards: Phaser.GameObjects.Image[] = [];
  private counts: Phaser.GameObjects.Text[] = [];
  private badges: Phaser.GameObjects.Graphics[] = [];
  private tickets: Phaser.GameObjects.Container;
  private spectatorNote: Phaser.GameObjects.Text;
  private ticketsTitle: Phaser.GameObjects.Text;
  private names: Phaser.GameObjects.Text[] = [];
  private meters: { ticketId: number; text: Phaser.GameObjects.Text }[] = [];
  private readonly plan: ReturnType<typeof handPlan>;
  /** A ticket row's name width and whole width: the desktop's columns, or the phone sheet's width. */
  private readonly nameWidth: number;
  private readonly rowWidth: number;
  /** The count badge on each card: smaller on a phone's narrow cards. */
  private readonly badgeR: number;

  constructor(scene: Phaser.Scene, private readonly onTicketHover: (t: TicketLine | null) => void) {
    super(scene, 0, 0);
    const plan = this.plan = handPlan();
    const phone = phonePlan();
    this.nameWidth = phone ? phone.hand.nameWidth : NAME_WIDTH;
    this.rowWidth = phone ? phone.hand.rowWidth : COLUMN - 7;
    this.badgeR = phone ? 11 : 14;
    const CW = plan.cardW, CH = Math.round(CW * SHAPE);
    const top = plan.cardsTop;
    CARD_ORDER.forEach((c, i) => {
      const x = plan.cardsX + CW / 2 + i * plan.cardStep;
      const img = scene.add.image(x, top + CH / 2, ATLAS, `card-${c}`).setDisplaySize(CW, CH);
      const badge = scene.add.graphics();
      const count = scene.add.text(x + CW / 2 - this.badgeR + 2, top + this.badgeR - 4, String(0), { fontFamily: FONT, fontSize: phone ? "14px" : "17px", color: "#ffffff", fontStyle: "bold" }).setOrigin(0.5);
      this.cards.push(img);
      this.badges.push(badge);
      this.counts.push(count);
      this.add([img, badge, count]);
    });
    const title = this.ticketsTitle = scene.add.text(plan.ticketsX, plan.ticketsTitleY, t("hand.title"), { fontFamily: FONT, fontSize: "17px", color: "#6b2a1a", fontStyle: "bold" });
    this.tickets = scene.add.container(0, 0);
    this.spectatorNote = scene.add.text(BOTTOM.x + 30, BOTTOM.y + 90, t("hand.spectating"), {
      fontFamily: FONT, fontSize: phone ? "15px" : "20px", color: "#6b5a45", fontStyle: "italic", wordWrap: { width: BOTTOM.w - 60 } }).setVisible(false);
    this.add([title, this.tickets, this.spectatorNote]);
    scene.add.existing(this);
    auditTicketNames("hand:tickets", () => (this.visible ? this.names.map((text) => ({ text, maxWidth: this.nameWidth })) : []));
    // For the browser test: each shown ticket's meter, as "<ticket id>:<text>".
    registerTexts("hand:progress", () => this.meters.filter((m) => m.text.active).map((m) => ({ text: [m.ticketId, m.text.text].join(":"), width: m.text.width, maxWidth: 72, fontSize: parseFloat(String(m.text.style.fontSize)) })));
  }

  /** Where a colour's card sits (for the draw animation). */
  cardPosition(color: string): { x: number; y: number } {
    const i = Math.max(0, CARD_ORDER.indexOf(color as (typeof CARD_ORDER)[number]));
    return { x: this.cards[i].x, y: this.cards[i].y };
  }

  pulse(color: string): void {
    const i = CARD_ORDER.indexOf(color as (typeof CARD_ORDER)[number]);
    if (i < 0 || !this.visible) return;
    const img = this.cards[i];
    this.scene.tweens.add({ targets: img, y: img.y - 10, duration: 140, yoyo: true, ease: "Quad.easeOut" });
  }

  refresh(hand: Record<string, number> | null, tickets: TicketLine[] | null, progress: readonly TicketProgress[] = []): void {
    const spectator = hand === null;
    this.spectatorNote.setVisible(spectator);
    this.ticketsTitle.setVisible(!spectator);
    CARD_ORDER.forEach((c, i) => {
      const n = hand?.[c] ?? 0;
      this.cards[i].setVisible(!spectator).setAlpha(n > 0 ? 1 : 0.35);
      this.counts[i].setVisible(!spectator).setText(String(n));
      const b = this.badges[i];
      b.clear();
      if (!spectator) {
        b.fillStyle(n > 0 ? 0xa8452b : 0x8c8070, 1).fillCircle(this.counts[i].x, this.counts[i].y, this.badgeR);
        b.lineStyle(2, 0xffffff, 1).strokeCircle(this.counts[i].x, this.counts[i].y, this.badgeR);
      }
    });
    this.tickets.removeAll(true);
    const list = tickets ?? [];
    if (!spectator && list.length === 0) {
      this.tickets.add(this.scene.add.text(this.plan.ticketsX, this.plan.ticketsTop + 6, t("hand.noTickets"), { fontFamily: FONT, fontSize: "15px", color: "#6b5a45", fontStyle: "italic" }));
    }
    // Two columns of tickets; a name too long for one line takes two (never cut), so a column holds what fits.
    const top = this.plan.ticketsTop, bottom = this.plan.ticketsBottom;
    this.names = [];
    this.meters = [];
    let col = 0, y = top, shown = 0;
    for (const t of list) {
      const text = this.scene.add.text(0, 0, "", { fontFamily: FONT, fontSize: "15px", color: "#2b2118", lineSpacing: 1 });
      const lines = setTicketName(text, t.name, this.nameWidth);
      const rowH = lines === 1 ? 25 : 44 + (lines - 2) * 19; // a country ticket may take three lines
      if (y + rowH > bottom && col < this.plan.columns - 1) {
        col += 1;
        y = top;
      }
      if (y + rowH > bottom) {
        text.destroy();
        break;
      }
      const x = this.plan.ticketsX + col * COLUMN;
      text.setPosition(x, y);
      const bg = this.scene.add.rectangle(x - 4, y - 2, this.rowWidth, rowH - 2, shown % 2 ? 0xf1e6cc : 0xfaf3e3).setOrigin(0);
      // each number says what it counts ("17 pts", "8 to go"): the legend above scrolls away on a phone
      const pts = this.scene.add.text(x + this.nameWidth + 6, y + 1, say(msg("hand.rowPoints", { n: t.points })), { fontFamily: FONT, fontSize: "13px", color: "#2b2118", fontStyle: "bold" });
      const meter = meterOf(t, progress.find((p) => p.ticketId === t.id));
      const symbol = meter.trains === null;
      const status = this.scene.add.text(x + this.rowWidth - 8, symbol ? y - 1 : y + 1, "",
        { fontFamily: FONT, fontSize: symbol ? "17px" : "13px", color: meter.color, fontStyle: "bold" }).setOrigin(1, 0);
      // the trains to go keep clear of the points (a long word, Polish's "jeszcze", takes a smaller size)
      if (symbol) status.setText(meter.text);
      else fitLine(status, say(msg("hand.rowToGo", { n: meter.trains ?? 0 })), this.rowWidth - 8 - (this.nameWidth + 6 + pts.width + 8), 13, 10);
      this.meters.push({ ticketId: t.id, text: status });
      bg.setInteractive();
      bg.on("pointerover", () => this.onTicketHover(t));
      bg.on("pointerout", () => this.onTicketHover(null));
      this.tickets.add([bg, text, pts, status]);
      this.names.push(text);
      y += rowH;
      shown += 1;
    }
    // The title says how many tickets are shown, else the meter's legend: the long one where the columns leave room
    // for it in this language (Spanish's and Polish's are wider than two columns at 1280×800), else the short one.
    const room = this.plan.columns > 1 ? this.plan.columns * COLUMN - 7 : this.rowWidth;
    const title = this.ticketsTitle.setFontSize(17);
    if (shown < list.length) {
      title.setText(t("hand.someShown", { shown, total: list.length }));
    } else {
      title.setText(t("hand.legend"));
      if (this.plan.columns === 1 || title.width > room) title.setText(t("hand.legendShort"));
    }
    fitLine(title, title.text, room, 17);
  }
}

/** The meter's symbols: the same in every language (the legend above the tickets says them in words). */
const METER = { done: "✓", blocked: "✗", unknown: "·" } as const;

/** ✓ joined (green), the trains still needed at best (amber), ✗ every path blocked (red). */
function meterOf(ticket: TicketLine, progress: TicketProgress | undefined): { text: string; color: string; trains: number | null } {
  if (ticket.completed || progress?.status === "done") return { text: METER.done, color: "#1e8a2e", trains: null };
  if (progress?.status === "impossible") return { text: METER.blocked, color: "#c0201a", trains: null };
  if (progress?.trainsNeeded != null) return { text: String(progress.trainsNeeded), color: "#b06a00", trains: progress.trainsNeeded };
  // no meter for this board yet (the rules' ticketProgressOfView): open, not known to be blocked
  if (!progress) return { text: METER.unknown, color: "#8a7452", trains: null };
  return { text: METER.blocked, color: "#c0201a", trains: null };
}
