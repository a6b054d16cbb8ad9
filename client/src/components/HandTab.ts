// Hand tab: your train cards by colour with counts, and your destination tickets (start, end, points) with their
// progress meter: ✓ when joined, the trains still needed at best over the routes open to you, ✗ when every path is
// blocked (the rules' ticketProgress, recomputed after every claim by anyone).
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { CARD_ORDER, FONT } from "../ui/theme.js";
import { BOTTOM, handPlan, phonePlan } from "../ui/layout.js";
import type { TicketLine } from "../scenes/game/presenter.js";
import type { TicketProgress } from "../rules.js";
import { registerInfo, registerTexts } from "../ui/testHook.js";
import { objectSerial, placeAt, setColorIfNew, setFontSizeIfNew } from "../ui/textInPlace.js";
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
  /** Each held ticket's row, by ticket id: kept from patch to patch. */
  private rows = new Map<number, TicketRow>();
  /** Shown when the seat holds no ticket. */
  private noTickets: Phaser.GameObjects.Text;
  /** What each card's count badge was last drawn as. */
  private badgeDrawn: string[] = [];
  /** The shown/held counts the title was last measured for. */
  private titleFor = "";
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
    this.noTickets = scene.add.text(plan.ticketsX, plan.ticketsTop + 6, t("hand.noTickets"), { fontFamily: FONT, fontSize: "15px", color: "#6b5a45", fontStyle: "italic" }).setVisible(false);
    this.tickets.add(this.noTickets);
    this.spectatorNote = scene.add.text(BOTTOM.x + 30, BOTTOM.y + 90, t("hand.spectating"), {
      fontFamily: FONT, fontSize: phone ? "15px" : "20px", color: "#6b5a45", fontStyle: "italic", wordWrap: { width: BOTTOM.w - 60 } }).setVisible(false);
    this.add([title, this.tickets, this.spectatorNote]);
    scene.add.existing(this);
    auditTicketNames("hand:tickets", () => (this.visible ? this.names.map((text) => ({ text, maxWidth: this.nameWidth })) : []));
    // For the browser test: each shown ticket's meter, as "<ticket id>:<text>".
    // the rows' texts with a serial per object: a browser test checks that a patch changes them in place
    registerInfo("handTexts", () => [...this.counts, ...[...this.rows.values()].flatMap((r) => [r.name, r.pts, r.status])].map((t) => ({ serial: objectSerial(t), text: t.text })));
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
      const badge = spectator ? "none" : n > 0 ? "some" : "zero";
      if (this.badgeDrawn[i] === badge) return;
      this.badgeDrawn[i] = badge;
      const b = this.badges[i];
      b.clear();
      if (!spectator) {
        b.fillStyle(n > 0 ? 0xa8452b : 0x8c8070, 1).fillCircle(this.counts[i].x, this.counts[i].y, this.badgeR);
        b.lineStyle(2, 0xffffff, 1).strokeCircle(this.counts[i].x, this.counts[i].y, this.badgeR);
      }
    });
    const list = tickets ?? [];
    this.noTickets.setVisible(!spectator && list.length === 0);
    // a ticket no longer held loses its row; the others keep theirs
    const held = new Set(list.map((ticket) => ticket.id));
    for (const [id, row] of this.rows) {
      if (held.has(id)) continue;
      row.parts.forEach((o) => o.destroy());
      this.rows.delete(id);
    }
    // Two columns of tickets; a name too long for one line takes two (never cut), so a column holds what fits.
    const top = this.plan.ticketsTop, bottom = this.plan.ticketsBottom;
    this.names = [];
    this.meters = [];
    let col = 0, y = top, shown = 0, full = false;
    for (const ticket of list) {
      const row = this.rows.get(ticket.id) ?? this.newRow(ticket);
      row.line = ticket;
      if (row.named !== ticket.name) this.nameRow(row, ticket.name);
      const rowH = row.lines === 1 ? 25 : 44 + (row.lines - 2) * 19; // a country ticket may take three lines
      if (!full && y + rowH > bottom && col < this.plan.columns - 1) {
        col += 1;
        y = top;
      }
      if (full || y + rowH > bottom) {
        full = true;
        row.parts.forEach((o) => o.setVisible(false));
        continue;
      }
      row.parts.forEach((o) => o.setVisible(true));
      this.showRow(row, this.plan.ticketsX + col * COLUMN, y, rowH, shown, progress.find((p) => p.ticketId === ticket.id));
      this.names.push(row.name);
      this.meters.push({ ticketId: ticket.id, text: row.status });
      y += rowH;
      shown += 1;
    }
    this.showTitle(shown, list.length);
  }

  /** A ticket's row, made once and then moved and changed in place. */
  private newRow(ticket: TicketLine): TicketRow {
    const bg = this.scene.add.rectangle(0, 0, this.rowWidth, 23, 0xfaf3e3).setOrigin(0);
    const name = this.scene.add.text(0, 0, "", { fontFamily: FONT, fontSize: "15px", color: "#2b2118", lineSpacing: 1 });
    const pts = this.scene.add.text(0, 0, "", { fontFamily: FONT, fontSize: "13px", color: "#2b2118", fontStyle: "bold" });
    const status = this.scene.add.text(0, 0, "", { fontFamily: FONT, fontSize: "13px", color: "#2b2118", fontStyle: "bold" }).setOrigin(1, 0);
    const row: TicketRow = { line: ticket, bg, name, pts, status, parts: [bg, name, pts, status], lines: 1, named: null, height: 0 };
    bg.setInteractive();
    // the row's ticket as the last patch said it (its name may change: a country ticket's aim)
    bg.on("pointerover", () => this.onTicketHover(row.line));
    bg.on("pointerout", () => this.onTicketHover(null));
    this.tickets.add(row.parts);
    this.rows.set(ticket.id, row);
    return row;
  }

  /** The row's ticket name, on one line or broken as setTicketName lays it out (from a plain text, as at first). */
  private nameRow(row: TicketRow, name: string): void {
    if (row.name.style.wordWrapWidth) row.name.setWordWrapWidth(null);
    row.lines = setTicketName(row.name, name, this.nameWidth);
    row.named = name;
  }

  /** A shown row at its place, striped by its place in the list, with its points and its meter. */
  private showRow(row: TicketRow, x: number, y: number, rowH: number, shown: number, progress: TicketProgress | undefined): void {
    placeAt(row.name, x, y);
    placeAt(row.bg, x - 4, y - 2);
    if (row.height !== rowH) {
      row.height = rowH;
      row.bg.setSize(this.rowWidth, rowH - 2);
      (row.bg.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setSize(this.rowWidth, rowH - 2);
    }
    const fill = shown % 2 ? 0xf1e6cc : 0xfaf3e3;
    if (row.bg.fillColor !== fill) row.bg.setFillStyle(fill);
    // each number says what it counts ("17 pts", "8 to go"): the legend above scrolls away on a phone
    placeAt(row.pts, x + this.nameWidth + 6, y + 1).setText(say(msg("hand.rowPoints", { n: row.line.points })));
    const meter = meterOf(row.line, progress);
    const symbol = meter.trains === null;
    placeAt(row.status, x + this.rowWidth - 8, symbol ? y - 1 : y + 1);
    setColorIfNew(row.status, meter.color);
    if (symbol) setFontSizeIfNew(row.status, 17).setText(meter.text);
    // the trains to go keep clear of the points (a long word, Polish's "jeszcze", takes a smaller size)
    else fitLine(row.status, say(msg("hand.rowToGo", { n: meter.trains ?? 0 })), this.rowWidth - 8 - (this.nameWidth + 6 + row.pts.width + 8), 13, 10);
  }

  /**
   * The title says how many tickets are shown, else the meter's legend: the long one where the columns leave room
   * for it in this language (Spanish's and Polish's are wider than two columns at 1280×800), else the short one.
   * Measured again only when the count of tickets shown or held changes.
   */
  private showTitle(shown: number, total: number): void {
    const key = `${shown}/${total}`;
    if (this.titleFor === key) return;
    this.titleFor = key;
    const room = this.plan.columns > 1 ? this.plan.columns * COLUMN - 7 : this.rowWidth;
    const title = this.ticketsTitle.setFontSize(17);
    if (shown < total) {
      title.setText(t("hand.someShown", { shown, total }));
    } else {
      title.setText(t("hand.legend"));
      if (this.plan.columns === 1 || title.width > room) title.setText(t("hand.legendShort"));
    }
    fitLine(title, title.text, room, 17);
  }
}

/** A ticket's row in the list: its background (hover target), name, points and meter. */
interface TicketRow {
  /** The ticket as the last patch said it. */
  line: TicketLine;
  bg: Phaser.GameObjects.Rectangle;
  name: Phaser.GameObjects.Text;
  pts: Phaser.GameObjects.Text;
  status: Phaser.GameObjects.Text;
  parts: Array<Phaser.GameObjects.Rectangle | Phaser.GameObjects.Text>;
  /** Lines the name takes, and the name they were laid out for. */
  lines: number;
  named: string | null;
  /** The row's height (world px) its background was sized for. */
  height: number;
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
