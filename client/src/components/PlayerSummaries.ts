// The game information menu's player summaries, in turn order: name, colour (+ symbol), points, trains left,
// cards, tickets, whose turn it is, connected or not, and the turn clock's countdown of a seat that must act.
import Phaser from "phaser";
import { ATLAS } from "../ui/textures.js";
import { FONT } from "../ui/theme.js";
import { ownerLook } from "../map/ownerLook.js";
import { colorBlindOn } from "../ui/colorBlind.js";
import { LEFT, phoneDrawer } from "../ui/layout.js";
import { fitLine } from "../ui/fitText.js";
import type { SeatInfo, StartedSnapshot } from "../net/snapshot.js";
import { pointsShown, seatStatus } from "../scenes/game/presenter.js";
import { registerInfo, registerTexts } from "../ui/testHook.js";
import { mapById } from "../rules.js";
import { clockedStatus, countdownText, countdownUrgent, showsCountdown } from "./turnCountdown.js";
import { t } from "../i18n/i18n.js";
import { hasMountains, mapOf, mountainTrains } from "../rules.js";

/** "⛰ 3" after the trains on a board with mountain routes (the trains set aside there, out of the game); "" elsewhere. */
function mountainNote(view: StartedSnapshot["view"], routes: readonly number[]): string {
  const map = mapOf(view);
  return hasMountains(map) ? ` ${t("asia.mountainTrains", { count: mountainTrains(map, routes) })}` : "";
}
import { playerName } from "../i18n/playerName.js";

const BOX_H = 106;
const TOP = 64;

