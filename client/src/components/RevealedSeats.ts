// The replay's left panel: every player at the step shown, nothing hidden: route points, trains left, the whole
// hand (count per card colour), and every ticket kept (✓ once connected; ✗ for the failed ones at the end) or still
// being chosen.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { completedTickets, mapOf, ticketInfo, type GameMap, type GameState } from "../rules.js";
import { CARD_ORDER, FONT, playerStyle } from "../ui/theme.js";
import { LEFT } from "../ui/layout.js";
import { fitLine } from "../ui/fitText.js";
import { t } from "../i18n/i18n.js";
import { difficultyNameMessage } from "./difficultyName.js";
import { playerName } from "../i18n/playerName.js";

export interface SeatName {
  username: string;
  bot: string | null;
}

const TOP = 52;

/** A ticket's name in at most `max` characters (27 fit the left strip; a phone's narrower box fewer). */
function ticketText(map: GameMap, id: number, max = 27): string {
  const text = ticketInfo(map, id).name;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

type Rect = { x: number; y: number; w: number; h: number };

export class RevealedSeats extends Phaser.GameObjects.Container {
  /** `area`: where the boxes go (the left strip below its title; a phone's box). */
  constructor(scene: Phaser.Scene, private readonly seats: SeatName[], private readonly area: Rect = { x: 0, y: TOP, w: LEFT.w, h: LEFT.h - TOP }) {
    super(scene, 0, 0);
    scene.add.existing(this);
  }

  show(state: GameState): void {
    this.removeAll(true);
    const n = state.players.length;
    const map = mapOf(state);
    const A = this.area;
    // a wide, low box (a phone's) takes the players two to a row
    const columns = A.w >= 360 && A.h < 400 && n > 1 ? 2 : 1;
    const rows = Math.ceil(n / columns);
    const boxH = Math.floor((A.h - 8) / rows) - 8;
    const colW = Math.floor(A.w / columns);
    const w = colW - 20;
    state.players.forEach((p, i) => {
      const X = A.x + (i % columns) * colW;
      const y = A.y + Math.floor(i / columns) * (boxH + 8);
      const st = playerStyle(p.color);
      const turn = state.phase === "playing" && state.currentPlayer === i;
      const g = this.scene.add.graphics();
      if (turn) g.fillStyle(0xffd34d, 1).fillRoundedRect(X + 6, y - 3, w + 8, boxH + 6, 10);
      g.fillStyle(0xf1e6cc, 1).fillRoundedRect(X + 10, y, w, boxH, 8);
      g.fillStyle(st.fill, 1).fillRoundedRect(X + 10, y, w, 26, { tl: 8, tr: 8, bl: 0, br: 0 });
      this.add(g);
      const seat = this.seats[i];
      // A bot's name says it already ("Bot 2 (medium)"): "(bot, medium)" beside it ran into the map.
      const name = seat?.username ?? "?";
      const label = seat?.bot && !name.includes(`(${seat.bot})`)
        ? t("seats.bot", { seat: i + 1, name: playerName(name), level: difficultyNameMessage(seat.bot) })
        : t("seats.name", { seat: i + 1, name: playerName(name) });
      const head = this.scene.add.text(X + 18, y + 4, "", { fontFamily: FONT, fontSize: "15px", color: st.ink, fontStyle: "bold" });
      fitLine(head, label, w - 16, 15, 13);
      this.add(head);
      const score = state.result ? state.result.scores[i].total : p.routePoints;
      // a phone's half-width box: "Points 21 · Wagons 30" in French ran past its edge (smaller, then cut)
      const points = this.scene.add.text(X + 18, y + 30, "", { fontFamily: FONT, fontSize: "14px", color: "#3b2f22", fontStyle: "bold" });
      fitLine(points, t(state.result ? "seats.total" : "seats.points", { score, trains: p.trainsLeft }), w - 16, 14, 11);
      this.add(points);

      // the whole hand: one small card per colour held, with its count; nine colours held in a phone's half-width box
      // ran into the next box, so the cards come closer (and smaller) to stay inside their own
      const held = CARD_ORDER.filter((color) => p.hand[color] > 0);
      const step = Math.min(26, (w - 16) / Math.max(1, held.length));
      const cardW = Math.min(22, step - 3);
      let x = X + 18;
      for (const color of held) {
        this.add(this.scene.add.image(x + cardW / 2, y + 62, ATLAS, `card-${color}`).setDisplaySize(cardW, (cardW * 32) / 22));
        this.add(this.scene.add.text(x + cardW / 2, y + 80, String(p.hand[color]), { fontFamily: FONT, fontSize: "13px", color: "#2b2118", fontStyle: "bold" }).setOrigin(0.5, 0));
        x += step;
      }
      if (x === X + 18) this.add(this.scene.add.text(X + 18, y + 56, t("seats.noCards"), { fontFamily: FONT, fontSize: "13px", color: "#6b5a45" }));

      // tickets: kept (✓ connected, ✗ failed at the end, · open) and offered (…)
      const done = new Set(completedTickets(p.tickets, p.routes, map));
      const lines = [
        ...p.tickets.map((id) => ({ id, mark: done.has(id) ? "✓" : state.phase === "ended" ? "✗" : "·", color: done.has(id) ? "#1f7a2e" : state.phase === "ended" ? "#b0281c" : "#3b2f22" })),
        ...p.pendingTickets.map((id) => ({ id, mark: "?", color: "#8a6a2a" })),
      ];
      const room = Math.max(1, Math.floor((boxH - 100) / 15));
      lines.slice(0, lines.length > room ? room - 1 : room).forEach((l, k) => {
        const pts = map.tickets[l.id]?.points ?? 0;
        this.add(this.scene.add.text(X + 18, y + 98 + k * 15, t("seats.ticketLine", { mark: l.mark, ticket: ticketText(map, l.id, Math.min(27, Math.floor((w - 44) / 7.2))) }), { fontFamily: FONT, fontSize: "13px", color: l.color }));
        this.add(this.scene.add.text(X + colW - 16, y + 98 + k * 15, String(pts), { fontFamily: FONT, fontSize: "13px", color: l.color }).setOrigin(1, 0));
      });
      if (lines.length > room) this.add(this.scene.add.text(X + 18, y + 98 + (room - 1) * 15, t("seats.more", { count: lines.length - room + 1 }), { fontFamily: FONT, fontSize: "13px", color: "#6b5a45" }));
    });
  }
}