export class PlayerSummaries extends Phaser.GameObjects.Container {
  private boxes: Phaser.GameObjects.Container[] = [];
  private ticking: Array<() => void> = [];
  private countdowns: Phaser.GameObjects.Text[] = [];
  /** Each box's stations-left text (boards with stations), for the test hook. */
  private stationTexts: Array<{ seat: number; text: Phaser.GameObjects.Text; left: number }> = [];

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    scene.add.existing(this);
    registerTexts("players:countdown", () =>
      this.countdowns.filter((t) => t.active && t.text !== "").map((t) => ({ text: t.text, width: t.width, maxWidth: LEFT.w, fontSize: 14 })),
    );
    // the stations left each box shows (seat, number), as long as the boxes are in sight
    registerInfo("stationsShown", () => (this.visible ? this.stationTexts.filter((s) => s.text.active).map((s) => ({ seat: s.seat, left: s.left, text: s.text.text })) : []));
    const clock = scene.time.addEvent({ delay: 1000, loop: true, callback: () => this.ticking.forEach((f) => f()) });
    this.once(Phaser.GameObjects.Events.DESTROY, () => clock.remove());
  }

  refresh({ view, seats }: StartedSnapshot): void {
    this.removeAll(true);
    this.boxes = [];
    this.ticking = [];
    this.countdowns = [];
    this.stationTexts = [];
    const mySeat = view.seat;
    const drawer = phoneDrawer();
    if (drawer) {
      this.setDepth(510); // over the drawer's pane (HistoryChat, depth 500)
      view.players.forEach((pv, i) => {
        const p = seats[i];
        if (p) this.phoneRow(drawer, i, p, view, pv, i === mySeat);
      });
      return;
    }
    // a board with stations: each box shows the stations its player has left
    const withStations = mapById(view.map).stations.perPlayer > 0;
    view.players.forEach((pv, i) => {
      const p = seats[i];
      if (!p) return;
      const y = TOP + i * (BOX_H + 8);
      const turn = view.phase === "playing" && view.currentPlayer === i;
      const st = ownerLook(pv.color, colorBlindOn()); // the same colour and train as this player's cars on the board
      const box = this.scene.add.container(10, y);
      const g = this.scene.add.graphics();
      const w = LEFT.w - 20;
      if (turn) g.fillStyle(0xffd34d, 1).fillRoundedRect(-4, -4, w + 8, BOX_H + 8, 12);
      g.fillStyle(i === mySeat ? 0xfffaf0 : 0xf1e6cc, 1).fillRoundedRect(0, 0, w, BOX_H, 10);
      g.fillStyle(st.fill, 1).fillRoundedRect(0, 0, 34, BOX_H, { tl: 10, bl: 10, tr: 0, br: 0 });
      if (st.pattern === "stripes") stripes(g, 34, BOX_H); // as this player's cars wear them
      g.lineStyle(2, 0x6b4b2a, 1).strokeRoundedRect(0, 0, w, BOX_H, 10);
      // the owner's marker as each of this player's cars on the board wears it, large enough to match by eye
      const sym = this.scene.add.image(17, 24, ATLAS, st.markerFrame).setDisplaySize(26, 26);
      const dot = this.scene.add.graphics();
      dot.fillStyle(p.connected ? 0x2e9d3a : 0xc0201a, 1).fillCircle(17, BOX_H - 16, 6);
      dot.lineStyle(2, 0xffffff, 1).strokeCircle(17, BOX_H - 16, 6);
      const label = p.username.length > 15 ? `${p.username.slice(0, 14)}…` : p.username;
      // on a board with mountain routes, the trains this player set aside there, at the box's top right
      const mountains = mountainNote(view, pv.routes).trim();
      const nameWords = nameLine(i, label, i === mySeat, p.isBot);
      const name = this.scene.add.text(44, 8, nameWords, {
        fontFamily: FONT, fontSize: "17px", color: "#2b2118", fontStyle: "bold", ...(mountains ? {} : { fixedWidth: w - 50 }),
      });
      // beside the mountain note the name shrinks to fit, not cut ("alice (you" lost its end before)
      if (mountains) fitLine(name, nameWords, w - 50 - 34, 17, 13);
      const mountainText = mountains ? [this.scene.add.text(w - 8, 10, mountains, { fontFamily: FONT, fontSize: "15px", color: "#5a4632", fontStyle: "bold" }).setOrigin(1, 0)] : [];
      const stats = this.scene.add.text(44, 34, [t("players.points", { count: pointsShown(view, i) }), t("players.trains", { count: pv.trainsLeft })].join("\n"), { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", lineSpacing: 4 });
      const stats2 = this.scene.add.text(150, 34, [t("players.cards", { count: pv.handCount }), t("players.tickets", { count: pv.ticketCount })].join("\n"), { fontFamily: FONT, fontSize: "16px", color: "#3b2f22", lineSpacing: 4 });
      const clocked = showsCountdown(p);
      // beside a countdown the line is short, so that both fit
      const line = () => (clocked && p.connected ? clockedStatus(turn) : seatStatus({ ...p, pendingTicketCount: pv.pendingTicketCount }, turn, view.phase, Date.now()));
      const status = this.scene.add.text(44, 82, line(), {
        fontFamily: FONT, fontSize: "14px", color: !p.connected ? "#c0201a" : turn ? "#a8452b" : "#6b5a45", fontStyle: "bold",
      });
      // the takeover countdown ticks down between state changes
      if (p.takeoverAt > 0) this.ticking.push(() => status.setText(line()));
      box.add([g, sym, dot, name, stats, stats2, status, ...mountainText]);
      if (withStations) box.add(this.stationBadge(pv.stationsLeft ?? 0, i));
      if (clocked) box.add(this.countdown(p, w));
      box.setName(pv.color);
      this.add(box);
      this.boxes.push(box);
    });
  }

  /**
   * A player's row in the phone's drawer (two lines: name and status, then the numbers), with the colour strip and
   * marker of the desktop's box.
   */
  private phoneRow(d: NonNullable<ReturnType<typeof phoneDrawer>>, i: number, p: SeatInfo, view: StartedSnapshot["view"], pv: StartedSnapshot["view"]["players"][number], mine: boolean): void {
    const r = { x: d.players.x, y: d.players.y + i * d.playerRow, w: d.players.w, h: d.playerRow - 4 };
    const turn = view.phase === "playing" && view.currentPlayer === i;
    const st = ownerLook(pv.color, colorBlindOn());
    const g = this.scene.add.graphics();
    g.fillStyle(turn ? 0xffd34d : mine ? 0xfffaf0 : 0xf1e6cc, 1).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
    g.fillStyle(st.fill, 1).fillRoundedRect(r.x, r.y, 30, r.h, { tl: 8, bl: 8, tr: 0, br: 0 });
    if (st.pattern === "stripes") stripes(g, 30, r.h);
    const sym = this.scene.add.image(r.x + 15, r.y + r.h / 2, ATLAS, st.markerFrame).setDisplaySize(20, 20);
    const dot = this.scene.add.graphics();
    dot.fillStyle(p.connected ? 0x2e9d3a : 0xc0201a, 1).fillCircle(r.x + r.w - 12, r.y + 12, 5);
    const label = p.username.length > 15 ? `${p.username.slice(0, 14)}…` : p.username;
    const name = this.scene.add.text(r.x + 38, r.y + 4, "", { fontFamily: FONT, fontSize: "15px", color: "#2b2118", fontStyle: "bold" });
    // the name keeps clear of the turn clock and the presence dot at the row's right
    fitLine(name, nameLine(i, label, mine, p.isBot), r.w - 38 - (showsCountdown(p) ? 96 : 24), 15, 12);
    const row = t("players.row", { points: t("route.points", { count: pointsShown(view, i) }), trains: pv.trainsLeft, cards: pv.handCount, tickets: pv.ticketCount }) + mountainNote(view, pv.routes);
    // a board with stations: the stations this player has left close the row
    const withStations = mapById(view.map).stations.perPlayer > 0;
    const stats = this.scene.add.text(r.x + 38, r.y + 25, "", { fontFamily: FONT, fontSize: "13px", color: "#3b2f22" });
    fitLine(stats, withStations ? `${row} · ${t("players.stations", { count: pv.stationsLeft ?? 0 })}` : row, r.w - 44, 13, 11);
    if (withStations) this.stationTexts.push({ seat: i, text: stats, left: pv.stationsLeft ?? 0 });
    const parts: Phaser.GameObjects.GameObject[] = [g, sym, dot, name, stats];
    if (showsCountdown(p)) {
      const clock = this.countdown(p, 0);
      clock.setPosition(r.x + r.w - 24, r.y + 5);
      parts.push(clock);
    }
    this.add(parts);
  }

  /**
   * The stations a player has left, on the box's colour strip: a small station house over the count, on paper so
   * that it reads on every player colour (the phone's row says it in words).
   */
  private stationBadge(left: number, seat: number): Phaser.GameObjects.GameObject[] {
    const g = this.scene.add.graphics();
    g.fillStyle(0xfffaf0, 1).fillRoundedRect(3, 40, 28, 38, 6);
    g.lineStyle(1.5, 0x6b4b2a, 1).strokeRoundedRect(3, 40, 28, 38, 6);
    g.fillStyle(left > 0 ? 0x6b4b2a : 0xb8a682, 1).fillTriangle(8, 52, 26, 52, 17, 43).fillRect(10, 52, 14, 8);
    const count = this.scene.add.text(17, 61, String(left), { fontFamily: FONT, fontSize: "15px", color: "#2b2118", fontStyle: "bold" }).setOrigin(0.5, 0);
    this.stationTexts.push({ seat, text: count, left });
    return [g, count];
  }

  /** The turn clock of a seat that must act, right-aligned on its status line, ticking once a second. */
  private countdown(p: SeatInfo, w: number): Phaser.GameObjects.Text {
    const text = this.scene.add.text(w - 8, 82, "", { fontFamily: FONT, fontSize: "14px", fontStyle: "bold" }).setOrigin(1, 0);
    const tick = () => {
      const now = Date.now();
      text.setText(countdownText(p, now)).setColor(countdownUrgent(p, now) ? "#c0201a" : "#3b2f22");
    };
    tick();
    this.ticking.push(tick);
    this.countdowns.push(text);
    return text;
  }
}

/** "2. alice (you)": the seat's number and name, marked when it is this person's or a bot's (unless its name says so). */
function nameLine(seat: number, name: string, mine: boolean, isBot: boolean): string {
  const values = { n: seat + 1, name: playerName(name) };
  if (mine) return t("players.nameYou", values);
  return isBot && !/bot/i.test(name) ? t("players.nameBot", values) : t("players.name", values);
}

/** Diagonal light stripes over a w×h strip (x + y = c lines clipped to it), like a striped car's body. */
function stripes(g: Phaser.GameObjects.Graphics, w: number, h: number): void {
  g.lineStyle(3, 0xffffff, 0.5);
  for (let c = 14; c < w + h - 10; c += 10) { // clear of the rounded corners
    const x1 = Math.max(2, c - h + 2), x2 = Math.min(w, c);
    if (x2 > x1) g.lineBetween(x1, c - x1, x2, c - x2);
  }
}
